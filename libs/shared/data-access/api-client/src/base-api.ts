import { createApi } from '@reduxjs/toolkit/query/react';

/**
 * RTK Query's "no query yet" argument, passed on from this shared singleton: a remote that
 * imported it from '@reduxjs/toolkit/query' itself would bundle that whole entry (~17 KB gzip).
 */
export { skipToken } from '@reduxjs/toolkit/query/react';
import { axiosBaseQuery } from './base-query';

/** Cache tags shared by every remote's injected endpoints. */
export const API_TAG_TYPES = ['Article', 'Category', 'Tag', 'Home', 'Footer', 'User', 'Comment', 'Notification', 'Conversation'] as const;

/**
 * The one RTK Query api of the platform. It is a federation singleton: the shell mounts its
 * reducer and middleware, remotes add endpoints with `baseApi.injectEndpoints`. Server-rendered
 * data arrives as the store's preloaded state, so hydration does not refetch.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
  keepUnusedDataFor: 300,
});

