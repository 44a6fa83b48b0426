import { DEFAULT_STORAGE_EXPIRY_MS, storageGet, storageRemove, storageSet } from './storage';

const NOW = new Date('2026-11-20T09:00:00Z').getTime();

describe('local storage wrapper', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers({ now: NOW });
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('stores { version, data, expiry } with v0 and 30 days by default', () => {
    expect(storageSet('k', { a: 1 })).toBe(true);
    expect(JSON.parse(localStorage.getItem('k') as string)).toEqual({
      version: 'v0',
      data: { a: 1 },
      expiry: NOW + DEFAULT_STORAGE_EXPIRY_MS,
    });
    expect(DEFAULT_STORAGE_EXPIRY_MS).toBe(2592000000);
    expect(storageGet('k')).toEqual({ a: 1 });
  });

  it('round-trips falsy data', () => {
    storageSet('zero', 0);
    storageSet('empty', '');
    storageSet('nil', null);
    expect(storageGet('zero')).toBe(0);
    expect(storageGet('empty')).toBe('');
    expect(storageGet('nil')).toBeNull();
    expect(localStorage.getItem('nil')).not.toBeNull();
  });

  it('returns null for a missing key', () => {
    expect(storageGet('missing')).toBeNull();
  });

  it('removes expired items on read', () => {
    storageSet('k', 'x', { expiresInMs: 1000 });
    jest.setSystemTime(NOW + 999);
    expect(storageGet('k')).toBe('x');
    jest.setSystemTime(NOW + 1000);
    expect(storageGet('k')).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('removes items of another version', () => {
    storageSet('k', 'x', { version: 'v2' });
    expect(storageGet('k', { version: 'v2' })).toBe('x');
    expect(storageGet('k')).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('removes items without a version, without an expiry, or not in the wrapper shape', () => {
    localStorage.setItem('noVersion', JSON.stringify({ data: 1, expiry: NOW + 1000 }));
    localStorage.setItem('noExpiry', JSON.stringify({ version: 'v0', data: 1 }));
    localStorage.setItem('bare', JSON.stringify(5));
    for (const key of ['noVersion', 'noExpiry', 'bare']) {
      expect(storageGet(key)).toBeNull();
      expect(localStorage.getItem(key)).toBeNull();
    }
  });

  it('removes invalid JSON', () => {
    localStorage.setItem('k', '{nope');
    expect(storageGet('k')).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('removes items explicitly', () => {
    storageSet('k', 1);
    storageRemove('k');
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('does not throw when storage refuses writes or reads', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(storageSet('k', 1)).toBe(false);
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(storageGet('k')).toBeNull();
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => storageRemove('k')).not.toThrow();
  });

  it('does not throw when localStorage itself is inaccessible', () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(storageSet('k', 1)).toBe(false);
      expect(storageGet('k')).toBeNull();
      expect(() => storageRemove('k')).not.toThrow();
    } finally {
      if (descriptor) Object.defineProperty(window, 'localStorage', descriptor);
    }
  });

  it('reports unserializable data as not stored', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(storageSet('k', cyclic)).toBe(false);
    expect(localStorage.getItem('k')).toBeNull();
  });
});
