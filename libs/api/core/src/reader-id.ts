import { randomBytes } from 'node:crypto';
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The anonymous reader (a member id once accounts land) behind reactions and view/share counts:
 * a first-party, httpOnly cookie (scripts never need it), a year long. Callers register
 * @fastify/cookie in their own context.
 */
export const READER_COOKIE = 'm-rid';
const READER_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
const READER_ID = /^[A-Za-z0-9_-]{22,64}$/;

/** The reader behind a request: its `m-rid` cookie when it is one we could have issued, else null. */
export function readerIdOf(cookies: Readonly<Record<string, string | undefined>>): string | null {
  const existing = cookies[READER_COOKIE];
  return existing && READER_ID.test(existing) ? existing : null;
}

/** The reader's id, minting one (and setting its cookie) when the request has none. */
export function ensureReaderId(request: FastifyRequest, reply: FastifyReply, secureCookies: boolean): string {
  const existing = readerIdOf(request.cookies);
  if (existing) return existing;
  const id = randomBytes(18).toString('base64url');
  reply.setCookie(READER_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies, maxAge: READER_COOKIE_MAX_AGE_S });
  return id;
}
