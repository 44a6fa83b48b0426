import { IMAGE_JSON, type ImageRow } from '@meydan/api/core';
import type { Queryable } from '@meydan/api/db';
import type { LoginSource, MemberRole, PremiumStatus } from '@meydan/shared/contracts';

export type AuthEventType =
  | 'login_ok'
  | 'login_failed'
  | 'register'
  | 'refresh'
  | 'refresh_reuse'
  | 'logout'
  | 'sessions_revoked'
  | 'freeze'
  | 'verification_sent'
  | 'email_verified'
  | 'password_reset_requested'
  | 'password_reset'
  | 'password_changed'
  | 'password_change_failed'
  | 'delete_requested'
  | 'account_deleted';
export type RevokeReason = 'logout' | 'reuse' | 'ended' | 'freeze' | 'password_reset' | 'password_change' | 'deleted';

/** Who is calling, as the audit log and the session list keep it. */
export interface ClientMeta {
  userAgent: string | null;
  /** Keyed hash of the client network; never the address. */
  ipHash: string | null;
}

export interface LoginUserRow {
  id: string;
  password_hash: string | null;
  role: MemberRole;
  is_active: boolean;
  /** Premium either way (SPEC §6: a subscriber or a complimentary account): no ads. */
  premium: boolean;
}

export interface SessionPrincipalRow {
  user_id: string;
  role: MemberRole;
  premium: boolean;
}

export interface SessionRow {
  id: string;
  created_at: Date;
  last_used_at: Date;
  expires_at: Date;
  user_agent: string | null;
}

export interface CurrentUserRow {
  id: string;
  username: string;
  email: string;
  email_verified: boolean;
  is_active: boolean;
  name: string | null;
  avatar: ImageRow | null;
  cover: ImageRow | null;
  gender: 'male' | 'female' | null;
  website: string | null;
  country: string | null;
  city: string | null;
  birthdate: string | null;
  occupation: string | null;
  motto: string | null;
  about: string | null;
  cover_offset: number;
  theme: string | null;
  premium: boolean;
  premium_status: PremiumStatus | null;
  login_source: LoginSource;
  role: MemberRole;
}

export interface NewUser {
  username: string;
  email: string;
  /** Null for a member who signs in through a provider only (until a reset sets one). */
  passwordHash: string | null;
  termsVersion: string | null;
  /** Default 'email'. */
  loginSource?: LoginSource;
  /** A provider's verified address counts as confirmed; a typed one does not (default false). */
  emailVerified?: boolean;
  name?: string | null;
}

const first = <T>(rows: T[]): T | null => rows[0] ?? null;

/** SQL of accounts, sessions, refresh tokens, spent challenges and the audit log. */
export const authRepository = {
  /** `id` already trimmed and lowercased: a username, or an e-mail matched case-insensitively. */
  async findLoginUser(q: Queryable, id: string): Promise<LoginUserRow | null> {
    const { rows } = await q.query<LoginUserRow>(
      `SELECT id, password_hash, role, is_active, premium FROM users WHERE (username = $1 OR lower(email) = $1) AND deleted_at IS NULL LIMIT 1`,
      [id],
    );
    return first(rows);
  },

  async reactivate(q: Queryable, userId: string): Promise<void> {
    await q.query(`UPDATE users SET is_active = true, deactivated_at = NULL, updated_at = now() WHERE id = $1 AND NOT is_active`, [userId]);
  },

  async deactivate(q: Queryable, userId: string): Promise<void> {
    await q.query(`UPDATE users SET is_active = false, deactivated_at = now(), updated_at = now() WHERE id = $1`, [userId]);
  },

  async emailTaken(q: Queryable, email: string): Promise<boolean> {
    const { rows } = await q.query(`SELECT 1 FROM users WHERE lower(email) = lower($1)`, [email]);
    return rows.length > 0;
  },

  async usernameTaken(q: Queryable, username: string): Promise<boolean> {
    const { rows } = await q.query(`SELECT 1 FROM users WHERE username = $1`, [username]);
    return rows.length > 0;
  },

  async takenUsernames(q: Queryable, candidates: readonly string[]): Promise<Set<string>> {
    const { rows } = await q.query<{ username: string }>(`SELECT username FROM users WHERE username = ANY($1::text[])`, [candidates]);
    return new Set(rows.map((row) => row.username));
  },

  /** Null when the username or e-mail was taken in the meantime (unique indexes). */
  async insertUser(q: Queryable, user: NewUser): Promise<{ id: string; role: MemberRole } | null> {
    const { rows } = await q.query<{ id: string; role: MemberRole }>(
      `INSERT INTO users (username, email, password_hash, terms_version, login_source, email_verified, name)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT DO NOTHING
       RETURNING id, role`,
      [user.username, user.email, user.passwordHash, user.termsVersion, user.loginSource ?? 'email', user.emailVerified ?? false, user.name ?? null],
    );
    return first(rows);
  },

  async currentUser(q: Queryable, userId: string): Promise<CurrentUserRow | null> {
    const { rows } = await q.query<CurrentUserRow>(
      `SELECT id, username, email, email_verified, is_active, name, gender, website, country, city,
              to_char(birthdate, 'YYYY-MM-DD') AS birthdate, occupation, motto, about, cover_offset, theme,
              premium, premium_status, login_source, role,
              ${IMAGE_JSON('avatar_image_id')} AS avatar, ${IMAGE_JSON('cover_image_id')} AS cover
       FROM users WHERE id = $1`,
      [userId],
    );
    return first(rows);
  },

  async createSession(q: Queryable, userId: string, meta: ClientMeta, ttlSeconds: number): Promise<string> {
    const { rows } = await q.query<{ id: string }>(
      `INSERT INTO auth_sessions (user_id, user_agent, ip_hash, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4)) RETURNING id`,
      [userId, meta.userAgent, meta.ipHash, ttlSeconds],
    );
    return (rows[0] as { id: string }).id;
  },

  /** Stores the hash of a session's next refresh token and extends the session to its expiry. */
  async issueRefreshToken(q: Queryable, sessionId: string, hash: string, ttlSeconds: number): Promise<void> {
    await q.query(`INSERT INTO refresh_tokens (hash, session_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3)) RETURNING hash`, [
      hash,
      sessionId,
      ttlSeconds,
    ]);
    await q.query(`UPDATE auth_sessions SET last_used_at = now(), expires_at = now() + make_interval(secs => $2) WHERE id = $1`, [sessionId, ttlSeconds]);
  },

  /**
   * Spends an unused, unexpired refresh token. One statement: of two concurrent refreshes with
   * the same token, PostgreSQL lets exactly one UPDATE match (the other re-checks `used_at`
   * after the first commits and finds it set).
   */
  async claimRefreshToken(q: Queryable, hash: string): Promise<{ session_id: string } | null> {
    const { rows } = await q.query<{ session_id: string }>(
      `UPDATE refresh_tokens SET used_at = now() WHERE hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING session_id`,
      [hash],
    );
    return first(rows);
  },

  async findRefreshToken(q: Queryable, hash: string): Promise<{ session_id: string; used: boolean } | null> {
    const { rows } = await q.query<{ session_id: string; used: boolean }>(
      `SELECT session_id, used_at IS NOT NULL AS used FROM refresh_tokens WHERE hash = $1`,
      [hash],
    );
    return first(rows);
  },

  /** The member of a session that is neither revoked nor expired, with their current role and premium status. */
  async livePrincipal(q: Queryable, sessionId: string): Promise<SessionPrincipalRow | null> {
    const { rows } = await q.query<SessionPrincipalRow>(
      `SELECT s.user_id, u.role, u.premium FROM auth_sessions s JOIN users u ON u.id = s.user_id
       WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
      [sessionId],
    );
    return first(rows);
  },

  async sessionOwner(q: Queryable, sessionId: string): Promise<string | null> {
    const { rows } = await q.query<{ user_id: string }>(`SELECT user_id FROM auth_sessions WHERE id = $1`, [sessionId]);
    return first(rows)?.user_id ?? null;
  },

  async revokeSession(q: Queryable, sessionId: string, reason: RevokeReason): Promise<number> {
    const { rows } = await q.query(
      `UPDATE auth_sessions SET revoked_at = now(), revoke_reason = $2 WHERE id = $1 AND revoked_at IS NULL RETURNING id`,
      [sessionId, reason],
    );
    return rows.length;
  },

  /** Revokes the member's live sessions, all or all but `keepSessionId`; how many ended. */
  async revokeUserSessions(q: Queryable, userId: string, reason: RevokeReason, keepSessionId: string | null = null): Promise<number> {
    const { rows } = await q.query(
      `UPDATE auth_sessions SET revoked_at = now(), revoke_reason = $2
       WHERE user_id = $1 AND revoked_at IS NULL AND ($3::uuid IS NULL OR id <> $3::uuid) RETURNING id`,
      [userId, reason, keepSessionId],
    );
    return rows.length;
  },

  async liveSessions(q: Queryable, userId: string): Promise<SessionRow[]> {
    const { rows } = await q.query<SessionRow>(
      `SELECT id, created_at, last_used_at, expires_at, user_agent FROM auth_sessions
       WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now() ORDER BY last_used_at DESC, id`,
      [userId],
    );
    return rows;
  },

  async insertEvent(
    q: Queryable,
    event: { type: AuthEventType; userId: string | null; sessionId?: string | null; meta: ClientMeta; detail?: Record<string, unknown> },
  ): Promise<void> {
    await q.query(
      `INSERT INTO auth_events (type, user_id, session_id, ip_hash, user_agent, detail) VALUES ($1, $2, $3, $4, $5, $6::jsonb) RETURNING id`,
      [event.type, event.userId, event.sessionId ?? null, event.meta.ipHash, event.meta.userAgent, event.detail ? JSON.stringify(event.detail) : null],
    );
  },

  /** False when the challenge was already spent. */
  async spendChallenge(q: Queryable, hash: string, expiresAt: Date): Promise<boolean> {
    const { rows } = await q.query(`INSERT INTO auth_challenges (hash, expires_at) VALUES ($1, $2) ON CONFLICT (hash) DO NOTHING RETURNING hash`, [
      hash,
      expiresAt.toISOString(),
    ]);
    return rows.length > 0;
  },

  /** Forgets spent challenges and refresh tokens that can no longer be presented. */
  async prune(q: Queryable): Promise<void> {
    await q.query(`DELETE FROM auth_challenges WHERE expires_at < now()`);
    await q.query(`DELETE FROM refresh_tokens WHERE expires_at < now() - interval '1 day'`);
  },
};
