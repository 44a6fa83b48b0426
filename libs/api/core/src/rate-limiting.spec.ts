import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { LOCAL_REDIS_URL, redisReachable } from '@meydan/shared/testing/redis';
import { registerErrorHandling } from './error-handler';
import { registerRateLimiting } from './rate-limiting';

const REDIS_URL = process.env['REDIS_URL'] || LOCAL_REDIS_URL;
const describeWithRedis = redisReachable(REDIS_URL) ? describe : describe.skip;
const LIMIT = { max: 3, windowMs: 60_000 };

/** An app with two limiters on one route each, counting per address (`login`) or per body id (`login-id`). */
async function limitedApp(options: { redisUrl?: string; nameSpace?: string }): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandling(app);
  const rates = await registerRateLimiting(app, options);
  const perNetwork = rates.limiter('login', LIMIT);
  const perId = rates.limiter('login-id', LIMIT, (request) => String((request.body as { id?: unknown }).id));
  app.post('/login', { preHandler: [perNetwork] }, async () => ({ ok: true }));
  app.post('/reset', { preHandler: [perId] }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

const post = (app: FastifyInstance, url: string, remoteAddress = '203.0.113.7', id = 'ayse') =>
  app.inject({ method: 'POST', url, remoteAddress, payload: { id } });

describe('rate limiting in this process (no Redis)', () => {
  it('refuses the request beyond the limit with 429 and Retry-After, per address and per limiter', async () => {
    const app = await limitedApp({});
    for (let i = 0; i < LIMIT.max; i += 1) expect((await post(app, '/login')).statusCode).toBe(200);
    const refused = await post(app, '/login');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(app, '/login', '198.51.100.1')).statusCode).toBe(200);
    expect((await post(app, '/reset')).statusCode).toBe(200);
    await app.close();
  });
});

describeWithRedis('rate limiting through Redis (every replica)', () => {
  // A key space of this run alone, emptied afterwards.
  const nameSpace = `meydan-test:rate:${randomBytes(6).toString('hex')}:`;
  let redis: Redis;
  const apps: FastifyInstance[] = [];

  /** Until its Redis client is connected a limiter lets requests through uncounted (fail open): wait for it. */
  async function counting(app: FastifyInstance): Promise<FastifyInstance> {
    const probe = `${nameSpace}login:192.0.2.1`;
    for (let attempt = 0; attempt < 100 && !(await redis.exists(probe)); attempt += 1) {
      await post(app, '/login', '192.0.2.1');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await redis.del(probe);
    return app;
  }

  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    for (let replica = 0; replica < 2; replica += 1) apps.push(await counting(await limitedApp({ redisUrl: REDIS_URL, nameSpace })));
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    const keys = await redis.keys(`${nameSpace}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('keys each counter by its name space, limiter and address or id, nothing else', async () => {
    const [first] = apps as [FastifyInstance];
    expect((await post(first, '/login')).statusCode).toBe(200);
    expect((await post(first, '/reset', '203.0.113.7', 'Ayşe@example.com')).statusCode).toBe(200);
    expect((await redis.keys(`${nameSpace}*`)).sort()).toEqual([`${nameSpace}login-id:Ayşe@example.com`, `${nameSpace}login:203.0.113.7`]);
    const ttl = await redis.pttl(`${nameSpace}login:203.0.113.7`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(LIMIT.windowMs);
  });

  it('shares the counts between replicas: the limit holds across them', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const address = '198.51.100.20';
    expect((await post(first, '/login', address)).statusCode).toBe(200);
    expect((await post(second, '/login', address)).statusCode).toBe(200);
    expect((await post(first, '/login', address)).statusCode).toBe(200);
    const refused = await post(second, '/login', address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await redis.get(`${nameSpace}login:${address}`)).toBe('4');
  });
});
