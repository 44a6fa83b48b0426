import { astroTimeOf, bodyLongitude, type BodyName, normalizeDegrees } from '@meydan/astrology/engine';
import type { AstroReadingPeriod } from '@meydan/shared/contracts';
import { addDays, istanbulDayStart, periodEndOf } from './periods';

/*
 * What the sky really does in a reading's period, computed with the chart engine, so the demo
 * readings' "planetary weather" is true for the dates they carry (issue 17: astronomical
 * precision is the point of the remote). Days are Istanbul days.
 */

export type MoonPhase = 'new' | 'waxing' | 'full' | 'waning';

export type Sky =
  | { period: 'daily'; moonSign: number; phase: MoonPhase }
  | { period: 'weekly'; body: 'mercury' | 'venus' | 'mars'; bodySign: number; retrograde: boolean }
  | { period: 'monthly'; fullMoon: { day: string; sign: number } | null; sunIngress: { day: string; sign: number } | null }
  | { period: 'yearly'; jupiterStart: number; jupiterEnd: number; saturnStart: number };

const HOUR_MS = 3_600_000;

const signAt = (body: BodyName, instant: number) => Math.floor(bodyLongitude(body, astroTimeOf(instant)) / 30);
/** The Moon's distance ahead of the Sun: 0 new, 180 full. */
const elongationAt = (instant: number) => {
  const time = astroTimeOf(instant);
  return normalizeDegrees(bodyLongitude('moon', time) - bodyLongitude('sun', time));
};

function phaseOf(elongation: number): MoonPhase {
  if (elongation < 20 || elongation >= 340) return 'new';
  if (elongation < 160) return 'waxing';
  if (elongation < 200) return 'full';
  return 'waning';
}

/** The days of [start, end] on which `changed(dayStart, nextDayStart)` holds. */
function daysWhere(start: string, end: string, changed: (from: number, to: number) => boolean): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) {
    if (changed(istanbulDayStart(day), istanbulDayStart(addDays(day, 1)))) days.push(day);
  }
  return days;
}

/** The instant in [from, to) at which the Moon is exactly opposite the Sun (bisection to a minute). */
function fullMoonInstant(from: number, to: number): number {
  let [low, high] = [from, to];
  while (high - low > 60_000) {
    const middle = (low + high) / 2;
    if (elongationAt(middle) < 180) low = middle;
    else high = middle;
  }
  return low;
}

/** `body` picks the weekly reading's planet (the composer draws it). */
export function skyOf(period: AstroReadingPeriod, start: string, body: 'mercury' | 'venus' | 'mars' = 'venus'): Sky {
  const end = periodEndOf(period, start);
  switch (period) {
    case 'daily': {
      const noon = istanbulDayStart(start) + 12 * HOUR_MS;
      return { period, moonSign: signAt('moon', noon), phase: phaseOf(elongationAt(noon)) };
    }
    case 'weekly': {
      // Midweek: Thursday noon.
      const thursday = istanbulDayStart(addDays(start, 3)) + 12 * HOUR_MS;
      const before = bodyLongitude(body, astroTimeOf(thursday - 24 * HOUR_MS));
      const after = bodyLongitude(body, astroTimeOf(thursday + 24 * HOUR_MS));
      return { period, body, bodySign: signAt(body, thursday), retrograde: normalizeDegrees(after - before) > 180 };
    }
    case 'monthly': {
      const fullDay = daysWhere(start, end, (from, to) => elongationAt(from) < 180 && elongationAt(to) >= 180 && elongationAt(to) < 270)[0];
      const ingressDay = daysWhere(start, end, (from, to) => signAt('sun', from) !== signAt('sun', to))[0];
      return {
        period,
        // The sign at the exact instant: a full Moon near a cusp is in one sign at noon and another at the opposition.
        fullMoon: fullDay ? { day: fullDay, sign: signAt('moon', fullMoonInstant(istanbulDayStart(fullDay), istanbulDayStart(addDays(fullDay, 1)))) } : null,
        sunIngress: ingressDay ? { day: ingressDay, sign: signAt('sun', istanbulDayStart(addDays(ingressDay, 1))) } : null,
      };
    }
    case 'yearly': {
      const first = istanbulDayStart(start);
      const last = istanbulDayStart(end) + 12 * HOUR_MS;
      return { period, jupiterStart: signAt('jupiter', first), jupiterEnd: signAt('jupiter', last), saturnStart: signAt('saturn', first) };
    }
  }
}
