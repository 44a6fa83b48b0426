import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { HttpError, MESSAGES, networkOf } from '@meydan/api/core';

export interface RateLimit {
  max: number;
  windowMs: number;
}

/** Per client network (IPv4 address or IPv6 /64) unless named per account. */
export interface AuthRateLimits {
  /** SPEC/issue 4: ≤ 10 login attempts per 5 minutes per network (password and provider logins together). */
  loginPerNetwork: RateLimit;
  /** ≤ 25 login attempts per hour per account id (username or e-mail as typed, normalized). */
  loginPerAccount: RateLimit;
  register: RateLimit;
  usernameCheck: RateLimit;
  challenge: RateLimit;
  /** Refreshes: a browser needs about 4 an hour per tab; generous for many members behind one NAT. */
  token: RateLimit;
  /** Verification mail resends per account. */
  verificationResend: RateLimit;
  /** Password reset requests per network and per id (username or e-mail, normalized). */
  resetRequestPerNetwork: RateLimit;
  resetRequestPerId: RateLimit;
  /** Link redemptions (verify, reset, delete) per network: tokens are unguessable, this bounds argon2 work and noise. */
  linkUse: RateLimit;
  /** Password changes (current password guesses) per account. */
  passwordChange: RateLimit;
  /** Deletion mails per account. */
  deleteRequest: RateLimit;
  /** Twitter request tokens per network: each one is a signed call to Twitter on our app's quota. */
  twitterRequestToken: RateLimit;
}

const MINUTE = 60_000;

export const AUTH_RATE_LIMITS: Readonly<AuthRateLimits> = {
  loginPerNetwork: { max: 10, windowMs: 5 * MINUTE },
  loginPerAccount: { max: 25, windowMs: 60 * MINUTE },
  register: { max: 10, windowMs: 60 * MINUTE },
  usernameCheck: { max: 60, windowMs: MINUTE },
  challenge: { max: 30, windowMs: 10 * MINUTE },
  token: { max: 60, windowMs: 5 * MINUTE },
  verificationResend: { max: 3, windowMs: 60 * MINUTE },
  resetRequestPerNetwork: { max: 10, windowMs: 60 * MINUTE },
  resetRequestPerId: { max: 5, windowMs: 60 * MINUTE },
  linkUse: { max: 30, windowMs: 10 * MINUTE },
  passwordChange: { max: 10, windowMs: 60 * MINUTE },
  deleteRequest: { max: 3, windowMs: 60 * MINUTE },
  twitterRequestToken: { max: 30, windowMs: 5 * MINUTE },
};

/**
 * Every limit's allowance multiplied by `scale` (AUTH_RATE_LIMIT_SCALE): for suites that drive
 * many sign-ins from one address (the e2e platform, load tests). Production leaves it at 1.
 */
export function scaledRateLimits(scale: number): AuthRateLimits {
  return Object.fromEntries(Object.entries(AUTH_RATE_LIMITS).map(([name, limit]) => [name, { ...limit, max: limit.max * scale }])) as unknown as AuthRateLimits;
}

/** Counts one request against a limit; throws 429 with Retry-After once it is exceeded. */
export type Limiter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface RateLimiting {
  limiter(name: string, limit: RateLimit, key?: (request: FastifyRequest) => string): Limiter;
}

const networkKey = (request: FastifyRequest) => networkOf(request.ip);

/**
 * @fastify/rate-limit counters for the auth routes: shared through Redis when REDIS_URL is set
 * (every replica sees the same counts), in this process otherwise. Redis calls have a short
 * timeout; when Redis fails the request is let through and the error logged (failing open keeps
 * sign-in working through a Redis outage; argon2 still bounds guessing speed).
 */
export async function registerRateLimiting(fastify: FastifyInstance, options: { redisUrl?: string }): Promise<RateLimiting> {
  let redis: Redis | undefined;
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
    redis = client;
  }
  await fastify.register(fastifyRateLimit, { global: false, redis, nameSpace: 'meydan:auth-rate:', skipOnError: true });

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
