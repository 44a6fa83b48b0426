import fastifyRateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { HttpError } from './http-error';
import { MESSAGES } from './messages';
import { networkOf } from './network';
import { namedRedisStore } from './rate-limit-store';

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
 * @fastify/rate-limit counters for one domain plugin: shared through Redis when REDIS_URL is set
 * (every replica sees the same counts), in this process otherwise. Redis calls have a short
 * timeout; when Redis fails the request is let through and the error logged (failing open keeps
 * sign-in and posting working through a Redis outage; argon2 still bounds password guessing).
 * `nameSpace` keeps each domain's Redis keys apart (limiter names are only unique per domain).
 */
export async function registerRateLimiting(fastify: FastifyInstance, options: { redisUrl?: string; nameSpace?: string }): Promise<RateLimiting> {
  let store: FastifyRateLimitStoreCtor | undefined;
  if (options.redisUrl) {
    const client = new Redis(options.redisUrl, {
      connectTimeout: 1000,
      commandTimeout: 150,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: (attempt) => Math.min(attempt * 500, 5000),
    });
    client.on('error', (error: Error) => fastify.log.warn({ err: error }, 'rate-limit redis error'));
    fastify.addHook('onClose', async () => client.disconnect());
    store = namedRedisStore(client, options.nameSpace ?? 'meydan:auth-rate:');
  }
  await fastify.register(fastifyRateLimit, { global: false, store, skipOnError: true });

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
