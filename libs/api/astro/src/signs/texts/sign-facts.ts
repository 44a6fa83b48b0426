import type { LocalizedText } from '@meydan/api/core';

/*
 * The twelve signs' facts that do not depend on the language (0 = Aries … 11 = Pisces), and the
 * names of the planets, colours and days in each edition. Element and modality come from the
 * engine (elementOf, modalityOf); the display dates from ASTRO_SIGN_DATES (contracts).
 */

export type PlanetId = 'sun' | 'moon' | 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn' | 'uranus' | 'neptune' | 'pluto';
export type WeekdayId = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
export type ColorId = 'red' | 'green' | 'yellow' | 'silver' | 'gold' | 'navy' | 'pink' | 'burgundy' | 'purple' | 'brown' | 'turquoise' | 'sea-green';

export interface SignFacts {
  symbol: string;
  /** Modern ruler first; Scorpio, Aquarius and Pisces keep their traditional ruler second, as Turkish sites list them. */
  rulers: readonly PlanetId[];
  luckyDay: WeekdayId;
  luckyColor: ColorId;
  /** The signs it gets on best with: its element's two other signs, then two of the complementary element. */
  bestMatches: readonly number[];
}

export const SIGN_FACTS: readonly SignFacts[] = [
  { symbol: '♈', rulers: ['mars'], luckyDay: 'tuesday', luckyColor: 'red', bestMatches: [4, 8, 2, 10] },
  { symbol: '♉', rulers: ['venus'], luckyDay: 'friday', luckyColor: 'green', bestMatches: [5, 9, 3, 11] },
  { symbol: '♊', rulers: ['mercury'], luckyDay: 'wednesday', luckyColor: 'yellow', bestMatches: [6, 10, 0, 4] },
  { symbol: '♋', rulers: ['moon'], luckyDay: 'monday', luckyColor: 'silver', bestMatches: [7, 11, 1, 5] },
  { symbol: '♌', rulers: ['sun'], luckyDay: 'sunday', luckyColor: 'gold', bestMatches: [0, 8, 2, 6] },
  { symbol: '♍', rulers: ['mercury'], luckyDay: 'wednesday', luckyColor: 'navy', bestMatches: [1, 9, 3, 7] },
  { symbol: '♎', rulers: ['venus'], luckyDay: 'friday', luckyColor: 'pink', bestMatches: [2, 10, 4, 8] },
  { symbol: '♏', rulers: ['pluto', 'mars'], luckyDay: 'tuesday', luckyColor: 'burgundy', bestMatches: [3, 11, 5, 9] },
  { symbol: '♐', rulers: ['jupiter'], luckyDay: 'thursday', luckyColor: 'purple', bestMatches: [0, 4, 6, 10] },
  { symbol: '♑', rulers: ['saturn'], luckyDay: 'saturday', luckyColor: 'brown', bestMatches: [1, 5, 7, 11] },
  { symbol: '♒', rulers: ['uranus', 'saturn'], luckyDay: 'saturday', luckyColor: 'turquoise', bestMatches: [2, 6, 0, 8] },
  { symbol: '♓', rulers: ['neptune', 'jupiter'], luckyDay: 'thursday', luckyColor: 'sea-green', bestMatches: [3, 7, 1, 9] },
];

/** Planet names; `gen` is the genitive the readings use ("Venüs'ün etkisi", "влияние Венеры"). */
export const PLANET_NAMES: Readonly<Record<PlanetId, LocalizedText & { trGen: string; ruGen: string }>> = {
  sun: { tr: 'Güneş', en: 'the Sun', ru: 'Солнце', trGen: "Güneş'in", ruGen: 'Солнца' },
  moon: { tr: 'Ay', en: 'the Moon', ru: 'Луна', trGen: "Ay'ın", ruGen: 'Луны' },
  mercury: { tr: 'Merkür', en: 'Mercury', ru: 'Меркурий', trGen: "Merkür'ün", ruGen: 'Меркурия' },
  venus: { tr: 'Venüs', en: 'Venus', ru: 'Венера', trGen: "Venüs'ün", ruGen: 'Венеры' },
  mars: { tr: 'Mars', en: 'Mars', ru: 'Марс', trGen: "Mars'ın", ruGen: 'Марса' },
  jupiter: { tr: 'Jüpiter', en: 'Jupiter', ru: 'Юпитер', trGen: "Jüpiter'in", ruGen: 'Юпитера' },
  saturn: { tr: 'Satürn', en: 'Saturn', ru: 'Сатурн', trGen: "Satürn'ün", ruGen: 'Сатурна' },
  uranus: { tr: 'Uranüs', en: 'Uranus', ru: 'Уран', trGen: "Uranüs'ün", ruGen: 'Урана' },
  neptune: { tr: 'Neptün', en: 'Neptune', ru: 'Нептун', trGen: "Neptün'ün", ruGen: 'Нептуна' },
  pluto: { tr: 'Plüton', en: 'Pluto', ru: 'Плутон', trGen: "Plüton'un", ruGen: 'Плутона' },
};

/** Planet names as the sign pages show them (capitalised in English: "Ruler: Sun"). */
export function planetDisplayName(planet: PlanetId, edition: keyof LocalizedText): string {
  const name = PLANET_NAMES[planet][edition];
  return edition === 'en' ? name.replace(/^the /, '').replace(/^./, (letter) => letter.toUpperCase()) : name;
}

export const WEEKDAY_NAMES: Readonly<Record<WeekdayId, LocalizedText>> = {
  monday: { tr: 'Pazartesi', en: 'Monday', ru: 'Понедельник' },
  tuesday: { tr: 'Salı', en: 'Tuesday', ru: 'Вторник' },
  wednesday: { tr: 'Çarşamba', en: 'Wednesday', ru: 'Среда' },
  thursday: { tr: 'Perşembe', en: 'Thursday', ru: 'Четверг' },
  friday: { tr: 'Cuma', en: 'Friday', ru: 'Пятница' },
  saturday: { tr: 'Cumartesi', en: 'Saturday', ru: 'Суббота' },
  sunday: { tr: 'Pazar', en: 'Sunday', ru: 'Воскресенье' },
};

export const COLOR_NAMES: Readonly<Record<ColorId, LocalizedText>> = {
  red: { tr: 'Kırmızı', en: 'Red', ru: 'Красный' },
  green: { tr: 'Yeşil', en: 'Green', ru: 'Зелёный' },
  yellow: { tr: 'Sarı', en: 'Yellow', ru: 'Жёлтый' },
  silver: { tr: 'Gümüş', en: 'Silver', ru: 'Серебристый' },
  gold: { tr: 'Altın sarısı', en: 'Gold', ru: 'Золотой' },
  navy: { tr: 'Lacivert', en: 'Navy blue', ru: 'Тёмно-синий' },
  pink: { tr: 'Pembe', en: 'Pink', ru: 'Розовый' },
  burgundy: { tr: 'Bordo', en: 'Burgundy', ru: 'Бордовый' },
  purple: { tr: 'Mor', en: 'Purple', ru: 'Фиолетовый' },
  brown: { tr: 'Kahverengi', en: 'Brown', ru: 'Коричневый' },
  turquoise: { tr: 'Turkuaz', en: 'Turquoise', ru: 'Бирюзовый' },
  'sea-green': { tr: 'Deniz yeşili', en: 'Sea green', ru: 'Цвет морской волны' },
};

/** Element and modality names as the sign pages show them ("Element: Ateş", "Nitelik: Öncü"). */
export const ELEMENT_NAMES: Readonly<Record<'fire' | 'earth' | 'air' | 'water', LocalizedText>> = {
  fire: { tr: 'Ateş', en: 'Fire', ru: 'Огонь' },
  earth: { tr: 'Toprak', en: 'Earth', ru: 'Земля' },
  air: { tr: 'Hava', en: 'Air', ru: 'Воздух' },
  water: { tr: 'Su', en: 'Water', ru: 'Вода' },
};

export const MODALITY_DISPLAY_NAMES: Readonly<Record<'cardinal' | 'fixed' | 'mutable', LocalizedText>> = {
  cardinal: { tr: 'Öncü', en: 'Cardinal', ru: 'Кардинальный' },
  fixed: { tr: 'Sabit', en: 'Fixed', ru: 'Фиксированный' },
  mutable: { tr: 'Değişken', en: 'Mutable', ru: 'Мутабельный' },
};

/**
 * The forms of the signs' names the readings need: Turkish locative and dative ("Ay Koç'ta",
 * "Boğa'ya geçiyor"), Russian dative plural ("Овнам стоит…"; the prepositional "во Льве" is RU_SIGN_IN in texts/sign-names.ts).
 */
export const SIGN_FORMS: readonly { trLoc: string; trDat: string; ruDatPl: string }[] = [
  { trLoc: "Koç'ta", trDat: "Koç'a", ruDatPl: 'Овнам' },
  { trLoc: "Boğa'da", trDat: "Boğa'ya", ruDatPl: 'Тельцам' },
  { trLoc: "İkizler'de", trDat: "İkizler'e", ruDatPl: 'Близнецам' },
  { trLoc: "Yengeç'te", trDat: "Yengeç'e", ruDatPl: 'Ракам' },
  { trLoc: "Aslan'da", trDat: "Aslan'a", ruDatPl: 'Львам' },
  { trLoc: "Başak'ta", trDat: "Başak'a", ruDatPl: 'Девам' },
  { trLoc: "Terazi'de", trDat: "Terazi'ye", ruDatPl: 'Весам' },
  { trLoc: "Akrep'te", trDat: "Akrep'e", ruDatPl: 'Скорпионам' },
  { trLoc: "Yay'da", trDat: "Yay'a", ruDatPl: 'Стрельцам' },
  { trLoc: "Oğlak'ta", trDat: "Oğlak'a", ruDatPl: 'Козерогам' },
  { trLoc: "Kova'da", trDat: "Kova'ya", ruDatPl: 'Водолеям' },
  { trLoc: "Balık'ta", trDat: "Balık'a", ruDatPl: 'Рыбам' },
];
