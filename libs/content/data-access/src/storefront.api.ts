import { baseApi } from '@meydan/shared/data-access/api-client';
import type { StorefrontFeedListResponse, StorefrontFeedResponse } from '@meydan/shared/contracts';
import { VITRIN_PAGE_SIZE } from '@meydan/shared/contracts/constants';

export interface StorefrontFeedArgs {
  key: string;
  page: number;
}

/** The storefront ("vitrin") showcases: the edition's list and one showcase a page at a time. */
export const storefrontApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStorefrontFeeds: build.query<StorefrontFeedListResponse, void>({
      query: () => ({ url: '/feed' }),
    }),
    getStorefrontFeed: build.query<StorefrontFeedResponse, StorefrontFeedArgs>({
      query: ({ key, page }) => ({ url: `/feed/${encodeURIComponent(key)}`, params: { page, limit: VITRIN_PAGE_SIZE } }),
    }),
  }),
});

export const { useGetStorefrontFeedsQuery, useGetStorefrontFeedQuery } = storefrontApi;
