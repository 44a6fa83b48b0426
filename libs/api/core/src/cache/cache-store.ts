/** One cached response (SPEC §4 cache entry: fresh until expiresAt, stale after). */
export interface CacheEntry {
  statusCode: number;
  body: string;
  headers: Record<string, string>;
  storedAt: number;
  expiresAt: number;
}

/**
 * Where cached responses live. Implementations must never throw on a backend failure:
 * a failing get is a miss and a failing set is dropped, so the cache can only make
 * requests faster, never fail them.
 */
export interface CacheStore {
  readonly name: string;
  get(key: string): Promise<CacheEntry | undefined>;
  /** Keeps the entry for retainMs (its fresh life plus any stale-on-error window). */
  set(key: string, entry: CacheEntry, retainMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  clear(): Promise<void>;
  close(): Promise<void>;
}
