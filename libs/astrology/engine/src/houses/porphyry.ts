import { forwardArc } from '../zodiac';
import { type Cusps, cuspsFromEasternHalf, type HouseFrame } from './house-frame';

/**
 * Porphyry: each quadrant of the ecliptic between the angles is divided into three equal arcs.
 * Needs only the ascendant and MC, so it works at every latitude where those exist; it is the
 * fallback for Placidus and Koch beyond the polar circles.
 */
export function porphyryCusps({ ascendant, mc }: HouseFrame): Cusps {
  const upperThird = forwardArc(mc, ascendant) / 3;
  const lowerThird = forwardArc(ascendant, mc + 180) / 3;
  return cuspsFromEasternHalf(
    mc,
    mc + upperThird,
    mc + 2 * upperThird,
    ascendant,
    ascendant + lowerThird,
    ascendant + 2 * lowerThird,
  );
}
