import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponses, requestEdition, setPublicEditionCache } from '@meydan/api/core';
import type { Db } from '@meydan/api/db';
import {
  ArticleCardItemsResponseSchema,
  ArticleCardListResponseSchema,
  ArticleItemsResponseSchema,
  DiscoverCardsResponseSchema,
  DiscoverResponseSchema,
  FooterCardsResponseSchema,
  HomeCardsResponseSchema,
  ListViewQuerySchema,
  toCardItems,
  toDiscoverCards,
  toFooterCards,
  toHomeCards,
  TrendsResponseSchema,
  ArticleListResponseSchema,
  ArticleSchema,
  type ArticlesQuery,
  ArticlesQuerySchema,
  CategoryListResponseSchema,
  CategoryQuerySchema,
  CategorySchema,
  FooterResponseSchema,
  HomeQuerySchema,
  HomeResponseSchema,
  IdParamsSchema,
  SearchArticleQuerySchema,
  SearchArticleResponseSchema,
  SearchNameQuerySchema,
  SearchTagResponseSchema,
  SearchUserResponseSchema,
  TagRouteParamsSchema,
  TagSchema,
} from '@meydan/shared/contracts';
import { defaultEditionOrigins, type EditionOrigins } from '@meydan/shared/util/routing';
import { eitherView, inView } from './card-view';
import { ContentRepository } from './content.repository';
import { ContentService } from './content.service';
import { articlesCacheTtl } from './time-window';
import { feedRoutes } from './feeds/feed.routes';
import { mediaRoutes } from './media/media.routes';
import { MediaService } from './media/media.service';
import { quizRoutes } from './quiz/quiz.routes';
import { metadataRoutes, type MetadataRoutesOptions } from './metadata/metadata.routes';
import { periodicRoutes } from './periodic/periodic.routes';
import { storefrontRoutes } from './storefront/storefront.routes';
import { yazioRoutes } from './yazio/yazio.routes';
import { entertainmentRoutes } from './entertainment/entertainment.routes';
import { topicRoutes } from './topics/topic.routes';
import { forYouRoutes } from './for-you/for-you.routes';
import { exchangeRatesRoutes } from './rates/exchange-rates.routes';
import { RankingWorker, type RankingWorkerOptions } from './rankings/ranking-refresh';

/** Ranking refresh tuning, or false for a replica that leaves the refresh to the others (tests, scripts). */
export type RankingWorkerSettings = false | Omit<RankingWorkerOptions, 'db' | 'logger'>;

export interface ContentPluginOptions {
  db: Db;
  rankingWorker?: RankingWorkerSettings;
  /** Public prefix of generated media in image URLs (default `/media`). */
  mediaBaseUrl?: string;
  /** Public origin per edition, for the absolute links of feeds and sitemaps. */
  origins?: EditionOrigins;
  now?: () => number;
  /** Signs shareable quiz result links (`QUIZ_RESULT_SECRET`; required in production). */
  quizResultSecret?: string;
  /** The sign-in providers the API is configured for (web config `signIn`); none when absent. */
  signIn?: MetadataRoutesOptions['signIn'];
  vapidPublicKey?: MetadataRoutesOptions['vapidPublicKey'];
  /** The public Firebase web config (web config `firebase`). */
  firebase?: MetadataRoutesOptions['firebase'];
}

const ERRORS = errorResponses(400, 404, 500);
/**
 * The article page is the one place that shows live counts (views and shares come in through the
 * event collector), so its API copy lives a minute instead of the default 15: counts lag a
 * little but never look frozen. Every other read keeps the default TTL.
 */
export const ARTICLE_CACHE_TTL_MS = 60_000;

/**
 * Content domain (SPEC §7 Content): categories, articles, tags and the browse widgets.
 * Every route is a public GET, cacheable by the HTTP cache and by browsers/CDNs.
 */
export const contentRoutes: FastifyPluginAsync<ContentPluginOptions> = async (instance, options) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const repository = new ContentRepository(options.db);
  const service = new ContentService(repository, { mediaBaseUrl: options.mediaBaseUrl, now: options.now });
  const mediaCtx = { mediaBaseUrl: options.mediaBaseUrl ?? '/media' };
  // Aging-popular, discover, trending and related lists read a snapshot this worker keeps fresh
  // (rankings/); it runs from onReady to onClose, and any replica's worker may do the refresh.
  if (options.rankingWorker !== false) {
    const worker = new RankingWorker({ ...options.rankingWorker, db: options.db, now: options.now, logger: fastify.log });
    fastify.addHook('onReady', async () => worker.start());
    fastify.addHook('onClose', async () => worker.stop());
  }
  await fastify.register(mediaRoutes, { media: new MediaService(repository, service, mediaCtx) });
  await fastify.register(feedRoutes, { service, repository, origins: options.origins ?? defaultEditionOrigins(), now: options.now });
  await fastify.register(quizRoutes, { service, secret: options.quizResultSecret });
  await fastify.register(metadataRoutes, { db: options.db, origins: options.origins ?? defaultEditionOrigins(), signIn: options.signIn, vapidPublicKey: options.vapidPublicKey, firebase: options.firebase });
  await fastify.register(periodicRoutes, { db: options.db, content: repository, mediaBaseUrl: options.mediaBaseUrl, now: options.now });
  await fastify.register(storefrontRoutes, { db: options.db, content: repository, mediaBaseUrl: options.mediaBaseUrl });
  await fastify.register(yazioRoutes, { db: options.db, mediaBaseUrl: options.mediaBaseUrl });
  await fastify.register(entertainmentRoutes, { db: options.db, mediaBaseUrl: options.mediaBaseUrl });
  await fastify.register(topicRoutes, { db: options.db });
  await fastify.register(exchangeRatesRoutes, { db: options.db, mediaBaseUrl: options.mediaBaseUrl });
  // Per reader (cookie): private, and outside the HTTP cache.
  await fastify.register(forYouRoutes, { db: options.db, mediaBaseUrl: options.mediaBaseUrl });
  // Public reads (ARCHITECTURE §5 visitor policy): this plugin has no member routes and no authentication.
  const config = { cache: true, access: 'visitor' } as const;

  fastify.get(
    '/categories',
    {
      config,
      schema: {
        tags: ['content'],
        summary: "The edition's top-level sections, with their subcategories when withSubs=true",
        querystring: CategoryQuerySchema,
        response: { 200: CategoryListResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      setPublicEditionCache(reply);
      return service.categories(requestEdition(request), request.query.withSubs === true);
    },
  );

  fastify.get(
    '/categories/:id',
    {
      config,
      schema: {
        tags: ['content'],
        summary: 'One category by uuid or §2.6 slug',
        params: IdParamsSchema,
        querystring: CategoryQuerySchema,
        response: { 200: CategorySchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      setPublicEditionCache(reply);
      return service.category(requestEdition(request), request.params.id, request.query.withSubs === true);
    },
  );

  fastify.get(
    '/articles',
    {
      config: { access: 'visitor', cache: { ttlMs: (request, defaultTtlMs) => articlesCacheTtl(request.query as ArticlesQuery, defaultTtlMs) } },
      schema: {
        tags: ['content'],
        summary: 'Listed articles of the edition, filtered and sorted',
        description:
          'categoryId (uuid or slug; a section includes its subcategories), tagId, tagRouteName; sort recent (default) | popular | ' +
          'agingPopular | random (hourly seeded shuffle, stable across pages) | igDate (stories posted to Instagram, newest post first); ' +
          'useHasNextPage drops totals. Time-ordered sorts (recent, igDate) also page by time: before (+ beforeId) for older articles, ' +
          'since for newer ones; these cannot be mixed with page > 1. The first page of a time-ordered list is cached for a minute. ' +
          'view=card answers with ArticleCard items (what a card shows).',
        querystring: ArticlesQuerySchema,
        response: { 200: eitherView(ArticleListResponseSchema, ArticleCardListResponseSchema), ...ERRORS },
      },
    },
    async (request, reply) => {
      setPublicEditionCache(reply);
      return inView(request.query.view, await service.articles(requestEdition(request), request.query), toCardItems);
    },
  );

  fastify.get(
    '/articles/:id',
    {
      config: { access: 'visitor', cache: { ttlMs: ARTICLE_CACHE_TTL_MS } },
      schema: {
        tags: ['content'],
        summary: 'One article by uuid or legacy id',
        description:
          'A moved article answers 404 with action "redirect" and payload.route (the new canonical route). ' +
          'Cached 60 s by the API (plus max-age 60 s at browsers and CDNs), so view and share counts lag by about a minute.',
        params: IdParamsSchema,
        response: { 200: ArticleSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      setPublicEditionCache(reply);
      return service.article(requestEdition(request), request.params.id);
    },
  );

  fastify.get(
    '/tags/route/:route',
    {
      config,
      schema: {
        tags: ['content'],
        summary: 'A tag by its route: "ekonomi-haberleri", "ekonomi" or the URL-encoded path "/etiket/ekonomi-haberleri"',
        params: TagRouteParamsSchema,
        response: { 200: TagSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      setPublicEditionCache(reply);
      return service.tagByRoute(requestEdition(request), request.params.route);
    },
  );

  fastify.get(
    '/browse/home',
    {
      config,
      schema: {
        tags: ['content'],
        summary: 'Home widgets: recent, popular and one per top-level section',
        querystring: HomeQuerySchema,
        response: { 200: eitherView(HomeResponseSchema, HomeCardsResponseSchema), ...ERRORS },
      },
    },
    async (request, reply) => {
      setPublicEditionCache(reply);
      return inView(request.query.view, await service.home(requestEdition(request), request.query.platform ?? 'web'), toHomeCards);
    },
  );

  fastify.get(
    '/browse/footer',
    {
      config,
      schema: {
        tags: ['content'],
        summary: 'Footer data (SPEC §2.10)',
        querystring: ListViewQuerySchema,
        response: { 200: eitherView(FooterResponseSchema, FooterCardsResponseSchema), ...ERRORS },
      },
    },
    async (request, reply) => {
      setPublicEditionCache(reply);
      return inView(request.query.view, await service.footer(requestEdition(request)), toFooterCards);
    },
  );

  fastify.get(
    '/browse/recommendations/:id',
    {
      config,
      schema: {
        tags: ['content'],
        summary: 'Nine articles sharing tags and categories with this one (uuid or legacy id)',
        params: IdParamsSchema,
        querystring: ListViewQuerySchema,
        response: { 200: eitherView(ArticleItemsResponseSchema, ArticleCardItemsResponseSchema), ...ERRORS },
      },
    },
    async (request, reply) => {
      setPublicEditionCache(reply);
      return inView(request.query.view, await service.recommendations(requestEdition(request), request.params.id), toCardItems);
    },
  );

  fastify.get(
    '/browse/trending',
    { config, schema: { tags: ['content'], summary: 'The most engaging articles with recency decay (25)', querystring: ListViewQuerySchema, response: { 200: eitherView(ArticleItemsResponseSchema, ArticleCardItemsResponseSchema), ...ERRORS } } },
    async (request, reply) => {
      setPublicEditionCache(reply);
      return inView(request.query.view, await service.trending(requestEdition(request)), toCardItems);
    },
  );

  fastify.get(
    '/browse/trends',
    { config, schema: { tags: ['content'], summary: 'The 20 tags most used in the last 30 days, with counts', response: { 200: TrendsResponseSchema, ...ERRORS } } },
    async (request, reply) => {
      setPublicEditionCache(reply);
      return service.trends(requestEdition(request));
    },
  );

  fastify.get(
    '/browse/discover',
    { config, schema: { tags: ['content'], summary: 'Top 5 of each section and 10 random picks (rotating hourly)', querystring: ListViewQuerySchema, response: { 200: eitherView(DiscoverResponseSchema, DiscoverCardsResponseSchema), ...ERRORS } } },
    async (request, reply) => {
      setPublicEditionCache(reply);
      return inView(request.query.view, await service.discover(requestEdition(request)), toDiscoverCards);
    },
  );

  // Search (SPEC §7): public, cacheable like the other reads (the query string is part of the key).
  fastify.get(
    '/search/article',
    {
      config,
      schema: {
        tags: ['search'],
        summary: 'Articles by full-text search in the edition language, typo tolerant, ranked by relevance and freshness',
        querystring: SearchArticleQuerySchema,
        response: { 200: SearchArticleResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      setPublicEditionCache(reply);
      return service.searchArticles(requestEdition(request), request.query);
    },
  );

  fastify.get(
    '/search/tag',
    { config, schema: { tags: ['search'], summary: 'Tags by name (prefix or close spelling), 25 by default', querystring: SearchNameQuerySchema, response: { 200: SearchTagResponseSchema, ...ERRORS } } },
    async (request, reply) => {
      setPublicEditionCache(reply);
      return service.searchTags(requestEdition(request), request.query);
    },
  );

  fastify.get(
    '/search/user',
    { config, schema: { tags: ['search'], summary: 'Active members by username or name, 40 by default', querystring: SearchNameQuerySchema, response: { 200: SearchUserResponseSchema, ...ERRORS } } },
    async (request, reply) => {
      setPublicEditionCache(reply);
      return service.searchUsers(request.query);
    },
  );
};
