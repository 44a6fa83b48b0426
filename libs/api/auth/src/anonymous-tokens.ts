import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { ANONYMOUS_ID_PATTERN } from '@meydan/shared/contracts';
import { ANONYMOUS_TOKEN_COOKIE, ANONYMOUS_TOKEN_MAX_AGE, parseCookies } from '@meydan/shared/util/cookies';
import { deriveKey } from './tokens';

/**
 * SPEC §1: visitors of the English entertainment sections are signed in anonymously.
 *
 * Why a signed token and not one more random cookie: the reader cookie (`m-rid`) that reactions
 * and view counts use is a bare random value, so anyone can send a new one with every request
 * and count as a new reader. An anonymous identity is a JWT the API signed (HS256, its own key
 * derived from AUTH_TOKEN_SECRET): only the API mints ids, minting is rate limited per network,
 * and a feature that needs a stable visitor (reactions, game plays in those sections) can trust
 * the id it reads with {@link readAnonymousIdentity}.
 *
 * Why no table: the token carries everything (id, expiry) and nothing about it needs revoking
 * one by one; rotating AUTH_TOKEN_SECRET voids them all. Limits on what an identity may do
 * belong to the features that count its actions.
 *
 * It can never pass for a member: another key (`anonymous-token`, not `access-token`), another
 * audience, no session claim, the `anon` claim, and another cookie (`o-anon-token`, never sent
 * as a bearer token by the client).
 */
export const ANONYMOUS_TOKEN_TTL_SECONDS = ANONYMOUS_TOKEN_MAX_AGE;

const ISSUER = 'meydan';
const AUDIENCE = 'meydan-anonymous';
const ANONYMOUS_CLAIM = 'anon';
const ANONYMOUS_ID = new RegExp(ANONYMOUS_ID_PATTERN);
// Ours are about 250 characters; anything far longer is not worth a signature check.
const TOKEN_MAX_LENGTH = 1024;

export interface AnonymousIdentity {
  anonymousId: string;
  /** When the identity lapses (its token's `exp`). */
  expiresAt: Date;
}

/** A fresh anonymous id: `anon_` and 128 random bits (see ANONYMOUS_ID_PATTERN). */
export function newAnonymousId(): string {
  return `anon_${randomBytes(16).toString('base64url')}`;
}

/**
 * The identity of a Firebase anonymous user (issue 19: where Firebase is configured): `anon_` and
 * 128 bits of SHA-256 over the project and uid, so the same Firebase user (kept by the browser
 * SDK) always gets the same id, even after the cookies went, and another project's never collides.
 */
export function firebaseAnonymousId(projectId: string, uid: string): string {
  return `anon_${createHash('sha256').update(`firebase:${projectId}:${uid}`).digest('base64url').slice(0, 22)}`;
}

export class AnonymousTokens {
  private readonly key: Uint8Array;

  /** `secret` is the resolved AUTH_TOKEN_SECRET (resolveAuthTokenSecret), the one the auth routes sign with. */
  constructor(
    secret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.key = new Uint8Array(deriveKey(secret, 'anonymous-token'));
  }

  /** Signs an identity (a new random one unless given), valid for ANONYMOUS_TOKEN_TTL_SECONDS. */
  async issue(anonymousId: string = newAnonymousId()): Promise<AnonymousIdentity & { token: string }> {
    if (!ANONYMOUS_ID.test(anonymousId)) throw new Error('not an anonymous id');
    const issuedAt = Math.floor(this.now() / 1000);
    const expiresAtSeconds = issuedAt + ANONYMOUS_TOKEN_TTL_SECONDS;
    const token = await new SignJWT({ [ANONYMOUS_CLAIM]: true })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(anonymousId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAtSeconds)
      .sign(this.key);
    return { anonymousId, expiresAt: new Date(expiresAtSeconds * 1000), token };
  }

  /** The identity of a genuine, unexpired anonymous token; null for anything else (member tokens included). */
  async verify(token: string): Promise<AnonymousIdentity | null> {
    if (token.length > TOKEN_MAX_LENGTH) return null;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: new Date(this.now()),
        requiredClaims: ['sub', 'exp', ANONYMOUS_CLAIM],
      });
      if (payload[ANONYMOUS_CLAIM] !== true || typeof payload.sub !== 'string' || !ANONYMOUS_ID.test(payload.sub)) return null;
      return { anonymousId: payload.sub, expiresAt: new Date((payload.exp as number) * 1000) };
    } catch {
      return null;
    }
  }
}

/**
 * The anonymous identity a request carries in its `o-anon-token` cookie, or null (none, forged,
 * expired). For features that attribute a visitor's actions: build one AnonymousTokens with the
 * resolved AUTH_TOKEN_SECRET per plugin and pass it here. Only the cookie counts: the identity
 * is a browser's, and a header would let a script holding a copy act as that browser elsewhere.
 */
export function readAnonymousIdentity(request: FastifyRequest, tokens: AnonymousTokens): Promise<AnonymousIdentity | null> {
  const token = parseCookies(request.headers.cookie)[ANONYMOUS_TOKEN_COOKIE];
  return token ? tokens.verify(token) : Promise.resolve(null);
}
