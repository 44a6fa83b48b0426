import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/**
 * The short-lived token of an attempt (issue 16 item 4): a JWT (HS256, a key of its own derived
 * from AUTH_TOKEN_SECRET) naming the attempt, its game and its player. Every later call of the
 * attempt carries it; the attempt's state itself stays in the database, so a copied or replayed
 * token can only continue the same attempt, and a finished attempt refuses every further move.
 */
// Six hours: a long 2048 game makes no call between its first move and its finish.
export const ATTEMPT_TOKEN_TTL_SECONDS = 6 * 60 * 60;

const ISSUER = 'meydan';
const AUDIENCE = 'meydan-games-attempt';

export interface AttemptClaims {
  attemptId: string;
  game: string;
  /** The member who started it; null for a guest. */
  userId: string | null;
}

export class AttemptTokens {
  private readonly key: Uint8Array;

  constructor(authTokenSecret: string) {
    this.key = createHmac('sha256', authTokenSecret).update('meydan/games-attempt').digest();
  }

  async issue(claims: AttemptClaims, now = Date.now()): Promise<{ token: string; expiresAt: Date }> {
    const expiresAt = new Date(now + ATTEMPT_TOKEN_TTL_SECONDS * 1000);
    const token = await new SignJWT({ game: claims.game, uid: claims.userId ?? '' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(claims.attemptId)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { token, expiresAt };
  }

  /** The claims of a valid, unexpired token of ours; null for anything else. */
  async read(token: string, now = Date.now()): Promise<AttemptClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'], currentDate: new Date(now) });
      if (typeof payload.sub !== 'string' || typeof payload['game'] !== 'string' || typeof payload['uid'] !== 'string') return null;
      return { attemptId: payload.sub, game: payload['game'], userId: payload['uid'] === '' ? null : payload['uid'] };
    } catch {
      return null;
    }
  }
}
