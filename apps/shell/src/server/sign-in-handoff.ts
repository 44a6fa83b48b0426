import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_TOKEN_COOKIE, isTokenValid, parseCookies, REFRESH_TOKEN_COOKIE, sessionSetCookies } from '@meydan/shared/util/cookies';

/**
 * Headers a native app sets when it opens a page of the site in a web view, to hand its signed-in
 * session over: the access token (a JWT) and the refresh token, as the API issued them to the app.
 */
export const HANDOFF_AUTH_HEADER = 'x-auth-token';
export const HANDOFF_REFRESH_HEADER = 'x-refresh-token';
/** Query flag of the address the handoff redirects to: the session is in place, proceed. */
export const HANDOFF_FLAG = 'ia';

// JWTs and the API's opaque refresh tokens; anything else is not a token we issued.
const TOKEN_PATTERN = /^[A-Za-z0-9._~+/=-]{1,4096}$/;

export type HandoffDecision =
  | { action: 'proceed'; reason: 'token' | 'flag' }
  | { action: 'redirect'; location: string; setCookies: [string, string] }
  | { action: 'anonymous' };

export interface HandoffRequest {
  /** Path and query as received (`req.url`). */
  url: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** Secure cookies (the site is served over HTTPS), as the API sets them. */
  secure: boolean;
  now?: number;
}

function headerToken(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && TOKEN_PATTERN.test(value) ? value : undefined;
}

/**
 * SPEC §4 sign-in handoff, for a page request. A valid unexpired auth cookie (the SPEC §9 30 s
 * margin included) or `ia=true` in the query proceeds. Otherwise, with both handoff headers the
 * tokens become the session cookies (the API's attributes) and the reader is sent to the same
 * address with `ia=true`, so the next request proceeds and cannot loop. Otherwise the page is
 * served unauthenticated. Pure: the caller writes the response.
 */
export function signInHandoff({ url, headers, secure, now = Date.now() }: HandoffRequest): HandoffDecision {
  const queryAt = url.indexOf('?');
  // Collapsed leading slashes (and backslashes, which browsers read as slashes) keep the
  // redirect on this site: `//evil.example/x` would be another host.
  const path = (queryAt < 0 ? url : url.slice(0, queryAt)).replace(/^[/\\]+/, '/') || '/';
  const query = new URLSearchParams(queryAt < 0 ? '' : url.slice(queryAt + 1));
  if (isTokenValid(parseCookies(typeof headers['cookie'] === 'string' ? headers['cookie'] : undefined)[AUTH_TOKEN_COOKIE], now)) {
    return { action: 'proceed', reason: 'token' };
  }
  if (query.get(HANDOFF_FLAG) === 'true') return { action: 'proceed', reason: 'flag' };
  const authToken = headerToken(headers[HANDOFF_AUTH_HEADER]);
  const refreshToken = headerToken(headers[HANDOFF_REFRESH_HEADER]);
  if (!authToken || !refreshToken) return { action: 'anonymous' };
  query.set(HANDOFF_FLAG, 'true');
  return { action: 'redirect', location: `${path}?${query.toString()}`, setCookies: sessionSetCookies({ authToken, refreshToken }, secure) };
}

/** Whether the request carries a session cookie (either token): its page is the reader's own. */
export function hasSessionCookie(cookieHeader: string | string[] | undefined): boolean {
  const cookies = parseCookies(typeof cookieHeader === 'string' ? cookieHeader : undefined);
  return Boolean(cookies[AUTH_TOKEN_COOKIE] || cookies[REFRESH_TOKEN_COOKIE]);
}

/**
 * Runs the handoff for a page request and, when it stores a session, answers the redirect
 * (never cached: it carries cookies). True when the response was sent.
 */
export function applySignInHandoff(req: FastifyRequest, reply: FastifyReply, secure: boolean): boolean {
  const decision = signInHandoff({ url: req.url, headers: req.headers, secure });
  if (decision.action !== 'redirect') return false;
  reply.header('set-cookie', decision.setCookies).header('cache-control', 'private, no-store').redirect(decision.location, 302);
  return true;
}
