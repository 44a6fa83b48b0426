/**
 * 2060 Chiron, which astronomy-engine does not carry: Keplerian motion from the nearest of a table of
 * osculating elements (every two years, 1900–2100, derived from JPL Horizons state vectors; see
 * scripts/generate-chiron-elements.mjs), seen from the Earth of astronomy-engine.
 *
 * Expected accuracy (measured against Horizons, see chiron.spec.ts): within about 0.005° of JPL's
 * apparent geocentric longitude 1950–2050, where the elements come straight from Horizons (two-body
 * drift over at most a year from the epoch); up to about 0.01° towards 1900 and 2100, where the
 * elements were carried from 1950 and 2050 by astronomy-engine's gravity simulator. Outside
 * 1900–2100 the nearest (end) elements are still used and the error grows by degrees per century:
 * Chiron's orbit is chaotic over long spans (close approaches to Saturn).
 */
import { AstroTime, Body, Ecliptic, HelioVector, Rotation_ECL_EQJ, RotateVector, Vector } from 'astronomy-engine';
import { CHIRON_ELEMENTS_1900_1998 } from './chiron-elements-1900-1998';
import { CHIRON_ELEMENTS_2000_2100 } from './chiron-elements-2000-2100';
import { type OrbitalElementsRow, positionFromElements } from './kepler';

const CHIRON_ELEMENTS: readonly OrbitalElementsRow[] = [...CHIRON_ELEMENTS_1900_1998, ...CHIRON_ELEMENTS_2000_2100];
const FIRST_EPOCH = CHIRON_ELEMENTS[0][0];
const EPOCH_SPACING_DAYS = (CHIRON_ELEMENTS[CHIRON_ELEMENTS.length - 1][0] - FIRST_EPOCH) / (CHIRON_ELEMENTS.length - 1);
const J2000 = 2451545.0;
/** Light travel time for 1 AU, in days. */
const LIGHT_DAYS_PER_AU = 0.0057755183;
const ECLIPTIC_TO_EQUATOR_J2000 = Rotation_ECL_EQJ();

function nearestElements(julianEphemerisDay: number): OrbitalElementsRow {
  // Epochs are 1 January of even years: about evenly spaced, so the index is found by arithmetic and checked.
  const guess = Math.round((julianEphemerisDay - FIRST_EPOCH) / EPOCH_SPACING_DAYS);
  let best = CHIRON_ELEMENTS[Math.max(0, Math.min(CHIRON_ELEMENTS.length - 1, guess))];
  for (const index of [guess - 1, guess + 1]) {
    const row = CHIRON_ELEMENTS[index];
    if (row && Math.abs(row[0] - julianEphemerisDay) < Math.abs(best[0] - julianEphemerisDay)) best = row;
  }
  return best;
}

/** Heliocentric position of Chiron in astronomy-engine's J2000 equatorial frame (EQJ), AU. */
export function chironHelioVector(time: AstroTime): Vector {
  const jde = time.tt + J2000;
  const [x, y, z] = positionFromElements(nearestElements(jde), jde);
  return RotateVector(ECLIPTIC_TO_EQUATOR_J2000, new Vector(x, y, z, time));
}

/**
 * Apparent geocentric ecliptic longitude of date. Light time and aberration are applied the way
 * astronomy-engine does it for the planets: both Chiron and the Earth taken at t − τ (the classic
 * first-order form of planetary aberration, Meeus ch. 33), then precession and nutation to the true
 * ecliptic of date.
 */
export function chironLongitude(time: AstroTime): number {
  let lightTime = 0;
  let geocentric = new Vector(0, 0, 0, time);
  for (let iteration = 0; iteration < 3; iteration++) {
    const emitted = time.AddDays(-lightTime);
    const chiron = chironHelioVector(emitted);
    const earth = HelioVector(Body.Earth, emitted);
    geocentric = new Vector(chiron.x - earth.x, chiron.y - earth.y, chiron.z - earth.z, time);
    lightTime = geocentric.Length() * LIGHT_DAYS_PER_AU;
  }
  return Ecliptic(geocentric).elon;
}
