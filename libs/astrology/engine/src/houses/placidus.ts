import { declinationOfEclipticLongitude, diurnalSemiArc, eclipticLongitudeOfRightAscension, isPolarLatitude } from '../angles';
import { angleDifference, normalizeDegrees } from '../zodiac';
import { type Cusps, cuspsFromEasternHalf, type HouseFrame } from './house-frame';

const MAX_ITERATIONS = 200;
const TOLERANCE_DEGREES = 1e-10;

/**
 * Placidus: a cusp is the ecliptic degree that has covered a given fraction of its own semi-arc,
 * in time (hour angle). Cusps 11 and 12 lie one and two thirds of their diurnal semi-arc (SA) east
 * of the upper meridian; cusps 3 and 2 one and two thirds of their nocturnal semi-arc (180° − SA)
 * east of the lower meridian. In right ascension, with θ = RAMC:
 *   cusp 11: α = θ + SA/3          cusp 12: α = θ + 2·SA/3
 *   cusp 3:  α = θ + 180° − (180° − SA)/3   cusp 2: α = θ + 180° − 2·(180° − SA)/3
 * SA depends on the cusp's own declination, hence the fixed-point iteration (the classic semi-arc
 * method, e.g. R. Hand's formulation; geometry from Meeus ch. 13 and 15).
 *
 * Returns `undefined` where the system does not exist: beyond the polar circles (some degrees never
 * rise or set) or if the iteration does not settle.
 */
export function placidusCusps(frame: HouseFrame): Cusps | undefined {
  if (isPolarLatitude(frame.latitude, frame.obliquity)) return undefined;
  const c11 = placidusCusp(frame, 1 / 3, 'above-horizon');
  const c12 = placidusCusp(frame, 2 / 3, 'above-horizon');
  const c2 = placidusCusp(frame, 2 / 3, 'below-horizon');
  const c3 = placidusCusp(frame, 1 / 3, 'below-horizon');
  if (c11 === undefined || c12 === undefined || c2 === undefined || c3 === undefined) return undefined;
  return cuspsFromEasternHalf(frame.mc, c11, c12, frame.ascendant, c2, c3);
}

/** `fraction` of the semi-arc counted from the meridian the cusp belongs to (upper for 11–12, lower for 2–3). */
function placidusCusp(
  { ramc, obliquity, latitude }: HouseFrame,
  fraction: number,
  side: 'above-horizon' | 'below-horizon',
): number | undefined {
  const rightAscensionFor = (semiArc: number) =>
    side === 'above-horizon' ? ramc + fraction * semiArc : ramc + 180 - fraction * (180 - semiArc);

  // Start from the equator's answer (SA = 90°) and let the cusp's own declination correct it.
  let ra = rightAscensionFor(90);
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    const longitude = eclipticLongitudeOfRightAscension(ra, obliquity);
    const semiArc = diurnalSemiArc(declinationOfEclipticLongitude(longitude, obliquity), latitude);
    if (semiArc === undefined) return undefined;
    const next = rightAscensionFor(semiArc);
    if (Math.abs(angleDifference(next, ra)) < TOLERANCE_DEGREES) {
      return eclipticLongitudeOfRightAscension(normalizeDegrees(next), obliquity);
    }
    ra = next;
  }
  return undefined;
}
