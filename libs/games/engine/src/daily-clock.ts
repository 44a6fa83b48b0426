/**
 * The games' daily clock (issue 16 item 3): one puzzle a day for everyone, switching at 00:00 in
 * Europe/Istanbul wherever the player is. Days are `YYYY-MM-DD` strings of that zone; the zone's
 * offset comes from the time-zone database (Intl), never a fixed +03:00, so a future change of
 * Turkey's rules needs no code change. Pure and isomorphic: the browser's countdown and the
 * server's puzzle of the day agree.
 */
export const GAME_TIME_ZONE = 'Europe/Istanbul';

/** The first day of the games' numbering: the puzzle of this day is #1. */
export const GAME_EPOCH_DAY = '2026-01-01';

const DAY_MS = 86_400_000;

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: GAME_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: GAME_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar day written `YYYY-MM-DD` (2026-02-30 is not). */
export function isGameDay(text: string): boolean {
  const match = DAY_PATTERN.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** The Istanbul calendar day of an instant. */
export function gameDayOf(instant: Date | number): string {
  return dayFormat.format(instant);
}

/** The day `count` days after `day` (negative: before). Calendar arithmetic, no zone involved. */
export function addGameDays(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date) + count * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The zone's offset from UTC at an instant, in ms (Istanbul: +3 h today). */
function zoneOffsetMs(instant: number): number {
  const parts = Object.fromEntries(partsFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(Number(parts['year']), Number(parts['month']) - 1, Number(parts['day']), Number(parts['hour']), Number(parts['minute']), Number(parts['second']));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a day begins in Istanbul (its 00:00), as epoch ms. */
export function gameDayStart(day: string): number {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  // Two passes settle the offset even if a rule change fell on that night.
  let guess = midnightUtc - zoneOffsetMs(midnightUtc);
  guess = midnightUtc - zoneOffsetMs(guess);
  return guess;
}

/** When the next daily puzzle arrives after `instant`: the next Istanbul midnight. */
export function nextGameDayStart(instant: Date | number): number {
  return gameDayStart(addGameDays(gameDayOf(instant), 1));
}

/** A day's puzzle number: GAME_EPOCH_DAY is #1. */
export function puzzleNumberOf(day: string): number {
  return daysBetween(GAME_EPOCH_DAY, day) + 1;
}

/** ISO 8601 week of a day, e.g. `2026-W48` (weeks start on Monday, as in Turkey and Russia). */
export function isoWeekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thursday = new Date(date.getTime() + (3 - weekday) * DAY_MS);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.floor((thursday.getTime() - yearStart) / DAY_MS / 7) + 1;
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

export type BoardDuration = 'daily' | 'weekly' | 'monthly' | 'all-time';

/** The board period a day falls in for a duration: `2026-11-28`, `2026-W48`, `2026-11` or `all`. */
export function boardPeriodOf(duration: BoardDuration, day: string): string {
  switch (duration) {
    case 'daily':
      return day;
    case 'weekly':
      return isoWeekOf(day);
    case 'monthly':
      return day.slice(0, 7);
    case 'all-time':
      return 'all';
  }
}
