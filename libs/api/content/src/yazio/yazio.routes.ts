import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponses, requestEdition, setPublicEditionCache } from '@meydan/api/core';
import type { Queryable } from '@meydan/api/db';
import {
  YazioAuthorParamsSchema,
  YazioAuthorResponseSchema,
  YazioAuthorsQuerySchema,
  YazioAuthorsResponseSchema,
  YazioColumnsQuerySchema,
} from '@meydan/shared/contracts';
import { ContentRepository } from '../content.repository';
import { YazioRepository } from './yazio.repository';
import { YazioService } from './yazio.service';

export interface YazioRoutesOptions {
  db: Queryable;
  mediaBaseUrl?: string;
}

const ERRORS = errorResponses(400, 404, 500);

/** Columnists (SPEC §2.6 yazio, §7): public GETs, cached like the other content reads. */
export const yazioRoutes: FastifyPluginAsync<YazioRoutesOptions> = async (instance, options) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const service = new YazioService(new YazioRepository(options.db), new ContentRepository(options.db), {
    mediaBaseUrl: options.mediaBaseUrl ?? '/media',
  });
  const config = { cache: true, access: 'visitor' } as const;

  fastify.get(
    '/yazio/authors',
    {
      config,
      schema: {
        tags: ['content'],
        summary: "The edition's columnists (150 a page), most recently published first, with their newest column",
        querystring: YazioAuthorsQuerySchema,
        response: { 200: YazioAuthorsResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      setPublicEditionCache(reply);
      return service.authors(requestEdition(request), request.query);
    },
  );

  fastify.get(
    '/yazio/:slug',
    {
      config,
      schema: {
        tags: ['content'],
        summary: "A columnist of the edition and their columns, newest first (49 a page); unknown slug 404",
        params: YazioAuthorParamsSchema,
        querystring: YazioColumnsQuerySchema,
        response: { 200: YazioAuthorResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      setPublicEditionCache(reply);
      return service.author(requestEdition(request), request.params.slug, request.query);
    },
  );
};
