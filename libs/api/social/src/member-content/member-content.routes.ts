import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import {
  errorResponses,
  MEMBER_SECURITY,
  PRIVATE_CACHE_CONTROL,
  registerMemberRoutes,
  requestCredential,
  requestEdition,
  signedInMember,
} from '@meydan/api/core';
import {
  IdParamsSchema,
  MemberArticleBodySchema,
  MemberArticleListResponseSchema,
  MemberArticleSchema,
  MyArticlesQuerySchema,
  UserArticlesParamsSchema,
  UserArticlesQuerySchema,
} from '@meydan/shared/contracts';
import type { CommunityPluginOptions } from '../community-plugin';
import { SOCIAL_PUBLIC_CACHE_CONTROL } from '../members';
import { MemberContentService, type ReaderCache } from './member-content.service';

export interface MemberContentPluginOptions extends CommunityPluginOptions {
  /** The API's HTTP response cache; cleared when a post's visibility changes (see MemberContentService.invalidateReaders). */
  readerCache?: ReaderCache;
}

const ERRORS = errorResponses(400, 401, 403, 404, 409, 500);
const TAGS = ['member content'];

export function memberContentService(options: MemberContentPluginOptions, log: { warn(object: unknown, message: string): void }): MemberContentService {
  return new MemberContentService({ db: options.db, mediaBaseUrl: options.mediaBaseUrl, readerCache: options.readerCache, log, realtime: options.realtime });
}

/**
 * Member-written articles (SPEC §4, §7): the author's drafts with autosave, submission for
 * review, the member's article list (`GET /articles/user/{userId}`) and deletion
 * (`DELETE /articles/{id}`). The author's own data is private (no store); the public list may be
 * kept briefly by shared caches, keyed on the credential headers so an author never gets the
 * public copy of their own list.
 */
export const memberContentRoutes: FastifyPluginAsync<MemberContentPluginOptions> = async (instance, options) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  registerMemberRoutes(fastify, { verify: options.verifyAccessToken, trustedOrigins: options.trustedOrigins, cacheControl: PRIVATE_CACHE_CONTROL });
  const service = memberContentService(options, fastify.log);

  fastify.get(
    '/articles/user/:userId',
    {
      config: { access: 'visitor' },
      schema: {
        tags: TAGS,
        summary: "A member's articles, newest first",
        description:
          'Published, listed articles of an active member in the request edition (404 for an unknown, deactivated or deleted member). ' +
          'When members ask for their own list they also get their drafts, pending, rejected and hidden posts, each with its status, ' +
          'ordered by last edit. categories: comma-separated slugs or ids (a section includes its subcategories); breadcrumb=true adds ' +
          'the page breadcrumb.',
        params: UserArticlesParamsSchema,
        querystring: UserArticlesQuerySchema,
        response: { 200: MemberArticleListResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { own, ...page } = await service.listForUser(request.auth, request.params.userId, requestEdition(request), request.query);
      // Anyone who sends a credential may be the author: never let a shared cache answer them.
      if (!own && !requestCredential(request)) reply.header('cache-control', SOCIAL_PUBLIC_CACHE_CONTROL).header('vary', 'X-Edition, Authorization, Cookie');
      return page;
    },
  );

  fastify.get(
    '/articles/me',
    {
      config: { access: 'member' },
      schema: {
        tags: TAGS,
        summary: "The signed-in member's posts in the request edition, last edited first, with their status",
        security: MEMBER_SECURITY,
        querystring: MyArticlesQuerySchema,
        response: { 200: MemberArticleListResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const member = signedInMember(request);
      const { own: _own, ...page } = await service.listForUser(member, member.userId, requestEdition(request), request.query);
      return page;
    },
  );

  fastify.post(
    '/articles/me',
    {
      config: { access: 'member' },
      schema: {
        tags: TAGS,
        summary: 'Starts a post (a draft in the request edition)',
        description:
          'Drafts may be incomplete; only limits are checked. Text is sanitized (p, a, strong, em, ul, ol, li). The category must be ' +
          'one of the edition; images must be the member’s own uploads. 409 with 50 unfinished posts.',
        security: MEMBER_SECURITY,
        body: MemberArticleBodySchema,
        response: { 201: MemberArticleSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const article = await service.create(signedInMember(request), requestEdition(request), request.body);
      return reply.code(201).send(article);
    },
  );

  fastify.get(
    '/articles/me/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags: TAGS,
        summary: 'One of the member’s posts, for editing',
        description: 'The working copy with its status, revision, rejection reason and the published version’s link. Anyone else’s post is a 404.',
        security: MEMBER_SECURITY,
        params: IdParamsSchema,
        response: { 200: MemberArticleSchema, ...ERRORS },
      },
    },
    async (request) => service.readOwn(signedInMember(request), request.params.id),
  );

  fastify.put(
    '/articles/me/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags: TAGS,
        summary: 'Saves the working copy (autosave)',
        description:
          'A pending post returns to draft (withdrawn from review). A published post also becomes a draft of its next version: the ' +
          'published version stays up, unchanged, until an editor approves the edit. With `revision`, a save based on an older ' +
          'revision is a 409 and changes nothing. 409 for a deleted post.',
        security: MEMBER_SECURITY,
        params: IdParamsSchema,
        body: MemberArticleBodySchema,
        response: { 200: MemberArticleSchema, ...ERRORS },
      },
    },
    async (request) => service.update(signedInMember(request), request.params.id, request.body),
  );

  fastify.post(
    '/articles/me/:id/submit',
    {
      config: { access: 'owner' },
      schema: {
        tags: TAGS,
        summary: 'Submits the post for review (draft or rejected → pending)',
        description:
          '400 naming the first thing missing (title, category, summary, cover, at least one block, each block complete, a valid YouTube ' +
          'or Vimeo link, 2 to 6 answers with exactly one correct). Submitting a pending post again changes nothing; 409 for a published ' +
          'post without changes and for a deleted one.',
        security: MEMBER_SECURITY,
        params: IdParamsSchema,
        response: { 200: MemberArticleSchema, ...ERRORS },
      },
    },
    async (request) => service.submit(signedInMember(request), request.params.id),
  );

  fastify.delete(
    '/articles/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags: TAGS,
        summary: 'Deletes an article (soft, final)',
        description:
          'The author deletes their own post; editors and admins any article (uuid or legacy id). Deleted content can never be published ' +
          'again. 404 for another member’s unpublished post, 403 for another member’s published one. Lists and search drop it at once.',
        security: MEMBER_SECURITY,
        params: IdParamsSchema,
        response: { 204: { type: 'null' }, ...ERRORS },
      },
    },
    async (request, reply) => {
      await service.delete(signedInMember(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
