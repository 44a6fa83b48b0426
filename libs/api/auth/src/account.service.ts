import { HttpError, requireCommonText } from '@meydan/api/core';
import { type Db, enqueueJob, PURGE_PROFILE_MEDIA_JOB, type PurgeProfileMediaPayload, type Queryable } from '@meydan/api/db';
import { ACCOUNT_DELETION_LINK_TTL_MS, enqueueMail, type MailLocale, PASSWORD_RESET_LINK_TTL_MS } from '@meydan/api/mail';
import { type AccountTokenPurpose, accountRepository as accounts } from './account.repository';
import { authRepository as repo, type ClientMeta } from './auth.repository';
import { AUTH_MESSAGES } from './auth.messages';
import { normalizeLoginId } from './auth.service';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords/password-policy';
import { newRefreshToken, sha256Hex } from './tokens';

/** Verification links live 7 days; reset 1 hour and deletion 24 hours (SPEC §9), as the mail texts say. */
export const VERIFY_EMAIL_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const LINK_TTL_MS: Record<AccountTokenPurpose, number> = {
  verify_email: VERIFY_EMAIL_LINK_TTL_MS,
  reset_password: PASSWORD_RESET_LINK_TTL_MS,
  delete_account: ACCOUNT_DELETION_LINK_TTL_MS,
};

/** Where a link points: the request edition's public origin, in its language. */
export interface MailContext {
  locale: MailLocale;
  origin: string;
}

/**
 * The e-mailed account flows (SPEC §4 E-mail and Account, §7 Auth): verification, password
 * reset, password change and deletion. A link is a random 256-bit token whose SHA-256 is stored
 * with its purpose and expiry; it is spent once, atomically. Mail is queued in the transaction
 * of the action (a mail exists iff the action committed); the caller nudges the mailer after.
 */
export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  private async issueLink(tx: Queryable, user: { id: string; email: string }, purpose: AccountTokenPurpose): Promise<string> {
    const token = newRefreshToken();
    await accounts.insertToken(tx, { hash: sha256Hex(token), userId: user.id, purpose, email: user.email, expiresAt: new Date(this.now() + LINK_TTL_MS[purpose]) });
    return token;
  }

  /** Queues the verification mail of a new or unconfirmed account (inside the caller's transaction). */
  async queueVerification(tx: Queryable, user: { id: string; email: string; username: string }, mail: MailContext): Promise<void> {
    const token = await this.issueLink(tx, user, 'verify_email');
    await enqueueMail(tx, {
      to: user.email,
      template: 'verification',
      locale: mail.locale,
      params: { origin: mail.origin, path: `/auth/verify-email/${token}`, username: user.username },
    });
  }

  private claim(tx: Queryable, token: string, purpose: AccountTokenPurpose) {
    return accounts.claimToken(tx, sha256Hex(token), purpose, new Date(this.now()));
  }

  /** GET /auth/verify-email: confirms the address the link was sent to. */
  async verifyEmail(token: string, meta: ClientMeta): Promise<void> {
    await this.db.transaction(async (tx) => {
      const claimed = await this.claim(tx, token, 'verify_email');
      // A link to an address the account no longer has confirms nothing.
      if (!claimed || !(await accounts.markEmailVerified(tx, claimed.user_id, claimed.email))) throw new HttpError(400, AUTH_MESSAGES.invalidLink);
      await repo.insertEvent(tx, { type: 'email_verified', userId: claimed.user_id, meta });
    });
  }

  /** GET /auth/verify-email/new: a new link for a signed-in member whose address is unconfirmed. */
  async resendVerification(userId: string, sessionId: string, meta: ClientMeta, mail: MailContext): Promise<void> {
    await this.db.transaction(async (tx) => {
      const user = await accounts.findUser(tx, userId);
      if (!user) throw new HttpError(401, AUTH_MESSAGES.sessionEnded);
      if (user.email_verified) throw new HttpError(409, AUTH_MESSAGES.emailAlreadyVerified);
      await this.queueVerification(tx, user, mail);
      await repo.insertEvent(tx, { type: 'verification_sent', userId, sessionId, meta });
    });
  }

  /**
   * POST /auth/reset-password/new: queues the reset mail when the id names an account; says
   * nothing either way (the route answers the same 202).
   */
  async requestPasswordReset(id: string, meta: ClientMeta, mail: MailContext): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const user = await accounts.findByLoginId(tx, normalizeLoginId(id));
      if (!user) return false;
      const token = await this.issueLink(tx, user, 'reset_password');
      await enqueueMail(tx, {
        to: user.email,
        template: 'password-reset',
        locale: mail.locale,
        params: { origin: mail.origin, path: `/auth/reset-password/${token}`, username: user.username },
      });
      await repo.insertEvent(tx, { type: 'password_reset_requested', userId: user.id, meta });
      return true;
    });
  }

  /**
   * POST /auth/reset-password: a new password by the e-mailed link. Every session ends (whoever
   * knew the old password is signed out); the link proved the mailbox, so the address counts as
   * confirmed. A common password is refused before the link is spent, so the member can retry.
   */
  async resetPassword(token: string, password: string, meta: ClientMeta): Promise<void> {
    if (isCommonPassword(password)) throw new HttpError(400, requireCommonText('validation.password.common'));
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      const claimed = await this.claim(tx, token, 'reset_password');
      if (!claimed || !(await accounts.findUser(tx, claimed.user_id))) throw new HttpError(400, AUTH_MESSAGES.invalidLink);
      await accounts.setPasswordHash(tx, claimed.user_id, passwordHash, claimed.email);
      await accounts.spendTokens(tx, claimed.user_id, 'reset_password', new Date(this.now()));
      const ended = await repo.revokeUserSessions(tx, claimed.user_id, 'password_reset');
      await repo.insertEvent(tx, { type: 'password_reset', userId: claimed.user_id, meta, detail: { ended } });
    });
  }

  /**
   * PUT /users/me/password: needs the current password; the member's other sessions end, this one
   * stays. A member who joined through a provider has none to give: the reset link sets the first.
   */
  async changePassword(userId: string, sessionId: string, oldPassword: string, password: string, meta: ClientMeta): Promise<void> {
    const user = await accounts.findUser(this.db, userId);
    if (!user) throw new HttpError(401, AUTH_MESSAGES.sessionEnded);
    if (!user.password_hash) throw new HttpError(400, AUTH_MESSAGES.noPassword);
    if (!(await verifyPassword(user.password_hash, oldPassword))) {
      await repo.insertEvent(this.db, { type: 'password_change_failed', userId, sessionId, meta });
      throw new HttpError(400, AUTH_MESSAGES.wrongCurrentPassword);
    }
    if (isCommonPassword(password)) throw new HttpError(400, requireCommonText('validation.password.common'));
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      await accounts.setPasswordHash(tx, userId, passwordHash, null);
      await accounts.spendTokens(tx, userId, 'reset_password', new Date(this.now()));
      const ended = await repo.revokeUserSessions(tx, userId, 'password_change', sessionId);
      await repo.insertEvent(tx, { type: 'password_changed', userId, sessionId, meta, detail: { ended } });
    });
  }

  /** POST /users/me/request-delete: mails the deletion link (24 hours) to the member's address. */
  async requestDeletion(userId: string, sessionId: string, feedback: string | undefined, meta: ClientMeta, mail: MailContext): Promise<void> {
    await this.db.transaction(async (tx) => {
      const user = await accounts.findUser(tx, userId);
      if (!user) throw new HttpError(401, AUTH_MESSAGES.sessionEnded);
      const token = await this.issueLink(tx, user, 'delete_account');
      await enqueueMail(tx, {
        to: user.email,
        template: 'account-deletion',
        locale: mail.locale,
        params: { origin: mail.origin, path: `/auth/delete-account/${token}`, username: user.username },
      });
      const detail: Record<string, unknown> = {};
      if (feedback?.trim()) detail['feedback'] = feedback.trim();
      await repo.insertEvent(tx, { type: 'delete_requested', userId, sessionId, meta, detail });
    });
  }

  /**
   * PUT /users/me/delete: the e-mailed token alone authorizes (the link is often opened on
   * another device than the one that asked). Personal data goes, the row stays as `deleted-…`
   * so content remains attributed; every session ends. Returns the deleted account's id.
   */
  async deleteAccount(token: string): Promise<string> {
    return this.db.transaction(async (tx) => {
      const claimed = await this.claim(tx, token, 'delete_account');
      const formerEmail = claimed ? await accounts.anonymise(tx, claimed.user_id) : null;
      if (!claimed || formerEmail === null) throw new HttpError(400, AUTH_MESSAGES.invalidLink);
      const ended = await repo.revokeUserSessions(tx, claimed.user_id, 'deleted');
      await accounts.erasePersonalTraces(tx, claimed.user_id, formerEmail);
      // The profile images' files go off the request path (the member media worker of any replica).
      await enqueueJob<PurgeProfileMediaPayload>(tx, { type: PURGE_PROFILE_MEDIA_JOB, payload: { userId: claimed.user_id }, subject: claimed.user_id });
      await repo.insertEvent(tx, { type: 'account_deleted', userId: claimed.user_id, meta: { userAgent: null, ipHash: null }, detail: { ended } });
      return claimed.user_id;
    });
  }
}
