import { type Static, Type } from '@sinclair/typebox';
import { MEMBER_ROLES } from './auth.schema';
import { DateTimeSchema, EditionSchema, Nullable, PaginationSchema } from './common.schema';
import { ImageSchema } from './image.schema';
import { MEMBER_ARTICLE_LIMITS, MemberArticleSchema, MemberArticleStatusSchema } from './member-content.schema';
import { messages } from './message-keys';
import { PREMIUM_STATUSES } from './premium.rules';
import { PremiumStatusSchema } from './profile.schema';

/** The /admin area's calls: the review queue of member posts, article flags, members and roles. */
export const ADMIN_PAGE_SIZE = { default: 20, max: 50 } as const;

const PageFields = {
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: ADMIN_PAGE_SIZE.max, default: ADMIN_PAGE_SIZE.default })),
};

export const ReviewQueueQuerySchema = Type.Object(PageFields, { additionalProperties: false });
export type ReviewQueueQuery = Static<typeof ReviewQueueQuerySchema>;

export const ReviewAuthorSchema = Type.Object({
  _id: Type.String(),
  username: Type.String(),
  name: Nullable(Type.String()),
  avatar: Nullable(ImageSchema),
});

/** One submission waiting for an editor: the working copy as the author submitted it. */
export const ReviewItemSchema = Type.Object({
  article: MemberArticleSchema,
  author: ReviewAuthorSchema,
});
export type ReviewItem = Static<typeof ReviewItemSchema>;

export const ReviewQueueResponseSchema = Type.Object({ items: Type.Array(ReviewItemSchema), pagination: PaginationSchema });
export type ReviewQueueResponse = Static<typeof ReviewQueueResponseSchema>;

/** `revision`: the one the editor read; a newer one (the author edited since) is a 409. */
export const ApproveBodySchema = Type.Object({ revision: Type.Optional(Type.Integer({ minimum: 1 })) }, { additionalProperties: false });
export type ApproveBody = Static<typeof ApproveBodySchema>;

export const RejectBodySchema = Type.Object(
  {
    reason: Type.String({
      minLength: 1,
      maxLength: MEMBER_ARTICLE_LIMITS.rejectionReasonMax,
      pattern: '\\S',
      ...messages({
        required: 'validation.memberArticle.reasonRequired',
        minLength: 'validation.memberArticle.reasonRequired',
        pattern: 'validation.memberArticle.reasonRequired',
        maxLength: 'validation.memberArticle.reasonLength',
        invalid: 'validation.memberArticle.reasonRequired',
      }),
    }),
    revision: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);
export type RejectBody = Static<typeof RejectBodySchema>;

/** Hide an article from every list (it stays reachable by link) or keep it out of search engines. */
export const ArticleFlagsBodySchema = Type.Object(
  {
    isHidden: Type.Optional(Type.Boolean()),
    noindex: Type.Optional(Type.Boolean()),
    /** A paid story: the `sponsored` label (a badge for readers; no interstitial ad on it). */
    sponsored: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type ArticleFlagsBody = Static<typeof ArticleFlagsBodySchema>;

/** An article as the flags page lists it (any state but deleted, hidden ones included). */
export const AdminArticleSchema = Type.Object({
  _id: Type.String(),
  legacyId: Type.Integer({ minimum: 1 }),
  edition: EditionSchema,
  title: Type.String(),
  route: Type.String(),
  published: Nullable(DateTimeSchema),
  isDraft: Type.Boolean(),
  isHidden: Type.Boolean(),
  noindex: Type.Boolean(),
  sponsored: Type.Boolean(),
  /** Set for member-written articles. */
  status: Type.Optional(MemberArticleStatusSchema),
  authors: Type.Array(Type.Object({ _id: Type.String(), username: Type.String() })),
});
export type AdminArticle = Static<typeof AdminArticleSchema>;

/** `q`: words of the title, a legacy id, or an article URL (its id is taken from the end). */
export const AdminArticleQuerySchema = Type.Object(
  { ...PageFields, q: Type.Optional(Type.String({ maxLength: 300 })) },
  { additionalProperties: false },
);
export type AdminArticleQuery = Static<typeof AdminArticleQuerySchema>;

export const AdminArticleListResponseSchema = Type.Object({ items: Type.Array(AdminArticleSchema), pagination: PaginationSchema });
export type AdminArticleListResponse = Static<typeof AdminArticleListResponseSchema>;

export const MemberRoleSchema = Type.Union(MEMBER_ROLES.map((role) => Type.Literal(role)));

export const AdminUserSchema = Type.Object({
  _id: Type.String(),
  username: Type.String(),
  name: Nullable(Type.String()),
  email: Type.String(),
  role: MemberRoleSchema,
  isActive: Type.Boolean(),
  createdAt: DateTimeSchema,
  premiumStatus: Nullable(PremiumStatusSchema),
  /** When the current premium status was given (null without one). */
  premiumSince: Nullable(DateTimeSchema),
});
export type AdminUser = Static<typeof AdminUserSchema>;

/** The admin list's premium filter: members of either status, or of one. */
export const ADMIN_PREMIUM_FILTERS = ['any', ...PREMIUM_STATUSES] as const;
export type AdminPremiumFilter = (typeof ADMIN_PREMIUM_FILTERS)[number];

/** `q`: part of a username, name or e-mail address. */
export const AdminUserQuerySchema = Type.Object(
  {
    ...PageFields,
    q: Type.Optional(Type.String({ maxLength: 100 })),
    role: Type.Optional(MemberRoleSchema),
    premium: Type.Optional(Type.Union(ADMIN_PREMIUM_FILTERS.map((filter) => Type.Literal(filter)))),
  },
  { additionalProperties: false },
);
export type AdminUserQuery = Static<typeof AdminUserQuerySchema>;

export const AdminUserListResponseSchema = Type.Object({ items: Type.Array(AdminUserSchema), pagination: PaginationSchema });
export type AdminUserListResponse = Static<typeof AdminUserListResponseSchema>;

export const RoleBodySchema = Type.Object({ role: MemberRoleSchema }, { additionalProperties: false });
export type RoleBody = Static<typeof RoleBodySchema>;

/**
 * `PUT /admin/users/{id}/premium`: gives a member one of the premium statuses, or takes it away
 * (null). Admins only; no payment provider exists yet, so this is how a subscription is recorded.
 */
export const PremiumBodySchema = Type.Object(
  { status: Type.Union([PremiumStatusSchema, Type.Null()], messages({ invalid: 'validation.premium.invalid', required: 'validation.premium.invalid' })) },
  { additionalProperties: false },
);
export type PremiumBody = Static<typeof PremiumBodySchema>;
