import { IMAGE_JSON, type ImageRow } from '@meydan/api/core';
import { LISTED_ARTICLE, type Queryable } from '@meydan/api/db';
import { type ArticleKind, isUuid, type MemberArticleContent, type MemberArticleStatus, UUID_PATTERN } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';

/** A member article: its review row joined with the article row that readers see. */
export interface MemberArticleRow {
  id: string;
  legacy_id: number;
  edition: Edition;
  author_id: string;
  status: MemberArticleStatus;
  revision: MemberArticleContent;
  revision_no: number;
  rejection_reason: string | null;
  created_at: Date;
  updated_at: Date;
  submitted_at: Date | null;
  // The live (published) version.
  live_title: string;
  original_title: string | null;
  route: string | null;
  redirect_url: string | null;
  is_draft: boolean;
  is_hidden: boolean;
  is_deleted: boolean;
  published_at: Date | null;
}

const MEMBER_ARTICLE_COLUMNS = `
  a.id, a.legacy_id, a.edition, ma.author_id, ma.status, ma.revision, ma.revision_no, ma.rejection_reason,
  ma.created_at, ma.updated_at, ma.submitted_at,
  a.title AS live_title, a.original_title, a.route, a.redirect_url, a.is_draft, a.is_hidden, a.is_deleted, a.published_at`;

export interface UploadedImageRow extends ImageRow {
  owner_user_id: string | null;
  state: 'pending' | 'ready' | 'failed';
}

export interface CategoryRow {
  id: string;
  edition: Edition;
  slug: string;
  parent_id: string | null;
  name: string;
  route: string;
}

/** One card of a member's list, from either the working copy (the author's view) or the live article. */
export interface CardRow {
  id: string;
  legacy_id: number;
  edition: Edition;
  title: string;
  description: string;
  original_title: string | null;
  route: string | null;
  redirect_url: string | null;
  published_at: Date | null;
  is_draft: boolean;
  is_hidden: boolean;
  updated_at: Date;
  status: MemberArticleStatus | null;
  rejection_reason: string | null;
  /** Working copy (author's view) or live values of the cover and category. */
  image: ImageRow | null;
  category: (CategoryRow & { parent: CategoryRow | null }) | null;
  /** Live title, for the published link (the URL names what readers see). */
  live_title: string;
  editable: boolean;
}

const CATEGORY_JSON = (idExpr: string) => `(SELECT json_build_object('id', c.id, 'edition', c.edition, 'slug', c.slug, 'parent_id', c.parent_id,
    'name', c.name, 'route', c.route, 'parent', (SELECT json_build_object('id', p.id, 'edition', p.edition, 'slug', p.slug,
    'parent_id', p.parent_id, 'name', p.name, 'route', p.route) FROM categories p WHERE p.id = c.parent_id))
  FROM categories c WHERE c.id = ${idExpr})`;

/** `ma.revision ->> 'x'` as a uuid only when it looks like one (a stored draft is already validated; belt and braces). */
const REVISION_UUID = (field: string) =>
  `(CASE WHEN ma.revision ->> '${field}' ~ '${UUID_PATTERN}' THEN (ma.revision ->> '${field}')::uuid END)`;

/** The card columns: `own` reads the working copy (what the author is writing), otherwise the live article. */
function cardColumns(own: boolean): string {
  const live = `a.title, a.description, ${IMAGE_JSON('a.image_id')} AS image,
    ${CATEGORY_JSON('(SELECT ac.category_id FROM article_categories ac WHERE ac.article_id = a.id ORDER BY ac.position LIMIT 1)')} AS category`;
  const working = `coalesce(ma.revision ->> 'title', a.title) AS title, coalesce(ma.revision ->> 'summary', a.description) AS description,
    CASE WHEN ma.article_id IS NULL THEN ${IMAGE_JSON('a.image_id')} ELSE ${IMAGE_JSON(REVISION_UUID('coverImageId'))} END AS image,
    CASE WHEN ma.article_id IS NULL
      THEN ${CATEGORY_JSON('(SELECT ac.category_id FROM article_categories ac WHERE ac.article_id = a.id ORDER BY ac.position LIMIT 1)')}
      ELSE ${CATEGORY_JSON(REVISION_UUID('categoryId'))} END AS category`;
  return `a.id, a.legacy_id, a.edition, ${own ? working : live}, a.original_title, a.route, a.redirect_url, a.published_at,
    a.is_draft, a.is_hidden, coalesce(ma.updated_at, a.modified_at, a.published_at, a.created_at) AS updated_at,
    ma.status, ma.rejection_reason, a.title AS live_title, (ma.article_id IS NOT NULL) AS editable`;
}

export interface CardPageQuery {
  edition: Edition;
  userId: string;
  limit: number;
  offset: number;
  /** Categories to keep (a section's subcategories included by the caller). */
  categoryIds?: string[];
  status?: MemberArticleStatus;
}

export const memberContentRepository = {
  async find(q: Queryable, id: string, options: { forUpdate?: boolean } = {}): Promise<MemberArticleRow | null> {
    const { rows } = await q.query<MemberArticleRow>(
      `SELECT ${MEMBER_ARTICLE_COLUMNS} FROM member_articles ma JOIN articles a ON a.id = ma.article_id
        WHERE ma.article_id = $1::uuid${options.forUpdate ? ' FOR UPDATE OF ma, a' : ''}`,
      [id],
    );
    return rows[0] ?? null;
  },

  /** A new draft: an unlisted article row (no publication date), its byline and its review row. */
  async insert(tx: Queryable, draft: { edition: Edition; authorId: string; content: MemberArticleContent }): Promise<string> {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO articles (edition, title, slug, description, is_draft) VALUES ($1, $2, '', $3, true) RETURNING id`,
      [draft.edition, draft.content.title, draft.content.summary],
    );
    const id = (rows[0] as { id: string }).id;
    await tx.query('INSERT INTO article_authors (article_id, user_id, position) VALUES ($1::uuid, $2::uuid, 0)', [id, draft.authorId]);
    await tx.query('INSERT INTO member_articles (article_id, author_id, revision) VALUES ($1::uuid, $2::uuid, $3::jsonb)', [
      id,
      draft.authorId,
      JSON.stringify(draft.content),
    ]);
    return id;
  },

  /** Saves the working copy (one revision more) and moves it to `status`. */
  async saveRevision(tx: Queryable, id: string, content: MemberArticleContent, status: MemberArticleStatus): Promise<void> {
    await tx.query(
      `UPDATE member_articles SET revision = $2::jsonb, revision_no = revision_no + 1, status = $3,
              rejection_reason = CASE WHEN $3 = 'rejected' THEN rejection_reason ELSE NULL END, updated_at = now()
        WHERE article_id = $1::uuid`,
      [id, JSON.stringify(content), status],
    );
    // An unpublished draft's article row mirrors the working title, so admin search finds it.
    await tx.query(`UPDATE articles SET title = $2, description = $3 WHERE id = $1::uuid AND is_draft`, [id, content.title, content.summary]);
  },

  async markSubmitted(tx: Queryable, id: string): Promise<void> {
    await tx.query(`UPDATE member_articles SET status = 'pending', submitted_at = now(), rejection_reason = NULL, updated_at = now() WHERE article_id = $1::uuid`, [id]);
  },

  /** Unfinished posts (never published, not deleted) of a member: the cap on new drafts. */
  async countUnpublished(q: Queryable, authorId: string): Promise<number> {
    const { rows } = await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM member_articles ma JOIN articles a ON a.id = ma.article_id
        WHERE ma.author_id = $1::uuid AND a.is_draft AND NOT a.is_deleted`,
      [authorId],
    );
    return Number(rows[0]?.n ?? 0);
  },

  async softDelete(tx: Queryable, id: string): Promise<void> {
    await tx.query('UPDATE articles SET is_deleted = true, modified_at = now() WHERE id = $1::uuid', [id]);
    await tx.query('UPDATE member_articles SET updated_at = now() WHERE article_id = $1::uuid', [id]);
  },

  /** Any article (staff ones too) as the delete and flag routes need it. */
  async findArticleState(q: Queryable, id: string): Promise<{ id: string; is_deleted: boolean; listed_or_linked: boolean; author_id: string | null } | null> {
    const { rows } = await q.query<{ id: string; is_deleted: boolean; listed_or_linked: boolean; author_id: string | null }>(
      `SELECT a.id, a.is_deleted, (NOT a.is_draft AND a.published_at IS NOT NULL) AS listed_or_linked, ma.author_id
         FROM articles a LEFT JOIN member_articles ma ON ma.article_id = a.id WHERE a.id = $1::uuid`,
      [id],
    );
    return rows[0] ?? null;
  },

  async imagesByIds(q: Queryable, ids: readonly string[]): Promise<UploadedImageRow[]> {
    if (ids.length === 0) return [];
    const { rows } = await q.query<UploadedImageRow>(
      'SELECT id, base_path, width, height, alt, variants, owner_user_id, state FROM images WHERE id = ANY($1::uuid[])',
      [ids],
    );
    return rows;
  },

  async findCategory(q: Queryable, edition: Edition, id: string): Promise<CategoryRow | null> {
    const { rows } = await q.query<CategoryRow>('SELECT id, edition, slug, parent_id, name, route FROM categories WHERE edition = $1 AND id = $2::uuid', [
      edition,
      id,
    ]);
    return rows[0] ?? null;
  },

  /** Category ids of comma-separated slugs or ids; a section brings its subcategories. */
  async categoryIdsOf(q: Queryable, edition: Edition, refs: readonly string[]): Promise<string[]> {
    const uuids = refs.filter(isUuid);
    const { rows } = await q.query<{ id: string }>(
      `SELECT c.id FROM categories c
        WHERE c.edition = $1 AND (c.slug = ANY($2::text[]) OR c.id = ANY($3::uuid[])
              OR c.parent_id IN (SELECT p.id FROM categories p WHERE p.edition = $1 AND (p.slug = ANY($2::text[]) OR p.id = ANY($3::uuid[]))))`,
      [edition, refs, uuids],
    );
    return rows.map((row) => row.id);
  },

  async user(q: Queryable, id: string): Promise<{ id: string; username: string; name: string | null; is_active: boolean; deleted_at: Date | null } | null> {
    const { rows } = await q.query<{ id: string; username: string; name: string | null; is_active: boolean; deleted_at: Date | null }>(
      'SELECT id, username, name, is_active, deleted_at FROM users WHERE id = $1::uuid',
      [id],
    );
    return rows[0] ?? null;
  },

  /**
   * A member's articles on the profile: `own` lists every article they wrote that is not deleted
   * (drafts, pending, rejected, hidden ones too) from the working copy; otherwise only listed
   * ones, as readers see them. Staff bylines count as well (an editor's profile lists their work).
   */
  async cards(q: Queryable, query: CardPageQuery, own: boolean): Promise<{ rows: CardRow[]; total: number }> {
    const params: unknown[] = [query.edition, query.userId];
    const where = [
      'a.edition = $1',
      'EXISTS (SELECT 1 FROM article_authors aa WHERE aa.article_id = a.id AND aa.user_id = $2::uuid)',
      own ? 'NOT a.is_deleted AND a.moved_to_article_id IS NULL' : LISTED_ARTICLE,
    ];
    if (query.categoryIds) {
      params.push(query.categoryIds);
      where.push(
        own
          ? `(CASE WHEN ma.article_id IS NULL THEN EXISTS (SELECT 1 FROM article_categories ac WHERE ac.article_id = a.id AND ac.category_id = ANY($${params.length}::uuid[]))
                  ELSE ${REVISION_UUID('categoryId')} = ANY($${params.length}::uuid[]) END)`
          : `EXISTS (SELECT 1 FROM article_categories ac WHERE ac.article_id = a.id AND ac.category_id = ANY($${params.length}::uuid[]))`,
      );
    }
    if (query.status) {
      params.push(query.status);
      where.push(`coalesce(ma.status, 'published') = $${params.length}`);
    }
    const from = `FROM articles a LEFT JOIN member_articles ma ON ma.article_id = a.id WHERE ${where.join(' AND ')}`;
    const order = own ? 'coalesce(ma.updated_at, a.modified_at, a.published_at, a.created_at) DESC, a.legacy_id DESC' : 'a.published_at DESC, a.legacy_id DESC';
    const { rows } = await q.query<CardRow>(`SELECT ${cardColumns(own)} ${from} ORDER BY ${order} LIMIT ${Number(query.limit)} OFFSET ${Number(query.offset)}`, params);
    const count = await q.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params);
    return { rows, total: Number(count.rows[0]?.n ?? 0) };
  },

  // --- Editorial ---

  /** Copies the working copy over the article row readers see, and lists it. */
  async publish(
    tx: Queryable,
    id: string,
    live: { title: string; slug: string; summary: string; entries: unknown[]; imageId: string | null; kind: ArticleKind; categoryId: string },
    reviewerId: string,
  ): Promise<{ first: boolean }> {
    const { rows } = await tx.query<{ first: boolean }>(
      `UPDATE articles SET title = $2, slug = $3, description = $4, seo_description = NULLIF(left($4, 160), ''), entries = $5::jsonb,
              image_id = $6::uuid, kind = $7, is_draft = false,
              original_title = coalesce(original_title, CASE WHEN published_at IS NULL THEN $2 END),
              modified_at = CASE WHEN published_at IS NULL THEN NULL ELSE now() END,
              published_at = coalesce(published_at, now())
        WHERE id = $1::uuid
       RETURNING (modified_at IS NULL) AS first`,
      [id, live.title, live.slug, live.summary, JSON.stringify(live.entries), live.imageId, live.kind],
    );
    await tx.query('DELETE FROM article_categories WHERE article_id = $1::uuid', [id]);
    await tx.query('INSERT INTO article_categories (article_id, category_id, position) VALUES ($1::uuid, $2::uuid, 0)', [id, live.categoryId]);
    await tx.query(
      `UPDATE member_articles SET status = 'published', rejection_reason = NULL, reviewed_at = now(), reviewed_by = $2::uuid, updated_at = now()
        WHERE article_id = $1::uuid`,
      [id, reviewerId],
    );
    return { first: rows[0]?.first ?? false };
  },

  async reject(tx: Queryable, id: string, reason: string, reviewerId: string): Promise<void> {
    await tx.query(
      `UPDATE member_articles SET status = 'rejected', rejection_reason = $2, reviewed_at = now(), reviewed_by = $3::uuid, updated_at = now()
        WHERE article_id = $1::uuid`,
      [id, reason, reviewerId],
    );
  },

  /** Submissions waiting for an editor, oldest first, of authors who are still members. */
  async pending(q: Queryable, limit: number, offset: number): Promise<{ rows: Array<MemberArticleRow & { author: ReviewAuthorRow }>; total: number }> {
    const where = `ma.status = 'pending' AND NOT a.is_deleted AND u.is_active AND u.deleted_at IS NULL`;
    const { rows } = await q.query<MemberArticleRow & { author: ReviewAuthorRow }>(
      `SELECT ${MEMBER_ARTICLE_COLUMNS},
              json_build_object('id', u.id, 'username', u.username, 'name', u.name, 'avatar', ${IMAGE_JSON('u.avatar_image_id')}) AS author
         FROM member_articles ma JOIN articles a ON a.id = ma.article_id JOIN users u ON u.id = ma.author_id
        WHERE ${where}
        ORDER BY ma.submitted_at, ma.article_id LIMIT ${Number(limit)} OFFSET ${Number(offset)}`,
    );
    const count = await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM member_articles ma JOIN articles a ON a.id = ma.article_id JOIN users u ON u.id = ma.author_id WHERE ${where}`,
    );
    return { rows, total: Number(count.rows[0]?.n ?? 0) };
  },

  /** Members following the author who can still be told (active accounts). */
  async followerIds(q: Queryable, authorId: string): Promise<string[]> {
    const { rows } = await q.query<{ id: string }>(
      `SELECT f.follower_id AS id FROM follows f JOIN users u ON u.id = f.follower_id
        WHERE f.followed_id = $1::uuid AND u.is_active AND u.deleted_at IS NULL ORDER BY f.created_at`,
      [authorId],
    );
    return rows.map((row) => row.id);
  },
};

export interface ReviewAuthorRow {
  id: string;
  username: string;
  name: string | null;
  avatar: ImageRow | null;
}
