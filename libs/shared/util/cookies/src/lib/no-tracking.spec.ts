import { recordCookieWrites } from '@meydan/shared/testing';
import { NO_TRACKING_COOKIE, NO_TRACKING_MAX_AGE } from './constants';
import { getCookie, parseCookies } from './cookies';
import { hasNoTrackingCookie, isTrackingDisabled } from './no-tracking';

function clearAll(): void {
  for (const name of Object.keys(parseCookies(document.cookie))) document.cookie = `${name}=; Max-Age=0; Path=/`;
}

describe('no-tracking flag (SPEC §4)', () => {
  afterEach(clearAll);

  it('is off by default', () => {
    expect(isTrackingDisabled('')).toBe(false);
    expect(isTrackingDisabled('?page=2')).toBe(false);
  });

  it('turns tracking off from the query flag and remembers it in a 30-day cookie', () => {
    const writes = recordCookieWrites(() => expect(isTrackingDisabled('?notp')).toBe(true));
    expect(NO_TRACKING_MAX_AGE).toBe(30 * 24 * 3600);
    expect(writes).toEqual([`${NO_TRACKING_COOKIE}=1; Max-Age=${NO_TRACKING_MAX_AGE}; Path=/; SameSite=Lax`]);
    // A later page without the flag stays untracked.
    expect(isTrackingDisabled('')).toBe(true);
    expect(isTrackingDisabled('?notp=1&x=2')).toBe(true);
  });

  it('clears the cookie with notp=0', () => {
    isTrackingDisabled('?notp=1');
    expect(getCookie(NO_TRACKING_COOKIE)).toBe('1');
    expect(isTrackingDisabled('?notp=0')).toBe(false);
    expect(getCookie(NO_TRACKING_COOKIE)).toBeUndefined();
    expect(isTrackingDisabled('')).toBe(false);
  });

  it('reads the flag from a request cookie map', () => {
    expect(hasNoTrackingCookie({})).toBe(false);
    expect(hasNoTrackingCookie({ notp: '1' })).toBe(true);
    expect(hasNoTrackingCookie({ notp: '0' })).toBe(false);
  });
});
