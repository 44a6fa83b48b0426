import { verifierWith } from './access-token-verifier';
import { HttpError, type MapContext, mapImage, requireCommonText } from '@meydan/api/core';
import type { Db, Queryable } from '@meydan/api/db';
import { type CurrentUser, type LoginBody, type MemberRole, type RegisterBody, type Session, THEME_SETTINGS, type ThemeSetting } from '@meydan/shared/contracts';
import { authRepository as repo, type ClientMeta, type CurrentUserRow } from './auth.repository';
import { AUTH_MESSAGES } from './auth.messages';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords/password-policy';
import type { RobotCheck, RobotCheckContext } from './robot-check/robot-check';
import { AccessTokens, newRefreshToken, REFRESH_TOKEN_TTL_SECONDS, sha256Hex } from './tokens';
import { resolveIdentityMember } from './identity-link';
import { insertWithFreeUsername } from './member-creation';
import type { ProviderIdentity, ProviderName } from './providers/provider-identity';

/** A fresh token pair and the session it belongs to. */
export interface IssuedTokens {
  authToken: string;
  refreshToken: string;
  sessionId: string;
  userId: string;
}

/** A session with its new refresh token, before the access token is signed (outside the transaction). */
type PendingSession = Omit<IssuedTokens, 'authToken'> & { role: MemberRole; premium: boolean };

export type RefreshOutcome = { ok: true; tokens: IssuedTokens } | { ok: false; reason: 'unknown' | 'reuse' | 'revoked' };

/** Login ids are usernames (lowercase) or e-mail addresses (compared case-insensitively). */
export function normalizeLoginId(id: string): string {
  return id.trim().toLowerCase();
}

function mapCurrentUser(row: CurrentUserRow, ctx: MapContext): CurrentUser {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    emailVerified: row.email_verified,
    isActive: row.is_active,
    name: row.name,
    avatar: mapImage(row.avatar, ctx, row.name ?? row.username),
    gender: row.gender,
    website: row.website,
    country: row.country,
    city: row.city,
    birthdate: row.birthdate,
    occupation: row.occupation,
    motto: row.motto,
    about: row.about,
    cover: mapImage(row.cover, ctx),
    coverOffset: row.cover_offset,
    // Only the values the settings accept; anything else stored earlier reads as the system setting.
    theme: THEME_SETTINGS.includes(row.theme as ThemeSetting) ? (row.theme as ThemeSetting) : null,
    premium: row.premium,
    premiumStatus: row.premium_status,
    loginSource: row.login_source,
    role: row.role,
  };
}

/**
 * Accounts and sessions (SPEC §4 Auth): password login, registration, refresh-token rotation
 * with reuse detection, logout, the member's sessions and deactivation. Every multi-step write
 * runs in one transaction together with its audit event.
 */
export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly accessTokens: AccessTokens,
    private readonly robotCheck: RobotCheck,
    private readonly media: MapContext,
  ) {}

  private async openSession(tx: Queryable, user: { id: string; role: MemberRole; premium: boolean }, meta: ClientMeta): Promise<PendingSession> {
    const userId = user.id;
    const sessionId = await repo.createSession(tx, userId, meta, REFRESH_TOKEN_TTL_SECONDS);
    const refreshToken = newRefreshToken();
    await repo.issueRefreshToken(tx, sessionId, sha256Hex(refreshToken), REFRESH_TOKEN_TTL_SECONDS);
    return { sessionId, refreshToken, userId, role: user.role, premium: user.premium };
  }

  private async withAccessToken(session: PendingSession): Promise<IssuedTokens> {
    const authToken = await this.accessTokens.sign({ userId: session.userId, sessionId: session.sessionId, role: session.role, premium: session.premium });
    return { authToken, refreshToken: session.refreshToken, sessionId: session.sessionId, userId: session.userId };
  }

  /**
   * Password login. A wrong password, an unknown id and an account without a password all
   * answer the same 401 after the same argon2 work. A deactivated account is reactivated
   * (SPEC §4: hidden until the next login).
   */
  async login(body: LoginBody, meta: ClientMeta): Promise<IssuedTokens> {
    const user = await repo.findLoginUser(this.db, normalizeLoginId(body.id));
    const valid = await verifyPassword(user?.password_hash, body.password);
    if (!user || !valid) {
      await repo.insertEvent(this.db, { type: 'login_failed', userId: user?.id ?? null, meta, detail: { reason: user ? 'password' : 'unknown' } });
      throw new HttpError(401, AUTH_MESSAGES.wrongCredentials);
    }
    const session = await this.db.transaction(async (tx) => {
      if (!user.is_active) await repo.reactivate(tx, user.id);
      const opened = await this.openSession(tx, user, meta);
      await repo.insertEvent(tx, {
        type: 'login_ok',
        userId: user.id,
        sessionId: opened.sessionId,
        meta,
        detail: user.is_active ? undefined : { reactivated: true },
      });
      return opened;
    });
    return this.withAccessToken(session);
  }

  /**
   * Registration: an unconfirmed member with a username made from the e-mail. The robot check
   * is spent before the account is written, so every attempt (a duplicate e-mail included)
   * costs a solved challenge. `onCreated` runs in the account's transaction (the verification mail).
   */
  async register(
    body: RegisterBody,
    meta: ClientMeta,
    onCreated?: (tx: Queryable, user: { id: string; email: string; username: string }) => Promise<void>,
    robotContext: RobotCheckContext = {},
  ): Promise<IssuedTokens> {
    if (isCommonPassword(body.password)) throw new HttpError(400, requireCommonText('validation.password.common'));
    await this.robotCheck.verify(body, robotContext);
    const email = body.email.toLowerCase();
    const passwordHash = await hashPassword(body.password);
    const session = await this.db.transaction(async (tx) => {
      if (await repo.emailTaken(tx, email)) throw new HttpError(409, AUTH_MESSAGES.emailTaken);
      const created = await insertWithFreeUsername(tx, email, (username) => repo.insertUser(tx, { username, email, passwordHash, termsVersion: body.version }));
      if (!created) throw new HttpError(409, AUTH_MESSAGES.emailTaken);
      const opened = await this.openSession(tx, { ...created, premium: false }, meta);
      await onCreated?.(tx, { id: created.id, email, username: created.username });
      await repo.insertEvent(tx, { type: 'register', userId: created.id, sessionId: opened.sessionId, meta, detail: { termsVersion: body.version } });
      return opened;
    });
    return this.withAccessToken(session);
  }

  /**
   * Sign-in through Google, Facebook or Twitter, in one transaction: the member the identity is
   * linked to, else the member with the provider's verified address (linked now), else a new
   * member. Opens a session exactly like password login; a deactivated account is reactivated.
   * A first sign-in is audited as `register`, later ones as `login_ok`, both with the source.
   */
  async providerLogin(identity: ProviderIdentity, meta: ClientMeta): Promise<IssuedTokens> {
    const session = await this.db.transaction(async (tx) => {
      const { user, outcome } = await resolveIdentityMember(tx, identity);
      if (!user.is_active) await repo.reactivate(tx, user.id);
      const opened = await this.openSession(tx, user, meta);
      const detail: Record<string, unknown> = { source: identity.provider };
      if (outcome === 'linked') detail['linked'] = true;
      if (!user.is_active) detail['reactivated'] = true;
      await repo.insertEvent(tx, { type: outcome === 'created' ? 'register' : 'login_ok', userId: user.id, sessionId: opened.sessionId, meta, detail });
      return opened;
    });
    return this.withAccessToken(session);
  }

  /** Audits a refused provider sign-in (no account is known for an unverified credential). */
  async providerLoginFailed(provider: ProviderName, reason: string, meta: ClientMeta): Promise<void> {
    await repo.insertEvent(this.db, { type: 'login_failed', userId: null, meta, detail: { source: provider, reason } });
  }

  /**
   * Rotates a refresh token: the presented one is spent atomically and the session's next one
   * issued in the same transaction. A token that was already spent means two parties hold it
   * (a thief and the member): the whole session is revoked, both are signed out.
   */
  async refresh(refreshToken: string, meta: ClientMeta): Promise<RefreshOutcome> {
    const hash = sha256Hex(refreshToken);
    const claim = await this.db.transaction(async (tx): Promise<{ ok: true; session: PendingSession } | Extract<RefreshOutcome, { ok: false }>> => {
      const claimed = await repo.claimRefreshToken(tx, hash);
      if (claimed) {
        const principal = await repo.livePrincipal(tx, claimed.session_id);
        if (!principal) return { ok: false, reason: 'revoked' };
        const next = newRefreshToken();
        await repo.issueRefreshToken(tx, claimed.session_id, sha256Hex(next), REFRESH_TOKEN_TTL_SECONDS);
        await repo.insertEvent(tx, { type: 'refresh', userId: principal.user_id, sessionId: claimed.session_id, meta });
        return { ok: true, session: { sessionId: claimed.session_id, refreshToken: next, userId: principal.user_id, role: principal.role, premium: principal.premium } };
      }
      const known = await repo.findRefreshToken(tx, hash);
      if (!known?.used) return { ok: false, reason: 'unknown' };
      const revoked = await repo.revokeSession(tx, known.session_id, 'reuse');
      await repo.insertEvent(tx, {
        type: 'refresh_reuse',
        userId: await repo.sessionOwner(tx, known.session_id),
        sessionId: known.session_id,
        meta,
        detail: { revoked: revoked > 0 },
      });
      return { ok: false, reason: 'reuse' };
    });
    if (!claim.ok) return claim;
    return { ok: true, tokens: await this.withAccessToken(claim.session) };
  }

  /** Ends one session (idempotent). The session comes from the access token or, failing that, a refresh token. */
  async logout(sessionId: string | null, refreshToken: string | undefined, meta: ClientMeta): Promise<void> {
    const target = sessionId ?? (refreshToken ? ((await repo.findRefreshToken(this.db, sha256Hex(refreshToken)))?.session_id ?? null) : null);
    if (!target) return;
    await this.db.transaction(async (tx) => {
      if ((await repo.revokeSession(tx, target, 'logout')) === 0) return;
      await repo.insertEvent(tx, { type: 'logout', userId: await repo.sessionOwner(tx, target), sessionId: target, meta });
    });
  }

  async profile(userId: string): Promise<CurrentUser> {
    const row = await repo.currentUser(this.db, userId);
    if (!row) throw new HttpError(401, AUTH_MESSAGES.sessionEnded);
    return mapCurrentUser(row, this.media);
  }

  async sessions(userId: string, currentSessionId: string): Promise<Session[]> {
    const rows = await repo.liveSessions(this.db, userId);
    return rows.map((row) => ({
      _id: row.id,
      createdAt: row.created_at.toISOString(),
      lastUsedAt: row.last_used_at.toISOString(),
      expiresAt: row.expires_at.toISOString(),
      userAgent: row.user_agent,
      current: row.id === currentSessionId,
    }));
  }

  async endSessions(userId: string, currentSessionId: string, keepCurrent: boolean, meta: ClientMeta): Promise<number> {
    return this.db.transaction(async (tx) => {
      const ended = await repo.revokeUserSessions(tx, userId, 'ended', keepCurrent ? currentSessionId : null);
      await repo.insertEvent(tx, { type: 'sessions_revoked', userId, sessionId: currentSessionId, meta, detail: { ended, keepCurrent } });
      return ended;
    });
  }

  /** Deactivation (SPEC §4): hidden until the next login; every session ends. */
  async freeze(userId: string, sessionId: string, feedback: string | undefined, meta: ClientMeta): Promise<void> {
    await this.db.transaction(async (tx) => {
      await repo.deactivate(tx, userId);
      const ended = await repo.revokeUserSessions(tx, userId, 'freeze');
      const detail: Record<string, unknown> = { ended };
      if (feedback?.trim()) detail['feedback'] = feedback.trim();
      await repo.insertEvent(tx, { type: 'freeze', userId, sessionId, meta, detail });
    });
  }

  async usernameAvailable(username: string): Promise<boolean> {
    return !(await repo.usernameTaken(this.db, username));
  }

  /** The access-token check of api-core's authentication: genuine, unexpired, and its session live. */
  verifyAccessToken(token: string): Promise<{ userId: string; sessionId: string; role: MemberRole } | null> {
    return verifierWith(this.db, this.accessTokens)(token);
  }

  prune(): Promise<void> {
    return repo.prune(this.db);
  }
}
