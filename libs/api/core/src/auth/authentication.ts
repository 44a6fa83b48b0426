import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MemberRole } from '@meydan/shared/contracts';
import { AUTH_TOKEN_COOKIE, parseCookies } from '@meydan/shared/util/cookies';
import { HttpError } from '../http-error';
import { MESSAGES } from '../messages';

/** Who a request acts for, once a preHandler of this module has resolved it. */
export interface AuthContext {
  userId: string;
  sessionId: string;
  role: MemberRole;
  /** How the access token came: a bearer header (any client) or the o-auth-token cookie (browser). */
  via: 'bearer' | 'cookie';
}

/**
 * Checks an access token: signature, expiry and that its session is still live (not logged out,
 * not revoked). Null for anything that is not a valid token of a live session.
 */
export type AccessTokenVerifier = (token: string) => Promise<Omit<AuthContext, 'via'> | null>;

export interface AuthenticationOptions {
  verify: AccessTokenVerifier;
  /** Origins whose pages may make cookie-authenticated writes: the editions' public origins. */
  trustedOrigins: readonly string[];
}

export interface AuthGuards {
  /** preHandler: 401 without a valid credential of a live session; see registerAuthentication. */
  requireMember: (request: FastifyRequest) => Promise<void>;
  /** preHandler: sets request.auth when a valid credential comes along; never fails for its absence. */
  optionalMember: (request: FastifyRequest) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The access token a request carries: the bearer header wins; the cookie is the browser's fallback. */
export function requestCredential(request: FastifyRequest): { token: string; via: AuthContext['via'] } | null {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.trim() !== '') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    // A malformed Authorization header is a failed credential, not an absent one.
    return { token: match?.[1] ?? '', via: 'bearer' };
  }
  const cookie = parseCookies(request.headers.cookie)[AUTH_TOKEN_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/** The page origin of a browser request: `Origin`, else the origin of `Referer`; null when neither. */
export function requestOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') return origin;
  const referer = request.headers.referer;
  if (typeof referer !== 'string' || referer === '') return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/**
 * CSRF defence beside SameSite. `required`: the request rides on a cookie, so it must prove it
 * comes from one of our pages (a trusted Origin or Referer; a browser always sends Origin with a
 * cross-origin POST). Otherwise only a present, foreign Origin is refused: native apps and
 * server-side callers send none. `Origin: null` (sandboxed frames, some redirects) is foreign.
 */
export function assertTrustedOrigin(request: FastifyRequest, trustedOrigins: readonly string[], required: boolean): void {
  const origin = requestOrigin(request);
  if (origin === null && !required) return;
  if (origin === null || !trustedOrigins.includes(origin)) throw new HttpError(403, MESSAGES.foreignOrigin);
}

export function isStateChanging(request: FastifyRequest): boolean {
  return !SAFE_METHODS.has(request.method);
}

/**
 * Member authentication for one encapsulated context (a domain plugin): decorates
 * `request.auth` and returns preHandlers that resolve it. Resolution is lazy (only routes that
 * ask pay for it) and never cached in the process: every request re-checks its session, so a
 * logout or revocation takes effect on the next call on every replica. A state-changing request
 * authenticated by the cookie must come from a trusted origin (403 otherwise).
 */
export function registerAuthentication(fastify: FastifyInstance, options: AuthenticationOptions): AuthGuards {
  if (!fastify.hasRequestDecorator('auth')) fastify.decorateRequest('auth', null);
  const { verify, trustedOrigins } = options;

  async function resolve(request: FastifyRequest): Promise<AuthContext | null> {
    const credential = requestCredential(request);
    if (!credential?.token) return null;
    const verified = await verify(credential.token);
    return verified ? { ...verified, via: credential.via } : null;
  }

  return {
    async requireMember(request) {
      const auth = await resolve(request);
      if (!auth) throw new HttpError(401, MESSAGES.unauthorized);
      if (auth.via === 'cookie' && isStateChanging(request)) assertTrustedOrigin(request, trustedOrigins, true);
      request.auth = auth;
    },
    async optionalMember(request) {
      const auth = await resolve(request);
      if (auth?.via === 'cookie' && isStateChanging(request)) assertTrustedOrigin(request, trustedOrigins, true);
      request.auth = auth;
    },
  };
}
