import { normalizeDegrees } from '../zodiac';

export const HOUSE_SYSTEMS = ['placidus', 'whole-sign', 'equal', 'koch', 'porphyry'] as const;
export type HouseSystem = (typeof HOUSE_SYSTEMS)[number];

export function isHouseSystem(value: unknown): value is HouseSystem {
  return typeof value === 'string' && (HOUSE_SYSTEMS as readonly string[]).includes(value);
}

/** What every house system starts from, all in degrees. */
export interface HouseFrame {
  /** Right ascension of the meridian (local apparent sidereal time × 15). */
  ramc: number;
  /** True obliquity of date. */
  obliquity: number;
  /** Geographic latitude, north positive. */
  latitude: number;
  ascendant: number;
  mc: number;
}

/** Twelve cusps, index 0 = cusp of house 1. */
export type Cusps = number[];

/**
 * Quadrant systems compute the cusps of houses 11, 12, 2 and 3; the angles give 1 and 10, and the
 * other six lie opposite (house n + 6 starts 180° from house n).
 */
export function cuspsFromEasternHalf(c10: number, c11: number, c12: number, c1: number, c2: number, c3: number): Cusps {
  // Built from the given values (not opposite-of-opposite), so cusp 1 and 10 equal the angles exactly.
  return [c1, c2, c3, c10 + 180, c11 + 180, c12 + 180, c1 + 180, c2 + 180, c3 + 180, c10, c11, c12].map(normalizeDegrees);
}
