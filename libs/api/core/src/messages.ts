import type { Edition } from '@meydan/shared/util/routing';

/** A user-facing text in every edition's language. */
export type LocalizedText = Readonly<Record<Edition, string>>;

export type MessageParams = Readonly<Record<string, string | number>>;

export function localize(text: LocalizedText | string, language: Edition, params: MessageParams = {}): string {
  const template = typeof text === 'string' ? text : text[language];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

export const MESSAGES = {
  notFound: {
    tr: 'Bu sayfa bulunamadı',
    en: 'This page could not be found',
    ru: 'Страница не найдена',
  },
  // SPEC §8 general error; 5xx never say more than this.
  internal: {
    tr: 'Bir hata oluştu. Lütfen tekrar dene.',
    en: 'A mistake has occurred. Please try again.',
    ru: 'Произошла ошибка. Пожалуйста, попробуйте ещё раз.',
  },
  unavailable: {
    tr: 'Meydan şu an çok yoğun! Lütfen daha sonra tekrar dene.',
    en: 'Meydan is busy! Please try again later',
    ru: 'Meydan сейчас перегружен! Пожалуйста, попробуйте позже.',
  },
  badRequest: {
    tr: 'Geçersiz istek.',
    en: 'Invalid request.',
    ru: 'Некорректный запрос.',
  },
  unauthorized: {
    tr: 'Bu işlem için giriş yapmalısın.',
    en: 'You need to sign in to do this.',
    ru: 'Для этого действия нужно войти.',
  },
  forbidden: {
    tr: 'Bu işlem için yetkin yok.',
    en: 'You are not allowed to do this.',
    ru: 'У вас нет прав на это действие.',
  },
  // CSRF defence: a cookie-authenticated write (or any write with a foreign Origin) from another site.
  foreignOrigin: {
    tr: 'Bu istek yalnızca Meydan sayfalarından yapılabilir.',
    en: 'This request can only be made from Meydan pages.',
    ru: 'Этот запрос можно отправить только со страниц Meydan.',
  },
  methodNotAllowed: {
    tr: 'Bu yöntem desteklenmiyor.',
    en: 'This method is not allowed.',
    ru: 'Этот метод не поддерживается.',
  },
  payloadTooLarge: {
    tr: 'İstek çok büyük.',
    en: 'The request is too large.',
    ru: 'Запрос слишком большой.',
  },
  unsupportedMediaType: {
    tr: 'İçerik türü desteklenmiyor.',
    en: 'This content type is not supported.',
    ru: 'Этот тип содержимого не поддерживается.',
  },
  // A body that ends before its own framing says it does (a multipart upload cut short, no boundary).
  malformedBody: {
    tr: 'Geçersiz istek: istek gövdesi okunamadı.',
    en: 'Invalid request: the request body could not be read.',
    ru: 'Некорректный запрос: не удалось прочитать тело запроса.',
  },
  tooManyRequests: {
    tr: 'Çok fazla istek gönderdin. Lütfen biraz sonra tekrar dene.',
    en: 'Too many requests. Please try again in a moment.',
    ru: 'Слишком много запросов. Попробуйте чуть позже.',
  },
} as const satisfies Record<string, LocalizedText>;

/** Localized fallback texts for client errors raised by Fastify itself rather than our code. */
export const STATUS_MESSAGES: Readonly<Record<number, LocalizedText>> = {
  400: MESSAGES.badRequest,
  401: MESSAGES.unauthorized,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  405: MESSAGES.methodNotAllowed,
  413: MESSAGES.payloadTooLarge,
  415: MESSAGES.unsupportedMediaType,
  429: MESSAGES.tooManyRequests,
};
