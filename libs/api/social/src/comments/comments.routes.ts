import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponses, HttpError, MEMBER_SECURITY, pageWindow, registerMemberRoutes, requestEdition, signedInMember } from '@meydan/api/core';
import {
  COMMENT_PAGE_SIZE,
  CommentIdParamsSchema,
  CommentLikeStateSchema,
  CommentListQuerySchema,
  CommentListResponseSchema,
  CommentRepliesQuerySchema,
  CommentReportStateSchema,
  CommentReviewBodySchema,
  CommentReviewListResponseSchema,
  CommentReviewQuerySchema,
  CommentReviewResultSchema,
  CommentSchema,
  CreateCommentBodySchema,
  CreateReplyBodySchema,
} from '@meydan/shared/contracts';
import type { CommunityPluginOptions } from '../community-plugin';
import { COMMENT_MESSAGES } from './comments.messages';
import { type CommentRateLimit, CommentRateLimitError, CommentsService } from './comments.service';

export interface CommentRoutesOptions extends CommunityPluginOptions {
  /** Overrides COMMENT_RATE_LIMITS (tests). */
  commentRateLimits?: readonly CommentRateLimit[];
}

const ERRORS = errorResponses(400, 401, 403, 404, 429, 500);

/** Lists differ per asker (own comments under review, likedByMe, blocks): never stored by caches. */
const privateAnswer = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/**
 * Comments (SPEC §7 "Favorites and comments", §3 Comment, §4, §5): article threads one level
 * deep, a member's comments, likes, reports, deletion, and the editors' review of reported and
 * offensive comments. Comments are plain text. Every answer is `private, no-store`: what a list
 * holds depends on who asks, and a posted comment must show on the next read.
 */
export const commentRoutes: FastifyPluginAsync<CommentRoutesOptions> = async (instance, options) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  registerMemberRoutes(fastify, { verify: options.verifyAccessToken, trustedOrigins: options.trustedOrigins, refuseForeignWrites: false });
  const service = new CommentsService(options.db, { mediaBaseUrl: options.mediaBaseUrl ?? '/media' }, options.commentRateLimits, options.realtime);

  /** Turns the rate limit's wait into Retry-After before the error handler answers. */
  async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof CommentRateLimitError) reply.header('retry-after', String(error.retryAfter));
      throw error;
    }
  }

  fastify.get(
    '/comments',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['comments'],
        summary: "An article's comments or a member's comments",
        description:
          'Exactly one of `articleId` (top-level comments of the article; replies via /comments/{id}/replies) and `userId` (the ' +
          "member's comments and replies on the request edition's articles, 404 for a deactivated or deleted member). " +
          '`sort`: smart (default: created_at in hours + 6 × ln(1 + likes), highest first), date (newest first), likes. ' +
          'Offensive comments waiting for review and comments hidden by editors are listed only for their author; a removed ' +
          'top-level comment that still has replies comes as a `removed` placeholder. `checkBlockStatus` marks comments whose ' +
          'author and the asker stand in a block. `useHasNextPage` answers `pagination.hasNextPage` instead of totals.',
        querystring: CommentListQuerySchema,
        response: { 200: CommentListResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const query = request.query;
      if (Boolean(query.articleId) === Boolean(query.userId)) throw new HttpError(400, COMMENT_MESSAGES.targetRequired);
      const viewerId = request.auth?.userId ?? null;
      const window = pageWindow(query, { limit: COMMENT_PAGE_SIZE.default, maxLimit: COMMENT_PAGE_SIZE.max });
      const sort = query.sort ?? 'smart';
      const checkBlocks = query.checkBlockStatus === true;
      privateAnswer(reply);
      if (query.articleId) return service.listForArticle(viewerId, query.articleId, sort, window, checkBlocks);
      return service.listForAuthor(viewerId, query.userId as string, requestEdition(request), sort, window, checkBlocks);
    },
  );

  fastify.get(
    '/comments/:id/replies',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['comments'],
        summary: "A top-level comment's replies, oldest first (10 a page)",
        params: CommentIdParamsSchema,
        querystring: CommentRepliesQuerySchema,
        response: { 200: CommentListResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const window = pageWindow(request.query, { limit: COMMENT_PAGE_SIZE.replies, maxLimit: COMMENT_PAGE_SIZE.replies });
      privateAnswer(reply);
      return service.listReplies(request.auth?.userId ?? null, request.params.id, window, request.query.checkBlockStatus === true);
    },
  );

  fastify.post(
    '/comments',
    {
      config: { access: 'member' },
      schema: {
        tags: ['comments'],
        summary: 'Writes a top-level comment',
        description:
          'Plain text, 5 to 1000 characters after trimming. 403 without a confirmed e-mail address; 429 with Retry-After beyond ' +
          '5 comments a minute or 40 an hour. A comment matching the cyberbullying word lists is stored as offensive: only its ' +
          'author sees it (status `review`) until an editor approves it.',
        security: MEMBER_SECURITY,
        body: CreateCommentBodySchema,
        response: { 201: CommentSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const auth = signedInMember(request);
      const comment = await withRetryAfter(reply, () => service.create(auth, request.body.articleId, request.body.comment));
      privateAnswer(reply).code(201);
      return comment;
    },
  );

  fastify.post(
    '/comments/:id/replies',
    {
      config: { access: 'member' },
      schema: {
        tags: ['comments'],
        summary: 'Replies in a thread',
        description:
          '`{id}`: any comment of the thread; `replyTo` (default `{id}`): the comment answered, in the same thread (400 ' +
          'otherwise). Same rules as POST /comments; 403 when the replier and the author of the answered or the top-level ' +
          'comment stand in a block.',
        security: MEMBER_SECURITY,
        params: CommentIdParamsSchema,
        body: CreateReplyBodySchema,
        response: { 201: CommentSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const auth = signedInMember(request);
      const comment = await withRetryAfter(reply, () => service.reply(auth, request.params.id, request.body.replyTo, request.body.comment));
      privateAnswer(reply).code(201);
      return comment;
    },
  );

  fastify.post(
    '/comments/:id/like',
    {
      config: { access: 'member' },
      schema: {
        tags: ['comments'],
        summary: 'Likes a comment (idempotent)',
        description: '403 when the member and the author stand in a block. Answers the like count and state.',
        security: MEMBER_SECURITY,
        params: CommentIdParamsSchema,
        response: { 200: CommentLikeStateSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const state = await service.like(signedInMember(request), request.params.id);
      privateAnswer(reply);
      return state;
    },
  );

  fastify.delete(
    '/comments/:id/like',
    {
      config: { access: 'member' },
      schema: {
        tags: ['comments'],
        summary: 'Takes a like back (idempotent)',
        security: MEMBER_SECURITY,
        params: CommentIdParamsSchema,
        response: { 200: CommentLikeStateSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const state = await service.unlike(signedInMember(request), request.params.id);
      privateAnswer(reply);
      return state;
    },
  );

  fastify.post(
    '/comments/:id/report',
    {
      config: { access: 'member' },
      schema: {
        tags: ['comments'],
        summary: "Reports a comment to the editors (once per member; 400 for one's own)",
        security: MEMBER_SECURITY,
        params: CommentIdParamsSchema,
        response: { 200: CommentReportStateSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      await service.report(signedInMember(request), request.params.id);
      privateAnswer(reply);
      return { reported: true };
    },
  );

  fastify.delete(
    '/comments/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['comments'],
        summary: 'Deletes a comment: the own ones, or any for editors and admins',
        description: 'Soft delete: the text goes; a top-level comment with replies stays as a `removed` placeholder. 204.',
        security: MEMBER_SECURITY,
        params: CommentIdParamsSchema,
        response: { 204: { type: 'null' }, ...ERRORS },
      },
    },
    async (request, reply) => {
      await service.remove(signedInMember(request), request.params.id);
      return privateAnswer(reply).code(204).send();
    },
  );

  fastify.get(
    '/admin/comments/review',
    {
      config: { access: 'editor' },
      schema: {
        tags: ['comments'],
        summary: "Editors' queue: reported or offensive comments not yet decided, oldest first",
        security: MEMBER_SECURITY,
        querystring: CommentReviewQuerySchema,
        response: { 200: CommentReviewListResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      privateAnswer(reply);
      return service.reviewQueue(pageWindow(request.query, { limit: COMMENT_PAGE_SIZE.default, maxLimit: COMMENT_PAGE_SIZE.max }));
    },
  );

  fastify.post(
    '/admin/comments/:id/review',
    {
      config: { access: 'editor' },
      schema: {
        tags: ['comments'],
        summary: 'Decides on a comment: approve (it stays, an offensive one becomes visible), hide (only its author sees it), delete',
        description: 'Approving an offensive comment sends the notifications held back while it waited. Later reports of an approved comment do not queue it again.',
        security: MEMBER_SECURITY,
        params: CommentIdParamsSchema,
        body: CommentReviewBodySchema,
        response: { 200: CommentReviewResultSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      await service.review(signedInMember(request), request.params.id, request.body.action);
      privateAnswer(reply);
      return { _id: request.params.id, action: request.body.action };
    },
  );
};
