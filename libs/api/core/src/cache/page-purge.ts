import { Redis } from 'ioredis';
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
 * replica (the version bump makes their next lookups miss; see PAGE_CACHE_VERSION_KEY).
 */
export function createPagePurge({ redisUrl, versionKey = PAGE_CACHE_VERSION_KEY, local, onError = () => undefined }: PagePurgeOptions): PagePurge {
  const redis = redisUrl
    ? new Redis(redisUrl, {
        connectTimeout: 1000,
        commandTimeout: 500,
        maxRetriesPerRequest: 0,
        // A purge while disconnected fails at once (logged): pages then go stale for their TTL at most.
        enableOfflineQueue: false,
        retryStrategy: (attempt) => Math.min(attempt * 500, 5000),
      })
    : undefined;
  redis?.on('error', (error: Error) => onError(error));
  return {
    async purge() {
      local?.();
      if (!redis) return;
      try {
        await connected(redis, CONNECT_WAIT_MS);
        await redis.incr(versionKey);
      } catch (error) {
        onError(error as Error);
      }
    },
    async close() {
      redis?.disconnect();
    },
  };
}
