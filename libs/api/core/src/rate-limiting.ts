import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { FAIL_FAST_REDIS_OPTIONS, redisBreaker, reportConnectionErrors } from '@meydan/shared/util/resilience';
import { breakerLogOf } from './breaker-log';
import { HttpError } from './http-error';
import { MESSAGES } from './messages';
import { networkOf } from './network';
import { defineRateCommand, fallbackRateLimitStore, LocalCounters, type SharedCounter } from './rate-limit-store';

export interface RateLimit {
  max: number;
  windowMs: number;
}

/** Counts one request against a limit; throws 429 with Retry-After once it is exceeded. */
export type Limiter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface RateLimiting {
  limiter(name: string, limit: RateLimit, key?: (request: FastifyRequest) => string): Limiter;
}

const networkKey = (request: FastifyRequest) => networkOf(request.ip);

/**
 * Rate limits for one domain plugin (@fastify/rate-limit with the store of rate-limit-store.ts):
 * counted in Redis when REDIS_URL is set (every replica sees the same counts) and always in this
 * process as well, whose counts take over while Redis is down or hung, so a limit holds through a
 * Redis outage (per replica) instead of letting everything through. Redis calls go through the
 * process's Redis breaker, which logs the outage once. `nameSpace` keeps each domain's Redis keys
 * apart (limiter names are only unique per domain).
 */
export async function registerRateLimiting(fastify: FastifyInstance, options: { redisUrl?: string; nameSpace?: string }): Promise<RateLimiting> {
  let shared: SharedCounter | undefined;
  if (options.redisUrl) {
    const client = defineRateCommand(new Redis(options.redisUrl, FAIL_FAST_REDIS_OPTIONS));
    const breaker = redisBreaker(options.redisUrl, breakerLogOf(fastify.log));
    reportConnectionErrors(client, breaker);
    fastify.addHook('onClose', async () => client.disconnect());
    shared = { redis: client, breaker };
  }
  const store = fallbackRateLimitStore(options.nameSpace ?? 'meydan:auth-rate:', new LocalCounters(), shared);
  await fastify.register(fastifyRateLimit, { global: false, store });

  return {
    limiter(name, limit, key = networkKey) {
      const check = fastify.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: (request) => `${name}:${key(request)}` });
      return async (request, reply) => {
        const result = await check(request);
        if (result.isAllowed || !result.isExceeded) return;
        reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
        throw new HttpError(429, MESSAGES.tooManyRequests);
      };
    },
  };
}
