import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { type AccessTokenVerifier, errorResponses, MEMBER_SECURITY, PRIVATE_CACHE_CONTROL, registerMemberRoutes } from '@meydan/api/core';
import type { Db } from '@meydan/api/db';
import { DevArticleQuerySchema, DevCounterResponseSchema, DevRecoResponseSchema } from '@meydan/shared/contracts';
import { ContentRepository } from '../content.repository';
import { DevInsightService } from './dev-insight.service';

export interface DevInsightRoutesOptions {
  db: Db;
  verifyAccessToken: AccessTokenVerifier;
  trustedOrigins: readonly string[];
  /**
   * Development: anyone may read them (a developer without an editor session). Production: only
   * editors and admins, since drafts, hidden articles and uncounted details show here.
   */
  open: boolean;
}

const ERRORS = errorResponses(400, 401, 403, 404, 500);
const TAGS = ['admin'];

/** `GET /dev/counter` and `/dev/reco` (SPEC §2.6): an article's counts and recommendations, for editors. Every answer is private. */
export const devInsightRoutes: FastifyPluginAsync<DevInsightRoutesOptions> = async (instance, options) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  registerMemberRoutes(fastify, { verify: options.verifyAccessToken, trustedOrigins: [...options.trustedOrigins], cacheControl: PRIVATE_CACHE_CONTROL });
  const service = new DevInsightService(options.db, new ContentRepository(options.db));
  const config = { access: options.open ? 'visitor' : 'editor' } as const;
  const audience = options.open ? 'Anyone in development; editors and admins in production.' : 'Editors and admins.';

  const pages = [
    {
      url: '/dev/counter',
      summary: 'What is counted about an article: stored counters, the same recounted from the rows, reactions per emoji, today’s views and shares',
      response: DevCounterResponseSchema,
      answer: (q: string) => service.counters(q),
    },
    {
      url: '/dev/reco',
      summary: 'What is recommended beside an article and why: shared tags, categories and sections, with the score',
      response: DevRecoResponseSchema,
      answer: (q: string) => service.recommendations(q),
    },
  ] as const;
  for (const page of pages) {
    fastify.get(
      page.url,
      {
        config,
        schema: {
          tags: TAGS,
          summary: page.summary,
          description: `q: the article's link, path, number or uuid (any edition, any state). ${audience}`,
          security: MEMBER_SECURITY,
          querystring: DevArticleQuerySchema,
          response: { 200: page.response, ...ERRORS },
        },
      },
      async (request) => page.answer(request.query.q),
    );
  }
};
