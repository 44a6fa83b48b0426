import { AUTH_TOKEN_COOKIE, NO_ADS_COOKIE, NO_ADS_MAX_AGE, REFRESH_TOKEN_COOKIE } from './constants';
import { getCookie, removeCookie, setCookie } from './cookies';

/**
 * Whether a request's cookies carry the premium no-ads hint, for the server's render. Only with
 * a session cookie beside it: a hint left behind by a session that has since lapsed (the browser
 * drops it on its next start-up) must not shape a page that, having no session cookie, the page
 * cache may share with every other reader.
 */
export function hasNoAdsHint(cookies: Readonly<Record<string, string | undefined>>): boolean {
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
