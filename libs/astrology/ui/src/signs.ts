import { ASTRO_SIGN_DATES } from '@meydan/shared/contracts/constants';
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

const LOCALES: Readonly<Record<Edition, string>> = { tr: 'tr-TR', en: 'en-GB', ru: 'ru-RU' };
const dayMonthFormats = new Map<Edition, Intl.DateTimeFormat>();

function dayMonth(edition: Edition, monthDay: string): string {
  const [month, day] = monthDay.split('-').map(Number) as [number, number];
  let format = dayMonthFormats.get(edition);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[edition], { day: 'numeric', month: 'long', timeZone: 'UTC' });
    dayMonthFormats.set(edition, format);
  }
  // A leap year, so 29 February could be shown; the year itself is never printed.
  return format.format(new Date(Date.UTC(2024, month - 1, day)));
}

/**
 * The dates shown for a sign, from the API's one display table (ASTRO_SIGN_DATES: published tables
 * disagree by a day; a sign is decided by the Sun's longitude, never by this): "21 Mart – 20 Nisan",
 * "21 March – 20 April", "21 марта – 20 апреля".
 */
export function signDates(sign: number, edition: Edition): string {
  const { start, end } = ASTRO_SIGN_DATES[sign] ?? { start: '03-21', end: '04-20' };
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
