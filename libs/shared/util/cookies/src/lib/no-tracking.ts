import { NO_TRACKING_COOKIE, NO_TRACKING_FLAG, NO_TRACKING_MAX_AGE } from './constants';
import { getAllCookies, removeCookie, setCookie } from './cookies';

const OFF_VALUES = new Set(['0', 'false', 'off']);

/** Whether a cookie map (browser or request) carries the no-tracking flag. */
export function hasNoTrackingCookie(cookies: Readonly<Record<string, string | undefined>>): boolean {
  const value = cookies[NO_TRACKING_COOKIE];
  return value !== undefined && !OFF_VALUES.has(value);
}

/**
 * SPEC §4: tracking is off when the page address carries the no-tracking flag; the flag is then
 * stored as a cookie for 30 days, so later pages without it stay untracked. `?notp=0` clears it.
 * Browser only: on the server there is nothing to track and this answers true.
 */
export function isTrackingDisabled(search: string = typeof location === 'undefined' ? '' : location.search): boolean {
  if (typeof document === 'undefined') return true;
  const params = new URLSearchParams(search);
  if (params.has(NO_TRACKING_FLAG)) {
    const value = params.get(NO_TRACKING_FLAG) ?? '';
    if (OFF_VALUES.has(value)) {
      removeCookie(NO_TRACKING_COOKIE, { path: '/' });
      return false;
    }
    setCookie(NO_TRACKING_COOKIE, '1', { path: '/', maxAge: NO_TRACKING_MAX_AGE });
    return true;
  }
  return hasNoTrackingCookie(getAllCookies());
}
