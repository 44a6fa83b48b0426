import type { MailStatus } from '@meydan/shared/contracts';
import { enqueueJob, type EnqueuedJob, type JobState, type Queryable } from '@meydan/api/db';
import type { MailLocale, MailRequest, MailTemplateName } from './mail.types';
import { renderMail } from './templates';

/**
 * The job type of one mail to send (the jobs table, run by the mail worker). Migration 0028, which
 * moved the former mail outbox's rows into jobs, writes the name too.
 */
export const MAIL_JOB = 'mail.send';

/** A mail job's payload: what the worker renders and sends (the template, not the text, so a template fix reaches queued mail). */
export interface MailJobPayload {
  to: string;
  template: string;
  locale: string;
  params: unknown;
}

/** A recipient: one address, no spaces or list separators (nothing that could add a header or a second recipient). */
const ADDRESS_PATTERN = /^[^\s@<>()[\],;:"\\]+@[^\s@<>()[\],;:"\\]+\.[^\s@<>()[\],;:"\\]+$/;
const MAX_ADDRESS_LENGTH = 254;

/** The queued mail: its job id (the new one, or with a dedupeKey already queued, the earlier one) and whether it was a duplicate. */
export type EnqueuedMail = EnqueuedJob;

/**
 * Queues a mail in the caller's transaction: it is sent iff that transaction commits. The
 * template is rendered once here, so bad parameters fail the action rather than the delivery.
 * Call `Mailer.nudge()` after the commit to send at once instead of at the next poll.
 * The job's subject is the lower-case recipient, so `eraseMailsTo` finds it by index.
 */
export async function enqueueMail<T extends MailTemplateName>(tx: Queryable, mail: MailRequest<T>): Promise<EnqueuedMail> {
  const to = mail.to.trim();
  if (to.length > MAX_ADDRESS_LENGTH || !ADDRESS_PATTERN.test(to)) throw new TypeError(`not a mail address: ${JSON.stringify(mail.to)}`);
  renderMail(mail.template, mail.locale, mail.params);
  const payload: MailJobPayload = { to, template: mail.template, locale: mail.locale, params: mail.params };
  return enqueueJob(tx, { type: MAIL_JOB, payload, subject: to.toLowerCase(), dedupeKey: mail.dedupeKey });
}

/** Deletes every mail to an address, sent or not (an account deletion: its links and its address go). */
export async function eraseMailsTo(tx: Queryable, address: string): Promise<number> {
  const { rows } = await tx.query(`DELETE FROM jobs WHERE type = $1 AND subject = $2 RETURNING id`, [MAIL_JOB, address.trim().toLowerCase()]);
  return rows.length;
}

/** A job's state as the development outbox has always named a mail's. */
const MAIL_STATUS: Record<JobState, MailStatus> = { queued: 'queued', running: 'sending', done: 'sent', failed: 'failed' };

export interface StoredMail {
  id: string;
  to: string;
  template: string;
  /** enqueueMail checks it, and the rows migration 0028 moved had the outbox's CHECK: an edition. */
  locale: MailLocale;
  params: unknown;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** The latest `limit` mails, newest first (the development outbox, tests). */
export async function latestMails(db: Queryable, limit: number): Promise<StoredMail[]> {
  const { rows } = await db.query<{
    id: string;
    payload: Partial<MailJobPayload> | null;
    state: JobState;
    attempts: number;
    last_error: string | null;
    created_at: Date;
    finished_at: Date | null;
  }>(
    `SELECT id, payload, state, attempts, last_error, created_at, finished_at
       FROM jobs WHERE type = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [MAIL_JOB, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    to: String(row.payload?.to ?? ''),
    template: String(row.payload?.template ?? ''),
    locale: row.payload?.locale as MailLocale,
    params: row.payload?.params,
    status: MAIL_STATUS[row.state],
    attempts: Number(row.attempts),
    lastError: row.last_error,
    createdAt: new Date(row.created_at),
    sentAt: row.state === 'done' && row.finished_at ? new Date(row.finished_at) : null,
  }));
}
