import type { LocalizedText } from '@meydan/api/core';
import type { Modality } from '@meydan/astrology/engine';

/** The twelve signs' names in each edition, 0 = Aries … 11 = Pisces. */
export const SIGN_NAMES: readonly LocalizedText[] = [
  { tr: 'Koç', en: 'Aries', ru: 'Овен' },
  { tr: 'Boğa', en: 'Taurus', ru: 'Телец' },
  { tr: 'İkizler', en: 'Gemini', ru: 'Близнецы' },
  { tr: 'Yengeç', en: 'Cancer', ru: 'Рак' },
  { tr: 'Aslan', en: 'Leo', ru: 'Лев' },
  { tr: 'Başak', en: 'Virgo', ru: 'Дева' },
  { tr: 'Terazi', en: 'Libra', ru: 'Весы' },
  { tr: 'Akrep', en: 'Scorpio', ru: 'Скорпион' },
  { tr: 'Yay', en: 'Sagittarius', ru: 'Стрелец' },
  { tr: 'Oğlak', en: 'Capricorn', ru: 'Козерог' },
  { tr: 'Kova', en: 'Aquarius', ru: 'Водолей' },
  { tr: 'Balık', en: 'Pisces', ru: 'Рыбы' },
];

/**
 * Russian declines the names: "из Овна" (leaving a sign, genitive) and "в Овна" (entering it,
 * as astrologers write it: "в Тельца" but "в Близнецы", and "во Льва").
 */
export const RU_SIGN_MOVES: readonly { from: string; into: string }[] = [
  { from: 'из Овна', into: 'в Овна' },
  { from: 'из Тельца', into: 'в Тельца' },
  { from: 'из Близнецов', into: 'в Близнецы' },
  { from: 'из Рака', into: 'в Рака' },
  { from: 'из Льва', into: 'во Льва' },
  { from: 'из Девы', into: 'в Деву' },
  { from: 'из Весов', into: 'в Весы' },
  { from: 'из Скорпиона', into: 'в Скорпиона' },
  { from: 'из Стрельца', into: 'в Стрельца' },
  { from: 'из Козерога', into: 'в Козерога' },
  { from: 'из Водолея', into: 'в Водолея' },
  { from: 'из Рыб', into: 'в Рыбы' },
];

/**
 * Russian names a sign's place in the prepositional case with its preposition, as a chart's
 * reading writes it: "Меркурий в Тельце", "Венера во Льве", "Марс в Близнецах".
 */
export const RU_SIGN_IN: readonly string[] = [
  'в Овне',
  'в Тельце',
  'в Близнецах',
  'в Раке',
  'во Льве',
  'в Деве',
  'в Весах',
  'в Скорпионе',
  'в Стрельце',
  'в Козероге',
  'в Водолее',
  'в Рыбах',
];

/** Modalities as adjectives: Turkish "öncü burç", Russian "кардинальный крест". */
export const MODALITY_NAMES: Readonly<Record<Modality, LocalizedText>> = {
  cardinal: { tr: 'öncü', en: 'cardinal', ru: 'кардинальный' },
  fixed: { tr: 'sabit', en: 'fixed', ru: 'фиксированный' },
  mutable: { tr: 'değişken', en: 'mutable', ru: 'мутабельный' },
};
