import { readThirdPartyIdentifiers, THIRD_PARTY_ID_KEYS } from './third-party-identifiers';

describe('readThirdPartyIdentifiers', () => {
  const NOW = Date.parse('2026-11-20T09:00:00Z');
  beforeEach(() => localStorage.clear());

  it('reads plain strings, JSON strings, { value, type } and the storage wrapper', () => {
    localStorage.setItem(THIRD_PARTY_ID_KEYS.trackerId, 'a_f3c9');
    localStorage.setItem(THIRD_PARTY_ID_KEYS.adId, JSON.stringify({ value: '9e1d…hash', type: 'anonymous' }));
    expect(readThirdPartyIdentifiers(localStorage, NOW)).toEqual({ trackerId: 'a_f3c9', adId: '9e1d…hash', adIdType: 'anonymous' });

    localStorage.setItem(THIRD_PARTY_ID_KEYS.trackerId, JSON.stringify('a_json'));
    localStorage.setItem(THIRD_PARTY_ID_KEYS.adId, JSON.stringify({ version: 'v0', expiry: NOW + 1000, data: { value: 'u-hash', type: 'user' } }));
    expect(readThirdPartyIdentifiers(localStorage, NOW)).toEqual({ trackerId: 'a_json', adId: 'u-hash', adIdType: 'user' });
  });

  it('leaves out what is missing, expired, empty or not an id', () => {
    expect(readThirdPartyIdentifiers(localStorage, NOW)).toEqual({});
    localStorage.setItem(THIRD_PARTY_ID_KEYS.trackerId, JSON.stringify({ version: 'v0', expiry: NOW - 1, data: 'a_old' }));
    localStorage.setItem(THIRD_PARTY_ID_KEYS.adId, JSON.stringify({ value: 42 }));
    expect(readThirdPartyIdentifiers(localStorage, NOW)).toEqual({});
    localStorage.setItem(THIRD_PARTY_ID_KEYS.trackerId, '   ');
    localStorage.setItem(THIRD_PARTY_ID_KEYS.adId, JSON.stringify([1, 2]));
    expect(readThirdPartyIdentifiers(localStorage, NOW)).toEqual({});
  });

  it('cuts an overlong id to what the API keeps and drops control characters', () => {
    localStorage.setItem(THIRD_PARTY_ID_KEYS.trackerId, `a_\u0007${'x'.repeat(300)}`);
    const ids = readThirdPartyIdentifiers(localStorage, NOW);
    expect(ids['trackerId']).toHaveLength(128);
    expect(ids['trackerId']?.startsWith('a_x')).toBe(true);
  });

  it('survives a storage that throws, and no storage at all', () => {
    const throwing = { getItem: () => { throw new Error('blocked'); } } as unknown as Storage;
    expect(readThirdPartyIdentifiers(throwing, NOW)).toEqual({});
    expect(readThirdPartyIdentifiers(null, NOW)).toEqual({});
  });
});
