export interface NearCacheOptions {
  /** Entries kept; the least recently used goes first (default 500). */
  maxEntries?: number;
  /** How long an entry answers (default 1000 ms). */
  ttlMs?: number;
  now?: () => number;
}

interface Slot<V> {
  value: V;
  expiresAt: number;
}

/**
 * A small in-process cache in front of a shared one (Redis): the hot keys of the last second are
 * answered from memory, so a busy page costs one Redis round trip per second and replica instead
 * of one per request, and keeps being served for that long when Redis is slow or gone. Bounded in
 * entries, with a short TTL because a purge on another replica reaches this copy only when it
 * expires. A Map in least-recently-used order (a read re-inserts the key).
 */
export class NearCache<V> {
  private readonly slots = new Map<string, Slot<V>>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: NearCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 500;
    this.ttlMs = options.ttlMs ?? 1000;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.slots.size;
  }

  get(key: string): V | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    if (slot.expiresAt <= this.now()) {
      this.slots.delete(key);
      return undefined;
    }
    this.slots.delete(key);
    this.slots.set(key, slot);
    return slot.value;
  }

  /** Keeps `value` for the cache's TTL, or less when `ttlMs` is shorter (the value's own life). */
  set(key: string, value: V, ttlMs = this.ttlMs): void {
    const life = Math.min(ttlMs, this.ttlMs);
    if (!(life > 0)) return;
    this.slots.delete(key);
    this.slots.set(key, { value, expiresAt: this.now() + life });
    while (this.slots.size > this.maxEntries) {
      const oldest = this.slots.keys().next().value as string;
      this.slots.delete(oldest);
    }
  }

  delete(key: string): void {
    this.slots.delete(key);
  }

  clear(): void {
    this.slots.clear();
  }
}
