import { utcOffsetMsAt } from '@meydan/shared/util/format';

const TURKEY_TIME_ZONE = 'Europe/Istanbul';
const HOUR_MS = 3_600_000;
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Turkey's offset by UTC hour: its clock changes (summer time until 2016) fell on whole UTC hours,
 * and a page writes 500 lines, so tzdb is asked once an hour of the timeline rather than once a line.
 */
const offsets = new Map<number, number>();
function turkeyOffsetMs(utcMs: number): number {
  const hour = Math.floor(utcMs / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    if (offsets.size > 50_000) offsets.clear();
    offset = utcOffsetMsAt(TURKEY_TIME_ZONE, hour * HOUR_MS);
    offsets.set(hour, offset);
  }
  return offset;
}

/** KOERI's `2017.06.14 15:48:10`: Turkey's wall clock at a UTC instant, through tzdb as the parser reads it back. */
export function turkeyLocalText(utcMs: number): string {
  const wall = new Date(utcMs + turkeyOffsetMs(utcMs));
  const date = `${wall.getUTCFullYear()}.${pad(wall.getUTCMonth() + 1)}.${pad(wall.getUTCDate())}`;
  return `${date} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
}

/** AFAD's `2023-02-06T01:17:32`: UTC without a zone designator, whole seconds. */
export const afadTimeText = (utcMs: number) => new Date(utcMs).toISOString().slice(0, 19);
