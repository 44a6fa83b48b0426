import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import {
  errorResponses,
  HttpError,
  isHttpError,
  isStateChanging,
  MEMBER_SECURITY,
  NO_REALTIME,
  PRIVATE_CACHE_CONTROL,
  registerMemberRoutes,
  signedInMember,
} from '@meydan/api/core';
import {
  ConversationCountSchema,
  ConversationIdParamsSchema,
  ConversationListQuerySchema,
  ConversationListResponseSchema,
  ConversationMessageParamsSchema,
  ConversationSchema,
  CreateConversationBodySchema,
  FindConversationQuerySchema,
  MarkConversationReadBodySchema,
  MessageListQuerySchema,
  MessageListResponseSchema,
  SendMessageBodySchema,
  SendMessageResponseSchema,
  StartConversationBodySchema,
} from '@meydan/shared/contracts';
import { ConversationsService } from './conversations.service';
import type { MessagingPluginOptions } from './messaging-plugin';
import { MESSAGING_MESSAGES } from './messaging.messages';
import { messagingLimiters } from './write-limits';

const ERRORS = errorResponses(400, 401, 403, 404, 500);
const WRITE_ERRORS = { ...ERRORS, ...errorResponses(409, 429) };
const TAGS = ['messages'];
const NO_CONTENT = { type: 'null', description: 'Done' } as const;

/** A failure of ours (not a refusal of the request): a database error, a bug. */
function isServerFault(error: unknown): boolean {
  if (isHttpError(error) && error.expose) return false;
  const status = (error as Partial<FastifyError>).statusCode;
  return (typeof status !== 'number' || status >= 500) && status !== 503;
}

/**
 * Private messaging (SPEC §7 Conversations): the signed-in member's conversations, their
 * messages, sending (retries de-duplicated by the client's id), read marks and deletions. Every
 * route is for a member and about the asker's own conversations; anyone else's is a 404.
 * Answers are `private, no-store`. New messages, read marks and deletions are published to the
 * realtime topics after their transaction commits.
 */
export const conversationRoutes: FastifyPluginAsync<MessagingPluginOptions> = async (instance, options) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  registerMemberRoutes(fastify, { verify: options.verifyAccessToken, trustedOrigins: options.trustedOrigins, cacheControl: PRIVATE_CACHE_CONTROL });
  const limits = await messagingLimiters(fastify, options);
  const service = new ConversationsService(options.db, { mediaBaseUrl: options.mediaBaseUrl ?? '/media' }, options.realtime ?? NO_REALTIME);

  // SPEC §8: a message action that fails on our side says "Operation failed, please try again."
  // (the enclosing handler still logs the cause and writes the `{ message, statusCode }` body).
  fastify.setErrorHandler(async (error, request) => {
    if (isStateChanging(request) && isServerFault(error)) throw new HttpError(500, MESSAGING_MESSAGES.actionFailed, { expose: true, cause: error });
    throw error;
  });

  fastify.get(
    '/conversations',
    {
      config: { access: 'member' },
      schema: {
        tags: TAGS,
        summary: "The signed-in member's conversations, newest activity first",
        description:
          'Each with the other member, the newest message, the unread count, the other member’s read mark and whether a block stands. ' +
          'A conversation the asker deleted, or with no message yet, is left out until a new message arrives; so are conversations with ' +
          'deactivated or deleted members. `useHasNextPage` answers `hasNextPage` instead of the totals.',
        security: MEMBER_SECURITY,
        querystring: ConversationListQuerySchema,
        response: { 200: ConversationListResponseSchema, ...ERRORS },
      },
    },
    async (request) => service.list(signedInMember(request).userId, request.query),
  );

  fastify.get(
    '/conversations/count',
    {
      config: { access: 'member' },
      schema: {
        tags: TAGS,
        summary: 'Unread messages (the header badge)',
        description: '`count`: conversations with unread messages; `messages`: unread messages in all.',
        security: MEMBER_SECURITY,
        response: { 200: ConversationCountSchema, ...ERRORS },
      },
    },
    async (request) => service.count(signedInMember(request).userId),
  );

  fastify.get(
    '/conversations/find',
    {
      config: { access: 'member' },
      schema: {
        tags: TAGS,
        summary: 'The conversation with a member (uuid or username)',
        description: '404 when there is none (also for an unknown member, or oneself).',
        security: MEMBER_SECURITY,
        querystring: FindConversationQuerySchema,
        response: { 200: ConversationSchema, ...ERRORS },
      },
    },
    async (request) => service.find(signedInMember(request).userId, request.query.recipient),
  );

  // `POST /conversations/` as SPEC §7 writes it, and the same without the slash (hidden from the docs).
  for (const [url, hide] of [
    ['/conversations/', false],
    ['/conversations', true],
  ] as const) {
    fastify.post(
      url,
      {
        config: { access: 'member' },
        preHandler: limits.write,
        schema: {
          hide,
          tags: TAGS,
          summary: 'Finds or opens the conversation with a member',
          description:
            '200 with the existing conversation, 201 with a new one. 400 for oneself; 404 for an unknown, deactivated or deleted member; ' +
            '403 when a block stands and there is no conversation yet.',
          security: MEMBER_SECURITY,
          body: StartConversationBodySchema,
          response: { 200: ConversationSchema, 201: ConversationSchema, ...WRITE_ERRORS },
        },
      },
      async (request, reply) => {
        const outcome = await service.start(signedInMember(request).userId, request.body.recipient);
        reply.code(outcome.created ? 201 : 200);
        return outcome.result;
      },
    );
  }

  fastify.post(
    '/conversations/create',
    {
      config: { access: 'member' },
      preHandler: limits.send,
      schema: {
        tags: TAGS,
        summary: 'Sends a first message to a member',
        description:
          'Finds or opens the conversation and stores the message in one transaction: 201. A retry with the same `clientId` answers the ' +
          'stored message with 200 and changes nothing. 400 for oneself or a blank or over-3000-character message; 403 when either ' +
          'member blocked the other; 404 for an unknown, deactivated or deleted member; 409 for a `clientId` already used elsewhere.',
        security: MEMBER_SECURITY,
        body: CreateConversationBodySchema,
        response: { 200: SendMessageResponseSchema, 201: SendMessageResponseSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const outcome = await service.create(signedInMember(request).userId, request.body);
      reply.code(outcome.created ? 201 : 200);
      return outcome.result;
    },
  );

  fastify.get(
    '/conversations/:id',
    {
      config: { access: 'member' },
      schema: {
        tags: TAGS,
        summary: 'One of the signed-in member’s conversations',
        description: '404 for a conversation the asker is not in.',
        security: MEMBER_SECURITY,
        params: ConversationIdParamsSchema,
        response: { 200: ConversationSchema, ...ERRORS },
      },
    },
    async (request) => service.get(signedInMember(request).userId, request.params.id),
  );

  fastify.get(
    '/conversations/:id/messages',
    {
      config: { access: 'member' },
      schema: {
        tags: TAGS,
        summary: 'Messages of a conversation, newest first (15 a page)',
        description:
          'By `page`, or before the message `before` (a cursor that stays stable while messages arrive; answers `hasNextPage` only). ' +
          'Messages up to the asker’s "delete conversation" never show. Marks the conversation read up to its newest message unless ' +
          '`markRead=false`. Deleted messages stay as empty lines with `deleted: true`. Also answers the conversation.',
        security: MEMBER_SECURITY,
        params: ConversationIdParamsSchema,
        querystring: MessageListQuerySchema,
        response: { 200: MessageListResponseSchema, ...ERRORS },
      },
    },
    async (request) => service.messages(signedInMember(request).userId, request.params.id, request.query),
  );

  fastify.post(
    '/conversations/:id',
    {
      config: { access: 'member' },
      preHandler: limits.send,
      schema: {
        tags: TAGS,
        summary: 'Sends a message',
        description:
          '201 with the message and the conversation. A retry with the same `clientId` answers the stored message with 200 and changes ' +
          'nothing. The text is trimmed: 400 when blank or over 3000 characters. 403 when either member blocked the other or the other ' +
          'member’s account is not active; 404 for a conversation the asker is not in; 409 for a `clientId` used in another conversation.',
        security: MEMBER_SECURITY,
        params: ConversationIdParamsSchema,
        body: SendMessageBodySchema,
        response: { 200: SendMessageResponseSchema, 201: SendMessageResponseSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const outcome = await service.send(signedInMember(request).userId, request.params.id, request.body);
      reply.code(outcome.created ? 201 : 200);
      return outcome.result;
    },
  );

  fastify.post(
    '/conversations/:id/read',
    {
      config: { access: 'member' },
      schema: {
        tags: TAGS,
        summary: 'Marks the conversation read up to a message (default: its newest)',
        description: 'The read mark only moves forward. 404 for a conversation the asker is not in or a message not in it. Answers the asker’s unread counts.',
        security: MEMBER_SECURITY,
        params: ConversationIdParamsSchema,
        body: MarkConversationReadBodySchema,
        response: { 200: ConversationCountSchema, ...ERRORS },
      },
    },
    async (request) => service.markRead(signedInMember(request).userId, request.params.id, request.body?.messageId ?? null),
  );

  fastify.delete(
    '/conversations/:id/:messageId',
    {
      config: { access: 'member' },
      preHandler: limits.write,
      schema: {
        tags: TAGS,
        summary: 'Deletes one of the asker’s own messages',
        description:
          'Soft delete: the text goes and both members see a "message deleted" line. 403 for someone else’s message; 404 for a conversation ' +
          'the asker is not in or a message not in it. Deleting again changes nothing. 204.',
        security: MEMBER_SECURITY,
        params: ConversationMessageParamsSchema,
        response: { 204: NO_CONTENT, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      await service.deleteMessage(signedInMember(request).userId, request.params.id, request.params.messageId);
      return reply.code(204).send();
    },
  );

  fastify.delete(
    '/conversations/:id',
    {
      config: { access: 'member' },
      preHandler: limits.write,
      schema: {
        tags: TAGS,
        summary: 'Deletes the conversation for the asker',
        description:
          'Hides it and its messages for the asker only (and counts them read); the other member keeps everything. A newer message brings ' +
          'the conversation back, without the hidden messages. 404 for a conversation the asker is not in. 204.',
        security: MEMBER_SECURITY,
        params: ConversationIdParamsSchema,
        response: { 204: NO_CONTENT, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      await service.deleteConversation(signedInMember(request).userId, request.params.id);
      return reply.code(204).send();
    },
  );
};
