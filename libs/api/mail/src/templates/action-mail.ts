import { escapeHtml } from '@meydan/shared/util/sanitizer';
import type { LinkMailParams, MailLocale, RenderedMail } from '../mail.types';

/** A template's parameters cannot make a safe mail (a caller bug, or a stored row gone bad). */
export class MailTemplateError extends Error {
  override readonly name = 'MailTemplateError';
}

const PRODUCT = 'Meydan';
const MAX_USERNAME_LENGTH = 100;

/** The words of one action mail in one language. */
export interface ActionMailCopy {
  subject: string;
  /** Lines before the button, one paragraph each. */
  intro: readonly string[];
  action: string;
  /** Lines after the button (link lifetime, "not you?"). */
  outro: readonly string[];
}

interface LocaleChrome {
  greeting(username: string | undefined): string;
  /** Under the button, before the link written out. */
  linkFallback: string;
  signature: string;
  automatic: string;
}

const CHROME: Record<MailLocale, LocaleChrome> = {
  tr: {
    greeting: (username) => (username ? `Merhaba ${username},` : 'Merhaba,'),
    linkFallback: 'Düğme çalışmazsa bu bağlantıyı tarayıcına kopyala:',
    signature: `${PRODUCT} ekibi`,
    automatic: 'Bu e-posta otomatik olarak gönderildi; lütfen yanıtlama.',
  },
  en: {
    greeting: (username) => (username ? `Hello ${username},` : 'Hello,'),
    linkFallback: 'If the button does not work, copy this link into your browser:',
    signature: `The ${PRODUCT} team`,
    automatic: 'This e-mail was sent automatically; please do not reply to it.',
  },
  ru: {
    greeting: (username) => (username ? `Здравствуйте, ${username}!` : 'Здравствуйте!'),
    linkFallback: 'Если кнопка не работает, скопируйте эту ссылку в браузер:',
    signature: `Команда ${PRODUCT}`,
    automatic: 'Это письмо отправлено автоматически, пожалуйста, не отвечайте на него.',
  },
};

/**
 * The absolute link `origin` + `path`, refusing anything that would leave the origin
 * (`//evil.example`, `/\evil.example`, a full URL as path) or is not http(s).
 */
export function mailLink(origin: string, path: string): string {
  let base: URL;
  try {
    base = new URL(origin);
  } catch {
    throw new MailTemplateError(`mail link origin is not a URL: ${JSON.stringify(origin)}`);
  }
  if ((base.protocol !== 'https:' && base.protocol !== 'http:') || base.origin !== origin.replace(/\/$/, '')) {
    throw new MailTemplateError(`mail link origin must be an http(s) origin without a path: ${JSON.stringify(origin)}`);
  }
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) {
    throw new MailTemplateError(`mail link path must start with a single "/": ${JSON.stringify(path)}`);
  }
  const link = new URL(path, base);
  if (link.origin !== base.origin) throw new MailTemplateError(`mail link leaves its origin: ${JSON.stringify(path)}`);
  return link.href;
}

/** Checks parameters that may come from JSON (a mail job's payload) rather than from typed code. */
export function linkMailParams(params: unknown): LinkMailParams {
  const value = (params ?? {}) as Record<string, unknown>;
  const { origin, path, username } = value;
  if (typeof origin !== 'string' || typeof path !== 'string') throw new MailTemplateError('mail params need origin and path strings');
  if (username !== undefined && username !== null && (typeof username !== 'string' || username.length > MAX_USERNAME_LENGTH)) {
    throw new MailTemplateError(`mail params username must be a string of at most ${MAX_USERNAME_LENGTH} characters`);
  }
  return { origin, path, username: typeof username === 'string' && username.trim() ? username.trim() : undefined };
}

const STYLE = {
  body: 'margin:0;padding:0;background:#f3f4f6;',
  card: 'max-width:560px;margin:0 auto;padding:32px 28px;background:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#111827;',
  brand: 'margin:0 0 24px;font-size:22px;font-weight:bold;color:#dc2626;',
  paragraph: 'margin:0 0 16px;',
  button: 'display:inline-block;padding:12px 24px;background:#dc2626;border-radius:6px;color:#ffffff;font-weight:bold;text-decoration:none;',
  small: 'margin:0 0 16px;font-size:13px;color:#4b5563;word-break:break-all;',
  footer: 'margin:24px 0 0;padding-top:16px;border-top:1px solid #e5e7eb;font-size:12px;color:#6b7280;',
} as const;

const paragraph = (text: string, style: string = STYLE.paragraph) => `<p style="${style}">${escapeHtml(text)}</p>`;

/** One mail that asks the reader to open one link: subject, plain text and inline-styled HTML. */
export function renderActionMail(locale: MailLocale, copy: ActionMailCopy, params: LinkMailParams): RenderedMail {
  const chrome = CHROME[locale];
  const { origin, path, username } = linkMailParams(params);
  const link = mailLink(origin, path);
  const greeting = chrome.greeting(username);
  const text = [greeting, ...copy.intro, `${copy.action}: ${link}`, ...copy.outro, `${chrome.signature}\n${origin}`, chrome.automatic].join('\n\n') + '\n';
  const html = [
    '<!DOCTYPE html>',
    `<html lang="${locale}" dir="ltr">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(copy.subject)}</title></head>`,
    `<body style="${STYLE.body}"><div style="padding:24px 12px;"><div style="${STYLE.card}">`,
    paragraph(PRODUCT, STYLE.brand),
    paragraph(greeting),
    ...copy.intro.map((line) => paragraph(line)),
    `<p style="margin:24px 0;"><a href="${escapeHtml(link)}" style="${STYLE.button}">${escapeHtml(copy.action)}</a></p>`,
    paragraph(chrome.linkFallback, STYLE.small),
    `<p style="${STYLE.small}"><a href="${escapeHtml(link)}" style="color:#2563eb;">${escapeHtml(link)}</a></p>`,
    ...copy.outro.map((line) => paragraph(line)),
    paragraph(chrome.signature),
    `<p style="${STYLE.footer}">${escapeHtml(chrome.automatic)}<br><a href="${escapeHtml(origin)}" style="color:#6b7280;">${escapeHtml(origin)}</a></p>`,
    '</div></div></body></html>',
  ].join('\n');
  return { subject: copy.subject, text, html };
}
