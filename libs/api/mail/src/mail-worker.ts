import { randomUUID } from 'node:crypto';
import { type OutboxWorkerSettings, PollingWorker, retryTime, withTimeout } from '@meydan/api/db';
import type { MailLogger, MailTransport } from './mail.types';
import {
  type ClaimedMail,
  claimDueMails,
  deleteFinishedMails,
  markMailFailed,
  markMailRetry,
  markMailSent,
  releaseMail,
} from './outbox.repository';
import { MailTemplateError, renderStoredMail } from './templates';
import { MailDeliveryError } from './transports';

/** Waits after the 1st, 2nd, … failed attempt; one more failure after the last ends in `failed`. */
export const MAIL_RETRY_DELAYS_MS: readonly number[] = [30_000, 120_000, 600_000, 3_600_000, 21_600_000];

const SECOND = 1000;
const HOUR = 3600 * SECOND;

/** Defaults: poll 5 s, batch 10, claim 5 min, retries MAIL_RETRY_DELAYS_MS ± 10 %, kept 14 days (params may hold link tokens), stop waits 5 s. */
export interface MailWorkerOptions extends OutboxWorkerSettings {
  transport: MailTransport;
  /** The From header (MAIL_FROM). */
  from: string;
  logger?: MailLogger;
  /** Upper bound of one send (default 60 s); a send that cannot finish before its claim expires is not started. */
  sendTimeoutMs?: number;
}

export interface MailRunSummary {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
}

const SILENT: MailLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * Sends what the outbox holds, outside any request: claims due rows (safely beside the workers
 * of other replicas), renders each in its language, hands it to the transport, then marks it
 * sent, or queues it again after a backoff, or gives up (`failed`) after the last attempt or a
 * permanent refusal. Delivery is at least once: a worker that dies between the SMTP server's
 * acceptance and the `sent` write leaves a row that is sent again after its claim expires.
 *
 * Polls every `pollIntervalMs`; `nudge()` runs a round at once (call it after committing a
 * transaction that queued mail). Timers are unref'd: a started worker never keeps the process
 * alive, and stop() ends it cleanly.
 */
export class MailWorker extends PollingWorker {
  private readonly options: Required<Omit<MailWorkerOptions, 'logger'>> & { logger: MailLogger };

  constructor(options: MailWorkerOptions) {
    const resolved = {
      logger: SILENT,
      pollIntervalMs: 5 * SECOND,
      batchSize: 10,
      claimTimeoutMs: 300 * SECOND,
      sendTimeoutMs: 60 * SECOND,
      retryDelaysMs: MAIL_RETRY_DELAYS_MS,
      retryJitter: 0.1,
      retentionMs: 14 * 24 * HOUR,
      stopTimeoutMs: 5 * SECOND,
      now: Date.now,
      random: Math.random,
      ...options,
    };
    super({
      name: 'mail worker',
      pollIntervalMs: resolved.pollIntervalMs,
      batchSize: resolved.batchSize,
      stopTimeoutMs: resolved.stopTimeoutMs,
      sweepEveryMs: HOUR,
      now: resolved.now,
      logger: resolved.logger,
    });
    this.options = resolved;
    if (this.options.sendTimeoutMs >= this.options.claimTimeoutMs) throw new RangeError('sendTimeoutMs must be shorter than claimTimeoutMs');
  }

  /** Attempts a mail gets before it is `failed`. */
  get maxAttempts(): number {
    return this.options.retryDelaysMs.length + 1;
  }

  /** Deletes old finished mails (the loop runs it at most once an hour). */
  protected async sweep(): Promise<void> {
    const now = this.options.now();
    const deleted = await deleteFinishedMails(this.options.db, new Date(now - this.options.retentionMs));
    if (deleted > 0) this.options.logger.info({ deleted }, 'mail outbox: old mails deleted');
  }

  /** One claim of up to batchSize due mails, each sent or rescheduled. Usable without start() (tests, scripts). */
  async runOnce(): Promise<MailRunSummary> {
    const { db, claimTimeoutMs, batchSize } = this.options;
    const now = this.options.now();
    const token = randomUUID();
    const until = now + claimTimeoutMs;
    const claimed = await claimDueMails(db, { now: new Date(now), until: new Date(until), token, limit: batchSize });
    const summary: MailRunSummary = { claimed: claimed.length, sent: 0, retried: 0, failed: 0 };
    for (const [index, mail] of claimed.entries()) {
      // A stopping worker, or one too slow to finish a send before its claim ends, hands the rest back.
      if (!this.canStartSend(until)) {
        for (const rest of claimed.slice(index)) await releaseMail(db, rest.id, token);
        break;
      }
      summary[await this.deliver(mail, token)] += 1;
    }
    return summary;
  }

  private canStartSend(claimedUntil: number): boolean {
    return !this.stopping && this.options.now() + this.options.sendTimeoutMs < claimedUntil;
  }

  private async deliver(mail: ClaimedMail, token: string): Promise<'sent' | 'retried' | 'failed'> {
    const { db, transport, logger } = this.options;
    const context = { mailId: mail.id, template: mail.template, attempts: mail.attempts };
    if (mail.attempts > this.maxAttempts) {
      // Its last attempt's claim expired without a result: the send may or may not have happened.
      await markMailFailed(db, mail.id, token, 'the last attempt did not finish before its claim expired');
      logger.error(context, 'mail failed');
      return 'failed';
    }
    try {
      const rendered = renderStoredMail(mail.template, mail.locale, mail.params);
      await withTimeout(
        transport.send({ id: mail.id, from: this.options.from, to: mail.to, ...rendered }),
        this.options.sendTimeoutMs,
        `send timed out after ${this.options.sendTimeoutMs} ms`,
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof MailTemplateError || (error instanceof MailDeliveryError && error.permanent);
      if (permanent || mail.attempts >= this.maxAttempts) {
        await markMailFailed(db, mail.id, token, message);
        logger.error({ ...context, error: message }, 'mail failed');
        return 'failed';
      }
      const retryAt = retryTime(this.options, mail.attempts);
      await markMailRetry(db, mail.id, token, retryAt, message);
      logger.warn({ ...context, retryAt: retryAt.toISOString(), error: message }, 'mail not sent, will retry');
      return 'retried';
    }
    if (await markMailSent(db, mail.id, token, new Date(this.options.now()))) logger.info(context, 'mail sent');
    else logger.warn(context, 'mail sent after its claim expired');
    return 'sent';
  }
}
