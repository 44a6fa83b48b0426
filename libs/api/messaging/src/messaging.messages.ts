import { type LocalizedText, requireCommonText } from '@meydan/api/core';

/**
 * Refusals of the conversations routes, in the messaging pages' voice (Turkish "sen"). Texts the
 * composer shows too come from the UI's `common` resources, so the API and the form agree.
 */
export const MESSAGING_MESSAGES = {
  // 404 also for a conversation the asker is not in: whether it exists is none of their business.
  conversationNotFound: {
    tr: 'Bu konuşma bulunamadı.',
    en: 'This conversation could not be found.',
    ru: 'Переписка не найдена.',
  },
  messageNotFound: {
    tr: 'Bu mesaj bulunamadı. Silinmiş olabilir.',
    en: 'This message could not be found. It may have been deleted.',
    ru: 'Сообщение не найдено. Возможно, оно удалено.',
  },
  memberNotFound: {
    tr: 'Bu üye bulunamadı.',
    en: 'This member could not be found.',
    ru: 'Участник не найден.',
  },
  cannotMessageSelf: {
    tr: 'Kendine mesaj gönderemezsin.',
    en: 'You cannot send a message to yourself.',
    ru: 'Нельзя отправить сообщение самому себе.',
  },
  // SPEC §5: blocking stops messages both ways; the text does not say who blocked whom.
  blocked: {
    tr: 'Bu üyeyle mesajlaşamazsın: aranızda bir engelleme var.',
    en: 'You cannot message this member because one of you has blocked the other.',
    ru: 'Вы не можете переписываться с этим участником: один из вас заблокировал другого.',
  },
  recipientUnavailable: {
    tr: 'Bu üyenin hesabı şu anda etkin değil, bu yüzden ona mesaj gönderemezsin.',
    en: 'This member’s account is not active, so you cannot send them messages.',
    ru: 'Аккаунт этого участника неактивен, поэтому ему нельзя отправить сообщение.',
  },
  notOwnMessage: {
    tr: 'Yalnızca kendi mesajlarını silebilirsin.',
    en: 'You can only delete your own messages.',
    ru: 'Удалять можно только свои сообщения.',
  },
  // A client id names one message; the same id for another conversation is a client bug, not a retry.
  clientIdReused: {
    tr: 'Bu mesaj başka bir konuşmaya zaten gönderildi.',
    en: 'This message was already sent in another conversation.',
    ru: 'Это сообщение уже отправлено в другую переписку.',
  },
  messageRequired: requireCommonText('validation.message.required'),
  messageLength: requireCommonText('validation.message.length'),
  // SPEC §8: what a failed message action says ("Operation failed, please try again.").
  actionFailed: requireCommonText('errors.actionFailed'),
} as const satisfies Record<string, LocalizedText>;
