import { NearCache } from './near-cache';

describe('near cache', () => {
  it('answers for its short TTL (or the value’s own shorter life) and keeps only the most recently used entries', () => {
    const clock = { now: 0 };
    const cache = new NearCache<string>({ maxEntries: 2, ttlMs: 1000, now: () => clock.now });
    cache.set('a', 'A');
    cache.set('b', 'B', 5000);
    cache.set('short', 'S', 10);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('B');
    expect(cache.get('short')).toBe('S');
    clock.now = 10;
    expect(cache.get('short')).toBeUndefined();
    cache.set('c', 'C');
    cache.get('b');
    cache.set('d', 'D');
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get('b')).toBe('B');
    clock.now = 1000;
    expect(cache.get('b')).toBeUndefined();
    cache.set('e', 'E');
    cache.clear();
    expect(cache.get('e')).toBeUndefined();
  });
});
