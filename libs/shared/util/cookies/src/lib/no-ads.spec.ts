import { NO_ADS_COOKIE, NO_ADS_MAX_AGE, SIGNED_OUT_KEPT_COOKIES } from './constants';
import { getCookie, parseCookies } from './cookies';
import { hasNoAdsHint, PREMIUM_CLAIM, setNoAdsHint } from './no-ads';
import { clearSessionCookies } from './session';
import { recordCookieWrites as recordWrites, testJwt } from '@meydan/shared/testing';

function clearAll(): void {
  for (const name of Object.keys(parseCookies(document.cookie))) document.cookie = `${name}=; Max-Age=0; Path=/`;
}

describe('premium no-ads hint cookie (SPEC §6)', () => {
  afterEach(clearAll);

  it('is set to 1 for a premium member, for as long as a session lasts, and written once', () => {
    expect(recordWrites(() => setNoAdsHint(true))).toEqual([`m-noads=1; Max-Age=${NO_ADS_MAX_AGE}; Path=/; SameSite=Lax`]);
    expect(NO_ADS_COOKIE).toBe('m-noads');
    expect(NO_ADS_MAX_AGE).toBe(60 * 24 * 3600);
    expect(getCookie(NO_ADS_COOKIE)).toBe('1');
    // The next page load's member changes nothing.
    expect(recordWrites(() => setNoAdsHint(true))).toEqual([]);
  });

  it('is removed for a member who is not premium (or no longer), and never written for one who never was', () => {
    setNoAdsHint(true);
    setNoAdsHint(false);
    expect(getCookie(NO_ADS_COOKIE)).toBeUndefined();
    expect(recordWrites(() => setNoAdsHint(false))).toEqual([]);
  });

  it('goes with the signed-out clean-up and logout (it is not a kept cookie)', () => {
    setNoAdsHint(true);
    expect(SIGNED_OUT_KEPT_COOKIES).not.toContain(NO_ADS_COOKIE);
    clearSessionCookies();
    expect(getCookie(NO_ADS_COOKIE)).toBeUndefined();
  });

  it('counts on the server only as 1 and beside a session cookie (a page without one may be shared)', () => {
    expect(hasNoAdsHint({ 'm-noads': '1', 'o-auth-token': 'x' })).toBe(true);
    expect(hasNoAdsHint(parseCookies('locale=tr; m-noads=1; o-refresh-token=y'))).toBe(true);
    expect(hasNoAdsHint({ 'm-noads': '1' })).toBe(false);
    expect(hasNoAdsHint({ 'm-noads': '0', 'o-auth-token': 'x' })).toBe(false);
    expect(hasNoAdsHint({ 'o-auth-token': 'x' })).toBe(false);
  });

  it("counts the access token's premium claim, so a premium member's first page after signing in on a new browser has no ad space", () => {
    const exp = Math.floor(Date.now() / 1000) + 900;
    expect(PREMIUM_CLAIM).toBe('prm');
    expect(hasNoAdsHint({ 'o-auth-token': testJwt({ sub: 'u1', exp, prm: true }) })).toBe(true);
    // Only the claim's true counts; a member who is not premium has none.
    expect(hasNoAdsHint({ 'o-auth-token': testJwt({ sub: 'u1', exp }) })).toBe(false);
    expect(hasNoAdsHint({ 'o-auth-token': testJwt({ sub: 'u1', exp, prm: 'true' }) })).toBe(false);
    expect(hasNoAdsHint({ 'o-auth-token': 'not.a.token' })).toBe(false);
  });
});
