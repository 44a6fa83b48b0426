/**
 * KOERI's list page on the timeline: the sample's 2000 lines (2017-05-21 … 06-14), each at its
 * time relative to the newest one, written back in the exact columns with the time moved. A
 * REVIZEnn line is preceded by the versions it revised (İlksel, REVIZE01, …), made up from it and
 * listed at the time in its parentheses until the next version replaces them, as the real list
 * replaces a line in place; the sample itself only shows the last versions.
 */
import { type KoeriRecord, parseKoeriListWithReport } from '@meydan/quakes/ingest';
import { seededRandom, seedOf } from './random';
import type { TimelineEntry } from './timeline';
import { turkeyLocalText } from './turkey-time';
import { encodeWindows1254 } from './windows-1254';

/** How many lines the live page lists. */
export const KOERI_LIST_LENGTH = 500;
const DATA_LINE = /^\d{4}\.\d\d\.\d\d /;
/** Where the columns after the date and time begin, and the location's width. */
const AFTER_TIME = 19;
const LOCATION_WIDTH = 50;

/** A line's columns after its time. `location`: ASCII upper case, at most 50 characters; `quality`: `İlksel`, or `REVIZE01` (whose stamp the entry writes). */
export type KoeriLineFields = Pick<KoeriRecord, 'latitude' | 'longitude' | 'depthKm' | 'md' | 'ml' | 'mw' | 'location' | 'quality'>;

const magnitudeText = (value: number | null) => (value === null ? '-.-' : Math.min(9.9, Math.max(0, value)).toFixed(1));

/** A line's columns after its time (`  38.8675   26.4438        4.3      -.-  2.0  -.-   EGE DENIZI …`). */
export function koeriColumns(fields: KoeriLineFields): string {
  const location = fields.location.slice(0, LOCATION_WIDTH).padEnd(LOCATION_WIDTH);
  const quality = fields.quality.startsWith('REVIZE') ? `${fields.quality}   ` : fields.quality;
  return `  ${fields.latitude.toFixed(4).padStart(7)}   ${fields.longitude.toFixed(4).padStart(7)}   ${fields.depthKm.toFixed(1).padStart(8)}      ${magnitudeText(fields.md)}  ${magnitudeText(fields.ml)}  ${magnitudeText(fields.mw)}   ${location}${quality}`;
}

/** The largest magnitude a line lists. */
export function koeriMagnitude(record: Pick<KoeriRecord, 'md' | 'ml' | 'mw'>): number | null {
  const values = [record.md, record.ml, record.mw].filter((value): value is number => value !== null);
  return values.length > 0 ? Math.max(...values) : null;
}

/** A line on the timeline: `columns` follow the moved time; a revision's stamp is moved alike. */
export function koeriEntry(time: number, columns: string, stamp: number | undefined, magnitude: number | null, publish: number, hidden?: number): TimelineEntry<string> {
  return {
    time,
    publish,
    hidden,
    magnitude,
    render: ({ shift }) => `${turkeyLocalText(time + shift)}${columns}${stamp === undefined ? '' : `(${turkeyLocalText(stamp + shift)})`}`,
  };
}

export interface KoeriSample {
  /** The parsed lines with their time relative to the newest (ms, ≤ 0). */
  lines: Array<{ record: KoeriRecord; time: number }>;
  /** The sample's span plus its mean gap between lines: one cycle. */
  cycleMs: number;
  /** The page around the data lines, as the sample has it. */
  before: string[];
  after: string[];
}

/** Reads the sample page; any line the parser would skip is a broken fixture, so it throws. */
export function readKoeriSample(bytes: Uint8Array): KoeriSample {
  const { records, skipped } = parseKoeriListWithReport(bytes);
  if (skipped.length > 0 || records.length < 2) throw new Error(`The KOERI sample does not read: ${skipped.length} lines skipped`);
  const times = records.map((record) => Date.parse(record.time));
  const newest = Math.max(...times);
  const span = newest - Math.min(...times);
  const meanGap = Math.round(span / (records.length - 1) / 1000) * 1000;
  const text = new TextDecoder('windows-1254').decode(bytes).split('\r\n');
  const first = text.findIndex((line) => DATA_LINE.test(line));
  const last = text.length - 1 - [...text].reverse().findIndex((line) => DATA_LINE.test(line));
  return {
    lines: records.map((record, index) => ({ record, time: times[index] - newest })),
    cycleMs: span + meanGap,
    before: text.slice(0, first).map((line) => line.replace(/Son \d+ deprem/, `Son ${KOERI_LIST_LENGTH} deprem`)),
    after: text.slice(last + 1),
  };
}

/** KOERI publishes a revision minutes after the line it revises: 1 to 10 minutes here. */
const REVISION_DELAY_S = [60, 600] as const;

/** The versions before a REVIZEnn line (İlksel, REVIZE01 … REVIZE(n-1)) and the line itself. */
function revisedLineEntries(record: KoeriRecord, time: number, stamp: number): Array<TimelineEntry<string>> {
  const random = seededRandom(seedOf(`koeri ${record.line}`));
  const publishes = [stamp];
  for (let version = 1; version <= record.revision; version += 1) publishes.push(publishes[version - 1] + random.integer(...REVISION_DELAY_S) * 1000);
  const entries: Array<TimelineEntry<string>> = [];
  for (let version = 0; version < record.revision; version += 1) {
    // An earlier solution: a little elsewhere, and a tenth of a magnitude off.
    const nudge = (value: number | null) => (value === null ? null : Math.round((value + random.sign() * 0.1) * 10) / 10);
    const fields: KoeriLineFields = {
      latitude: record.latitude + random.between(-0.02, 0.02),
      longitude: record.longitude + random.between(-0.02, 0.02),
      depthKm: Math.max(0, record.depthKm + random.between(-2, 2)),
      md: nudge(record.md),
      ml: nudge(record.ml),
      mw: nudge(record.mw),
      location: record.location,
      quality: version === 0 ? 'İlksel' : `REVIZE${String(version).padStart(2, '0')}`,
    };
    entries.push(koeriEntry(stamp, koeriColumns(fields), version === 0 ? undefined : stamp, koeriMagnitude(fields), publishes[version], publishes[version + 1]));
  }
  const line = record.line;
  const stampAt = line.lastIndexOf('(');
  entries.push(koeriEntry(time, line.slice(AFTER_TIME, stampAt), stamp, koeriMagnitude(record), publishes[record.revision]));
  return entries;
}

/** Every line of the sample on the timeline (relative times), revisions with their earlier versions. */
export function koeriEntries(sample: KoeriSample): Array<TimelineEntry<string>> {
  return sample.lines.flatMap(({ record, time }) => {
    const stamp = record.revisedAt === undefined ? undefined : time + Date.parse(record.revisedAt) - Date.parse(record.time);
    if (record.revision > 0 && stamp !== undefined) return revisedLineEntries(record, time, stamp);
    return [koeriEntry(time, record.line.slice(AFTER_TIME), undefined, koeriMagnitude(record), time)];
  });
}

/** The page as KOERI serves it: windows-1254, CRLF, the sample's HTML and header around the lines. */
export function koeriPage(sample: KoeriSample, lines: readonly string[]): Uint8Array {
  return encodeWindows1254([...sample.before, ...lines, ...sample.after].join('\r\n'));
}
