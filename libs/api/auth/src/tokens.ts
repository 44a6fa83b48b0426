import { createHash, createHmac, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { MEMBER_ROLES, type MemberRole } from '@meydan/shared/contracts';
import { PREMIUM_CLAIM, REFRESH_TOKEN_MAX_AGE } from '@meydan/shared/util/cookies';

/** Access tokens live 15 minutes: short enough that a leaked one expires soon, and revocation is checked on every use anyway. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** Refresh tokens (and so idle sessions) last as long as their cookie, SPEC §9: 60 days. */
export const REFRESH_TOKEN_TTL_SECONDS = REFRESH_TOKEN_MAX_AGE;

const ISSUER = 'meydan';
const AUDIENCE = 'meydan-api';

export interface AccessClaims {
  userId: string;
  sessionId: string;
  role: MemberRole;
  /** Signed in only when true, as `prm`: a hint for the web tier's first render (no ad space), never a permission. */
  premium?: boolean;
}


/** One configured secret, several keys: a key never serves two purposes. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`meydan/${purpose}`).digest();
}

/** A new refresh token: 256 random bits, URL-safe. Only its hash is ever stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 (hex) of a token or challenge: the form in which the database keeps it. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

const isRole = (value: unknown): value is MemberRole => typeof value === 'string' && (MEMBER_ROLES as readonly string[]).includes(value);

/**
 * Access tokens: HS256 JWTs with `sub` (user), `sid` (session), `role`, `iat` and `exp` in
 * seconds (SPEC §3). The signature and expiry are checked here; the session's liveness is the
 * caller's (a database lookup on every use).
 */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.key = new Uint8Array(deriveKey(secret, 'access-token'));
  }

  async sign(claims: AccessClaims): Promise<string> {
    const issuedAt = Math.floor(this.now() / 1000);
    return new SignJWT({ sid: claims.sessionId, role: claims.role, ...(claims.premium ? { [PREMIUM_CLAIM]: true } : {}) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
      .sign(this.key);
  }

  /** The claims of a genuine, unexpired token (without the premium hint, which authorizes nothing); null for anything else. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: new Date(this.now()),
        requiredClaims: ['sub', 'exp', 'sid'],
      });
      if (typeof payload.sub !== 'string' || typeof payload['sid'] !== 'string' || !isRole(payload['role'])) return null;
      return { userId: payload.sub, sessionId: payload['sid'], role: payload['role'] };
    } catch {
      return null;
    }
  }
}
