/**
 * A quake injected by a test or a demo, as the three sources report it: AFAD and KOERI's İlksel line
 * at once, KOERI's REVIZE01 a minute later (a tenth of a magnitude off, replacing the İlksel line in
 * the list), USGS after 20 s; each a few seconds, kilometres and tenths apart, from a seeded PRNG.
 * KOERI and AFAD list Turkey and its surroundings only: a quake elsewhere reaches USGS alone.
 */
import type { QuakeSource } from '@meydan/quakes/ingest';
import { type AfadEvent, afadEvent, type AfadQuake, injectedAfadEventId } from './afad-feed';
import { koeriColumns, koeriEntry, type KoeriLineFields, koeriMagnitude } from './koeri-feed';
import { moveEpicentre, nudgeDepth, nudgeMagnitude, nudgeTimeMs } from './offsets';
import { afadPlace, koeriAscii, koeriPlace, usgsPlace } from './places';
import { seededRandom, seedOf } from './random';
import type { TimelineEntry } from './timeline';
import { type UsgsFeature, usgsDepth, usgsFeature, usgsMagType, USGS_PUBLISH_DELAY_MS, type UsgsQuake } from './usgs-feed';

export interface InjectedQuake {
  latitude: number;
  longitude: number;
  /** 0–9.9 (KOERI's column holds one decimal digit before the point). */
  magnitude: number;
  /** Default 10 km. */
  depthKm?: number;
  /** ISO-8601 with a zone; default: the stand-in's clock now. */
  time?: string;
  /** The place as a reader would write it (`Sındırgı (Balıkesir)`); default: the nearest district. */
  location?: string;
}

/** KOERI's list (`TÜRKİYE VE YAKIN ÇEVRESİ`) and AFAD's catalogue cover this box. */
const REGION = { south: 30, north: 48, west: 15, east: 50 };
export const REVISION_DELAY_MS = 60_000;
const DEFAULT_DEPTH_KM = 10;
const LOCATION_MAX = 50;

const isNumberIn = (value: unknown, min: number, max: number): value is number => typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;

/** The quake a control request asks for, or why it cannot be one. */
export function readInjectedQuake(body: unknown): InjectedQuake | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'the body must be a JSON object';
  const input = body as Record<string, unknown>;
  const known = new Set(['latitude', 'longitude', 'magnitude', 'depthKm', 'time', 'location']);
  const unknown = Object.keys(input).filter((key) => !known.has(key));
  if (unknown.length > 0) return `unknown fields: ${unknown.join(', ')}`;
  if (!isNumberIn(input['latitude'], -90, 90)) return 'latitude must be a number from -90 to 90';
  if (!isNumberIn(input['longitude'], -180, 180)) return 'longitude must be a number from -180 to 180';
  if (!isNumberIn(input['magnitude'], 0, 9.9)) return 'magnitude must be a number from 0 to 9.9';
  if (input['depthKm'] !== undefined && !isNumberIn(input['depthKm'], 0, 700)) return 'depthKm must be a number from 0 to 700';
  const time = input['time'];
  if (time !== undefined && (typeof time !== 'string' || !/(Z|[+-]\d\d:\d\d)$/.test(time) || Number.isNaN(Date.parse(time)))) return 'time must be an ISO-8601 date and time with a zone (…Z)';
  const location = input['location'];
  if (location !== undefined && (typeof location !== 'string' || location.trim() === '' || location.trim().length > LOCATION_MAX)) return `location must be a text of 1 to ${LOCATION_MAX} characters`;
  return {
    latitude: input['latitude'],
    longitude: input['longitude'],
    magnitude: input['magnitude'],
    ...(input['depthKm'] === undefined ? {} : { depthKm: input['depthKm'] as number }),
    ...(time === undefined ? {} : { time: time as string }),
    ...(location === undefined ? {} : { location: (location as string).trim() }),
  };
}

export interface InjectedEntries {
  /** The quake's time (KOERI's İlksel line), UTC ISO ending in Z. */
  time: string;
  sources: QuakeSource[];
  koeri: Array<TimelineEntry<string>>;
  afad: Array<TimelineEntry<AfadEvent>>;
  usgs: Array<TimelineEntry<UsgsFeature>>;
}

const inRegion = (quake: InjectedQuake) => quake.latitude >= REGION.south && quake.latitude <= REGION.north && quake.longitude >= REGION.west && quake.longitude <= REGION.east;

/** The entries (absolute times) of the `sequence`-th injected quake, injected at `now`. */
export function injectedEntries(quake: InjectedQuake, sequence: number, now: number): InjectedEntries {
  const time = Math.floor((quake.time === undefined ? now : Date.parse(quake.time)) / 1000) * 1000;
  // Published when injected, or when its time comes if that is later.
  const published = Math.max(now, time);
  const random = seededRandom(seedOf(`inject ${sequence} ${time} ${quake.latitude} ${quake.longitude} ${quake.magnitude}`));
  const depthKm = quake.depthKm ?? DEFAULT_DEPTH_KM;
  const koeriLocation = quake.location === undefined ? koeriPlace(quake.latitude, quake.longitude) : koeriAscii(quake.location).slice(0, LOCATION_MAX);
  const result: InjectedEntries = { time: new Date(time).toISOString().replace('.000Z', 'Z'), sources: [], koeri: [], afad: [], usgs: [] };

  if (inRegion(quake)) {
    // KOERI: İlksel now, REVIZE01 a minute later; the revision moves a tenth of a magnitude (inward at the scale's ends).
    const step = quake.magnitude + 0.1 > 9.9 ? -0.1 : quake.magnitude - 0.1 < 0 ? 0.1 : random.sign() * 0.1;
    const preliminary: KoeriLineFields = {
      latitude: quake.latitude,
      longitude: quake.longitude,
      depthKm,
      md: null,
      ml: quake.magnitude,
      mw: quake.magnitude >= 3.5 ? quake.magnitude : null,
      location: koeriLocation,
      quality: 'İlksel',
    };
    const revised: KoeriLineFields = {
      ...preliminary,
      latitude: quake.latitude + random.between(-0.01, 0.01),
      longitude: quake.longitude + random.between(-0.01, 0.01),
      ml: Math.round((quake.magnitude + step) * 10) / 10,
      mw: preliminary.mw === null ? null : Math.round((quake.magnitude + step) * 10) / 10,
      quality: 'REVIZE01',
    };
    const revisionTime = time + random.integer(-2, 2) * 1000;
    result.koeri.push(
      koeriEntry(time, koeriColumns(preliminary), undefined, koeriMagnitude(preliminary), published, published + REVISION_DELAY_MS),
      koeriEntry(revisionTime, koeriColumns(revised), time, koeriMagnitude(revised), Math.max(published + REVISION_DELAY_MS, revisionTime)),
    );

    const afad: AfadQuake = {
      // A second or three early, so that AFAD's record is there at once (it is never dated ahead of the clock).
      time: time - random.integer(1, 3) * 1000,
      ...moveEpicentre(random, quake.latitude, quake.longitude, 5),
      depthKm: nudgeDepth(random, depthKm, 2),
      magnitude: nudgeMagnitude(random, quake.magnitude),
      koeriLocation,
      ...(quake.location === undefined ? {} : { afadLocation: quake.location }),
    };
    const place = afadPlace(koeriLocation, afad.latitude, afad.longitude);
    const eventId = injectedAfadEventId(sequence);
    const rmsSeed = random.integer(0, 2 ** 31);
    result.afad.push({
      time: afad.time,
      publish: Math.max(published, afad.time),
      magnitude: afad.magnitude,
      render: () => afadEvent(afad, place, seededRandom(rmsSeed), eventId, 0),
    });
    result.sources.push('afad', 'koeri');
  }

  const usgsTime = time + nudgeTimeMs(random, true);
  const epicentre = moveEpicentre(random, quake.latitude, quake.longitude, 10);
  const magnitude = nudgeMagnitude(random, quake.magnitude);
  const usgs: UsgsQuake = {
    time: usgsTime,
    updated: Math.max(published, usgsTime) + USGS_PUBLISH_DELAY_MS,
    latitude: Number(epicentre.latitude.toFixed(4)),
    longitude: Number(epicentre.longitude.toFixed(4)),
    depthKm: usgsDepth(random, depthKm),
    magnitude,
    magType: usgsMagType(random, magnitude),
    // Far from Turkey the district table names nothing sensible: the given place, else the coordinates.
    place: inRegion(quake) ? usgsPlace(koeriLocation, epicentre.latitude, epicentre.longitude) : (quake.location ?? `${quake.latitude.toFixed(3)}, ${quake.longitude.toFixed(3)}`),
  };
  const detailSeed = random.integer(0, 2 ** 31);
  result.usgs.push({
    time: usgsTime,
    publish: usgs.updated,
    magnitude,
    render: (context) => usgsFeature(usgs, seededRandom(detailSeed), `inj${sequence}`, { ...context, shift: 0 }),
  });
  result.sources.push('usgs');
  return result;
}
