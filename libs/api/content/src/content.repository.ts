import { BY_INACTIVE_MEMBER, LISTED_ARTICLE, type Queryable } from '@meydan/api/db';
import type { ArticleKind, ArticleLabel, ArticleSort } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import type { TimeWindow } from './time-window';
import { rankingScope, SNAPSHOT_OVERLAP } from './rankings/ranking-scopes';
import { WORD_COUNT_SQL } from './read-time';

import { IMAGE_JSON, type ImageRow } from '@meydan/api/core';

export { IMAGE_JSON, type ImageRow };

export interface CategoryRow {
  id: string;
  edition: Edition;
  slug: string;
  parent_id: string | null;
  name: string;
  route: string;
  position: number;
}

export interface LinkedCategory extends Omit<CategoryRow, 'position'> {
  parent: Omit<CategoryRow, 'position'> | null;
}

export interface TagRow {
  id: string;
  name: string;
  route: string;
}

export interface AuthorRow {
  id: string;
  name: string;
  username: string;
  is_active: boolean;
  avatar: ImageRow | null;
  columnist_slug?: string | null;
}

export interface ArticleRow {
  id: string;
  legacy_id: number;
  edition: Edition;
  title: string;
  original_title: string | null;
  route: string | null;
  redirect_url: string | null;
  seo_alt_title: string | null;
  seo_description: string | null;
  description: string;
  is_test: boolean;
  is_draft: boolean;
  is_hidden: boolean;
  is_deleted: boolean;
  noindex: boolean;
  is_video: boolean;
  show_video_page_design: boolean;
  published_at: Date;
  modified_at: Date | null;
  view_count: number;
  share_count: number;
  comment_count: number;
  reaction_count: number;
  moved_to_article_id: string | null;
  ig_posted_at: Date | null;
  kind: ArticleKind;
  labels: ArticleLabel[];
  image: ImageRow | null;
  facebook_image: ImageRow | null;
  categories: LinkedCategory[];
  tags: TagRow[];
  authors: AuthorRow[];
  /** Words of its prose (read-time.ts); null for kinds that are watched or played. */
  word_count: number | null;
}

export interface ArticleDetailRow extends ArticleRow {
  entries: unknown[];
  /** Stored quiz definition (results reference images by `imageId`). */
  quiz: Record<string, unknown> | null;
}

export interface VideoRow {
  id: string;
  base_path: string;
  width: number;
  height: number;
  duration_seconds: number;
  renditions: Array<{ width: number; height: number; format: string; type: string }>;
  poster: ImageRow | null;
}

/** Enough of an article to build its link (moved-article redirects). */
export type ArticleLinkRow = Pick<ArticleRow, 'id' | 'legacy_id' | 'edition' | 'title' | 'original_title' | 'route' | 'redirect_url' | 'moved_to_article_id'> & {
  viewable: boolean;
};

export interface ArticleFilter {
  edition: Edition;
  /** Any of these categories (a section plus its subcategories). */
  categoryIds?: string[];
  /** The category `categoryIds` were expanded from (first of them): names its precomputed ranking. */
  categoryId?: string;
  tagId?: string;
  /** Only these content kinds (videos, galleries). */
  kinds?: ArticleKind[];
  /** Only stories Meydan posted to Instagram (what `sort=igDate` lists). */
  onInstagram?: boolean;
  /** A keyset cursor on the sort's time column (`before`/`since`, see time-window.ts). */
  window?: TimeWindow;
}

export interface ArticlePageQuery extends ArticleFilter {
  sort: ArticleSort;
  limit: number;
  offset: number;
  /** Seed of the `random` order; the same seed gives the same shuffle on every page. */
  randomSeed: string;
}


const CATEGORY_FIELDS = (alias: string) =>
  `'id', ${alias}.id, 'edition', ${alias}.edition, 'slug', ${alias}.slug, 'parent_id', ${alias}.parent_id, 'name', ${alias}.name, 'route', ${alias}.route`;

/**
 * The summary projection: one row per article with its categories (and their parents),
 * tags, authors and images as JSON, so a page of articles is a single round trip.
 */
const SUMMARY_COLUMNS = `
  a.id, a.legacy_id, a.edition, a.title, a.original_title, a.route, a.redirect_url,
  a.seo_alt_title, a.seo_description, a.description,
  a.is_test, a.is_draft, a.is_hidden, a.is_deleted, a.noindex, a.is_video, a.show_video_page_design,
  a.published_at, a.modified_at, a.view_count, a.share_count, a.comment_count, a.reaction_count,
  a.moved_to_article_id, a.ig_posted_at, a.kind, a.labels,
  ${IMAGE_JSON('a.image_id')} AS image,
  ${IMAGE_JSON('a.facebook_image_id')} AS facebook_image,
  (SELECT coalesce(json_agg(json_build_object(${CATEGORY_FIELDS('c')},
      'parent', CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object(${CATEGORY_FIELDS('p')}) END)
    ORDER BY ac.position), '[]'::json)
   FROM article_categories ac JOIN categories c ON c.id = ac.category_id LEFT JOIN categories p ON p.id = c.parent_id
   WHERE ac.article_id = a.id) AS categories,
  (SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'route', t.route) ORDER BY at.position), '[]'::json)
   FROM article_tags at JOIN tags t ON t.id = at.tag_id WHERE at.article_id = a.id) AS tags,
  (SELECT coalesce(json_agg(json_build_object('id', u.id, 'name', coalesce(u.name, u.username), 'username', u.username,
      'is_active', u.is_active, 'columnist_slug', u.columnist_slug, 'avatar', ${IMAGE_JSON('u.avatar_image_id')}) ORDER BY aa.position), '[]'::json)
   FROM article_authors aa JOIN users u ON u.id = aa.user_id WHERE aa.article_id = a.id) AS authors,
  ${WORD_COUNT_SQL} AS word_count`;

/**
 * Engagement in one number; a share or comment says more about interest than a view, and a read
 * to the end (the reader's view counted too: 1 + 2) than a click that bounced (issue 19: reading
 * signals in trending). read_complete_count counts once per reader, article and day, like views.
 */
export const READ_COMPLETE_WEIGHT = 2;
export const ENGAGEMENT = `(a.view_count + ${READ_COMPLETE_WEIGHT} * a.read_complete_count + 3 * a.reaction_count + 5 * a.share_count + 4 * a.comment_count)`;

/**
 * Gravity decay in the style of news aggregators: engagement divided by (age in hours + 2)^1.5,
 * so a fresh story with modest numbers outranks an old hit.
 */
/** How far down each tag's, category's and section's aging-popular top related articles are looked for. */
const RELATED_CANDIDATES_PER_SCOPE = 40;

export const AGING_SCORE = `(${ENGAGEMENT}::float8 / power(greatest(extract(epoch FROM (now() - a.published_at)) / 3600.0, 0) + 2, 1.5))`;

/** The hourly shuffle: a hash of the id and the hour's seed (an SQL expression), ties by legacy id. */
export const RANDOM_ORDER = (alias: string, seed: string) => `md5(${alias}.id::text || ${seed}), ${alias}.legacy_id`;

const ORDER_BY: Readonly<Record<ArticleSort, string>> = {
  recent: 'a.published_at DESC, a.legacy_id DESC',
  // Newest Instagram post first; only posted rows are listed (see pageArticles).
  igDate: 'a.ig_posted_at DESC, a.legacy_id DESC',
  popular: `${ENGAGEMENT} DESC, a.published_at DESC, a.legacy_id DESC`,
  agingPopular: `${AGING_SCORE} DESC, a.published_at DESC, a.legacy_id DESC`,
  random: RANDOM_ORDER('a', '$RANDOM_SEED'),
};

interface WhereClause {
  sql: string;
  params: unknown[];
}

function listingWhere(filter: ArticleFilter): WhereClause {
  const params: unknown[] = [filter.edition];
  const parts = ['a.edition = $1', LISTED_ARTICLE];
  if (filter.categoryIds) {
    params.push(filter.categoryIds);
    parts.push(`EXISTS (SELECT 1 FROM article_categories ac WHERE ac.article_id = a.id AND ac.category_id = ANY($${params.length}::uuid[]))`);
  }
  if (filter.tagId) {
    params.push(filter.tagId);
    parts.push(`EXISTS (SELECT 1 FROM article_tags at WHERE at.article_id = a.id AND at.tag_id = $${params.length}::uuid)`);
  }
  if (filter.kinds) {
    params.push(filter.kinds);
    parts.push(`a.kind = ANY($${params.length}::text[])`);
  }
  if (filter.onInstagram) parts.push('a.ig_posted_at IS NOT NULL');
  if (filter.window) parts.push(...windowConditions(filter.window, params));
  return { sql: parts.join(' AND '), params };
}

/** Keyset conditions; the column comes from a closed union, the values are parameters. */
function windowConditions(window: TimeWindow, params: unknown[]): string[] {
  const column = `a.${window.column}`;
  const parts: string[] = [];
  if (window.before) {
    params.push(window.before.toISOString());
    const at = `$${params.length}::timestamptz`;
    if (window.beforeId === undefined) {
      parts.push(`${column} < ${at}`);
    } else {
      params.push(window.beforeId);
      parts.push(`(${column}, a.legacy_id) < (${at}, $${params.length}::bigint)`);
    }
  }
  if (window.since) {
    params.push(window.since.toISOString());
    parts.push(`${column} >= $${params.length}::timestamptz`);
  }
  return parts;
}


/** Text search configuration of each edition's language. */
const SEARCH_CONFIG: Readonly<Record<Edition, string>> = { tr: 'turkish', en: 'english', ru: 'russian' };
/** Minimum word similarity for a title to match a misspelt query (pg_trgm, 0..1). */
export const TYPO_SIMILARITY = 0.5;
/** Relevance is divided by (1 + age in days / FRESHNESS_DAYS): a month-old match counts half. */
const FRESHNESS_DAYS = 30;
/**
 * Matches a search ranks, counts and facets at most: the newest this many. 100 pages of 24 (the
 * most a reader can page through) fit. A word in most of the archive would otherwise rank and
 * join tens of thousands of rows per request; with the freshness decay an older match rarely
 * outranks the newest 2 400 anyway, and the reader is told there are "more than 2 400".
 */
export const SEARCH_CANDIDATES = 2_400;

export interface ArticleSearch {
  edition: Edition;
  /**
   * The reader's words (normalizeSearchText), or with `transposed` the tsquery text of
   * transpositionQuery. Folded in SQL by search_fold, the rule the index was built with.
   */
  text: string;
  categoryIds?: string[];
  since?: Date;
  sort: 'relevance' | 'recent';
  /**
   * `fulltext`: stemmed words; `transposed`: the same with one pair of neighbouring letters
   * swapped in a word; `fuzzy`: titles within a typo or so. The service tries them in this order,
   * each only when the one before found nothing.
   */
  match: 'fulltext' | 'transposed' | 'fuzzy';
  limit: number;
  offset: number;
}

/**
 * The tsquery of each stemmed match; $2 is the text, $3 the text search configuration. The
 * transposed one is a subquery on purpose: as a constant, its dozens of ORed spellings (most of
 * them words no article has) add up to an estimate of thousands of rows and the planner scanned
 * the whole edition to find none; as an InitPlan it gets the default estimate and the edition's
 * text index (bitmap scan), which answers a miss at once.
 */
const TS_QUERY: Readonly<Record<'fulltext' | 'transposed', string>> = {
  fulltext: 'websearch_to_tsquery($3::regconfig, search_fold($2))',
  transposed: '(SELECT to_tsquery($3::regconfig, search_fold($2)))',
};

/**
 * WHERE of a search; $2 is always the text and $3 the text search configuration (stemmed
 * matches) or the similarity threshold (fuzzy), which the rank expressions reuse.
 */
function searchWhere(search: ArticleSearch): WhereClause {
  const params: unknown[] = [search.edition, search.text, search.match === 'fuzzy' ? TYPO_SIMILARITY : SEARCH_CONFIG[search.edition]];
  const parts = ['a.edition = $1', LISTED_ARTICLE, search.match === 'fuzzy' ? FUZZY_TITLE_MATCH : `a.search_vector @@ ${TS_QUERY[search.match]}`];
  if (search.categoryIds) {
    params.push(search.categoryIds);
    parts.push(`EXISTS (SELECT 1 FROM article_categories ac WHERE ac.article_id = a.id AND ac.category_id = ANY($${params.length}::uuid[]))`);
  }
  if (search.since) {
    params.push(search.since.toISOString());
    parts.push(`a.published_at >= $${params.length}`);
  }
  return { sql: parts.join(' AND '), params };
}

/**
 * A title within a typo or so of the query, both folded (title_folded is search_fold(title),
 * stored). `<%` is the indexable form of `word_similarity(query, title) >= threshold`
 * (articles_title_folded_trgm_idx); its threshold is a setting, set for this statement only
 * (is_local inside the statement's own transaction) from $3.
 */
const FUZZY_TITLE_MATCH = `(SELECT set_config('pg_trgm.word_similarity_threshold', $3::real::text, true)) IS NOT NULL AND search_fold($2) <% a.title_folded`;
// date_part('epoch', interval) is float arithmetic; extract() returns numeric, which made the
// rank of tens of thousands of matches measurably slower.
const FRESHNESS = `(1 + greatest(date_part('epoch', now() - a.published_at), 0) / 86400.0 / ${FRESHNESS_DAYS})`;
/**
 * Ids of the newest `cap` matches. On a common word this walks the recency index and stops
 * early; on a rare one it sorts the few rows the text index found. Only narrow columns go
 * through the sort: the ~1 KB search vectors of thousands of rows would spill it to disk.
 */
function searchCandidates(where: WhereClause, cap: number): string {
  return `SELECT a.id FROM articles a WHERE ${where.sql} ORDER BY a.published_at DESC, a.legacy_id DESC LIMIT ${Number(cap)}`;
}

const SEARCH_RANK: Readonly<Record<ArticleSearch['match'], string>> = {
  fulltext: `ts_rank_cd(a.search_vector, ${TS_QUERY.fulltext}) / ${FRESHNESS}`,
  transposed: `ts_rank_cd(a.search_vector, ${TS_QUERY.transposed}) / ${FRESHNESS}`,
  fuzzy: `word_similarity(search_fold($2), a.title_folded) / ${FRESHNESS}`,
};

/**
 * Tags used most by listed articles during the 30 days before the edition's newest article
 * (anchored there, not at now(), so a quiet week still has a footer). $1 edition, $2 limit.
 * Precomputed by the ranking refresh; run live only before an edition's first snapshot.
 */
export const TRENDING_TAGS_SQL = `
  WITH latest AS (SELECT max(a.published_at) AS at FROM articles a WHERE a.edition = $1 AND ${LISTED_ARTICLE})
  SELECT t.id, t.name, t.route, count(*)::int AS article_count FROM tags t
  JOIN article_tags at ON at.tag_id = t.id
  JOIN articles a ON a.id = at.article_id
  CROSS JOIN latest
  WHERE t.edition = $1 AND ${LISTED_ARTICLE} AND a.published_at > latest.at - interval '30 days'
  GROUP BY t.id, t.name, t.route
  ORDER BY count(*) DESC, sum(a.view_count) DESC, t.name
  LIMIT $2`;

/**
 * Publication time after which rows are merged into the snapshot of edition `edition` (an SQL
 * parameter), -infinity without a usable snapshot (none yet, or stale after a change it cannot
 * absorb: see migration 0024), when every row is a candidate, which is the live order.
 * `end` (optional) is the depth a page needs: a snapshot kept shallower than that is not used.
 */
const SNAPSHOT_SINCE = (edition: string, scope?: string, end?: string) =>
  `coalesce((SELECT s.computed_at - ${SNAPSHOT_OVERLAP} FROM ranking_snapshots s WHERE s.edition = ${edition} AND s.changes = s.refreshed_changes` +
  (scope && end ? ` AND CASE WHEN ${scope} = 'all' THEN s.depth_all ELSE s.depth_scope END >= ${end}` : '') +
  `), '-infinity'::timestamptz)`;

/**
 * Ids a score-ordered page of `scope` is chosen from: the scope's snapshot top, plus every row of
 * the listing (`where`, whose $1 is the edition) published since the snapshot — all of them when
 * there is no snapshot deep enough, which is the live order.
 */
function rankedCandidates(where: string, scope: string, end: string): string {
  return `SELECT r.article_id FROM ranked_articles r WHERE r.edition = $1 AND r.scope = ${scope}
          UNION ALL
          SELECT a.id FROM articles a WHERE ${where} AND a.published_at > ${SNAPSHOT_SINCE('$1', scope, end)}`;
}

/**
 * Home's section lists read the edition's newest `perSection ×` this many stories in one walk
 * (see recentBySection): 400 on the web, where the rarest section of the seed's mix (~3 % of the
 * stories) still has its 5 inside, so no section needs a lookup of its own.
 */
export const SECTION_PREFIX_PER_STORY = 80;

export class ContentRepository {
  /** See {@link SEARCH_CANDIDATES}; tests lower it to reach the cap with a few articles. */
  readonly searchCandidates: number;
  /** See {@link SECTION_PREFIX_PER_STORY}; tests lower it to reach both paths with a few articles. */
  private readonly sectionPrefixPerStory: number;

  constructor(
    private readonly db: Queryable,
    options: { searchCandidates?: number; sectionPrefixPerStory?: number } = {},
  ) {
    this.searchCandidates = options.searchCandidates ?? SEARCH_CANDIDATES;
    this.sectionPrefixPerStory = options.sectionPrefixPerStory ?? SECTION_PREFIX_PER_STORY;
  }

  async listCategories(edition: Edition): Promise<CategoryRow[]> {
    const { rows } = await this.db.query<CategoryRow>(
      `SELECT id, edition, slug, parent_id, name, route, position FROM categories
       WHERE edition = $1 ORDER BY parent_id NULLS FIRST, position, name`,
      [edition],
    );
    return rows;
  }

  /** By uuid or by the §2.6 slug (slugs are unique within an edition). */
  async findCategory(edition: Edition, key: { id: string } | { slug: string }): Promise<CategoryRow | null> {
    const byId = 'id' in key;
    const { rows } = await this.db.query<CategoryRow>(
      `SELECT id, edition, slug, parent_id, name, route, position FROM categories
       WHERE edition = $1 AND ${byId ? 'id = $2::uuid' : 'slug = $2'}`,
      [edition, byId ? key.id : key.slug],
    );
    return rows[0] ?? null;
  }

  async listSubcategories(parentId: string): Promise<CategoryRow[]> {
    const { rows } = await this.db.query<CategoryRow>(
      `SELECT id, edition, slug, parent_id, name, route, position FROM categories WHERE parent_id = $1::uuid ORDER BY position, name`,
      [parentId],
    );
    return rows;
  }

  async findTagById(edition: Edition, id: string): Promise<TagRow | null> {
    const { rows } = await this.db.query<TagRow>('SELECT id, name, route FROM tags WHERE edition = $1 AND id = $2::uuid', [edition, id]);
    return rows[0] ?? null;
  }

  /** First tag whose route is one of the candidates, in candidate order. */
  async findTagByRoutes(edition: Edition, routes: readonly string[]): Promise<TagRow | null> {
    if (routes.length === 0) return null;
    const { rows } = await this.db.query<TagRow>(
      `SELECT id, name, route FROM tags WHERE edition = $1 AND route = ANY($2::text[])
       ORDER BY array_position($2::text[], route) LIMIT 1`,
      [edition, routes],
    );
    return rows[0] ?? null;
  }

  /**
   * One page of a listing. The score-ordered sorts (agingPopular, random) of a filter that is one
   * precomputed scope only order that scope's snapshot top plus what was published since (see
   * rankings/); every other listing is ordered live, on indexes for the time-ordered sorts.
   */
  async pageArticles(query: ArticlePageQuery): Promise<ArticleRow[]> {
    // The Instagram order has nothing to say about stories never posted there.
    const where = listingWhere(query.sort === 'igDate' ? { ...query, onInstagram: true } : query);
    const params = [...where.params];
    let order = ORDER_BY[query.sort];
    if (order.includes('$RANDOM_SEED')) {
      params.push(query.randomSeed);
      order = order.replace('$RANDOM_SEED', `$${params.length}::text`);
    }
    const scope = query.sort === 'agingPopular' || query.sort === 'random' ? rankingScope(query, query.sort, query.randomSeed) : null;
    let candidates = '';
    if (scope) {
      params.push(scope, query.offset + query.limit);
      candidates = `AND a.id IN (${rankedCandidates(where.sql, `$${params.length - 1}`, `$${params.length}`)})`;
    }
    params.push(query.limit, query.offset);
    const { rows } = await this.db.query<ArticleRow>(
      `WITH page AS (
         SELECT a.id, row_number() OVER (ORDER BY ${order}) AS ord FROM articles a
         WHERE ${where.sql} ${candidates} ORDER BY ${order} LIMIT $${params.length - 1} OFFSET $${params.length}
       )
       SELECT ${SUMMARY_COLUMNS} FROM page JOIN articles a ON a.id = page.id ORDER BY page.ord`,
      params,
    );
    return rows;
  }

  /** Listed articles of a filter: a precomputed scope's count at its snapshot plus what was published since, else counted live. */
  async countArticles(filter: ArticleFilter): Promise<number> {
    const where = listingWhere(filter);
    const scope = rankingScope(filter, 'agingPopular', '');
    if (!scope) {
      const { rows } = await this.db.query<{ n: number }>(`SELECT count(*) AS n FROM articles a WHERE ${where.sql}`, where.params);
      return Number(rows[0]?.n ?? 0);
    }
    const params = [...where.params, scope];
    const { rows } = await this.db.query<{ n: number }>(
      `WITH snapshot AS (SELECT s.computed_at FROM ranking_snapshots s WHERE s.edition = $1 AND s.changes = s.refreshed_changes)
       SELECT coalesce((SELECT c.listed FROM ranked_scope_counts c, snapshot WHERE c.edition = $1 AND c.scope = $${params.length}), 0)
            + (SELECT count(*) FROM articles a WHERE ${where.sql}
                 AND a.published_at > coalesce((SELECT computed_at FROM snapshot), '-infinity')) AS n`,
      params,
    );
    return Number(rows[0]?.n ?? 0);
  }

  async summariesByIds(ids: readonly string[]): Promise<ArticleRow[]> {
    if (ids.length === 0) return [];
    const { rows } = await this.db.query<ArticleRow>(`SELECT ${SUMMARY_COLUMNS} FROM articles a WHERE a.id = ANY($1::uuid[])`, [ids]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)).filter((row): row is ArticleRow => row !== undefined);
  }

  /**
   * The newest `perSection` listed articles of every top-level section (subcategories included),
   * by primary category, newest first within each section.
   *
   * One walk down the recency index takes the edition's newest `perSection × SECTION_PREFIX_PER_STORY`
   * stories and files them by section: a section with `perSection` of them there is complete (anything
   * of it further down is older). Only a section too rare for that prefix is looked up on its own,
   * through the category index. Asking the planner for "the newest 5 of this section" directly made
   * it collect and sort every story of the section (linear in the archive: 1.1 s of 1.5 s of the
   * home page at 100 000 articles).
   */
  async recentBySection(edition: Edition, perSection: number): Promise<Array<{ id: string; section_id: string }>> {
    const { rows } = await this.db.query<{ id: string; section_id: string }>(
      `WITH recent AS (
         SELECT a.id, a.published_at, a.legacy_id FROM articles a
         WHERE a.edition = $1 AND ${LISTED_ARTICLE} ORDER BY a.published_at DESC, a.legacy_id DESC LIMIT $3
       ),
       -- Per story (DISTINCT keeps the planner from turning this into a join that reads every
       -- story of every section first): its sections by primary category, usually one.
       filed AS (
         SELECT r.id, r.published_at, r.legacy_id, sections.id AS section_id FROM recent r
         CROSS JOIN LATERAL (
           SELECT DISTINCT s.id FROM article_categories ac
           JOIN categories c ON c.id = ac.category_id
           JOIN categories s ON s.id = coalesce(c.parent_id, c.id) AND s.parent_id IS NULL AND s.edition = $1
           WHERE ac.article_id = r.id AND ac.position = 0
         ) sections
       ),
       prefix AS (
         SELECT id, published_at, legacy_id, section_id FROM (
           SELECT f.*, row_number() OVER (PARTITION BY f.section_id ORDER BY f.published_at DESC, f.legacy_id DESC) AS n FROM filed f
         ) numbered WHERE n <= $2
       ),
       complete AS (SELECT section_id FROM prefix GROUP BY section_id HAVING count(*) >= $2)
       SELECT id, section_id FROM (
         SELECT p.id, p.published_at, p.legacy_id, p.section_id FROM prefix p WHERE p.section_id IN (SELECT section_id FROM complete)
         UNION ALL
         SELECT r.id, r.published_at, r.legacy_id, s.id FROM categories s
         CROSS JOIN LATERAL (
           SELECT a.id, a.published_at, a.legacy_id FROM articles a
           WHERE a.edition = $1 AND ${LISTED_ARTICLE}
             AND EXISTS (SELECT 1 FROM article_categories ac JOIN categories c ON c.id = ac.category_id
                         WHERE ac.article_id = a.id AND ac.position = 0 AND coalesce(c.parent_id, c.id) = s.id)
           ORDER BY a.published_at DESC, a.legacy_id DESC LIMIT $2
         ) r
         WHERE s.edition = $1 AND s.parent_id IS NULL AND s.id NOT IN (SELECT section_id FROM complete)
       ) picked
       ORDER BY section_id, published_at DESC, legacy_id DESC`,
      [edition, perSection, perSection * this.sectionPrefixPerStory],
    );
    return rows;
  }

  /** The most engaging listed article of each top-level section, in section order (precomputed, see rankings/). */
  async topPerSection(edition: Edition, limit: number): Promise<string[]> {
    const { rows: ranked } = await this.db.query<{ id: string }>(
      `SELECT a.id FROM ranked_articles r JOIN articles a ON a.id = r.article_id
       WHERE r.edition = $1 AND r.scope = 'quick' AND ${LISTED_ARTICLE} ORDER BY r.position LIMIT $2`,
      [edition, limit],
    );
    // Before the first snapshot (or when every pick was withdrawn since): scored live.
    if (ranked.length > 0) return ranked.map((row) => row.id);
    const { rows } = await this.db.query<{ id: string }>(
      `SELECT id FROM (
         SELECT a.id, s.position,
                row_number() OVER (PARTITION BY s.id ORDER BY ${ENGAGEMENT} DESC, a.published_at DESC) AS rn
         FROM articles a
         JOIN article_categories ac ON ac.article_id = a.id AND ac.position = 0
         JOIN categories c ON c.id = ac.category_id
         JOIN categories s ON s.id = coalesce(c.parent_id, c.id)
         WHERE a.edition = $1 AND ${LISTED_ARTICLE}
       ) ranked WHERE rn = 1 ORDER BY position LIMIT $2`,
      [edition, limit],
    );
    return rows.map((row) => row.id);
  }

  /** Trending tags (see TRENDING_TAGS_SQL) from the edition's ranking snapshot, else counted live. */
  async trendingTags(edition: Edition, limit: number): Promise<Array<TagRow & { article_count: number }>> {
    const { rows: ranked } = await this.db.query<TagRow & { article_count: number }>(
      `SELECT t.id, t.name, t.route, tt.article_count FROM trending_tags tt JOIN tags t ON t.id = tt.tag_id
       WHERE tt.edition = $1 ORDER BY tt.position LIMIT $2`,
      [edition, limit],
    );
    if (ranked.length > 0) return ranked;
    const { rows } = await this.db.query<TagRow & { article_count: number }>(TRENDING_TAGS_SQL, [edition, limit]);
    return rows;
  }

  /**
   * The article a public lookup may show: any edition row that is published, not a draft
   * and not deleted. Hidden articles are reachable by link, only kept out of lists.
   */
  async findArticle(edition: Edition, key: { id: string } | { legacyId: number }): Promise<ArticleDetailRow | null> {
    const byId = 'id' in key;
    const { rows } = await this.db.query<ArticleDetailRow>(
      `SELECT ${SUMMARY_COLUMNS}, a.entries, a.quiz FROM articles a
       WHERE a.edition = $1 AND ${byId ? 'a.id = $2::uuid' : 'a.legacy_id = $2'}
         AND NOT a.is_draft AND NOT a.is_deleted AND a.published_at IS NOT NULL AND a.published_at <= now()
         AND NOT ${BY_INACTIVE_MEMBER}`,
      [edition, byId ? key.id : key.legacyId],
    );
    return rows[0] ?? null;
  }

  async findArticleLink(id: string): Promise<ArticleLinkRow | null> {
    const { rows } = await this.db.query<ArticleLinkRow>(
      `SELECT a.id, a.legacy_id, a.edition, a.title, a.original_title, a.route, a.redirect_url, a.moved_to_article_id,
              (NOT a.is_draft AND NOT a.is_deleted AND a.published_at IS NOT NULL AND a.published_at <= now()) AS viewable
       FROM articles a WHERE a.id = $1::uuid`,
      [id],
    );
    return rows[0] ?? null;
  }

  async imagesByIds(ids: readonly string[]): Promise<ImageRow[]> {
    if (ids.length === 0) return [];
    const { rows } = await this.db.query<ImageRow>(
      'SELECT id, base_path, width, height, alt, variants FROM images WHERE id = ANY($1::uuid[])',
      [ids],
    );
    return rows;
  }

  /** The clip of each video article: its first `video` entry's id. */
  async firstVideoIds(articleIds: readonly string[]): Promise<Map<string, string>> {
    if (articleIds.length === 0) return new Map();
    const { rows } = await this.db.query<{ id: string; video_id: string | null }>(
      `SELECT a.id, (SELECT e ->> 'videoId' FROM jsonb_array_elements(a.entries) e WHERE e ->> 'mode' = 'video' LIMIT 1) AS video_id
       FROM articles a WHERE a.id = ANY($1::uuid[])`,
      [articleIds],
    );
    return new Map(rows.filter((row) => row.video_id).map((row) => [row.id, row.video_id as string]));
  }

  /**
   * Breaking news: the news section's stories from the `hours` before the edition's latest one
   * (anchored there rather than at now() so a quiet night still shows the last developments).
   */
  async breakingNewsIds(edition: Edition, hours: number, limit: number): Promise<string[]> {
    // Inlined twice (NOT MATERIALIZED): the latest story and the page both walk the recency
    // index from the top instead of collecting every news story of the archive first.
    const { rows } = await this.db.query<{ id: string }>(
      `WITH news AS NOT MATERIALIZED (
         SELECT a.id, a.published_at, a.legacy_id FROM articles a
         JOIN article_categories ac ON ac.article_id = a.id AND ac.position = 0
         JOIN categories c ON c.id = ac.category_id
         WHERE a.edition = $1 AND ${LISTED_ARTICLE} AND a.kind = 'news' AND c.slug = 'news' AND c.parent_id IS NULL
       )
       SELECT id FROM news WHERE published_at > (SELECT published_at FROM news ORDER BY published_at DESC LIMIT 1) - make_interval(hours => $2)
       ORDER BY published_at DESC, legacy_id DESC LIMIT $3`,
      [edition, hours, limit],
    );
    return rows.map((row) => row.id);
  }

  async videosByIds(ids: readonly string[]): Promise<VideoRow[]> {
    if (ids.length === 0) return [];
    const { rows } = await this.db.query<VideoRow>(
      `SELECT v.id, v.base_path, v.width, v.height, v.duration_seconds, v.renditions, ${IMAGE_JSON('v.poster_image_id')} AS poster
       FROM videos v WHERE v.id = ANY($1::uuid[])`,
      [ids],
    );
    return rows;
  }

  /** Months that have indexable articles, newest first, with the latest change in each (sitemap index). */
  async sitemapMonths(edition: Edition): Promise<SitemapMonthRow[]> {
    const { rows } = await this.db.query<SitemapMonthRow>(
      `SELECT to_char(date_trunc('month', a.published_at AT TIME ZONE 'UTC'), 'YYYY-MM') AS month,
              max(coalesce(a.modified_at, a.published_at)) AS lastmod
       FROM articles a WHERE a.edition = $1 AND ${LISTED_ARTICLE} AND NOT a.noindex AND a.redirect_url IS NULL
       GROUP BY 1 ORDER BY 1 DESC`,
      [edition],
    );
    return rows;
  }

  /** Indexable articles published in [from, to), newest first (sitemaps; external redirects left out). */
  async sitemapArticles(edition: Edition, from: Date, to: Date): Promise<SitemapArticleRow[]> {
    const { rows } = await this.db.query<SitemapArticleRow>(
      `SELECT a.legacy_id, a.route, a.title, a.original_title, a.published_at, coalesce(a.modified_at, a.published_at) AS lastmod
       FROM articles a WHERE a.edition = $1 AND ${LISTED_ARTICLE} AND NOT a.noindex AND a.redirect_url IS NULL
         AND a.published_at >= $2 AND a.published_at < $3
       ORDER BY a.published_at DESC, a.legacy_id DESC`,
      [edition, from.toISOString(), to.toISOString()],
    );
    return rows;
  }

  async listTags(edition: Edition): Promise<TagRow[]> {
    const { rows } = await this.db.query<TagRow>('SELECT id, name, route FROM tags WHERE edition = $1 ORDER BY name', [edition]);
    return rows;
  }

  /** One page of search results, ranked by relevance and freshness (or newest first). */
  async searchArticles(search: ArticleSearch): Promise<ArticleRow[]> {
    const where = searchWhere(search);
    const order = search.sort === 'recent' ? 'a.published_at DESC, a.legacy_id DESC' : `${SEARCH_RANK[search.match]} DESC, a.published_at DESC`;
    // Rank and cut to the page on ids alone, then read the summary columns of just that page:
    // the summary's joins and JSON for every match would dominate a common word's query.
    const { rows } = await this.db.query<ArticleRow>(
      `SELECT ${SUMMARY_COLUMNS}
       FROM unnest(ARRAY(SELECT a.id FROM articles a WHERE a.id IN (${searchCandidates(where, this.searchCandidates)})
                         ORDER BY ${order} LIMIT ${Number(search.limit)} OFFSET ${Number(search.offset)}))
            WITH ORDINALITY AS page(id, position)
       JOIN articles a ON a.id = page.id
       ORDER BY page.position`,
      where.params,
    );
    return rows;
  }

  /** Matches, counted up to one past the candidate cap (more means "more than"). */
  async countSearch(search: ArticleSearch): Promise<number> {
    const where = searchWhere(search);
    const { rows } = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM articles a WHERE ${where.sql} LIMIT ${this.searchCandidates + 1}) m`,
      where.params,
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** Matches per category, or per top-level section with `mainOnly` (an article counts once per facet). */
  async searchFacets(search: ArticleSearch, mainOnly: boolean): Promise<Array<{ id: string; name: string; slug: string; count: number }>> {
    const where = searchWhere({ ...search, categoryIds: undefined });
    const { rows } = await this.db.query<{ id: string; name: string; slug: string; count: number }>(
      `SELECT s.id, s.name, s.slug, count(DISTINCT a.id)::int AS count
       FROM (${searchCandidates(where, this.searchCandidates)}) a
       JOIN article_categories ac ON ac.article_id = a.id
       JOIN categories c ON c.id = ac.category_id
       JOIN categories s ON s.id = ${mainOnly ? 'coalesce(c.parent_id, c.id)' : 'c.id'}
       GROUP BY s.id, s.name, s.slug, s.position ORDER BY count DESC, s.position`,
      where.params,
    );
    return rows;
  }

  /** Tags by folded prefix, then by folded similarity (search_fold on both sides, as articles). */
  async searchTags(edition: Edition, text: string, limit: number): Promise<TagRow[]> {
    const { rows } = await this.db.query<TagRow>(
      `SELECT id, name, route FROM (
         SELECT id, name, route, search_fold(name) AS folded, search_fold($2) AS query FROM tags WHERE edition = $1
       ) t
       WHERE folded LIKE query || '%' OR word_similarity(query, folded) >= $3
       ORDER BY (folded LIKE query || '%') DESC, word_similarity(query, folded) DESC, name LIMIT $4`,
      [edition, text, TYPO_SIMILARITY, limit],
    );
    return rows;
  }

  /** Members by folded username prefix, folded name part, or folded similarity of either. */
  async searchUsers(text: string, limit: number): Promise<AuthorRow[]> {
    const { rows } = await this.db.query<AuthorRow>(
      `SELECT u.id, coalesce(u.name, u.username) AS name, u.username, u.is_active, ${IMAGE_JSON('u.avatar_image_id')} AS avatar
       FROM (SELECT u.*, search_fold(u.username) AS folded_username, search_fold(coalesce(u.name, '')) AS folded_name, search_fold($1) AS query
             FROM users u WHERE u.is_active) u
       WHERE u.folded_username LIKE u.query || '%' OR u.folded_name LIKE '%' || u.query || '%'
          OR word_similarity(u.query, u.folded_username) >= $2 OR word_similarity(u.query, u.folded_name) >= $2
       ORDER BY (u.folded_username LIKE u.query || '%') DESC,
                greatest(word_similarity(u.query, u.folded_username), word_similarity(u.query, u.folded_name)) DESC, u.username
       LIMIT $3`,
      [text, TYPO_SIMILARITY, limit],
    );
    return rows;
  }

  /**
   * Articles like the given one (SPEC §7 recommendations): scored by shared tags (3 each), shared
   * categories (2 each) and the same top-level section (1), then engagement with recency decay.
   * Only articles that share something are returned, never filler.
   *
   * Candidates are the precomputed aging-popular top (rankings/: depth_scope deep) of each tag,
   * category and section the article has (and of the asked kinds), plus everything published
   * since that snapshot; an article outside all of those (old and little read) is no longer
   * picked. Before the first snapshot every article of the edition is a candidate. Each scope
   * gives its first RELATED_CANDIDATES_PER_SCOPE: scoring a scope's whole top for nine picks made
   * the call twice as slow at 100,000 articles as at 1,000 (issue 14, flat growth).
   */
  async relatedIds(edition: Edition, articleId: string, limit: number, kinds?: readonly ArticleKind[]): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>(
      `WITH t_tags AS (SELECT tag_id FROM article_tags WHERE article_id = $2::uuid),
            t_cats AS (SELECT c.id, coalesce(c.parent_id, c.id) AS section
                       FROM article_categories ac JOIN categories c ON c.id = ac.category_id WHERE ac.article_id = $2::uuid),
            -- Every category of the article's sections, listed once rather than per candidate.
            t_section_cats AS (SELECT c.id FROM categories c WHERE coalesce(c.parent_id, c.id) IN (SELECT section FROM t_cats)),
            candidates AS (
              SELECT r.article_id AS id FROM ranked_articles r
              WHERE r.edition = $1 AND r.position <= ${RELATED_CANDIDATES_PER_SCOPE} AND r.scope IN (
                SELECT 'tag:' || tag_id FROM t_tags UNION SELECT 'category:' || id FROM t_cats
                UNION SELECT 'category:' || section FROM t_cats UNION SELECT 'kind:' || k FROM unnest($4::text[]) AS k)
              UNION
              SELECT a.id FROM articles a WHERE a.edition = $1 AND ${LISTED_ARTICLE} AND a.published_at > ${SNAPSHOT_SINCE('$1')}
            ),
            scored AS (
              SELECT a.id, a.published_at, ${AGING_SCORE} AS aging,
                3 * (SELECT count(*) FROM article_tags at WHERE at.article_id = a.id AND at.tag_id IN (SELECT tag_id FROM t_tags))
                + 2 * (SELECT count(*) FROM article_categories ac WHERE ac.article_id = a.id AND ac.category_id IN (SELECT id FROM t_cats))
                + (SELECT count(*) FROM article_categories ac WHERE ac.article_id = a.id AND ac.category_id IN (SELECT id FROM t_section_cats)) AS score
              FROM articles a WHERE a.id IN (SELECT id FROM candidates) AND a.edition = $1 AND ${LISTED_ARTICLE} AND a.id <> $2::uuid
                AND ($4::text[] IS NULL OR a.kind = ANY($4::text[])))
       SELECT id FROM scored WHERE score > 0 ORDER BY score DESC, aging DESC, published_at DESC LIMIT $3`,
      [edition, articleId, limit, kinds ?? null],
    );
    return rows.map((row) => row.id);
  }
}

export interface SitemapMonthRow {
  month: string;
  lastmod: Date;
}

export type SitemapArticleRow = Pick<ArticleRow, 'legacy_id' | 'route' | 'title' | 'original_title' | 'published_at'> & { lastmod: Date };
