import { type Edition, EDITION_TIME_ZONES } from '@meydan/shared/util/routing';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** SPEC §9 display formats. */
export const DATE_FORMATS: Readonly<Record<Edition, string>> = {
  tr: 'DD.MM.YYYY - HH:mm',
  en: 'MMMM DD YYYY - hh:mma',
  ru: 'DD.MM.YYYY - HH:mm',
};

export type DateInput = Date | string | number;

function parse(date: DateInput): dayjs.Dayjs | null {
  // Strings without an offset are read as UTC, never as the machine's local time.
  const parsed = dayjs.utc(date);
  return parsed.isValid() ? parsed : null;
}

/**
 * Article dates in the edition's zone and format. The zone is fixed per edition rather than
 * taken from the machine or visitor, so the server's HTML and the hydrated page show the same
 * text. Invalid input renders nothing.
 */
export function formatDate(date: DateInput, edition: Edition): string {
  const parsed = parse(date);
  if (!parsed) return '';
  // English month names regardless of any global dayjs locale another bundle may have set.
  return parsed.tz(EDITION_TIME_ZONES[edition]).locale('en').format(DATE_FORMATS[edition]);
}

/** The day and time halves of the edition's §9 display format. */
function formatHalves(edition: Edition): [day: string, time: string] {
  return DATE_FORMATS[edition].split(' - ') as [string, string];
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day in the day half of the edition's §9 format: `20.11.2026` (tr, ru), `November 20 2026`
 * (en). A bare `YYYY-MM-DD` is that calendar day (a rate day, an issue date) in every zone; a
 * moment is read in the edition's zone. Invalid input renders nothing.
 */
export function formatDay(date: DateInput, edition: Edition): string {
  const [dayFormat] = formatHalves(edition);
  const parsed = parse(date);
  if (!parsed) return '';
  // dayjs rolls 2026-13-45 over into 2027; a day that does not exist renders nothing.
  if (typeof date === 'string' && CALENDAR_DAY.test(date) && parsed.format('YYYY-MM-DD') !== date) return '';
  return dayIn(date, edition).format(dayFormat);
}

/** The day `date` names for the edition (English month names): a calendar day as it is, a moment in the edition's zone. */
function dayIn(date: DateInput, edition: Edition): dayjs.Dayjs {
  const parsed = dayjs.utc(date);
  return (typeof date === 'string' && CALENDAR_DAY.test(date) ? parsed : parsed.tz(EDITION_TIME_ZONES[edition])).locale('en');
}

/** A day without its year, for a column of recent days: `20.11` (tr, ru), `Nov 20` (en). */
const SHORT_DAY_FORMATS: Readonly<Record<Edition, string>> = { tr: 'DD.MM', en: 'MMM D', ru: 'DD.MM' };

/** {@link formatDay} without the year, where the year is plain from the context (a table of the last days). */
export function formatShortDay(date: DateInput, edition: Edition): string {
  return formatDay(date, edition) ? dayIn(date, edition).format(SHORT_DAY_FORMATS[edition]) : '';
}

export interface TimelineStamp {
  /** Time of day in the edition's zone and §9 format: `15:05` (tr, ru), `03:05pm` (en). */
  time: string;
  /** The day in the §9 format, or '' when it is the same calendar day as `now` in that zone. */
  day: string;
}

/**
 * A stamp for a time line such as the live feed: the time of day, plus the day when it is not
 * today, both in the edition's zone (so "today" is the reader's edition's today, the same on the
 * server and in the browser). The two halves are those of the §9 display format.
 */
export function formatTimeline(date: DateInput, edition: Edition, now: DateInput = Date.now()): TimelineStamp {
  const parsed = parse(date);
  const today = parse(now);
  if (!parsed || !today) return { time: '', day: '' };
  const zone = EDITION_TIME_ZONES[edition];
  const [dayFormat, timeFormat] = formatHalves(edition);
  const local = parsed.tz(zone).locale('en');
  const sameDay = local.format('YYYY-MM-DD') === today.tz(zone).format('YYYY-MM-DD');
  return { time: local.format(timeFormat), day: sameDay ? '' : local.format(dayFormat) };
}

/** ISO 8601 in UTC for `<time dateTime>` and structured data; '' for invalid input. */
export function isoDate(date: DateInput): string {
  const parsed = parse(date);
  return parsed ? parsed.toISOString() : '';
}

/** Consecutive items of one calendar day, labelled for a dated list (notifications, a message thread). */
export interface DayGroup<T> {
  key: string;
  label: string;
  items: T[];
}

/**
 * Groups consecutive items by their calendar day in the edition's zone (so server and browser
 * agree on "today"), in the order given; today and yesterday are named, other days dated.
 */
export function groupByDay<T extends { createdAt: string }>(items: readonly T[], edition: Edition, labels: { today: string; yesterday: string }, now = Date.now()): DayGroup<T>[] {
  const today = formatDay(now, edition);
  const yesterday = formatDay(now - 86_400_000, edition);
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const key = formatDay(item.createdAt, edition);
    let group = groups[groups.length - 1];
    if (!group || group.key !== key) {
      group = { key, label: key === today ? labels.today : key === yesterday ? labels.yesterday : key, items: [] };
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}
