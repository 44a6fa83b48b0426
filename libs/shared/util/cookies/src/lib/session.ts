import {
  AUTH_TOKEN_COOKIE,
  AUTH_TOKEN_MAX_AGE,
  REFRESH_TOKEN_COOKIE,
  REFRESH_TOKEN_MAX_AGE,
  SIGNED_OUT_KEPT_COOKIES,
  TOKEN_EXPIRY_MARGIN_MS,
} from './constants';
import { clearCookiesExcept, type CookieOptions, getCookie, removeCookie, serializeCookie } from './cookies';

/** The claims the client reads from an access token; everything else stays opaque. */
export interface JwtClaims {
  /** Expiry, seconds since the epoch (SPEC §3). */
  exp?: number;
  sub?: string;
  [claim: string]: unknown;
}

const BASE64URL_SEGMENT = /^[A-Za-z0-9_-]+={0,2}$/;

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  // atob yields one char per byte; percent-encoding the bytes lets decodeURIComponent read them as UTF-8.
  let escaped = '';
  for (let i = 0; i < binary.length; i += 1) escaped += `%${binary.charCodeAt(i).toString(16).padStart(2, '0')}`;
  return decodeURIComponent(escaped);
}

/**
 * The payload of a JWT, without verifying its signature: the client only needs `exp` to decide
 * when to renew, and the API verifies every token it receives. Null for anything that is not a
 * three-part token with a JSON object payload.
 */
export function decodeJwtPayload(token: string | null | undefined): JwtClaims | null {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !BASE64URL_SEGMENT.test(parts[0]) || !BASE64URL_SEGMENT.test(parts[1])) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload) ? (payload as JwtClaims) : null;
  } catch {
    return null;
  }
}

/** When the token lapses, in epoch milliseconds; null when it cannot be decoded or has no numeric `exp`. */
export function tokenExpiresAt(token: string | null | undefined): number | null {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** Decodable, with an `exp` more than the SPEC §9 margin (30 s) after `now`. */
export function isTokenValid(token: string | null | undefined, now: number = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt - TOKEN_EXPIRY_MARGIN_MS > now;
}

/** The access token cookie as scripts see it (browser only; the refresh token is httpOnly and never visible here). */
export function readAuthToken(): string | undefined {
  return getCookie(AUTH_TOKEN_COOKIE) || undefined;
}

/** SPEC §4 token renewal: a rejected access token is dropped before new tokens are requested. */
export function removeAuthToken(): void {
  removeCookie(AUTH_TOKEN_COOKIE, { path: '/' });
}

/**
 * Start-up without a session and logout: every script-visible cookie goes except the SPEC §4
 * list and the reader's preferences (see SIGNED_OUT_KEPT_COOKIES). The httpOnly refresh cookie
 * is out of a script's reach; the API clears it on logout and on a failed refresh.
 */
export function clearSessionCookies(): void {
  clearCookiesExcept(SIGNED_OUT_KEPT_COOKIES);
}

/**
 * Attributes of the two session cookies, as the API sets them on login, registration and
 * refresh. The access token is readable by scripts (the API client sends it as a bearer header
 * and reads its `exp`), SameSite=Lax so a reader arriving from a link is still signed in. The
 * refresh token is httpOnly (no script, and so no injected script, can steal the long-lived
 * credential) and SameSite=Strict (only our own pages' calls carry it). `Secure` in production.
 */
export function sessionCookieOptions(secure: boolean): { auth: CookieOptions; refresh: CookieOptions } {
  return {
    auth: { path: '/', maxAge: AUTH_TOKEN_MAX_AGE, sameSite: 'lax', secure },
    refresh: { path: '/', maxAge: REFRESH_TOKEN_MAX_AGE, sameSite: 'strict', httpOnly: true, secure },
  };
}

/** `Set-Cookie` values that store a token pair (server side: the sign-in handoff). */
export function sessionSetCookies(tokens: { authToken: string; refreshToken: string }, secure: boolean): [string, string] {
  const options = sessionCookieOptions(secure);
  return [
    serializeCookie(AUTH_TOKEN_COOKIE, tokens.authToken, options.auth),
    serializeCookie(REFRESH_TOKEN_COOKIE, tokens.refreshToken, options.refresh),
  ];
}
