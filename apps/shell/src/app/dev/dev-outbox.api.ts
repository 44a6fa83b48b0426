import { baseApi } from '@meydan/shared/data-access/api-client';
import type { DevOutboxResponse } from '@meydan/shared/contracts';

/** `GET /dev/outbox`: exists only where the API keeps a development outbox (404 elsewhere). Never cached. */
export const devOutboxApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDevOutbox: build.query<DevOutboxResponse, void>({
      query: () => ({ url: '/dev/outbox' }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetDevOutboxQuery } = devOutboxApi;
