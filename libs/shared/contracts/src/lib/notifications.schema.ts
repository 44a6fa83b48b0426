import { type Static, Type } from '@sinclair/typebox';
import { DateTimeSchema, EditionSchema, Nullable, PaginationSchema } from './common.schema';
import { ImageSchema } from './image.schema';
import { UUID_PATTERN } from './uuid';

/**
 * SPEC §3 notification types, plus 'news_rejected' (an editor refused a member's post: the author
 * must learn it, migration 0021); the notifications table checks the same list.
 */
export const NOTIFICATION_KINDS = ['followed', 'title_liked', 'news_approved', 'news_added', 'news_rejected', 'comment_liked', 'comment_reply', 'comment_created'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_PAGE_SIZE = { default: 20, max: 50 } as const;
/** Most ids one `POST /notifications/update` marks. */
export const NOTIFICATION_UPDATE_MAX_IDS = 100;

/** SPEC §7 `GET /notifications`: newest first. */
export const NotificationListQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: NOTIFICATION_PAGE_SIZE.max, default: NOTIFICATION_PAGE_SIZE.default })),
    useHasNextPage: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export type NotificationListQuery = Static<typeof NotificationListQuerySchema>;

export const NotificationSchema = Type.Object({
  _id: Type.String(),
  type: Type.Union(NOTIFICATION_KINDS.map((kind) => Type.Literal(kind))),
  /** Who did it; null for system events. `isActive` false: no profile link (SPEC §2.8). */
  actor: Nullable(
    Type.Object({
      _id: Type.String(),
      username: Type.String(),
      name: Nullable(Type.String()),
      avatar: Nullable(ImageSchema),
      isActive: Type.Boolean(),
    }),
  ),
  /**
   * The article concerned; `path` is its path when it belongs to the request's edition, else its
   * full address on its own edition's origin. `edition` is the edition it is written for (an
   * article exists in one edition only): the page labels an article of another edition with its
   * language, since its title is in that language. Null when it is gone or not public.
   */
  article: Nullable(Type.Object({ id: Type.String(), title: Type.String(), path: Type.String(), edition: EditionSchema })),
  /** The comment concerned: its id (the `#comment-{id}` anchor) and the start of its text. */
  comment: Nullable(Type.Object({ id: Type.String(), excerpt: Type.String() })),
  read: Type.Boolean(),
  createdAt: DateTimeSchema,
});
export type Notification = Static<typeof NotificationSchema>;

export const NotificationListResponseSchema = Type.Object({ items: Type.Array(NotificationSchema), pagination: PaginationSchema });
export type NotificationListResponse = Static<typeof NotificationListResponseSchema>;

/** SPEC §7 `GET /notifications/count`: unread notifications. */
export const NotificationCountSchema = Type.Object({ count: Type.Integer({ minimum: 0 }) });
export type NotificationCount = Static<typeof NotificationCountSchema>;

/**
 * SPEC §7 `POST /notifications/update`: marks notifications read. With `ids`, those (the asker's
 * own; others are ignored); without `ids`, every notification of the asker. Answers the unread
 * count left, so the badge updates from the same response.
 */
export const NotificationUpdateBodySchema = Type.Object(
  {
    ids: Type.Optional(Type.Array(Type.String({ pattern: UUID_PATTERN, maxLength: 36 }), { minItems: 1, maxItems: NOTIFICATION_UPDATE_MAX_IDS })),
  },
  { additionalProperties: false },
);
export type NotificationUpdateBody = Static<typeof NotificationUpdateBodySchema>;
