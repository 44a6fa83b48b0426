import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { registerErrorHandling } from '../error-handler';
import { registerHttpCache } from './http-cache';
import { MemoryCacheStore } from './memory-cache-store';
import { LOCAL_REDIS_URL, redisReachable, unreachableRedisUrl } from '@meydan/shared/testing/redis';
import type { CacheEntry } from './cache-store';
import { RedisCacheStore } from './redis-cache-store';

const REDIS_URL = process.env['REDIS_URL'] || LOCAL_REDIS_URL;
const describeWithRedis = redisReachable(REDIS_URL) ? describe : describe.skip;

interface Harness {
  app: FastifyInstance;
  clock: { now: number };
  origin: { calls: number; fail: boolean };
}

async function harness(staleIfError: boolean): Promise<Harness> {
  const clock = { now: 1_000_000 };
  const origin = { calls: 0, fail: false };
  const app = Fastify();
  registerErrorHandling(app);
  registerHttpCache(app, { ttlMs: 1000, staleIfError, now: () => clock.now, store: new MemoryCacheStore({ now: () => clock.now }) });
  app.get('/news', { config: { cache: true } }, async (_request, reply) => {
    origin.calls += 1;
    if (origin.fail) throw new Error('database down');
    reply.header('cache-control', 'public, max-age=60');
    return { call: origin.calls };
  });
  app.get('/live', async () => ({ call: ++origin.calls }));
  app.post('/news', { config: { cache: true } }, async () => ({ call: ++origin.calls }));
  await app.ready();
  return { app, clock, origin };
}

describe('HTTP cache', () => {
  it('misses, then hits until the TTL passes, per edition and regardless of query order', async () => {
    const { app, clock, origin } = await harness(false);
    const first = await app.inject({ url: '/news?a=1&b=2' });
    expect(first.headers['x-cache']).toBe('miss');
    const second = await app.inject({ url: '/news?b=2&a=1' });
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.json()).toEqual({ call: 1 });
    expect(second.headers['cache-control']).toBe('public, max-age=60');
    expect(second.headers['content-type']).toContain('application/json');
    const otherEdition = await app.inject({ url: '/news?a=1&b=2', headers: { 'x-edition': 'en' } });
    expect(otherEdition.headers['x-cache']).toBe('miss');
    clock.now += 1001;
    const expired = await app.inject({ url: '/news?a=1&b=2' });
    expect(expired.headers['x-cache']).toBe('miss');
    expect(expired.json()).toEqual({ call: 3 });
    expect(origin.calls).toBe(3);
    await app.close();
  });

  it('never caches other methods, uncached routes or errors', async () => {
    const { app, origin } = await harness(false);
    await app.inject({ method: 'POST', url: '/news' });
    const post = await app.inject({ method: 'POST', url: '/news' });
    expect(post.headers['x-cache']).toBeUndefined();
    await app.inject({ url: '/live' });
    expect((await app.inject({ url: '/live' })).json()).toEqual({ call: 4 });
    origin.fail = true;
    expect((await app.inject({ url: '/news' })).statusCode).toBe(500);
    origin.fail = false;
    expect((await app.inject({ url: '/news' })).headers['x-cache']).toBe('miss');
    await app.close();
  });

  it('serves a stale entry when the origin fails, if configured', async () => {
    const { app, clock, origin } = await harness(true);
    await app.inject({ url: '/news' });
    clock.now += 5000;
    origin.fail = true;
    const stale = await app.inject({ url: '/news' });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['x-cache']).toBe('stale');
    expect(stale.json()).toEqual({ call: 1 });
    origin.fail = false;
    const fresh = await app.inject({ url: '/news' });
    expect(fresh.headers['x-cache']).toBe('miss');
    expect(fresh.json()).toEqual({ call: 3 });
    await app.close();
  });

  it('drops expired entries and lets errors through when stale reads are off', async () => {
    const { app, clock, origin } = await harness(false);
    await app.inject({ url: '/news' });
    clock.now += 5000;
    origin.fail = true;
    const res = await app.inject({ url: '/news' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Bir hata oluştu. Lütfen tekrar dene.', statusCode: 500 });
    await app.close();
  });

  it('keeps each response as long as the route says for its request', async () => {
    const clock = { now: 0 };
    const app = Fastify();
    registerHttpCache(app, { ttlMs: 10_000, now: () => clock.now, store: new MemoryCacheStore({ now: () => clock.now }) });
    let calls = 0;
    const ttlMs = (request: FastifyRequest, fallback: number) => ((request.query as { live?: string }).live ? 1000 : fallback);
    app.get('/list', { config: { cache: { ttlMs } } }, async () => ({ call: ++calls }));
    await app.ready();
    await app.inject({ url: '/list?live=1' });
    await app.inject({ url: '/list' });
    clock.now += 5000;
    expect((await app.inject({ url: '/list?live=1' })).headers['x-cache']).toBe('miss');
    expect((await app.inject({ url: '/list' })).headers['x-cache']).toBe('hit');
    clock.now += 5001;
    expect((await app.inject({ url: '/list' })).headers['x-cache']).toBe('miss');
    await app.close();
  });
});

describe('HTTP cache with response schemas and onSend hooks', () => {
  it('stores the schema-filtered body even when an earlier onSend hook rewrites payloads', async () => {
    const app = Fastify();
    // Stands in for compression registered by a host server ahead of the API routes.
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('x-seen-by-host', '1');
      return payload;
    });
    await app.register(async (api) => {
      registerHttpCache(api, { ttlMs: 60_000 });
      api.get(
        '/filtered',
        {
          config: { cache: true },
          schema: { response: { 200: { type: 'object', properties: { id: { type: 'string' } } } } },
        },
        async () => ({ id: 'a', secret: 'drop me' }),
      );
    });
    const miss = await app.inject({ url: '/filtered' });
    const hit = await app.inject({ url: '/filtered' });
    expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['miss', 'hit']);
    expect(miss.json()).toEqual({ id: 'a' });
    expect(hit.json()).toEqual({ id: 'a' });
    expect(hit.headers['x-seen-by-host']).toBe('1');
    await app.close();
  });
});

describe('MemoryCacheStore', () => {
  const entry = (body: string) => ({ statusCode: 200, body, headers: {}, storedAt: 0, expiresAt: 1 });

  it('evicts the least recently used entry beyond maxEntries', async () => {
    const store = new MemoryCacheStore({ maxEntries: 2 });
    await store.set('a', entry('A'), 60_000);
    await store.set('b', entry('B'), 60_000);
    await store.get('a');
    await store.set('c', entry('C'), 60_000);
    expect(await store.get('b')).toBeUndefined();
    expect((await store.get('a'))?.body).toBe('A');
    expect(store.size).toBe(2);
  });

  it('forgets entries after their retention', async () => {
    let now = 0;
    const store = new MemoryCacheStore({ now: () => now });
    await store.set('a', entry('A'), 100);
    now = 101;
    expect(await store.get('a')).toBeUndefined();
  });
});

describe('RedisCacheStore', () => {
  it('degrades to a miss at once when Redis is unreachable, and logs the outage once, not per lookup', async () => {
    const errors: Error[] = [];
    const warnings: string[] = [];
    const url = await unreachableRedisUrl();
    const store = new RedisCacheStore({ url, nearCache: false, log: { warn: (_o, message) => warnings.push(message), info: () => undefined }, onError: (e) => errors.push(e) });
    const started = Date.now();
    await store.set('k', { statusCode: 200, body: 'x', headers: {}, storedAt: 0, expiresAt: 1 }, 1000);
    expect(await store.get('k')).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);
    while (store.breaker.state === 'closed') await new Promise((resolve) => setTimeout(resolve, 20));
    for (let i = 0; i < 100; i++) expect(await store.get('k')).toBeUndefined();
    expect(store.breaker.stats.calls).toBe(0);
    expect(warnings).toHaveLength(1);
    expect(errors).toEqual([]);
    await store.close();
  });
});

describeWithRedis('RedisCacheStore with Redis', () => {
  const prefix = `meydan:test:http-cache:${randomUUID()}:`;
  const entry = (body: string): CacheEntry => ({ statusCode: 200, body, headers: {}, storedAt: 0, expiresAt: Date.now() + 60_000 });

  it('answers hot entries from this process (near cache), and a clear empties it and Redis', async () => {
    const [a, b] = [new RedisCacheStore({ url: REDIS_URL, keyPrefix: prefix, nearCache: false }), new RedisCacheStore({ url: REDIS_URL, keyPrefix: prefix, nearCache: { ttlMs: 60_000 } })];
    try {
      // Until both connections are up (a command before that is skipped, not queued).
      for (let tries = 0; (await b.get('k'))?.body !== 'A' && tries < 100; tries++) {
        await a.set('k', entry('A'), 60_000);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect((await b.get('k'))?.body).toBe('A');
      const calls = b.breaker.stats.calls;
      for (let i = 0; i < 20; i++) expect((await b.get('k'))?.body).toBe('A');
      expect(b.breaker.stats.calls).toBe(calls);
      await b.clear();
      expect(await b.get('k')).toBeUndefined();
      expect(await a.get('k')).toBeUndefined();
    } finally {
      await a.clear();
      await Promise.all([a.close(), b.close()]);
    }
  });
});
