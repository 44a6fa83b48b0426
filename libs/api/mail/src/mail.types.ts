import type { Edition } from '@meydan/shared/util/routing';

/** A mail is written in the language of an edition (the user's, or the edition they used). */
export type MailLocale = Edition;

/**
 * Parameters of a mail that carries one action link. The link is `origin` + `path`: the
 * edition's public origin (EDITION_ORIGINS) and a path on it, so a link can only ever point at
 * our own site. `username` is shown in the greeting when given.
 */
export interface LinkMailParams {
  /** `https://meydan.com.tr`: scheme, host and port only. */
  origin: string;
  /** `/auth/verify-email/{token}`: starts with one `/`. */
  path: string;
  username?: string;
}

/** Every template and its parameters; the name is what a mail job stores. */
export interface MailTemplateParams {
  /** "Confirm your e-mail address" with the verification link. */
  verification: LinkMailParams;
  /** Password reset link, valid PASSWORD_RESET_LINK_TTL_MS (the text says 1 hour). */
  'password-reset': LinkMailParams;
  /** Account deletion confirmation link, valid ACCOUNT_DELETION_LINK_TTL_MS (the text says 24 hours). */
  'account-deletion': LinkMailParams;
}

export type MailTemplateName = keyof MailTemplateParams;

export interface RenderedMail {
  subject: string;
  text: string;
  /** A whole HTML document; every parameter in it is escaped. */
  html: string;
}

/** What a caller queues: `enqueueMail(tx, { to, template, locale, params, dedupeKey })`. */
export interface MailRequest<T extends MailTemplateName = MailTemplateName> {
  to: string;
  template: T;
  locale: MailLocale;
  params: MailTemplateParams[T];
  /**
   * Makes the enqueue idempotent: a second request with the same key queues nothing (as long
   * as the first job is kept, see the mail worker's retention). E.g. `verify:{userId}:{tokenId}`.
   */
  dedupeKey?: string;
}

/** The message a transport delivers. */
export interface OutgoingMail extends RenderedMail {
  /** The mail's job id; SMTP uses it for a stable Message-ID across retries. */
  id: string;
  from: string;
  to: string;
  locale: MailLocale;
}

export interface MailTransport {
  /** `smtp` delivers; `outbox` delivers nowhere (development: the job itself is the mail). */
  readonly kind: 'smtp' | 'outbox';
  /** Resolves once the message is accepted; rejects with a MailDeliveryError or any error (treated as transient). */
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

export interface MailLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}
