import { Redis } from 'ioredis';
import { type BreakerLog, FAIL_FAST_REDIS_OPTIONS, guardedRedis, isRedisOutage, redisBreaker, reportConnectionErrors } from '@meydan/shared/util/resilience';
import { PAGE_CACHE_VERSION_KEY } from '@meydan/shared/contracts';

/** How long a purge waits for a connection still being made (a purge right after start). */
const CONNECT_WAIT_MS = 1000;

function connected(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    redis.once('ready', done);
  });
}

export interface PagePurgeOptions {
  /** REDIS_URL: every web replica's micro-cache lives there; a purge bumps its version. */
  redisUrl?: string;
  /** Version key (tests use their own); default PAGE_CACHE_VERSION_KEY. */
  versionKey?: string;
  /** The web tier in this process (all-in-one mode), told directly. */
  local?: () => void;
  /** Where a Redis outage is logged (once when it starts, once when it ends). */
  log?: BreakerLog;
  /** Redis errors that are not an outage (a reply about the command itself). */
  onError?: (error: Error) => void;
}

export interface PagePurge {
  /** Never throws: a failed purge leaves pages stale for at most their few seconds of micro-cache. */
  purge(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Tells the web tier's page micro-cache that readers' content changed (an article published,
 * changed, hidden or deleted): the in-process web tier directly, and through Redis every web
 * replica (the version bump makes their next lookups miss; see PAGE_CACHE_VERSION_KEY). Through
 * the process's Redis breaker: while Redis is away a purge skips it at once (pages then go stale
 * for their few seconds of micro-cache at most).
 */
export function createPagePurge({ redisUrl, versionKey = PAGE_CACHE_VERSION_KEY, local, log, onError = () => undefined }: PagePurgeOptions): PagePurge {
  const redis = redisUrl ? new Redis(redisUrl, { ...FAIL_FAST_REDIS_OPTIONS, commandTimeout: 500 }) : undefined;
  const breaker = redisUrl ? redisBreaker(redisUrl, log) : undefined;
  if (redis && breaker) reportConnectionErrors(redis, breaker);
  return {
    async purge() {
      local?.();
      if (!redis || !breaker) return;
      // Right after start the connection may still be on its way (no outage known): wait for it a little.
      if (breaker.state === 'closed' && redis.status !== 'ready') await connected(redis, CONNECT_WAIT_MS);
      await guardedRedis(
        breaker,
        redis,
        () => redis.incr(versionKey),
        (error) => {
          if (error !== undefined && !isRedisOutage(error)) onError(error as Error);
          return 0;
        },
      );
    },
    async close() {
      redis?.disconnect();
    },
  };
}
