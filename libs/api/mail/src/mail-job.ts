import { type ClaimedJob, type JobHandler, JobWorker, type JobWorkerOptions, PermanentJobError } from '@meydan/api/db';
import type { MailLogger, MailTransport } from './mail.types';
import { MAIL_JOB, type MailJobPayload } from './mail-queue';
import { MailTemplateError, renderStoredMail } from './templates';
import { MailDeliveryError } from './transports';

/** Waits after the 1st, 2nd, … failed attempt; one more failure after the last ends in `failed`. */
export const MAIL_RETRY_DELAYS_MS: readonly number[] = [30_000, 120_000, 600_000, 3_600_000, 21_600_000];

const SECOND = 1000;
const HOUR = 3600 * SECOND;

/**
 * The mail worker's schedule. Mail keeps the settings it had with its own outbox worker rather than
 * the jobs worker's defaults, which differ: an SMTP server defers for minutes to hours (greylisting,
 * a full mailbox), so mail retries after 30 s, 2 min, 10 min, 1 h and 6 h (6 attempts; jobs: 10 s to
 * 30 min, 5 attempts), a batch is 10 cheap sends (jobs: 4 image runs), one send is capped at 60 s
 * (jobs: 2 min), finished rows are kept 14 days so a dedupe key holds as long as before (jobs: 7),
 * and stop() waits 5 s (jobs: 10). Claims (5 min), polling (5 s) and jitter (10 %) are the same.
 */
export const MAIL_WORKER_DEFAULTS = {
  name: 'mail worker',
  pollIntervalMs: 5 * SECOND,
  batchSize: 10,
  claimTimeoutMs: 300 * SECOND,
  runTimeoutMs: 60 * SECOND,
  retryDelaysMs: MAIL_RETRY_DELAYS_MS,
  retryJitter: 0.1,
  retentionMs: 14 * 24 * HOUR,
  stopTimeoutMs: 5 * SECOND,
} satisfies Partial<JobWorkerOptions>;

export interface MailJobHandlerOptions {
  transport: MailTransport;
  /** The From header (MAIL_FROM). */
  from: string;
  logger: MailLogger;
}

/**
 * Sends one mail job: renders it in its language and hands it to the transport. A template that no
 * longer renders it or a permanent SMTP refusal (5xx to the recipient or the message) fails the job
 * at once; anything else (4xx, timeouts, connection and login errors) is retried by the worker.
 * Delivery is at least once: a worker that dies between the SMTP server's acceptance and the `done`
 * write leaves a job that is sent again after its claim expires, with the same Message-ID (the job id).
 */
export function mailJobHandler(options: MailJobHandlerOptions): JobHandler<MailJobPayload> {
  const { transport, from, logger } = options;
  return {
    async run(job: ClaimedJob<MailJobPayload>) {
      const { to, template, locale, params } = job.payload ?? ({} as Partial<MailJobPayload>);
      const context = { mailId: job.id, template, attempts: job.attempts };
      if (typeof to !== 'string' || typeof template !== 'string' || typeof locale !== 'string') throw new PermanentJobError(`${job.type}: malformed payload`);
      try {
        const rendered = renderStoredMail(template, locale, params);
        await transport.send({ id: job.id, from, to, ...rendered });
      } catch (error) {
        const permanent = error instanceof MailTemplateError || (error instanceof MailDeliveryError && error.permanent);
        // Logs carry the job id and the SMTP error, never the params (they hold the link).
        if (!permanent) throw error;
        throw new PermanentJobError(error instanceof Error ? error.message : String(error), { cause: error });
      }
      logger.info(context, 'mail sent');
    },
  };
}

/** Tuning of the mail worker; unset fields take MAIL_WORKER_DEFAULTS. */
export type MailWorkerSettings = Omit<JobWorkerOptions, 'db' | 'handlers' | 'logger'>;

export interface MailWorkerOptions extends MailWorkerSettings, MailJobHandlerOptions {
  db: JobWorkerOptions['db'];
}

/**
 * The jobs worker that sends mail: a JobWorker that claims only MAIL_JOB rows, with the mail
 * handler and the mail schedule. Polls every 5 s; `nudge()` sends at once (call it after committing
 * a transaction that queued mail).
 */
export function createMailWorker(options: MailWorkerOptions): JobWorker {
  const { transport, from, logger, ...settings } = options;
  return new JobWorker({ ...MAIL_WORKER_DEFAULTS, ...settings, logger, handlers: { [MAIL_JOB]: mailJobHandler({ transport, from, logger }) } });
}
