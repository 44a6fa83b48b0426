/**
 * The chart's angles from sidereal time, written here from the spherical astronomy of Meeus,
 * "Astronomical Algorithms" (2nd ed.): ch. 12 (sidereal time), ch. 13 (ecliptic ↔ equator) and
 * ch. 22 (obliquity). astronomy-engine supplies Greenwich apparent sidereal time and the true
 * obliquity of date (IAU 2006 precession, IAU 2000B nutation).
 */
import { type AstroTime, e_tilt, SiderealTime } from 'astronomy-engine';
import { DEG, normalizeDegrees } from './zodiac';

/** True obliquity of the ecliptic (mean obliquity + nutation Δε) at the time, in degrees. */
export function trueObliquity(time: AstroTime): number {
  return e_tilt(time).tobl;
}

/** Greenwich apparent sidereal time in degrees (GAST, nutation's equation of the equinoxes included). */
export function greenwichApparentSiderealDegrees(time: AstroTime): number {
  return SiderealTime(time) * 15;
}

/**
 * Right ascension of the meridian (RAMC) = local apparent sidereal time in degrees. Longitude is
 * east positive, so a place east of Greenwich is ahead in sidereal time (Meeus 12, 13.5).
 */
export function rightAscensionOfMeridian(time: AstroTime, longitude: number): number {
  return normalizeDegrees(greenwichApparentSiderealDegrees(time) + longitude);
}

/**
 * Ecliptic longitude of the point on the ecliptic with right ascension `ra` (both in degrees):
 * tan λ = tan α / cos ε (Meeus 13.1 with β = 0), in the quadrant of α.
 */
export function eclipticLongitudeOfRightAscension(ra: number, obliquity: number): number {
  return normalizeDegrees(Math.atan2(Math.sin(ra * DEG), Math.cos(ra * DEG) * Math.cos(obliquity * DEG)) / DEG);
}

/** Right ascension of an ecliptic point (β = 0): tan α = tan λ cos ε, in the quadrant of λ (Meeus 13.3). */
export function rightAscensionOfEclipticLongitude(longitude: number, obliquity: number): number {
  return normalizeDegrees(Math.atan2(Math.sin(longitude * DEG) * Math.cos(obliquity * DEG), Math.cos(longitude * DEG)) / DEG);
}

/** Declination of an ecliptic point (β = 0): sin δ = sin ε sin λ (Meeus 13.4). */
export function declinationOfEclipticLongitude(longitude: number, obliquity: number): number {
  return Math.asin(Math.sin(obliquity * DEG) * Math.sin(longitude * DEG)) / DEG;
}

/** Midheaven: the ecliptic point on the upper meridian, i.e. with right ascension RAMC. */
export function midheaven(ramc: number, obliquity: number): number {
  return eclipticLongitudeOfRightAscension(ramc, obliquity);
}

/**
 * Ascendant: the ecliptic point rising on the eastern horizon. From Meeus 13.6 (altitude 0) solved
 * for the ecliptic: tan λ = −cos θ / (sin ε tan φ + cos ε sin θ), with θ = RAMC, and the quadrant
 * taken by atan2 so that the eastern (rising) intersection comes out.
 */
export function ascendant(ramc: number, obliquity: number, latitude: number): number {
  const theta = ramc * DEG;
  const eps = obliquity * DEG;
  const phi = latitude * DEG;
  return normalizeDegrees(
    Math.atan2(Math.cos(theta), -(Math.sin(theta) * Math.cos(eps) + Math.tan(phi) * Math.sin(eps))) / DEG,
  );
}

/**
 * Diurnal semi-arc of a point of declination δ at latitude φ: the hour angle at which it sets,
 * cos H₀ = −tan φ tan δ (Meeus 15.1 with h₀ = 0, no refraction: houses are geometric).
 * `undefined` when the point never rises or never sets there.
 */
export function diurnalSemiArc(declination: number, latitude: number): number | undefined {
  const cosH = -Math.tan(latitude * DEG) * Math.tan(declination * DEG);
  if (cosH < -1 || cosH > 1) return undefined;
  return Math.acos(cosH) / DEG;
}

/**
 * Where the house systems that divide time (Placidus, Koch) stop working: beyond the polar circles,
 * |φ| > 90° − ε, some ecliptic degrees never rise or never set.
 */
export function isPolarLatitude(latitude: number, obliquity: number): boolean {
  return Math.abs(latitude) > 90 - obliquity;
}
