import type { FavoriteState } from '@meydan/shared/contracts';
import { baseApi } from './base-api';

/** A member's favourites list (the profile tab) is invalidated by a change made anywhere. */
export const FAVORITES_TAG = { type: 'User', id: 'favorites' } as const;

export interface FavoriteArgs {
  /** The article's uuid or legacy id. */
  articleId: string;
  /** Keys the cache per member: another member signing in on this tab never sees this answer. */
  viewerId: string;
}

/**
 * Favourite articles (SPEC §7 Favorites): whether the signed-in member saved an article, and
 * saving or taking it back. Shared: the article page (content remote) saves, the profile's
 * favourites tab (social remote) lists them.
 */
export const favoritesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFavoriteState: build.query<FavoriteState, FavoriteArgs>({
      query: ({ articleId }) => ({ url: `/favorites/check/${encodeURIComponent(articleId)}` }),
      keepUnusedDataFor: 60,
    }),
    setFavorite: build.mutation<FavoriteState, FavoriteArgs & { favorite: boolean }>({
      query: ({ articleId, favorite }) => ({ url: `/favorites/article/${encodeURIComponent(articleId)}`, method: favorite ? 'POST' : 'DELETE' }),
      // The button shows the change at once; a refusal puts it back.
      onQueryStarted: async ({ articleId, viewerId, favorite }, { dispatch, queryFulfilled }) => {
        const patch = dispatch(
          favoritesApi.util.updateQueryData('getFavoriteState', { articleId, viewerId }, (draft) => {
            draft.favorite = favorite;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [FAVORITES_TAG]),
    }),
  }),
});

export const { useGetFavoriteStateQuery, useSetFavoriteMutation } = favoritesApi;
