import { Redis } from 'ioredis';
import { type BreakerLog, type CircuitBreaker, FAIL_FAST_REDIS_OPTIONS, guardedRedis, isRedisOutage, NearCache, type NearCacheOptions, redisBreaker, reportConnectionErrors } from '@meydan/shared/util/resilience';
import type { CacheEntry, CacheStore } from './cache-store';

export interface RedisCacheStoreOptions {
  url: string;
  keyPrefix?: string;
  /** Per-command budget; a slower Redis counts as a miss (default 150 ms). */
  commandTimeoutMs?: number;
  connectTimeoutMs?: number;
  /** The hot entries kept in this process in front of Redis (default 1000 entries for 1 s); false for none. */
  nearCache?: NearCacheOptions | false;
  /** Where a Redis outage is logged (once when it starts, once when it ends). */
  log?: BreakerLog;
  /** Redis errors that are not an outage (a reply about the command itself). */
  onError?: (error: Error) => void;
}

function isEntry(value: unknown): value is CacheEntry {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v['body'] === 'string' &&
    typeof v['statusCode'] === 'number' &&
    typeof v['expiresAt'] === 'number' &&
    typeof v['storedAt'] === 'number' &&
    typeof v['headers'] === 'object' &&
    v['headers'] !== null
  );
}

/**
 * Shared cache for several API replicas. Every command goes through the process's Redis breaker
 * (see @meydan/shared/util/resilience): a dead or hung Redis is a miss at once, not a wait per
 * request, and its outage is logged once. The hot entries of the last second are answered from
 * this process (near cache), so a popular read costs one Redis round trip per second. A clear
 * that cannot reach Redis is repeated before the next read that can, so no purged entry
 * survives the outage in Redis.
 */
export class RedisCacheStore implements CacheStore {
  readonly name = 'redis';
  readonly breaker: CircuitBreaker;
  private readonly redis: Redis;
  private readonly prefix: string;
  private readonly onError: (error: Error) => void;
  private readonly near: NearCache<CacheEntry> | undefined;
  private clearPending = false;

  constructor(options: RedisCacheStoreOptions) {
    this.prefix = options.keyPrefix ?? 'meydan:http-cache:';
    this.onError = options.onError ?? (() => undefined);
    this.near = options.nearCache === false ? undefined : new NearCache({ maxEntries: 1000, ttlMs: 1000, ...options.nearCache });
    this.redis = new Redis(options.url, {
      ...FAIL_FAST_REDIS_OPTIONS,
      connectTimeout: options.connectTimeoutMs ?? FAIL_FAST_REDIS_OPTIONS.connectTimeout,
      commandTimeout: options.commandTimeoutMs ?? FAIL_FAST_REDIS_OPTIONS.commandTimeout,
    });
    this.breaker = redisBreaker(options.url, options.log);
    reportConnectionErrors(this.redis, this.breaker);
  }

  /** `command` behind the breaker; on failure `fallback` (a reply about the command is reported). */
  private guarded<T>(command: () => Promise<T>, fallback: T): Promise<T> {
    return guardedRedis(this.breaker, this.redis, command, (error) => {
      if (error !== undefined && !isRedisOutage(error)) this.onError(error as Error);
      return fallback;
    });
  }

  async get(key: string): Promise<CacheEntry | undefined> {
    const near = this.near?.get(key);
    if (near) return near;
    if (this.clearPending && !(await this.clearRedis())) return undefined;
    const raw = await this.guarded(() => this.redis.get(this.prefix + key), null);
    if (raw === null) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return undefined;
    }
    if (!isEntry(parsed)) return undefined;
    this.near?.set(key, parsed);
    return parsed;
  }

  async set(key: string, entry: CacheEntry, retainMs: number): Promise<void> {
    this.near?.set(key, entry, retainMs);
    await this.guarded(() => this.redis.set(this.prefix + key, JSON.stringify(entry), 'PX', Math.max(1, Math.round(retainMs))), null);
  }

  async delete(key: string): Promise<void> {
    this.near?.delete(key);
    await this.guarded(() => this.redis.del(this.prefix + key), 0);
  }

  async clear(): Promise<void> {
    this.near?.clear();
    this.clearPending = true;
    await this.clearRedis();
  }

  /** Deletes every entry in Redis; false (and still pending) when Redis could not be reached. */
  private async clearRedis(): Promise<boolean> {
    const cleared = await this.guarded(async () => {
      let cursor = '0';
      do {
        const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${this.prefix}*`, 'COUNT', 500);
        if (keys.length > 0) await this.redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
      return true;
    }, false);
    if (cleared) this.clearPending = false;
    return cleared;
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
