import type { MailStatus } from '@meydan/shared/contracts';
import type { Queryable } from '@meydan/api/db';
import type { MailLocale, MailRequest, MailTemplateName } from './mail.types';
import { renderMail } from './templates';

/** A recipient: one address, no spaces or list separators (nothing that could add a header or a second recipient). */
const ADDRESS_PATTERN = /^[^\s@<>()[\],;:"\\]+@[^\s@<>()[\],;:"\\]+\.[^\s@<>()[\],;:"\\]+$/;
const MAX_ADDRESS_LENGTH = 254;
const MAX_DEDUPE_KEY_LENGTH = 200;
const MAX_ERROR_LENGTH = 1000;

export interface EnqueuedMail {
  /** The outbox row: the new one, or with a dedupeKey already queued, the earlier one. */
  id: string;
  /** True when the dedupeKey was already used and nothing new was queued. */
  duplicate: boolean;
}

/**
 * Queues a mail in the caller's transaction: it is sent iff that transaction commits. The
 * template is rendered once here, so bad parameters fail the action rather than the delivery.
 * Call `Mailer.nudge()` after the commit to send at once instead of at the next poll.
 */
export async function enqueueMail<T extends MailTemplateName>(tx: Queryable, mail: MailRequest<T>): Promise<EnqueuedMail> {
  const to = mail.to.trim();
  if (to.length > MAX_ADDRESS_LENGTH || !ADDRESS_PATTERN.test(to)) throw new TypeError(`not a mail address: ${JSON.stringify(mail.to)}`);
  if (mail.dedupeKey !== undefined && (mail.dedupeKey.length === 0 || mail.dedupeKey.length > MAX_DEDUPE_KEY_LENGTH)) {
    throw new TypeError(`dedupeKey must be 1 to ${MAX_DEDUPE_KEY_LENGTH} characters`);
  }
  renderMail(mail.template, mail.locale, mail.params);
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO mail_outbox (to_address, template, locale, params, dedupe_key)
     VALUES ($1, $2, $3, $4::jsonb, $5)
     ON CONFLICT (dedupe_key) DO NOTHING
     RETURNING id`,
    [to, mail.template, mail.locale, JSON.stringify(mail.params), mail.dedupeKey ?? null],
  );
  if (rows[0]) return { id: rows[0].id, duplicate: false };
  const existing = await tx.query<{ id: string }>('SELECT id FROM mail_outbox WHERE dedupe_key = $1', [mail.dedupeKey]);
  const id = existing.rows[0]?.id;
  if (!id) throw new Error('mail outbox: dedupe conflict without a row');
  return { id, duplicate: true };
}

export interface ClaimedMail {
  id: string;
  to: string;
  template: string;
  locale: string;
  params: unknown;
  /** Including this claim. */
  attempts: number;
}

const iso = (date: Date) => date.toISOString();

/**
 * Takes up to `limit` due mails for one worker in one statement: queued rows whose time has
 * come and sending rows whose claim expired (a worker that crashed or hung). SKIP LOCKED lets
 * replicas claim side by side without waiting on each other; the outer status check makes a
 * row that another claim took in the meantime drop out (READ COMMITTED re-checks the updated
 * row). PostgreSQL and PGlite both run it; PGlite has one connection, so claims are serial there.
 */
export async function claimDueMails(db: Queryable, claim: { now: Date; until: Date; token: string; limit: number }): Promise<ClaimedMail[]> {
  const due = `((status = 'queued' AND next_attempt_at <= $1::timestamptz) OR (status = 'sending' AND claimed_until <= $1::timestamptz))`;
  const { rows } = await db.query<{ id: string; to_address: string; template: string; locale: string; params: unknown; attempts: number }>(
    `UPDATE mail_outbox
        SET status = 'sending', attempts = attempts + 1, claimed_until = $2::timestamptz, claim_token = $3::uuid
      WHERE id IN (
              SELECT id FROM mail_outbox
               WHERE ${due}
               ORDER BY next_attempt_at
               LIMIT $4
               FOR UPDATE SKIP LOCKED
            )
        AND ${due}
      RETURNING id, to_address, template, locale, params, attempts`,
    [iso(claim.now), iso(claim.until), claim.token, claim.limit],
  );
  return rows.map((row) => ({ id: row.id, to: row.to_address, template: row.template, locale: row.locale, params: row.params, attempts: Number(row.attempts) }));
}

/** The writes that end a claim only apply while it is still this claim (not expired and taken by another worker). */
const OWN_CLAIM = `id = $1 AND claim_token = $2::uuid AND status = 'sending'`;
const RELEASE = 'claimed_until = NULL, claim_token = NULL';

export async function markMailSent(db: Queryable, id: string, token: string, now: Date): Promise<boolean> {
  const { rows } = await db.query(`UPDATE mail_outbox SET status = 'sent', sent_at = $3::timestamptz, last_error = NULL, ${RELEASE} WHERE ${OWN_CLAIM} RETURNING id`, [
    id,
    token,
    iso(now),
  ]);
  return rows.length > 0;
}

export async function markMailRetry(db: Queryable, id: string, token: string, nextAttemptAt: Date, error: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE mail_outbox SET status = 'queued', next_attempt_at = $3::timestamptz, last_error = $4, ${RELEASE} WHERE ${OWN_CLAIM} RETURNING id`,
    [id, token, iso(nextAttemptAt), error.slice(0, MAX_ERROR_LENGTH)],
  );
  return rows.length > 0;
}

export async function markMailFailed(db: Queryable, id: string, token: string, error: string): Promise<boolean> {
  const { rows } = await db.query(`UPDATE mail_outbox SET status = 'failed', last_error = $3, ${RELEASE} WHERE ${OWN_CLAIM} RETURNING id`, [
    id,
    token,
    error.slice(0, MAX_ERROR_LENGTH),
  ]);
  return rows.length > 0;
}

/** Hands an unsent claimed mail back as it was (a stopping worker); the claim does not count as an attempt. */
export async function releaseMail(db: Queryable, id: string, token: string): Promise<boolean> {
  const { rows } = await db.query(`UPDATE mail_outbox SET status = 'queued', attempts = attempts - 1, ${RELEASE} WHERE ${OWN_CLAIM} RETURNING id`, [id, token]);
  return rows.length > 0;
}

/** Deletes sent and failed mails created before `before` (their params may hold link tokens). */
export async function deleteFinishedMails(db: Queryable, before: Date): Promise<number> {
  const { rows } = await db.query(`DELETE FROM mail_outbox WHERE status IN ('sent', 'failed') AND created_at < $1::timestamptz RETURNING id`, [iso(before)]);
  return rows.length;
}

export interface StoredMail {
  id: string;
  to: string;
  template: string;
  /** The table's CHECK keeps it an edition. */
  locale: MailLocale;
  params: unknown;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

export async function latestMails(db: Queryable, limit: number): Promise<StoredMail[]> {
  const { rows } = await db.query<{
    id: string;
    to_address: string;
    template: string;
    locale: MailLocale;
    params: unknown;
    status: MailStatus;
    attempts: number;
    last_error: string | null;
    created_at: Date;
    sent_at: Date | null;
  }>(
    `SELECT id, to_address, template, locale, params, status, attempts, last_error, created_at, sent_at
       FROM mail_outbox ORDER BY created_at DESC, id DESC LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    template: row.template,
    locale: row.locale,
    params: row.params,
    status: row.status,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    createdAt: new Date(row.created_at),
    sentAt: row.sent_at ? new Date(row.sent_at) : null,
  }));
}
