import type { LinkMailParams, MailLocale, RenderedMail } from '../mail.types';
import { type ActionMailCopy, renderActionMail } from './action-mail';

/** How long a password reset link works; the mail says "1 hour", so the auth flow must use this. */
export const PASSWORD_RESET_LINK_TTL_MS = 60 * 60 * 1000;

const COPY: Record<MailLocale, ActionMailCopy> = {
  tr: {
    subject: 'Şifreni sıfırla',
    intro: ['Meydan hesabının şifresini sıfırlamak için bir istek aldık. Yeni şifreni belirlemek için aşağıdaki düğmeye tıkla.'],
    action: 'Yeni şifre belirle',
    outro: ['Bu bağlantı 1 saat geçerlidir.', 'Bu isteği sen yapmadıysan bu e-postayı dikkate alma; şifren değişmez.'],
  },
  en: {
    subject: 'Reset your password',
    intro: ['We received a request to reset the password of your Meydan account. Click the button below to choose a new password.'],
    action: 'Choose a new password',
    outro: ['This link is valid for 1 hour.', 'If you did not ask for this, ignore this e-mail; your password stays the same.'],
  },
  ru: {
    subject: 'Сброс пароля',
    intro: ['Мы получили запрос на сброс пароля вашего аккаунта Meydan. Чтобы задать новый пароль, нажмите на кнопку ниже.'],
    action: 'Задать новый пароль',
    outro: ['Ссылка действительна 1 час.', 'Если вы не запрашивали сброс, проигнорируйте это письмо: ваш пароль не изменится.'],
  },
};

/** Password reset link (SPEC §7 `POST /auth/reset-password/new`), valid 1 hour. */
export function passwordResetMail(locale: MailLocale, params: LinkMailParams): RenderedMail {
  return renderActionMail(locale, COPY[locale], params);
}
