import { EDITION_LOCALES, type Edition } from '@meydan/shared/util/routing';

/**
 * How the quake pages write times, depths, distances and magnitudes. Quake times are Turkey time
 * in every edition (the sources, the news and the reader's memory of the shaking all speak it);
 * formatters are made once per locale, since a list page formats a few hundred values per render.
 */
export const TURKEY_TIME_ZONE = 'Europe/Istanbul';

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) cache.set(key, (format = make()));
  return format;
}

const turkeyClock = () =>
  cached('clock', () => new Intl.DateTimeFormat('en-US', { timeZone: TURKEY_TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }));

/**
 * A quake's time on Turkey's clock, to the second: `28.11.2026 14:05:12` (tr, ru) or
 * `2026-11-28 14:05:12` (en: no day/month order to misread). Built from numeric parts, so the
 * server and every browser write the same characters (the page hydrates without a mismatch).
 */
export function turkeyTime(iso: string, edition: Edition): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const parts: Record<string, string> = {};
  for (const { type, value } of turkeyClock().formatToParts(ms)) parts[type] = value;
  const time = `${parts['hour']}:${parts['minute']}:${parts['second']}`;
  return edition === 'en' ? `${parts['year']}-${parts['month']}-${parts['day']} ${time}` : `${parts['day']}.${parts['month']}.${parts['year']} ${time}`;
}

/** `5 dk. önce`, `2 hr. ago`, `3 дн. назад`: how long ago, in the largest whole unit; under a minute (or a little ahead of `now`) is "now". */
export function relativeTime(iso: string, now: number, edition: Edition): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const seconds = Math.max(0, Math.round((now - ms) / 1000));
  const format = cached(`rel-${edition}`, () => new Intl.RelativeTimeFormat(EDITION_LOCALES[edition], { numeric: 'always', style: 'short' }));
  if (seconds < 60) return cached(`now-${edition}`, () => new Intl.RelativeTimeFormat(EDITION_LOCALES[edition], { numeric: 'auto', style: 'short' })).format(0, 'second');
  if (seconds < 3600) return format.format(-Math.floor(seconds / 60), 'minute');
  if (seconds < 86_400) return format.format(-Math.floor(seconds / 3600), 'hour');
  return format.format(-Math.floor(seconds / 86_400), 'day');
}

const unit = (edition: Edition, name: 'kilometer' | 'day' | 'hour' | 'minute', digits = 0) =>
  cached(`${name}-${digits}-${edition}`, () => new Intl.NumberFormat(EDITION_LOCALES[edition], { style: 'unit', unit: name, unitDisplay: 'short', maximumFractionDigits: digits }));

/** `7,1 km` (tr), `7.1 km` (en): depths and distances to a tenth of a kilometre. */
export function kilometres(value: number, edition: Edition): string {
  return unit(edition, 'kilometer', 1).format(value);
}

/**
 * The time between a quake and another of its sequence, in its two largest units (`2 sa. 14 dk.`,
 * `1 day 3 hr`); direction is the caller's (before or after).
 */
export function offsetText(ms: number, edition: Edition): string {
  const minutes = Math.round(Math.abs(ms) / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (days) parts.push(unit(edition, 'day').format(days));
  if (hours && parts.length < 2) parts.push(unit(edition, 'hour').format(hours));
  if ((rest || parts.length === 0) && parts.length < 2 && !days) parts.push(unit(edition, 'minute').format(rest));
  return parts.join(' ');
}

/**
 * A magnitude as the sources publish it, one decimal and a point in every edition (`4.2`): the
 * figure readers compare with AFAD's and Kandilli's own pages and the news.
 */
export function magnitudeText(value: number): string {
  return value.toFixed(1);
}

/** Four decimals (about 10 m), the precision the sources list; a reader's own rounded point shows two. */
export function coordinate(value: number, digits = 4): string {
  return Math.abs(value).toFixed(digits);
}

