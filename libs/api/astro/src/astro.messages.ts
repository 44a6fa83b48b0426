import type { LocalizedText } from '@meydan/api/core';

/**
 * Refusals of the astrology API: what is wrong with the birth data and how to put it right, in
 * the reader's language (Turkish "sen"). Every bad input gets one of these with 400, never a 5xx.
 */
export const ASTRO_MESSAGES = {
  year: {
    tr: 'Yıl 1900 ile 2100 arasında olmalı: haritalar bu aralıkta astronomik doğrulukla hesaplanıyor.',
    en: 'The year must be between 1900 and 2100, the range in which the charts are computed to astronomical accuracy.',
    ru: 'Год должен быть от 1900 до 2100: в этом диапазоне карты рассчитываются с астрономической точностью.',
  },
  month: { tr: 'Ay 1 ile 12 arasında bir sayı olmalı.', en: 'The month must be a number from 1 to 12.', ru: 'Месяц должен быть числом от 1 до 12.' },
  day: { tr: 'Gün 1 ile 31 arasında bir sayı olmalı.', en: 'The day must be a number from 1 to 31.', ru: 'День должен быть числом от 1 до 31.' },
  notADate: {
    tr: '{date} diye bir tarih yok. Günü ve ayı kontrol et.',
    en: 'There is no such date as {date}. Check the day and the month.',
    ru: 'Даты {date} не существует. Проверьте день и месяц.',
  },
  hour: { tr: 'Saat 0 ile 23 arasında olmalı.', en: 'The hour must be from 0 to 23.', ru: 'Час должен быть от 0 до 23.' },
  minute: { tr: 'Dakika 0 ile 59 arasında olmalı.', en: 'The minute must be from 0 to 59.', ru: 'Минуты должны быть от 0 до 59.' },
  timeIncomplete: {
    tr: 'Saati ve dakikayı birlikte gönder; doğum saatin bilinmiyorsa ikisini de boş bırak.',
    en: 'Send the hour and the minute together; if the birth time is unknown, leave both out.',
    ru: 'Укажите час и минуту вместе; если время рождения неизвестно, не указывайте ни то, ни другое.',
  },
  timeRequired: {
    tr: 'Yükselen burç doğum saatine bağlıdır: saati ve dakikayı da gir.',
    en: 'The rising sign depends on the birth time: enter the hour and the minute too.',
    ru: 'Асцендент зависит от времени рождения: укажите также час и минуту.',
  },
  latitude: {
    tr: 'Enlem -90 ile 90 derece arasında olmalı (kuzey pozitif); kutupların kendisinde yükselen burç hesaplanamaz.',
    en: 'The latitude must be between -90 and 90 degrees (north positive); at the poles themselves there is no ascendant.',
    ru: 'Широта должна быть от -90 до 90 градусов (север — положительная); на самих полюсах асцендент не определён.',
  },
  longitude: {
    tr: 'Boylam -180 ile 180 derece arasında olmalı (doğu pozitif).',
    en: 'The longitude must be between -180 and 180 degrees (east positive).',
    ru: 'Долгота должна быть от -180 до 180 градусов (восток — положительная).',
  },
  timezone: {
    tr: 'Saat dilimi tanınmadı. Europe/Istanbul gibi bir IANA saat dilimi adı gönder.',
    en: 'The time zone is not recognised. Send an IANA time zone name such as Europe/Istanbul.',
    ru: 'Часовой пояс не распознан. Укажите название часового пояса IANA, например Europe/Istanbul.',
  },
  houseSystem: {
    tr: 'Ev sistemi placidus, whole-sign, equal, koch ya da porphyry olmalı.',
    en: 'The house system must be placidus, whole-sign, equal, koch or porphyry.',
    ru: 'Система домов должна быть одной из: placidus, whole-sign, equal, koch, porphyry.',
  },
  sign: {
    tr: 'Burç, koc ya da boga gibi bir burç adı veya 0 (Koç) ile 11 (Balık) arasında bir sayı olmalı.',
    en: 'A sign must be a sign name such as koc or aries, or a number from 0 (Aries) to 11 (Pisces).',
    ru: 'Знак должен быть названием, например koc или aries, или числом от 0 (Овен) до 11 (Рыбы).',
  },
  missing: { tr: 'Eksik bilgi: {field}.', en: 'Missing: {field}.', ru: 'Не указано: {field}.' },
  chartFailed: {
    tr: 'Bu doğum bilgileriyle harita hesaplanamadı. Tarihi, saati ve yeri kontrol et.',
    en: 'No chart could be computed from this birth data. Check the date, the time and the place.',
    ru: 'По этим данным рождения карту построить не удалось. Проверьте дату, время и место.',
  },
  chartLabel: {
    tr: 'Haritaya 1–40 karakterlik bir ad ver (örneğin kendi adın ya da arkadaşının adı).',
    en: 'Give the chart a name of 1–40 characters (your own name or a friend’s, for example).',
    ru: 'Дайте карте название длиной от 1 до 40 символов (например, своё имя или имя друга).',
  },
  chartDetails: {
    tr: 'Kaydedilecek doğum bilgileri eksik ya da hatalı. Haritayı yeniden hesaplayıp tekrar dene.',
    en: 'The birth details to save are missing or wrong. Compute the chart again and try once more.',
    ru: 'Данные рождения для сохранения неполны или неверны. Постройте карту заново и попробуйте ещё раз.',
  },
  chartLimit: {
    tr: 'En fazla 50 harita saklayabilirsin. Yenisini kaydetmek için eskilerinden birini sil.',
    en: 'You can keep up to 50 charts. Delete one of the older ones to save a new one.',
    ru: 'Можно хранить не более 50 карт. Удалите одну из старых, чтобы сохранить новую.',
  },
  chartNotFound: {
    tr: 'Bu kayıtlı harita bulunamadı; daha önce silinmiş olabilir.',
    en: 'This saved chart was not found; it may have been deleted already.',
    ru: 'Эта сохранённая карта не найдена; возможно, она уже удалена.',
  },
} as const satisfies Record<string, LocalizedText>;

export type AstroField = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'latitude' | 'longitude' | 'timezone' | 'houseSystem' | 'a' | 'b';

/** The query fields by name, for "Missing: {field}". */
export const FIELD_NAMES: Readonly<Record<AstroField, LocalizedText>> = {
  year: { tr: 'yıl', en: 'the year', ru: 'год' },
  month: { tr: 'ay', en: 'the month', ru: 'месяц' },
  day: { tr: 'gün', en: 'the day', ru: 'день' },
  hour: { tr: 'saat', en: 'the hour', ru: 'час' },
  minute: { tr: 'dakika', en: 'the minute', ru: 'минуты' },
  latitude: { tr: 'enlem', en: 'the latitude', ru: 'широта' },
  longitude: { tr: 'boylam', en: 'the longitude', ru: 'долгота' },
  timezone: { tr: 'saat dilimi', en: 'the time zone', ru: 'часовой пояс' },
  houseSystem: { tr: 'ev sistemi', en: 'the house system', ru: 'система домов' },
  a: { tr: 'birinci burç', en: 'the first sign', ru: 'первый знак' },
  b: { tr: 'ikinci burç', en: 'the second sign', ru: 'второй знак' },
};
