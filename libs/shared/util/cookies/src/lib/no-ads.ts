import { AUTH_TOKEN_COOKIE, NO_ADS_COOKIE, NO_ADS_MAX_AGE, REFRESH_TOKEN_COOKIE } from './constants';
import { getCookie, removeCookie, setCookie } from './cookies';
import { decodeJwtPayload } from './session';

/**
 * The access token's premium claim (`prm: true`, set by the API when it signs the token of a
 * premium member). It lets the server leave out ad space from a premium member's very first page
 * after signing in, on any browser: the `m-noads` cookie exists only once a page has loaded the
 * member. Current as of the token's last refresh (every 15 minutes). Read without checking the
 * signature: like the cookie, it is a hint that only takes ads away, never a permission.
 */
export const PREMIUM_CLAIM = 'prm';

/**
 * Whether a request's cookies say the reader is premium, for the server's render: the premium
 * claim of the access token, or the no-ads hint beside a session cookie. Only with a session: a
 * hint left behind by a session that has since lapsed (the browser drops it on its next
 * start-up) must not shape a page that, having no session cookie, the page cache may share with
 * every other reader.
 */
export function hasNoAdsHint(cookies: Readonly<Record<string, string | undefined>>): boolean {
  if (decodeJwtPayload(cookies[AUTH_TOKEN_COOKIE])?.[PREMIUM_CLAIM] === true) return true;
  return cookies[NO_ADS_COOKIE] === '1' && Boolean(cookies[AUTH_TOKEN_COOKIE] || cookies[REFRESH_TOKEN_COOKIE]);
}

/**
 * Browser only: sets the hint for a premium member, removes it for anyone else. Written only
 * when it changes, so loading the member on every page does not rewrite the cookie.
 */
export function setNoAdsHint(premium: boolean): void {
  if (typeof document === 'undefined') return;
  const current = getCookie(NO_ADS_COOKIE);
  if (premium) {
    if (current !== '1') setCookie(NO_ADS_COOKIE, '1', { path: '/', maxAge: NO_ADS_MAX_AGE, secure: location.protocol === 'https:' });
  } else if (current !== undefined) {
    removeCookie(NO_ADS_COOKIE, { path: '/' });
  }
}
