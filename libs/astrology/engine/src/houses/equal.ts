import { normalizeDegrees } from '../zodiac';
import type { Cusps, HouseFrame } from './house-frame';

/** Equal houses: thirty degrees each from the ascendant. The MC falls wherever it falls (not cusp 10). */
export function equalCusps({ ascendant }: HouseFrame): Cusps {
  return Array.from({ length: 12 }, (_, house) => normalizeDegrees(ascendant + 30 * house));
}
