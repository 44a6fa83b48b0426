import type { AccessTokenVerifier } from '@meydan/api/core';
import type { Queryable } from '@meydan/api/db';
import { authRepository } from './auth.repository';
import { AccessTokens } from './tokens';

/**
 * The member-token check other domain plugins authenticate with (registerAuthentication's
 * `verify`): a genuine unexpired access token whose session is live, with the member's current
 * role read from the database (a demoted editor loses the role at once). Same rule as the auth
 * routes' own guard.
 */
export function accessTokenVerifier(db: Queryable, secret: string, now: () => number = Date.now): AccessTokenVerifier {
  return verifierWith(db, new AccessTokens(secret, now));
}

export function verifierWith(db: Queryable, tokens: AccessTokens): AccessTokenVerifier {
  return async (token) => {
    const claims = await tokens.verify(token);
    if (!claims) return null;
    const principal = await authRepository.livePrincipal(db, claims.sessionId);
    if (!principal || principal.user_id !== claims.userId) return null;
    return { userId: principal.user_id, sessionId: claims.sessionId, role: principal.role };
  };
}
