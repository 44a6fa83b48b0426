import type { Queryable } from '@meydan/api/db';
import type { AnalyticsArticleSort } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';

/** The summed daily columns of reading_daily, as one result row carries them (bigint sums as text). */
export interface ReadingSums {
  reads: string | number;
  readers: string | number;
  completes: string | number;
  rt1: string | number;
  rt2: string | number;
  rt3: string | number;
  rt4: string | number;
  rt5: string | number;
  rt6: string | number;
  rt7: string | number;
  rt8: string | number;
  rt9: string | number;
  rt10: string | number;
  depth25: string | number;
  depth50: string | number;
  depth90: string | number;
  depth100: string | number;
  engaged_seconds: string | number;
  engaged_reads: string | number;
}

const SUMMED = ['reads', 'readers', 'completes', 'rt1', 'rt2', 'rt3', 'rt4', 'rt5', 'rt6', 'rt7', 'rt8', 'rt9', 'rt10', 'depth25', 'depth50', 'depth90', 'depth100', 'engaged_seconds', 'engaged_reads'] as const;
/** `coalesce(sum(d.reads), 0)::bigint AS reads, …` */
const SUMS = SUMMED.map((column) => `coalesce(sum(d.${column}), 0)::bigint AS ${column}`).join(', ');

/** The section of an article: the top-level category of its first category. */
const SECTION_OF = (article: string) => `LEFT JOIN LATERAL (
  SELECT s.id, s.slug, s.name FROM article_categories ac
  JOIN categories c ON c.id = ac.category_id
  JOIN categories s ON s.id = coalesce(c.parent_id, c.id)
  WHERE ac.article_id = ${article} ORDER BY ac.position LIMIT 1
) sec ON true`;

const ORDER: Readonly<Record<AnalyticsArticleSort, string>> = {
  reads: 'reads DESC',
  readers: 'readers DESC',
  completes: 'completes DESC',
  completionRate: 'completes::float8 / nullif(readers, 0) DESC NULLS LAST',
};

export interface SectionRow {
  id: string;
  slug: string;
  name: string;
}

export interface ArticleRefRow {
  id: string;
  legacy_id: string | number;
  edition: Edition;
  title: string;
  original_title: string | null;
  route: string | null;
  redirect_url: string | null;
  published_at: Date | string | null;
  section_id: string | null;
  section_slug: string | null;
  section_name: string | null;
}

export interface Range {
  edition: Edition;
  from: string;
  to: string;
}

const ARTICLE_REF = `a.id, a.legacy_id, a.edition, a.title, a.original_title, a.route, a.redirect_url, a.published_at,
  sec.id AS section_id, sec.slug AS section_slug, sec.name AS section_name`;

/** The dashboard's reads of the collector's daily aggregates (editors only; never on a reader's path). */
export class AnalyticsRepository {
  constructor(private readonly db: Queryable) {}

  /** A top-level section of the edition by its SPEC §2.6 key. */
  async section(edition: Edition, slug: string): Promise<SectionRow | null> {
    const { rows } = await this.db.query<SectionRow>('SELECT id, slug, name FROM categories WHERE edition = $1 AND slug = $2 AND parent_id IS NULL', [edition, slug]);
    return rows[0] ?? null;
  }

  /** Sums per day of the range (days without rows are absent), for the edition or one section of it. */
  async days(range: Range, sectionId: string | null): Promise<Array<ReadingSums & { day: string }>> {
    const { rows } = await this.db.query<ReadingSums & { day: string }>(
      `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, ${SUMS}
       FROM reading_daily d ${SECTION_OF('d.article_id')}
       WHERE d.edition = $1 AND d.day BETWEEN $2::date AND $3::date AND ($4::uuid IS NULL OR sec.id = $4::uuid)
       GROUP BY d.day ORDER BY d.day`,
      [range.edition, range.from, range.to, sectionId],
    );
    return rows;
  }

  /** Every top-level section of the edition with its sums over the range, most read first. */
  async sections(range: Range): Promise<Array<ReadingSums & SectionRow>> {
    const { rows } = await this.db.query<ReadingSums & SectionRow>(
      `WITH per_section AS (
         SELECT sec.id AS section_id, ${SUMS}
         FROM reading_daily d ${SECTION_OF('d.article_id')}
         WHERE d.edition = $1 AND d.day BETWEEN $2::date AND $3::date
         GROUP BY sec.id
       )
       SELECT s.id, s.slug, s.name, ${SUMMED.map((column) => `coalesce(p.${column}, 0) AS ${column}`).join(', ')}
       FROM categories s LEFT JOIN per_section p ON p.section_id = s.id
       WHERE s.edition = $1 AND s.parent_id IS NULL
       ORDER BY coalesce(p.reads, 0) DESC, s.position, s.slug`,
      [range.edition, range.from, range.to],
    );
    return rows;
  }

  /** Accepted events of the range by type and item type, most frequent first. */
  async events(range: Range): Promise<Array<{ event_type: string; item_type: string; events: string | number }>> {
    const { rows } = await this.db.query<{ event_type: string; item_type: string; events: string | number }>(
      `SELECT event_type, item_type, sum(events)::bigint AS events FROM tracking_event_daily
       WHERE edition = $1 AND day BETWEEN $2::date AND $3::date
       GROUP BY event_type, item_type ORDER BY sum(events) DESC, event_type, item_type`,
      [range.edition, range.from, range.to],
    );
    return rows;
  }

  /** One page of the articles read in the range (of a section, when given), with the total. */
  async articles(
    range: Range,
    sectionId: string | null,
    sort: AnalyticsArticleSort,
    limit: number,
    offset: number,
  ): Promise<{ rows: Array<ReadingSums & ArticleRefRow>; total: number }> {
    const { rows } = await this.db.query<ReadingSums & ArticleRefRow & { total: string | number }>(
      `WITH per_article AS (
         SELECT d.article_id, ${SUMS}
         FROM reading_daily d
         WHERE d.edition = $1 AND d.day BETWEEN $2::date AND $3::date
         GROUP BY d.article_id
       )
       SELECT p.*, ${ARTICLE_REF}, count(*) OVER () AS total
       FROM per_article p JOIN articles a ON a.id = p.article_id ${SECTION_OF('a.id')}
       WHERE ($4::uuid IS NULL OR sec.id = $4::uuid)
       ORDER BY ${ORDER[sort]}, reads DESC, a.published_at DESC NULLS LAST, a.legacy_id DESC
       LIMIT $5 OFFSET $6`,
      [range.edition, range.from, range.to, sectionId, limit, offset],
    );
    const total = rows.length > 0 ? Number(rows[0]?.total) : offset > 0 ? await this.countArticles(range, sectionId) : 0;
    return { rows, total };
  }

  /** An article of any edition and state, by uuid or legacy id. */
  async article(uuid: string | null, legacyId: number | null): Promise<ArticleRefRow | null> {
    const { rows } = await this.db.query<ArticleRefRow>(
      `SELECT ${ARTICLE_REF} FROM articles a ${SECTION_OF('a.id')} WHERE a.id = $1::uuid OR a.legacy_id = $2::bigint LIMIT 1`,
      [uuid, legacyId],
    );
    return rows[0] ?? null;
  }

  /** Sums per day of the range for one article. */
  async articleDays(articleId: string, from: string, to: string): Promise<Array<ReadingSums & { day: string }>> {
    const { rows } = await this.db.query<ReadingSums & { day: string }>(
      `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, ${SUMS} FROM reading_daily d
       WHERE d.article_id = $1 AND d.day BETWEEN $2::date AND $3::date GROUP BY d.day ORDER BY d.day`,
      [articleId, from, to],
    );
    return rows;
  }

  private async countArticles(range: Range, sectionId: string | null): Promise<number> {
    const { rows } = await this.db.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM (SELECT DISTINCT d.article_id FROM reading_daily d WHERE d.edition = $1 AND d.day BETWEEN $2::date AND $3::date) p
       ${SECTION_OF('p.article_id')} WHERE ($4::uuid IS NULL OR sec.id = $4::uuid)`,
      [range.edition, range.from, range.to, sectionId],
    );
    return Number(rows[0]?.n ?? 0);
  }
}
