import { type Static, Type } from '@sinclair/typebox';
import { DateTimeSchema, Nullable, PaginationSchema } from './common.schema';
import { ImageSchema } from './image.schema';
import { messages } from './message-keys';
import { CommentTextSchema } from './validation.schema';
import { COMMENT_SORTS, type CommentSort } from '../constants';
import { UUID_PATTERN } from './uuid';

/** Page sizes of comment lists (SPEC §9: replies 10). */
export const COMMENT_PAGE_SIZE = { default: 20, max: 50, replies: 10 } as const;

const Uuid = (messageKey = 'validation.invalid') =>
  Type.String({ pattern: UUID_PATTERN, maxLength: 36, ...messages({ required: messageKey, invalid: messageKey, pattern: messageKey }) });

/** SPEC §7 `GET /comments`: exactly one of articleId (an article's thread) and userId (a member's comments). */
export const CommentListQuerySchema = Type.Object(
  {
    articleId: Type.Optional(Uuid()),
    userId: Type.Optional(Uuid()),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: COMMENT_PAGE_SIZE.max, default: COMMENT_PAGE_SIZE.default })),
    sort: Type.Optional(Type.Union(COMMENT_SORTS.map((sort) => Type.Literal(sort)), { default: 'smart' })),
    /** Marks comments whose author and the asker stand in a block (`blocked: true`). */
    checkBlockStatus: Type.Optional(Type.Boolean({ default: false })),
    useHasNextPage: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export type CommentListQuery = Static<typeof CommentListQuerySchema>;

/** SPEC §7 `GET /comments/{id}/replies` (limit 10), oldest first: a thread reads top-down. */
export const CommentRepliesQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: COMMENT_PAGE_SIZE.replies, default: COMMENT_PAGE_SIZE.replies })),
    checkBlockStatus: Type.Optional(Type.Boolean({ default: false })),
    useHasNextPage: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export type CommentRepliesQuery = Static<typeof CommentRepliesQuerySchema>;

/** SPEC §7 `POST /comments {comment, articleId}`. The text is plain text (never HTML). */
export const CreateCommentBodySchema = Type.Object(
  {
    comment: CommentTextSchema,
    articleId: Uuid(),
  },
  { additionalProperties: false },
);
export type CreateCommentBody = Static<typeof CreateCommentBodySchema>;

/**
 * SPEC §7 `POST /comments/{id}/replies {comment, replyTo}`. `{id}` is any comment of the thread;
 * `replyTo` (default `{id}`) is the comment answered, the top-level one or a reply of the same
 * thread. Threads are one level deep: every reply hangs under the top-level comment.
 */
export const CreateReplyBodySchema = Type.Object(
  {
    comment: CommentTextSchema,
    replyTo: Type.Optional(Uuid()),
  },
  { additionalProperties: false },
);
export type CreateReplyBody = Static<typeof CreateReplyBodySchema>;

export const CommentIdParamsSchema = Type.Object({ id: Uuid() }, { additionalProperties: false });
export type CommentIdParams = Static<typeof CommentIdParamsSchema>;

/**
 * The author as a comment shows them. `isActive` false or `deleted` true: no profile link (SPEC
 * §2.8). A deleted account's comments stay, attributed to "a deleted member" (SPEC §4): its
 * username and name come empty.
 */
export const CommentAuthorSchema = Type.Object({
  _id: Type.String(),
  username: Type.String(),
  name: Nullable(Type.String()),
  avatar: Nullable(ImageSchema),
  isActive: Type.Boolean(),
  deleted: Type.Boolean(),
});
export type CommentAuthor = Static<typeof CommentAuthorSchema>;

export const CommentArticleSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  /** The article's link on its edition (SPEC §2.8). */
  path: Type.String(),
});
export type CommentArticle = Static<typeof CommentArticleSchema>;

/**
 * What the asker sees of a comment:
 * - `published`: visible to everyone;
 * - `review`: flagged as offensive, waiting for an editor; only its author gets it;
 * - `hidden`: hidden by an editor; only its author gets it;
 * - `removed`: deleted (or not visible to the asker) but kept as a placeholder because it still
 *   has replies; text and author are empty.
 */
export const COMMENT_STATUSES = ['published', 'review', 'hidden', 'removed'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

export const CommentSchema = Type.Object({
  _id: Type.String(),
  /** Plain text: render it escaped, never as HTML. Empty for a `removed` placeholder. */
  text: Type.String(),
  article: CommentArticleSchema,
  author: Nullable(CommentAuthorSchema),
  /** The top-level comment of a reply's thread; null for a top-level comment. */
  parentId: Nullable(Type.String()),
  /** The comment this one answers (the top-level one or another reply); null for a top-level comment. */
  replyTo: Nullable(Type.String()),
  /** Who that comment was written by, for "@name" (null when unknown or not visible). */
  replyToAuthor: Nullable(Type.Object({ username: Type.String(), name: Nullable(Type.String()) })),
  likes: Type.Integer({ minimum: 0 }),
  /** Whether the signed-in asker likes it (false for visitors). */
  likedByMe: Type.Boolean(),
  /** Visible replies (top-level comments; 0 for replies). */
  replies: Type.Integer({ minimum: 0 }),
  offensive: Type.Boolean(),
  status: Type.Union(COMMENT_STATUSES.map((status) => Type.Literal(status))),
  /** With checkBlockStatus: the asker and the author stand in a block (no likes or replies either way). */
  blocked: Type.Optional(Type.Boolean()),
  createdAt: DateTimeSchema,
  /** The asker wrote it (may delete it). */
  own: Type.Boolean(),
});
export type Comment = Static<typeof CommentSchema>;

export const CommentListResponseSchema = Type.Object({ items: Type.Array(CommentSchema), pagination: PaginationSchema });
export type CommentListResponse = Static<typeof CommentListResponseSchema>;

/** The answer of a like or an unlike: the state now. */
export const CommentLikeStateSchema = Type.Object({ likes: Type.Integer({ minimum: 0 }), likedByMe: Type.Boolean() });
export type CommentLikeState = Static<typeof CommentLikeStateSchema>;

export const CommentReportStateSchema = Type.Object({ reported: Type.Boolean() });
export type CommentReportState = Static<typeof CommentReportStateSchema>;

/** Editors' review queue (`GET /admin/comments/review`): reported or offensive comments, oldest first. */
export const CommentReviewQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: COMMENT_PAGE_SIZE.max, default: COMMENT_PAGE_SIZE.default })),
  },
  { additionalProperties: false },
);
export type CommentReviewQuery = Static<typeof CommentReviewQuerySchema>;

export const CommentReviewItemSchema = Type.Composite([
  CommentSchema,
  Type.Object({
    /** How many members reported it. */
    reports: Type.Integer({ minimum: 0 }),
  }),
]);
export type CommentReviewItem = Static<typeof CommentReviewItemSchema>;

export const CommentReviewListResponseSchema = Type.Object({ items: Type.Array(CommentReviewItemSchema), pagination: PaginationSchema });
export type CommentReviewListResponse = Static<typeof CommentReviewListResponseSchema>;

/** approve: it stays (an offensive one becomes visible); hide: only its author sees it; delete: gone. */
export const COMMENT_REVIEW_ACTIONS = ['approve', 'hide', 'delete'] as const;
export type CommentReviewAction = (typeof COMMENT_REVIEW_ACTIONS)[number];

export const CommentReviewBodySchema = Type.Object(
  { action: Type.Union(COMMENT_REVIEW_ACTIONS.map((action) => Type.Literal(action))) },
  { additionalProperties: false },
);
export type CommentReviewBody = Static<typeof CommentReviewBodySchema>;

export const CommentReviewResultSchema = Type.Object({
  _id: Type.String(),
  action: Type.Union(COMMENT_REVIEW_ACTIONS.map((action) => Type.Literal(action))),
});
export type CommentReviewResult = Static<typeof CommentReviewResultSchema>;

// Defined with the schema-free constants (one source of truth), offered here as before.
export { COMMENT_SORTS, type CommentSort };
