import { baseApi } from '@meydan/shared/data-access/api-client';
import type { DevCounterResponse, DevRecoResponse } from '@meydan/shared/contracts';

/**
 * `GET /dev/counter` and `/dev/reco` (q: an article's link, number or id): open in development,
 * editors and admins only in production (401/403 otherwise). Live numbers: never kept.
 */
export const devInsightApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDevCounter: build.query<DevCounterResponse, string>({
      query: (q) => ({ url: '/dev/counter', params: { q } }),
      keepUnusedDataFor: 0,
    }),
    getDevReco: build.query<DevRecoResponse, string>({
      query: (q) => ({ url: '/dev/reco', params: { q } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetDevCounterQuery, useGetDevRecoQuery } = devInsightApi;
