import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import { type CircuitBreaker, redisBreaker } from '@meydan/shared/util/resilience';
import { type PrivateRedis, startPrivateRedis } from '@meydan/shared/testing/services';
import { buildApp } from '../app';
import { FaultLoad, sleep, timeUntil } from './fault-load';

jest.setTimeout(120_000);

const API = '/api/v3.5';
/** The two limits the outages are checked with (one per outage: each starts from a clean count). */
const LIMIT = 5;

/**
 * Issue 15 item 6, end to end: the API listening on a real port with a Redis of the test's own
 * (HTTP cache, rate limits, page purge, realtime fan-out), under a load of reads, while that Redis
 * is stopped and started, then hung (SIGSTOP) and resumed.
 */
describe('a Redis outage under load', () => {
  let redis: PrivateRedis;
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let breaker: CircuitBreaker;
  let baseUrl: string;
  let articleId: string;
  const outageLog: string[] = [];

  beforeAll(async () => {
    redis = await startPrivateRedis();
    // Given before the app's Redis users: the outage lines of this process's breaker come here.
    breaker = redisBreaker(redis.url, { warn: (_o, message) => outageLog.push(`warn ${message}`), info: (_o, message) => outageLog.push(`info ${message}`) });
    testDb = await createTestDatabase();
    const { rows } = await testDb.db.query<{ id: string }>(
      `INSERT INTO articles (edition, title, slug, published_at) VALUES ('tr', 'Önbellek haberi', 'onbellek-haberi', now() - interval '1 hour') RETURNING id`,
    );
    articleId = (rows[0] as { id: string }).id;
    app = await buildApp({
      db: testDb.db,
      redisUrl: redis.url,
      cache: { ttlMs: 60_000 },
      authTokenSecret: 'redis-outage-spec-auth-token-secret-0123456789',
      authRateLimits: { challenge: { max: LIMIT, windowMs: 60_000 }, usernameCheck: { max: LIMIT, windowMs: 60_000 } },
      mailWorker: false,
      pushWorker: false,
      mediaWorker: false,
      rankingWorker: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });

  afterAll(async () => {
    redis?.resume();
    await app?.close();
    await testDb?.cleanup();
    await redis?.close();
  });

  /** Reads under load for `ms`; answers the breaker's counts over the part after it opened. */
  async function underLoad(load: FaultLoad, ms: number): Promise<{ requests: number; redisCalls: number }> {
    const opened = await timeUntil(async () => breaker.state !== 'closed', ms);
    expect(opened).not.toBeNull();
    const [calls, requests] = [breaker.stats.calls, load.samples.length];
    await sleep(ms);
    return { requests: load.samples.length - requests, redisCalls: breaker.stats.calls - calls };
  }

  async function limited(path: string): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) statuses.push((await fetch(baseUrl + path)).status);
    return statuses;
  }

  it('serves from the process while Redis is down or hung, asks Redis nothing per request once the breaker is open, keeps the rate limits, and logs each outage once', async () => {
    const load = new FaultLoad(baseUrl);
    const reads = [`${API}/articles/${articleId}`, `${API}/articles?limit=5`, `${API}/categories`];
    const ready = await timeUntil(async () => (await fetch(baseUrl + (reads[0] as string))).headers.get('x-cache') === 'hit', 10_000);
    expect(ready).not.toBeNull();
    for (const path of reads) load.loop(() => load.request('read', path), 5);
    await sleep(300);
    // A start-up stall (a busy machine) may have timed a connection out: the outages counted are the test's.
    expect(await timeUntil(async () => breaker.state === 'closed', 10_000)).not.toBeNull();
    const [linesBefore, openedBefore] = [outageLog.length, breaker.stats.opened];

    // Down: connections refused.
    await redis.stop();
    const down = await underLoad(load, 1500);
    expect(await limited(`${API}/auth/challenge`)).toEqual([...Array(LIMIT).fill(200), 429]);
    await redis.start();
    expect(await timeUntil(async () => breaker.state === 'closed', 10_000)).not.toBeNull();

    // Hung: the connections stay open and nothing answers (every command would wait its timeout).
    redis.hang();
    const hung = await underLoad(load, 1500);
    expect(await limited(`${API}/auth/check/username?username=ayse`)).toEqual([...Array(LIMIT).fill(200), 429]);
    redis.resume();
    expect(await timeUntil(async () => breaker.state === 'closed', 10_000)).not.toBeNull();
    await sleep(200);
    await load.stop();

    // Every read answered, through both outages.
    expect(load.statuses('read')).toEqual(new Set([200]));
    // Once open, the breaker kept the requests away from Redis: at most its one probe a second.
    for (const outage of [down, hung]) {
      expect(outage.requests).toBeGreaterThan(20);
      expect(outage.redisCalls).toBeLessThanOrEqual(3);
    }
    expect(breaker.stats.opened - openedBefore).toBe(2);
    // One line when each outage began and one when it ended, not one per request.
    expect(outageLog.slice(linesBefore)).toEqual([
      expect.stringMatching(/^warn Redis at 127\.0\.0\.1:\d+ is unavailable/),
      expect.stringMatching(/^info Redis at 127\.0\.0\.1:\d+ answers again/),
      expect.stringMatching(/^warn Redis at 127\.0\.0\.1:\d+ is unavailable/),
      expect.stringMatching(/^info Redis at 127\.0\.0\.1:\d+ answers again/),
    ]);
  });
});
