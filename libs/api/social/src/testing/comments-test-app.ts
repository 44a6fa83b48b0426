import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandling } from '@meydan/api/core';
import type { Db } from '@meydan/api/db';
import { API, ORIGIN, type SocialFixtures } from './social-test-app';
import { notificationRoutes } from '../notifications/notifications.routes';
import { commentRoutes } from '../comments/comments.routes';
import type { CommentRateLimit } from '../comments/comments.service';

/*
 * Specs only: the comment and notification plugins on a test database, with the social
 * harness's members and stand-in token verifier.
 */

/** Limits no spec reaches unless it means to. */
export const NO_COMMENT_LIMIT: readonly CommentRateLimit[] = [{ max: 100_000, windowSeconds: 60 }];

export async function buildCommentsApp(db: Db, fixtures: SocialFixtures, commentRateLimits: readonly CommentRateLimit[] = NO_COMMENT_LIMIT): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandling(app);
  const community = { prefix: API, db, verifyAccessToken: fixtures.verify, trustedOrigins: [ORIGIN], mediaBaseUrl: '/media' };
  await app.register(commentRoutes, { ...community, commentRateLimits });
  await app.register(notificationRoutes, community);
  await app.ready();
  return app;
}
