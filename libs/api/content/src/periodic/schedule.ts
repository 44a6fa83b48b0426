import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { PeriodicFrequency } from '@meydan/shared/contracts';

dayjs.extend(utc);
dayjs.extend(timezone);

export interface Schedule {
  frequency: PeriodicFrequency;
  /** Local time, HH:MM. */
  time: string;
  /** ISO weekday (weekly) or day of month (monthly); a monthly day past the month's end means its last day. */
  day: number | null;
  timeZone: string;
}

function publishesOn(date: dayjs.Dayjs, schedule: Schedule): boolean {
  const isoWeekday = date.day() === 0 ? 7 : date.day();
  switch (schedule.frequency) {
    case 'daily':
      return true;
    case 'weekdays':
      return isoWeekday <= 5;
    case 'weekly':
      return isoWeekday === schedule.day;
    case 'monthly':
      return date.date() === Math.min(schedule.day ?? 1, date.daysInMonth());
  }
}

/**
 * The first publication instant strictly after `now`, in the series' time zone (so an Istanbul
 * 09:30 bulletin is 06:30 UTC all year, and a Moscow one follows Moscow's clock).
 */
export function nextIssueAt(schedule: Schedule, now: Date): Date {
  const today = dayjs(now).tz(schedule.timeZone).startOf('day');
  // 62 days covers every monthly schedule from any starting day.
  for (let offset = 0; offset <= 62; offset += 1) {
    const day = today.add(offset, 'day');
    if (!publishesOn(day, schedule)) continue;
    const at = dayjs.tz(`${day.format('YYYY-MM-DD')}T${schedule.time}:00`, schedule.timeZone);
    if (at.valueOf() > now.getTime()) return at.toDate();
  }
  throw new Error(`No publication day within two months for ${JSON.stringify(schedule)}`);
}
