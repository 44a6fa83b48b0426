import { distanceKm, PROVINCE_SEATS } from '@meydan/quakes/ingest';
import { quakeFeltRadiusKm } from '@meydan/shared/contracts/constants';
import type { GeoPoint } from '../common/geolocation';
import type { FeltQuake } from './felt-panel';

/**
 * Whether an answer from this place would be flagged (kept, not counted) by the API's rule: the
 * place (a province stands for its seat) is farther from the epicentre than a quake of this
 * magnitude is felt. Null when it is near enough, or no place is given yet.
 */
export function farFromQuake(quake: Pick<FeltQuake, 'latitude' | 'longitude' | 'magnitude'>, place: GeoPoint | { plate: number } | null): { distanceKm: number } | null {
  if (!place) return null;
  const point = 'plate' in place ? PROVINCE_SEATS.find((seat) => seat.plate === place.plate) : place;
  if (!point) return null;
  const distance = distanceKm(quake.latitude, quake.longitude, point.latitude, point.longitude);
  return distance > quakeFeltRadiusKm(quake.magnitude) ? { distanceKm: Math.round(distance) } : null;
}
