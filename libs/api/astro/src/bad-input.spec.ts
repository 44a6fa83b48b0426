import { EDITIONS } from '@meydan/shared/util/routing';
import { ASTRO_MESSAGES } from './astro.messages';
import { ASTRO_API, type AstroQuery, useAstroApp } from './testing/astro-test-app';

/*
 * Every impossible date, time or place, unknown time zone or year outside the accurate range is a
 * 400 `{ message, statusCode }` in the reader's language that says what to fix, never a 5xx.
 */

const BIRTH = { year: 1990, month: 6, day: 15, hour: 14, minute: 30, latitude: 41.0082, longitude: 28.9784, timezone: 'Europe/Istanbul' };
const without = (field: keyof typeof BIRTH): AstroQuery => ({ ...BIRTH, [field]: undefined });

describe('astrology API: bad input', () => {
  const { app, get } = useAstroApp();

  /** The answer in each edition: 400 and the expected text (a LocalizedText, or one per edition). */
  async function expectRefused(path: string, query: AstroQuery, expected: Readonly<Record<'tr' | 'en' | 'ru', string>>) {
    for (const edition of EDITIONS) {
      const response = await get(path, query, edition);
      expect([edition, response.statusCode, response.json()]).toEqual([edition, 400, { message: expected[edition], statusCode: 400 }]);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  }

  it.each([
    ['month 13', { month: 13 }, ASTRO_MESSAGES.month],
    ['month 0', { month: 0 }, ASTRO_MESSAGES.month],
    ['day 32', { day: 32 }, ASTRO_MESSAGES.day],
    ['hour 24', { hour: 24 }, ASTRO_MESSAGES.hour],
    ['hour -1', { hour: -1 }, ASTRO_MESSAGES.hour],
    ['minute 60', { minute: 60 }, ASTRO_MESSAGES.minute],
    ['a fractional minute', { minute: 30.5 }, ASTRO_MESSAGES.minute],
    ['latitude 91', { latitude: 91 }, ASTRO_MESSAGES.latitude],
    ['the North Pole', { latitude: 90 }, ASTRO_MESSAGES.latitude],
    ['the South Pole', { latitude: -90 }, ASTRO_MESSAGES.latitude],
    ['latitude Infinity', { latitude: 'Infinity' }, ASTRO_MESSAGES.latitude],
    ['latitude NaN', { latitude: 'NaN' }, ASTRO_MESSAGES.latitude],
    ['latitude in words', { latitude: 'kuzey' }, ASTRO_MESSAGES.latitude],
    ['longitude 181', { longitude: 181 }, ASTRO_MESSAGES.longitude],
    ['longitude -180.5', { longitude: -180.5 }, ASTRO_MESSAGES.longitude],
    ['a time zone the database does not know', { timezone: 'Mars/Olympus_Mons' }, ASTRO_MESSAGES.timezone],
    ['a fixed offset instead of a zone', { timezone: '+03:00' }, ASTRO_MESSAGES.timezone],
    ['a time zone with a payload', { timezone: 'Europe/Istanbul<script>' }, ASTRO_MESSAGES.timezone],
    ['year 1899', { year: 1899 }, ASTRO_MESSAGES.year],
    ['year 2101', { year: 2101 }, ASTRO_MESSAGES.year],
    ['a huge year', { year: 1e12 }, ASTRO_MESSAGES.year],
    ['an unknown house system', { houseSystem: 'campanus' }, ASTRO_MESSAGES.houseSystem],
    ['an hour without its minute', { minute: undefined }, ASTRO_MESSAGES.timeIncomplete],
    ['a minute without its hour', { hour: undefined }, ASTRO_MESSAGES.timeIncomplete],
  ])('natal chart: %s', async (_name, change, expected) => {
    await expectRefused('/natal-chart', { ...BIRTH, ...change }, expected);
  });

  it('names a date the calendar does not have, written the reader’s way', async () => {
    await expectRefused('/natal-chart', { ...BIRTH, year: 2023, month: 2, day: 29 }, {
      tr: '29.02.2023 diye bir tarih yok. Günü ve ayı kontrol et.',
      en: 'There is no such date as 2023-02-29. Check the day and the month.',
      ru: 'Даты 29.02.2023 не существует. Проверьте день и месяц.',
    });
    await expectRefused('/natal-chart', { ...BIRTH, month: 4, day: 31 }, {
      tr: '31.04.1990 diye bir tarih yok. Günü ve ayı kontrol et.',
      en: 'There is no such date as 1990-04-31. Check the day and the month.',
      ru: 'Даты 31.04.1990 не существует. Проверьте день и месяц.',
    });
    // 2024 is a leap year.
    expect((await get('/natal-chart', { ...BIRTH, year: 2024, month: 2, day: 29 })).statusCode).toBe(200);
  });

  it('says which field is missing', async () => {
    await expectRefused('/natal-chart', without('latitude'), { tr: 'Eksik bilgi: enlem.', en: 'Missing: the latitude.', ru: 'Не указано: широта.' });
    await expectRefused('/natal-chart', without('timezone'), { tr: 'Eksik bilgi: saat dilimi.', en: 'Missing: the time zone.', ru: 'Не указано: часовой пояс.' });
    await expectRefused('/natal-chart', without('year'), { tr: 'Eksik bilgi: yıl.', en: 'Missing: the year.', ru: 'Не указано: год.' });
  });

  it('asks for the birth time on the rising sign, and checks the same birth data', async () => {
    await expectRefused('/rising-sign', without('hour'), ASTRO_MESSAGES.timeRequired);
    await expectRefused('/rising-sign', { ...BIRTH, hour: undefined, minute: undefined }, ASTRO_MESSAGES.timeRequired);
    await expectRefused('/rising-sign', { ...BIRTH, latitude: -90 }, ASTRO_MESSAGES.latitude);
    await expectRefused('/rising-sign', { ...BIRTH, timezone: 'Europe/Ankara' }, ASTRO_MESSAGES.timezone);
    await expectRefused('/rising-sign', { ...BIRTH, year: 1850 }, ASTRO_MESSAGES.year);
  });

  it('refuses signs it does not know, and a missing sign by name', async () => {
    await expectRefused('/compatibility', { a: 'koc', b: '12' }, ASTRO_MESSAGES.sign);
    await expectRefused('/compatibility', { a: 'ophiuchus', b: 'koc' }, ASTRO_MESSAGES.sign);
    await expectRefused('/compatibility', { a: '-1', b: 'koc' }, ASTRO_MESSAGES.sign);
    await expectRefused('/compatibility', { a: 'koc' }, { tr: 'Eksik bilgi: ikinci burç.', en: 'Missing: the second sign.', ru: 'Не указано: второй знак.' });
  });

  it('never answers a 5xx to a broken query', async () => {
    const urls = [
      `${ASTRO_API}/natal-chart`,
      `${ASTRO_API}/natal-chart?year=&month=&day=`,
      `${ASTRO_API}/natal-chart?year=1990&year=1991&month=1&day=1&latitude=1&longitude=1&timezone=UTC`,
      `${ASTRO_API}/natal-chart?year=1990&month=1&day=1&latitude=1e400&longitude=1&timezone=UTC`,
      `${ASTRO_API}/rising-sign?${'x'.repeat(4000)}=1`,
      `${ASTRO_API}/compatibility?a=${'%C3%BC'.repeat(50)}&b=koc`,
    ];
    for (const url of urls) {
      const response = await app().inject({ url });
      expect([url, response.statusCode]).toEqual([url, 400]);
      expect(response.json()).toEqual({ message: expect.any(String), statusCode: 400 });
    }
  });
});
