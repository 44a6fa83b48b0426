import { IMAGE_JSON, type ImageRow } from '@meydan/api/core';
import { type ArticleLinkRow, LISTED_ARTICLE, type Queryable } from '@meydan/api/db';
import type { Edition } from '@meydan/shared/util/routing';
import { isUuid } from '@meydan/shared/contracts';

export interface FavoriteRow extends ArticleLinkRow {
  id: string;
  description: string;
  published_at: Date | string;
  favorited_at: Date | string;
  image: ImageRow | null;
  category: { id: string; edition: Edition; slug: string; parent_id: string | null; name: string; route: string } | null;
}

/** Article refs in paths are uuids or the numeric legacy ids of public URLs (SPEC §2.8). */
function articleWhere(ref: string): { sql: string; value: string } | null {
  if (isUuid(ref)) return { sql: 'a.id = $1::uuid', value: ref };
  if (/^\d{1,15}$/.test(ref)) return { sql: 'a.legacy_id = $1::bigint', value: ref };
  return null;
}

/** SQL of favourites (migration 0018). */
export const favoriteRepository = {
  /** `listedOnly`: only articles the public can read (a favourite is only added to those). */
  async findArticleId(q: Queryable, ref: string, { listedOnly }: { listedOnly: boolean }): Promise<string | null> {
    const where = articleWhere(ref);
    if (!where) return null;
    const { rows } = await q.query<{ id: string }>(`SELECT a.id FROM articles a WHERE ${where.sql}${listedOnly ? ` AND ${LISTED_ARTICLE}` : ''}`, [where.value]);
    return rows[0]?.id ?? null;
  },

  async insert(q: Queryable, userId: string, articleId: string): Promise<void> {
    await q.query(`INSERT INTO favorites (user_id, article_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING user_id`, [userId, articleId]);
  },

  async remove(q: Queryable, userId: string, articleId: string): Promise<void> {
    await q.query(`DELETE FROM favorites WHERE user_id = $1 AND article_id = $2`, [userId, articleId]);
  },

  async isFavorite(q: Queryable, userId: string, articleId: string): Promise<boolean> {
    const { rows } = await q.query(`SELECT 1 FROM favorites WHERE user_id = $1 AND article_id = $2`, [userId, articleId]);
    return rows.length > 0;
  },

  /** One page of a member's favourites that are still listed, in one edition, newest first. */
  async list(q: Queryable, userId: string, edition: Edition, limit: number, offset: number): Promise<{ rows: FavoriteRow[]; total: number }> {
    const from = `FROM favorites fv JOIN articles a ON a.id = fv.article_id WHERE fv.user_id = $1 AND a.edition = $2 AND ${LISTED_ARTICLE}`;
    const [page, total] = await Promise.all([
      q.query<FavoriteRow>(
        `SELECT a.id, a.legacy_id, a.edition, a.title, a.original_title, a.route, a.redirect_url, a.description, a.published_at,
                fv.created_at AS favorited_at, ${IMAGE_JSON('a.image_id')} AS image,
                (SELECT json_build_object('id', c.id, 'edition', c.edition, 'slug', c.slug, 'parent_id', c.parent_id, 'name', c.name, 'route', c.route)
                   FROM article_categories ac JOIN categories c ON c.id = ac.category_id
                  WHERE ac.article_id = a.id ORDER BY ac.position LIMIT 1) AS category
           ${from}
          ORDER BY fv.created_at DESC, a.id
          LIMIT $3 OFFSET $4`,
        [userId, edition, limit, offset],
      ),
      q.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, [userId, edition]),
    ]);
    return { rows: page.rows, total: total.rows[0]?.n ?? 0 };
  },
};
