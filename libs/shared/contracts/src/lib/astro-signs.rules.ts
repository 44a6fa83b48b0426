/**
 * The sign pages' plain values (no schemas): `/astroloji/{burc}` and its readings. Pages import
 * them from `@meydan/shared/contracts/constants` without loading TypeBox; astro-signs.schema.ts
 * builds on them.
 */

/**
 * Reading periods, in Europe/Istanbul: `daily` is the calendar day, `weekly` the ISO week from
 * Monday, `monthly` the month and `yearly` the year. The API takes these English ids; the pages map
 * their own URL slugs (günlük, haftalık…) onto them.
 */
export const ASTRO_READING_PERIODS = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type AstroReadingPeriod = (typeof ASTRO_READING_PERIODS)[number];

/** Readings can be asked for (and written) up to this many years either side of today. */
export const ASTRO_READING_YEARS_AROUND = 2;

/** Length of each section of a reading (general, love, career, health), in characters. */
export const ASTRO_READING_TEXT = { min: 20, max: 4000 } as const;

/** A reading's lucky number, when it has one. */
export const ASTRO_LUCKY_NUMBER = { min: 1, max: 99 } as const;

/**
 * The dates each sign is shown with, inclusive `MM-DD` (0 = Koç/Aries … 11 = Balık/Pisces).
 * Published tables disagree by a day at most boundaries, and no table is right for every year
 * (a sign really starts at the Sun's ingress, which moves by a day). This is the table most
 * Turkish sites print: for each boundary, the date the majority of the Turkish tables in
 * shared/data/astrology/zodiac-signs.json agree on; where they split evenly
 * (Oğlak/Kova), the date the Sun most often enters the sign in Istanbul time (20 January).
 */
export const ASTRO_SIGN_DATES: readonly { start: string; end: string }[] = [
  { start: '03-21', end: '04-20' },
  { start: '04-21', end: '05-20' },
  { start: '05-21', end: '06-21' },
  { start: '06-22', end: '07-22' },
  { start: '07-23', end: '08-22' },
  { start: '08-23', end: '09-22' },
  { start: '09-23', end: '10-22' },
  { start: '10-23', end: '11-21' },
  { start: '11-22', end: '12-21' },
  { start: '12-22', end: '01-19' },
  { start: '01-20', end: '02-18' },
  { start: '02-19', end: '03-20' },
];
