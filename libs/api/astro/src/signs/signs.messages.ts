import type { LocalizedText } from '@meydan/api/core';

/** Refusals of the sign pages' API, in the reader's language (Turkish "sen", Russian "вы"). */
export const SIGN_MESSAGES = {
  signNotFound: {
    tr: 'Böyle bir burç yok. Burçlar Koç’tan Balık’a on iki tane: koc, boga, ikizler … balik.',
    en: 'There is no such sign. The twelve signs run from Aries to Pisces: koc, boga, ikizler … balik.',
    ru: 'Такого знака нет. Двенадцать знаков — от Овна до Рыб: koc, boga, ikizler … balik.',
  },
  readingNotFound: {
    tr: 'Bu dönem için henüz yorum yayımlanmadı.',
    en: 'No reading has been published for this period yet.',
    ru: 'Прогноз на этот период ещё не опубликован.',
  },
  notADay: {
    tr: 'Tarih YYYY-AA-GG biçiminde gerçek bir gün olmalı (örneğin 2026-03-21).',
    en: 'The date must be a real day written YYYY-MM-DD (for example 2026-03-21).',
    ru: 'Дата должна быть реальным днём в формате ГГГГ-ММ-ДД (например, 2026-03-21).',
  },
  dateOutOfRange: {
    tr: 'Burç yorumları bugünden en fazla {years} yıl öncesi ve sonrası için var.',
    en: 'Readings exist for up to {years} years before and after today.',
    ru: 'Прогнозы есть не более чем на {years} года назад и вперёд от сегодняшнего дня.',
  },
  notAPeriodStart: {
    tr: 'Dönem başlangıcı dönemin ilk günü olmalı: haftalık yorumlar için pazartesi, aylık için ayın 1’i, yıllık için 1 Ocak.',
    en: 'The period start must be its first day: a Monday for weekly readings, the 1st for monthly, 1 January for yearly.',
    ru: 'Начало периода должно быть его первым днём: понедельник для недельного прогноза, 1-е число для месячного, 1 января для годового.',
  },
  textLength: {
    tr: 'Yorumun her bölümü {min} ile {max} karakter arasında olmalı ({field}).',
    en: 'Each section of the reading must be {min} to {max} characters long ({field}).',
    ru: 'Каждый раздел прогноза должен содержать от {min} до {max} символов ({field}).',
  },
} as const satisfies Record<string, LocalizedText>;
