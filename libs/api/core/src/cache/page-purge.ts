import { Redis } from 'ioredis';
import { PAGE_CACHE_VERSION_KEY } from '@meydan/shared/contracts';

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
    ? new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1000, commandTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: true })
    : undefined;
  redis?.on('error', (error: Error) => onError(error));
  return {
    async purge() {
      local?.();
      if (!redis) return;
      try {
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
