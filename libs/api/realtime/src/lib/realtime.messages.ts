import { type LocalizedText, MESSAGES } from '@meydan/api/core';
import { REALTIME_ERRORS, REALTIME_MAX_TOPICS } from '@meydan/shared/contracts';

/**
 * Texts of the socket's `error` frames (`{ message, statusCode, topicIds? }`), in the language of
 * the connection (BindMeta's edition, else the page's host, else Accept-Language). The browser
 * client logs them (SPEC §8); a developer reading the log should know what to fix.
 */
export const REALTIME_MESSAGES = {
  badFrame: {
    tr: 'Mesaj okunamadı: her mesaj { "type", "value" } biçiminde bir JSON nesnesi olmalı.',
    en: 'The message could not be read: every message must be a JSON object { "type", "value" }.',
    ru: 'Не удалось прочитать сообщение: каждое сообщение должно быть JSON-объектом { "type", "value" }.',
  },
  unknownType: {
    tr: 'Bilinmeyen mesaj türü. Geçerli türler: Authorization, BindMeta, Subscribe, Unsubscribe, Typing.',
    en: 'Unknown message type. Valid types: Authorization, BindMeta, Subscribe, Unsubscribe, Typing.',
    ru: 'Неизвестный тип сообщения. Допустимые типы: Authorization, BindMeta, Subscribe, Unsubscribe, Typing.',
  },
  emptyTopics: {
    tr: 'topicIds boş olamaz; en az bir konu içeren bir dizi olmalı.',
    en: REALTIME_ERRORS.emptyTopics,
    ru: 'topicIds не может быть пустым: это должен быть массив хотя бы с одной темой.',
  },
  tooManyTopics: {
    tr: `Bir bağlantı en fazla ${REALTIME_MAX_TOPICS} konuyu dinleyebilir.`,
    en: `One connection can listen to at most ${REALTIME_MAX_TOPICS} topics.`,
    ru: `Одно подключение может слушать не более ${REALTIME_MAX_TOPICS} тем.`,
  },
  unknownTopic: {
    tr: 'Bu konu tanınmıyor.',
    en: 'These topics are not recognised.',
    ru: 'Эти темы не распознаны.',
  },
  signInRequired: MESSAGES.unauthorized,
  invalidToken: {
    tr: 'Oturum anahtarı geçersiz ya da süresi dolmuş. Yenileyip tekrar gönder.',
    en: 'The access token is invalid or has expired. Renew it and send it again.',
    ru: 'Токен доступа недействителен или истёк. Обновите его и отправьте снова.',
  },
  forbiddenTopic: {
    tr: 'Bu konuları dinleme yetkin yok.',
    en: 'You are not allowed to listen to these topics.',
    ru: 'У вас нет прав слушать эти темы.',
  },
  notConversationMember: {
    tr: 'Bu konuşmanın üyesi değilsin.',
    en: 'You are not a member of this conversation.',
    ru: 'Вы не участник этой переписки.',
  },
  tooFast: {
    tr: 'Çok sık mesaj gönderiyorsun. Lütfen biraz bekle.',
    en: 'You are sending messages too often. Please wait a moment.',
    ru: 'Вы отправляете сообщения слишком часто. Пожалуйста, подождите.',
  },
  foreignOrigin: MESSAGES.foreignOrigin,
  notFound: MESSAGES.notFound,
  unavailable: MESSAGES.unavailable,
  internal: MESSAGES.internal,
} as const satisfies Record<string, LocalizedText>;

export type RealtimeMessageKey = keyof typeof REALTIME_MESSAGES;
