import { baseApi } from '@meydan/shared/data-access/api-client';
import type { ArticleCardItemsResponse, HomeMoreCardsResponse } from '@meydan/shared/contracts';

/** Home "load more" pages and the breaking-news strip (SPEC §7 /browse/home/more, /browse/breaking-news). */
export const mediaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Cards only (view=card): the page shows cards and links, and the boot state carries them.
    getHomeMore: build.query<HomeMoreCardsResponse, { widgetId: string; page: number }>({
      query: (params) => ({ url: '/browse/home/more', params: { ...params, view: 'card' } }),
    }),
    getBreakingNews: build.query<ArticleCardItemsResponse, void>({
      query: () => ({ url: '/browse/breaking-news', params: { view: 'card' } }),
    }),
  }),
});

export const { useGetHomeMoreQuery, useGetBreakingNewsQuery } = mediaApi;
