import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  errorResponses,
  HttpError,
  isStateChanging,
  MEMBER_SECURITY,
  PRIVATE_CACHE_CONTROL,
  registerMemberRoutes,
  registerRateLimiting,
  requestEdition,
  signedInMember,
} from '@meydan/api/core';
import {
  type Feedback,
  FeedbackEntryParamsSchema,
  FeedbackEntrySchema,
  FeedbackInboxQuerySchema,
  FeedbackInboxResponseSchema,
  FeedbackReceiptSchema,
  FeedbackSchema,
  FeedbackStatusBodySchema,
  type SatisfactionSurvey,
  SatisfactionSurveySchema,
} from '@meydan/shared/contracts';
import { FEEDBACK_RATE_LIMITS, type FeedbackPluginOptions } from './feedback-plugin';
import { FEEDBACK_MESSAGES } from './feedback.messages';
import { FeedbackRepository } from './feedback.repository';
import { type FeedbackSender, FeedbackService, SendingLimitError } from './feedback.service';

const TAGS = ['feedback'];
/** A feedback is a few kilobytes at most (3000 characters, a page address, a few ids). */
const BODY_LIMIT = 32 * 1024;
const SEND_ERRORS = errorResponses(400, 403, 413, 415, 429, 503);

/** A refused send answers 429 with Retry-After: when a place in the fullest window frees up. */
async function withRetryAfter<T>(reply: FastifyReply, send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof SendingLimitError) reply.header('retry-after', String(Math.max(1, error.retryAfterSeconds)));
    throw error;
  }
}

/**
 * Feedback and the satisfaction survey (issue 19; SPEC §7 `POST /feedback`,
 * `POST /survey-feedbacks/satisfaction`) for visitors and members, and the editors' inbox at
 * `/admin/feedback`. A sender's username comes from their session, never from the body. Writes
 * from another site are refused (Sec-Fetch-Site, Origin); every answer is private.
 */
export const feedbackRoutes: FastifyPluginAsync<FeedbackPluginOptions> = async (instance, options) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  registerMemberRoutes(fastify, { verify: options.verifyAccessToken, trustedOrigins: options.trustedOrigins, cacheControl: PRIVATE_CACHE_CONTROL });
  // Sec-Fetch-Site comes from the browser itself: another site's page cannot make a reader post here,
  // whatever it puts in the body (same-site is an edition's own subdomain).
  fastify.addHook('onRequest', async (request) => {
    if (isStateChanging(request) && request.headers['sec-fetch-site'] === 'cross-site') throw new HttpError(403, FEEDBACK_MESSAGES.foreignPage);
  });
  const limits = { ...FEEDBACK_RATE_LIMITS, ...options.limits };
  const limiting = await registerRateLimiting(fastify, { redisUrl: options.redisUrl, nameSpace: 'meydan:feedback-rate:' });
  const attempts = limiting.limiter('feedback-attempts', limits.attempts);
  const service = new FeedbackService(new FeedbackRepository(options.db), {
    editionOrigins: options.editionOrigins,
    trustedOrigins: options.trustedOrigins,
    secret: options.secret,
    limits,
  });

  // The two sends differ only in their schema and what is stored; the rest is one route.
  const sends = [
    {
      path: '/feedback',
      summary: 'Sends feedback about the site or a page (SPEC §7)',
      description:
        'Name and e-mail required, a description of 5 to 3000 characters, a type (bug, content, suggestion, other), optionally the page address ' +
        '(a path of this site or an absolute URL of an edition) and a few third-party ids of the browser. A signed-in member’s username is attached ' +
        `from the session. At most ${limits.feedbackPerNetwork.max} an hour per network and ${limits.feedbackPerMember.max} per member (429 with Retry-After).`,
      body: FeedbackSchema,
      send: (body: unknown, sender: FeedbackSender) => service.sendFeedback(body as Feedback, sender),
    },
    {
      path: '/survey-feedbacks/satisfaction',
      summary: 'Sends an answer to the satisfaction survey (SPEC §7)',
      description:
        'experienceLevel 1–5, recommendationLevel 0–10 (the Net Promoter Score question), encounteredIssue, optionally a suggestion of up to 2000 ' +
        'characters, a name and an e-mail address; the page address, username and third-party ids as for feedback.',
      body: SatisfactionSurveySchema,
      send: (body: unknown, sender: FeedbackSender) => service.sendSurvey(body as SatisfactionSurvey, sender),
    },
  ];
  for (const { path, summary, description, body, send } of sends) {
    fastify.post(
      path,
      {
        config: { access: 'visitor' },
        bodyLimit: BODY_LIMIT,
        onRequest: attempts,
        schema: { tags: TAGS, summary, description, body, response: { 201: FeedbackReceiptSchema, ...SEND_ERRORS } },
      },
      async (request, reply) => {
        const sender: FeedbackSender = { edition: requestEdition(request), userId: request.auth?.userId ?? null, ip: request.ip };
        const receipt = await withRetryAfter(reply, () => send(request.body, sender));
        return reply.code(201).send(receipt);
      },
    );
  }

  fastify.get(
    '/admin/feedback',
    {
      config: { access: 'editor' },
      schema: {
        tags: ['admin', ...TAGS],
        summary: 'The feedback or survey inbox, newest first',
        description: 'kind feedback (default) or survey; filters by status, edition and (feedback) type; with the number of new entries of each inbox.',
        security: MEMBER_SECURITY,
        querystring: FeedbackInboxQuerySchema,
        response: { 200: FeedbackInboxResponseSchema, ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => service.inbox(request.query),
  );

  fastify.put(
    '/admin/feedback/:kind/:id/status',
    {
      config: { access: 'editor' },
      schema: {
        tags: ['admin', ...TAGS],
        summary: 'Marks a feedback or survey answer handled, or new again',
        description: 'Handled records the editor and the time (kept if it was handled already); new clears them.',
        security: MEMBER_SECURITY,
        params: FeedbackEntryParamsSchema,
        body: FeedbackStatusBodySchema,
        response: { 200: FeedbackEntrySchema, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => service.setStatus(request.params.kind, request.params.id, request.body.status, signedInMember(request).userId),
  );
};
