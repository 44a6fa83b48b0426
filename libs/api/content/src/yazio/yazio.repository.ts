import { LISTED_ARTICLE, type Queryable } from '@meydan/api/db';
import type { Edition } from '@meydan/shared/util/routing';
import { IMAGE_JSON, type ArticleRow, type ImageRow } from '../content.repository';

/** The newest listed column, with what its link needs. */
export type LatestColumnRow = Pick<ArticleRow, 'id' | 'legacy_id' | 'edition' | 'title' | 'original_title' | 'route' | 'redirect_url'> & {
  published_at: string;
};

export interface ColumnistRow {
  id: string;
  name: string;
  username: string;
  slug: string;
  bio: string;
  avatar: ImageRow | null;
  column_count: number;
  latest: LatestColumnRow | null;
}

/** A columnist's listed articles in the edition (`a` is the article, `u` the columnist). */
const COLUMNS_OF = `FROM article_authors aa JOIN articles a ON a.id = aa.article_id
  WHERE aa.user_id = u.id AND a.edition = u.edition AND ${LISTED_ARTICLE}`;

const COLUMNIST_COLUMNS = `
  u.id, coalesce(u.name, u.username) AS name, u.username, u.columnist_slug AS slug, coalesce(u.columnist_bio, '') AS bio,
  ${IMAGE_JSON('u.avatar_image_id')} AS avatar,
  (SELECT count(*)::int ${COLUMNS_OF}) AS column_count,
  (SELECT row_to_json(l) FROM (
     SELECT a.id, a.legacy_id, a.edition, a.title, a.original_title, a.route, a.redirect_url, a.published_at
     ${COLUMNS_OF} ORDER BY a.published_at DESC, a.legacy_id DESC LIMIT 1) l) AS latest`;

/** Columnists are active staff authors of one edition with a column slug. */
const COLUMNIST = 'u.columnist_slug IS NOT NULL AND u.is_active AND u.edition = $1';

/**
 * Columnists (SPEC §2.6 yazio) and their columns: a column is an article the columnist
 * authored (article_authors), in their own edition, listed.
 */
export class YazioRepository {
  constructor(private readonly db: Queryable) {}

  /** The edition's columnists, the most recently published first. */
  async pageColumnists(edition: Edition, limit: number, offset: number): Promise<ColumnistRow[]> {
    const { rows } = await this.db.query<ColumnistRow>(
      `SELECT * FROM (SELECT ${COLUMNIST_COLUMNS} FROM users u WHERE ${COLUMNIST}) c
       ORDER BY (c.latest->>'published_at')::timestamptz DESC NULLS LAST, c.name, c.id
       LIMIT $2 OFFSET $3`,
      [edition, limit, offset],
    );
    return rows;
  }

  async countColumnists(edition: Edition): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users u WHERE ${COLUMNIST}`, [edition]);
    return Number(rows[0]?.n ?? 0);
  }

  async findColumnist(edition: Edition, slug: string): Promise<ColumnistRow | null> {
    const { rows } = await this.db.query<ColumnistRow>(
      `SELECT ${COLUMNIST_COLUMNS} FROM users u WHERE ${COLUMNIST} AND u.columnist_slug = $2`,
      [edition, slug],
    );
    return rows[0] ?? null;
  }

  /** Ids of one page of the columnist's columns, newest first. */
  async columnIds(userId: string, limit: number, offset: number): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>(
      `SELECT a.id FROM users u JOIN article_authors aa ON aa.user_id = u.id JOIN articles a ON a.id = aa.article_id
       WHERE u.id = $1::uuid AND a.edition = u.edition AND ${LISTED_ARTICLE}
       ORDER BY a.published_at DESC, a.legacy_id DESC LIMIT $2 OFFSET $3`,
      [userId, limit, offset],
    );
    return rows.map((row) => row.id);
  }
}
