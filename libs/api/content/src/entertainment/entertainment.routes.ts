import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponses, requestEdition, setPublicEditionCache } from '@meydan/api/core';
import type { Queryable } from '@meydan/api/db';
import {
  ActorDetailSchema,
  ActorsQuerySchema,
  ActorsResponseSchema,
  MovieDetailSchema,
  RawRouteQuerySchema,
} from '@meydan/shared/contracts';
import { EntertainmentRepository } from './entertainment.repository';
import { EntertainmentService } from './entertainment.service';

export interface EntertainmentRoutesOptions {
  db: Queryable;
  mediaBaseUrl?: string;
}

const ERRORS = errorResponses(400, 404, 500);

/** Actors and movies (SPEC §7 Content): public GETs, cached like the other content reads. */
export const entertainmentRoutes: FastifyPluginAsync<EntertainmentRoutesOptions> = async (instance, options) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const service = new EntertainmentService(new EntertainmentRepository(options.db), { mediaBaseUrl: options.mediaBaseUrl ?? '/media' });
  const config = { cache: true, access: 'visitor' } as const;

  fastify.get(
    '/entertainment/actors',
    {
      config,
      schema: {
        tags: ['entertainment'],
        summary: 'Actors with texts in the edition, by name (48 a page)',
        querystring: ActorsQuerySchema,
        response: { 200: ActorsResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      setPublicEditionCache(reply);
      return service.actors(requestEdition(request), request.query);
    },
  );

  fastify.get(
    '/entertainment/actors/detail',
    {
      config,
      schema: {
        tags: ['entertainment'],
        summary: 'An actor by page path or slug (`/oyuncular/ayla-deniz` or `ayla-deniz`) with filmography and tags',
        querystring: RawRouteQuerySchema,
        response: { 200: ActorDetailSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      setPublicEditionCache(reply);
      return service.actor(requestEdition(request), request.query.rawRoute);
    },
  );

  fastify.get(
    '/entertainment/movies/detail',
    {
      config,
      schema: {
        tags: ['entertainment'],
        summary: 'A movie by page path or slug (`/oyuncular/film-son-yaz`, `film-son-yaz` or `son-yaz`) with its cast',
        querystring: RawRouteQuerySchema,
        response: { 200: MovieDetailSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      setPublicEditionCache(reply);
      return service.movie(requestEdition(request), request.query.rawRoute);
    },
  );
};
