import { baseApi, FAVORITES_TAG } from '@meydan/shared/data-access/api-client';
import type {
  BlockedListResponse,
  BlockState,
  CountryListResponse,
  FavoriteListResponse,
  FollowListResponse,
  FollowState,
  Profile,
  Relation,
  SearchUserResponse,
  UpdateProfileBody,
  UsernameCheckResponse,
} from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';

export type FollowDirection = 'followers' | 'following';

export interface FollowListArgs {
  userId: string;
  direction: FollowDirection;
  page: number;
  /** The signed-in asker: asks the API whether they follow each person (`check=true`), and keys the cache per member. */
  viewerId?: string;
}

/** Who the member acts on: enough to patch every cached view of them. */
export interface FollowTarget {
  _id: string;
  username: string;
}

export interface FollowArgs {
  target: FollowTarget;
  viewerId: string;
  /** The asker's own username: their followings count changes too. */
  viewerUsername: string;
  /** The list the button sits in, when it sits in one: its row flips at once as well. */
  list?: FollowListArgs;
}

export const profileTag = (username: string) => ({ type: 'User' as const, id: `profile:${username}` });
const relationTag = (userId: string) => ({ type: 'User' as const, id: `relation:${userId}` });
const BLOCKED_TAG = { type: 'User' as const, id: 'BLOCKED' };
const FOLLOWS_TAG = { type: 'User' as const, id: 'FOLLOWS' };

/**
 * SPEC §7 Users and social and Favorites: public profiles and their lists, and what a member does
 * to another (follow, block). Follow and unfollow are optimistic: the button, the counts and the
 * list row change at once and go back if the API refuses.
 */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The argument is the username as it appears in the address. */
    getProfile: build.query<Profile, string>({
      query: (username) => ({ url: `/users/${encodeURIComponent(username)}` }),
      providesTags: (_result, _error, username) => [profileTag(username)],
    }),
    /** How the signed-in member (`viewerId`, which only keys the cache) stands with a member. */
    getRelation: build.query<Relation, { userId: string; viewerId: string }>({
      query: ({ userId }) => ({ url: `/social/me/relations/${encodeURIComponent(userId)}` }),
      providesTags: (_result, _error, { userId }) => [relationTag(userId)],
      keepUnusedDataFor: 0,
    }),
    getFollows: build.query<FollowListResponse, FollowListArgs>({
      query: ({ userId, direction, page, viewerId }) => ({
        url: `/social/${encodeURIComponent(userId)}/${direction}`,
        params: { page, ...(viewerId ? { check: true } : {}) },
      }),
      providesTags: [FOLLOWS_TAG],
    }),
    getFavorites: build.query<FavoriteListResponse, { userId: string; page: number }>({
      query: ({ userId, page }) => ({ url: `/favorites/${encodeURIComponent(userId)}`, params: { page } }),
      providesTags: [FAVORITES_TAG],
    }),
    /** The argument keys the cache per member (a member signing in after another never sees their list). */
    getBlocked: build.query<BlockedListResponse, { viewerId: string; page: number }>({
      query: ({ page }) => ({ url: '/social/me/blocked', params: { page } }),
      providesTags: [BLOCKED_TAG],
      keepUnusedDataFor: 0,
    }),
    follow: build.mutation<FollowState, FollowArgs>({
      query: ({ target }) => ({ url: '/social/me/following', method: 'POST', data: { target: target._id } }),
      onQueryStarted: (args, api) => optimisticFollow(args, true, api),
    }),
    unfollow: build.mutation<FollowState, FollowArgs>({
      query: ({ target }) => ({ url: `/social/me/following/${encodeURIComponent(target._id)}`, method: 'DELETE' }),
      onQueryStarted: (args, api) => optimisticFollow(args, false, api),
    }),
    block: build.mutation<BlockState, { target: FollowTarget; viewerId: string }>({
      query: ({ target }) => ({ url: '/social/me/blocked', method: 'POST', data: { target: target._id } }),
      // A block also ends following both ways: the counts and lists are the server's to say.
      invalidatesTags: (_result, error, { target }) => (error ? [] : [relationTag(target._id), profileTag(target.username), BLOCKED_TAG, FOLLOWS_TAG]),
    }),
    unblock: build.mutation<BlockState, { target: FollowTarget; viewerId: string }>({
      query: ({ target }) => ({ url: `/social/me/blocked/${encodeURIComponent(target._id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { target }) => (error ? [] : [relationTag(target._id), BLOCKED_TAG]),
    }),
    updateProfile: build.mutation<Profile, UpdateProfileBody>({
      query: (body) => ({ url: '/users/me', method: 'PUT', data: body }),
      onQueryStarted: async (_body, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(profileApi.util.upsertQueryData('getProfile', data.username, data));
        } catch {
          // The form shows the refusal; nothing was cached optimistically.
        }
      },
    }),
    /** The argument is the edition: names come in its language, so each edition has its own entry. */
    getCountries: build.query<CountryListResponse, Edition>({
      query: () => ({ url: '/metadata/countries' }),
      keepUnusedDataFor: 3600,
    }),
    /** Registration's username rules and "taken" check (GET /auth/check/username). */
    checkUsername: build.query<UsernameCheckResponse, string>({
      query: (username) => ({ url: '/auth/check/username', params: { username } }),
      keepUnusedDataFor: 30,
    }),
    searchUsers: build.query<SearchUserResponse, string>({
      query: (q) => ({ url: '/search/user', params: { q } }),
    }),
  }),
});

type Lifecycle = { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: FollowState }> };

/**
 * The follow button's promise: relation, the target's follower count, the asker's followings
 * count and the list row flip before the API answers; a refusal puts every one of them back.
 * The answer's follower count (the server's truth) replaces the guess.
 */
async function optimisticFollow({ target, viewerId, viewerUsername, list }: FollowArgs, following: boolean, { dispatch, queryFulfilled }: Lifecycle): Promise<void> {
  const delta = following ? 1 : -1;
  const patches = [
    dispatch(
      profileApi.util.updateQueryData('getRelation', { userId: target._id, viewerId }, (draft) => {
        draft.following = following;
      }),
    ),
    dispatch(
      profileApi.util.updateQueryData('getProfile', target.username, (draft) => {
        draft.counts.followers = Math.max(0, draft.counts.followers + delta);
      }),
    ),
    dispatch(
      profileApi.util.updateQueryData('getProfile', viewerUsername, (draft) => {
        draft.counts.followings = Math.max(0, draft.counts.followings + delta);
      }),
    ),
    ...(list
      ? [
          dispatch(
            profileApi.util.updateQueryData('getFollows', list, (draft) => {
              for (const item of draft.items) if (item._id === target._id) item.following = following;
            }),
          ),
        ]
      : []),
  ] as Array<{ undo(): void }>;
  try {
    const { data } = await queryFulfilled;
    dispatch(
      profileApi.util.updateQueryData('getProfile', target.username, (draft) => {
        draft.counts.followers = data.followers;
      }),
    );
  } catch {
    for (const patch of patches) patch.undo();
  }
}

export const {
  useGetProfileQuery,
  useGetRelationQuery,
  useGetFollowsQuery,
  useGetFavoritesQuery,
  useGetBlockedQuery,
  useGetCountriesQuery,
  useSearchUsersQuery,
  useCheckUsernameQuery,
  useFollowMutation,
  useUnfollowMutation,
  useBlockMutation,
  useUnblockMutation,
  useUpdateProfileMutation,
} = profileApi;
