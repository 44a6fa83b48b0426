import type { Queryable } from '@meydan/api/db';
import type { LoginUserRow } from './auth.repository';
import type { ProviderIdentity, ProviderName } from './providers/provider-identity';

const first = <T>(rows: T[]): T | null => rows[0] ?? null;

/** SQL of provider identities (`auth_identities`, migration 0017). Deleted accounts never match. */
export const identityRepository = {
  /** The live member an identity is linked to. */
  async findMember(q: Queryable, provider: ProviderName, subject: string): Promise<LoginUserRow | null> {
    const { rows } = await q.query<LoginUserRow>(
      `SELECT u.id, u.password_hash, u.role, u.is_active, u.premium FROM auth_identities i JOIN users u ON u.id = i.user_id
       WHERE i.provider = $1 AND i.subject = $2 AND u.deleted_at IS NULL`,
      [provider, subject],
    );
    return first(rows);
  },

  /** The live member with this address (case-insensitive). */
  async findMemberByEmail(q: Queryable, email: string): Promise<LoginUserRow | null> {
    const { rows } = await q.query<LoginUserRow>(
      `SELECT id, password_hash, role, is_active, premium FROM users WHERE lower(email) = lower($1) AND deleted_at IS NULL`,
      [email],
    );
    return first(rows);
  },

  /**
   * Links an identity to a member; false when it is linked already. On PostgreSQL a concurrent
   * link of the same identity waits on the primary key and then lands here as false.
   */
  async link(q: Queryable, identity: ProviderIdentity, userId: string): Promise<boolean> {
    const { rows } = await q.query(
      `INSERT INTO auth_identities (provider, subject, user_id, email) VALUES ($1, $2, $3, $4)
       ON CONFLICT (provider, subject) DO NOTHING RETURNING subject`,
      [identity.provider, identity.subject, userId, identity.email],
    );
    return rows.length > 0;
  },

  /** Remembers the sign-in and the address the provider gave this time. */
  async touch(q: Queryable, identity: ProviderIdentity): Promise<void> {
    await q.query(`UPDATE auth_identities SET last_login_at = now(), email = $3 WHERE provider = $1 AND subject = $2 RETURNING subject`, [
      identity.provider,
      identity.subject,
      identity.email,
    ]);
  },

  /** The provider confirmed the member's own address (only if it is still the account's address). */
  async markEmailVerified(q: Queryable, userId: string, email: string): Promise<void> {
    await q.query(`UPDATE users SET email_verified = true, updated_at = now() WHERE id = $1 AND lower(email) = lower($2) AND NOT email_verified RETURNING id`, [
      userId,
      email,
    ]);
  },

  /** Undoes a member created in this transaction whose identity turned out to be linked elsewhere. */
  async discardNewMember(q: Queryable, userId: string): Promise<void> {
    await q.query(`DELETE FROM users WHERE id = $1 RETURNING id`, [userId]);
  },
};
