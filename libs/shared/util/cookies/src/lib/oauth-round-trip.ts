import {
  FACEBOOK_STATE_COOKIE,
  FACEBOOK_STATE_MAX_AGE,
  GOOGLE_STATE_COOKIE,
  GOOGLE_STATE_MAX_AGE,
  TWITTER_SECRET_COOKIE,
  TWITTER_SECRET_MAX_AGE,
} from './constants';
import { getCookie, removeCookie, setCookie } from './cookies';

/** The social sign-in providers whose flows leave the site and come back to a callback page. */
export type OAuthProvider = 'google' | 'facebook' | 'twitter';

/**
 * Where each provider's round trip is kept while the visitor is away at the provider: Google and
 * Facebook keep their OAuth `state` (and Google its `nonce`) for 10 minutes; Twitter keeps the
 * request token secret in the SPEC §9 Twitter secret cookie (30 days).
 */
export const OAUTH_ROUND_TRIP_COOKIES: Readonly<Record<OAuthProvider, { name: string; maxAge: number }>> = {
  google: { name: GOOGLE_STATE_COOKIE, maxAge: GOOGLE_STATE_MAX_AGE },
  facebook: { name: FACEBOOK_STATE_COOKIE, maxAge: FACEBOOK_STATE_MAX_AGE },
  twitter: { name: TWITTER_SECRET_COOKIE, maxAge: TWITTER_SECRET_MAX_AGE },
};

/** What a round trip remembers: provider values (state, nonce, token secret) and where to go back to. */
export type OAuthRoundTrip = Readonly<Record<string, string>> & { readonly returnTo: string };

/** A cookie carries at most about 4 KB; a longer return address is not worth the risk of losing the state. */
const RETURN_PATH_MAX_LENGTH = 1024;
const PROBE_ORIGIN = 'https://return.invalid';

/**
 * `value` when it is a path on this site, else `fallback`. The return address of a sign-in comes
 * from a cookie and a URL a third party could craft, so anything that would leave the site is
 * refused: absolute URLs, protocol-relative `//host`, `/\host` (browsers read `\` as `/`), and
 * control characters the URL parser drops (`/\t/host`). `/auth/*` pages are refused too: a
 * callback must never return to a callback (a loop), and the e-mailed link pages spend a
 * one-time token on every visit.
 */
export function safeReturnPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length > RETURN_PATH_MAX_LENGTH) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN || isAuthPath(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Routers match case-insensitively and on decoded paths, so `/%41UTH/...` is an auth page too. */
function isAuthPath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname).toLowerCase();
  } catch {
    return true;
  }
  return decoded === '/auth' || decoded.startsWith('/auth/');
}

/** A URL-safe random value (base64url of `bytes` random bytes) for OAuth `state` and `nonce`. */
export function randomOAuthValue(bytes = 32): string {
  const buffer = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buffer);
  let binary = '';
  for (const byte of buffer) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Remembers a round trip before the browser leaves for the provider. SameSite=Lax (the provider
 * sends the visitor back with a top-level GET) and Secure on https. `returnTo` is stored only as
 * a safe same-site path.
 */
export function saveOAuthRoundTrip(provider: OAuthProvider, values: Record<string, string> & { returnTo?: string }): void {
  const { name, maxAge } = OAUTH_ROUND_TRIP_COOKIES[provider];
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  const value = JSON.stringify({ ...values, returnTo: safeReturnPath(values.returnTo) });
  setCookie(name, value, { path: '/', maxAge, sameSite: 'lax', secure });
}

/**
 * The round trip saved for `provider`, or null when there is none or it is not one we wrote
 * (not JSON, not an object of strings). `returnTo` is checked again on the way out.
 */
export function readOAuthRoundTrip(provider: OAuthProvider): OAuthRoundTrip | null {
  const raw = getCookie(OAUTH_ROUND_TRIP_COOKIES[provider].name);
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const values: Record<string, string> = {};
  for (const [key, entry] of Object.entries(parsed)) {
    if (typeof entry !== 'string') return null;
    values[key] = entry;
  }
  return { ...values, returnTo: safeReturnPath(values['returnTo']) };
}

/** Forgets the round trip: its values are single-use. */
export function clearOAuthRoundTrip(provider: OAuthProvider): void {
  removeCookie(OAUTH_ROUND_TRIP_COOKIES[provider].name, { path: '/' });
}
