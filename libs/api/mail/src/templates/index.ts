import { EDITIONS } from '@meydan/shared/util/routing';
import type { MailLocale, MailTemplateName, MailTemplateParams, RenderedMail } from '../mail.types';
import { accountDeletionMail } from './account-deletion';
import { linkMailParams, MailTemplateError } from './action-mail';
import { passwordResetMail } from './password-reset';
import { verificationMail } from './verification';

export { ACCOUNT_DELETION_LINK_TTL_MS } from './account-deletion';
export { mailLink, MailTemplateError } from './action-mail';
export { PASSWORD_RESET_LINK_TTL_MS } from './password-reset';

type Renderers = { [T in MailTemplateName]: (locale: MailLocale, params: MailTemplateParams[T]) => RenderedMail };

/** Every template by the name a mail job stores. */
const TEMPLATES: Renderers = {
  verification: verificationMail,
  'password-reset': passwordResetMail,
  'account-deletion': accountDeletionMail,
};

/** Checks parameters that come from JSON (a mail job's payload) against what the template reads. */
const PARAM_CHECKS: { [T in MailTemplateName]: (params: unknown) => MailTemplateParams[T] } = {
  verification: linkMailParams,
  'password-reset': linkMailParams,
  'account-deletion': linkMailParams,
};

export const MAIL_TEMPLATE_NAMES = Object.keys(TEMPLATES) as MailTemplateName[];

export function isMailTemplate(name: string): name is MailTemplateName {
  return Object.prototype.hasOwnProperty.call(TEMPLATES, name);
}

export function isMailLocale(locale: string): locale is MailLocale {
  return (EDITIONS as readonly string[]).includes(locale);
}

/** Subject, plain text and HTML of a template in a language. Throws MailTemplateError for unsafe params. */
export function renderMail<T extends MailTemplateName>(template: T, locale: MailLocale, params: MailTemplateParams[T]): RenderedMail {
  return TEMPLATES[template](locale, params);
}

/**
 * Renders what a mail job stores (names and params as plain JSON). Throws MailTemplateError
 * when the row names a template or language this code does not know or its params do not fit.
 */
export function renderStoredMail(template: string, locale: string, params: unknown): RenderedMail & { locale: MailLocale } {
  if (!isMailTemplate(template)) throw new MailTemplateError(`unknown mail template ${JSON.stringify(template)}`);
  if (!isMailLocale(locale)) throw new MailTemplateError(`unknown mail locale ${JSON.stringify(locale)}`);
  return { ...renderTyped(template, locale, params), locale };
}

function renderTyped<T extends MailTemplateName>(template: T, locale: MailLocale, params: unknown): RenderedMail {
  return renderMail(template, locale, PARAM_CHECKS[template](params));
}
