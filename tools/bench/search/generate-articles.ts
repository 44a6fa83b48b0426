/**
 * Bulk article generator for the search benchmark: on top of the real seed (categories, tags,
 * authors, images and its demo articles) it writes generated articles in a handful of
 * INSERT … SELECT statements over generate_series, combining the seed's phrase banks the way
 * the seed does (subject × title template × place, opening, section details, an expert quote,
 * closing) so word frequencies, vector sizes, category and tag links look like the real thing.
 */
import { BANKS, LEAVES, planSeed, type Db, type LanguageBank, type Queryable } from '@meydan/api/db';
import { EDITIONS, SECTION_KEYS, type Edition, type SectionKey } from '@meydan/shared/util/routing';
import { EXTRA_SENTENCES } from './vocabulary';

export interface GenerateOptions {
  /** Articles to add, split over the editions in the seed's proportions. */
  count: number;
  /** Same seed, same articles (PostgreSQL's random() is seeded per run). */
  seed?: number;
}

/** Shares of the editions (the seed's 200 / 170 / 150). */
const EDITION_SHARE: Readonly<Record<Edition, number>> = { tr: 200 / 520, en: 170 / 520, ru: 150 / 520 };

/**
 * Every leaf once per round and the news section three times, as the seed rotates them
 * (breaking news is what a news site publishes most).
 */
const ROTATION = [...LEAVES, { section: 'news' as SectionKey, key: 'news' }, { section: 'news' as SectionKey, key: 'news' }];

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Every quote sentence of a section: role × expert × quote × format, as the seed builds one. */
function quoteSentences(bank: LanguageBank, section: SectionKey): string[] {
  const { roles, quotes } = bank.sections[section];
  return bank.experts.flatMap((expert) =>
    roles.flatMap((role) =>
      quotes.flatMap((quote) =>
        (bank.quoteFormats[expert.gender] ?? []).map((format) => {
          const endsWithStop = quote.endsWith('.');
          return fill(format, { role, name: expert.name, quote, quoteBare: endsWithStop ? quote.slice(0, -1) : quote, comma: endsWithStop ? ',' : '' });
        }),
      ),
    ),
  );
}

export function editionCounts(count: number): Record<Edition, number> {
  const counts = { tr: 0, en: 0, ru: 0 } as Record<Edition, number>;
  let left = count;
  EDITIONS.forEach((edition, index) => {
    counts[edition] = index === EDITIONS.length - 1 ? left : Math.round(count * EDITION_SHARE[edition]);
    left -= counts[edition];
  });
  return counts;
}

interface ReferenceData {
  editions: object[];
  sections: object[];
  leaves: object[];
}

/** The banks and the seeded rows they refer to (categories, tags, authors, images), as table records. */
async function referenceData(db: Queryable): Promise<ReferenceData> {
  const { rows: categories } = await db.query<{ id: string; edition: Edition; slug: string }>('SELECT id, edition, slug FROM categories');
  const { rows: tags } = await db.query<{ id: string; edition: Edition; name: string }>('SELECT id, edition, name FROM tags');
  const { rows: authors } = await db.query<{ id: string; edition: Edition }>('SELECT id, edition FROM users WHERE edition IS NOT NULL ORDER BY username');
  const images = planSeed().images;
  const tagId = (edition: Edition, name: string) => {
    const tag = tags.find((t) => t.edition === edition && t.name === name);
    if (!tag) throw new Error(`the seed has no ${edition} tag "${name}"`);
    return tag.id;
  };

  const editions = EDITIONS.map((edition) => {
    const bank = BANKS[edition];
    return {
      edition,
      titles: bank.titles,
      openings: bank.openings,
      details: bank.details,
      closings: bank.closings,
      places: bank.places,
      places_cap: bank.places.map((place) => place.charAt(0).toLocaleUpperCase(edition) + place.slice(1)),
      captions: bank.captions,
      extras: EXTRA_SENTENCES[edition],
      general_tags: bank.generalTags.map((name) => tagId(edition, name)),
      authors: authors.filter((a) => a.edition === edition).map((a) => a.id),
      slot_count: ROTATION.length,
    };
  });
  const sections = EDITIONS.flatMap((edition) =>
    SECTION_KEYS.map((section) => ({
      edition,
      section,
      details: BANKS[edition].sections[section].details,
      quotes: quoteSentences(BANKS[edition], section),
      tags: BANKS[edition].sections[section].tags.map((name) => tagId(edition, name)),
      images: images.filter((image) => image.section === section).map((image) => image.id),
    })),
  );
  const leaves = EDITIONS.flatMap((edition) =>
    ROTATION.map((leaf, slot) => {
      const category = categories.find((c) => c.edition === edition && c.slug === leaf.key);
      if (!category) throw new Error(`the seed has no ${edition} category ${leaf.key}`);
      const subjects = BANKS[edition].subjects[leaf.key];
      if (!subjects?.length) throw new Error(`no ${edition} subjects for ${leaf.key}`);
      return {
        edition,
        slot,
        section: leaf.section,
        category_id: category.id,
        kind: leaf.key === 'quiz' ? 'quiz' : leaf.key === 'listicle' ? 'listicle' : 'news',
        subjects,
      };
    }),
  );

  return { editions, sections, leaves };
}

/** Session-local copies of the reference data, gone at the end of the loading transaction. */
async function writeReferenceTables(db: Queryable, { editions, sections, leaves }: ReferenceData): Promise<void> {
  await db.exec(`
    CREATE TEMP TABLE bench_edition (edition text PRIMARY KEY, titles text[], openings text[], details text[], closings text[],
      places text[], places_cap text[], captions text[], extras text[], general_tags uuid[], authors uuid[], slot_count int) ON COMMIT DROP;
    CREATE TEMP TABLE bench_section (edition text, section text, details text[], quotes text[], tags uuid[], images uuid[],
      PRIMARY KEY (edition, section)) ON COMMIT DROP;
    CREATE TEMP TABLE bench_leaf (edition text, slot int, section text, category_id uuid, kind text, subjects text[],
      PRIMARY KEY (edition, slot)) ON COMMIT DROP;`);
  const insert = (table: string, definition: string, records: object[]) =>
    db.query(`INSERT INTO ${table} SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(${definition})`, [JSON.stringify(records)]);
  await insert(
    'bench_edition',
    'edition text, titles text[], openings text[], details text[], closings text[], places text[], places_cap text[], captions text[], extras text[], general_tags uuid[], authors uuid[], slot_count int',
    editions,
  );
  await insert('bench_section', 'edition text, section text, details text[], quotes text[], tags uuid[], images uuid[]', sections);
  await insert('bench_leaf', 'edition text, slot int, section text, category_id uuid, kind text, subjects text[]', leaves);
}

/** The seed's fill() in SQL: {subject}, {place}, {Place} and {n} of the row's draws. */
const fillSql = (text: string) =>
  `replace(replace(replace(replace(${text}, '{subject}', p.subject), '{place}', p.place), '{Place}', p.place_cap), '{n}', p.n::text)`;

/** A stored text entry (plain and escaped HTML paragraph) of a column. */
const textEntry = (column: string) =>
  `jsonb_build_object('mode', 'text', 'text', jsonb_build_object('plain', ${column}, 'html', '<p>' || ` +
  `replace(replace(replace(replace(${column}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;') || '</p>'))`;

/**
 * One row per generated article with every choice drawn once (r_* columns), so the same
 * subject and place appear in the title and the opening. `OFFSET 0` keeps the planner from
 * pulling the subquery up and calling random() again wherever a column is used.
 */
const generateSql = (edition: Edition, count: number) => `
CREATE TEMP TABLE bench_gen ON COMMIT DROP AS
WITH draws AS (
  SELECT i, random() AS r_subject, random() AS r_title, random() AS r_opening, random() AS r_place, random() AS r_n,
         random() AS r_detail, random() AS r_quote, random() AS r_closing, random() AS r_paragraphs, random() AS r_extra,
         random() AS r_caption, random() AS r_image, random() AS r_tag, random() AS r_tag2, random() AS r_general, random() AS r_general2,
         random() AS r_author, random() AS r_author2, random() AS r_age, random() AS r_state, random() AS r_edit,
         random() AS r_v1, random() AS r_v2, random() AS r_viral, random() AS r_share, random() AS r_comment, random() AS r_reaction
  FROM generate_series(1, ${Math.floor(count)}) AS g(i) OFFSET 0
),
picked AS (
  SELECT d.*, e.edition, l.category_id, l.kind, s.tags AS section_tags, e.general_tags, e.authors,
         l.subjects[1 + floor(d.r_subject * cardinality(l.subjects))::int] AS subject,
         e.places[1 + floor(d.r_place * cardinality(e.places))::int] AS place,
         e.places_cap[1 + floor(d.r_place * cardinality(e.places))::int] AS place_cap,
         5 + floor(d.r_n * 8)::int AS n,
         e.details || s.details AS pool,
         floor(d.r_detail * (cardinality(e.details) + cardinality(s.details)))::int AS k,
         e.titles[1 + floor(d.r_title * cardinality(e.titles))::int] AS title_template,
         e.openings[1 + floor(d.r_opening * cardinality(e.openings))::int] AS opening,
         s.quotes[1 + floor(d.r_quote * cardinality(s.quotes))::int] AS quote,
         e.closings[1 + floor(d.r_closing * cardinality(e.closings))::int] AS closing,
         CASE WHEN d.r_extra < 0.2 THEN ' ' || e.extras[1 + floor(d.r_extra * 5 * cardinality(e.extras))::int] ELSE '' END AS extra,
         e.captions[1 + floor(d.r_caption * cardinality(e.captions))::int] AS caption,
         s.images[1 + floor(d.r_image * cardinality(s.images))::int] AS image_id
  FROM draws d
  JOIN bench_edition e ON e.edition = '${edition}'
  JOIN bench_leaf l ON l.edition = e.edition AND l.slot = d.i % e.slot_count
  JOIN bench_section s ON s.edition = e.edition AND s.section = l.section
  OFFSET 0
),
written AS (
  SELECT p.*,
         ${fillSql(`p.title_template`)} AS title,
         ${fillSql(`p.opening`)} AS description,
         -- Consecutive details from a random start: distinct sentences, varied order of articles.
         ${fillSql(`p.opening || ' ' || p.pool[1 + p.k % cardinality(p.pool)]`)} AS p1,
         ${fillSql(`p.pool[1 + (p.k + 1) % cardinality(p.pool)] || ' ' || p.quote || ' ' || p.pool[1 + (p.k + 2) % cardinality(p.pool)] || p.extra`)} AS p2,
         ${fillSql(`p.pool[1 + (p.k + 3) % cardinality(p.pool)] || ' ' || p.pool[1 + (p.k + 4) % cardinality(p.pool)]`)} AS p3,
         ${fillSql(`p.pool[1 + (p.k + 5) % cardinality(p.pool)] || ' ' || p.closing`)} AS p_last,
         -- Mostly the last four years, denser towards today; a few scheduled for next week.
         CASE WHEN p.r_state < 0.002 THEN now() + p.r_age * interval '7 days'
              ELSE now() - power(p.r_age, 1.6) * interval '1460 days' END AS published_at,
         round(exp(7.6 + 1.1 * sqrt(-2 * ln(1 - p.r_v1)) * cos(2 * pi() * p.r_v2)) * CASE WHEN p.r_viral < 0.05 THEN 6 + floor(p.r_viral * 180) ELSE 1 END)::bigint
           + 20 + floor(p.r_v1 * 180)::bigint AS view_count
  FROM picked p
)
SELECT gen_random_uuid() AS id, w.edition, w.category_id, w.kind, w.title, w.description,
       left(w.description, 160) AS seo_description,
       jsonb_build_array(${textEntry('w.p1')},
                         jsonb_build_object('mode', 'image', 'imageId', w.image_id, 'text', jsonb_build_object('plain', w.caption)),
                         ${textEntry('w.p2')})
         || CASE WHEN w.r_paragraphs < 0.6 THEN jsonb_build_array(${textEntry('w.p3')}) ELSE '[]'::jsonb END
         || jsonb_build_array(${textEntry('w.p_last')}) AS entries,
       w.published_at,
       CASE WHEN w.r_edit < 0.3 THEN least(w.published_at + w.r_edit * interval '160 hours', greatest(now(), w.published_at)) ELSE w.published_at END AS modified_at,
       w.r_state >= 0.002 AND w.r_state < 0.012 AS is_draft,
       w.r_state >= 0.012 AND w.r_state < 0.017 AS is_hidden,
       w.r_state >= 0.017 AND w.r_state < 0.022 AS is_deleted,
       w.image_id, w.view_count,
       round(w.view_count * (0.004 + w.r_share * 0.03))::bigint AS share_count,
       round(w.view_count * (0.001 + w.r_comment * 0.006))::bigint AS comment_count,
       round(w.view_count * (0.01 + w.r_reaction * 0.04))::bigint AS reaction_count,
       -- One or two section tags and one or two general ones, distinct, as the seed picks them.
       ARRAY[w.section_tags[1 + floor(w.r_tag * 5)::int]]
         || CASE WHEN w.r_tag2 < 0.5 THEN ARRAY[w.section_tags[1 + (floor(w.r_tag * 5)::int + 1) % 5]] ELSE '{}'::uuid[] END
         || ARRAY[w.general_tags[1 + floor(w.r_general * 5)::int]]
         || CASE WHEN w.r_general2 < 0.5 THEN ARRAY[w.general_tags[1 + (floor(w.r_general * 5)::int + 1) % 5]] ELSE '{}'::uuid[] END AS tag_ids,
       ARRAY[w.authors[1 + floor(w.r_author * cardinality(w.authors))::int]]
         || CASE WHEN w.r_author2 < 0.2 THEN ARRAY[w.authors[1 + (floor(w.r_author * cardinality(w.authors))::int + 1) % cardinality(w.authors)]] ELSE '{}'::uuid[] END AS author_ids
FROM written w`;

/** Legacy ids follow publication time, like a real archive. */
const INSERT_SQL = [
  `INSERT INTO articles (id, edition, kind, title, slug, description, seo_description, entries, is_test, is_draft, is_hidden,
     is_deleted, published_at, modified_at, created_at, image_id, facebook_image_id, view_count, share_count, comment_count, reaction_count)
   SELECT id, edition, kind, title,
          coalesce(nullif(trim(BOTH '-' FROM regexp_replace(lower(translate(title, 'ÇĞİIÖŞÜçğıöşü', 'cgiiosucgiosu')), '[^a-z0-9]+', '-', 'g')), ''), 'haber'),
          description, seo_description, entries, kind = 'quiz', is_draft, is_hidden, is_deleted, published_at, modified_at, published_at,
          image_id, image_id, view_count, share_count, comment_count, reaction_count
   FROM bench_gen ORDER BY published_at`,
  'INSERT INTO article_categories (article_id, category_id, position) SELECT id, category_id, 0 FROM bench_gen',
  `INSERT INTO article_tags (article_id, tag_id, position)
   SELECT g.id, t.tag_id, t.position - 1 FROM bench_gen g CROSS JOIN LATERAL unnest(g.tag_ids) WITH ORDINALITY AS t(tag_id, position)`,
  `INSERT INTO article_authors (article_id, user_id, position)
   SELECT g.id, a.user_id, a.position - 1 FROM bench_gen g CROSS JOIN LATERAL unnest(g.author_ids) WITH ORDINALITY AS a(user_id, position)`,
];

/**
 * Adds `count` generated articles to a seeded database, then refreshes the planner statistics.
 * GIN indexes are built far faster in one pass than row by row, so the articles' GIN indexes
 * (whatever the migrations define) are dropped for the load and recreated from their own DDL,
 * side by side; the editions load side by side too, each in its own session.
 */
export async function generateArticles(db: Db, options: GenerateOptions): Promise<Record<Edition, number>> {
  const counts = editionCounts(options.count);
  const reference = await referenceData(db);
  const { rows: ginIndexes } = await db.query<{ name: string; definition: string }>(
    `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
     WHERE schemaname = current_schema() AND tablename = 'articles' AND indexdef ILIKE '% USING gin %'`,
  );
  for (const index of ginIndexes) await db.exec(`DROP INDEX ${index.name}`);
  await Promise.all(
    EDITIONS.map((edition, n) =>
      db.transaction(async (tx) => {
        // PostgreSQL's random() is per session: a fixed seed per edition gives the same articles every run.
        await tx.query('SELECT setseed($1)', [(((options.seed ?? 2026) + n) % 1000) / 1000]);
        await writeReferenceTables(tx, reference);
        // CREATE TABLE AS takes no bind parameters; both values come from this module.
        await tx.exec(generateSql(edition, counts[edition]));
        for (const sql of INSERT_SQL) await tx.exec(sql);
      }),
    ),
  );
  await Promise.all(
    ginIndexes.map((index) =>
      db.transaction(async (tx) => {
        await tx.exec("SET LOCAL maintenance_work_mem = '256MB'");
        await tx.exec(index.definition);
      }),
    ),
  );
  await db.exec('ANALYZE');
  return counts;
}
