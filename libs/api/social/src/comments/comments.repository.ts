import { IMAGE_JSON, type ImageRow } from '@meydan/api/core';
import { LISTED_ARTICLE, type Queryable } from '@meydan/api/db';
import type { CommentSort } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';

/**
 * Who may see a comment: comment_is_public() of migration 0026, the very function the counters'
 * triggers count with, so an article's comment count is what its list shows. Not deleted, not
 * hidden by an editor, not an offensive comment waiting for review, and written by an active
 * member or a deleted account (SPEC §4). `c` is the comment's alias, `u` its author's.
 */
export const PUBLIC_VISIBLE = (c: string, u: string) =>
  `comment_is_public(${c}.deleted_at, ${c}.review_state, ${c}.offensive, ${u}.is_active, ${u}.deleted_at)`;

/** Public, or the asker's own (an author sees their comment under review or hidden). */
const VISIBLE_TO = (c: string, u: string, viewerParam: string) =>
  `(${PUBLIC_VISIBLE(c, u)} OR (${c}.deleted_at IS NULL AND ${c}.author_id = ${viewerParam}::uuid))`;

/**
 * `smart` order: recency with a like weight, in hours (see COMMENT_SORTS in the contracts):
 * created_at in hours + 6 × ln(1 + likes). No `now()` in it, so pages stay stable.
 */
const SMART_SCORE = (c: string) => `(extract(epoch FROM ${c}.created_at) / 3600.0 + 6 * ln(1 + ${c}.like_count))`;

const ORDER: Readonly<Record<CommentSort, string>> = {
  smart: `${SMART_SCORE('c')} DESC, c.id DESC`,
  date: 'c.created_at DESC, c.id DESC',
  likes: 'c.like_count DESC, c.created_at DESC, c.id DESC',
};

export interface CommentRow {
  id: string;
  body: string;
  article_id: string;
  author_id: string;
  parent_id: string | null;
  reply_to_id: string | null;
  offensive: boolean;
  review_state: 'none' | 'pending' | 'approved' | 'hidden';
  like_count: number;
  reply_count: number;
  created_at: Date;
  deleted_at: Date | null;
  article_title: string;
  article_legacy_id: number;
  article_edition: Edition;
  article_original_title: string | null;
  article_route: string | null;
  article_redirect_url: string | null;
  author_username: string;
  author_name: string | null;
  author_is_active: boolean;
  author_deleted: boolean;
  author_avatar: ImageRow | null;
  reply_to_username: string | null;
  reply_to_name: string | null;
  /** The asker may see it (otherwise it is only a placeholder for its replies). */
  visible: boolean;
  liked_by_me: boolean;
  blocked: boolean;
  report_count: number;
}

/**
 * One comment as every list answers it. `$1` is the asker's id (null for visitors); the
 * replied-to author is named only when that comment is visible to the asker.
 */
const ITEM_COLUMNS = `
  c.id, c.body, c.article_id, c.author_id, c.parent_id, c.reply_to_id, c.offensive, c.review_state,
  c.like_count, c.reply_count, c.created_at, c.deleted_at,
  a.title AS article_title, a.legacy_id::integer AS article_legacy_id, a.edition AS article_edition,
  a.original_title AS article_original_title, a.route AS article_route, a.redirect_url AS article_redirect_url,
  u.username AS author_username, u.name AS author_name, u.is_active AS author_is_active,
  (u.deleted_at IS NOT NULL) AS author_deleted, ${IMAGE_JSON('u.avatar_image_id')} AS author_avatar,
  CASE WHEN rc.id IS NOT NULL AND ${VISIBLE_TO('rc', 'ru', '$1')} AND ru.deleted_at IS NULL THEN ru.username END AS reply_to_username,
  CASE WHEN rc.id IS NOT NULL AND ${VISIBLE_TO('rc', 'ru', '$1')} AND ru.deleted_at IS NULL THEN ru.name END AS reply_to_name,
  ${VISIBLE_TO('c', 'u', '$1')} AS visible,
  ($1::uuid IS NOT NULL AND EXISTS (SELECT 1 FROM comment_likes l WHERE l.comment_id = c.id AND l.user_id = $1::uuid)) AS liked_by_me,
  ($1::uuid IS NOT NULL AND EXISTS (SELECT 1 FROM blocks b
     WHERE (b.blocker_id = $1::uuid AND b.blocked_id = c.author_id) OR (b.blocker_id = c.author_id AND b.blocked_id = $1::uuid))) AS blocked,
  (SELECT count(*)::integer FROM comment_reports r WHERE r.comment_id = c.id) AS report_count`;

const FROM = `
  FROM comments c
  JOIN articles a ON a.id = c.article_id
  JOIN users u ON u.id = c.author_id
  LEFT JOIN comments rc ON rc.id = c.reply_to_id
  LEFT JOIN users ru ON ru.id = rc.author_id`;

export interface PageArgs {
  limit: number;
  offset: number;
}

/** The state a write needs of one comment (no visibility filtering: the service decides). */
export interface CommentStateRow {
  id: string;
  article_id: string;
  author_id: string;
  parent_id: string | null;
  reply_to_id: string | null;
  offensive: boolean;
  review_state: CommentRow['review_state'];
  deleted_at: Date | null;
  article_listable: boolean;
  /** Visible to the asker given to `state` (public, or their own). */
  visible: boolean;
}

export const commentsRepository = {
  async listForArticle(q: Queryable, viewerId: string | null, articleId: string, sort: CommentSort, page: PageArgs): Promise<CommentRow[]> {
    // Top-level comments the asker may see, and placeholders for the others that still have replies.
    const { rows } = await q.query<CommentRow>(
      `SELECT ${ITEM_COLUMNS} ${FROM}
        WHERE c.article_id = $2 AND c.parent_id IS NULL AND (${VISIBLE_TO('c', 'u', '$1')} OR c.reply_count > 0)
        ORDER BY ${ORDER[sort]} LIMIT $3 OFFSET $4`,
      [viewerId, articleId, page.limit, page.offset],
    );
    return rows;
  },

  async countForArticle(q: Queryable, viewerId: string | null, articleId: string): Promise<number> {
    const { rows } = await q.query<{ count: number }>(
      `SELECT count(*)::integer AS count FROM comments c JOIN users u ON u.id = c.author_id
        WHERE c.article_id = $2 AND c.parent_id IS NULL AND (${VISIBLE_TO('c', 'u', '$1')} OR c.reply_count > 0)`,
      [viewerId, articleId],
    );
    return rows[0]?.count ?? 0;
  },

  /** A member's comments (top-level and replies) on the edition's public articles. */
  async listForAuthor(q: Queryable, viewerId: string | null, authorId: string, edition: Edition, sort: CommentSort, page: PageArgs): Promise<CommentRow[]> {
    const { rows } = await q.query<CommentRow>(
      `SELECT ${ITEM_COLUMNS} ${FROM}
        WHERE c.author_id = $2 AND a.edition = $3 AND ${LISTED_ARTICLE} AND ${VISIBLE_TO('c', 'u', '$1')}
        ORDER BY ${ORDER[sort]} LIMIT $4 OFFSET $5`,
      [viewerId, authorId, edition, page.limit, page.offset],
    );
    return rows;
  },

  async countForAuthor(q: Queryable, viewerId: string | null, authorId: string, edition: Edition): Promise<number> {
    const { rows } = await q.query<{ count: number }>(
      `SELECT count(*)::integer AS count FROM comments c JOIN articles a ON a.id = c.article_id JOIN users u ON u.id = c.author_id
        WHERE c.author_id = $2 AND a.edition = $3 AND ${LISTED_ARTICLE} AND ${VISIBLE_TO('c', 'u', '$1')}`,
      [viewerId, authorId, edition],
    );
    return rows[0]?.count ?? 0;
  },

  /** A thread's replies the asker may see, oldest first (a conversation reads top-down). */
  async listReplies(q: Queryable, viewerId: string | null, parentId: string, page: PageArgs): Promise<CommentRow[]> {
    const { rows } = await q.query<CommentRow>(
      `SELECT ${ITEM_COLUMNS} ${FROM}
        WHERE c.parent_id = $2 AND ${VISIBLE_TO('c', 'u', '$1')}
        ORDER BY c.created_at, c.id LIMIT $3 OFFSET $4`,
      [viewerId, parentId, page.limit, page.offset],
    );
    return rows;
  },

  async countReplies(q: Queryable, viewerId: string | null, parentId: string): Promise<number> {
    const { rows } = await q.query<{ count: number }>(
      `SELECT count(*)::integer AS count FROM comments c JOIN users u ON u.id = c.author_id
        WHERE c.parent_id = $2 AND ${VISIBLE_TO('c', 'u', '$1')}`,
      [viewerId, parentId],
    );
    return rows[0]?.count ?? 0;
  },

  async item(q: Queryable, viewerId: string | null, id: string): Promise<CommentRow | null> {
    const { rows } = await q.query<CommentRow>(`SELECT ${ITEM_COLUMNS} ${FROM} WHERE c.id = $2`, [viewerId, id]);
    return rows[0] ?? null;
  },

  /** The editors' queue: reported or offensive comments not yet decided, oldest first. */
  async reviewQueue(q: Queryable, page: PageArgs): Promise<CommentRow[]> {
    const { rows } = await q.query<CommentRow>(
      `SELECT ${ITEM_COLUMNS} ${FROM}
        WHERE c.review_state = 'pending' AND c.deleted_at IS NULL
        ORDER BY c.created_at, c.id LIMIT $2 OFFSET $3`,
      [null, page.limit, page.offset],
    );
    return rows;
  },

  async countReviewQueue(q: Queryable): Promise<number> {
    const { rows } = await q.query<{ count: number }>(
      `SELECT count(*)::integer AS count FROM comments c WHERE c.review_state = 'pending' AND c.deleted_at IS NULL`,
    );
    return rows[0]?.count ?? 0;
  },

  /** `forUpdate` locks the row for the rest of the transaction (likes, reviews, deletions race). */
  async state(q: Queryable, viewerId: string | null, id: string, forUpdate = false): Promise<CommentStateRow | null> {
    const { rows } = await q.query<CommentStateRow>(
      `SELECT c.id, c.article_id, c.author_id, c.parent_id, c.reply_to_id, c.offensive, c.review_state, c.deleted_at,
              ${LISTED_ARTICLE} AS article_listable, ${VISIBLE_TO('c', 'u', '$1')} AS visible
         FROM comments c JOIN articles a ON a.id = c.article_id JOIN users u ON u.id = c.author_id
        WHERE c.id = $2 ${forUpdate ? 'FOR UPDATE OF c' : ''}`,
      [viewerId, id],
    );
    return rows[0] ?? null;
  },

  async articleListable(q: Queryable, articleId: string): Promise<boolean> {
    const { rows } = await q.query(`SELECT 1 FROM articles a WHERE a.id = $1 AND ${LISTED_ARTICLE}`, [articleId]);
    return rows.length > 0;
  },

  /** Members (not staff) credited on an article: they hear about comments on their work. */
  async memberAuthorsOf(q: Queryable, articleId: string): Promise<string[]> {
    const { rows } = await q.query<{ user_id: string }>(
      `SELECT aa.user_id FROM article_authors aa JOIN users u ON u.id = aa.user_id
        WHERE aa.article_id = $1 AND u.role = 'member' AND u.is_active AND u.deleted_at IS NULL`,
      [articleId],
    );
    return rows.map((row) => row.user_id);
  },

  async writer(q: Queryable, userId: string): Promise<{ email_verified: boolean } | null> {
    const { rows } = await q.query<{ email_verified: boolean }>(
      `SELECT email_verified FROM users WHERE id = $1 AND is_active AND deleted_at IS NULL`,
      [userId],
    );
    return rows[0] ?? null;
  },

  /** Whether a member's comments may be listed: active, or the asker themselves (not deleted). */
  async authorListable(q: Queryable, userId: string, viewerId: string | null): Promise<boolean> {
    const { rows } = await q.query(
      `SELECT 1 FROM users WHERE id = $1 AND deleted_at IS NULL AND (is_active OR id = $2::uuid)`,
      [userId, viewerId],
    );
    return rows.length > 0;
  },

  /**
   * Serializes one member's comment writes (rate limit check and insert) across replicas for the
   * rest of the transaction, so parallel posts cannot slip past the limit together.
   */
  async lockAuthor(q: Queryable, userId: string): Promise<void> {
    await q.query(`SELECT pg_advisory_xact_lock(hashtext('meydan:comments:' || $1::text))`, [userId]);
  },

  /** Ages in seconds (database clock) of the member's comments of the last `seconds`, newest first. */
  async recentAges(q: Queryable, userId: string, seconds: number): Promise<number[]> {
    const { rows } = await q.query<{ age: number }>(
      `SELECT extract(epoch FROM now() - created_at)::float8 AS age FROM comments
        WHERE author_id = $1 AND created_at > now() - make_interval(secs => $2)
        ORDER BY created_at DESC`,
      [userId, seconds],
    );
    return rows.map((row) => Number(row.age));
  },

  async insert(
    q: Queryable,
    row: { articleId: string; authorId: string; parentId: string | null; replyToId: string | null; body: string; offensive: boolean },
  ): Promise<string> {
    const { rows } = await q.query<{ id: string }>(
      `INSERT INTO comments (article_id, author_id, parent_id, reply_to_id, body, offensive, review_state)
       VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $6 THEN 'pending' ELSE 'none' END)
       RETURNING id`,
      [row.articleId, row.authorId, row.parentId, row.replyToId, row.body, row.offensive],
    );
    return (rows[0] as { id: string }).id;
  },

  /** True when the like is new. */
  async like(q: Queryable, commentId: string, userId: string): Promise<boolean> {
    const { rows } = await q.query(
      `INSERT INTO comment_likes (comment_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING comment_id`,
      [commentId, userId],
    );
    return rows.length > 0;
  },

  async unlike(q: Queryable, commentId: string, userId: string): Promise<boolean> {
    const { rows } = await q.query(`DELETE FROM comment_likes WHERE comment_id = $1 AND user_id = $2 RETURNING comment_id`, [commentId, userId]);
    return rows.length > 0;
  },

  async likeState(q: Queryable, commentId: string, userId: string): Promise<{ likes: number; likedByMe: boolean }> {
    const { rows } = await q.query<{ likes: number; liked: boolean }>(
      `SELECT c.like_count AS likes, EXISTS (SELECT 1 FROM comment_likes l WHERE l.comment_id = c.id AND l.user_id = $2) AS liked
         FROM comments c WHERE c.id = $1`,
      [commentId, userId],
    );
    const row = rows[0];
    return { likes: row?.likes ?? 0, likedByMe: row?.liked ?? false };
  },

  /** True when the report is new; a new report queues a comment nobody has decided on yet. */
  async report(q: Queryable, commentId: string, reporterId: string): Promise<boolean> {
    const { rows } = await q.query(
      `INSERT INTO comment_reports (comment_id, reporter_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING comment_id`,
      [commentId, reporterId],
    );
    if (rows.length === 0) return false;
    await q.query(`UPDATE comments SET review_state = 'pending' WHERE id = $1 AND review_state = 'none'`, [commentId]);
    return true;
  },

  /** Soft delete: the row stays (replies keep their thread), the text goes. */
  async softDelete(q: Queryable, commentId: string, deletedBy: string): Promise<void> {
    await q.query(`UPDATE comments SET body = '', deleted_at = now(), deleted_by = $2 WHERE id = $1 AND deleted_at IS NULL`, [commentId, deletedBy]);
    // Notifications about a comment that is gone would lead nowhere.
    await q.query(`DELETE FROM notifications WHERE comment_id = $1`, [commentId]);
  },

  async setReview(q: Queryable, commentId: string, state: 'approved' | 'hidden', editorId: string): Promise<void> {
    await q.query(`UPDATE comments SET review_state = $2, reviewed_by = $3, reviewed_at = now() WHERE id = $1`, [commentId, state, editorId]);
  },

  /** An unliked comment's "liked your comment" notice goes too, while still unread. */
  async dropUnreadLikeNotice(q: Queryable, commentId: string, actorId: string): Promise<void> {
    await q.query(
      `DELETE FROM notifications WHERE comment_id = $1 AND actor_id = $2 AND type = 'comment_liked' AND read_at IS NULL`,
      [commentId, actorId],
    );
  },
};
