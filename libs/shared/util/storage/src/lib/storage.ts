/** SPEC §3 / §9: every item is `{ version, data, expiry }`, version v0 and 30 days by default. */
export const DEFAULT_STORAGE_VERSION = 'v0';
export const DEFAULT_STORAGE_EXPIRY_MS = 30 * 24 * 60 * 60 * 1000;

export interface StoredItem<T> {
  version: string;
  data: T;
  /** Epoch milliseconds after which the item is stale. */
  expiry: number;
}

export interface StorageReadOptions {
  version?: string;
}

export interface StorageWriteOptions {
  version?: string;
  expiresInMs?: number;
}

/**
 * localStorage may be missing (SSR), or throw on access (Safari with storage blocked) or on
 * write (quota, old Safari private mode); every call here swallows that and degrades.
 */
function storage(): Storage | null {
  try {
    const candidate = (globalThis as { localStorage?: Storage }).localStorage;
    return candidate ?? null;
  } catch {
    return null;
  }
}

function isStoredItem(value: unknown): value is StoredItem<unknown> {
  if (value === null || typeof value !== 'object') return false;
  const item = value as Partial<StoredItem<unknown>>;
  return typeof item.version === 'string' && typeof item.expiry === 'number' && 'data' in item;
}

function removeQuietly(store: Storage, key: string): void {
  try {
    store.removeItem(key);
  } catch {
    // Nothing left to do: the next read finds the same item invalid again.
  }
}

/**
 * SPEC §4: an expired item, one without a version or with another version, or one that is not
 * valid JSON is removed and reads as null.
 */
export function storageGet<T>(key: string, options: StorageReadOptions = {}): T | null {
  const store = storage();
  if (!store) return null;
  let raw: string | null;
  try {
    raw = store.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    removeQuietly(store, key);
    return null;
  }
  const version = options.version ?? DEFAULT_STORAGE_VERSION;
  if (!isStoredItem(parsed) || parsed.version !== version || parsed.expiry <= Date.now()) {
    removeQuietly(store, key);
    return null;
  }
  return parsed.data as T;
}

/** Returns false when the item could not be stored (no storage, quota, unserializable data). */
export function storageSet<T>(key: string, data: T, options: StorageWriteOptions = {}): boolean {
  const store = storage();
  if (!store) return false;
  const expiresInMs = options.expiresInMs ?? DEFAULT_STORAGE_EXPIRY_MS;
  const item: StoredItem<T> = {
    version: options.version ?? DEFAULT_STORAGE_VERSION,
    data,
    expiry: Date.now() + expiresInMs,
  };
  try {
    store.setItem(key, JSON.stringify(item));
    return true;
  } catch {
    return false;
  }
}

export function storageRemove(key: string): void {
  const store = storage();
  if (store) removeQuietly(store, key);
}
