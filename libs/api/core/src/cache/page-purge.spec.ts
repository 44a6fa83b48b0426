import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { LOCAL_REDIS_URL, redisReachable, unreachableRedisUrl } from '@meydan/shared/testing/redis';
import { redisBreaker } from '@meydan/shared/util/resilience';
import { createPagePurge } from './page-purge';

const REDIS_URL = process.env['REDIS_URL'] || LOCAL_REDIS_URL;
const describeWithRedis = redisReachable(REDIS_URL) ? describe : describe.skip;

describe('page purge (the web tier micro-cache)', () => {
  it('tells the in-process web tier at once', async () => {
    let purged = 0;
    const purge = createPagePurge({ local: () => (purged += 1) });
    await purge.purge();
    await purge.purge();
    expect(purged).toBe(2);
    await purge.close();
  });

  it('never throws when Redis is down, still tells the in-process web tier, and once the outage is known skips Redis at once', async () => {
    let purged = 0;
    const errors: Error[] = [];
    const warnings: string[] = [];
    const redisUrl = await unreachableRedisUrl();
    const breaker = redisBreaker(redisUrl, { warn: (_o, message) => warnings.push(message), info: () => undefined });
    const purge = createPagePurge({ redisUrl, local: () => (purged += 1), onError: (error) => errors.push(error) });
    await expect(purge.purge()).resolves.toBeUndefined();
    expect(purged).toBe(1);
    // The refused reconnections open the process's Redis breaker: one warning for the outage.
    while (breaker.state === 'closed') await new Promise((resolve) => setTimeout(resolve, 20));
    const skipped = breaker.stats.rejected;
    for (let i = 0; i < 50; i++) await purge.purge();
    expect(purged).toBe(51);
    expect(breaker.stats.rejected - skipped).toBe(50);
    expect(warnings).toEqual(['Redis at 127.0.0.1:' + new URL(redisUrl).port + ' is unavailable; working without it (this process only) until it answers again']);
    expect(errors).toEqual([]);
    await purge.close();
  });
});

describeWithRedis('page purge through Redis (every web replica)', () => {
  it('bumps the version key the web replicas compare their pages with', async () => {
    const versionKey = `meydan:test:page-cache:${randomUUID()}:version`;
    const redis = new Redis(REDIS_URL);
    const purge = createPagePurge({ redisUrl: REDIS_URL, versionKey });
    try {
      await purge.purge();
      await purge.purge();
      expect(await redis.get(versionKey)).toBe('2');
    } finally {
      await redis.del(versionKey);
      await redis.quit();
      await purge.close();
    }
  });
});
