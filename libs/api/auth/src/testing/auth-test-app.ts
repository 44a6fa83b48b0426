import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandling } from '@meydan/api/core';
import type { Db } from '@meydan/api/db';
import { authRoutes, type AuthRoutesOptions } from '../auth.routes';
import { AUTH_RATE_LIMITS, type AuthRateLimits } from '../rate-limits';

/*
 * The auth specs' common harness (specs only; nothing in production imports it): the API prefix,
 * the editions' origins and an app with the auth routes on a test database.
 */

export const API = '/api/v3.5';
export const EDITION_ORIGINS = { tr: 'http://localhost:3000', en: 'http://en.localhost:3000', ru: 'http://ru.localhost:3000' };
export const JSON_HEADERS = { 'content-type': 'application/json' };

/** Every limit out of reach, so a spec only meets the one it sets. */
export function unlimitedRateLimits(max = 100_000): AuthRateLimits {
  return Object.fromEntries(Object.keys(AUTH_RATE_LIMITS).map((name) => [name, { max, windowMs: 60_000 }])) as unknown as AuthRateLimits;
}

/** A ready app with the auth routes under API; close it with the spec. */
export async function buildAuthApp(db: Db, options: Partial<AuthRoutesOptions> = {}): Promise<FastifyInstance> {
  const instance = Fastify();
  registerErrorHandling(instance);
  await instance.register(authRoutes, {
    prefix: API,
    db,
    secret: 'auth-test-app-secret-0123456789abcdef0123456789',
    trustedOrigins: Object.values(EDITION_ORIGINS),
    editionOrigins: EDITION_ORIGINS,
    rateLimits: unlimitedRateLimits(),
    powDifficulty: 4,
    pruneChance: 0,
    ...options,
  });
  await instance.ready();
  return instance;
}
