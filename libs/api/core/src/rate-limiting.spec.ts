import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { redisBreaker } from '@meydan/shared/util/resilience';
import { LOCAL_REDIS_URL, redisReachable, unreachableRedisUrl } from '@meydan/shared/testing/redis';
import { registerErrorHandling } from './error-handler';
import { registerRateLimiting } from './rate-limiting';

const REDIS_URL = process.env['REDIS_URL'] || LOCAL_REDIS_URL;
const describeWithRedis = redisReachable(REDIS_URL) ? describe : describe.skip;

async function limitedApp(options: { redisUrl?: string; nameSpace?: string }, max = 3): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandling(app);
  const rates = await registerRateLimiting(app, options);
  const limit = rates.limiter('try', { max, windowMs: 60_000 });
  app.post('/try', { preHandler: limit }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

async function statuses(app: FastifyInstance, count: number): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) codes.push((await app.inject({ method: 'POST', url: '/try' })).statusCode);
  return codes;
}

describe('rate limiting', () => {
  it('answers 429 with Retry-After past the limit (in-process counters without Redis)', async () => {
    const app = await limitedApp({});
    expect(await statuses(app, 3)).toEqual([200, 200, 200]);
    const refused = await app.inject({ method: 'POST', url: '/try' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await app.close();
  });

  it('still holds with Redis down: this process counts on, and stops asking Redis once the outage is known', async () => {
    const redisUrl = await unreachableRedisUrl();
    const breaker = redisBreaker(redisUrl, { warn: () => undefined, info: () => undefined });
    const app = await limitedApp({ redisUrl });
    expect(await statuses(app, 5)).toEqual([200, 200, 200, 429, 429]);
    while (breaker.state === 'closed') await new Promise((resolve) => setTimeout(resolve, 20));
    const rejected = breaker.stats.rejected;
    const codes = await statuses(app, 20);
    expect(new Set(codes)).toEqual(new Set([429]));
    expect(breaker.stats.rejected - rejected).toBe(20);
    expect(breaker.stats.calls).toBe(0);
    await app.close();
  });
});

describeWithRedis('rate limiting through Redis', () => {
  it('shares one count between replicas, under keys named by the namespace and the limiter', async () => {
    const nameSpace = `meydan:test:rate:${randomUUID()}:`;
    const [a, b] = [await limitedApp({ redisUrl: REDIS_URL, nameSpace }), await limitedApp({ redisUrl: REDIS_URL, nameSpace })];
    const redis = new Redis(REDIS_URL);
    try {
      // Until both replicas' connections are up (a count before that stays in the process).
      for (let tries = 0; (await redis.keys(`${nameSpace}*`)).length === 0 && tries < 100; tries++) {
        await a.inject({ method: 'POST', url: '/try' });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await redis.del(...(await redis.keys(`${nameSpace}*`)));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const codes = [...(await statuses(a, 2)), ...(await statuses(b, 2))];
      expect(codes).toEqual([200, 200, 200, 429]);
      expect(await redis.keys(`${nameSpace}*`)).toEqual([`${nameSpace}try:127.0.0.1`]);
    } finally {
      const keys = await redis.keys(`${nameSpace}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      await Promise.all([a.close(), b.close()]);
    }
  });
});
