import { baseApi } from '@meydan/shared/data-access/api-client';
import type { Edition } from '@meydan/shared/util/routing';
import { loadCorporateDocuments, loadLegalDocuments, type CorporateDocuments, type LegalDocuments } from './corporate';
import type { Article, ConsentRecord, ArticleCardItemsResponse, ArticleCardListResponse, DiscoverCardsResponse, TrendsResponse, Category, CategoryListResponse, HomeCardsResponse, SearchArticleQuery, SearchArticleResponse, SearchTagResponse, Tag } from '@meydan/shared/contracts';

export interface ArticleListArgs {
  categoryId?: string;
  tagId?: string;
  sort?: 'recent' | 'popular' | 'agingPopular' | 'random' | 'igDate';
  page?: number;
  limit?: number;
  useHasNextPage?: boolean;
  /** Time cursors of the time-ordered sorts (recent, igDate): older than `before` (ties below `beforeId`), or at/after `since`. */
  before?: string;
  beforeId?: number;
  since?: string;
}

/** The edition's RSS feeds (`GET /feeds/rss-list`). */
export interface RssFeedList {
  main: string;
  items: Array<{ slug: string; name: string; path: string; parent: string | null }>;
}

/**
 * Lists ask for the card view: pages show cards, and what they fetch on the server travels to
 * the browser in the page's boot state.
 */
const CARDS = { view: 'card' } as const;

/** The content remote's endpoints, injected into the platform's single RTK Query api. */
export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHome: build.query<HomeCardsResponse, void>({
      query: () => ({ url: '/browse/home', params: { platform: 'web', ...CARDS } }),
      providesTags: ['Home'],
    }),
    getCategories: build.query<Category[], void>({
      query: () => ({ url: '/categories', params: { withSubs: true } }),
      transformResponse: (response: CategoryListResponse) => response.items,
      providesTags: ['Category'],
    }),
    getArticles: build.query<ArticleCardListResponse, ArticleListArgs>({
      query: (params) => ({ url: '/articles', params: { ...params, ...CARDS } }),
      providesTags: ['Article'],
    }),
    /** One section with its subcategories (an article's breadcrumb). */
    getCategory: build.query<Category, string>({
      query: (id) => ({ url: `/categories/${encodeURIComponent(id)}`, params: { withSubs: true } }),
      providesTags: ['Category'],
    }),
    getArticle: build.query<Article, string>({
      query: (id) => ({ url: `/articles/${encodeURIComponent(id)}` }),
      providesTags: (_result, _error, id) => [{ type: 'Article', id }],
    }),
    getRecommendations: build.query<ArticleCardItemsResponse, string>({
      query: (id) => ({ url: `/browse/recommendations/${encodeURIComponent(id)}`, params: CARDS }),
      // Shown as small cards, which never show a description: kept out of the store, and so out of
      // every article page's boot state (~1–2 KB).
      transformResponse: (list: ArticleCardItemsResponse) => ({ ...list, items: list.items.map((card) => ({ ...card, description: '' })) }),
    }),
    /** The record behind this browser's cookie choice (when and what it chose); per browser, never on the server. */
    getConsentRecord: build.query<ConsentRecord, string>({ query: () => ({ url: '/consents/current' }) }),
    getTrending: build.query<ArticleCardItemsResponse, void>({ query: () => ({ url: '/browse/trending', params: CARDS }) }),
    getTrends: build.query<TrendsResponse, void>({ query: () => ({ url: '/browse/trends' }) }),
    getDiscover: build.query<DiscoverCardsResponse, void>({ query: () => ({ url: '/browse/discover', params: CARDS }) }),
    /** Static corporate texts (bundled per edition, no API call); cached in the store for hydration. */
    getCorporateDocuments: build.query<CorporateDocuments, Edition>({
      queryFn: async (edition) => ({ data: await loadCorporateDocuments(edition) }),
    }),
    getLegalDocuments: build.query<LegalDocuments, Edition>({
      queryFn: async (edition) => ({ data: await loadLegalDocuments(edition) }),
    }),
    searchArticles: build.query<SearchArticleResponse, SearchArticleQuery>({
      query: (params) => ({ url: '/search/article', params }),
    }),
    searchTags: build.query<SearchTagResponse, string>({
      query: (q) => ({ url: '/search/tag', params: { q } }),
    }),
    getRssFeeds: build.query<RssFeedList, void>({
      query: () => ({ url: '/feeds/rss-list' }),
    }),
    getTagByRoute: build.query<Tag, string>({
      query: (route) => ({ url: `/tags/route/${encodeURIComponent(route)}` }),
      providesTags: ['Tag'],
    }),
  }),
});

export const { useGetHomeQuery, useGetCategoriesQuery, useGetCategoryQuery, useGetArticlesQuery, useLazyGetArticlesQuery, useGetArticleQuery, useGetTagByRouteQuery, useGetRssFeedsQuery, useSearchArticlesQuery, useSearchTagsQuery, useGetRecommendationsQuery, useGetTrendingQuery, useGetTrendsQuery, useGetDiscoverQuery, useGetCorporateDocumentsQuery, useGetLegalDocumentsQuery, useGetConsentRecordQuery } = contentApi;
