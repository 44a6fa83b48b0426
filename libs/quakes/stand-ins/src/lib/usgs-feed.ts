/**
 * USGS's GeoJSON on the timeline: a counterpart of every KOERI sample line of magnitude 4.0 or
 * more (seeded: 1–8 s with milliseconds, ≤ 10 km, ±0.2, mb/ml/mww, often the fixed 10 km depth,
 * published 20 s later), and the 79 real sample features (the 4.5_week feed ends where a cycle
 * ends, the FDSN query's three ten days before). Ids carry the cycle so that each cycle's differ.
 */
import type { KoeriRecord } from '@meydan/quakes/ingest';
import { drawCounterpart, nudgeDepth, nudgeMagnitude } from './offsets';
import { usgsPlace } from './places';
import { seededRandom, type Random } from './random';
import type { RenderContext, TimelineEntry } from './timeline';

export type UsgsFeature = Record<string, unknown>;

export const USGS_MIN_MAGNITUDE = 4.0;
/** USGS publishes a quake near Turkey a little after the local networks. */
export const USGS_PUBLISH_DELAY_MS = 20_000;
const CYCLE_ID_OFFSET = 100_000;

/** A code unique to its cycle: the cycle in base 36 before the code (`255s6000k5z0`). */
export const cycleCode = (cycle: number, code: string) => `${(cycle + CYCLE_ID_OFFSET).toString(36)}${code}`;

export interface UsgsQuake {
  time: number;
  updated: number;
  latitude: number;
  longitude: number;
  depthKm: number;
  magnitude: number;
  magType: string;
  place: string;
}

/** USGS's significance for a magnitude alone (its 4.5 → 312, 5.3 → 432, 5.8 → 518). */
const significance = (magnitude: number) => Math.round((magnitude * 100 * magnitude) / 6.5);

/** A feature in USGS's shape: property order and every field as the samples have them. */
export function usgsFeature(quake: UsgsQuake, random: Random, code: string, context: RenderContext): UsgsFeature {
  const id = `us${code}`;
  return {
    type: 'Feature',
    properties: {
      mag: quake.magnitude,
      place: quake.place,
      time: quake.time + context.shift,
      updated: quake.updated + context.shift,
      tz: null,
      url: `${context.baseUrl}/usgs/earthquakes/eventpage/${id}`,
      detail: `${context.baseUrl}/usgs/fdsnws/event/1/query?eventid=${id}&format=geojson`,
      felt: null,
      cdi: null,
      mmi: null,
      alert: null,
      status: 'reviewed',
      tsunami: 0,
      sig: significance(quake.magnitude),
      net: 'us',
      code,
      ids: `,${id},`,
      sources: ',us,',
      types: ',origin,phase-data,',
      nst: random.integer(20, 120),
      dmin: Number(random.between(0.3, 3).toFixed(3)),
      rms: Number(random.between(0.3, 1.3).toFixed(2)),
      gap: random.integer(25, 160),
      magType: quake.magType,
      type: 'earthquake',
      title: `M ${quake.magnitude.toFixed(1)} - ${quake.place}`,
    },
    geometry: { type: 'Point', coordinates: [quake.longitude, quake.latitude, quake.depthKm] },
    id,
  };
}

/** USGS's magnitude type: mww for the large ones, mostly mb below, now and then a contributed ml. */
export function usgsMagType(random: Random, magnitude: number): string {
  return magnitude >= 5 ? 'mww' : random.pick(['mb', 'mb', 'mb', 'ml']);
}

/** USGS often fixes a shallow quake's depth at 10 km. */
export function usgsDepth(random: Random, depthKm: number): number {
  return random.next() < 0.3 ? 10 : Number(nudgeDepth(random, depthKm, 5).toFixed(3));
}

/** USGS's solution of a quake KOERI lists (times relative to the cycle). */
export function usgsCounterpart(record: KoeriRecord, time: number, index: number): TimelineEntry<UsgsFeature> | null {
  const draw = drawCounterpart('usgs', record, time, USGS_MIN_MAGNITUDE, true);
  if (!draw) return null;
  const { random, listed, time: usgsTime } = draw;
  const magnitude = nudgeMagnitude(random, listed);
  const quake: UsgsQuake = {
    time: usgsTime,
    updated: usgsTime + USGS_PUBLISH_DELAY_MS,
    latitude: Number(draw.latitude.toFixed(4)),
    longitude: Number(draw.longitude.toFixed(4)),
    depthKm: usgsDepth(random, record.depthKm),
    magnitude,
    magType: usgsMagType(random, magnitude),
    place: usgsPlace(record.location, draw.latitude, draw.longitude),
  };
  const detailSeed = random.integer(0, 2 ** 31);
  return {
    time: usgsTime,
    publish: quake.updated,
    magnitude,
    render: (context) => usgsFeature(quake, seededRandom(detailSeed), cycleCode(context.cycle, `q${index.toString(36).padStart(3, '0')}`), context),
  };
}

/**
 * A real sample feature at `time` in the cycle: its times moved, its id given the cycle, its links
 * pointed at the stand-in. Published once last updated, so a served feature never changes later.
 */
export function usgsSampleEntry(feature: Readonly<Record<string, unknown>>, time: number): TimelineEntry<UsgsFeature> {
  const properties = feature['properties'] as Record<string, unknown>;
  const originalTime = properties['time'] as number;
  const updated = typeof properties['updated'] === 'number' ? time + properties['updated'] - originalTime : time;
  const code = String(properties['code']);
  const net = String(properties['net']);
  return {
    time,
    publish: Math.max(time, updated),
    magnitude: typeof properties['mag'] === 'number' ? properties['mag'] : null,
    render: ({ shift, cycle, baseUrl }) => {
      const id = `${net}${cycleCode(cycle, code)}`;
      return {
        ...feature,
        properties: {
          ...properties,
          time: time + shift,
          updated: updated + shift,
          url: `${baseUrl}/usgs/earthquakes/eventpage/${id}`,
          detail: `${baseUrl}/usgs/fdsnws/event/1/query?eventid=${id}&format=geojson`,
          code: cycleCode(cycle, code),
          ids: `,${id},`,
        },
        id,
      };
    },
  };
}
