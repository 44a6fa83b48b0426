import Fastify, { type FastifyInstance } from 'fastify';
import { type AccessTokenVerifier, registerErrorHandling } from '@meydan/api/core';
import type { Db } from '@meydan/api/db';
import type { EditionOrigins } from '@meydan/shared/util/routing';
import { FEEDBACK_RATE_LIMITS, type FeedbackPluginOptions, type FeedbackRateLimits } from '../feedback-plugin';
import { feedbackRoutes } from '../feedback.routes';

/* The feedback specs' harness: the plugin at its public prefix with the API's error contract. */
export const FEEDBACK_API = '/api/v3.5';
export const ORIGINS: EditionOrigins = { tr: 'https://www.meydan.example', en: 'https://en.meydan.example', ru: 'https://ru.meydan.example' };

/** Limits no spec reaches unless it sets its own. */
export const GENEROUS_LIMITS: FeedbackRateLimits = Object.fromEntries(
  Object.keys(FEEDBACK_RATE_LIMITS).map((name) => [name, { max: 100_000, windowMs: 60_000 }]),
) as unknown as FeedbackRateLimits;

export async function buildFeedbackApp(db: Db, verifyAccessToken: AccessTokenVerifier, options: Partial<FeedbackPluginOptions> = {}): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandling(app);
  await app.register(feedbackRoutes, {
    prefix: FEEDBACK_API,
    db,
    verifyAccessToken,
    trustedOrigins: Object.values(ORIGINS),
    editionOrigins: ORIGINS,
    secret: 'feedback-spec-secret-0123456789abcdef',
    ...options,
    limits: { ...GENEROUS_LIMITS, ...options.limits },
  });
  await app.ready();
  return app;
}
