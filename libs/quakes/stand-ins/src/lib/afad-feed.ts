/**
 * AFAD's event filter on the timeline: a counterpart of every KOERI sample line of magnitude 2.0 or
 * more (made up from the line with a seeded PRNG: 1–8 s, ≤ 10 km, ±0.2, ML or MW, AFAD's place
 * names), and the three real AFAD sample records, spread over the cycle. Every number is a string
 * and `date` is UTC without a Z, as AFAD writes them.
 */
import type { KoeriRecord } from '@meydan/quakes/ingest';
import { decimalText, drawCounterpart, nudgeDepth, nudgeMagnitude } from './offsets';
import { afadPlace, type AfadPlace } from './places';
import { seededRandom, type Random } from './random';
import type { RenderContext, TimelineEntry } from './timeline';
import { afadTimeText } from './turkey-time';

export type AfadEvent = Record<string, unknown>;

/** KOERI lines from this magnitude on get an AFAD counterpart. */
export const AFAD_MIN_MAGNITUDE = 2.0;
/** AFAD labels its larger quakes' magnitude MW, the others ML. */
const AFAD_MW_FROM = 4.0;
/** eventIDs: `(cycle + 100000) × 10000 + n`, so every cycle's ids differ; injected ones count from 9×10⁹. */
const IDS_PER_CYCLE = 10_000;
const CYCLE_ID_OFFSET = 100_000;
const INJECTED_ID_BASE = 9_000_000_000;

export const afadEventId = (cycle: number, index: number) => String((cycle + CYCLE_ID_OFFSET) * IDS_PER_CYCLE + index);
export const injectedAfadEventId = (sequence: number) => String(INJECTED_ID_BASE + sequence);

export interface AfadQuake {
  time: number;
  latitude: number;
  longitude: number;
  depthKm: number;
  magnitude: number;
  /** KOERI's location text (ASCII), to name the place AFAD's way; or AFAD's own text as given. */
  koeriLocation: string;
  afadLocation?: string;
}

/** An AFAD record of a quake: the fields in the order AFAD sends them. */
export function afadEvent(quake: AfadQuake, place: AfadPlace, random: Random, eventID: string, shift: number): AfadEvent {
  return {
    rms: random.between(0.1, 1.2).toFixed(2),
    eventID,
    location: quake.afadLocation ?? place.location,
    latitude: quake.latitude.toFixed(5),
    longitude: quake.longitude.toFixed(5),
    depth: decimalText(quake.depthKm, 2),
    type: quake.magnitude >= AFAD_MW_FROM ? 'MW' : 'ML',
    magnitude: quake.magnitude.toFixed(1),
    country: place.country,
    province: place.province,
    district: place.district,
    neighborhood: null,
    date: afadTimeText(quake.time + shift),
    isEventUpdate: false,
    lastUpdateDate: null,
  };
}

/** AFAD's solution of a quake KOERI lists (times relative to the cycle). */
export function afadCounterpart(record: KoeriRecord, time: number, index: number): TimelineEntry<AfadEvent> | null {
  const draw = drawCounterpart('afad', record, time, AFAD_MIN_MAGNITUDE, false);
  if (!draw) return null;
  const { random, listed, time: afadTime, latitude, longitude } = draw;
  const quake: AfadQuake = {
    time: afadTime,
    latitude,
    longitude,
    depthKm: nudgeDepth(random, record.depthKm, 3),
    magnitude: nudgeMagnitude(random, listed),
    koeriLocation: record.location,
  };
  const rmsSeed = random.integer(0, 2 ** 31);
  let place: AfadPlace | undefined;
  return {
    time: afadTime,
    publish: afadTime,
    magnitude: quake.magnitude,
    // The same draws every time it is written, so a record never changes once served.
    render: ({ shift, cycle }: RenderContext) => {
      // The nearest-district search runs once per line, when it is first served.
      place ??= afadPlace(quake.koeriLocation, quake.latitude, quake.longitude);
      return afadEvent(quake, place, seededRandom(rmsSeed), afadEventId(cycle, index), shift);
    },
  };
}

/** `2023-02-06T09:46:31.642742` → its instant (ms) and the fraction as written, kept when moved. */
function afadStamp(value: unknown): { ms: number; fraction: string } | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(\.\d+)?$/.exec(value);
  return match ? { ms: Date.parse(`${match[1]}Z`), fraction: match[2] ?? '' } : null;
}

/**
 * One of the real AFAD records at `time` in the cycle (its `date`; `lastUpdateDate` keeps its
 * distance from it). Published once last updated, so a served record never changes later.
 */
export function afadSampleEntry(sample: Readonly<Record<string, unknown>>, time: number, index: number): TimelineEntry<AfadEvent> {
  const date = afadStamp(sample['date']);
  if (!date) throw new Error(`An AFAD sample has no readable date: ${String(sample['date'])}`);
  const updated = afadStamp(sample['lastUpdateDate']);
  const updateTime = updated ? time + updated.ms - date.ms : undefined;
  const fields = Object.fromEntries(Object.entries(sample).filter(([key]) => !key.startsWith('_')));
  return {
    time,
    publish: Math.max(time, updateTime ?? time),
    magnitude: Number(sample['magnitude']),
    render: ({ shift, cycle }) => ({
      ...fields,
      eventID: afadEventId(cycle, index),
      date: afadTimeText(time + shift),
      ...(updated && updateTime !== undefined ? { lastUpdateDate: `${afadTimeText(updateTime + shift)}${updated.fraction}` } : {}),
    }),
  };
}
