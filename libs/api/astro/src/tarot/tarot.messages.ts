import type { LocalizedText } from '@meydan/api/core';

/** Refusals of the tarot routes, in the reader's language (Turkish "sen", Russian "вы"). */
export const TAROT_MESSAGES = {
  cardNotFound: {
    tr: 'Böyle bir tarot kartı yok. Kartların listesine göz at.',
    en: 'There is no such tarot card. Have a look at the list of cards.',
    ru: 'Такой карты Таро нет. Загляните в список карт.',
  },
  spread: {
    tr: 'Açılım three-card (üç kart) ya da celtic-cross (Kelt Haçı) olmalı.',
    en: 'The spread must be three-card or celtic-cross.',
    ru: 'Расклад должен быть three-card (три карты) или celtic-cross (кельтский крест).',
  },
  dailySpread: {
    tr: 'Günün kartı her gün bir kez çekilir: onu günlük kart sayfasında bulabilirsin.',
    en: 'The card of the day is drawn once a day: you will find it on the daily card page.',
    ru: 'Карта дня вытягивается раз в день: её можно найти на странице карты дня.',
  },
  question: {
    tr: 'Sorun en fazla {max} karakterlik düz bir metin olmalı.',
    en: 'Your question must be plain text of at most {max} characters.',
    ru: 'Вопрос должен быть обычным текстом не длиннее {max} символов.',
  },
} as const satisfies Record<string, LocalizedText>;
