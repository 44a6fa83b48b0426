import type { LocalizedText } from '@meydan/api/core';

export const CONTENT_MESSAGES = {
  articleNotFound: {
    tr: 'Aradığınız içerik bulunamadı.',
    en: 'The article you are looking for could not be found.',
    ru: 'Материал не найден.',
  },
  // Sent with action 'redirect'; clients follow payload.route instead of showing it.
  articleMoved: {
    tr: 'Bu içerik yeni bir adrese taşındı.',
    en: 'This article has moved to a new address.',
    ru: 'Этот материал переехал по новому адресу.',
  },
  categoryNotFound: {
    tr: 'Kategori bulunamadı.',
    en: 'The category could not be found.',
    ru: 'Рубрика не найдена.',
  },
  tagNotFound: {
    tr: 'Etiket bulunamadı.',
    en: 'The tag could not be found.',
    ru: 'Тег не найден.',
  },
  videoNotFound: {
    tr: 'Video bulunamadı.',
    en: 'The video could not be found.',
    ru: 'Видео не найдено.',
  },
  widgetNotFound: {
    tr: 'Bu ana sayfa bölümü bulunamadı.',
    en: 'This home page section could not be found.',
    ru: 'Этот раздел главной страницы не найден.',
  },
  recentWidget: {
    tr: 'Son Haberler',
    en: 'Latest',
    ru: 'Последние новости',
  },
  popularWidget: {
    tr: 'Çok Okunanlar',
    en: 'Most Read',
    ru: 'Самое читаемое',
  },
} as const satisfies Record<string, LocalizedText>;
