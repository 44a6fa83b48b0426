/**
 * The five major (Ptolemaic) aspects between chart points, with their orbs.
 *
 * Orbs: each point has an allowance per aspect, and a pair may be that far from exact by the mean of
 * its two allowances (the classical "moieties" rule, so a Sun–Moon square gets the luminaries' full
 * orb and a Mars–Chiron square something in between). The allowances are a common modern set:
 *   luminaries (Sun, Moon): 10° conjunction/opposition, 8° square/trine, 6° sextile
 *   planets:                 8°                         7°               5°
 *   points (node, Chiron, ascendant, MC): 5°           4°               3°
 */
import { angleDifference } from './zodiac';

export const ASPECT_ANGLES = {
  conjunction: 0,
  sextile: 60,
  square: 90,
  trine: 120,
  opposition: 180,
} as const;
export type AspectType = keyof typeof ASPECT_ANGLES;
const ASPECT_TYPES = Object.keys(ASPECT_ANGLES) as AspectType[];

export type PointClass = 'luminary' | 'planet' | 'point';

const ALLOWANCES: Record<PointClass, Record<AspectType, number>> = {
  luminary: { conjunction: 10, opposition: 10, square: 8, trine: 8, sextile: 6 },
  planet: { conjunction: 8, opposition: 8, square: 7, trine: 7, sextile: 5 },
  point: { conjunction: 5, opposition: 5, square: 4, trine: 4, sextile: 3 },
};

export function aspectOrbAllowance(type: AspectType, a: PointClass, b: PointClass): number {
  return (ALLOWANCES[a][type] + ALLOWANCES[b][type]) / 2;
}

export interface AspectPoint<Key extends string = string> {
  key: Key;
  longitude: number;
  /** Degrees per day (the angles move with the Earth's turning, about 360° a day). */
  speed: number;
  pointClass: PointClass;
}

export interface Aspect<Key extends string = string> {
  a: Key;
  b: Key;
  type: AspectType;
  /** The exact angle of the aspect: 0, 60, 90, 120 or 180. */
  angle: number;
  /** Degrees from exact, ≥ 0. */
  orb: number;
  /** The orb is shrinking (the aspect is forming) rather than growing. */
  applying: boolean;
}

/** Time step for applying/separating: a minute, short enough even for the angles (¼° a minute). */
const APPLYING_STEP_DAYS = 1 / 1440;

function separation(a: number, b: number): number {
  return Math.abs(angleDifference(a, b));
}

/**
 * Every major aspect within orb between pairs of `points`, in the order the points are given
 * (a before b). Pairs listed in `skipPairs` (e.g. ascendant–MC) are left out.
 */
export function findAspects<Key extends string>(
  points: readonly AspectPoint<Key>[],
  skipPairs: readonly (readonly [Key, Key])[] = [],
): Aspect<Key>[] {
  const skipped = new Set(skipPairs.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));
  const aspects: Aspect<Key>[] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const [p, q] = [points[i], points[j]];
      if (skipped.has(`${p.key}|${q.key}`)) continue;
      const now = separation(p.longitude, q.longitude);
      const later = separation(p.longitude + p.speed * APPLYING_STEP_DAYS, q.longitude + q.speed * APPLYING_STEP_DAYS);
      for (const type of ASPECT_TYPES) {
        const angle = ASPECT_ANGLES[type];
        const orb = Math.abs(now - angle);
        if (orb > aspectOrbAllowance(type, p.pointClass, q.pointClass)) continue;
        aspects.push({ a: p.key, b: q.key, type, angle, orb, applying: Math.abs(later - angle) < orb });
      }
    }
  }
  return aspects;
}
