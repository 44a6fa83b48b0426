import type { AstroSignListResponse, AstroSignProfile } from '@meydan/shared/contracts';
import { EDITIONS, ZODIAC_SIGNS } from '@meydan/shared/util/routing';
import { useAstroApp } from '../testing/astro-test-app';
import { SIGN_PROFILES } from './texts/profiles';
import { SIGN_PROFILE_CACHE_CONTROL } from './signs.routes';

const PARAGRAPH_FIELDS = ['personality', 'love', 'career', 'health'] as const;

describe('sign profiles', () => {
  describe('texts', () => {
    it('has every section for the twelve signs in every edition, in whole sentences', () => {
      for (const edition of EDITIONS) {
        const profiles = SIGN_PROFILES[edition];
        expect(profiles).toHaveLength(12);
        for (const profile of profiles) {
          expect(profile.tagline.length).toBeGreaterThan(20);
          expect(profile.overview).toHaveLength(2);
          for (const paragraph of [...profile.overview, ...PARAGRAPH_FIELDS.map((field) => profile[field])]) {
            expect(paragraph.length).toBeGreaterThan(200);
            expect(paragraph).toMatch(/[.!?»"]$/);
            expect(paragraph).not.toMatch(/[{}]|undefined|lorem|\s\s/i);
          }
          expect(profile.strengths.length).toBeGreaterThanOrEqual(4);
          expect(profile.strengths.length).toBeLessThanOrEqual(5);
          expect(profile.challenges.length).toBeGreaterThanOrEqual(3);
          expect(profile.challenges.length).toBeLessThanOrEqual(4);
        }
      }
    });

    it('writes each sign its own texts, different in each edition (nothing copied between signs or left untranslated)', () => {
      const all = EDITIONS.flatMap((edition) => SIGN_PROFILES[edition].flatMap((profile) => [profile.tagline, ...profile.overview, ...PARAGRAPH_FIELDS.map((field) => profile[field])]));
      expect(new Set(all).size).toBe(all.length);
      // Each edition in its own alphabet and language.
      for (const profile of SIGN_PROFILES.ru) expect(profile.personality).toMatch(/[а-яё]{4}/);
      for (const profile of SIGN_PROFILES.tr) expect(profile.personality).toMatch(/[ğşıçöü]/);
      for (const profile of SIGN_PROFILES.en) expect(profile.personality).toMatch(/\byou\b/i);
    });
  });

  describe('GET /api/astro/signs', () => {
    const { get } = useAstroApp();

    it('lists the twelve signs with their facts in the edition, cached for a day per edition', async () => {
      const response = await get('/signs', {}, 'tr');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(SIGN_PROFILE_CACHE_CONTROL);
      expect(response.headers['vary']).toContain('X-Edition');
      const { items } = response.json<AstroSignListResponse>();
      expect(items.map((item) => item.slug)).toEqual([...ZODIAC_SIGNS]);
      expect(items[0]).toEqual({
        index: 0,
        slug: 'koc',
        name: 'Koç',
        symbol: '♈',
        dates: { start: '03-21', end: '04-20', label: '21 Mart – 20 Nisan' },
        element: { id: 'fire', name: 'Ateş' },
        modality: { id: 'cardinal', name: 'Öncü' },
        rulers: [{ id: 'mars', name: 'Mars' }],
        tagline: SIGN_PROFILES.tr[0]?.tagline,
      });
      expect(items[7]?.rulers).toEqual([{ id: 'pluto', name: 'Plüton' }, { id: 'mars', name: 'Mars' }]);
      const en = (await get('/signs', {}, 'en')).json<AstroSignListResponse>().items;
      expect(en[9]).toMatchObject({ name: 'Capricorn', dates: { start: '12-22', end: '01-19', label: 'December 22 – January 19' }, element: { name: 'Earth' }, rulers: [{ id: 'saturn', name: 'Saturn' }] });
      expect(en[4]?.rulers).toEqual([{ id: 'sun', name: 'Sun' }]);
      const ru = (await get('/signs', {}, 'ru')).json<AstroSignListResponse>().items;
      expect(ru[11]).toMatchObject({ name: 'Рыбы', dates: { label: '19 февраля — 20 марта' }, element: { name: 'Вода' }, modality: { name: 'Мутабельный' }, rulers: [{ name: 'Нептун' }, { name: 'Юпитер' }] });
    });

    it('gives a sign’s whole page by slug, -burcu slug, English name or index', async () => {
      const profile = (await get('/signs/akrep', {}, 'ru')).json<AstroSignProfile>();
      expect(profile).toMatchObject({
        index: 7,
        name: 'Скорпион',
        overview: SIGN_PROFILES.ru[7]?.overview,
        love: SIGN_PROFILES.ru[7]?.love,
        luckyDay: { id: 'tuesday', name: 'Вторник' },
        luckyColor: { id: 'burgundy', name: 'Бордовый' },
        bestMatches: [{ index: 3, slug: 'yengec', name: 'Рак' }, { index: 11, slug: 'balik', name: 'Рыбы' }, { index: 5, slug: 'basak', name: 'Дева' }, { index: 9, slug: 'oglak', name: 'Козерог' }],
      });
      for (const name of ['akrep-burcu', 'scorpio', '7']) expect((await get(`/signs/${name}`, {}, 'ru')).json<AstroSignProfile>()).toEqual(profile);
    });

    it('answers an unknown sign with a localized 404', async () => {
      const response = await get('/signs/ejderha', {}, 'tr');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, message: expect.stringContaining('Böyle bir burç yok') });
      expect((await get('/signs/12', {}, 'en')).json()).toMatchObject({ statusCode: 404, message: expect.stringContaining('There is no such sign') });
    });
  });
});
