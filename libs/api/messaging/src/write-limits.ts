import type { FastifyInstance } from 'fastify';
import { type Limiter, type RateLimit, registerRateLimiting, signedInMember } from '@meydan/api/core';
import type { MessagingLimitKind, MessagingPluginOptions } from './messaging-plugin';

const MINUTE = 60_000;

/**
 * Per-member limits: a fast typist in a lively chat sends well under 30 messages a minute; a
 * script spamming members meets the limit at once. Starting conversations and deleting are rarer
 * still. Read marks are not limited: an open thread marks each arriving message read.
 */
export const MESSAGING_LIMITS = {
  send: { max: 30, windowMs: MINUTE },
  write: { max: 120, windowMs: 10 * MINUTE },
} as const satisfies Record<MessagingLimitKind, RateLimit>;

/** preHandlers counting the signed-in member's writes (429 with Retry-After past a limit); counters shared through Redis when set. */
export async function messagingLimiters(fastify: FastifyInstance, options: MessagingPluginOptions): Promise<Record<MessagingLimitKind, Limiter>> {
  const rates = await registerRateLimiting(fastify, { redisUrl: options.redisUrl, nameSpace: 'meydan:messaging-rate:' });
  const limiter = (kind: MessagingLimitKind) => rates.limiter(`messages-${kind}`, options.messageLimits?.[kind] ?? MESSAGING_LIMITS[kind], (request) => signedInMember(request).userId);
  return { send: limiter('send'), write: limiter('write') };
}
