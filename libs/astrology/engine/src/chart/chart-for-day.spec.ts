import { bodyLongitude } from '../bodies';
import { astroTimeOf } from '../time/instant';
import { chartForDay } from './chart-for-day';

describe('chartForDay (birth time unknown)', () => {
  it('gives noon positions without angles or houses, and flags the Moon changing sign that day', () => {
    const chart = chartForDay({ date: '2016-09-08', latitude: 41.0082, longitude: 28.9784, timezone: 'Europe/Istanbul' });
    expect(chart.utc).toBe('2016-09-08T09:00:00.000Z');
    expect(chart.dayStartUtc).toBe('2016-09-07T21:00:00.000Z');
    expect(chart.dayEndUtc).toBe('2016-09-08T21:00:00.000Z');
    expect(chart).not.toHaveProperty('ascendant');
    expect(chart).not.toHaveProperty('houses');
    for (const body of Object.values(chart.bodies)) expect(body).not.toHaveProperty('house');

    expect(chart.warnings[0]).toEqual({ code: 'birth-time-unknown' });
    const moonChange = chart.warnings.find((warning) => warning.code === 'sign-changed-during-day' && warning.body === 'moon');
    expect(moonChange).toMatchObject({ from: 7, to: 8 }); // Scorpio → Sagittarius
    // At the reported instant the Moon is at 0° Sagittarius, to within its motion in a second or two.
    const at = Date.parse((moonChange as { at: string }).at);
    expect(bodyLongitude('moon', astroTimeOf(at - 2000))).toBeLessThan(240);
    expect(bodyLongitude('moon', astroTimeOf(at + 2000))).toBeGreaterThanOrEqual(240);
  });

  it('raises no sign change on a day no body changes sign', () => {
    const chart = chartForDay({ date: '2016-09-11', latitude: 41, longitude: 29, timezone: 'Europe/Istanbul' });
    expect(chart.warnings).toEqual([{ code: 'birth-time-unknown' }]);
    expect(chart.bodies.moon.sign).toBe(9);
  });

  it('flags any body that changes sign, like Jupiter entering Libra on 9 September 2016', () => {
    const chart = chartForDay({ date: '2016-09-09', latitude: 41, longitude: 29, timezone: 'Europe/Istanbul' });
    const jupiter = chart.warnings.find((warning) => warning.code === 'sign-changed-during-day' && warning.body === 'jupiter');
    expect(jupiter).toMatchObject({ from: 5, to: 6 });
    // Almanacs give the ingress at about 11:18 UT; 10 minutes are 0.0015° of Jupiter's motion.
    expect(Math.abs(Date.parse((jupiter as { at: string }).at) - Date.parse('2016-09-09T11:18:00Z'))).toBeLessThan(20 * 60_000);
  });

  it('follows the local day through a clock change (23 hours on 28 March 2011 in Turkey)', () => {
    const chart = chartForDay({ date: '2011-03-28', latitude: 41, longitude: 29, timezone: 'Europe/Istanbul' });
    expect(chart.dayStartUtc).toBe('2011-03-27T22:00:00.000Z');
    expect(chart.dayEndUtc).toBe('2011-03-28T21:00:00.000Z');
  });

  it('refuses a malformed date', () => {
    expect(() => chartForDay({ date: '2016-9-8', latitude: 41, longitude: 29, timezone: 'Europe/Istanbul' })).toThrow(RangeError);
    expect(() => chartForDay({ date: '2016-02-30', latitude: 41, longitude: 29, timezone: 'Europe/Istanbul' })).toThrow(RangeError);
  });
});
