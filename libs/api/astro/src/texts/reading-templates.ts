import type { LocalizedText } from '@meydan/api/core';

/*
 * The frames a chart's reading (chart-reading.ts) fills. Placeholders: {body} a body's name,
 * {sign} a sign (English and Turkish its name; Russian its place with the preposition, "в Тельце",
 * "во Льве"), {house} a house (English "3rd", Turkish "3", Russian "в 3-м доме", "во 2-м доме"),
 * {subject} and {style} see body-reading-texts.ts and placement-texts.ts, {area} a house's area.
 * Turkish keeps every sign in a frame that needs no case ending on its name ("Boğa burcunda").
 */

export const READING_TITLES = {
  /** The Sun, the Moon or a body in a sign: "Sun in Leo". */
  inSign: { tr: '{body} {sign} burcunda', en: '{body} in {sign}', ru: '{body} {sign}' },
  /** A body in a sign and house: "Mercury in Taurus, 3rd house". */
  inSignAndHouse: { tr: '{body} {sign} burcunda, {house}. evde', en: '{body} in {sign}, {house} house', ru: '{body} {sign}, {house}' },
  rising: { tr: 'Yükselen {sign}', en: '{sign} rising', ru: 'Асцендент {sign}' },
  /** A day the Sun or the Moon changed sign, without the birth time: "Moon in Scorpio or Sagittarius". */
  eitherSign: { tr: '{body} {a} ya da {b} burcunda', en: '{body} in {a} or {b}', ru: '{body} {a} или {b}' },
} as const satisfies Record<string, LocalizedText>;

/** The names of the big three's bodies in titles. */
export const LUMINARY_NAMES = {
  sun: { tr: 'Güneş', en: 'Sun', ru: 'Солнце' },
  moon: { tr: 'Ay', en: 'Moon', ru: 'Луна' },
} as const satisfies Record<string, LocalizedText>;

/** How the sign colours the body: "In Taurus, your mind takes its time: …". The first letter is raised afterwards (Russian "В Тельце"). */
export const SIGN_SENTENCE: LocalizedText = { tr: '{sign} burcunda {subject} {style}.', en: 'In {sign}, {subject} {style}.', ru: '{sign} {subject} {style}.' };

/**
 * Where the body acts. Three wordings, taken in turn from one body to the next, so that ten
 * readings in a row do not all open their last sentence the same way.
 */
export const HOUSE_SENTENCES: readonly LocalizedText[] = [
  {
    tr: '{house}. evde bu etki en çok {area} kendini gösterir.',
    en: 'In the {house} house, all this is at work above all in {area}.',
    ru: '{house} всё это проявляется прежде всего {area}.',
  },
  {
    tr: '{house}. evdeki konumuyla en belirgin biçimde {area} hissedilir.',
    en: 'Placed in the {house} house, it shows most clearly in {area}.',
    ru: 'Положение {house} сильнее всего ощущается {area}.',
  },
  {
    tr: '{house}. evde olduğu için asıl sahnesini {area} bulur.',
    en: 'Its place in the {house} house brings it into play in {area}.',
    ru: 'Находясь {house}, эта энергия действует главным образом {area}.',
  },
];

/**
 * A day the Sun or the Moon changed sign, without the birth time: both signs' short meanings
 * (SUN_SIGN_SHORT, MOON_SIGN_SHORT as {shortA}, {shortB}); {a} and {b} the signs as in titles, {A}
 * the first one with a capital (Russian "В Скорпионе").
 */
export const EITHER_SIGN_TEXTS = {
  sun: {
    tr: 'Doğduğun gün Güneş burç değiştirdi; doğum saatin bilinmediği için Güneş burcun {a} ya da {b} olabilir. {a} burcundaki Güneş {shortA}; {b} burcundaki Güneş ise {shortB}. Hangisi sana daha tanıdık geliyorsa büyük ihtimalle o senin Güneş burcun.',
    en: 'The Sun changed sign on the day you were born, so without the birth time your Sun sign may be {a} or {b}. In {a} the Sun {shortA}; in {b} it {shortB}. The one that sounds more like you is most likely yours.',
    ru: 'В день вашего рождения Солнце сменило знак, поэтому без времени рождения оно может оказаться как {a}, так и {b}. {A} Солнце {shortA}, а {b} оно {shortB}. Скорее всего, ваш знак — тот, чьё описание откликается сильнее.',
  },
  moon: {
    tr: 'Doğduğun gün Ay burç değiştirdi; doğum saatin bilinmediği için Ay burcun {a} ya da {b} olabilir. {a} burcundaki Ay {shortA}; {b} burcundaki Ay ise {shortB}. Hangisi sana daha tanıdık geliyorsa büyük ihtimalle o senin Ay burcun.',
    en: 'The Moon changed sign on the day you were born, so without the birth time it may be in {a} or in {b}. In {a} the Moon {shortA}; in {b} it {shortB}. The one that sounds more like you is most likely yours.',
    ru: 'В день вашего рождения Луна сменила знак, поэтому без времени рождения она может оказаться как {a}, так и {b}. {A} Луна {shortA}, а {b} она {shortB}. Скорее всего, ваш знак — тот, чьё описание откликается сильнее.',
  },
} as const satisfies Record<string, LocalizedText>;
