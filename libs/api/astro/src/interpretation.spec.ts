import { Value } from '@sinclair/typebox/value';
import type { LocalizedText } from '@meydan/api/core';
import { ASTRO_BODIES, type ChartPoint, type ChartReading, type NatalChartResponse, NatalChartResponseSchema } from '@meydan/shared/contracts';
import { EDITIONS, type Edition } from '@meydan/shared/util/routing';
import { chartInterpretation } from './chart-reading';
import { useAstroApp } from './testing/astro-test-app';
import { BODY_READING_TEXTS } from './texts/body-reading-texts';
import { MOON_SIGN_SHORT, MOON_SIGN_TEXTS } from './texts/moon-sign-texts';
import { HOUSE_AREAS, SIGN_STYLES } from './texts/placement-texts';
import { RISING_TEXTS } from './texts/rising-texts';
import { RU_SIGN_IN, SIGN_NAMES } from './texts/sign-names';
import { SUN_SIGN_SHORT, SUN_SIGN_TEXTS } from './texts/sun-sign-texts';

/*
 * The natal chart's reading (issue 17 item 5): complete texts in every edition, readings that
 * name the chart's own signs and houses, and no frame left unfilled for any sign, house or body.
 */

const ISTANBUL = { latitude: 41.0082, longitude: 28.9784, timezone: 'Europe/Istanbul' };
const SIGNS = Array.from({ length: 12 }, (_, sign) => sign);
const READ_BODIES = ASTRO_BODIES.filter((body) => body !== 'sun' && body !== 'moon');

/** Sentences, not counting the full stop of a Turkish ordinal ("10. evde"). */
const sentenceCount = (text: string) => text.match(/(?<!\d)[.!?](?=\s|$)/g)?.length ?? 0;
/** How a reading names a sign in each edition: the name, in Russian its place ("во Льве"). */
const signWord = (sign: number, edition: Edition) => (edition === 'ru' ? RU_SIGN_IN[sign] : SIGN_NAMES[sign]?.[edition]) ?? 'missing';
const houseWord: Record<Edition, (house: number) => string> = {
  tr: (house) => `, ${house}. evde`,
  en: (house) => `, ${house}${house === 1 ? 'st' : house === 2 ? 'nd' : house === 3 ? 'rd' : 'th'} house`,
  ru: (house) => `, ${house === 2 ? 'во' : 'в'} ${house}-м доме`,
};

function expectFilled(reading: ChartReading) {
  for (const text of [reading.title, reading.text]) {
    expect(text.trim()).not.toBe('');
    expect(text).not.toMatch(/undefined|null|NaN|[{}]|\s{2}|\s[.,;:]/);
  }
}

function expectCompleteTable(table: readonly LocalizedText[], length = 12) {
  expect(table).toHaveLength(length);
  for (const text of table) {
    for (const edition of EDITIONS) expect(text[edition].trim().length).toBeGreaterThan(4);
    expect(new Set(EDITIONS.map((edition) => text[edition])).size).toBe(EDITIONS.length);
  }
}

describe('natal chart readings: the texts', () => {
  it('has a Sun and a Moon text for every sign in every edition, 2–4 sentences naming the sign, different in each edition', () => {
    for (const table of [SUN_SIGN_TEXTS, MOON_SIGN_TEXTS]) {
      expectCompleteTable(table);
      for (const sign of SIGNS) {
        for (const edition of EDITIONS) {
          const text = table[sign]?.[edition] ?? '';
          expect(sentenceCount(text)).toBeGreaterThanOrEqual(2);
          expect(sentenceCount(text)).toBeLessThanOrEqual(4);
          expect(text).toContain(edition === 'ru' ? (RU_SIGN_IN[sign] ?? 'missing').replace(/^во? /, '') : signWord(sign, edition));
        }
      }
    }
    // Every text is its sign's own: no two signs share one.
    for (const table of [SUN_SIGN_TEXTS, MOON_SIGN_TEXTS]) for (const edition of EDITIONS) expect(new Set(table.map((text) => text[edition])).size).toBe(12);
  });

  it('has the fragments a body reading is composed from: short meanings, sign styles, house areas and ten bodies', () => {
    for (const table of [SUN_SIGN_SHORT, MOON_SIGN_SHORT, SIGN_STYLES, HOUSE_AREAS]) expectCompleteTable(table);
    expect(RU_SIGN_IN).toEqual(['в Овне', 'в Тельце', 'в Близнецах', 'в Раке', 'во Льве', 'в Деве', 'в Весах', 'в Скорпионе', 'в Стрельце', 'в Козероге', 'в Водолее', 'в Рыбах']);
    expect(Object.keys(BODY_READING_TEXTS)).toEqual(READ_BODIES);
    for (const body of READ_BODIES) {
      const { name, theme, subject, retrograde } = BODY_READING_TEXTS[body];
      expectCompleteTable([theme, subject], 2);
      for (const edition of EDITIONS) expect(name[edition]).not.toBe('');
      for (const edition of EDITIONS) expect(theme[edition]).toContain(name[edition]);
      // The nodes move backwards as a rule; every other body has a note for a retrograde birth.
      if (body === 'northNode') expect(retrograde).toBeUndefined();
      else expectCompleteTable([retrograde ?? { tr: '', en: '', ru: '' }], 1);
    }
  });

  it('fills every frame for every body in every sign and house, retrograde or not, with and without a house', () => {
    const point = (sign: number, house: number | undefined, retrograde: boolean): ChartPoint => ({ longitude: sign * 30 + 15, sign, degree: 15, retrograde, ...(house ? { house } : {}) });
    for (const edition of EDITIONS) {
      for (const sign of SIGNS) {
        for (const house of [undefined, ...SIGNS.map((index) => index + 1)]) {
          const bodies = Object.fromEntries(ASTRO_BODIES.map((body) => [body, point(sign, house, body !== 'sun' && body !== 'moon')])) as NatalChartResponse['bodies'];
          const ascendant = house ? point(sign, 1, false) : null;
          const chart = { utc: '2000-01-01T12:00:00.000Z', julianDayUt: 2451545, utcOffsetMinutes: 0, timeKnown: Boolean(house), bodies, ascendant, mc: ascendant, houses: null, aspects: [], houseSystem: null, warnings: [] };
          const reading = chartInterpretation(chart, edition);
          expect(reading.bigThree.map(({ key }) => key)).toEqual(house ? ['sun', 'moon', 'ascendant'] : ['sun', 'moon']);
          expect(reading.bodies.map(({ key }) => key)).toEqual(READ_BODIES);
          for (const each of [...reading.bigThree, ...reading.bodies]) {
            expectFilled(each);
            expect(each.title).toContain(signWord(sign, edition));
            const sentences = sentenceCount(each.text);
            expect(sentences).toBeGreaterThanOrEqual(2);
            expect(sentences).toBeLessThanOrEqual(4);
          }
          for (const each of reading.bodies) {
            expect(each.title.endsWith(house ? houseWord[edition](house) : signWord(sign, edition) + (edition === 'tr' ? ' burcunda' : ''))).toBe(true);
            expect(each.text).toContain(SIGN_STYLES[sign]?.[edition]);
            if (house) expect(each.text).toContain(HOUSE_AREAS[house - 1]?.[edition]);
          }
        }
      }
    }
  });
});

describe('GET /api/astro/natal-chart: the reading', () => {
  const { get } = useAstroApp();
  const chart = async (query: Record<string, string | number | undefined>, edition: Edition) => {
    const response = await get('/natal-chart', query, edition);
    expect(response.statusCode).toBe(200);
    const body = response.json<NatalChartResponse>();
    expect(Value.Check(NatalChartResponseSchema, body)).toBe(true);
    return body;
  };

  it('reads a chart with a birth time: the big three with the right signs, and ten bodies with their houses (1983-08-14 14:30, Istanbul)', async () => {
    const query = { year: 1983, month: 8, day: 14, hour: 14, minute: 30, ...ISTANBUL };
    const titles: Record<string, string[]> = {};
    for (const edition of EDITIONS) {
      const answer = await chart(query, edition);
      const { bodies, ascendant, interpretation } = answer;
      expect([bodies.sun.sign, bodies.moon.sign, ascendant?.sign]).toEqual([4, 7, 7]); // Leo, Scorpio, Scorpio rising
      expect(interpretation?.bigThree.map(({ key }) => key)).toEqual(['sun', 'moon', 'ascendant']);
      const [sun, moon, rising] = interpretation?.bigThree ?? [];
      expect(sun?.text).toBe(SUN_SIGN_TEXTS[4]?.[edition]);
      expect(moon?.text).toBe(MOON_SIGN_TEXTS[7]?.[edition]);
      expect(rising?.text).toBe(RISING_TEXTS[7]?.[edition]);
      titles[edition] = (interpretation?.bigThree ?? []).map(({ title }) => title);

      expect(interpretation?.bodies.map(({ key }) => key)).toEqual(READ_BODIES);
      for (const reading of interpretation?.bodies ?? []) {
        expectFilled(reading);
        const point = bodies[reading.key as keyof typeof bodies];
        expect(point.house).toBeDefined();
        expect(reading.title).toContain(signWord(point.sign, edition));
        expect(reading.title.endsWith(houseWord[edition](point.house ?? 0))).toBe(true);
        expect(reading.text).toContain(HOUSE_AREAS[(point.house ?? 0) - 1]?.[edition]);
        const note = BODY_READING_TEXTS[reading.key as keyof typeof BODY_READING_TEXTS].retrograde?.[edition];
        if (note) expect(reading.text.includes(note)).toBe(point.retrograde === true);
      }
      const mercury = interpretation?.bodies[0];
      expect(mercury?.title).toBe({ tr: 'Merkür Başak burcunda, 10. evde', en: 'Mercury in Virgo, 10th house', ru: 'Меркурий в Деве, в 10-м доме' }[edition]);
      // Venus was retrograde that August, Mars was not.
      expect([bodies.venus.retrograde, bodies.mars.retrograde]).toEqual([true, false]);
      expect(interpretation?.bodies[1]?.text).toContain({ tr: 'Venüs retrodaydı', en: 'Venus was retrograde', ru: 'Венера в вашей карте ретроградна' }[edition]);
    }
    expect(titles).toEqual({
      tr: ['Güneş Aslan burcunda', 'Ay Akrep burcunda', 'Yükselen Akrep'],
      en: ['Sun in Leo', 'Moon in Scorpio', 'Scorpio rising'],
      ru: ['Солнце во Льве', 'Луна в Скорпионе', 'Асцендент в Скорпионе'],
    });
  });

  it('reads a chart without a birth time: no ascendant, no houses, and both signs for the Moon that changed sign that day (2016-09-08, Istanbul)', async () => {
    const query = { year: 2016, month: 9, day: 8, ...ISTANBUL };
    const both = { tr: ['Akrep', 'Yay'], en: ['Scorpio', 'Sagittarius'], ru: ['в Скорпионе', 'в Стрельце'] };
    for (const edition of EDITIONS) {
      const { interpretation, warnings } = await chart(query, edition);
      expect(warnings).toContainEqual(expect.objectContaining({ code: 'sign-changed-during-day', body: 'moon', from: 7, to: 8 }));
      expect(interpretation?.bigThree.map(({ key }) => key)).toEqual(['sun', 'moon']);
      const [sun, moon] = interpretation?.bigThree ?? [];
      expect(sun?.title).toBe({ tr: 'Güneş Başak burcunda', en: 'Sun in Virgo', ru: 'Солнце в Деве' }[edition]);
      expect(moon?.title).toBe({ tr: 'Ay Akrep ya da Yay burcunda', en: 'Moon in Scorpio or Sagittarius', ru: 'Луна в Скорпионе или в Стрельце' }[edition]);
      for (const name of both[edition]) expect(moon?.text).toContain(name);
      expect(moon?.text).toContain(MOON_SIGN_SHORT[7]?.[edition]);
      expect(moon?.text).toContain(MOON_SIGN_SHORT[8]?.[edition]);
      expect(interpretation?.bodies).toHaveLength(10);
      for (const reading of [...(interpretation?.bigThree ?? []), ...(interpretation?.bodies ?? [])]) {
        expectFilled(reading);
        expect(reading.title).not.toMatch(/evde|house|доме/);
        expect(reading.text).not.toMatch(/\d+\. ev|\d+(st|nd|rd|th) house|\d+-м доме/);
      }
    }
  });

  it('gives both Sun signs on a day the Sun changed sign, when the time is unknown (2020-08-22, the Sun entered Virgo)', async () => {
    const { interpretation, warnings } = await chart({ year: 2020, month: 8, day: 22, ...ISTANBUL }, 'en');
    expect(warnings).toContainEqual(expect.objectContaining({ code: 'sign-changed-during-day', body: 'sun', from: 4, to: 5 }));
    expect(interpretation?.bigThree[0]).toMatchObject({ key: 'sun', title: 'Sun in Leo or Virgo' });
    expect(interpretation?.bigThree[0]?.text).toContain(`In Leo the Sun ${SUN_SIGN_SHORT[4]?.en}; in Virgo it ${SUN_SIGN_SHORT[5]?.en}.`);
  });
});
