import { angleDifference, astroTimeFromJulianEphemerisDay, HOUSE_SYSTEMS } from '@meydan/astrology/engine';
import { ASTRO_BODIES, ASTRO_HOUSE_SYSTEMS, type NatalChartResponse } from '@meydan/shared/contracts';
import { CHART_CACHE_CONTROL } from './astro.routes';
import { useAstroApp } from './testing/astro-test-app';

/*
 * Reference charts through the HTTP API, to issue 17's tolerances: Sun and planets 0.01°, the
 * Moon 0.02°, ascendant and MC 0.05°, cusps 0.1°.
 */

const DEG = Math.PI / 180;
const J2000_MS = Date.UTC(2000, 0, 1, 12);
const MS_PER_DAY = 86_400_000;
const TOLERANCE = { planet: 0.01, moon: 0.02, angle: 0.05, cusp: 0.1 };

const close = (actual: number, expected: number, tolerance: number) => expect(Math.abs(angleDifference(actual, expected))).toBeLessThan(tolerance);
const signDegree = (sign: number, degrees: number, minutes: number) => sign * 30 + degrees + minutes / 60;
const normalize = (degrees: number) => ((degrees % 360) + 360) % 360;

/**
 * Ascendant and MC written out from the textbook (Meeus ch. 12 sidereal time, ch. 22 obliquity
 * and the four-term nutation, good to about 0.5″), independently of the engine's code.
 */
function textbookAngles(utcMs: number, latitude: number, longitude: number): { ascendant: number; mc: number } {
  const jd = utcMs / MS_PER_DAY + 2440587.5;
  const t = (jd - 2451545) / 36525;
  const omega = (125.04452 - 1934.136261 * t) * DEG;
  const sunL = (280.4665 + 36000.7698 * t) * DEG;
  const moonL = (218.3165 + 481267.8813 * t) * DEG;
  const dPsi = (-17.2 * Math.sin(omega) - 1.32 * Math.sin(2 * sunL) - 0.23 * Math.sin(2 * moonL) + 0.21 * Math.sin(2 * omega)) / 3600;
  const dEps = (9.2 * Math.cos(omega) + 0.57 * Math.cos(2 * sunL) + 0.1 * Math.cos(2 * moonL) - 0.09 * Math.cos(2 * omega)) / 3600;
  const eps0 = 23 + 26 / 60 + (21.448 - 46.815 * t - 0.00059 * t * t + 0.001813 * t * t * t) / 3600;
  const eps = (eps0 + dEps) * DEG;
  const gmst = 280.46061837 + 360.98564736629 * (jd - 2451545) + 0.000387933 * t * t - (t * t * t) / 38710000;
  const ramc = normalize(gmst + dPsi * Math.cos(eps) + longitude) * DEG;
  const mc = normalize(Math.atan2(Math.sin(ramc), Math.cos(ramc) * Math.cos(eps)) / DEG);
  const ascendant = normalize(Math.atan2(Math.cos(ramc), -(Math.sin(ramc) * Math.cos(eps) + Math.tan(latitude * DEG) * Math.sin(eps))) / DEG);
  return { ascendant, mc };
}

function expectAnglesLikeTheTextbook(chart: NatalChartResponse, latitude: number, longitude: number) {
  const expected = textbookAngles(Date.parse(chart.utc), latitude, longitude);
  close(chart.ascendant?.longitude ?? Number.NaN, expected.ascendant, TOLERANCE.angle);
  close(chart.mc?.longitude ?? Number.NaN, expected.mc, TOLERANCE.angle);
  expect(chart.houses?.[0]).toBe(chart.ascendant?.longitude);
  expect(chart.houses?.[9]).toBe(chart.mc?.longitude);
}

const ISTANBUL = { latitude: 41.0082, longitude: 28.9784, timezone: 'Europe/Istanbul' };
const TROMSO = { latitude: 69.6492, longitude: 18.9553, timezone: 'Europe/Oslo' };

describe('GET /api/astro/natal-chart', () => {
  const { get } = useAstroApp();
  const chart = async (query: Record<string, string | number | undefined>, edition: 'tr' | 'en' | 'ru' = 'tr') => {
    const response = await get('/natal-chart', query, edition);
    expect(response.statusCode).toBe(200);
    return response.json<NatalChartResponse>();
  };

  it('lists the same house systems as the engine', () => {
    expect([...ASTRO_HOUSE_SYSTEMS].sort()).toEqual([...HOUSE_SYSTEMS].sort());
  });

  it('reproduces a published worked chart: "Mary", 7 May 1982 11:17 EDT, New Berlin NY', async () => {
    // trans4mind.com's chart lessons (the engine's reference too): ascendant 5°09′ Leo, Placidus
    // 11th 27°42′ Taurus, 12th 4°17′ Cancer, 2nd 25°04′ Leo, 3rd 19°29′ Virgo, Sun 16°44′ Taurus.
    const latitude = 42 + 37 / 60;
    const longitude = -(75 + 20 / 60);
    const mary = await chart({ year: 1982, month: 5, day: 7, hour: 11, minute: 17, latitude, longitude, timezone: 'America/New_York' });
    expect(mary.utc).toBe('1982-05-07T15:17:00.000Z');
    expect(mary.utcOffsetMinutes).toBe(-240);
    close(mary.ascendant?.longitude ?? Number.NaN, signDegree(4, 5, 9), TOLERANCE.angle);
    close(mary.houses?.[10] ?? Number.NaN, signDegree(1, 27, 42), TOLERANCE.cusp);
    close(mary.houses?.[11] ?? Number.NaN, signDegree(3, 4, 17), TOLERANCE.cusp);
    close(mary.houses?.[1] ?? Number.NaN, signDegree(4, 25, 4), TOLERANCE.cusp);
    close(mary.houses?.[2] ?? Number.NaN, signDegree(5, 19, 29), TOLERANCE.cusp);
    // Published to the arcminute: 0.02° is that rounding, not the engine's error.
    close(mary.bodies.sun.longitude, signDegree(1, 16, 44), 0.02);
    expect(mary).toMatchObject({ timeKnown: true, houseSystem: 'placidus', warnings: [] });
    expectAnglesLikeTheTextbook(mary, latitude, longitude);
  });

  it('places the bodies where an independent ephemeris does (2012-12-21, Istanbul)', async () => {
    // The engine's independent-ephemeris row for JDE 2456282.965972 (TT): astronomia 4.2.0 with
    // full VSOP87, ELP/MPP02 and Meeus ch. 37, made apparent as in Meeus ch. 33.
    const reference = { sun: 269.99878, moon: 14.228196, mercury: 254.697092, venus: 246.585179, mars: 296.427107, jupiter: 68.900908, saturn: 218.661035, uranus: 4.64091, neptune: 330.813717, pluto: 278.949415 };
    const referenceUtMs = J2000_MS + astroTimeFromJulianEphemerisDay(2456282.965972).ut * MS_PER_DAY;
    // The API takes whole minutes: the two around the instant, interpolated (Istanbul was UTC+2 then).
    const minuteStart = Math.floor(referenceUtMs / 60_000) * 60_000;
    const wall = new Date(minuteStart + 2 * 3_600_000);
    const query = { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate(), hour: wall.getUTCHours(), ...ISTANBUL };
    const [before, after] = await Promise.all([chart({ ...query, minute: wall.getUTCMinutes() }), chart({ ...query, minute: wall.getUTCMinutes() + 1 })]);
    expect(before.utc).toBe(new Date(minuteStart).toISOString());
    const fraction = (referenceUtMs - minuteStart) / 60_000;
    for (const [body, longitude] of Object.entries(reference) as [keyof typeof reference, number][]) {
      const start = before.bodies[body].longitude;
      const interpolated = start + angleDifference(after.bodies[body].longitude, start) * fraction;
      close(interpolated, longitude, body === 'moon' ? TOLERANCE.moon : TOLERANCE.planet);
    }
  });

  it('draws a chart in Istanbul in the summer of 1983, when Turkey was on UTC+4 (from 31 July)', async () => {
    const summer = await chart({ year: 1983, month: 8, day: 20, hour: 12, minute: 0, ...ISTANBUL });
    expect(summer).toMatchObject({ utc: '1983-08-20T08:00:00.000Z', utcOffsetMinutes: 240, houseSystem: 'placidus', warnings: [] });
    expect(summer.julianDayUt).toBeCloseTo(2445566.833333, 6);
    expect(summer.bodies.sun.sign).toBe(4); // Leo
    expect(summer.ascendant?.house).toBe(1);
    expect(summer.mc?.house).toBe(10);
    expectAnglesLikeTheTextbook(summer, ISTANBUL.latitude, ISTANBUL.longitude);
    // The day before the change the clocks still showed UTC+3.
    expect(await chart({ year: 1983, month: 7, day: 30, hour: 12, minute: 0, ...ISTANBUL })).toMatchObject({ utc: '1983-07-30T09:00:00.000Z', utcOffsetMinutes: 180 });
  });

  it('draws a chart on 2016-09-08, after Turkey stayed on UTC+3 for good, with Koch houses', async () => {
    const koch = await chart({ year: 2016, month: 9, day: 8, hour: 9, minute: 30, ...ISTANBUL, houseSystem: 'koch' });
    expect(koch).toMatchObject({ utc: '2016-09-08T06:30:00.000Z', utcOffsetMinutes: 180, houseSystem: 'koch', timeKnown: true });
    expect(koch.bodies.sun.sign).toBe(5); // Virgo
    expectAnglesLikeTheTextbook(koch, ISTANBUL.latitude, ISTANBUL.longitude);
    for (const body of ASTRO_BODIES) {
      expect(koch.bodies[body].sign).toBe(Math.floor(koch.bodies[body].longitude / 30));
      expect(koch.bodies[body].house).toBeGreaterThanOrEqual(1);
    }
    expect(koch.bodies.sun.retrograde).toBe(false);
    for (const aspect of koch.aspects) expect(aspect.orb).toBeLessThanOrEqual(10);
  });

  it('falls back to Porphyry north of the Arctic circle (Tromsø in January) and says so in each edition', async () => {
    const query = { year: 2020, month: 1, day: 15, hour: 12, minute: 0, ...TROMSO };
    const porphyry = await chart({ ...query, houseSystem: 'porphyry' });
    const messages: Record<string, string> = {};
    for (const edition of ['tr', 'en', 'ru'] as const) {
      const fallback = await chart(query, edition);
      expect(fallback.houseSystem).toBe('porphyry');
      expect(fallback.houses).toEqual(porphyry.houses);
      expect(fallback.warnings).toEqual([{ code: 'polar-fallback', requested: 'placidus', used: 'porphyry', message: expect.any(String) }]);
      messages[edition] = fallback.warnings[0]?.message ?? '';
    }
    expect(messages).toEqual({
      tr: 'Placidus ev sistemi kutup dairelerinin ötesinde hesaplanamıyor; evler bunun yerine Porphyry sistemiyle çizildi.',
      en: 'Placidus houses cannot be drawn beyond the polar circles, so the houses use the Porphyry system instead.',
      ru: 'За полярным кругом дома по системе Плацидуса не строятся, поэтому дома рассчитаны по системе Порфирия.',
    });
    const koch = await chart({ ...query, houseSystem: 'koch' }, 'ru');
    expect(koch.warnings[0]).toMatchObject({ requested: 'koch', message: expect.stringContaining('по системе Коха') });
  });

  it('hides the ascendant and houses for an unknown birth time and flags the Moon changing sign that day', async () => {
    const query = { year: 2016, month: 9, day: 8, ...ISTANBUL };
    const texts: Record<string, string> = {};
    for (const edition of ['tr', 'en', 'ru'] as const) {
      const day = await chart(query, edition);
      expect(day).toMatchObject({
        utc: '2016-09-08T09:00:00.000Z',
        utcOffsetMinutes: 180,
        timeKnown: false,
        ascendant: null,
        mc: null,
        houses: null,
        houseSystem: null,
        dayStartUtc: '2016-09-07T21:00:00.000Z',
        dayEndUtc: '2016-09-08T21:00:00.000Z',
      });
      for (const body of ASTRO_BODIES) expect(day.bodies[body]).not.toHaveProperty('house');
      expect(day.warnings[0]?.code).toBe('birth-time-unknown');
      const moon = day.warnings.find((warning) => warning.code === 'sign-changed-during-day' && warning.body === 'moon');
      expect(moon).toMatchObject({ from: 7, to: 8, at: expect.stringMatching(/^2016-09-08T/) });
      texts[edition] = moon?.message ?? '';
    }
    expect(texts['tr']).toMatch(/^Ay, o gün yerel saatle \d\d:\d\d itibarıyla Akrep burcundan Yay burcuna geçti; /);
    expect(texts['en']).toMatch(/^On that day the Moon moved from Scorpio into Sagittarius at \d\d:\d\d local time, /);
    expect(texts['ru']).toMatch(/^В этот день в \d\d:\d\d по местному времени Луна перешла из Скорпиона в Стрельца, /);
  });

  it('warns about a wall time the clocks skipped or repeated, and keeps the charts private to the browser', async () => {
    const berlin = { latitude: 52.52, longitude: 13.405, timezone: 'Europe/Berlin' };
    const skipped = await get('/natal-chart', { year: 2020, month: 3, day: 29, hour: 2, minute: 30, ...berlin }, 'en');
    expect(skipped.json<NatalChartResponse>()).toMatchObject({
      utc: '2020-03-29T01:30:00.000Z',
      warnings: [{ code: 'local-time-skipped', message: expect.stringContaining('02:30 never happened in this time zone; the chart is drawn for the moment that was 02:30 on the old clock and 03:30 on the new one') }],
    });
    expect(skipped.headers['cache-control']).toBe(CHART_CACHE_CONTROL);
    expect(skipped.headers['vary']).toContain('X-Edition');
    const repeated = await chart({ year: 2020, month: 10, day: 25, hour: 2, minute: 30, ...berlin }, 'tr');
    expect(repeated).toMatchObject({
      utc: '2020-10-25T00:30:00.000Z',
      utcOffsetMinutes: 120,
      warnings: [{ code: 'local-time-repeated', laterUtc: '2020-10-25T01:30:00.000Z', message: expect.stringContaining('02:30 iki kez yaşandı; harita ilki için (UTC+02:00) çizildi') }],
    });
  });

  it('keeps the seconds of a local mean time (Istanbul before 1910: +1:56:56)', async () => {
    const early = await chart({ year: 1905, month: 3, day: 1, hour: 10, minute: 0, ...ISTANBUL });
    expect(early.utc).toBe('1905-03-01T08:03:04.000Z');
    expect(early.utcOffsetMinutes).toBeCloseTo(116 + 56 / 60, 9);
  });

  it('gives the same chart for the same birth data', async () => {
    const query = { year: 1990, month: 2, day: 3, hour: 4, minute: 5, latitude: 38.4237, longitude: 27.1428, timezone: 'Europe/Istanbul', houseSystem: 'equal' };
    expect(await chart(query)).toEqual(await chart(query));
  });
});
