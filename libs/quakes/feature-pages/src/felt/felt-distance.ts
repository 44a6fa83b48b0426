import { distanceKm } from '@meydan/quakes/ingest';
import { quakeFeltRadiusKm } from '@meydan/shared/contracts/constants';
import type { GeoPoint } from '../common/geolocation';
import type { FeltQuake } from './felt-panel';

/**
 * Whether an answer from the reader's position would be flagged (kept, not counted) by the API's
 * rule: farther from the epicentre than a quake of this magnitude is felt. Null when it is near
 * enough or no position is given. A province is not judged here: the API takes its nearest part
 * (the reader may have been anywhere in it), from outlines this page does not load.
 */
export function farFromQuake(quake: Pick<FeltQuake, 'latitude' | 'longitude' | 'magnitude'>, point: GeoPoint | null): { distanceKm: number } | null {
  if (!point) return null;
  const distance = distanceKm(quake.latitude, quake.longitude, point.latitude, point.longitude);
  return distance > quakeFeltRadiusKm(quake.magnitude) ? { distanceKm: Math.round(distance) } : null;
}
