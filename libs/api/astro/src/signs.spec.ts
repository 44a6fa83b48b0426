import type { CompatibilityResponse, RisingSignResponse } from '@meydan/shared/contracts';
import { EDITIONS, ZODIAC_SIGNS } from '@meydan/shared/util/routing';
import { CHART_CACHE_CONTROL } from './astro.routes';
import { useAstroApp } from './testing/astro-test-app';
import { RISING_TEXTS } from './texts/rising-texts';
import { SIGN_NAMES } from './texts/sign-names';

const ENGLISH_SIGNS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'];

describe('astrology API: compatibility and the rising sign', () => {
  const { get } = useAstroApp();

  const compatibility = async (a: string | number, b: string | number, edition: 'tr' | 'en' | 'ru' = 'tr') => {
    const response = await get('/compatibility', { a, b }, edition);
    expect(response.statusCode).toBe(200);
    return response.json<CompatibilityResponse>();
  };

  describe('GET /api/astro/compatibility', () => {
    it('scores every pair the same in either order and on every call', async () => {
      for (let a = 0; a < 12; a++) {
        for (let b = a; b < 12; b++) {
          const forward = await compatibility(a, b);
          const backward = await compatibility(b, a);
          const scores = ({ love, friendship, work, aspect, elementRelation }: CompatibilityResponse) => ({ love, friendship, work, aspect, elementRelation });
          expect(scores(backward)).toEqual(scores(forward));
          expect(await compatibility(a, b)).toEqual(forward);
          for (const score of [forward.love, forward.friendship, forward.work]) expect(score).toBeGreaterThanOrEqual(0);
        }
      }
    });

    it('takes a sign by its page slug (with or without -burcu), its English name or its index', async () => {
      const byIndex = await compatibility(0, 4);
      expect(byIndex).toMatchObject({ a: { sign: 0, slug: 'koc', name: 'Koç', element: 'fire', modality: 'cardinal' }, b: { sign: 4, slug: 'aslan', name: 'Aslan' }, aspect: 'trine', elementRelation: 'same' });
      expect(await compatibility('koc', 'aslan')).toEqual(byIndex);
      expect(await compatibility('koc-burcu', 'aslan-burcu')).toEqual(byIndex);
      expect(await compatibility('Aries', 'leo')).toEqual(byIndex);
      for (const [index, slug] of ZODIAC_SIGNS.entries()) {
        expect((await compatibility(slug, ENGLISH_SIGNS[index] ?? '')).a.sign).toBe(index);
      }
    });

    it('explains every pair in all three editions in whole sentences, with the signs’ names', async () => {
      for (const [a, b] of [[0, 0], [0, 1], [0, 2], [0, 3], [0, 4], [0, 5], [0, 6], [3, 7], [9, 2], [11, 5]] as const) {
        for (const edition of EDITIONS) {
          const { explanation } = await compatibility(a, b, edition);
          expect(explanation).not.toMatch(/[{}]|undefined|\s\s/);
          expect(explanation).toMatch(/\.$/);
          expect(explanation.split(/(?<=\.) /).length).toBeGreaterThanOrEqual(4);
          expect(explanation).toContain(SIGN_NAMES[a]?.[edition]);
          if (a !== b) expect(explanation).toContain(SIGN_NAMES[b]?.[edition]);
        }
      }
      expect((await compatibility('koc', 'aslan', 'en')).explanation).toBe(
        'Aries and Leo form a trine, signs of the same element: things flow naturally between you and harmony usually comes on its own. The one risk is that it is so easy you forget to put work in. ' +
          'Both of you are fire signs: you share enthusiasm, courage and pace, but two fires flare up easily, so patience is something you will learn together. ' +
          'Your signs have different modalities (cardinal and fixed), so in shared work the roles divide themselves: one starts, the other keeps things going or changes course. ' +
          'Of the three scores, friendship comes out highest.',
      );
    });

    it('is public and cacheable per edition: two sun signs identify nobody', async () => {
      const response = await get('/compatibility', { a: 'boga', b: 'basak' }, 'ru');
      expect(response.headers['cache-control']).toMatch(/^public, /);
      expect(response.headers['vary']).toContain('X-Edition');
    });
  });

  describe('GET /api/astro/rising-sign', () => {
    const mary = { year: 1982, month: 5, day: 7, hour: 11, minute: 17, latitude: 42 + 37 / 60, longitude: -(75 + 20 / 60), timezone: 'America/New_York' };

    it('gives the ascendant’s sign, degree, name and meaning in the edition (Mary: 5°09′ Leo)', async () => {
      for (const edition of EDITIONS) {
        const response = await get('/rising-sign', mary, edition);
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe(CHART_CACHE_CONTROL);
        const rising = response.json<RisingSignResponse>();
        expect(rising).toMatchObject({ utc: '1982-05-07T15:17:00.000Z', utcOffsetMinutes: -240, sign: 4, slug: 'aslan', name: SIGN_NAMES[4]?.[edition], text: RISING_TEXTS[4]?.[edition], warnings: [] });
        expect(Math.abs(rising.degree - (5 + 9 / 60))).toBeLessThan(0.05);
      }
      const chart = (await get('/natal-chart', mary)).json<{ ascendant: { longitude: number } }>();
      expect((await get('/rising-sign', mary)).json<RisingSignResponse>().longitude).toBeCloseTo(chart.ascendant.longitude, 9);
    });

    it('has a written meaning for all twelve rising signs in every edition (one Istanbul day rises through them all)', async () => {
      const seen = new Map<number, Record<string, string>>();
      for (let minutes = 0; minutes < 24 * 60; minutes += 20) {
        const query = { year: 2024, month: 3, day: 20, hour: Math.floor(minutes / 60), minute: minutes % 60, latitude: 41.0082, longitude: 28.9784, timezone: 'Europe/Istanbul' };
        for (const edition of EDITIONS) {
          const rising = (await get('/rising-sign', query, edition)).json<RisingSignResponse>();
          seen.set(rising.sign, { ...seen.get(rising.sign), [edition]: rising.text });
        }
      }
      expect([...seen.keys()].sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
      for (const [sign, texts] of seen) {
        for (const edition of EDITIONS) expect(texts[edition]?.length).toBeGreaterThan(120);
        expect(texts['tr']).toContain(SIGN_NAMES[sign]?.tr);
        expect(texts['en']).toContain(SIGN_NAMES[sign]?.en);
      }
      expect(new Set(RISING_TEXTS.flatMap((text) => EDITIONS.map((edition) => text[edition]))).size).toBe(36);
    });
  });
});
