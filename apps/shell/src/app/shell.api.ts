import { baseApi } from '@meydan/shared/data-access/api-client';
import type { FooterResponse } from '@meydan/shared/contracts';

/** Data the layout itself needs; page data belongs to the remotes' own endpoints. */
export const shellApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFooter: build.query<FooterResponse, void>({
      query: () => ({ url: '/browse/footer' }),
      providesTags: ['Footer'],
    }),
  }),
});

export const { useGetFooterQuery } = shellApi;
