/**
 * A natal chart for a known instant and place: the twelve bodies, the angles, the houses in the
 * chosen system (Porphyry beyond the polar circles for Placidus and Koch, with a warning) and the
 * major aspects. Pure: no clock, no I/O.
 */
import { ascendant, midheaven, rightAscensionOfMeridian, trueObliquity } from '../angles';
import { type Aspect, findAspects } from '../aspects';
import { BODY_NAMES, type BodyName } from '../bodies';
import { type HouseSystem, houseCusps, houseOf, isHouseSystem, type PolarFallbackWarning } from '../houses';
import { astroTimeOf, type Instant, instantToMs, julianDayUt } from '../time/instant';
import { angleDifference, zodiacPosition, type ZodiacPosition } from '../zodiac';
import { allBodyMotions, bodyAspectPoints, type ChartBody, chartBody, type ChartPointKey } from './chart-points';

export interface NatalChartInput {
  /** The birth instant, UTC (see localToUtc for a wall-clock time). */
  utc: Instant;
  /** Degrees, north positive; the poles themselves have no ascendant. */
  latitude: number;
  /** Degrees, east positive. */
  longitude: number;
  houseSystem?: HouseSystem;
}

export interface ChartAngle extends ZodiacPosition {
  house: number;
}

export type NatalChartWarning = PolarFallbackWarning;

export interface NatalChart {
  /** The birth instant, ISO 8601 UTC. */
  utc: string;
  julianDayUt: number;
  bodies: Record<BodyName, ChartBody>;
  ascendant: ChartAngle;
  mc: ChartAngle;
  /**
   * Twelve cusp longitudes, index 0 = house 1. In the quadrant systems (Placidus, Koch, Porphyry)
   * index 0 is the ascendant and index 9 the MC; equal houses start at the ascendant, whole-sign
   * houses at the start of the rising sign, and in both the MC falls where it falls.
   */
  houses: number[];
  aspects: Aspect<ChartPointKey>[];
  /** The system the houses were drawn with: the one asked for, or Porphyry after a polar fallback. */
  houseSystem: HouseSystem;
  warnings: NatalChartWarning[];
}

/** RAMC advances 360.9856° per (solar) day. */
const RAMC_DEGREES_PER_DAY = 360.98564736629;
/** The angles are differenced over a quarter degree of RAMC (a minute of time). */
const ANGLE_STEP_RAMC_DEGREES = 0.25;

export function assertPlace(latitude: number, longitude: number): void {
  if (!Number.isFinite(latitude) || latitude <= -90 || latitude >= 90) {
    throw new RangeError(`latitude must be between -90 and 90 degrees (the poles excluded), got ${latitude}`);
  }
  if (!Number.isFinite(longitude) || longitude < -180 || longitude > 180) {
    throw new RangeError(`longitude must be between -180 and 180 degrees, got ${longitude}`);
  }
}

export function natalChart({ utc, latitude, longitude, houseSystem = 'placidus' }: NatalChartInput): NatalChart {
  assertPlace(latitude, longitude);
  if (!isHouseSystem(houseSystem)) throw new RangeError(`Unknown house system: ${String(houseSystem)}`);
  const ms = instantToMs(utc);
  const time = astroTimeOf(ms);

  const obliquity = trueObliquity(time);
  const ramc = rightAscensionOfMeridian(time, longitude);
  const frame = { ramc, obliquity, latitude, ascendant: ascendant(ramc, obliquity, latitude), mc: midheaven(ramc, obliquity) };
  const houses = houseCusps(houseSystem, frame);

  const motions = allBodyMotions(time);
  const bodies = Object.fromEntries(
    BODY_NAMES.map((body) => [body, chartBody(motions[body], houseOf(motions[body].longitude, houses.cusps))]),
  ) as Record<BodyName, ChartBody>;

  // The angles' speeds, for applying/separating aspects to them: where they are a minute later.
  const angleSpeed = (angleAt: (ramc: number) => number, now: number) =>
    angleDifference(angleAt(ramc + ANGLE_STEP_RAMC_DEGREES), now) / (ANGLE_STEP_RAMC_DEGREES / RAMC_DEGREES_PER_DAY);
  const aspectPoints = [
    ...bodyAspectPoints(motions),
    {
      key: 'ascendant' as const,
      longitude: frame.ascendant,
      speed: angleSpeed((r) => ascendant(r, obliquity, latitude), frame.ascendant),
      pointClass: 'point' as const,
    },
    { key: 'mc' as const, longitude: frame.mc, speed: angleSpeed((r) => midheaven(r, obliquity), frame.mc), pointClass: 'point' as const },
  ];

  return {
    utc: new Date(ms).toISOString(),
    julianDayUt: julianDayUt(ms),
    bodies,
    ascendant: { ...zodiacPosition(frame.ascendant), house: houseOf(frame.ascendant, houses.cusps) },
    mc: { ...zodiacPosition(frame.mc), house: houseOf(frame.mc, houses.cusps) },
    houses: houses.cusps,
    aspects: findAspects(aspectPoints, [['ascendant', 'mc']]),
    houseSystem: houses.usedSystem,
    warnings: houses.warnings,
  };
}
