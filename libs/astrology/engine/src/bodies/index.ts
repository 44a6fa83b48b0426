import type { AstroTime } from 'astronomy-engine';
import { chironLongitude } from './chiron';
import { trueLunarNodeLongitude } from './lunar-node';
import { moonLongitude, PLANETS, type PlanetName, planetLongitude, sunLongitude } from './planets';

export { chironHelioVector, chironLongitude } from './chiron';
export { type OrbitalElementsRow, positionFromElements, solveKepler } from './kepler';
export { meanLunarNodeLongitude, trueLunarNodeLongitude } from './lunar-node';
export { moonLongitude, PLANETS, type PlanetName, planetLongitude, sunLongitude } from './planets';

export const BODY_NAMES = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'northNode',
  'chiron',
] as const;
export type BodyName = (typeof BODY_NAMES)[number];

/** Apparent geocentric ecliptic longitude of date of any chart body, degrees [0, 360). */
export function bodyLongitude(body: BodyName, time: AstroTime): number {
  switch (body) {
    case 'sun':
      return sunLongitude(time);
    case 'moon':
      return moonLongitude(time);
    case 'northNode':
      return trueLunarNodeLongitude(time);
    case 'chiron':
      return chironLongitude(time);
    default:
      if (body in PLANETS) return planetLongitude(body as PlanetName, time);
      throw new RangeError(`Unknown body: ${String(body)}`);
  }
}

/** A body's place and its motion along the ecliptic. */
export interface BodyMotion {
  longitude: number;
  /** Degrees per day; negative = retrograde. */
  speed: number;
}
