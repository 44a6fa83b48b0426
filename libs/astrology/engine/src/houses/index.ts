import { forwardArc } from '../zodiac';
import { equalCusps } from './equal';
import type { Cusps, HouseFrame, HouseSystem } from './house-frame';
import { kochCusps } from './koch';
import { placidusCusps } from './placidus';
import { porphyryCusps } from './porphyry';
import { wholeSignCusps } from './whole-sign';

export { equalCusps } from './equal';
export * from './house-frame';
export { kochCusps } from './koch';
export { placidusCusps } from './placidus';
export { porphyryCusps } from './porphyry';
export { wholeSignCusps } from './whole-sign';

/** Placidus or Koch could not be drawn there (beyond the polar circles): Porphyry was used instead. */
export interface PolarFallbackWarning {
  code: 'polar-fallback';
  from: 'placidus' | 'koch';
  to: 'porphyry';
}

export interface HouseCusps {
  /** The system asked for; `cusps` were drawn with `usedSystem` (different after a fallback). */
  houseSystem: HouseSystem;
  usedSystem: HouseSystem;
  cusps: Cusps;
  warnings: PolarFallbackWarning[];
}

export function houseCusps(houseSystem: HouseSystem, frame: HouseFrame): HouseCusps {
  switch (houseSystem) {
    case 'placidus':
    case 'koch': {
      const cusps = houseSystem === 'placidus' ? placidusCusps(frame) : kochCusps(frame);
      if (cusps) return { houseSystem, usedSystem: houseSystem, cusps, warnings: [] };
      return {
        houseSystem,
        usedSystem: 'porphyry',
        cusps: porphyryCusps(frame),
        warnings: [{ code: 'polar-fallback', from: houseSystem, to: 'porphyry' }],
      };
    }
    case 'porphyry':
      return { houseSystem, usedSystem: houseSystem, cusps: porphyryCusps(frame), warnings: [] };
    case 'equal':
      return { houseSystem, usedSystem: houseSystem, cusps: equalCusps(frame), warnings: [] };
    case 'whole-sign':
      return { houseSystem, usedSystem: houseSystem, cusps: wholeSignCusps(frame), warnings: [] };
    default:
      throw new RangeError(`Unknown house system: ${String(houseSystem)}`);
  }
}

/** House (1–12) of an ecliptic longitude: the last cusp at or before it, going round the zodiac. */
export function houseOf(longitude: number, cusps: Cusps): number {
  for (let house = 0; house < 12; house++) {
    const start = cusps[house];
    const end = cusps[(house + 1) % 12];
    if (forwardArc(start, longitude) < forwardArc(start, end)) return house + 1;
  }
  // Only reachable with degenerate cusps (all equal); the first house then holds everything.
  return 1;
}
