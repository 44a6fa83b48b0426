import { EDITIONS } from '@meydan/shared/util/routing';
import type { MailTemplateName } from '../mail.types';
import { MAIL_TEMPLATE_NAMES, mailLink, MailTemplateError, renderMail, renderStoredMail } from './index';

const ORIGINS = { tr: 'https://meydan.com.tr', en: 'https://en.meydan.com', ru: 'https://ru.meydan.com' } as const;
const PATHS: Record<MailTemplateName, string> = {
  verification: '/auth/verify-email/tok-verify',
  'password-reset': '/auth/reset-password/tok-reset',
  'account-deletion': '/auth/delete-account/tok-delete',
};

// What a reader must find in each mail, per language: subject and the link's lifetime where it has one.
const EXPECTED: Record<MailTemplateName, Record<(typeof EDITIONS)[number], { subject: string; body: RegExp }>> = {
  verification: {
    tr: { subject: 'E-posta adresini doğrula', body: /e-posta adresini doğrulamak/ },
    en: { subject: 'Confirm your e-mail address', body: /confirm the e-mail address/ },
    ru: { subject: 'Подтвердите адрес электронной почты', body: /подтвердить адрес электронной почты/ },
  },
  'password-reset': {
    tr: { subject: 'Şifreni sıfırla', body: /1 saat geçerlidir/ },
    en: { subject: 'Reset your password', body: /valid for 1 hour/ },
    ru: { subject: 'Сброс пароля', body: /действительна 1 час/ },
  },
  'account-deletion': {
    tr: { subject: 'Hesabının silinmesini onayla', body: /24 saat geçerlidir/ },
    en: { subject: 'Confirm the deletion of your account', body: /valid for 24 hours/ },
    ru: { subject: 'Подтвердите удаление аккаунта', body: /действительна 24 часа/ },
  },
};

describe('mail templates', () => {
  describe.each(MAIL_TEMPLATE_NAMES)('%s', (template) => {
    it.each(EDITIONS)('renders in %s with the absolute link on the edition origin', (locale) => {
      const link = `${ORIGINS[locale]}${PATHS[template]}`;
      const mail = renderMail(template, locale, { origin: ORIGINS[locale], path: PATHS[template], username: 'ayse_k' });
      expect(mail.subject).toBe(EXPECTED[template][locale].subject);
      expect(mail.text).toMatch(EXPECTED[template][locale].body);
      expect(mail.text).toContain(link);
      expect(mail.text).toContain('ayse_k');
      expect(mail.html).toMatch(new RegExp(`^<!DOCTYPE html>\\n<html lang="${locale}"`));
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.html).toMatch(EXPECTED[template][locale].body);
      // Inline styles only: mail clients drop <style> blocks and never run scripts.
      expect(mail.html).not.toMatch(/<style|<script|class=/);
    });

    it('escapes every parameter in the HTML', () => {
      const mail = renderMail(template, 'en', { origin: 'https://en.meydan.com', path: '/auth/x?a=1&b="2"<script>', username: '<script>alert("x")</script>' });
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      // The link keeps its query: & is escaped in the attribute, quotes and brackets are percent-encoded by URL.
      expect(mail.html).toContain('href="https://en.meydan.com/auth/x?a=1&amp;b=%222%22%3Cscript%3E"');
      expect(mail.text).toContain('<script>alert("x")</script>');
    });
  });

  it('greets without a name when none is given', () => {
    expect(renderMail('verification', 'tr', { origin: ORIGINS.tr, path: '/auth/verify-email/t' }).text).toMatch(/^Merhaba,\n/);
    expect(renderMail('verification', 'ru', { origin: ORIGINS.ru, path: '/auth/verify-email/t', username: '  ' }).text).toMatch(/^Здравствуйте!\n/);
  });

  it('refuses links that would leave the edition origin or are not http(s)', () => {
    for (const [origin, path] of [
      ['https://en.meydan.com', '//evil.example/x'],
      ['https://en.meydan.com', '/\\evil.example/x'],
      ['https://en.meydan.com', 'https://evil.example/x'],
      ['https://en.meydan.com', 'auth/relative'],
      ['javascript:alert(1)', '/x'],
      ['https://en.meydan.com/sub', '/x'],
      ['not a url', '/x'],
    ]) {
      expect(() => mailLink(origin as string, path as string)).toThrow(MailTemplateError);
    }
    expect(mailLink('http://en.localhost:3000/', '/auth/verify-email/abc')).toBe('http://en.localhost:3000/auth/verify-email/abc');
  });

  it('renders stored rows and refuses unknown templates, languages and params', () => {
    expect(renderStoredMail('password-reset', 'ru', { origin: ORIGINS.ru, path: '/a' }).subject).toBe('Сброс пароля');
    expect(() => renderStoredMail('welcome', 'en', { origin: ORIGINS.en, path: '/a' })).toThrow(/unknown mail template/);
    expect(() => renderStoredMail('verification', 'de', { origin: ORIGINS.en, path: '/a' })).toThrow(/unknown mail locale/);
    expect(() => renderStoredMail('verification', 'en', { origin: ORIGINS.en })).toThrow(MailTemplateError);
    expect(() => renderStoredMail('verification', 'en', { origin: ORIGINS.en, path: '/a', username: 42 })).toThrow(MailTemplateError);
  });
});
