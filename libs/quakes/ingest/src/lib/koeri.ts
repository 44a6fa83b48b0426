/**
 * KOERI (Kandilli Observatory) "son depremler" list page: windows-1254 text in an HTML <pre>, a
 * few header lines, then one fixed-column line per quake, newest first:
 *
 *   2017.06.14 15:48:10  38.8675   26.4438        4.3      -.-  2.0  -.-   EGE DENIZI        İlksel
 *   date [0,10) time [11,19) lat [21,28) lon [31,38) depth [41,49) MD [55,58) ML [60,63) Mw [65,68)
 *   location [71,121) quality from 121: `İlksel`, or `REVIZE01   (2017.06.14 13:21:06)`
 *
 * Times are Turkey local time (read through tzdb's Europe/Istanbul, so lists from before
 * 2016-09-07, when Turkey still had winter time, convert right too); `-.-` is a magnitude KOERI did
 * not compute. Lines that do not start like a data line (`YYYY.MM.DD `) are not data and are
 * ignored; a data line whose columns do not read is skipped and reported.
 */
import { localToUtc } from '@meydan/shared/util/format';
import { provinceOf } from './provinces';
import type { KoeriQuakeRecord, KoeriRecord, Magnitude, ParseReport, Province, SkippedInput } from './types';
import { isDepthKm, isLatitude, isLongitude, isMagnitude, isoUtc } from './values';

const DATA_LINE = /^\d{4}\.\d\d\.\d\d /;
const DATE = /^(\d{4})\.(\d\d)\.(\d\d)$/;
const TIME = /^(\d\d):(\d\d):(\d\d)$/;
const NUMBER = /^-?\d+\.\d+$|^-?\d+$/;
const NOT_COMPUTED = '-.-';
const REVISION = /^REVIZE(\d+)$/;
const REVISED_AT = /^\((\d{4}\.\d\d\.\d\d) (\d\d:\d\d:\d\d)\)/;
/** `DISTRICT (PROVINCE)`, `PLACE-DISTRICT (PROVINCE)` and `PLACE-(PROVINCE)`: the last parentheses. */
const LAST_PARENTHESES = /\(([^()]*)\)$/;
const TURKEY_TIME_ZONE = 'Europe/Istanbul';

const COLUMNS = {
  date: [0, 10],
  time: [11, 19],
  latitude: [21, 28],
  longitude: [31, 38],
  depth: [41, 49],
  md: [55, 58],
  ml: [60, 63],
  mw: [65, 68],
  location: [71, 121],
} as const;
const QUALITY_FROM = 121;
/** The blanks between the columns: text there means the line is not in the expected layout. */
const GAPS: ReadonlyArray<readonly [number, number]> = [
  [10, 11],
  [19, 21],
  [28, 31],
  [38, 41],
  [49, 55],
  [58, 60],
  [63, 65],
  [68, 71],
];

class MalformedLine extends Error {}

let decoder: TextDecoder | undefined;

function decodeWindows1254(bytes: Uint8Array): string {
  // UTF-8 would turn "İlksel" into "�lksel"; the page is windows-1254 (Turkish).
  decoder ??= new TextDecoder('windows-1254');
  return decoder.decode(bytes);
}

const column = (line: string, [from, to]: readonly [number, number]) => line.slice(from, to).trim();

function decimal(line: string, name: keyof typeof COLUMNS, valid: (value: number) => boolean): number {
  const text = column(line, COLUMNS[name]);
  const value = NUMBER.test(text) ? Number(text) : Number.NaN;
  if (!valid(value)) throw new MalformedLine(`${name} is not a valid number: '${text}'`);
  return value;
}

function magnitude(line: string, name: 'md' | 'ml' | 'mw'): number | null {
  if (column(line, COLUMNS[name]) === NOT_COMPUTED) return null;
  return decimal(line, name, isMagnitude);
}

/** `2017.06.14` and `15:48:10` in Turkey time → UTC ISO. */
function turkeyTimeToUtc(date: string, time: string): string {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) throw new MalformedLine(`date or time is not YYYY.MM.DD HH:MM:SS: '${date} ${time}'`);
  const [year, month, day, hour, minute, second] = [d[1], d[2], d[3], t[1], t[2], t[3]].map(Number);
  try {
    // A wall time repeated when clocks went back (before 2016) reads as the earlier instant.
    return isoUtc(localToUtc({ year, month, day, hour, minute, second, timezone: TURKEY_TIME_ZONE }).utc.getTime());
  } catch {
    throw new MalformedLine(`not a calendar date and time: '${date} ${time}'`);
  }
}

/** The province in KOERI's location text, or null for seas (`(EGE DENIZI)`), regions and foreign places. */
export function koeriProvince(location: string): Province | null {
  const inParentheses = LAST_PARENTHESES.exec(location);
  return inParentheses ? provinceOf(inParentheses[1]) : null;
}

function parseDataLine(line: string): KoeriRecord {
  for (const gap of GAPS) {
    if (line.slice(gap[0], gap[1]).trim() !== '') throw new MalformedLine(`text between the columns at ${gap[0]}–${gap[1]}`);
  }
  const time = turkeyTimeToUtc(column(line, COLUMNS.date), column(line, COLUMNS.time));
  const latitude = decimal(line, 'latitude', isLatitude);
  const longitude = decimal(line, 'longitude', isLongitude);
  const depthKm = decimal(line, 'depth', isDepthKm);
  const md = magnitude(line, 'md');
  const ml = magnitude(line, 'ml');
  const mw = magnitude(line, 'mw');
  const location = column(line, COLUMNS.location);
  if (location === '') throw new MalformedLine('no location');

  const qualityText = line.slice(QUALITY_FROM).trim();
  const quality = /^\S+/.exec(qualityText)?.[0];
  if (!quality) throw new MalformedLine('no quality word (the line is cut short)');
  // İlksel (preliminary) and any word KOERI may add (`Otomatik`, the typo `İksel`) are revision 0:
  // none claims to revise anything, and a later REVIZE line for the quake replaces them.
  const revisionNumber = REVISION.exec(quality);
  const revision = revisionNumber ? Number(revisionNumber[1]) : 0;
  const record: KoeriRecord = {
    time,
    latitude,
    longitude,
    depthKm,
    md,
    ml,
    mw,
    location,
    quality,
    revision,
    province: koeriProvince(location),
    line,
  };
  if (revisionNumber) {
    const revisedAt = REVISED_AT.exec(qualityText.slice(quality.length).trim());
    if (revisedAt) {
      try {
        record.revisedAt = turkeyTimeToUtc(revisedAt[1], revisedAt[2]);
      } catch {
        // An unreadable stamp costs only revisedAt; the quake itself is intact.
      }
    }
  }
  return record;
}

/** Every data line of a KOERI list page, and the data lines that could not be read (with why). */
export function parseKoeriListWithReport(bytes: Uint8Array): ParseReport<KoeriRecord> {
  const records: KoeriRecord[] = [];
  const skipped: SkippedInput[] = [];
  if (!ArrayBuffer.isView(bytes)) return { records, skipped };
  const lines = decodeWindows1254(bytes).split(/\r?\n/);
  lines.forEach((rawLine, index) => {
    const line = rawLine.trimEnd();
    if (!DATA_LINE.test(line)) return;
    try {
      records.push(parseDataLine(line));
    } catch (error) {
      const reason = error instanceof MalformedLine ? error.message : 'unreadable line';
      skipped.push({ at: index + 1, reason, text: line });
    }
  });
  return { records, skipped };
}

/** One record per readable data line of a KOERI list page, in the list's order (newest first). */
export function parseKoeriList(bytes: Uint8Array): KoeriRecord[] {
  return parseKoeriListWithReport(bytes).records;
}

/** KOERI has no event ids: a record is named by its UTC time and epicentre as listed. */
export function koeriSourceId(record: Pick<KoeriRecord, 'time' | 'latitude' | 'longitude'>): string {
  return `${record.time}/${record.latitude.toFixed(4)}/${record.longitude.toFixed(4)}`;
}

/** A KOERI line in the common shape; the line itself stays in `raw`. */
export function fromKoeri(record: KoeriRecord): KoeriQuakeRecord {
  const magnitudes: Magnitude[] = [];
  if (record.md !== null) magnitudes.push({ type: 'MD', value: record.md });
  if (record.ml !== null) magnitudes.push({ type: 'ML', value: record.ml });
  if (record.mw !== null) magnitudes.push({ type: 'MW', value: record.mw });
  return {
    source: 'koeri',
    sourceId: koeriSourceId(record),
    time: record.time,
    latitude: record.latitude,
    longitude: record.longitude,
    depthKm: record.depthKm,
    magnitudes,
    location: record.location,
    province: record.province,
    revision: record.revision,
    raw: record,
  };
}
