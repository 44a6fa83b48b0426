import { Redis } from 'ioredis';
import type { CacheEntry, CacheStore } from './cache-store';

export interface RedisCacheStoreOptions {
  url: string;
  keyPrefix?: string;
  /** Per-command budget; a slower Redis counts as a miss (default 150 ms). */
  commandTimeoutMs?: number;
  connectTimeoutMs?: number;
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
 * Shared cache for several API replicas. Commands are never queued while disconnected and
 * each has a short timeout, so a slow or absent Redis degrades to a miss instead of hanging.
 */
export class RedisCacheStore implements CacheStore {
  readonly name = 'redis';
  private readonly redis: Redis;
  private readonly prefix: string;
  private readonly onError: (error: Error) => void;

  constructor(options: RedisCacheStoreOptions) {
    this.prefix = options.keyPrefix ?? 'meydan:http-cache:';
    this.onError = options.onError ?? (() => undefined);
    this.redis = new Redis(options.url, {
      connectTimeout: options.connectTimeoutMs ?? 1000,
      commandTimeout: options.commandTimeoutMs ?? 150,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: (attempt) => Math.min(attempt * 500, 5000),
    });
    // Without a listener ioredis reports connection errors as unhandled 'error' events.
    this.redis.on('error', (error: Error) => this.onError(error));
  }

  async get(key: string): Promise<CacheEntry | undefined> {
    try {
      const raw = await this.redis.get(this.prefix + key);
      if (raw === null) return undefined;
      const parsed: unknown = JSON.parse(raw);
      return isEntry(parsed) ? parsed : undefined;
    } catch (error) {
      this.onError(error as Error);
      return undefined;
    }
  }

  async set(key: string, entry: CacheEntry, retainMs: number): Promise<void> {
    try {
      await this.redis.set(this.prefix + key, JSON.stringify(entry), 'PX', Math.max(1, Math.round(retainMs)));
    } catch (error) {
      this.onError(error as Error);
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await this.redis.del(this.prefix + key);
    } catch (error) {
      this.onError(error as Error);
    }
  }

  async clear(): Promise<void> {
    try {
      let cursor = '0';
      do {
        const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${this.prefix}*`, 'COUNT', 500);
        if (keys.length > 0) await this.redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    } catch (error) {
      this.onError(error as Error);
    }
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
