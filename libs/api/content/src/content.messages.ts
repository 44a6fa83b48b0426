import type { LocalizedText } from '@meydan/api/core';

export const CONTENT_MESSAGES = {
  articleNotFound: {
    tr: 'Aradığın içerik bulunamadı.',
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
  // `/articles` time cursors (before, beforeId, since); the names stay as the client sends them.
  invalidInstant: {
    tr: 'Geçersiz istek: "{name}" sorgu parametresi saat dilimi belirtilmiş bir tarih ve saat olmalıdır, örneğin 2026-11-20T09:00:00Z.',
    en: 'Invalid request: query parameter "{name}" must be a date and time with a time zone, like 2026-11-20T09:00:00Z.',
    ru: 'Некорректный запрос: параметр запроса «{name}» должен быть датой и временем с часовым поясом, например 2026-11-20T09:00:00Z.',
  },
  cursorNeedsTimeSort: {
    tr: 'Geçersiz istek: "before", "beforeId" ve "since" yalnızca sort=recent ya da sort=igDate ile kullanılabilir.',
    en: 'Invalid request: "before", "beforeId" and "since" work only with sort=recent or sort=igDate.',
    ru: 'Некорректный запрос: «before», «beforeId» и «since» работают только с sort=recent или sort=igDate.',
  },
  cursorWithPage: {
    tr: 'Geçersiz istek: "page", "before", "beforeId" ya da "since" ile birlikte kullanılamaz.',
    en: 'Invalid request: "page" cannot be combined with "before", "beforeId" or "since".',
    ru: 'Некорректный запрос: «page» нельзя сочетать с «before», «beforeId» или «since».',
  },
  beforeIdNeedsBefore: {
    tr: 'Geçersiz istek: "beforeId" yalnızca "before" ile birlikte kullanılabilir.',
    en: 'Invalid request: "beforeId" can only be used together with "before".',
    ru: 'Некорректный запрос: «beforeId» можно указывать только вместе с «before».',
  },
  emptyTimeWindow: {
    tr: 'Geçersiz istek: "since", "before" değerinden önce olmalıdır.',
    en: 'Invalid request: "since" must be earlier than "before".',
    ru: 'Некорректный запрос: «since» должен быть раньше, чем «before».',
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
