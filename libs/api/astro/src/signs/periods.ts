import type { AstroReadingPeriod } from '@meydan/shared/contracts';

/**
 * The readings' calendar (issue 17 item 5): periods of Europe/Istanbul, named by their first day.
 * Days are `YYYY-MM-DD` strings; the zone's offset comes from the time-zone database (Intl), so
 * "today" switches at Istanbul's midnight (21:00 UTC while Turkey keeps UTC+3) wherever the
 * server runs.
 */
export const READING_TIME_ZONE = 'Europe/Istanbul';

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: READING_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: READING_TIME_ZONE, timeZoneName: 'longOffset' });

/** Whether `text` is a real calendar day written `YYYY-MM-DD` (2026-02-30 is not). */
export function isCalendarDay(text: string): boolean {
  const match = DAY_PATTERN.exec(text);
  if (!match) return false;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).toISOString().slice(0, 10) === text;
}

/** The Istanbul calendar day of an instant. */
export function istanbulDayOf(instant: number): string {
  return dayFormat.format(instant);
}

function utcDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

const dayString = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, count: number): string {
  return dayString(new Date(utcDate(day).getTime() + count * DAY_MS));
}

/** The same day `count` months later (clamped to the month's end: 31 March − 1 month = 28/29 February). */
export function addMonths(day: string, count: number): string {
  const date = utcDate(day);
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + count, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return dayString(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(date.getUTCDate(), lastDay))));
}

/** The first day of the period containing `day`. */
export function periodStartOf(period: AstroReadingPeriod, day: string): string {
  switch (period) {
    case 'daily':
      return day;
    case 'weekly': {
      const weekday = (utcDate(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
      return addDays(day, -weekday);
    }
    case 'monthly':
      return `${day.slice(0, 7)}-01`;
    case 'yearly':
      return `${day.slice(0, 4)}-01-01`;
  }
}

/** The first day of the period `count` periods after the one starting on `start` (negative: before). */
export function shiftPeriod(period: AstroReadingPeriod, start: string, count: number): string {
  switch (period) {
    case 'daily':
      return addDays(start, count);
    case 'weekly':
      return addDays(start, 7 * count);
    case 'monthly':
      return addMonths(start, count);
    case 'yearly':
      return addMonths(start, 12 * count);
  }
}

/** The last day of the period starting on `start`, inclusive. */
export function periodEndOf(period: AstroReadingPeriod, start: string): string {
  return addDays(shiftPeriod(period, start, 1), -1);
}

export function isPeriodStart(period: AstroReadingPeriod, day: string): boolean {
  return isCalendarDay(day) && periodStartOf(period, day) === day;
}

/** The zone's offset from UTC at an instant, in minutes (Istanbul: +180 today). */
function offsetMinutesAt(instant: number): number {
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** The instant an Istanbul day begins (its 00:00), as epoch ms. */
export function istanbulDayStart(day: string): number {
  const midnightUtc = utcDate(day).getTime();
  // Two passes settle the offset even on a night the rules changed.
  const guess = midnightUtc - offsetMinutesAt(midnightUtc) * 60_000;
  return midnightUtc - offsetMinutesAt(guess) * 60_000;
}

/**
 * When the demo seed's reading of a period goes out: the start of the day before the period
 * begins, so tomorrow's daily reading, and next week's on Sunday, can be read ahead.
 */
export function releaseInstantOf(periodStart: string): number {
  return istanbulDayStart(addDays(periodStart, -1));
}

/** Whether `day` lies within `years` calendar years of `today`, either side. */
export function isWithinYears(day: string, today: string, years: number): boolean {
  return day >= addMonths(today, -12 * years) && day <= addMonths(today, 12 * years);
}
