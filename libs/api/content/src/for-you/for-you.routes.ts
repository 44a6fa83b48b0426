import type { FastifyPluginAsync } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponses, requestEdition } from '@meydan/api/core';
import type { Queryable } from '@meydan/api/db';
import { ForYouQuerySchema, ForYouResponseSchema } from '@meydan/shared/contracts';
import { consentFromCookies, hasConsent } from '@meydan/shared/util/cookies';
import { ContentRepository } from '../content.repository';
import { readerIdOf } from '@meydan/api/core';
import { ForYouRepository } from './for-you.repository';
import { ForYouService } from './for-you.service';

export interface ForYouRoutesOptions {
  db: Queryable;
  mediaBaseUrl?: string;
}

/** The answer depends on the reader cookie: their browser may keep it, no shared cache may. */
export const FOR_YOU_CACHE_CONTROL = 'private, no-store';

const ERRORS = errorResponses(400, 500);

/**
 * `GET /browse/for-you` (`/sanaozel`): the reader's personal feed. Visitor policy: anyone may ask;
 * the anonymous reader cookie picks whose interests, and the cookie is only read, never issued
 * here. Deliberately outside the HTTP cache (no `config.cache`): its key has no reader in it.
 */
export const forYouRoutes: FastifyPluginAsync<ForYouRoutesOptions> = async (instance, options) => {
  await instance.register(fastifyCookie);
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const service = new ForYouService(new ForYouRepository(options.db), new ContentRepository(options.db), { mediaBaseUrl: options.mediaBaseUrl ?? '/media' });

  fastify.get(
    '/browse/for-you',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['content'],
        summary: "The reader's feed: stories like the ones they reacted to or read to the end, else the popular ones",
        description:
          'mode "personal": recent stories sharing tags, categories (and later followed authors) with the items this reader ' +
          'reacted to or, with personalisation consent (m-consent cookie), read to the end, with recency decay, then the ' +
          'aging-popular ranking as filler; those items are left out. ' +
          'mode "popular": no signals yet (no m-rid cookie, or neither reactions nor complete reads), the aging-popular ranking. ' +
          'Pagination is hasNextPage only. Private: Cache-Control private, no-store; Vary: Cookie.',
        querystring: ForYouQuerySchema,
        response: { 200: ForYouResponseSchema, ...ERRORS },
      },
    },
    // Errors (a 400 included) are no-store already (registerErrorHandling).
    async (request, reply) => {
      reply.header('cache-control', FOR_YOU_CACHE_CONTROL).header('vary', 'Cookie, X-Edition');
      const personalization = hasConsent('personalization', consentFromCookies(request.cookies));
      return service.feed(requestEdition(request), { readerId: readerIdOf(request.cookies), personalization }, request.query);
    },
  );
};
