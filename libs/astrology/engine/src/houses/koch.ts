import { ascendant, declinationOfEclipticLongitude, diurnalSemiArc, isPolarLatitude } from '../angles';
import { type Cusps, cuspsFromEasternHalf, type HouseFrame } from './house-frame';

/**
 * Koch (birthplace houses): the MC degree's diurnal semi-arc SA is divided into thirds of time, and
 * each cusp is the degree rising on the birthplace's horizon at one of those moments: cusps 10, 11,
 * 12, 1, 2, 3 are the ascendants for RAMC − SA, − 2SA/3, − SA/3, + 0, + SA/3, + 2SA/3 (RAMC − SA is
 * when the MC degree itself rose, so cusp 10 is the MC; RAMC + SA is when the IC degree rises).
 *
 * Returns `undefined` beyond the polar circles, where the MC degree may never rise or set.
 */
export function kochCusps(frame: HouseFrame): Cusps | undefined {
  const { ramc, obliquity, latitude } = frame;
  if (isPolarLatitude(latitude, obliquity)) return undefined;
  const semiArc = diurnalSemiArc(declinationOfEclipticLongitude(frame.mc, obliquity), latitude);
  if (semiArc === undefined) return undefined;
  const third = semiArc / 3;
  const risingAt = (ramcOffset: number) => ascendant(ramc + ramcOffset, obliquity, latitude);
  return cuspsFromEasternHalf(frame.mc, risingAt(-2 * third), risingAt(-third), frame.ascendant, risingAt(third), risingAt(2 * third));
}
