import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_TOKEN_COOKIE, parseCookies, REFRESH_TOKEN_COOKIE, serializeCookie, sessionCookieOptions } from '@meydan/shared/util/cookies';

/**
 * The session cookies (SPEC §9): `o-auth-token` (30 days; readable by scripts, SameSite=Lax)
 * and `o-refresh-token` (60 days; httpOnly, SameSite=Strict), both Path=/ and Secure when the
 * site is served over HTTPS. Attributes come from @meydan/shared/util/cookies, which the
 * browser client and the SSR handoff use too. apps/api/README.md explains the choice.
 */
export function setSessionCookies(reply: FastifyReply, tokens: { authToken: string; refreshToken: string }, secure: boolean): void {
  const options = sessionCookieOptions(secure);
  reply.header('set-cookie', [
    serializeCookie(AUTH_TOKEN_COOKIE, tokens.authToken, options.auth),
    serializeCookie(REFRESH_TOKEN_COOKIE, tokens.refreshToken, options.refresh),
  ]);
}

/** Expires both session cookies (same path and attributes, or the browser keeps them). */
export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  const options = sessionCookieOptions(secure);
  const expired = { maxAge: 0, expires: new Date(0) };
  reply.header('set-cookie', [
    serializeCookie(AUTH_TOKEN_COOKIE, '', { ...options.auth, ...expired }),
    serializeCookie(REFRESH_TOKEN_COOKIE, '', { ...options.refresh, ...expired }),
  ]);
}

export function refreshCookie(request: FastifyRequest): string | undefined {
  return parseCookies(request.headers.cookie)[REFRESH_TOKEN_COOKIE] || undefined;
}
