import type { Queryable } from '@meydan/api/db';
import type { AdminPremiumFilter, ArticleLookup, MemberArticleStatus, MemberRole, PremiumStatus } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';

export interface AdminArticleRow {
  id: string;
  legacy_id: number;
  edition: Edition;
  title: string;
  original_title: string | null;
  route: string | null;
  redirect_url: string | null;
  published_at: Date | null;
  is_draft: boolean;
  is_hidden: boolean;
  noindex: boolean;
  sponsored: boolean;
  status: MemberArticleStatus | null;
  authors: Array<{ id: string; username: string }>;
}

const ADMIN_ARTICLE_COLUMNS = `a.id, a.legacy_id, a.edition, a.title, a.original_title, a.route, a.redirect_url, a.published_at,
  a.is_draft, a.is_hidden, a.noindex, 'sponsored' = ANY(a.labels) AS sponsored, ma.status,
  (SELECT coalesce(json_agg(json_build_object('id', u.id, 'username', u.username) ORDER BY aa.position), '[]'::json)
     FROM article_authors aa JOIN users u ON u.id = aa.user_id WHERE aa.article_id = a.id) AS authors`;

export interface AdminUserRow {
  id: string;
  username: string;
  name: string | null;
  email: string;
  role: MemberRole;
  is_active: boolean;
  created_at: Date;
  premium_status: PremiumStatus | null;
  premium_since: Date | null;
}

const ADMIN_USER_COLUMNS = 'u.id, u.username, u.name, u.email, u.role, u.is_active, u.created_at, u.premium_status, u.premium_since';

/** LIKE patterns match the text literally: % and _ typed by an editor are not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export const editorialRepository = {
  /** Articles for the flags page, newest first: any state but deleted, hidden ones included. */
  async articles(q: Queryable, lookup: ArticleLookup, limit: number, offset: number): Promise<{ rows: AdminArticleRow[]; total: number }> {
    const params: unknown[] = [];
    const where = ['NOT a.is_deleted'];
    switch (lookup.kind) {
      case 'id':
        params.push(lookup.id);
        where.push(`a.id = $${params.length}::uuid`);
        break;
      case 'legacy':
        params.push(lookup.legacyId);
        where.push(`a.legacy_id = $${params.length}`);
        break;
      case 'title':
        params.push(likePattern(lookup.text));
        where.push(`a.title ILIKE $${params.length}`);
        break;
      case 'all':
        break;
    }
    const from = `FROM articles a LEFT JOIN member_articles ma ON ma.article_id = a.id WHERE ${where.join(' AND ')}`;
    const { rows } = await q.query<AdminArticleRow>(
      `SELECT ${ADMIN_ARTICLE_COLUMNS} ${from} ORDER BY coalesce(a.published_at, a.created_at) DESC, a.legacy_id DESC LIMIT ${Number(limit)} OFFSET ${Number(offset)}`,
      params,
    );
    const count = await q.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params);
    return { rows, total: Number(count.rows[0]?.n ?? 0) };
  },

  async setFlags(tx: Queryable, id: string, flags: { isHidden?: boolean; noindex?: boolean; sponsored?: boolean }): Promise<AdminArticleRow | null> {
    // `sponsored` lives in the labels array: removed, then added back when set (kept as it was when absent).
    const { rows } = await tx.query<{ id: string }>(
      `UPDATE articles SET is_hidden = coalesce($2::boolean, is_hidden), noindex = coalesce($3::boolean, noindex),
          labels = CASE WHEN $4::boolean IS NULL THEN labels
                        WHEN $4::boolean THEN array_append(array_remove(labels, 'sponsored'), 'sponsored')
                        ELSE array_remove(labels, 'sponsored') END
        WHERE id = $1::uuid AND NOT is_deleted RETURNING id`,
      [id, flags.isHidden ?? null, flags.noindex ?? null, flags.sponsored ?? null],
    );
    if (rows.length === 0) return null;
    return (await editorialRepository.articles(tx, { kind: 'id', id }, 1, 0)).rows[0] ?? null;
  },

  async users(q: Queryable, filter: { text?: string; role?: MemberRole; premium?: AdminPremiumFilter }, limit: number, offset: number): Promise<{ rows: AdminUserRow[]; total: number }> {
    const params: unknown[] = [];
    const where = ['u.deleted_at IS NULL'];
    if (filter.text) {
      params.push(likePattern(filter.text));
      where.push(`(u.username ILIKE $${params.length} OR u.email ILIKE $${params.length} OR coalesce(u.name, '') ILIKE $${params.length})`);
    }
    if (filter.role) {
      params.push(filter.role);
      where.push(`u.role = $${params.length}`);
    }
    if (filter.premium === 'any') {
      where.push('u.premium_status IS NOT NULL');
    } else if (filter.premium) {
      params.push(filter.premium);
      where.push(`u.premium_status = $${params.length}`);
    }
    const from = `FROM users u WHERE ${where.join(' AND ')}`;
    // Staff first (an admin looks for editors more often than for one of thousands of members).
    const { rows } = await q.query<AdminUserRow>(
      `SELECT ${ADMIN_USER_COLUMNS} ${from}
        ORDER BY (u.role = 'member'), u.username LIMIT ${Number(limit)} OFFSET ${Number(offset)}`,
      params,
    );
    const count = await q.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params);
    return { rows, total: Number(count.rows[0]?.n ?? 0) };
  },

  async setRole(tx: Queryable, id: string, role: MemberRole): Promise<AdminUserRow | null> {
    const { rows } = await tx.query<AdminUserRow>(
      `UPDATE users u SET role = $2, updated_at = now() WHERE u.id = $1::uuid AND u.deleted_at IS NULL
       RETURNING ${ADMIN_USER_COLUMNS}`,
      [id, role],
    );
    return rows[0] ?? null;
  },

  /**
   * Gives or takes a premium status. Setting the status a member already has keeps its date (a
   * repeated click is not a new subscription); another status, or none, starts over.
   */
  async setPremium(tx: Queryable, id: string, status: PremiumStatus | null, adminId: string): Promise<AdminUserRow | null> {
    const { rows } = await tx.query<AdminUserRow>(
      `UPDATE users u SET
         premium_since = CASE WHEN $2::text IS NULL THEN NULL WHEN u.premium_status IS NOT DISTINCT FROM $2::text THEN u.premium_since ELSE now() END,
         premium_by = CASE WHEN $2::text IS NULL THEN NULL WHEN u.premium_status IS NOT DISTINCT FROM $2::text THEN u.premium_by ELSE $3::uuid END,
         premium_status = $2::text,
         updated_at = now()
       WHERE u.id = $1::uuid AND u.deleted_at IS NULL
       RETURNING ${ADMIN_USER_COLUMNS}`,
      [id, status, adminId],
    );
    return rows[0] ?? null;
  },
};
