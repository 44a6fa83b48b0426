import type { LocalizedText } from '@meydan/api/core';

/**
 * Refusals of the feedback API in the reader's language (the field rules come from the contract
 * schemas' message keys, in the UI's own words). Every bad input gets a 4xx, never a 5xx.
 */
export const FEEDBACK_MESSAGES = {
  foreignPage: {
    tr: 'Geri bildirim yalnızca Meydan sayfalarından gönderilebilir.',
    en: 'Feedback can only be sent from Meydan pages.',
    ru: 'Отзыв можно отправить только со страниц Meydan.',
  },
  pageAddress: {
    tr: 'Sayfa adresi Meydan’a ait bir sayfa olmalı.',
    en: 'The page address must be a page of Meydan.',
    ru: 'Адрес страницы должен вести на страницу Meydan.',
  },
  tooMany: {
    tr: 'Kısa sürede çok fazla geri bildirim gönderdin. Yazdıkların duruyor; biraz sonra yeniden gönderebilirsin.',
    en: 'You have sent a lot of feedback in a short time. What you wrote is kept; you can send it again a little later.',
    ru: 'Вы отправили слишком много отзывов за короткое время. Написанное сохранено; отправьте его чуть позже.',
  },
  surveyTooMany: {
    tr: 'Anketi kısa süre önce yanıtladın. Teşekkürler! Birkaç saat sonra yeniden deneyebilirsin.',
    en: 'You answered the survey a short while ago. Thank you! You can try again in a few hours.',
    ru: 'Вы недавно ответили на опрос. Спасибо! Попробуйте снова через несколько часов.',
  },
  entryNotFound: {
    tr: 'Bu kaydı bulamadık. Liste güncellenmiş olabilir.',
    en: 'We could not find this entry. The list may have changed.',
    ru: 'Запись не найдена. Возможно, список изменился.',
  },
} as const satisfies Record<string, LocalizedText>;
