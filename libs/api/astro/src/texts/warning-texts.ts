import type { LocalizedText } from '@meydan/api/core';
import type { BodyName } from '@meydan/astrology/engine';

/**
 * The chart's warnings in each edition. Placeholders: {system} a house system's name, {time} and
 * {used} local wall times (HH:MM), {offset} a UTC offset (+03:00), {body} a body's name, {from}
 * and {to} signs (in Russian already declined, "из Скорпиона", "в Стрельца").
 */
export const WARNING_TEXTS = {
  polarFallback: {
    tr: '{system} ev sistemi kutup dairelerinin ötesinde hesaplanamıyor; evler bunun yerine Porphyry sistemiyle çizildi.',
    en: '{system} houses cannot be drawn beyond the polar circles, so the houses use the Porphyry system instead.',
    ru: 'За полярным кругом дома по системе {system} не строятся, поэтому дома рассчитаны по системе Порфирия.',
  },
  birthTimeUnknown: {
    tr: 'Doğum saati bilinmediği için yükselen burç, MC ve evler hesaplanmadı; gezegenlerin konumları o günün yerel öğle saatine göre verildi.',
    en: 'Without a birth time there is no ascendant, MC or houses; the planets are given for local noon that day.',
    ru: 'Без времени рождения асцендент, MC и дома не рассчитываются; положения планет даны на местный полдень этого дня.',
  },
  signChanged: {
    tr: '{body}, o gün yerel saatle {time} itibarıyla {from} burcundan {to} burcuna geçti; doğum saatin bilinmediği için {body} burcun bu ikisinden biri olabilir.',
    en: 'On that day {body} moved from {from} into {to} at {time} local time, so without the birth time it may have been in either sign.',
    ru: 'В этот день в {time} по местному времени {body} {moved} {from} {to}, поэтому без времени рождения подходят оба знака.',
  },
  localTimeSkipped: {
    tr: 'Saatler o gece ileri alındığı için {time} bu saat diliminde hiç yaşanmadı; harita eski saatle {time}, yeni saatle {used} olan an için çizildi.',
    en: 'The clocks went forward that night, so {time} never happened in this time zone; the chart is drawn for the moment that was {time} on the old clock and {used} on the new one.',
    ru: 'В ту ночь часы перевели вперёд, и времени {time} в этом часовом поясе не было; карта построена на момент, который по старому времени был {time}, а по новому — {used}.',
  },
  localTimeRepeated: {
    tr: 'Saatler o gece geri alındığı için {time} iki kez yaşandı; harita ilki için (UTC{offset}) çizildi. İkincisinde doğduysan yükselen burç ve evler farklı olur.',
    en: 'The clocks went back that night, so {time} happened twice; the chart is drawn for the first time (UTC{offset}). If you were born during the second, the ascendant and houses differ.',
    ru: 'В ту ночь часы перевели назад, и время {time} наступило дважды; карта построена для первого раза (UTC{offset}). Если рождение пришлось на второй, асцендент и дома будут другими.',
  },
} as const satisfies Record<string, LocalizedText>;

/** House systems by name; Russian takes the genitive ("по системе Плацидуса"). */
export const POLAR_SYSTEM_NAMES: Readonly<Record<'placidus' | 'koch', LocalizedText>> = {
  placidus: { tr: 'Placidus', en: 'Placidus', ru: 'Плацидуса' },
  koch: { tr: 'Koch', en: 'Koch', ru: 'Коха' },
};

/**
 * The bodies' names; English with the article where it takes one ("the Moon moved"). Russian adds
 * the past tense of "to move" in the body's gender (Солнце перешло, Луна перешла, Марс перешёл).
 */
export const BODY_TEXTS: Readonly<Record<BodyName, LocalizedText & { ruMoved: string }>> = {
  sun: { tr: 'Güneş', en: 'the Sun', ru: 'Солнце', ruMoved: 'перешло' },
  moon: { tr: 'Ay', en: 'the Moon', ru: 'Луна', ruMoved: 'перешла' },
  mercury: { tr: 'Merkür', en: 'Mercury', ru: 'Меркурий', ruMoved: 'перешёл' },
  venus: { tr: 'Venüs', en: 'Venus', ru: 'Венера', ruMoved: 'перешла' },
  mars: { tr: 'Mars', en: 'Mars', ru: 'Марс', ruMoved: 'перешёл' },
  jupiter: { tr: 'Jüpiter', en: 'Jupiter', ru: 'Юпитер', ruMoved: 'перешёл' },
  saturn: { tr: 'Satürn', en: 'Saturn', ru: 'Сатурн', ruMoved: 'перешёл' },
  uranus: { tr: 'Uranüs', en: 'Uranus', ru: 'Уран', ruMoved: 'перешёл' },
  neptune: { tr: 'Neptün', en: 'Neptune', ru: 'Нептун', ruMoved: 'перешёл' },
  pluto: { tr: 'Plüton', en: 'Pluto', ru: 'Плутон', ruMoved: 'перешёл' },
  northNode: { tr: 'Kuzey Ay Düğümü', en: 'the North Node', ru: 'Северный узел', ruMoved: 'перешёл' },
  chiron: { tr: 'Kiron', en: 'Chiron', ru: 'Хирон', ruMoved: 'перешёл' },
};
