import { type Static, Type } from '@sinclair/typebox';
import { DateTimeSchema, Nullable, PaginationSchema } from './common.schema';
import { ImageSchema } from './image.schema';
import { UserRefSchema } from './profile.schema';

/** SPEC §9 page size of member lists (users 40); followers, followings and the blocked list use it. */
export const MEMBER_LIST_PAGE_SIZE = { default: 40, max: 50 } as const;

/** `POST /social/me/following` and `/blocked`: `target` is the member's uuid or username. */
export const SocialTargetBodySchema = Type.Object({ target: UserRefSchema }, { additionalProperties: false });
export type SocialTargetBody = Static<typeof SocialTargetBodySchema>;

/** A member as lists show them: enough for an avatar, a name and the SPEC §2.8 profile link. */
export const MemberSummarySchema = Type.Object({
  _id: Type.String(),
  username: Type.String(),
  name: Nullable(Type.String()),
  avatar: Nullable(ImageSchema),
  premium: Type.Boolean(),
  isActive: Type.Boolean(),
});
export type MemberSummary = Static<typeof MemberSummarySchema>;

/** One person of a followers or followings list. */
export const FollowListItemSchema = Type.Composite([
  MemberSummarySchema,
  Type.Object({
    followedAt: DateTimeSchema,
    /** Only with `check=true` from a signed-in member: whether the asker follows this person. */
    following: Type.Optional(Type.Boolean()),
  }),
]);
export type FollowListItem = Static<typeof FollowListItemSchema>;

export const FollowListResponseSchema = Type.Object({ items: Type.Array(FollowListItemSchema), pagination: PaginationSchema });
export type FollowListResponse = Static<typeof FollowListResponseSchema>;

/** SPEC §7 `GET /social/{userId}/followers` and `/following` (page, check). */
export const FollowListQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MEMBER_LIST_PAGE_SIZE.max, default: MEMBER_LIST_PAGE_SIZE.default })),
    check: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export type FollowListQuery = Static<typeof FollowListQuerySchema>;

/** Plain page and limit of the member's own lists (blocked accounts). */
export const MemberPageQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MEMBER_LIST_PAGE_SIZE.max, default: MEMBER_LIST_PAGE_SIZE.default })),
  },
  { additionalProperties: false },
);
export type MemberPageQuery = Static<typeof MemberPageQuerySchema>;

export const BlockedMemberSchema = Type.Composite([MemberSummarySchema, Type.Object({ blockedAt: DateTimeSchema })]);
export type BlockedMember = Static<typeof BlockedMemberSchema>;

/** SPEC §7 `GET /social/me/blocked`: the members the asker blocked, newest first. */
export const BlockedListResponseSchema = Type.Object({ items: Type.Array(BlockedMemberSchema), pagination: PaginationSchema });
export type BlockedListResponse = Static<typeof BlockedListResponseSchema>;

/** The answer of a follow or an unfollow: the state now and the target's follower count. */
export const FollowStateSchema = Type.Object({ following: Type.Boolean(), followers: Type.Integer({ minimum: 0 }) });
export type FollowState = Static<typeof FollowStateSchema>;

export const BlockStateSchema = Type.Object({ blocked: Type.Boolean() });
export type BlockState = Static<typeof BlockStateSchema>;

/**
 * `GET /social/me/relations/{id}`: how the signed-in member and another one stand. Private (the
 * public profile stays cacheable); the profile header's Follow and Block buttons read it.
 */
export const RelationSchema = Type.Object({
  following: Type.Boolean(),
  followedBy: Type.Boolean(),
  /** The asker blocked them. */
  blocked: Type.Boolean(),
  /** They blocked the asker: following and messaging are refused. */
  blockedBy: Type.Boolean(),
});
export type Relation = Static<typeof RelationSchema>;
