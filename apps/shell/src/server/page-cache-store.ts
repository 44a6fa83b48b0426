import { Redis } from 'ioredis';
import { type BreakerLog, type CircuitBreaker, FAIL_FAST_REDIS_OPTIONS, guardedRedis, isRedisOutage, NearCache, redisBreaker, reportConnectionErrors } from '@meydan/shared/util/resilience';
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
  /** Hot pages kept in this process for this long in front of Redis (default 1000 ms; 0 for none). */
  nearCacheMs?: number;
  /** Where a Redis outage is logged (once when it starts, once when it ends; default the console). */
  log?: BreakerLog;
}

/** Redis could not be asked (down, hung, the breaker open): the caller serves from its fallback. */
export class PageStoreUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('the shared page cache is unavailable', { cause });
    this.name = 'PageStoreUnavailableError';
  }
}

/** The fallback of a guarded command: fail so that ResilientPageStore serves from memory. */
function unavailable(error?: unknown): never {
  throw error !== undefined && !isRedisOutage(error) ? error : new PageStoreUnavailableError(error);
}

/**
 * Pages shared by every web replica. One round trip per lookup (MGET of the version and the
 * page's variant in the requested encoding), none for the pages read or stored here within the
 * last second (near cache: a purge on another replica reaches them when that second ends).
 * Commands go through the process's Redis breaker, are never queued while disconnected, and
 * fail (PageStoreUnavailableError) so that ResilientPageStore can fall back.
 */
export class RedisPageStore implements PageStore {
  readonly name = 'redis';
  readonly breaker: CircuitBreaker;
  private readonly redis: Redis;
  private readonly prefix: string;
  private readonly versionKey: string;
  private readonly near: NearCache<PageLookup>;

  constructor(options: RedisPageStoreOptions) {
    this.prefix = options.prefix ?? PAGE_CACHE_REDIS_PREFIX;
    this.versionKey = options.prefix ? `${options.prefix}version` : PAGE_CACHE_VERSION_KEY;
    this.redis = new Redis(options.url, { ...FAIL_FAST_REDIS_OPTIONS, commandTimeout: options.commandTimeoutMs ?? 100 });
    this.breaker = redisBreaker(options.url, options.log);
    reportConnectionErrors(this.redis, this.breaker);
    // Pages are tens of KB: a hundred hot ones at most.
    this.near = new NearCache({ maxEntries: 100, ttlMs: options.nearCacheMs ?? 1000 });
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
    const near = this.near.get(this.pageKey(key, encoding));
    if (near) return near;
    const [rawVersion, raw] = await guardedRedis(this.breaker, this.redis, () => this.redis.mgetBuffer(this.versionKey, this.pageKey(key, encoding)), unavailable);
    const version = rawVersion?.toString('utf8') ?? '0';
    const stored = raw ? decodeVariant(raw) : undefined;
    if (!stored || stored.version !== version) return { version };
    const lookup = { version, variant: { status: stored.status, headers: stored.headers, body: stored.body } };
    this.near.set(this.pageKey(key, encoding), lookup);
    return lookup;
  }

  async set(key: string, page: CachedPage, version: string, ttlMs: number): Promise<void> {
    const ttl = Math.max(1, Math.round(ttlMs));
    await guardedRedis(
      this.breaker,
      this.redis,
      async () => {
        const pipeline = this.redis.multi();
        for (const encoding of ENCODINGS) pipeline.set(this.pageKey(key, encoding), encodeVariant(page, encoding, version), 'PX', ttl);
        const results = await pipeline.exec();
        const failed = results?.find(([error]) => error)?.[0];
        if (failed) throw failed;
      },
      unavailable,
    );
    for (const encoding of ENCODINGS) this.near.set(this.pageKey(key, encoding), { version, variant: { status: page.status, headers: page.headers, body: page.bodies[encoding] } }, ttlMs);
  }

  async purge(): Promise<void> {
    this.near.clear();
    await guardedRedis(this.breaker, this.redis, () => this.redis.incr(this.versionKey), unavailable);
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}

/**
 * Redis first, this process's memory when Redis fails (down, slow, refusing): a page is then
 * served and cached per replica until Redis answers again, and a failure never fails a page.
 * `onError` hears of failures other than an outage (which the Redis breaker logs once).
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

  private report(error: unknown): void {
    if (!(error instanceof PageStoreUnavailableError)) this.onError(error as Error);
  }

  async get(key: string, encoding: ContentEncoding): Promise<PageLookup> {
    try {
      return await this.primary.get(key, encoding);
    } catch (error) {
      this.report(error);
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
      this.report(error);
    }
  }

  async purge(): Promise<void> {
    await this.fallback.purge();
    try {
      await this.primary.purge();
    } catch (error) {
      this.report(error);
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.primary.close(), this.fallback.close()]);
  }
}

export interface PageStoreOptions {
  redisUrl?: string;
  /** Redis failures other than an outage. */
  onError?: (error: Error) => void;
}

/** Redis (with this process's memory as the fallback) when REDIS_URL is set, else memory alone. */
export function createPageStore({ redisUrl, onError }: PageStoreOptions): PageStore {
  const memory = new MemoryPageStore();
  if (!redisUrl) return memory;
  return new ResilientPageStore(new RedisPageStore({ url: redisUrl }), memory, onError);
}
