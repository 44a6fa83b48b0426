import type { ArticleLinkRow, Queryable } from '@meydan/api/db';
import type { ArticleKind } from '@meydan/shared/contracts';

export interface DevArticleRow extends ArticleLinkRow {
  id: string;
  kind: ArticleKind;
  published_at: Date | null;
  is_draft: boolean;
  is_hidden: boolean;
  is_deleted: boolean;
  noindex: boolean;
  view_count: number | string;
  watch_count: number | string;
  share_count: number | string;
  comment_count: number | string;
  reaction_count: number | string;
}

export interface DevCountRow {
  reactions: Array<{ emoji: string; n: number }>;
  reaction_rows: number;
  reaction_readers: number;
  comments_public: number;
  comments_in_review: number;
  favorites: number;
  day: string;
  views_today: number;
  shares_today: number;
  viewers_today: number;
}

export interface DevRelatedRow {
  id: string;
  shared_tags: string[];
  shared_categories: string[];
  section_matches: number;
}

const ARTICLE_COLUMNS = `a.id, a.legacy_id, a.edition, a.title, a.original_title, a.route, a.redirect_url, a.kind, a.published_at,
  a.is_draft, a.is_hidden, a.is_deleted, a.noindex, a.view_count, a.watch_count, a.share_count, a.comment_count, a.reaction_count`;

/**
 * The article's tags, categories and the categories of its sections, as `relatedIds` reads them
 * (content.repository.ts): keep the two in step, or the explanation stops matching the list.
 */
const SOURCE_TERMS = `t_tags AS (SELECT tag_id FROM article_tags WHERE article_id = $1::uuid),
  t_cats AS (SELECT c.id, coalesce(c.parent_id, c.id) AS section
               FROM article_categories ac JOIN categories c ON c.id = ac.category_id WHERE ac.article_id = $1::uuid),
  t_section_cats AS (SELECT c.id FROM categories c WHERE coalesce(c.parent_id, c.id) IN (SELECT section FROM t_cats))`;

/** SQL of the /dev pages: any article by uuid or legacy id, its counts from the rows, why others are related. */
export const devInsightRepository = {
  async article(q: Queryable, key: { id: string } | { legacyId: number }): Promise<DevArticleRow | null> {
    const [where, value] = 'id' in key ? ['a.id = $1::uuid', key.id] : ['a.legacy_id = $1', key.legacyId];
    const { rows } = await q.query<DevArticleRow>(`SELECT ${ARTICLE_COLUMNS} FROM articles a WHERE ${where}`, [value]);
    return rows[0] ?? null;
  },

  /** Everything counted from the rows, in one round trip. `day`: the collector's UTC day. */
  async counts(q: Queryable, article: { id: string; legacyId: number }): Promise<DevCountRow> {
    const { rows } = await q.query<DevCountRow>(
      `WITH r AS (SELECT emoji, reader_id FROM reactions WHERE item_type = 'article' AND item_id = $2),
            claims AS (SELECT kind, hits, reader_key FROM article_count_claims
                        WHERE article_id = $1::uuid AND day = (now() AT TIME ZONE 'UTC')::date)
       SELECT (SELECT coalesce(json_agg(json_build_object('emoji', emoji, 'n', n)), '[]'::json)
                 FROM (SELECT emoji, count(*)::int AS n FROM r GROUP BY emoji) e) AS reactions,
              (SELECT count(*)::int FROM r) AS reaction_rows,
              (SELECT count(DISTINCT reader_id)::int FROM r) AS reaction_readers,
              (SELECT count(*)::int FROM comments c JOIN users u ON u.id = c.author_id
                WHERE c.article_id = $1::uuid AND comment_is_public(c.deleted_at, c.review_state, c.offensive, u.is_active, u.deleted_at)) AS comments_public,
              (SELECT count(*)::int FROM comments c WHERE c.article_id = $1::uuid AND c.deleted_at IS NULL AND c.review_state = 'pending') AS comments_in_review,
              (SELECT count(*)::int FROM favorites f WHERE f.article_id = $1::uuid) AS favorites,
              to_char((now() AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day,
              (SELECT coalesce(sum(hits), 0)::int FROM claims WHERE kind = 'view') AS views_today,
              (SELECT coalesce(sum(hits), 0)::int FROM claims WHERE kind = 'share') AS shares_today,
              (SELECT count(DISTINCT reader_key)::int FROM claims WHERE kind = 'view') AS viewers_today`,
      [article.id, String(article.legacyId)],
    );
    return rows[0] as DevCountRow;
  },

  async terms(q: Queryable, articleId: string): Promise<{ tags: string[]; categories: string[] }> {
    const { rows } = await q.query<{ tags: string[]; categories: string[] }>(
      `SELECT coalesce((SELECT json_agg(t.name ORDER BY t.name) FROM article_tags at JOIN tags t ON t.id = at.tag_id WHERE at.article_id = $1::uuid), '[]'::json) AS tags,
              coalesce((SELECT json_agg(c.name ORDER BY c.name) FROM article_categories ac JOIN categories c ON c.id = ac.category_id WHERE ac.article_id = $1::uuid), '[]'::json) AS categories`,
      [articleId],
    );
    return rows[0] ?? { tags: [], categories: [] };
  },

  /** For each of `ids`, what it shares with the article (the parts of its relatedness score). */
  async related(q: Queryable, articleId: string, ids: readonly string[]): Promise<DevRelatedRow[]> {
    if (ids.length === 0) return [];
    const { rows } = await q.query<DevRelatedRow>(
      `WITH ${SOURCE_TERMS}
       SELECT a.id,
              coalesce((SELECT json_agg(t.name ORDER BY t.name) FROM article_tags at JOIN tags t ON t.id = at.tag_id
                         WHERE at.article_id = a.id AND at.tag_id IN (SELECT tag_id FROM t_tags)), '[]'::json) AS shared_tags,
              coalesce((SELECT json_agg(c.name ORDER BY c.name) FROM article_categories ac JOIN categories c ON c.id = ac.category_id
                         WHERE ac.article_id = a.id AND ac.category_id IN (SELECT id FROM t_cats)), '[]'::json) AS shared_categories,
              (SELECT count(*)::int FROM article_categories ac WHERE ac.article_id = a.id AND ac.category_id IN (SELECT id FROM t_section_cats)) AS section_matches
         FROM articles a WHERE a.id = ANY($2::uuid[])`,
      [articleId, ids],
    );
    return rows;
  },
};
