import { CONSENT_VERSION, hasConsent, parseConsent, purposesOf, serializeConsent } from './consent';
import { SIGNED_OUT_KEPT_COOKIES } from './constants';

describe('consent cookie', () => {
  it('round-trips every combination of purposes in a fixed order', () => {
    const state = { version: CONSENT_VERSION, purposes: ['advertising', 'analytics'] as const, recordId: 'a1b2-c3' };
    const value = serializeConsent(state);
    expect(value).toBe(`${CONSENT_VERSION}.ad.a1b2-c3`);
    expect(parseConsent(value)).toEqual({ version: CONSENT_VERSION, purposes: ['analytics', 'advertising'], recordId: 'a1b2-c3' });
    expect(serializeConsent({ version: 1, purposes: [], recordId: 'x' })).toBe('1.-.x');
    expect(parseConsent('1.-.x')).toEqual({ version: 1, purposes: [], recordId: 'x' });
  });

  it('treats an older banner version, a malformed value or none as no choice', () => {
    expect(parseConsent(`${CONSENT_VERSION - 1}.apd.x`)).toBeNull();
    expect(parseConsent('2.apd.x', 3)).toBeNull();
    expect(parseConsent('1.apd.x', 1)).not.toBeNull();
    for (const bad of ['', 'garbage', '1', '1.APD.x', '1.apd.x.y', '1.apd.<script>', '1.abcd.x']) expect(parseConsent(bad)).toBeNull();
    expect(parseConsent(undefined)).toBeNull();
  });

  it('grants everything, nothing or the picked purposes', () => {
    expect(purposesOf('accept-all')).toEqual(['analytics', 'personalization', 'advertising']);
    expect(purposesOf('reject-all', ['analytics'])).toEqual([]);
    expect(purposesOf('custom', ['advertising', 'bogus', 'analytics', 'analytics'])).toEqual(['analytics', 'advertising']);
  });

  it('allows a purpose only after a choice that names it', () => {
    expect(hasConsent('analytics', null)).toBe(false);
    expect(hasConsent('analytics', { version: 1, purposes: ['analytics'], recordId: '' })).toBe(true);
    expect(hasConsent('advertising', { version: 1, purposes: ['analytics'], recordId: '' })).toBe(false);
  });

  it('survives logout and the signed-out clean-up', () => {
    expect(SIGNED_OUT_KEPT_COOKIES).toContain('m-consent');
  });
});
