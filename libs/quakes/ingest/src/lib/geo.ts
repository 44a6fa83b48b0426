/** Mean Earth radius (IUGG), km. */
const EARTH_RADIUS_KM = 6371.0088;
const RAD = Math.PI / 180;

/** Great-circle distance between two epicentres, km (haversine; depth is not part of it). */
export function distanceKm(latitudeA: number, longitudeA: number, latitudeB: number, longitudeB: number): number {
  const dLat = (latitudeB - latitudeA) * RAD;
  const dLon = (longitudeB - longitudeA) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(latitudeA * RAD) * Math.cos(latitudeB * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
