import { Redis } from 'ioredis';
import { PAGE_CACHE_REDIS_PREFIX, PAGE_CACHE_VERSION_KEY } from '@meydan/shared/contracts';
import type { ContentEncoding } from './compression';

/** A rendered page as sent: status, headers and its body in every stored encoding. */
export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  bodies: Record<ContentEncoding, Buffer>;
}

/** One encoding of a cached page: what a response needs. */
export interface PageVariant {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface PageLookup {
  variant?: PageVariant;
  /** The cache version now; a page rendered from here on is stored under it (see set). */
  version: string;
}

/**
 * Where micro-cached pages live. `set` stores a page only under the version its lookup saw: a
 * purge between the lookup and the end of the render makes the page stale at once.
 */
export interface PageStore {
  readonly name: string;
  get(key: string, encoding: ContentEncoding): Promise<PageLookup>;
  set(key: string, page: CachedPage, version: string, ttlMs: number): Promise<void>;
  purge(): Promise<void>;
  close(): Promise<void>;
}

const ENCODINGS: readonly ContentEncoding[] = ['identity', 'br', 'gzip'];

interface MemoryEntry {
  page: CachedPage;
  version: string;
  expiresAt: number;
  bytes: number;
}

/**
 * One process's pages: a Map kept in least-recently-used order, bounded by total bytes, so a
 * crawler walking many URLs evicts old pages instead of growing the heap.
 */
export class MemoryPageStore implements PageStore {
  readonly name = 'memory';
  private readonly entries = new Map<string, MemoryEntry>();
  private bytes = 0;
  private version = 0;

  constructor(
    private readonly maxBytes = 64 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string, encoding: ContentEncoding): Promise<PageLookup> {
    return { version: String(this.version), variant: this.peek(key, encoding) };
  }

  /** The fresh page under `key`, synchronously (the fast path of cache hits, page-responder.ts). */
  peek(key: string, encoding: ContentEncoding): PageVariant | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now() || entry.version !== String(this.version)) {
      this.remove(key, entry);
      return undefined;
    }
    // Re-inserting moves the key to the end: the Map's first key is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { status: entry.page.status, headers: entry.page.headers, body: entry.page.bodies[encoding] };
  }

  async set(key: string, page: CachedPage, version: string, ttlMs: number): Promise<void> {
    if (version !== String(this.version)) return;
    const bytes = ENCODINGS.reduce((sum, encoding) => sum + page.bodies[encoding].length, 0);
    if (bytes > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, { page, version, expiresAt: this.now() + ttlMs, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest, entry);
    }
  }

  async purge(): Promise<void> {
    this.version += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  async close(): Promise<void> {
    await this.purge();
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string, entry: MemoryEntry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/** A variant in Redis: 4 bytes of header length, the JSON header ({status, headers, version}), the body. */
function encodeVariant(page: CachedPage, encoding: ContentEncoding, version: string): Buffer {
  const meta = Buffer.from(JSON.stringify({ status: page.status, headers: page.headers, version }));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(meta.length);
  return Buffer.concat([length, meta, page.bodies[encoding]]);
}

function decodeVariant(raw: Buffer): (PageVariant & { version: string }) | undefined {
  if (raw.length < 4) return undefined;
  const metaEnd = 4 + raw.readUInt32BE(0);
  if (metaEnd > raw.length) return undefined;
  const meta = JSON.parse(raw.subarray(4, metaEnd).toString('utf8')) as { status?: unknown; headers?: unknown; version?: unknown };
  if (typeof meta.status !== 'number' || typeof meta.version !== 'string' || typeof meta.headers !== 'object' || meta.headers === null) return undefined;
  return { status: meta.status, headers: meta.headers as Record<string, string>, version: meta.version, body: raw.subarray(metaEnd) };
}

export interface RedisPageStoreOptions {
  url: string;
  /** Key prefix (tests use their own); the version key is `<prefix>version`. */
  prefix?: string;
  /** Per-command budget: a slower Redis is a failure the caller degrades from (default 100 ms). */
  commandTimeoutMs?: number;
  onError?: (error: Error) => void;
}

/**
 * Pages shared by every web replica. One round trip per lookup (MGET of the version and the
 * page's variant in the requested encoding); methods throw on a Redis failure so that
 * ResilientPageStore can fall back. Commands are never queued while disconnected.
 */
export class RedisPageStore implements PageStore {
  readonly name = 'redis';
  private readonly redis: Redis;
  private readonly prefix: string;
  private readonly versionKey: string;

  constructor(options: RedisPageStoreOptions) {
    this.prefix = options.prefix ?? PAGE_CACHE_REDIS_PREFIX;
    this.versionKey = options.prefix ? `${options.prefix}version` : PAGE_CACHE_VERSION_KEY;
    this.redis = new Redis(options.url, {
      connectTimeout: 1000,
      commandTimeout: options.commandTimeoutMs ?? 100,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: (attempt) => Math.min(attempt * 500, 5000),
    });
    const onError = options.onError ?? (() => undefined);
    // Without a listener ioredis reports connection errors as unhandled 'error' events.
    this.redis.on('error', (error: Error) => onError(error));
  }

  /** Resolves once connected (commands fail until then: ResilientPageStore serves from memory meanwhile). */
  whenReady(): Promise<void> {
    if (this.redis.status === 'ready') return Promise.resolve();
    return new Promise((resolve) => this.redis.once('ready', () => resolve()));
  }

  private pageKey(key: string, encoding: ContentEncoding): string {
    return `${this.prefix}page:${encoding}:${key}`;
  }

  async get(key: string, encoding: ContentEncoding): Promise<PageLookup> {
    const [rawVersion, raw] = await this.redis.mgetBuffer(this.versionKey, this.pageKey(key, encoding));
    const version = rawVersion?.toString('utf8') ?? '0';
    const stored = raw ? decodeVariant(raw) : undefined;
    if (!stored || stored.version !== version) return { version };
    return { version, variant: { status: stored.status, headers: stored.headers, body: stored.body } };
  }

  async set(key: string, page: CachedPage, version: string, ttlMs: number): Promise<void> {
    const ttl = Math.max(1, Math.round(ttlMs));
    const pipeline = this.redis.multi();
    for (const encoding of ENCODINGS) pipeline.set(this.pageKey(key, encoding), encodeVariant(page, encoding, version), 'PX', ttl);
    const results = await pipeline.exec();
    const failed = results?.find(([error]) => error)?.[0];
    if (failed) throw failed;
  }

  async purge(): Promise<void> {
    await this.redis.incr(this.versionKey);
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}

/**
 * Redis first, this process's memory when Redis fails (down, slow, refusing): a page is then
 * served and cached per replica until Redis answers again, and a failure never fails a page.
 */
export class ResilientPageStore implements PageStore {
  readonly name: string;

  constructor(
    private readonly primary: PageStore,
    private readonly fallback: PageStore,
    private readonly onError: (error: Error) => void = () => undefined,
  ) {
    this.name = `${primary.name}+${fallback.name}`;
  }

  async get(key: string, encoding: ContentEncoding): Promise<PageLookup> {
    try {
      return await this.primary.get(key, encoding);
    } catch (error) {
      this.onError(error as Error);
      // Marked so that set() knows which store the version came from.
      const lookup = await this.fallback.get(key, encoding);
      return { ...lookup, version: `local:${lookup.version}` };
    }
  }

  async set(key: string, page: CachedPage, version: string, ttlMs: number): Promise<void> {
    if (version.startsWith('local:')) return this.fallback.set(key, page, version.slice('local:'.length), ttlMs);
    try {
      await this.primary.set(key, page, version, ttlMs);
    } catch (error) {
      this.onError(error as Error);
    }
  }

  async purge(): Promise<void> {
    await this.fallback.purge();
    try {
      await this.primary.purge();
    } catch (error) {
      this.onError(error as Error);
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.primary.close(), this.fallback.close()]);
  }
}

export interface PageStoreOptions {
  redisUrl?: string;
  onError?: (error: Error) => void;
}

/** Redis (with this process's memory as the fallback) when REDIS_URL is set, else memory alone. */
export function createPageStore({ redisUrl, onError }: PageStoreOptions): PageStore {
  const memory = new MemoryPageStore();
  if (!redisUrl) return memory;
  return new ResilientPageStore(new RedisPageStore({ url: redisUrl, onError }), memory, onError);
}
