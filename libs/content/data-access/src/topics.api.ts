import { baseApi } from '@meydan/shared/data-access/api-client';
import type { ForYouResponse, TopicResponse } from '@meydan/shared/contracts';

export interface ForYouArgs {
  page: number;
  limit?: number;
}

/** Topic hubs (`/{name}-news`) and the reader's own feed (`/sanaozel`). */
export const topicsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTopic: build.query<TopicResponse, string>({
      query: (name) => ({ url: `/tags/topic/${encodeURIComponent(name)}` }),
      providesTags: ['Tag'],
    }),
    /**
     * Per reader (the API reads the reader cookie): fetched in the browser only, never during
     * SSR, where the request has no reader cookie and the HTML is shared.
     */
    getForYou: build.query<ForYouResponse, ForYouArgs>({
      query: (params) => ({ url: '/browse/for-you', params }),
    }),
  }),
});

export const { useGetTopicQuery, useGetForYouQuery } = topicsApi;
