import { type Edition, EDITION_TIME_ZONES } from '@meydan/shared/util/routing';

/** SPEC §9 display formats (dayjs-style tokens; rendered by {@link render}, which knows only these). */
export const DATE_FORMATS: Readonly<Record<Edition, string>> = {
  tr: 'DD.MM.YYYY - HH:mm',
  en: 'MMMM DD YYYY - hh:mma',
  ru: 'DD.MM.YYYY - HH:mm',
};

export type DateInput = Date | string | number;

// YYYY-MM-DDTHH:mm:ss.sss without an offset, each part after the year optional (dayjs's own rule).
const OFFSETLESS = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

/**
 * The instant `date` names, in epoch milliseconds, or null when it names none. Strings without
 * an offset are read as UTC, never as the machine's local time (a bare `2026-13-45` rolls over,
 * as Date.UTC does; {@link formatDay} rejects such days).
 */
function parse(date: DateInput): number | null {
  let ms: number;
  const offsetless = typeof date === 'string' && !/Z$/i.test(date) ? OFFSETLESS.exec(date) : null;
  if (offsetless) {
    const [, year, month, day, hour, minute, second, fraction] = offsetless;
    ms = Date.UTC(Number(year), Number(month) - 1 || 0, Number(day || 1), Number(hour || 0), Number(minute || 0), Number(second || 0), Number((fraction ?? '0').slice(0, 3)));
  } else {
    ms = new Date(date).getTime();
  }
  return Number.isNaN(ms) ? null : ms;
}

/** A wall-clock reading: month 1-12, hour 0-23. */
interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock in `timeZone` at instant `ms`, from the ICU zone data (Node and browsers alike). */
function wallClock(ms: number, timeZone: string): WallClock {
  let format = clockFormats.get(timeZone);
  if (!format) {
    // hourCycle h23, not hour12: false, which some engines render midnight as 24 with.
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
    clockFormats.set(timeZone, format);
  }
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0 };
  for (const { type, value } of format.formatToParts(ms)) if (type in clock) clock[type as keyof WallClock] = Number(value);
  return clock;
}

let monthNames: { long: string[]; short: string[] } | undefined;

/** English month names whatever the machine's or visitor's locale (SPEC §9 writes `November` on en). */
function months(): { long: string[]; short: string[] } {
  const names = (month: 'long' | 'short') => {
    const format = new Intl.DateTimeFormat('en-US', { month, timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) => format.format(Date.UTC(2000, index, 15)));
  };
  monthNames ??= { long: names('long'), short: names('short') };
  return monthNames;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

const TOKENS = /YYYY|MMMM|MMM|MM|DD|D|HH|hh|mm|a/g;

/** `format` with its tokens replaced from `clock`; the tokens are the ones the formats here use. */
function render(clock: WallClock, format: string): string {
  return format.replace(TOKENS, (token) => {
    switch (token) {
      case 'YYYY':
        return pad(clock.year, 4);
      case 'MMMM':
        return months().long[clock.month - 1] ?? '';
      case 'MMM':
        return months().short[clock.month - 1] ?? '';
      case 'MM':
        return pad(clock.month);
      case 'DD':
        return pad(clock.day);
      case 'D':
        return String(clock.day);
      case 'HH':
        return pad(clock.hour);
      case 'hh':
        return pad(clock.hour % 12 || 12);
      case 'mm':
        return pad(clock.minute);
      default:
        return clock.hour < 12 ? 'am' : 'pm';
    }
  });
}

const calendarKey = (clock: WallClock) => `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;

/**
 * Article dates in the edition's zone and format. The zone is fixed per edition rather than
 * taken from the machine or visitor, so the server's HTML and the hydrated page show the same
 * text. Invalid input renders nothing.
 */
export function formatDate(date: DateInput, edition: Edition): string {
  const ms = parse(date);
  if (ms === null) return '';
  const key = `${edition}${ms}`;
  let text = formattedDates.get(key);
  if (text === undefined) {
    text = render(wallClock(ms, EDITION_TIME_ZONES[edition]), DATE_FORMATS[edition]);
    // Bounded: the server formats the same few hundred story dates on every page it renders.
    if (formattedDates.size >= FORMATTED_DATES_MAX) formattedDates.clear();
    formattedDates.set(key, text);
  }
  return text;
}

/** formatDate's answers (`formatToParts` is the dearest step of a card's render). */
const formattedDates = new Map<string, string>();
const FORMATTED_DATES_MAX = 5000;

/** The day and time halves of the edition's §9 display format. */
function formatHalves(edition: Edition): [day: string, time: string] {
  return DATE_FORMATS[edition].split(' - ') as [string, string];
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The day `date` names for the edition: a bare `YYYY-MM-DD` is that calendar day in every zone
 * (null when it does not exist, such as 2026-02-30); a moment is read in the edition's zone.
 */
function dayIn(date: DateInput, edition: Edition): WallClock | null {
  const ms = parse(date);
  if (ms === null) return null;
  if (typeof date === 'string' && CALENDAR_DAY.test(date)) {
    const day = wallClock(ms, 'UTC');
    return calendarKey(day) === date ? day : null;
  }
  return wallClock(ms, EDITION_TIME_ZONES[edition]);
}

/**
 * A day in the day half of the edition's §9 format: `20.11.2026` (tr, ru), `November 20 2026`
 * (en). A bare `YYYY-MM-DD` is that calendar day (a rate day, an issue date) in every zone; a
 * moment is read in the edition's zone. Invalid input renders nothing.
 */
export function formatDay(date: DateInput, edition: Edition): string {
  const day = dayIn(date, edition);
  return day ? render(day, formatHalves(edition)[0]) : '';
}

/** A day without its year, for a column of recent days: `20.11` (tr, ru), `Nov 20` (en). */
const SHORT_DAY_FORMATS: Readonly<Record<Edition, string>> = { tr: 'DD.MM', en: 'MMM D', ru: 'DD.MM' };

/** {@link formatDay} without the year, where the year is plain from the context (a table of the last days). */
export function formatShortDay(date: DateInput, edition: Edition): string {
  const day = dayIn(date, edition);
  return day ? render(day, SHORT_DAY_FORMATS[edition]) : '';
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
  const ms = parse(date);
  const today = parse(now);
  if (ms === null || today === null) return { time: '', day: '' };
  const zone = EDITION_TIME_ZONES[edition];
  const [dayFormat, timeFormat] = formatHalves(edition);
  const local = wallClock(ms, zone);
  const sameDay = calendarKey(local) === calendarKey(wallClock(today, zone));
  return { time: render(local, timeFormat), day: sameDay ? '' : render(local, dayFormat) };
}

/** ISO 8601 in UTC for `<time dateTime>` and structured data; '' for invalid input. */
export function isoDate(date: DateInput): string {
  const ms = parse(date);
  return ms === null ? '' : new Date(ms).toISOString();
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
