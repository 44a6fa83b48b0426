import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { type AccessTokenVerifier, errorResponses, MEMBER_SECURITY, PRIVATE_CACHE_CONTROL, registerMemberRoutes, requestEdition } from '@meydan/api/core';
import type { Queryable } from '@meydan/api/db';
import {
  AnalyticsArticleQuerySchema,
  AnalyticsArticleResponseSchema,
  AnalyticsArticlesQuerySchema,
  AnalyticsArticlesResponseSchema,
  AnalyticsOverviewSchema,
  AnalyticsRangeQuerySchema,
  IdParamsSchema,
} from '@meydan/shared/contracts';
import { AnalyticsRepository } from './analytics.repository';
import { AnalyticsService } from './analytics.service';

export interface AnalyticsRoutesOptions {
  db: Queryable;
  verifyAccessToken: AccessTokenVerifier;
  trustedOrigins: readonly string[];
  /** Clock of the default range's "today" (UTC). */
  now: () => number;
}

const ERRORS = errorResponses(400, 401, 403, 404, 500, 503);
const TAGS = ['admin'];

/**
 * The editors' reading dashboard (`/api/collector/analytics/…`, the /admin/analytics page): reads,
 * unique readers, read-completes, median read time and scroll depth from the collector's daily
 * aggregates, per edition, section, article and day. Editors and admins only; every answer private.
 * Its own encapsulated context, so the collector's event route never looks up a member.
 */
export const analyticsRoutes: FastifyPluginAsync<AnalyticsRoutesOptions> = async (instance, options) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  registerMemberRoutes(fastify, { verify: options.verifyAccessToken, trustedOrigins: options.trustedOrigins, cacheControl: PRIVATE_CACHE_CONTROL });
  const service = new AnalyticsService(new AnalyticsRepository(options.db), options.now);

  fastify.get(
    '/overview',
    {
      config: { access: 'editor' },
      schema: {
        tags: TAGS,
        summary: 'Reading over a date range: totals, every day, every section and the other event types',
        description:
          'from/to: UTC days (YYYY-MM-DD, both included; default the last 30 days), at most 366 days; edition: default the ' +
          "request's; section: a SPEC §2.6 section key, which narrows the totals and the days (sections and events stay the edition's). " +
          'readers are unique readers per day; completes and depthNN count readers among them; medianReadTime in whole minutes.',
        security: MEMBER_SECURITY,
        querystring: AnalyticsRangeQuerySchema,
        response: { 200: AnalyticsOverviewSchema, ...ERRORS },
      },
    },
    async (request) => service.overview(request.query.edition ?? requestEdition(request), request.query),
  );

  fastify.get(
    '/articles',
    {
      config: { access: 'editor' },
      schema: {
        tags: TAGS,
        summary: 'The articles read in a date range, with their reading numbers, most read first',
        description: 'sort: reads (default), readers, completes or completionRate (completes per reader). Same range, edition and section rules as /overview.',
        security: MEMBER_SECURITY,
        querystring: AnalyticsArticlesQuerySchema,
        response: { 200: AnalyticsArticlesResponseSchema, ...ERRORS },
      },
    },
    async (request) => service.articles(request.query.edition ?? requestEdition(request), request.query),
  );

  fastify.get(
    '/articles/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags: TAGS,
        summary: "One article's reading day by day",
        description: 'id: uuid or legacy id, of any edition (hidden and deleted articles too). Same range rules as /overview.',
        security: MEMBER_SECURITY,
        params: IdParamsSchema,
        querystring: AnalyticsArticleQuerySchema,
        response: { 200: AnalyticsArticleResponseSchema, ...ERRORS },
      },
    },
    async (request) => service.article(request.params.id, request.query),
  );
};
