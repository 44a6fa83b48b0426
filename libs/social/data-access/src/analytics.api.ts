import { baseApi } from '@meydan/shared/data-access/api-client';
import type {
  AnalyticsArticleResponse,
  AnalyticsArticlesQuery,
  AnalyticsArticlesResponse,
  AnalyticsOverview,
  AnalyticsRangeQuery,
} from '@meydan/shared/contracts';

/**
 * The editors' reading dashboard (/admin/analytics). Its API lives with the event collector
 * (`/api/collector/analytics`, beside `/api/v3.5` like the quakes and astrology APIs), so paths are
 * relative to the client's `/api/v3.5` base. Numbers move all day: nothing is kept after the page
 * leaves them. Empty parameters are left out, so the API's defaults apply.
 */
const collectorPath = (path: string) => `../collector/analytics${path}`;

function params<T extends object>(query: T): Partial<T> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Partial<T>;
}

export const analyticsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAnalyticsOverview: build.query<AnalyticsOverview, AnalyticsRangeQuery>({
      query: (query) => ({ url: collectorPath('/overview'), params: params(query) }),
      keepUnusedDataFor: 0,
    }),
    getAnalyticsArticles: build.query<AnalyticsArticlesResponse, AnalyticsArticlesQuery>({
      query: (query) => ({ url: collectorPath('/articles'), params: params(query) }),
      keepUnusedDataFor: 0,
    }),
    getAnalyticsArticle: build.query<AnalyticsArticleResponse, { id: string; from?: string; to?: string }>({
      query: ({ id, ...query }) => ({ url: collectorPath(`/articles/${encodeURIComponent(id)}`), params: params(query) }),
      keepUnusedDataFor: 0,
    }),
  }),
});
