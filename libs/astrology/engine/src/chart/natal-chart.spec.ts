import { localToUtc } from '@meydan/shared/util/format';
import { BODY_NAMES } from '../bodies';
import { houseOf } from '../houses';
import { angleDifference } from '../zodiac';
import { natalChart, type NatalChart } from './natal-chart';

const close = (actual: number, expected: number, tolerance: number) =>
  expect(Math.abs(angleDifference(actual, expected))).toBeLessThan(tolerance);
const signDegree = (sign: number, degrees: number, minutes: number) => sign * 30 + degrees + minutes / 60;

function expectConsistent(chart: NatalChart) {
  expect(chart.houses).toHaveLength(12);
  for (const body of BODY_NAMES) {
    const position = chart.bodies[body];
    expect(position.longitude).toBeGreaterThanOrEqual(0);
    expect(position.longitude).toBeLessThan(360);
    expect(position.sign).toBe(Math.floor(position.longitude / 30));
    expect(position.degree).toBeCloseTo(position.longitude - 30 * position.sign, 9);
    expect(position.house).toBe(houseOf(position.longitude, chart.houses));
  }
  expect(chart.bodies.sun.retrograde).toBe(false);
  expect(chart.bodies.moon.retrograde).toBe(false);
  expect(chart.aspects.some((aspect) => [aspect.a, aspect.b].includes('ascendant') && [aspect.a, aspect.b].includes('mc'))).toBe(false);
}

describe('natalChart', () => {
  it('reproduces a published worked chart: "Mary", 7 May 1982 11:17 EDT, New Berlin NY', () => {
    // trans4mind.com's chart-calculation lessons: LST 1h16m13s, ascendant 5°09′ Leo ("the correct
    // answer … can be computed"), Placidus 11th 27°42′ Taurus, 12th 4°17′ Cancer, 2nd 25°04′ Leo,
    // 3rd 19°29′ Virgo (tables, to an arcminute), Sun 16°44′ Taurus (ephemeris, to an arcminute).
    // Ours: LST 1h16m12.8s, ascendant 5°08.9′ Leo, cusps within 1′, Sun 16°43.9′.
    const { utc } = localToUtc({ year: 1982, month: 5, day: 7, hour: 11, minute: 17, timezone: 'America/New_York' });
    expect(utc.toISOString()).toBe('1982-05-07T15:17:00.000Z');
    const chart = natalChart({ utc, latitude: 42 + 37 / 60, longitude: -(75 + 20 / 60) });
    close(chart.ascendant.longitude, signDegree(4, 5, 9), 0.05);
    close(chart.houses[10], signDegree(1, 27, 42), 0.1);
    close(chart.houses[11], signDegree(3, 4, 17), 0.1);
    close(chart.houses[1], signDegree(4, 25, 4), 0.1);
    close(chart.houses[2], signDegree(5, 19, 29), 0.1);
    close(chart.bodies.sun.longitude, signDegree(1, 16, 44), 0.02);
    expect(chart.houseSystem).toBe('placidus');
    expect(chart.warnings).toEqual([]);
    expectConsistent(chart);
  });

  it('draws a chart in Istanbul in the summer of 1983, when Turkey ran on UTC+4', () => {
    const { utc, offsetMinutes } = localToUtc({ year: 1983, month: 8, day: 20, hour: 12, minute: 0, timezone: 'Europe/Istanbul' });
    expect(offsetMinutes).toBe(240);
    const chart = natalChart({ utc, latitude: 41.0082, longitude: 28.9784 });
    expect(chart.utc).toBe('1983-08-20T08:00:00.000Z');
    expect(chart.julianDayUt).toBeCloseTo(2445566.833333, 6);
    expect(chart.bodies.sun.sign).toBe(4); // Leo
    expect(chart.houses[0]).toBe(chart.ascendant.longitude);
    expect(chart.houses[9]).toBe(chart.mc.longitude);
    expect(chart.ascendant.house).toBe(1);
    expect(chart.mc.house).toBe(10);
    expectConsistent(chart);
  });

  it('draws a chart on 2016-09-08, after Turkey stayed on UTC+3', () => {
    const { utc } = localToUtc({ year: 2016, month: 9, day: 8, hour: 9, minute: 30, timezone: 'Europe/Istanbul' });
    const chart = natalChart({ utc, latitude: 39.9334, longitude: 32.8597, houseSystem: 'koch' });
    expect(chart.utc).toBe('2016-09-08T06:30:00.000Z');
    expect(chart.bodies.sun.sign).toBe(5); // Virgo
    expect(chart.houseSystem).toBe('koch');
    expectConsistent(chart);
  });

  it('falls back to Porphyry north of the Arctic circle (Tromsø in winter) and warns', () => {
    const { utc } = localToUtc({ year: 2020, month: 1, day: 15, hour: 12, minute: 0, timezone: 'Europe/Oslo' });
    for (const houseSystem of ['placidus', 'koch'] as const) {
      const chart = natalChart({ utc, latitude: 69.6492, longitude: 18.9553, houseSystem });
      expect(chart.houseSystem).toBe('porphyry');
      expect(chart.warnings).toEqual([{ code: 'polar-fallback', from: houseSystem, to: 'porphyry' }]);
      expect(chart.houses).toEqual(natalChart({ utc, latitude: 69.6492, longitude: 18.9553, houseSystem: 'porphyry' }).houses);
      expectConsistent(chart);
    }
  });

  it('draws equal and whole-sign houses from the same angles', () => {
    const utc = new Date('2001-06-15T18:45:00Z');
    const place = { latitude: -33.8688, longitude: 151.2093 };
    const placidus = natalChart({ utc, ...place });
    const equal = natalChart({ utc, ...place, houseSystem: 'equal' });
    const wholeSign = natalChart({ utc, ...place, houseSystem: 'whole-sign' });
    expect(equal.ascendant).toEqual(placidus.ascendant);
    expect(equal.houses[0]).toBe(placidus.ascendant.longitude);
    expect(wholeSign.houses[0]).toBe(placidus.ascendant.sign * 30);
    expect(wholeSign.bodies.sun.house).toBe(((placidus.bodies.sun.sign - placidus.ascendant.sign + 12) % 12) + 1);
    expectConsistent(equal);
    expectConsistent(wholeSign);
  });

  it('lists aspects to the angles and marks retrograde bodies', () => {
    const chart = natalChart({ utc: new Date('2023-05-01T12:00:00Z'), latitude: 41, longitude: 29 });
    expect(chart.bodies.mercury.retrograde).toBe(true);
    expect(chart.bodies.venus.retrograde).toBe(false);
    for (const aspect of chart.aspects) expect(aspect.orb).toBeLessThanOrEqual(10);
    expect(chart.aspects.some((aspect) => aspect.a === 'ascendant' || aspect.b === 'ascendant' || aspect.b === 'mc')).toBe(true);
  });

  it('gives the same chart for the same input, from a Date or epoch milliseconds', () => {
    const input = { latitude: 38.4237, longitude: 27.1428, houseSystem: 'placidus' as const };
    const fromDate = natalChart({ utc: new Date('1990-02-03T04:05:00Z'), ...input });
    expect(natalChart({ utc: Date.UTC(1990, 1, 3, 4, 5), ...input })).toEqual(fromDate);
  });

  it('refuses places and house systems it cannot draw', () => {
    const utc = new Date('2000-01-01T00:00:00Z');
    expect(() => natalChart({ utc, latitude: 90, longitude: 0 })).toThrow(RangeError);
    expect(() => natalChart({ utc, latitude: 0, longitude: 181 })).toThrow(RangeError);
    expect(() => natalChart({ utc, latitude: Number.NaN, longitude: 0 })).toThrow(RangeError);
    expect(() => natalChart({ utc: new Date('nope'), latitude: 0, longitude: 0 })).toThrow(RangeError);
    // @ts-expect-error an unknown system, as an API request might send
    expect(() => natalChart({ utc, latitude: 0, longitude: 0, houseSystem: 'campanus' })).toThrow(RangeError);
  });
});
