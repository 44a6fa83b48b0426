import {
  ascendant,
  astroTimeOf,
  chartForDay,
  type HouseSystem,
  localToUtc,
  natalChart,
  rightAscensionOfMeridian,
  trueObliquity,
  utcOffsetMsAt,
  zodiacPosition,
} from '@meydan/astrology/engine';
import type { NatalChartResponse, RisingSignResponse } from '@meydan/shared/contracts';
import { type Edition, ZODIAC_SIGNS } from '@meydan/shared/util/routing';
import { type BirthInput, computeChart } from './birth-input';
import { chartInterpretation } from './chart-reading';
import { dayWarning, localTimeWarnings, polarWarning } from './chart-warnings';
import { RISING_TEXTS } from './texts/rising-texts';
import { SIGN_NAMES } from './texts/sign-names';

/*
 * Charts for the API: wall-clock time → UTC through the time-zone database, the engine's chart,
 * its warnings in the edition's words. Pure computation: nothing is stored, nothing logged.
 */

const MS_PER_MINUTE = 60_000;
const isoDate = ({ year, month, day }: BirthInput) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

function localInstant(birth: BirthInput, time: { hour: number; minute: number }) {
  const { year, month, day, timezone } = birth;
  return localToUtc({ year, month, day, hour: time.hour, minute: time.minute, timezone });
}

/** The chart at the birth instant, or (time unknown) at local noon without angles or houses, with its reading. */
export function natalChartAnswer(birth: BirthInput, houseSystem: HouseSystem, edition: Edition): NatalChartResponse {
  const chart = computedChart(birth, houseSystem, edition);
  return { ...chart, interpretation: chartInterpretation(chart, edition) };
}

function computedChart(birth: BirthInput, houseSystem: HouseSystem, edition: Edition): Omit<NatalChartResponse, 'interpretation'> {
  const { latitude, longitude, timezone } = birth;
  return computeChart(() => {
    if (!birth.time) {
      const day = chartForDay({ date: isoDate(birth), latitude, longitude, timezone });
      return {
        utc: day.utc,
        julianDayUt: day.julianDayUt,
        utcOffsetMinutes: utcOffsetMsAt(timezone, Date.parse(day.utc)) / MS_PER_MINUTE,
        timeKnown: false,
        bodies: day.bodies,
        ascendant: null,
        mc: null,
        houses: null,
        aspects: day.aspects,
        houseSystem: null,
        warnings: day.warnings.map((warning) => dayWarning(warning, timezone, edition)),
        dayStartUtc: day.dayStartUtc,
        dayEndUtc: day.dayEndUtc,
      };
    }
    const local = localInstant(birth, birth.time);
    const chart = natalChart({ utc: local.utc, latitude, longitude, houseSystem });
    return {
      utc: chart.utc,
      julianDayUt: chart.julianDayUt,
      utcOffsetMinutes: local.offsetMinutes,
      timeKnown: true,
      bodies: chart.bodies,
      ascendant: chart.ascendant,
      mc: chart.mc,
      houses: chart.houses,
      aspects: chart.aspects,
      houseSystem: chart.houseSystem,
      warnings: [...localTimeWarnings(local, birth.time, timezone, edition), ...chart.warnings.map((warning) => polarWarning(warning, edition))],
    };
  });
}

/**
 * The rising sign alone: the ascendant from local apparent sidereal time and the true obliquity
 * (what natalChart computes first), without the bodies, houses and aspects a full chart adds.
 */
export function risingSignAnswer(birth: BirthInput & { time: { hour: number; minute: number } }, edition: Edition): RisingSignResponse {
  return computeChart(() => {
    const local = localInstant(birth, birth.time);
    const time = astroTimeOf(local.utc);
    const position = zodiacPosition(ascendant(rightAscensionOfMeridian(time, birth.longitude), trueObliquity(time), birth.latitude));
    return {
      utc: local.utc.toISOString(),
      utcOffsetMinutes: local.offsetMinutes,
      longitude: position.longitude,
      sign: position.sign,
      degree: position.degree,
      slug: ZODIAC_SIGNS[position.sign] ?? '',
      name: SIGN_NAMES[position.sign]?.[edition] ?? '',
      text: RISING_TEXTS[position.sign]?.[edition] ?? '',
      warnings: localTimeWarnings(local, birth.time, birth.timezone, edition),
    };
  });
}
