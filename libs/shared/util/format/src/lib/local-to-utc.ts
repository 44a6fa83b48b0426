/**
 * Civil (wall-clock) time in an IANA zone → UTC, through the time-zone database that the runtime's
 * ICU carries (`Intl.DateTimeFormat`), never through a fixed offset: the offset in force at that
 * date and place is whatever the database says, summer time and political changes included
 * (Turkey's clock history is pinned in the spec). Used for birth times (astrology) and for feeds that
 * publish local time (KOERI's earthquake list, in Turkey time).
 */

export interface LocalDateTime {
  year: number;
  /** 1–12. */
  month: number;
  /** 1–31, checked against the month. */
  day: number;
  /** 0–23. */
  hour: number;
  /** 0–59. */
  minute: number;
  /** 0–59; 0 when left out. */
  second?: number;
  /** An IANA zone name such as `Europe/Istanbul`. */
  timezone: string;
}

export interface LocalToUtcResult {
  utc: Date;
  /** UTC offset in force at `utc`, in minutes east of Greenwich (Istanbul today: 180). */
  offsetMinutes: number;
  /**
   * The wall time never happened: clocks jumped over it (spring forward). It is read with the
   * offset in force before the jump, so it lands as far after the jump as it was into the gap
   * (02:30 in a 02:00→03:00 gap becomes 03:30), as RFC 5545 and Temporal's 'compatible' do.
   */
  gap?: true;
  /**
   * The wall time happened twice (clocks set back). The earlier instant is chosen, the one still on
   * the offset before the change; `laterUtc` is the other reading.
   */
  ambiguous?: true;
  laterUtc?: Date;
}

/** Years outside this range are no dates anyone needs here, and `Date.UTC` maps years below 100 to the 1900s. */
const MIN_YEAR = 1000;
const MAX_YEAR = 3000;
const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one. */
function wallClockFormatter(timezone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timezone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone: timezone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      throw new RangeError(`Unknown time zone: ${timezone}`);
    }
    formatters.set(timezone, formatter);
  }
  return formatter;
}

/** The wall-clock reading in `timezone` at a UTC instant, encoded as if that reading were UTC. */
function wallClockAt(timezone: string, utcMs: number): number {
  const fields: Record<string, number> = {};
  for (const part of wallClockFormatter(timezone).formatToParts(new Date(utcMs))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return Date.UTC(fields.year, fields.month - 1, fields.day, fields.hour, fields.minute, fields.second);
}

/** Offset (wall clock − UTC) in force at a UTC instant, in ms; whole seconds (old local mean times have seconds). */
export function utcOffsetMsAt(timezone: string, utcMs: number): number {
  const wholeSecond = Math.floor(utcMs / 1000) * 1000;
  return wallClockAt(timezone, wholeSecond) - wholeSecond;
}

function assertInteger(name: string, value: number, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be an integer from ${min} to ${max}, got ${value}`);
  }
}

export function localToUtc(local: LocalDateTime): LocalToUtcResult {
  const { year, month, day, hour, minute, second = 0, timezone } = local;
  assertInteger('year', year, MIN_YEAR, MAX_YEAR);
  assertInteger('month', month, 1, 12);
  assertInteger('day', day, 1, 31);
  assertInteger('hour', hour, 0, 23);
  assertInteger('minute', minute, 0, 59);
  assertInteger('second', second, 0, 59);
  const wallMs = Date.UTC(year, month - 1, day, hour, minute, second);
  if (new Date(wallMs).getUTCDate() !== day) throw new RangeError(`${year}-${month}-${day} is not a calendar date`);

  // Every offset that can be in force at this wall time is in force a day before or a day after it
  // (no zone has changed its clocks twice within two days); each is checked by reading it back.
  const candidateOffsets = new Set([
    utcOffsetMsAt(timezone, wallMs - MS_PER_DAY),
    utcOffsetMsAt(timezone, wallMs),
    utcOffsetMsAt(timezone, wallMs + MS_PER_DAY),
  ]);
  const readings = [...candidateOffsets]
    .map((offset) => wallMs - offset)
    .filter((utcMs) => wallClockAt(timezone, utcMs) === wallMs)
    .sort((a, b) => a - b);

  if (readings.length === 0) {
    const offsetBefore = utcOffsetMsAt(timezone, wallMs - MS_PER_DAY);
    const utcMs = wallMs - offsetBefore;
    return { utc: new Date(utcMs), offsetMinutes: utcOffsetMsAt(timezone, utcMs) / MS_PER_MINUTE, gap: true };
  }
  const [earlier] = readings;
  const result: LocalToUtcResult = { utc: new Date(earlier), offsetMinutes: (wallMs - earlier) / MS_PER_MINUTE };
  if (readings.length > 1) {
    result.ambiguous = true;
    result.laterUtc = new Date(readings[readings.length - 1]);
  }
  return result;
}

/** The calendar date (Y-M-D) that `timezone` shows at a UTC instant. */
export function localDateAt(timezone: string, utcMs: number): { year: number; month: number; day: number } {
  const wall = new Date(wallClockAt(timezone, Math.floor(utcMs / 1000) * 1000));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}
