import { baseApi } from '@meydan/shared/data-access/api-client';
import type { ArticleItemsResponse, HomeMoreResponse } from '@meydan/shared/contracts';

/** Home "load more" pages and the breaking-news strip (SPEC §7 /browse/home/more, /browse/breaking-news). */
export const mediaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHomeMore: build.query<HomeMoreResponse, { widgetId: string; page: number }>({
      query: (params) => ({ url: '/browse/home/more', params }),
    }),
    getBreakingNews: build.query<ArticleItemsResponse, void>({
      query: () => ({ url: '/browse/breaking-news' }),
    }),
  }),
});

export const { useGetHomeMoreQuery, useGetBreakingNewsQuery } = mediaApi;
