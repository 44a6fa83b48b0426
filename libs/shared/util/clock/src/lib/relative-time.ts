/**
 * "5 dk. önce", "2 hours ago", "3 часа назад" (issue 20): how long ago a moment was, in the
 * largest whole unit, from Intl.RelativeTimeFormat (which knows each language's plural forms).
 * Free of React and of the other libs: the boot loader refreshes the server's texts with it
 * before the app is there (apps/shell/src/client/relative-times.ts), and the app renders them.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Under a minute old, a moment is "just now". */
export const JUST_NOW_MS = MINUTE_MS;
/** From a week old on, readers get the date itself (SPEC §9 format) instead of "8 days ago". */
export const RELATIVE_LIMIT_MS = 7 * DAY_MS;
/** How often a page on screen writes its relative times again. */
export const NOW_TICK_MS = MINUTE_MS;

export interface RelativeAge {
  value: number;
  unit: 'minute' | 'hour' | 'day';
}

/**
 * The age of `at` seen from `now` (epoch ms), floored to its largest unit; 'now' under a minute
 * (also a little ahead of `now`: another machine's clock), null from RELATIVE_LIMIT_MS on (the
 * caller shows the absolute date).
 */
export function relativeAge(at: number, now: number): RelativeAge | 'now' | null {
  const age = now - at;
  if (age < JUST_NOW_MS) return 'now';
  if (age >= RELATIVE_LIMIT_MS) return null;
  if (age < HOUR_MS) return { value: Math.floor(age / MINUTE_MS), unit: 'minute' };
  if (age < DAY_MS) return { value: Math.floor(age / HOUR_MS), unit: 'hour' };
  return { value: Math.floor(age / DAY_MS), unit: 'day' };
}

/**
 * The width each language reads best in a list (the issue's own examples): Turkish abbreviates
 * ("5 dk. önce", "2 sa. önce"), English and Russian write the word ("2 hours ago", "3 часа
 * назад"; Russian's short form "3 ч назад" reads as a clock time).
 */
const STYLES: Readonly<Record<string, 'short' | 'long'>> = { tr: 'short' };

const formats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * `age` in words of `locale`: the edition code (`tr`, `en`, `ru`), which is also the page's
 * `<html lang>`, so the server, the app and the boot loader ask Intl the same question.
 */
export function formatAge(age: RelativeAge, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: STYLES[locale] ?? 'long' });
    formats.set(locale, format);
  }
  return format.format(-age.value, age.unit);
}
