export type {
  LinkMailParams,
  MailLocale,
  MailLogger,
  MailRequest,
  MailTemplateName,
  MailTemplateParams,
  MailTransport,
  OutgoingMail,
  RenderedMail,
} from './mail.types';
export { enqueueMail, eraseMailsTo, MAIL_JOB } from './mail-queue';
export type { EnqueuedMail, MailJobPayload } from './mail-queue';
export {
  ACCOUNT_DELETION_LINK_TTL_MS,
  isMailLocale,
  isMailTemplate,
  MAIL_TEMPLATE_NAMES,
  mailLink,
  MailTemplateError,
  PASSWORD_RESET_LINK_TTL_MS,
  renderMail,
} from './templates';
export { DEVELOPMENT_MAIL_FROM, MailConfigError, mailConfigFromEnv, resolveMailSettings } from './mail-config';
export type { MailConfig, MailSettings, MailTransportSettings, SmtpSettings } from './mail-config';
export { createMailTransport, createOutboxTransport, createSmtpTransport, MailDeliveryError } from './transports';
export type { SmtpTransportOptions } from './transports';
export { createMailWorker, MAIL_RETRY_DELAYS_MS, MAIL_WORKER_DEFAULTS, mailJobHandler } from './mail-job';
export type { MailJobHandlerOptions, MailWorkerOptions, MailWorkerSettings } from './mail-job';
export { setupMailer } from './mailer';
export type { Mailer, MailerOptions } from './mailer';
export { devOutboxRoutes } from './dev-outbox.routes';
export type { DevOutboxRoutesOptions } from './dev-outbox.routes';
