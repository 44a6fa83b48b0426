import type { LinkMailParams, MailLocale, RenderedMail } from '../mail.types';
import { type ActionMailCopy, renderActionMail } from './action-mail';

const COPY: Record<MailLocale, ActionMailCopy> = {
  tr: {
    subject: 'E-posta adresini doğrula',
    intro: ['Meydan hesabının e-posta adresini doğrulamak için aşağıdaki düğmeye tıkla.'],
    action: 'E-posta adresimi doğrula',
    outro: ['Bu hesabı sen oluşturmadıysan bu e-postayı dikkate alma.'],
  },
  en: {
    subject: 'Confirm your e-mail address',
    intro: ['Please confirm the e-mail address of your Meydan account by clicking the button below.'],
    action: 'Confirm my e-mail address',
    outro: ['If you did not create this account, you can ignore this e-mail.'],
  },
  ru: {
    subject: 'Подтвердите адрес электронной почты',
    intro: ['Чтобы подтвердить адрес электронной почты вашего аккаунта Meydan, нажмите на кнопку ниже.'],
    action: 'Подтвердить адрес',
    outro: ['Если вы не создавали этот аккаунт, просто проигнорируйте это письмо.'],
  },
};

/** "Confirm your e-mail": the link of the e-mail verification flow (SPEC §4 E-mail). */
export function verificationMail(locale: MailLocale, params: LinkMailParams): RenderedMail {
  return renderActionMail(locale, COPY[locale], params);
}
