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
export { enqueueMail } from './outbox.repository';
export type { EnqueuedMail } from './outbox.repository';
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
export { MAIL_RETRY_DELAYS_MS, MailWorker } from './mail-worker';
export type { MailRunSummary, MailWorkerOptions } from './mail-worker';
export { setupMailer } from './mailer';
export type { Mailer, MailerOptions } from './mailer';
export { devOutboxRoutes } from './dev-outbox.routes';
export type { DevOutboxRoutesOptions } from './dev-outbox.routes';
