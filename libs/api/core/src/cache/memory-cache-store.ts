import type { CacheEntry, CacheStore } from './cache-store';

export interface MemoryCacheStoreOptions {
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

interface Slot {
  entry: CacheEntry;
  dropAt: number;
  bytes: number;
}

/** In-process LRU: Map insertion order is the recency order (a read re-inserts the key). */
export class MemoryCacheStore implements CacheStore {
  readonly name = 'memory';
  private readonly slots = new Map<string, Slot>();
  private bytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly now: () => number;

  constructor(options: MemoryCacheStoreOptions = {}) {
    this.maxEntries = options.maxEntries ?? 1000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.slots.size;
  }

  async get(key: string): Promise<CacheEntry | undefined> {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    if (slot.dropAt <= this.now()) {
      this.remove(key, slot);
      return undefined;
    }
    this.slots.delete(key);
    this.slots.set(key, slot);
    return slot.entry;
  }

  async set(key: string, entry: CacheEntry, retainMs: number): Promise<void> {
    const bytes = Buffer.byteLength(entry.body) + key.length * 2;
    if (bytes > this.maxBytes) return;
    const existing = this.slots.get(key);
    if (existing) this.remove(key, existing);
    this.slots.set(key, { entry, dropAt: this.now() + retainMs, bytes });
    this.bytes += bytes;
    for (const [oldest, slot] of this.slots) {
      if (this.slots.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.remove(oldest, slot);
    }
  }

  async delete(key: string): Promise<void> {
    const slot = this.slots.get(key);
    if (slot) this.remove(key, slot);
  }

  async clear(): Promise<void> {
    this.slots.clear();
    this.bytes = 0;
  }

  async close(): Promise<void> {
    await this.clear();
  }

  private remove(key: string, slot: Slot): void {
    this.slots.delete(key);
    this.bytes -= slot.bytes;
  }
}
