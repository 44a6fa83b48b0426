import type { LinkMailParams, MailLocale, RenderedMail } from '../mail.types';
import { type ActionMailCopy, renderActionMail } from './action-mail';

/** How long an account deletion link works (SPEC §9: 24 h); the mail says "24 hours". */
export const ACCOUNT_DELETION_LINK_TTL_MS = 24 * 60 * 60 * 1000;

const COPY: Record<MailLocale, ActionMailCopy> = {
  tr: {
    subject: 'Hesabının silinmesini onayla',
    intro: [
      'Meydan hesabının kalıcı olarak silinmesi için bir istek aldık. Onaylamak için aşağıdaki düğmeye tıkla.',
      'Hesabın silindiğinde kişisel verilerin kaldırılır; bu işlem geri alınamaz.',
    ],
    action: 'Hesabımı sil',
    outro: [
      'Bu bağlantı 24 saat geçerlidir.',
      'Bu isteği sen yapmadıysan bu e-postayı dikkate alma; hesabın olduğu gibi kalır. Şifreni değiştirmeni öneririz.',
    ],
  },
  en: {
    subject: 'Confirm the deletion of your account',
    intro: [
      'We received a request to permanently delete your Meydan account. Click the button below to confirm.',
      'Deleting your account removes your personal data; this cannot be undone.',
    ],
    action: 'Delete my account',
    outro: ['This link is valid for 24 hours.', 'If you did not ask for this, ignore this e-mail and your account stays as it is. We recommend changing your password.'],
  },
  ru: {
    subject: 'Подтвердите удаление аккаунта',
    intro: [
      'Мы получили запрос на безвозвратное удаление вашего аккаунта Meydan. Чтобы подтвердить его, нажмите на кнопку ниже.',
      'При удалении аккаунта ваши личные данные будут удалены; это действие нельзя отменить.',
    ],
    action: 'Удалить аккаунт',
    outro: [
      'Ссылка действительна 24 часа.',
      'Если вы не запрашивали удаление, проигнорируйте это письмо: аккаунт останется без изменений. Рекомендуем сменить пароль.',
    ],
  },
};

/** Account deletion confirmation (SPEC §4 Account, §7 `PUT /users/me/delete`), link valid 24 hours. */
export function accountDeletionMail(locale: MailLocale, params: LinkMailParams): RenderedMail {
  return renderActionMail(locale, COPY[locale], params);
}
