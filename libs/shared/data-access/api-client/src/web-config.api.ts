import type { WebConfig } from '@meydan/shared/contracts';
import { WEB_CONFIG_MAX_AGE_S } from '@meydan/shared/contracts/constants';
import { baseApi } from './base-api';

/**
 * The web client configuration (`GET /metadata/config/web`: feature flags, push, ad slots,
 * consent, editions, games). Shared with the shell and every remote; kept 5 minutes after its
 * last subscriber leaves (SPEC §9 "config cache 5 min"), like the API and browsers keep it.
 */
export const webConfigApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWebConfig: build.query<WebConfig, void>({
      query: () => ({ url: '/metadata/config/web' }),
      keepUnusedDataFor: WEB_CONFIG_MAX_AGE_S,
    }),
  }),
});

export const { useGetWebConfigQuery } = webConfigApi;
