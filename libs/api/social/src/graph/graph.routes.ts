import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { errorResponses, MEMBER_SECURITY, PRIVATE_CACHE_CONTROL, registerMemberRoutes, signedInMember } from '@meydan/api/core';
import {
  BlockedListResponseSchema,
  BlockStateSchema,
  FollowListQuerySchema,
  FollowListResponseSchema,
  FollowStateSchema,
  MemberPageQuerySchema,
  RelationSchema,
  SocialTargetBodySchema,
  UserRefParamsSchema,
} from '@meydan/shared/contracts';
import type { CommunityPluginOptions } from '../community-plugin';
import { memberWriteLimiter } from '../write-limits';
import { SOCIAL_PUBLIC_CACHE_CONTROL } from '../members';
import type { FollowDirection } from './graph.repository';
import { GraphService } from './graph.service';

const ERRORS = errorResponses(400, 401, 403, 404, 500);
const UserIdParamsSchema = Type.Object({ userId: UserRefParamsSchema.properties.id }, { additionalProperties: false });

/**
 * Follows and blocks (SPEC §7 Users and social): the member's blocked list, follow and block
 * with their undo, a member's followers and followings, and how the asker stands with a member.
 * `{id}`, `{userId}` and `target` take a uuid or a username. The asker's own data is private.
 */
export const graphRoutes: FastifyPluginAsync<CommunityPluginOptions> = async (instance, options) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  // Everything here is the asker's own unless a public list says otherwise below.
  registerMemberRoutes(fastify, { verify: options.verifyAccessToken, trustedOrigins: options.trustedOrigins, cacheControl: PRIVATE_CACHE_CONTROL });
  const writeLimit = await memberWriteLimiter(fastify, options, 'graph');
  const service = new GraphService(options.db, { mediaBaseUrl: options.mediaBaseUrl ?? '/media' }, options.realtime);

  fastify.get(
    '/social/me/blocked',
    {
      config: { access: 'member' },
      schema: {
        tags: ['social'],
        summary: 'The members the signed-in member blocked, newest first',
        description: 'Deactivated and deleted members are left out (their block still stands).',
        security: MEMBER_SECURITY,
        querystring: MemberPageQuerySchema,
        response: { 200: BlockedListResponseSchema, ...ERRORS },
      },
    },
    async (request) => service.blockedList(signedInMember(request).userId, request.query),
  );

  fastify.post(
    '/social/me/blocked',
    {
      config: { access: 'member' },
      preHandler: writeLimit,
      schema: {
        tags: ['social'],
        summary: 'Blocks a member',
        description:
          'SPEC §5: stops messages, likes and replies both ways, and ends following in both directions at once. 400 for oneself; ' +
          '404 for an unknown, deactivated or deleted member. Blocking again changes nothing.',
        security: MEMBER_SECURITY,
        body: SocialTargetBodySchema,
        response: { 200: BlockStateSchema, ...ERRORS },
      },
    },
    async (request) => service.block(signedInMember(request).userId, request.body.target),
  );

  fastify.delete(
    '/social/me/blocked/:id',
    {
      config: { access: 'member' },
      preHandler: writeLimit,
      schema: {
        tags: ['social'],
        summary: 'Unblocks a member',
        description: 'Only the asker’s own block goes; unblocking someone not blocked changes nothing. Following does not come back.',
        security: MEMBER_SECURITY,
        params: UserRefParamsSchema,
        response: { 200: BlockStateSchema, ...ERRORS },
      },
    },
    async (request) => service.unblock(signedInMember(request).userId, request.params.id),
  );

  fastify.post(
    '/social/me/following',
    {
      config: { access: 'member' },
      preHandler: writeLimit,
      schema: {
        tags: ['social'],
        summary: 'Follows a member',
        description:
          '400 for oneself; 403 when either member blocked the other; 404 for an unknown, deactivated or deleted member. A new follow ' +
          'notifies the member followed. Following again changes nothing. Answers the state and the member’s follower count.',
        security: MEMBER_SECURITY,
        body: SocialTargetBodySchema,
        response: { 200: FollowStateSchema, ...ERRORS },
      },
    },
    async (request) => service.follow(signedInMember(request).userId, request.body.target),
  );

  fastify.delete(
    '/social/me/following/:id',
    {
      config: { access: 'member' },
      preHandler: writeLimit,
      schema: {
        tags: ['social'],
        summary: 'Stops following a member',
        description: 'Unfollowing someone not followed changes nothing. Answers the state and the member’s follower count.',
        security: MEMBER_SECURITY,
        params: UserRefParamsSchema,
        response: { 200: FollowStateSchema, ...ERRORS },
      },
    },
    async (request) => service.unfollow(signedInMember(request).userId, request.params.id),
  );

  fastify.get(
    '/social/me/relations/:id',
    {
      config: { access: 'member' },
      schema: {
        tags: ['social'],
        summary: 'How the signed-in member stands with another member',
        description: 'Following, followed by, blocked, blocked by: what the Follow and Block buttons of a profile need. 404 for an unknown, deactivated or deleted member.',
        security: MEMBER_SECURITY,
        params: UserRefParamsSchema,
        response: { 200: RelationSchema, ...ERRORS },
      },
    },
    async (request) => service.relation(signedInMember(request).userId, request.params.id),
  );

  const followList = (direction: FollowDirection, summary: string) =>
    fastify.get(
      `/social/:userId/${direction}`,
      {
        config: { access: 'visitor' },
        schema: {
          tags: ['social'],
          summary,
          description:
            'Newest first; deactivated and deleted people are left out. With check=true and a signed-in asker, each item says whether ' +
            'the asker follows that person (the answer is then private). 404 for an unknown, deactivated or deleted member.',
          params: UserIdParamsSchema,
          querystring: FollowListQuerySchema,
          response: { 200: FollowListResponseSchema, ...ERRORS },
        },
      },
      async (request, reply) => {
        const viewer = request.query.check === true ? (request.auth?.userId ?? null) : null;
        if (viewer === null) reply.header('cache-control', SOCIAL_PUBLIC_CACHE_CONTROL);
        return service.follows(direction, request.params.userId, request.query, viewer);
      },
    );
  followList('followers', "A member's followers");
  followList('following', 'The members a member follows');
};
