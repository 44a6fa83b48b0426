import type { Queryable } from '@meydan/api/db';
import { eraseMailsTo } from '@meydan/api/mail';

export type AccountTokenPurpose = 'verify_email' | 'reset_password' | 'delete_account';

export interface AccountUserRow {
  id: string;
  username: string;
  email: string;
  email_verified: boolean;
  password_hash: string | null;
}

const first = <T>(rows: T[]): T | null => rows[0] ?? null;

/** SQL of the e-mailed one-time links (`account_tokens`, migration 0016) and of account deletion. */
export const accountRepository = {
  /** A live (not deleted) account by id. */
  async findUser(q: Queryable, userId: string): Promise<AccountUserRow | null> {
    const { rows } = await q.query<AccountUserRow>(
      `SELECT id, username, email, email_verified, password_hash FROM users WHERE id = $1 AND deleted_at IS NULL`,
      [userId],
    );
    return first(rows);
  },

  /** `id` trimmed and lowercased: a username, or an e-mail matched case-insensitively; never a deleted account. */
  async findByLoginId(q: Queryable, id: string): Promise<AccountUserRow | null> {
    const { rows } = await q.query<AccountUserRow>(
      `SELECT id, username, email, email_verified, password_hash FROM users
       WHERE (username = $1 OR lower(email) = $1) AND deleted_at IS NULL LIMIT 1`,
      [id],
    );
    return first(rows);
  },

  async insertToken(q: Queryable, token: { hash: string; userId: string; purpose: AccountTokenPurpose; email: string; expiresAt: Date }): Promise<void> {
    await q.query(`INSERT INTO account_tokens (hash, user_id, purpose, email, expires_at) VALUES ($1, $2, $3, $4, $5) RETURNING hash`, [
      token.hash,
      token.userId,
      token.purpose,
      token.email,
      token.expiresAt.toISOString(),
    ]);
  },

  /**
   * Spends an unused, unexpired token of one purpose in one statement: of two concurrent uses
   * exactly one matches. Null for an unknown, spent, expired or other-purpose token.
   */
  async claimToken(q: Queryable, hash: string, purpose: AccountTokenPurpose, now: Date): Promise<{ user_id: string; email: string } | null> {
    const { rows } = await q.query<{ user_id: string; email: string }>(
      `UPDATE account_tokens SET used_at = $3 WHERE hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3 RETURNING user_id, email`,
      [hash, purpose, now.toISOString()],
    );
    return first(rows);
  },

  /** Spends the member's other open tokens of a purpose (a reset link dies with the reset it belongs to). */
  async spendTokens(q: Queryable, userId: string, purpose: AccountTokenPurpose, now: Date): Promise<void> {
    await q.query(`UPDATE account_tokens SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL RETURNING hash`, [
      userId,
      purpose,
      now.toISOString(),
    ]);
  },

  /** Confirms the address only if it is still the account's address (the one the link went to). */
  async markEmailVerified(q: Queryable, userId: string, email: string): Promise<boolean> {
    const { rows } = await q.query(
      `UPDATE users SET email_verified = true, updated_at = now() WHERE id = $1 AND lower(email) = lower($2) AND deleted_at IS NULL RETURNING id`,
      [userId, email],
    );
    return rows.length > 0;
  },

  /** `provenEmail`: the address a reset link went to; it counts as confirmed if it is still the account's. */
  async setPasswordHash(q: Queryable, userId: string, passwordHash: string, provenEmail: string | null): Promise<void> {
    await q.query(
      `UPDATE users SET password_hash = $2, email_verified = email_verified OR coalesce(lower(email) = lower($3::text), false), updated_at = now()
       WHERE id = $1 AND deleted_at IS NULL RETURNING id`,
      [userId, passwordHash, provenEmail],
    );
  },

  /**
   * Removes the personal data of an account (issue 4 deliverable 5). The row stays so articles
   * and comments remain attributed, to `deleted-{id}`; everything that identifies the person is
   * cleared, sign-in becomes impossible (no password, placeholder address, deleted_at set).
   * Returns the former address (to drop its queued mail), null when already deleted.
   */
  async anonymise(q: Queryable, userId: string): Promise<string | null> {
    const { rows } = await q.query<{ email: string }>(
      `WITH old AS (SELECT email FROM users WHERE id = $1 AND deleted_at IS NULL FOR UPDATE)
       UPDATE users u SET
         username = 'deleted-' || substr(replace(u.id::text, '-', ''), 1, 16),
         email = 'deleted-' || u.id::text || '@deleted.invalid',
         password_hash = NULL, name = NULL, avatar_image_id = NULL, cover_image_id = NULL, cover_offset = 0,
         gender = NULL, website = NULL, country = NULL, city = NULL, birthdate = NULL, occupation = NULL,
         motto = NULL, about = NULL, theme = NULL, columnist_bio = NULL, terms_version = NULL,
         email_verified = false, premium_status = NULL, premium_since = NULL, premium_by = NULL, is_active = false,
         deactivated_at = coalesce(u.deactivated_at, now()), deleted_at = now(), updated_at = now()
       FROM old WHERE u.id = $1
       RETURNING old.email`,
      [userId],
    );
    return first(rows)?.email ?? null;
  },

  /**
   * What else identifies the person: open links, queued mail to the old address, network hashes
   * and user agents, and the sign-in provider identities (the anonymised row stays, so the cascade
   * never fires; without this a Google sign-in would find the deleted account again).
   */
  async erasePersonalTraces(q: Queryable, userId: string, formerEmail: string): Promise<void> {
    await q.query(`DELETE FROM account_tokens WHERE user_id = $1 AND used_at IS NULL`, [userId]);
    await q.query(`DELETE FROM auth_identities WHERE user_id = $1`, [userId]);
    await eraseMailsTo(q, formerEmail);
    await q.query(`UPDATE auth_sessions SET user_agent = NULL, ip_hash = NULL WHERE user_id = $1`, [userId]);
    await q.query(`UPDATE auth_events SET user_agent = NULL, ip_hash = NULL, detail = NULL WHERE user_id = $1`, [userId]);
  },
};
