import type { AstroTime } from 'astronomy-engine';
import type { AspectPoint, PointClass } from '../aspects';
import { BODY_NAMES, type BodyMotion, type BodyName, bodyLongitude } from '../bodies';
import { angleDifference, zodiacPosition, type ZodiacPosition } from '../zodiac';

export interface ChartBody extends ZodiacPosition {
  /** 1–12; absent when the birth time (and so the houses) is unknown. */
  house?: number;
  /** Moving backwards along the ecliptic at that moment (always false for the Sun and Moon). */
  retrograde?: boolean;
}

export type ChartPointKey = BodyName | 'ascendant' | 'mc';

/**
 * Half-width of the interval the longitudinal speed is measured over, in days. Two hours keeps the
 * difference quotient within a hair of the instantaneous speed (even for the Moon) while the change
 * in longitude stays far above the positions' rounding.
 */
const SPEED_HALF_INTERVAL_DAYS = 1 / 12;

/**
 * Longitude and speed of every body. All bodies are computed at one instant before moving on to the
 * next, so astronomy-engine's one-instant caches (nutation, the Earth) are reused across bodies.
 */
export function allBodyMotions(time: AstroTime): Record<BodyName, BodyMotion> {
  const at = (t: AstroTime) => BODY_NAMES.map((body) => bodyLongitude(body, t));
  const before = at(time.AddDays(-SPEED_HALF_INTERVAL_DAYS));
  const after = at(time.AddDays(SPEED_HALF_INTERVAL_DAYS));
  const now = at(time);
  return Object.fromEntries(
    BODY_NAMES.map((body, index) => [
      body,
      { longitude: now[index], speed: angleDifference(after[index], before[index]) / (2 * SPEED_HALF_INTERVAL_DAYS) },
    ]),
  ) as Record<BodyName, BodyMotion>;
}

export function chartBody({ longitude, speed }: BodyMotion, house?: number): ChartBody {
  return { ...zodiacPosition(longitude), ...(house === undefined ? {} : { house }), retrograde: speed < 0 };
}

export function pointClassOf(key: ChartPointKey): PointClass {
  if (key === 'sun' || key === 'moon') return 'luminary';
  if (key === 'northNode' || key === 'chiron' || key === 'ascendant' || key === 'mc') return 'point';
  return 'planet';
}

export function bodyAspectPoints(motions: Record<BodyName, BodyMotion>): AspectPoint<ChartPointKey>[] {
  return BODY_NAMES.map((body) => ({ key: body, ...motions[body], pointClass: pointClassOf(body) }));
}
