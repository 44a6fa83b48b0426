/**
 * A chart for a birth date whose time is unknown: the bodies at local noon (the usual convention:
 * no position is then more than half a day off), no ascendant, MC or houses (they turn through the
 * whole zodiac in a day), and a warning for every body whose sign changed during that local day
 * (nearly every other day for the Moon), with the instant it changed.
 */
import { localToUtc } from '@meydan/shared/util/format';
import { type Aspect, findAspects } from '../aspects';
import { BODY_NAMES, type BodyName, bodyLongitude } from '../bodies';
import { astroTimeOf, julianDayUt } from '../time/instant';
import { type SignIndex, signOf } from '../zodiac';
import { allBodyMotions, bodyAspectPoints, type ChartBody, chartBody, type ChartPointKey } from './chart-points';
import { assertPlace } from './natal-chart';

export interface DayChartInput {
  /** The local calendar date, `YYYY-MM-DD`. */
  date: string;
  latitude: number;
  longitude: number;
  /** IANA zone that defines where the day starts and ends. */
  timezone: string;
}

export type DayChartWarning =
  | { code: 'birth-time-unknown' }
  | { code: 'sign-changed-during-day'; body: BodyName; from: SignIndex; to: SignIndex; at: string };

export interface DayChart {
  date: string;
  /** Local noon, the instant the positions are given for (ISO 8601 UTC). */
  utc: string;
  julianDayUt: number;
  /** First and last instant of the local day (the end is exclusive: the next day's midnight). */
  dayStartUtc: string;
  dayEndUtc: string;
  /** Positions at local noon, without houses. Geocentric: the place only fixes the time zone's day. */
  bodies: Record<BodyName, ChartBody>;
  /** Between bodies only; an orb may be off by the body's motion in half a day (the Moon's ±6.5°). */
  aspects: Aspect<ChartPointKey>[];
  warnings: DayChartWarning[];
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A body changes sign at most once a day (the Moon takes over two days per sign); a second is close enough. */
const INGRESS_PRECISION_MS = 1000;

function parseDate(date: string): { year: number; month: number; day: number } {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new RangeError(`date must be YYYY-MM-DD, got ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function signAt(body: BodyName, ms: number): SignIndex {
  return signOf(bodyLongitude(body, astroTimeOf(ms)));
}

/** When `body` left sign `from` between `startMs` and `endMs` (bisection on the sign). */
function ingressInstant(body: BodyName, from: SignIndex, startMs: number, endMs: number): number {
  let [low, high] = [startMs, endMs];
  while (high - low > INGRESS_PRECISION_MS) {
    const middle = (low + high) / 2;
    if (signAt(body, middle) === from) low = middle;
    else high = middle;
  }
  return high;
}

export function chartForDay({ date, latitude, longitude, timezone }: DayChartInput): DayChart {
  assertPlace(latitude, longitude);
  const { year, month, day } = parseDate(date);
  const startMs = localToUtc({ year, month, day, hour: 0, minute: 0, timezone }).utc.getTime();
  const noonMs = localToUtc({ year, month, day, hour: 12, minute: 0, timezone }).utc.getTime();
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  const endMs = localToUtc({
    year: next.getUTCFullYear(),
    month: next.getUTCMonth() + 1,
    day: next.getUTCDate(),
    hour: 0,
    minute: 0,
    timezone,
  }).utc.getTime();

  const motions = allBodyMotions(astroTimeOf(noonMs));
  const bodies = Object.fromEntries(BODY_NAMES.map((body) => [body, chartBody(motions[body])])) as Record<BodyName, ChartBody>;

  const warnings: DayChartWarning[] = [{ code: 'birth-time-unknown' }];
  const lastMs = endMs - INGRESS_PRECISION_MS;
  for (const body of BODY_NAMES) {
    const [from, to] = [signAt(body, startMs), signAt(body, lastMs)];
    if (from === to) continue;
    const at = new Date(ingressInstant(body, from, startMs, lastMs)).toISOString();
    warnings.push({ code: 'sign-changed-during-day', body, from, to, at });
  }

  return {
    date,
    utc: new Date(noonMs).toISOString(),
    julianDayUt: julianDayUt(noonMs),
    dayStartUtc: new Date(startMs).toISOString(),
    dayEndUtc: new Date(endMs).toISOString(),
    bodies,
    aspects: findAspects(bodyAspectPoints(motions)),
    warnings,
  };
}
