import { NO_ADS_COOKIE, NO_ADS_MAX_AGE } from './constants';
import { getCookie, removeCookie, setCookie } from './cookies';

/** Whether a cookie map (a request's or the browser's) carries the premium no-ads hint. */
export function hasNoAdsHint(cookies: Readonly<Record<string, string | undefined>>): boolean {
  return cookies[NO_ADS_COOKIE] === '1';
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
