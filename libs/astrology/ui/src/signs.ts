import { ZODIAC_SIGNS } from '@meydan/shared/util/routing';
import type { Edition } from '@meydan/shared/util/routing';

/** A sign's index, 0 = Aries … 11 = Pisces (the API's `sign`). */
export type SignIndex = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11;
export const SIGN_INDEXES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const satisfies readonly SignIndex[];

/** The page slug of each sign (`/astroloji/koc`), the same in every edition. */
export const SIGN_SLUGS = ZODIAC_SIGNS;

/**
 * The signs' symbols. U+FE0E asks for the text form: some phones draw these code points as
 * coloured emoji tiles otherwise, which do not take the page's colours.
 */
export const SIGN_SYMBOLS = ['♈', '♉', '♊', '♋', '♌', '♍', '♎', '♏', '♐', '♑', '♒', '♓'].map((symbol) => `${symbol}\uFE0E`);

export type SignElement = 'fire' | 'earth' | 'air' | 'water';
/** Fire, earth, air, water, in turn from Aries. */
export function signElement(sign: number): SignElement {
  return (['fire', 'earth', 'air', 'water'] as const)[sign % 4] as SignElement;
}

/**
 * The dates shown for each sign, inclusive, as `[month, day]`. Published tables disagree by a day
 * at most boundaries (shared/data/astrology/zodiac-signs.json lists four); this is the common
 * English table, which matches the most recent Turkish one in 11 of 12 signs. A sign is decided by
 * the Sun's longitude at the birth instant, never by this table: it is for display only.
 */
export const SIGN_DISPLAY_DATES: readonly (readonly [readonly [number, number], readonly [number, number]])[] = [
  [[3, 21], [4, 19]],
  [[4, 20], [5, 20]],
  [[5, 21], [6, 20]],
  [[6, 21], [7, 22]],
  [[7, 23], [8, 22]],
  [[8, 23], [9, 22]],
  [[9, 23], [10, 22]],
  [[10, 23], [11, 21]],
  [[11, 22], [12, 21]],
  [[12, 22], [1, 19]],
  [[1, 20], [2, 18]],
  [[2, 19], [3, 20]],
];

const LOCALES: Readonly<Record<Edition, string>> = { tr: 'tr-TR', en: 'en-GB', ru: 'ru-RU' };
const dayMonthFormats = new Map<Edition, Intl.DateTimeFormat>();

function dayMonth(edition: Edition, [month, day]: readonly [number, number]): string {
  let format = dayMonthFormats.get(edition);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[edition], { day: 'numeric', month: 'long', timeZone: 'UTC' });
    dayMonthFormats.set(edition, format);
  }
  // A leap year, so 29 February could be shown; the year itself is never printed.
  return format.format(new Date(Date.UTC(2024, month - 1, day)));
}

/** "21 Mart – 19 Nisan", "21 March – 19 April", "21 марта – 19 апреля". */
export function signDates(sign: number, edition: Edition): string {
  const [start, end] = SIGN_DISPLAY_DATES[sign] ?? SIGN_DISPLAY_DATES[0]!;
  return `${dayMonth(edition, start)} – ${dayMonth(edition, end)}`;
}

/** The index of a sign slug (`koc`, `koc-burcu`), or null. */
export function signIndexOfSlug(slug: string | undefined): SignIndex | null {
  const index = SIGN_SLUGS.indexOf((slug ?? '').replace(/-burcu$/, '') as (typeof SIGN_SLUGS)[number]);
  return index < 0 ? null : (index as SignIndex);
}

/** The sign of an ecliptic longitude. */
export function signOfLongitude(longitude: number): SignIndex {
  return (Math.floor((((longitude % 360) + 360) % 360) / 30) % 12) as SignIndex;
}
