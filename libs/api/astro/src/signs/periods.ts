import { addGameDays as addDays, gameDayStart as istanbulDayStart, isGameDay as isCalendarDay } from '@meydan/games/engine';
import type { AstroReadingPeriod } from '@meydan/shared/contracts';

/**
 * The readings' calendar (issue 17 item 5): periods of Europe/Istanbul, named by their first day.
 * Days are `YYYY-MM-DD` strings; the zone's offset comes from the time-zone database (Intl), so
 * "today" switches at Istanbul's midnight (21:00 UTC while Turkey keeps UTC+3) wherever the
 * server runs.
 */
// The site's one Istanbul calendar is the games' daily clock (its days switch at Istanbul's
// midnight, the zone's offset from the time-zone database): the readings use it under these names.
export {
  addGameDays as addDays,
  gameDayOf as istanbulDayOf,
  gameDayStart as istanbulDayStart,
  GAME_TIME_ZONE as READING_TIME_ZONE,
  isGameDay as isCalendarDay,
} from '@meydan/games/engine';

const utcDate = (day: string) => new Date(`${day}T00:00:00Z`);
const dayString = (date: Date) => date.toISOString().slice(0, 10);

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
