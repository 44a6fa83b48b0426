import { signOf } from '../zodiac';
import type { Cusps, HouseFrame } from './house-frame';

/** Whole-sign houses: the rising sign is the first house, each following sign the next one. */
export function wholeSignCusps({ ascendant }: HouseFrame): Cusps {
  const firstSignStart = signOf(ascendant) * 30;
  return Array.from({ length: 12 }, (_, house) => (firstSignStart + 30 * house) % 360);
}
