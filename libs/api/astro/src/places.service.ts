import { nearestPlace, type Place, PLACES_CREDITS, searchPlaces } from '@meydan/astrology/places';
import type { Edition } from '@meydan/shared/util/routing';

/** The credit lines the licenses ask for, without the internal note of what each source gave. */
const CREDITS = PLACES_CREDITS.map(({ name, url, license, licenseUrl, notice }) => ({ name, url, license, licenseUrl, notice }));

/** Only the fields of the public contract (the gazetteer may carry more). */
function placeView(place: Place): Place {
  const { id, name, label, country, admin, latitude, longitude, timezone, population } = place;
  return { id, name, label, country, ...(admin ? { admin } : {}), latitude, longitude, timezone, ...(population !== undefined ? { population } : {}) };
}

export function placeSearchAnswer(query: string, limit: number | undefined, edition: Edition) {
  return { items: searchPlaces(query, { edition, limit }).map(placeView), credits: CREDITS };
}

export function nearestPlaceAnswer(latitude: number, longitude: number, edition: Edition) {
  const nearest = nearestPlace(latitude, longitude, { edition });
  return { place: nearest ? placeView(nearest.place) : null, distanceKm: nearest ? Math.round(nearest.distanceKm * 10) / 10 : null, credits: CREDITS };
}
