import type { LocalizedText } from '@meydan/api/core';

/** Refusals of the push registration routes, in every edition's language. */
export const PUSH_MESSAGES = {
  // SPEC §5 "Unavailable service.": the platform asked for is not configured on this server.
  unavailable: {
    tr: 'Bildirim servisi şu anda kullanılamıyor.',
    en: 'Unavailable service.',
    ru: 'Сервис уведомлений недоступен.',
  },
  endpointInvalid: {
    tr: 'Bildirim aboneliğinin adresi geçersiz.',
    en: 'The push subscription endpoint is not valid.',
    ru: 'Недопустимый адрес push-подписки.',
  },
  keysInvalid: {
    tr: 'Bildirim aboneliğinin anahtarları geçersiz.',
    en: 'The push subscription keys are not valid.',
    ru: 'Недопустимые ключи push-подписки.',
  },
  subscriptionMissing: {
    tr: 'Web Push kaydı için abonelik bilgileri (options) gerekli.',
    en: 'A Web Push registration needs the subscription details (options).',
    ru: 'Для регистрации Web Push нужны данные подписки (options).',
  },
  targetMismatch: {
    tr: 'Bildirim hedefi abonelikle uyuşmuyor.',
    en: 'The notification target does not match the subscription.',
    ru: 'Цель уведомлений не совпадает с подпиской.',
  },
  tokenInvalid: {
    tr: 'Firebase bildirim belirteci geçersiz.',
    en: 'The Firebase messaging token is not valid.',
    ru: 'Недопустимый токен Firebase Messaging.',
  },
  // The browser subscribed with another server key (keys were rotated): pushes would be refused.
  staleKey: {
    tr: 'Bu bildirim aboneliği eski bir anahtarla oluşturulmuş. Lütfen yeniden abone ol.',
    en: 'This push subscription was made with an old key. Please subscribe again.',
    ru: 'Эта подписка создана со старым ключом. Подпишитесь заново.',
  },
} as const satisfies Record<string, LocalizedText>;

/**
 * What a push says, per edition, worded like the notifications page (the reader is "sen"; Russian
 * avoids gendered verbs). `{name}` is the other member's display name.
 */
export const PUSH_TEXTS = {
  messageTitle: {
    tr: '{name} sana mesaj gönderdi',
    en: '{name} sent you a message',
    ru: 'Новое сообщение от {name}',
  },
  followedTitle: {
    tr: 'Yeni takipçi',
    en: 'New follower',
    ru: 'Новый подписчик',
  },
  followedBody: {
    tr: '{name} seni takip etmeye başladı.',
    en: '{name} started following you.',
    ru: 'У вас новый подписчик: {name}.',
  },
  replyTitle: {
    tr: '{name} yorumunu yanıtladı',
    en: '{name} replied to your comment',
    ru: 'Новый ответ на ваш комментарий от {name}',
  },
  // An earthquake alert (issue 18): what happened, never a warning of what may come.
  quakeTitle: {
    tr: 'Deprem: {magnitude} büyüklüğünde, {place}',
    en: 'Earthquake: magnitude {magnitude}, {place}',
    ru: 'Землетрясение магнитудой {magnitude}: {place}',
  },
  quakeBody: {
    tr: '{time} (TSİ) · derinlik {depth} km · {source}',
    en: '{time} (Turkey time) · depth {depth} km · {source}',
    ru: '{time} (время Турции) · глубина {depth} км · {source}',
  },
} as const satisfies Record<string, LocalizedText>;
