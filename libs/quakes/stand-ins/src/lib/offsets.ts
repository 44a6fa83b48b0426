/**
 * How another source's solution of a quake differs from KOERI's: seconds, kilometres and tenths of
 * a magnitude, as the real feeds differ (samples/README.md: "The same event differs between
 * sources by seconds, tenths of magnitude and kilometres").
 */
import type { KoeriRecord } from '@meydan/quakes/ingest';
import { koeriMagnitude } from './koeri-feed';
import { type Random, seededRandom, seedOf } from './random';

const KM_PER_DEGREE = 111.2;

/** A point `0.3–maxKm` km from the given one in a random direction. */
export function moveEpicentre(random: Random, latitude: number, longitude: number, maxKm: number): { latitude: number; longitude: number } {
  const km = random.between(0.3, maxKm);
  const direction = random.between(0, 2 * Math.PI);
  const dLatitude = (km * Math.cos(direction)) / KM_PER_DEGREE;
  const dLongitude = (km * Math.sin(direction)) / (KM_PER_DEGREE * Math.cos((latitude * Math.PI) / 180));
  return { latitude: latitude + dLatitude, longitude: longitude + dLongitude };
}

/** Up to ±0.2 in tenths, never below 0. */
export function nudgeMagnitude(random: Random, magnitude: number, maxTenths = 2): number {
  return Math.max(0, Math.round(magnitude * 10 + random.integer(-maxTenths, maxTenths)) / 10);
}

/** 1–8 s earlier or later, in whole seconds (AFAD) or with milliseconds (USGS). */
export function nudgeTimeMs(random: Random, withMilliseconds: boolean, maxSeconds = 8): number {
  const ms = withMilliseconds ? Math.round(random.between(1000, maxSeconds * 1000)) : random.integer(1, maxSeconds) * 1000;
  return random.sign() * ms;
}

/** A depth a few km off, never above the surface. */
export function nudgeDepth(random: Random, depthKm: number, maxKm: number): number {
  return Math.max(0, depthKm + random.between(-maxKm, maxKm));
}

/** A decimal as the feeds write it: at most `digits` decimals, no trailing zeros (`7`, `8.6`, `10.23`). */
export const decimalText = (value: number, digits: number) => String(Number(value.toFixed(digits)));

export interface CounterpartDraw {
  /** The PRNG, seeded by the source and the line, for the counterpart's further draws. */
  random: Random;
  /** The line's largest magnitude. */
  listed: number;
  time: number;
  latitude: number;
  longitude: number;
}

/**
 * Another source's solution of a KOERI line from `minMagnitude` on (null below): its time 1–8 s off
 * (`time` is the line's, relative to its cycle) and its epicentre up to 10 km off, drawn from a PRNG
 * seeded by the source and the line, so the counterpart is the same on every run.
 */
export function drawCounterpart(source: string, record: KoeriRecord, time: number, minMagnitude: number, withMilliseconds: boolean): CounterpartDraw | null {
  const listed = koeriMagnitude(record);
  if (listed === null || listed < minMagnitude) return null;
  const random = seededRandom(seedOf(`${source} ${record.line}`));
  const moved = time + nudgeTimeMs(random, withMilliseconds);
  return { random, listed, time: moved, ...moveEpicentre(random, record.latitude, record.longitude, 10) };
}
