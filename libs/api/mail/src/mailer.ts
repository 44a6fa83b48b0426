import type { FastifyInstance } from 'fastify';
import type { JobWorker, Queryable } from '@meydan/api/db';
import { type MailConfig, type MailSettings, resolveMailSettings } from './mail-config';
import type { MailTransport } from './mail.types';
import { createMailWorker, type MailWorkerSettings } from './mail-job';
import { createMailTransport, type SmtpTransportOptions } from './transports';

/** What routes that queue mail need besides `enqueueMail`. */
export interface Mailer {
  readonly settings: MailSettings;
  /** The jobs worker of mail jobs; absent when this process does not send (`worker: false`): another replica's does. */
  readonly worker: JobWorker | undefined;
  /** Call after committing a transaction that queued mail: sends now instead of at the next poll. */
  nudge(): void;
}

export interface MailerOptions {
  db: Queryable;
  /** MAIL_* and SMTP_* settings (mailConfigFromEnv); checked against nodeEnv. */
  config?: MailConfig;
  /** Defaults to process.env.NODE_ENV; tests pass it to play production. */
  nodeEnv?: string;
  /** Worker tuning over MAIL_WORKER_DEFAULTS, or false for a process that only queues. */
  worker?: false | MailWorkerSettings;
  /** Replaces the configured transport (tests). */
  transport?: MailTransport;
  smtp?: SmtpTransportOptions;
}

/**
 * Mail for one Fastify app: checks the settings (throws MailConfigError, so a production API
 * without SMTP does not start), creates the transport and the worker, starts the worker when
 * the app is ready and stops it, then the transport, when the app closes.
 */
export function setupMailer(app: FastifyInstance, options: MailerOptions): Mailer {
  const settings = resolveMailSettings(options.config, options.nodeEnv ?? process.env['NODE_ENV']);
  for (const warning of settings.warnings) app.log.warn(warning);
  const transport = options.transport ?? createMailTransport(settings, options.smtp);
  const worker =
    options.worker === false
      ? undefined
      : createMailWorker({ ...options.worker, db: options.db, transport, from: settings.from, logger: app.log });
  app.addHook('onReady', async () => worker?.start());
  app.addHook('onClose', async () => {
    await worker?.stop();
    await transport.close();
  });
  return { settings, worker, nudge: () => worker?.nudge() };
}
