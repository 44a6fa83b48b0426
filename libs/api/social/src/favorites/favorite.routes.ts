import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { errorResponses, MEMBER_SECURITY, PRIVATE_CACHE_CONTROL, registerMemberRoutes, requestEdition, signedInMember } from '@meydan/api/core';
import {
  FavoriteListQuerySchema,
  FavoriteListResponseSchema,
  FavoriteStateSchema,
  IdParamsSchema,
  UserRefParamsSchema,
} from '@meydan/shared/contracts';
import type { CommunityPluginOptions } from '../community-plugin';
import { memberWriteLimiter } from '../write-limits';
import { SOCIAL_PUBLIC_CACHE_CONTROL } from '../members';
import { FavoriteService } from './favorite.service';

const ERRORS = errorResponses(400, 401, 403, 404, 500);
const UserIdParamsSchema = Type.Object({ userId: UserRefParamsSchema.properties.id }, { additionalProperties: false });

/** Favourite articles (SPEC §7 Favorites and comments): check, add, remove, and a member's public list. */
export const favoriteRoutes: FastifyPluginAsync<CommunityPluginOptions> = async (instance, options) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  registerMemberRoutes(fastify, { verify: options.verifyAccessToken, trustedOrigins: options.trustedOrigins, cacheControl: PRIVATE_CACHE_CONTROL });
  const writeLimit = await memberWriteLimiter(fastify, options, 'favorites');
  const service = new FavoriteService(options.db, { mediaBaseUrl: options.mediaBaseUrl ?? '/media' });

  fastify.get(
    '/favorites/check/:id',
    {
      config: { access: 'member' },
      schema: {
        tags: ['favorites'],
        summary: 'Whether the signed-in member has an article among their favourites',
        description: '`id`: the article’s uuid or legacy id. 404 for an unknown article.',
        security: MEMBER_SECURITY,
        params: IdParamsSchema,
        response: { 200: FavoriteStateSchema, ...ERRORS },
      },
    },
    async (request) => service.check(signedInMember(request).userId, request.params.id),
  );

  fastify.post(
    '/favorites/article/:id',
    {
      config: { access: 'member' },
      preHandler: writeLimit,
      schema: {
        tags: ['favorites'],
        summary: 'Adds an article to the favourites',
        description: '`id`: the article’s uuid or legacy id. 404 unless the article is published and listed. Adding again changes nothing.',
        security: MEMBER_SECURITY,
        params: IdParamsSchema,
        response: { 200: FavoriteStateSchema, ...ERRORS },
      },
    },
    async (request) => service.add(signedInMember(request).userId, request.params.id),
  );

  fastify.delete(
    '/favorites/article/:id',
    {
      config: { access: 'member' },
      preHandler: writeLimit,
      schema: {
        tags: ['favorites'],
        summary: 'Removes an article from the favourites',
        description: '`id`: the article’s uuid or legacy id (also of an article unpublished since). Removing again changes nothing.',
        security: MEMBER_SECURITY,
        params: IdParamsSchema,
        response: { 200: FavoriteStateSchema, ...ERRORS },
      },
    },
    async (request) => service.remove(signedInMember(request).userId, request.params.id),
  );

  fastify.get(
    '/favorites/:userId',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['favorites'],
        summary: "A member's favourite articles (public), newest first",
        description:
          '`userId`: the member’s uuid or username. Only listed articles of the request edition. 404 for an unknown, deactivated or deleted member.',
        params: UserIdParamsSchema,
        querystring: FavoriteListQuerySchema,
        response: { 200: FavoriteListResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const page = await service.list(request.params.userId, requestEdition(request), request.query);
      reply.header('cache-control', SOCIAL_PUBLIC_CACHE_CONTROL);
      return page;
    },
  );
};
