import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { errorResponses, MEMBER_SECURITY, PRIVATE_CACHE_CONTROL, registerMemberRoutes, signedInMember } from '@meydan/api/core';
import {
  AdminArticleListResponseSchema,
  AdminArticleQuerySchema,
  AdminArticleSchema,
  AdminUserListResponseSchema,
  AdminUserQuerySchema,
  AdminUserSchema,
  ApproveBodySchema,
  ArticleFlagsBodySchema,
  IdParamsSchema,
  MemberArticleSchema,
  PremiumBodySchema,
  RejectBodySchema,
  ReviewQueueQuerySchema,
  ReviewQueueResponseSchema,
  RoleBodySchema,
} from '@meydan/shared/contracts';
import { type MemberContentPluginOptions, memberContentService } from '../member-content/member-content.routes';
import { EditorialService } from './editorial.service';

const ERRORS = errorResponses(400, 401, 403, 404, 409, 500);
const TAGS = ['admin'];

/**
 * The /admin area's API: editors review member posts and hide or noindex any article; admins
 * search members and change their roles and premium statuses. Every answer is private.
 */
export const editorialRoutes: FastifyPluginAsync<MemberContentPluginOptions> = async (instance, options) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  registerMemberRoutes(fastify, { verify: options.verifyAccessToken, trustedOrigins: options.trustedOrigins, cacheControl: PRIVATE_CACHE_CONTROL });
  const content = memberContentService(options, fastify.log);
  const service = new EditorialService(options.db, content);

  fastify.get(
    '/admin/review',
    {
      config: { access: 'editor' },
      schema: {
        tags: TAGS,
        summary: 'Member posts waiting for review, oldest submission first',
        description: 'Each item is the submitted working copy (with its revision) and its author. Posts of deactivated or deleted members are left out.',
        security: MEMBER_SECURITY,
        querystring: ReviewQueueQuerySchema,
        response: { 200: ReviewQueueResponseSchema, ...ERRORS },
      },
    },
    async (request) => content.reviewQueue(request.query),
  );

  fastify.post(
    '/admin/review/:id/approve',
    {
      config: { access: 'editor' },
      schema: {
        tags: TAGS,
        summary: 'Publishes a submitted post',
        description:
          'The live article becomes the submitted revision (a first approval publishes it now and tells the author’s followers; a ' +
          'later one updates it). The author gets news_approved. 409 when it is no longer pending, deleted, or (with `revision`) ' +
          'changed since the editor read it; 403 for the editor’s own post.',
        security: MEMBER_SECURITY,
        params: IdParamsSchema,
        body: ApproveBodySchema,
        response: { 200: MemberArticleSchema, ...ERRORS },
      },
    },
    async (request) => content.approve(signedInMember(request), request.params.id, request.body?.revision),
  );

  fastify.post(
    '/admin/review/:id/reject',
    {
      config: { access: 'editor' },
      schema: {
        tags: TAGS,
        summary: 'Refuses a submitted post with a reason',
        description: 'The author sees the reason on the draft and gets news_rejected; a published version stays as it was. Same 409s as approve.',
        security: MEMBER_SECURITY,
        params: IdParamsSchema,
        body: RejectBodySchema,
        response: { 200: MemberArticleSchema, ...ERRORS },
      },
    },
    async (request) => content.reject(signedInMember(request), request.params.id, request.body.reason, request.body.revision),
  );

  fastify.get(
    '/admin/articles',
    {
      config: { access: 'editor' },
      schema: {
        tags: TAGS,
        summary: 'Articles of every edition for the flags page, newest first (hidden and noindex ones included)',
        description: 'q: title words, a legacy id, a uuid or an article URL.',
        security: MEMBER_SECURITY,
        querystring: AdminArticleQuerySchema,
        response: { 200: AdminArticleListResponseSchema, ...ERRORS },
      },
    },
    async (request) => service.articles(request.query),
  );

  fastify.post(
    '/admin/articles/:id/flags',
    {
      config: { access: 'editor' },
      schema: {
        tags: TAGS,
        summary: 'Hides an article from lists and search, or keeps it out of search engines (noindex)',
        description: 'Either flag or both. The API’s response cache is cleared, so readers see the change on their next request (browsers and CDNs within a minute).',
        security: MEMBER_SECURITY,
        params: IdParamsSchema,
        body: ArticleFlagsBodySchema,
        response: { 200: AdminArticleSchema, ...ERRORS },
      },
    },
    async (request) => service.setFlags(request.params.id, request.body),
  );

  fastify.get(
    '/admin/users',
    {
      config: { access: 'admin' },
      schema: {
        tags: TAGS,
        summary: 'Members by username, name or e-mail (staff first)',
        security: MEMBER_SECURITY,
        querystring: AdminUserQuerySchema,
        response: { 200: AdminUserListResponseSchema, ...ERRORS },
      },
    },
    async (request) => service.users(request.query),
  );

  fastify.put(
    '/admin/users/:id/role',
    {
      config: { access: 'admin' },
      schema: {
        tags: TAGS,
        summary: 'Gives a member a role (member, editor, admin)',
        description: '403 for the admin’s own role; 404 for an unknown or deleted member. Takes effect on the member’s next request.',
        security: MEMBER_SECURITY,
        params: IdParamsSchema,
        body: RoleBodySchema,
        response: { 200: AdminUserSchema, ...ERRORS },
      },
    },
    async (request) => service.setRole(signedInMember(request), request.params.id, request.body.role),
  );

  fastify.put(
    '/admin/users/:id/premium',
    {
      config: { access: 'admin' },
      schema: {
        tags: TAGS,
        summary: 'Gives a member a premium status (premium: a subscriber; premium_user: complimentary) or takes it away (null)',
        description:
          'No payment provider exists yet: this is how a subscription is recorded. Premium members of either status see no ads and no ' +
          'interstitial from their next page load. 403 for the admin’s own account; 404 for an unknown or deleted member.',
        security: MEMBER_SECURITY,
        params: IdParamsSchema,
        body: PremiumBodySchema,
        response: { 200: AdminUserSchema, ...ERRORS },
      },
    },
    async (request) => service.setPremium(signedInMember(request), request.params.id, request.body.status),
  );
};
