import { type AuthContext, HttpError, type MapContext, mapImage, MESSAGES, NO_REALTIME, type Page, type PageWindow, paginate, type RealtimePublisher } from '@meydan/api/core';
import type { Db, Queryable } from '@meydan/api/db';
import type { Comment, CommentLikeState, CommentReviewAction, CommentReviewItem, CommentSort } from '@meydan/shared/contracts';
import { articleLink, type Edition } from '@meydan/shared/util/routing';
import { isBlockedEitherWay } from '../graph/blocks';
import { notify } from '../notifications/notify';
import { isCommentLengthValid, normalizeCommentText } from './comment-text';
import { COMMENT_MESSAGES } from './comments.messages';
import { type CommentRow, commentsRepository as repo, type CommentStateRow } from './comments.repository';
import { isOffensive } from './moderation/offensive';

export interface CommentRateLimit {
  max: number;
  windowSeconds: number;
}

/**
 * Comment creation per member (comments and replies together). Counted from the comments table
 * itself, so every API replica agrees without Redis, and deleting a comment does not buy a slot.
 */
export const COMMENT_RATE_LIMITS: readonly CommentRateLimit[] = [
  { max: 5, windowSeconds: 60 },
  { max: 40, windowSeconds: 3600 },
];

/** 429 of the comment rate limit; the route turns `retryAfter` (seconds) into Retry-After. */
export class CommentRateLimitError extends HttpError {
  constructor(readonly retryAfter: number) {
    super(429, COMMENT_MESSAGES.tooFast);
  }
}

const isStaff = (auth: AuthContext) => auth.role === 'editor' || auth.role === 'admin';

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export class CommentsService {
  constructor(
    private readonly db: Db,
    private readonly ctx: MapContext,
    private readonly rateLimits: readonly CommentRateLimit[] = COMMENT_RATE_LIMITS,
    private readonly realtime: RealtimePublisher = NO_REALTIME,
  ) {}

  /** What the asker sees of one row (see COMMENT_STATUSES in the contracts). */
  toComment(row: CommentRow, viewerId: string | null, checkBlockStatus: boolean): Comment {
    const article = {
      id: row.article_id,
      title: row.article_title,
      path: articleLink(row.article_edition, {
        legacyId: row.article_legacy_id,
        title: row.article_title,
        originalTitle: row.article_original_title,
        route: row.article_route,
        redirectUrl: row.article_redirect_url,
      }),
    };
    const base = {
      _id: row.id,
      article,
      parentId: row.parent_id,
      replyTo: row.reply_to_id,
      createdAt: iso(row.created_at),
      ...(checkBlockStatus && viewerId ? { blocked: row.blocked } : {}),
    };
    if (!row.visible || row.deleted_at) {
      // A placeholder keeping a thread together: nothing of what was written or by whom.
      return { ...base, text: '', author: null, replyToAuthor: null, likes: 0, likedByMe: false, replies: row.reply_count, offensive: false, status: 'removed', own: false };
    }
    const underReview = row.offensive && row.review_state !== 'approved';
    return {
      ...base,
      text: row.body,
      author: row.author_deleted
        ? { _id: row.author_id, username: '', name: null, avatar: null, isActive: false, deleted: true }
        : {
            _id: row.author_id,
            username: row.author_username,
            name: row.author_name,
            avatar: mapImage(row.author_avatar, this.ctx, row.author_name ?? row.author_username),
            isActive: row.author_is_active,
            deleted: false,
          },
      replyToAuthor: row.reply_to_username !== null ? { username: row.reply_to_username, name: row.reply_to_name } : null,
      likes: row.like_count,
      likedByMe: row.liked_by_me,
      replies: row.reply_count,
      offensive: underReview,
      status: row.review_state === 'hidden' ? 'hidden' : underReview ? 'review' : 'published',
      own: viewerId !== null && row.author_id === viewerId,
    };
  }

  async listForArticle(viewerId: string | null, articleId: string, sort: CommentSort, window: PageWindow, checkBlockStatus: boolean): Promise<Page<Comment>> {
    if (!(await repo.articleListable(this.db, articleId))) throw new HttpError(404, COMMENT_MESSAGES.articleNotFound);
    const rows = await repo.listForArticle(this.db, viewerId, articleId, sort, { limit: window.fetch, offset: window.offset });
    const total = window.useHasNextPage ? undefined : await repo.countForArticle(this.db, viewerId, articleId);
    return this.page(rows, window, total, viewerId, checkBlockStatus);
  }

  async listForAuthor(
    viewerId: string | null,
    authorId: string,
    edition: Edition,
    sort: CommentSort,
    window: PageWindow,
    checkBlockStatus: boolean,
  ): Promise<Page<Comment>> {
    // SPEC §4: a deactivated member's profile and comments are hidden (from everyone but them).
    if (!(await repo.authorListable(this.db, authorId, viewerId))) throw new HttpError(404, COMMENT_MESSAGES.memberNotFound);
    const rows = await repo.listForAuthor(this.db, viewerId, authorId, edition, sort, { limit: window.fetch, offset: window.offset });
    const total = window.useHasNextPage ? undefined : await repo.countForAuthor(this.db, viewerId, authorId, edition);
    return this.page(rows, window, total, viewerId, checkBlockStatus);
  }

  async listReplies(viewerId: string | null, parentId: string, window: PageWindow, checkBlockStatus: boolean): Promise<Page<Comment>> {
    const parent = await repo.state(this.db, viewerId, parentId);
    // Replies hang under a top-level comment on a public article; a removed parent still shows them.
    if (!parent || parent.parent_id !== null || !parent.article_listable) throw new HttpError(404, COMMENT_MESSAGES.commentNotFound);
    const rows = await repo.listReplies(this.db, viewerId, parentId, { limit: window.fetch, offset: window.offset });
    const total = window.useHasNextPage ? undefined : await repo.countReplies(this.db, viewerId, parentId);
    return this.page(rows, window, total, viewerId, checkBlockStatus);
  }

  private page(rows: CommentRow[], window: PageWindow, total: number | undefined, viewerId: string | null, checkBlockStatus: boolean): Page<Comment> {
    const page = paginate(rows, window, total);
    return { items: page.items.map((row) => this.toComment(row, viewerId, checkBlockStatus)), pagination: page.pagination };
  }

  /** SPEC §7 `POST /comments`: a top-level comment. */
  async create(auth: AuthContext, articleId: string, rawText: string): Promise<Comment> {
    const text = this.validText(rawText);
    const id = await this.db.transaction(async (tx) => {
      await this.assertMayWrite(tx, auth.userId);
      if (!(await repo.articleListable(tx, articleId))) throw new HttpError(404, COMMENT_MESSAGES.articleNotFound);
      const offensive = isOffensive(text);
      const commentId = await repo.insert(tx, { articleId, authorId: auth.userId, parentId: null, replyToId: null, body: text, offensive });
      // Held back while offensive: the recipient could not open it; the editor's approval sends it.
      if (!offensive) await this.announce(tx, { id: commentId, article_id: articleId, author_id: auth.userId, parent_id: null, reply_to_id: null });
      return commentId;
    });
    return this.fresh(auth.userId, id);
  }

  /** SPEC §7 `POST /comments/{id}/replies`: `{id}` is any comment of the thread, `replyTo` the one answered. */
  async reply(auth: AuthContext, commentId: string, replyToId: string | undefined, rawText: string): Promise<Comment> {
    const text = this.validText(rawText);
    const id = await this.db.transaction(async (tx) => {
      await this.assertMayWrite(tx, auth.userId);
      const anchor = await repo.state(tx, auth.userId, commentId);
      if (!anchor || !anchor.article_listable) throw new HttpError(404, COMMENT_MESSAGES.commentNotFound);
      const rootId = anchor.parent_id ?? anchor.id;
      const target = replyToId && replyToId !== anchor.id ? await repo.state(tx, auth.userId, replyToId) : anchor;
      if (!target || !target.visible || target.deleted_at) throw new HttpError(404, COMMENT_MESSAGES.commentNotFound);
      if ((target.parent_id ?? target.id) !== rootId) throw new HttpError(400, COMMENT_MESSAGES.replyOutsideThread);
      const root = rootId === target.id ? target : await repo.state(tx, auth.userId, rootId);
      // SPEC §5: no replies between members who blocked one another, in either direction.
      for (const other of new Set([target.author_id, root?.author_id].filter((value): value is string => Boolean(value)))) {
        if (await isBlockedEitherWay(tx, auth.userId, other)) throw new HttpError(403, COMMENT_MESSAGES.blocked);
      }
      const offensive = isOffensive(text);
      const newId = await repo.insert(tx, { articleId: target.article_id, authorId: auth.userId, parentId: rootId, replyToId: target.id, body: text, offensive });
      if (!offensive) await this.announce(tx, { id: newId, article_id: target.article_id, author_id: auth.userId, parent_id: rootId, reply_to_id: target.id });
      return newId;
    });
    return this.fresh(auth.userId, id);
  }

  async like(auth: AuthContext, commentId: string): Promise<CommentLikeState> {
    return this.db.transaction(async (tx) => {
      const comment = await this.visibleComment(tx, auth.userId, commentId);
      if (await isBlockedEitherWay(tx, auth.userId, comment.author_id)) throw new HttpError(403, COMMENT_MESSAGES.blocked);
      if (await repo.like(tx, commentId, auth.userId)) {
        await notify(tx, { recipientId: comment.author_id, type: 'comment_liked', actorId: auth.userId, articleId: comment.article_id, commentId }, this.realtime);
      }
      return repo.likeState(tx, commentId, auth.userId);
    });
  }

  /** Always allowed (a block must not trap a like in place); idempotent. */
  async unlike(auth: AuthContext, commentId: string): Promise<CommentLikeState> {
    return this.db.transaction(async (tx) => {
      const comment = await repo.state(tx, auth.userId, commentId);
      if (!comment || comment.deleted_at) throw new HttpError(404, COMMENT_MESSAGES.commentNotFound);
      if (await repo.unlike(tx, commentId, auth.userId)) await repo.dropUnreadLikeNotice(tx, commentId, auth.userId);
      return repo.likeState(tx, commentId, auth.userId);
    });
  }

  async report(auth: AuthContext, commentId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const comment = await this.visibleComment(tx, auth.userId, commentId);
      if (comment.author_id === auth.userId) throw new HttpError(400, COMMENT_MESSAGES.reportOwn);
      await repo.report(tx, commentId, auth.userId);
    });
  }

  /** Authors delete their own comments, editors and admins any (SPEC §5). */
  async remove(auth: AuthContext, commentId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const comment = await repo.state(tx, auth.userId, commentId, true);
      if (!comment || comment.deleted_at) throw new HttpError(404, COMMENT_MESSAGES.commentNotFound);
      if (comment.author_id !== auth.userId && !isStaff(auth)) {
        // Someone else's comment they cannot even see is simply not there for them.
        if (!comment.visible) throw new HttpError(404, COMMENT_MESSAGES.commentNotFound);
        throw new HttpError(403, MESSAGES.forbidden);
      }
      await repo.softDelete(tx, commentId, auth.userId);
    });
  }

  async reviewQueue(window: PageWindow): Promise<Page<CommentReviewItem>> {
    const rows = await repo.reviewQueue(this.db, { limit: window.fetch, offset: window.offset });
    const total = window.useHasNextPage ? undefined : await repo.countReviewQueue(this.db);
    const page = paginate(rows, window, total);
    return {
      // Editors read what they judge: as its author would see it, plus the report count.
      items: page.items.map((row) => ({ ...this.toComment({ ...row, visible: true }, null, false), reports: row.report_count })),
      pagination: page.pagination,
    };
  }

  async review(auth: AuthContext, commentId: string, action: CommentReviewAction): Promise<void> {
    await this.db.transaction(async (tx) => {
      const comment = await repo.state(tx, null, commentId, true);
      if (!comment || comment.deleted_at) throw new HttpError(404, COMMENT_MESSAGES.commentNotFound);
      if (action === 'delete') return repo.softDelete(tx, commentId, auth.userId);
      if (action === 'hide') return repo.setReview(tx, commentId, 'hidden', auth.userId);
      const firstShown = comment.offensive && comment.review_state !== 'approved';
      await repo.setReview(tx, commentId, 'approved', auth.userId);
      // The notifications held back while the comment waited for review go out now.
      if (firstShown) await this.announce(tx, comment);
    });
  }

  private validText(raw: string): string {
    const text = normalizeCommentText(raw);
    if (!isCommentLengthValid(text)) throw new HttpError(400, COMMENT_MESSAGES.length);
    return text;
  }

  /** SPEC §5: a confirmed e-mail address, and within the member's comment rate. */
  private async assertMayWrite(tx: Queryable, userId: string): Promise<void> {
    const writer = await repo.writer(tx, userId);
    if (!writer) throw new HttpError(401, MESSAGES.unauthorized);
    if (!writer.email_verified) throw new HttpError(403, COMMENT_MESSAGES.emailNotVerified);
    await repo.lockAuthor(tx, userId);
    const longest = Math.max(...this.rateLimits.map((limit) => limit.windowSeconds));
    const ages = await repo.recentAges(tx, userId, longest);
    let retryAfter = 0;
    for (const limit of this.rateLimits) {
      const inWindow = ages.filter((age) => age < limit.windowSeconds);
      // The slot frees when the oldest of the newest `max` comments leaves the window.
      const oldest = inWindow[limit.max - 1];
      if (oldest !== undefined) retryAfter = Math.max(retryAfter, Math.ceil(limit.windowSeconds - oldest));
    }
    if (retryAfter > 0) throw new CommentRateLimitError(Math.max(1, retryAfter));
  }

  private async visibleComment(tx: Queryable, viewerId: string, commentId: string): Promise<CommentStateRow> {
    const comment = await repo.state(tx, viewerId, commentId);
    if (!comment || !comment.visible || comment.deleted_at || !comment.article_listable) throw new HttpError(404, COMMENT_MESSAGES.commentNotFound);
    return comment;
  }

  /** comment_created to the article's member authors, or comment_reply to the answered comment's author. */
  private async announce(tx: Queryable, comment: Pick<CommentStateRow, 'id' | 'article_id' | 'author_id' | 'parent_id' | 'reply_to_id'>): Promise<void> {
    const base = { actorId: comment.author_id, articleId: comment.article_id, commentId: comment.id };
    if (comment.parent_id === null) {
      for (const recipientId of await repo.memberAuthorsOf(tx, comment.article_id)) await notify(tx, { ...base, recipientId, type: 'comment_created' }, this.realtime);
      return;
    }
    const answered = comment.reply_to_id ? await repo.state(tx, null, comment.reply_to_id) : null;
    if (answered && !answered.deleted_at) await notify(tx, { ...base, recipientId: answered.author_id, type: 'comment_reply' }, this.realtime);
  }

  private async fresh(viewerId: string, id: string): Promise<Comment> {
    const row = await repo.item(this.db, viewerId, id);
    if (!row) throw new HttpError(404, COMMENT_MESSAGES.commentNotFound);
    return this.toComment(row, viewerId, true);
  }
}
