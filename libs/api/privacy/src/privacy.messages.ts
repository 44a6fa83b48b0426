import type { LocalizedText } from '@meydan/api/core';

export const PRIVACY_MESSAGES = {
  consentNotFound: {
    tr: 'Bu çerez tercihi kaydı bulunamadı.',
    en: 'This cookie choice could not be found.',
    ru: 'Запись о выборе файлов cookie не найдена.',
  },
  badForm: {
    tr: 'Çerez tercihiniz okunamadı. Lütfen sayfayı yenileyip yeniden seçin.',
    en: 'Your cookie choice could not be read. Please reload the page and choose again.',
    ru: 'Не удалось прочитать ваш выбор. Обновите страницу и выберите снова.',
  },
} satisfies Record<string, LocalizedText>;
