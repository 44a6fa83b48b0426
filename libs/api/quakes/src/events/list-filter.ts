/**
 * `GET /api/quakes/last-earthquakes` filters (SPEC §7 page, limit, city, min_magnitude; plus a time
 * range, a map area, a radius around a point and the sort): read once from the query, then applied
 * either to the in-memory snapshot (the last 30 days) or in SQL (older ranges).
 */
import { HttpError } from '@meydan/api/core';
import { distanceKm, type Province, provinceOf } from '@meydan/quakes/ingest';
import { QUAKE_DEFAULT_TIME_RANGE, QUAKE_LIST_LIMITS, QUAKE_TIME_RANGES, type QuakeListQuery, type QuakeSort, type QuakeSummary } from '@meydan/shared/contracts';
import { QUAKE_MESSAGES } from '../quakes.messages';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface BoundingBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface ListFilter {
  fromMs: number;
  toMs: number;
  minMagnitude: number | null;
  province: Province | null;
  bbox: BoundingBox | null;
  around: { latitude: number; longitude: number; radiusKm: number } | null;
  sort: QuakeSort;
  page: number;
  limit: number;
}

function parseBbox(text: string): BoundingBox {
  const [west, south, east, north] = text.split(',').map(Number);
  const valid =
    [west, south, east, north].every((value) => Number.isFinite(value)) &&
    Math.abs(west as number) <= 180 &&
    Math.abs(east as number) <= 180 &&
    Math.abs(south as number) <= 90 &&
    Math.abs(north as number) <= 90 &&
    (south as number) < (north as number);
  if (!valid) throw new HttpError(400, QUAKE_MESSAGES.bbox);
  return { west: west as number, south: south as number, east: east as number, north: north as number };
}

/** The query (already schema-checked) as a filter; a 400 in the reader's language otherwise. */
export function listFilterOf(query: QuakeListQuery, nowMs: number): ListFilter {
  const toMs = query.to ? Date.parse(query.to) : nowMs;
  const fromMs = query.from ? Date.parse(query.from) : toMs - QUAKE_TIME_RANGES[QUAKE_DEFAULT_TIME_RANGE] * HOUR_MS;
  if (!(fromMs < toMs)) throw new HttpError(400, QUAKE_MESSAGES.rangeOrder);
  if (toMs - fromMs > QUAKE_LIST_LIMITS.maxRangeDays * DAY_MS) throw new HttpError(400, QUAKE_MESSAGES.rangeTooWide, { params: { days: QUAKE_LIST_LIMITS.maxRangeDays } });
  let province: Province | null = null;
  if (query.city !== undefined) {
    province = provinceOf(query.city);
    if (!province) throw new HttpError(400, QUAKE_MESSAGES.unknownCity, { params: { city: query.city.trim().slice(0, QUAKE_LIST_LIMITS.cityMaxLength) } });
  }
  const pointParts = [query.lat, query.lon, query.radius_km].filter((value) => value !== undefined).length;
  if (pointParts !== 0 && pointParts !== 3) throw new HttpError(400, QUAKE_MESSAGES.radius);
  return {
    fromMs,
    toMs,
    minMagnitude: query.min_magnitude ?? null,
    province,
    bbox: query.bbox ? parseBbox(query.bbox) : null,
    around: pointParts === 3 ? { latitude: query.lat as number, longitude: query.lon as number, radiusKm: query.radius_km as number } : null,
    sort: query.sort ?? 'time',
    page: query.page ?? 1,
    limit: query.limit ?? QUAKE_LIST_LIMITS.defaultLimit,
  };
}

export function inBbox(latitude: number, longitude: number, bbox: BoundingBox): boolean {
  if (latitude < bbox.south || latitude > bbox.north) return false;
  // A box across the antimeridian has its west edge east of its east edge.
  return bbox.west <= bbox.east ? longitude >= bbox.west && longitude <= bbox.east : longitude >= bbox.west || longitude <= bbox.east;
}

export function matchesFilter(summary: QuakeSummary, timeMs: number, filter: ListFilter): boolean {
  if (timeMs < filter.fromMs || timeMs > filter.toMs) return false;
  if (filter.minMagnitude !== null && (summary.magnitude === null || summary.magnitude < filter.minMagnitude)) return false;
  if (filter.province && summary.province?.plate !== filter.province.plate) return false;
  if (filter.bbox && !inBbox(summary.latitude, summary.longitude, filter.bbox)) return false;
  if (filter.around && distanceKm(filter.around.latitude, filter.around.longitude, summary.latitude, summary.longitude) > filter.around.radiusKm) return false;
  return true;
}

/** Newest first; or the largest first (an unknown magnitude last), newest first among equals. */
export function compareForSort(sort: QuakeSort) {
  return (a: { summary: QuakeSummary; timeMs: number }, b: { summary: QuakeSummary; timeMs: number }): number => {
    if (sort === 'magnitude') {
      const difference = (b.summary.magnitude ?? -Infinity) - (a.summary.magnitude ?? -Infinity);
      if (difference !== 0 && Number.isFinite(difference)) return difference;
      if (a.summary.magnitude === null && b.summary.magnitude !== null) return 1;
      if (b.summary.magnitude === null && a.summary.magnitude !== null) return -1;
    }
    return b.timeMs - a.timeMs || (a.summary.id < b.summary.id ? -1 : 1);
  };
}
