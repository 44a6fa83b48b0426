import type { FastifyInstance } from 'fastify';
import { type Limiter, type RateLimit, registerRateLimiting, signedInMember } from '@meydan/api/core';
import type { CommunityPluginOptions } from './community-plugin';

const MINUTE = 60_000;

/**
 * Per-member limits of the cheap social writes: generous for a person (following a whole
 * suggestion list, favouriting while reading) and a stop for scripts that follow, block or
 * favourite thousands of members or stories, and for the notifications a follow storm would send.
 */
export const SOCIAL_WRITE_LIMITS = {
  graph: { max: 120, windowMs: 10 * MINUTE },
  favorites: { max: 200, windowMs: 10 * MINUTE },
} as const satisfies Record<string, RateLimit>;

/** A preHandler counting the signed-in member's writes of one kind (429 with Retry-After past the limit). */
export async function memberWriteLimiter(fastify: FastifyInstance, options: CommunityPluginOptions, kind: keyof typeof SOCIAL_WRITE_LIMITS): Promise<Limiter> {
  const rates = await registerRateLimiting(fastify, { redisUrl: options.redisUrl, nameSpace: 'meydan:social-rate:' });
  return rates.limiter(`${kind}-write`, options.writeLimits?.[kind] ?? SOCIAL_WRITE_LIMITS[kind], (request) => signedInMember(request).userId);
}
