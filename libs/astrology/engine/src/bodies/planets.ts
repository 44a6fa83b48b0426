/**
 * Apparent geocentric positions of the Sun, Moon and planets from astronomy-engine: light time,
 * aberration, precession and nutation applied, measured on the true ecliptic and equinox of date
 * (tropical). Its planets come from a truncated VSOP87 (Pluto from a numerical integration), the
 * Moon from the Improved Lunar Ephemeris; measured against full VSOP87 and ELP/MPP02 in
 * planets.spec.ts.
 */
import { type AstroTime, Body, Ecliptic, EclipticGeoMoon, GeoVector, SunPosition } from 'astronomy-engine';
import { normalizeDegrees } from '../zodiac';

export const PLANETS = {
  mercury: Body.Mercury,
  venus: Body.Venus,
  mars: Body.Mars,
  jupiter: Body.Jupiter,
  saturn: Body.Saturn,
  uranus: Body.Uranus,
  neptune: Body.Neptune,
  pluto: Body.Pluto,
} as const;
export type PlanetName = keyof typeof PLANETS;

/** The Sun's apparent longitude (SunPosition includes aberration and nutation). */
export function sunLongitude(time: AstroTime): number {
  return normalizeDegrees(SunPosition(time).elon);
}

/**
 * The Moon's apparent longitude. Its ecliptic-of-date position includes nutation; the Moon's own
 * light time (1.3 s, under 1″ of motion) is below the theory's accuracy and left out, as in Meeus 47.
 */
export function moonLongitude(time: AstroTime): number {
  return normalizeDegrees(EclipticGeoMoon(time).lon);
}

/** A planet's apparent longitude: GeoVector with aberration (light time included), then to the true ecliptic of date. */
export function planetLongitude(planet: PlanetName, time: AstroTime): number {
  return normalizeDegrees(Ecliptic(GeoVector(PLANETS[planet], time, true)).elon);
}
