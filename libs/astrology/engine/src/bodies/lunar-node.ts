/**
 * The Moon's north (ascending) node on the true ecliptic of date.
 *
 * - Mean node: Meeus ch. 47, formula 47.7 (mean longitude of the ascending node, mean equinox of
 *   date), plus nutation in longitude Δψ so it is measured from the same true equinox as the bodies.
 * - True node: the osculating node, where the plane of the Moon's instantaneous geocentric orbit
 *   (position × velocity, from astronomy-engine's lunar theory) crosses the ecliptic of date. This
 *   is what astrology software calls the "true node"; it swings about ±1.5° round the mean node.
 *
 * Charts use the true node (`northNode`); the mean node is exported for comparison and tests.
 */
import { type AstroTime, e_tilt, GeoMoonState, Rotation_EQJ_ECT, RotateVector, Vector } from 'astronomy-engine';
import { DEG, normalizeDegrees } from '../zodiac';

export function meanLunarNodeLongitude(time: AstroTime): number {
  const T = time.tt / 36525; // Julian centuries of TT from J2000.0
  const meanOfDate = 125.0445479 - 1934.1362891 * T + 0.0020754 * T * T + (T * T * T) / 467441 - (T * T * T * T) / 60616000;
  return normalizeDegrees(meanOfDate + e_tilt(time).dpsi / 3600);
}

export function trueLunarNodeLongitude(time: AstroTime): number {
  const state = GeoMoonState(time);
  const toEclipticOfDate = Rotation_EQJ_ECT(time);
  const r = RotateVector(toEclipticOfDate, new Vector(state.x, state.y, state.z, time));
  const v = RotateVector(toEclipticOfDate, new Vector(state.vx, state.vy, state.vz, time));
  // Orbit normal h = r × v; the ascending node lies along ẑ × h = (−h_y, h_x, 0).
  const hx = r.y * v.z - r.z * v.y;
  const hy = r.z * v.x - r.x * v.z;
  return normalizeDegrees(Math.atan2(hx, -hy) / DEG);
}
