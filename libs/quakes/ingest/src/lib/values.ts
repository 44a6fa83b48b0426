import type { ParseReport, SkippedInput } from './types';

/**
 * Checks and conversions the three parsers share. A feed value that fails a check makes its record
 * skipped (and reported), never a thrown error and never a NaN in the output.
 */

/** `2017-06-14T12:48:10Z`; milliseconds only when the instant has them (USGS). */
export function isoUtc(ms: number): string {
  const iso = new Date(ms).toISOString();
  return iso.endsWith('.000Z') ? `${iso.slice(0, -5)}Z` : iso;
}

const DECIMAL = /^[-+]?\d+(\.\d+)?$/;

/** A decimal number written as text (`"37.27728"`), or a finite number; anything else → NaN. */
export function numberFrom(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value === 'string' && DECIMAL.test(value.trim())) return Number(value.trim());
  return Number.NaN;
}

export const isLatitude = (value: number) => Number.isFinite(value) && value >= -90 && value <= 90;
export const isLongitude = (value: number) => Number.isFinite(value) && value >= -180 && value <= 180;
/** Slightly negative depths are real (USGS measures from sea level); none is deeper than ~700 km. */
export const isDepthKm = (value: number) => Number.isFinite(value) && value >= -10 && value <= 1000;
/** The magnitude scales used here run from about −2 (microquakes) to about 9.5. */
export const isMagnitude = (value: number) => Number.isFinite(value) && value >= -3 && value <= 10;

/** Epoch ms within the years any of these feeds can carry (instrumental seismology to far future). */
export const isPlausibleTime = (ms: number) => Number.isFinite(ms) && ms >= Date.UTC(1900, 0, 1) && ms < Date.UTC(2200, 0, 1);

/** A short excerpt of an item for a skip report. */
export function excerpt(value: unknown, max = 200): string {
  let text: string;
  try {
    text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A magnitude type as the sources label it, upper-cased; `M` when the source gave none. */
export function magnitudeType(value: unknown): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().toUpperCase() : 'M';
}

/**
 * Reads each item of a feed's list: a reader returns the record, or why it could not (the item is
 * then skipped and reported by its index). When the feed holds no list (`items` null), the feed
 * itself is one skip at 0, unless it is empty (null or undefined).
 */
export function readItems<T>(items: readonly unknown[] | null, feed: unknown, what: string, read: (item: unknown) => T | string): ParseReport<T> {
  const records: T[] = [];
  const skipped: SkippedInput[] = [];
  if (items === null) {
    if (feed !== undefined && feed !== null) skipped.push({ at: 0, reason: `not ${what}`, text: excerpt(feed) });
    return { records, skipped };
  }
  items.forEach((item, index) => {
    const result = read(item);
    if (typeof result === 'string') skipped.push({ at: index, reason: result, text: excerpt(item) });
    else records.push(result);
  });
  return { records, skipped };
}
