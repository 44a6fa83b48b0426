/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { LOCAL_REDIS_URL, redisReachable, unreachableRedisUrl } from '@meydan/shared/testing/redis';
import { type CachedPage, MemoryPageStore, RedisPageStore, ResilientPageStore } from './page-cache-store';

const REDIS_URL = process.env['REDIS_URL'] || LOCAL_REDIS_URL;
const describeWithRedis = redisReachable(REDIS_URL) ? describe : describe.skip;

function page(text: string, status = 200): CachedPage {
  return {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
    bodies: { identity: Buffer.from(text), br: Buffer.from(`br:${text}`), gzip: Buffer.from(`gz:${text}`) },
  };
}

describe('MemoryPageStore', () => {
  it('misses, then hits in the requested encoding with the stored status and headers', async () => {
    const store = new MemoryPageStore();
    const miss = await store.get('tr:mobile:/', 'br');
    expect(miss.variant).toBeUndefined();
    await store.set('tr:mobile:/', page('home'), miss.version, 5000);
    const hit = await store.get('tr:mobile:/', 'br');
    expect(hit.variant?.body.toString()).toBe('br:home');
    expect(hit.variant?.status).toBe(200);
    expect(hit.variant?.headers['cache-control']).toBe('no-cache');
    expect((await store.get('tr:mobile:/', 'identity')).variant?.body.toString()).toBe('home');
  });

  it('expires pages after their TTL', async () => {
    let now = 1000;
    const store = new MemoryPageStore(1024 * 1024, () => now);
    await store.set('k', page('a'), (await store.get('k', 'gzip')).version, 5000);
    now += 4999;
    expect((await store.get('k', 'gzip')).variant).toBeDefined();
    now += 1;
    expect((await store.get('k', 'gzip')).variant).toBeUndefined();
  });

  it('purges every page, and refuses a page rendered before the purge', async () => {
    const store = new MemoryPageStore();
    const before = await store.get('a', 'identity');
    await store.set('a', page('old'), before.version, 5000);
    const racing = await store.get('b', 'identity');
    await store.purge();
    expect((await store.get('a', 'identity')).variant).toBeUndefined();
    await store.set('b', page('rendered from old data'), racing.version, 5000);
    expect((await store.get('b', 'identity')).variant).toBeUndefined();
  });

  it('evicts the least recently used pages beyond its byte budget', async () => {
    const store = new MemoryPageStore(3 * 30);
    const version = (await store.get('x', 'identity')).version;
    for (const key of ['a', 'b', 'c']) await store.set(key, page('x'.repeat(8)), version, 5000);
    await store.get('a', 'identity'); // a is now more recent than b
    await store.set('d', page('x'.repeat(8)), version, 5000);
    expect((await store.get('b', 'identity')).variant).toBeUndefined();
    expect((await store.get('a', 'identity')).variant).toBeDefined();
    expect((await store.get('d', 'identity')).variant).toBeDefined();
  });
});

describeWithRedis('RedisPageStore (shared by replicas)', () => {
  const prefix = `meydan:test:page-cache:${randomUUID()}:`;
  const stores: RedisPageStore[] = [];
  const store = async () => {
    // No near cache: these cases check what each replica reads from Redis itself.
    const created = new RedisPageStore({ url: REDIS_URL, prefix, nearCacheMs: 0 });
    stores.push(created);
    await created.whenReady();
    return created;
  };

  afterAll(async () => {
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await Promise.all(stores.map((s) => s.close()));
  });

  it('serves a page one replica stored to another, per encoding, until a purge from anywhere', async () => {
    const [a, b] = [await store(), await store()];
    const miss = await a.get('tr:desktop:/haber/x-1', 'gzip');
    expect(miss.variant).toBeUndefined();
    await a.set('tr:desktop:/haber/x-1', page('article'), miss.version, 5000);
    const hit = await b.get('tr:desktop:/haber/x-1', 'gzip');
    expect(hit.variant?.body.toString()).toBe('gz:article');
    expect(hit.variant?.headers['content-type']).toBe('text/html; charset=utf-8');
    // The API's purge is a bump of the same version key.
    const api = new Redis(REDIS_URL);
    await api.incr(`${prefix}version`);
    api.disconnect();
    expect((await b.get('tr:desktop:/haber/x-1', 'gzip')).variant).toBeUndefined();
  });

  it('answers the pages of the last second from this process, without a Redis round trip', async () => {
    const near = new RedisPageStore({ url: REDIS_URL, prefix, nearCacheMs: 60_000 });
    stores.push(near);
    await near.whenReady();
    const miss = await near.get('tr:mobile:/hot', 'br');
    await near.set('tr:mobile:/hot', page('hot'), miss.version, 5000);
    const calls = near.breaker.stats.calls;
    for (let i = 0; i < 20; i++) expect((await near.get('tr:mobile:/hot', 'br')).variant?.body.toString()).toBe('br:hot');
    expect(near.breaker.stats.calls).toBe(calls);
    // A purge here empties it at once.
    await near.purge();
    expect((await near.get('tr:mobile:/hot', 'br')).variant).toBeUndefined();
  });

  it('keeps pages for their TTL only', async () => {
    const s = await store();
    await s.set('short', page('p'), (await s.get('short', 'br')).version, 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect((await s.get('short', 'br')).variant).toBeUndefined();
  });
});

describe('ResilientPageStore', () => {
  it('degrades to this process memory when Redis is down, without failing a page or reporting each lookup', async () => {
    const errors: Error[] = [];
    const redis = new RedisPageStore({ url: await unreachableRedisUrl(), log: { warn: () => undefined, info: () => undefined } });
    const store = new ResilientPageStore(redis, new MemoryPageStore(), (error) => errors.push(error));
    try {
      const miss = await store.get('en:mobile:/', 'br');
      expect(miss.variant).toBeUndefined();
      await store.set('en:mobile:/', page('home'), miss.version, 5000);
      expect((await store.get('en:mobile:/', 'br')).variant?.body.toString()).toBe('br:home');
      await store.purge();
      expect((await store.get('en:mobile:/', 'br')).variant).toBeUndefined();
      // The outage is the Redis breaker's to log (once), not a line per lookup.
      expect(errors).toEqual([]);
    } finally {
      await store.close();
    }
  });
});
