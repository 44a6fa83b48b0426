import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { registerErrorHandling } from '@meydan/api/core';
import type { Db } from '@meydan/api/db';
import { TAROT_CARDS } from '@meydan/astrology/tarot';
import type { TarotCardListResponse, TarotCardResponse, TarotDailyResponse, TarotReadingResponse } from '@meydan/shared/contracts';
import { EDITIONS, type Edition } from '@meydan/shared/util/routing';
import { ASTRO_API, buildAstroApp } from '../testing/astro-test-app';
import { escapeXml } from './card-art';
import { tarotRoutes } from './tarot.routes';
import { TAROT_TEXTS } from './texts';

const TAROT = `${ASTRO_API}/tarot`;
let now = new Date('2026-05-04T09:00:00Z');

describe('tarot API', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildAstroApp({ clock: () => now, limits: { tarot: { max: 1_000, windowMs: 60_000 } } });
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (path: string, edition: Edition = 'tr', headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `${TAROT}${path}`, headers: { 'x-edition': edition, ...headers } });
  const read = (body: unknown, edition: Edition = 'tr') =>
    app.inject({ method: 'POST', url: `${TAROT}/readings`, headers: { 'x-edition': edition }, payload: body as object });
  const readerCookie = (response: LightMyRequestResponse) => /tarot_reader=([^;]+)/.exec(String(response.headers['set-cookie'] ?? ''))?.[1];

  describe('the deck', () => {
    it('lists the 78 cards with unique slugs, names in the edition and a public day-long cache', async () => {
      const response = await get('/cards', 'en');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.headers['vary']).toContain('X-Edition');
      const { items } = response.json<TarotCardListResponse>();
      expect(items).toHaveLength(78);
      expect(new Set(items.map((card) => card.slug)).size).toBe(78);
      expect(items[0]).toMatchObject({ id: 'ar00', slug: 'deli', arcana: 'major', suit: null, number: 0, roman: '0', name: 'The Fool', image: '/api/astro/tarot/cards/deli/image.svg' });
      expect(items[22]).toMatchObject({ id: 'waac', slug: 'asa-asi', suit: 'wands', rank: 'ace', number: 1, name: 'Ace of Wands' });
      const ru = (await get('/cards', 'ru')).json<TarotCardListResponse>().items;
      expect(ru.find((card) => card.slug === 'kilic-usagi')?.name).toBe('Паж Мечей');
    });

    it('has keywords, a picture description and both meanings for every card in every edition, each written for its edition', () => {
      expect(Object.keys(TAROT_TEXTS).sort()).toEqual(TAROT_CARDS.map((card) => card.id).sort());
      for (const card of TAROT_CARDS) {
        const texts = TAROT_TEXTS[card.id];
        for (const edition of EDITIONS) {
          const text = texts?.[edition];
          expect(text?.keywords.length).toBeGreaterThanOrEqual(3);
          expect(text?.keywords.length).toBeLessThanOrEqual(5);
          for (const field of ['description', 'upright', 'reversed'] as const) expect(text?.[field].length).toBeGreaterThan(40);
          expect(text?.upright).not.toBe(text?.reversed);
        }
        for (const field of ['description', 'upright', 'reversed'] as const) expect(new Set(EDITIONS.map((edition) => texts?.[edition][field])).size).toBe(3);
        // Turkish and Russian are written in their own alphabets' letters where the words need them.
        expect(texts?.ru.upright).toMatch(/[а-яё]/i);
        expect(texts?.en.upright).not.toMatch(/[а-яёçğışöü]/i);
      }
    });

    it('answers one card with its meanings and neighbours, in the edition', async () => {
      const response = await get('/cards/guc', 'tr');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      const card = response.json<TarotCardResponse>();
      expect(card).toMatchObject({ id: 'ar08', roman: 'VIII', name: 'Güç', previous: { slug: 'savas-arabasi', name: 'Savaş Arabası' }, next: { slug: 'ermis', name: 'Ermiş' } });
      expect(card.upright).toBe(TAROT_TEXTS['ar08']?.tr.upright);
      expect(card.reversed).toBe(TAROT_TEXTS['ar08']?.tr.reversed);
      expect((await get('/cards/deli')).json<TarotCardResponse>().previous).toBeNull();
      expect((await get('/cards/tilsim-krali', 'ru')).json<TarotCardResponse>()).toMatchObject({ name: 'Король Пентаклей', next: null, previous: { slug: 'tilsim-kralicesi' } });
    });

    it('answers an unknown card with a localized 404', async () => {
      for (const [edition, text] of [['tr', 'Böyle bir tarot kartı yok'], ['en', 'There is no such tarot card'], ['ru', 'Такой карты Таро нет']] as const) {
        const response = await get('/cards/the-fool', edition);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toContain(text);
      }
      expect((await get('/cards/nope/image.svg')).statusCode).toBe(404);
      expect((await get('/cards/NOT_A_SLUG')).statusCode).toBe(400);
    });
  });

  describe('card pictures', () => {
    it('draws a valid SVG with the name in the edition, cached publicly for a day', async () => {
      for (const [slug, edition, name] of [['kupa-asi', 'tr', 'Kupa Ası'], ['mahkeme', 'en', 'Judgement'], ['kilic-kralicesi', 'ru', 'Королева Мечей']] as const) {
        const response = await get(`/cards/${slug}/image.svg`, edition);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
        expect(response.headers['cache-control']).toBe('public, max-age=86400');
        expect(response.headers['vary']).toContain('X-Edition');
        expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]* viewBox="0 0 300 520"/);
        expect(response.body).toContain(`>${name}</text>`);
        // librsvg refuses malformed XML: a rendered PNG of the card's size proves the SVG is well formed.
        const { width, height } = await sharp(Buffer.from(response.body)).metadata();
        expect([width, height]).toEqual([300, 520]);
      }
    });

    it('draws every card differently and escapes the text it writes', async () => {
      const bodies = await Promise.all(TAROT_CARDS.map(async (card) => (await get(`/cards/${card.slug}/image.svg`, 'en')).body));
      expect(new Set(bodies).size).toBe(78);
      expect(escapeXml(`Rock & "Roll" <b>'s`)).toBe('Rock &amp; &quot;Roll&quot; &lt;b&gt;&apos;s');
      for (const body of bodies) expect(body).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    });
  });

  describe('the card of the day', () => {
    it('gives a new visitor a reader cookie, and the same card all day to the same reader', async () => {
      const first = await get('/daily', 'en');
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('private, no-store');
      const setCookie = String(first.headers['set-cookie']);
      expect(setCookie).toMatch(/^tarot_reader=[0-9a-f-]{36}; Max-Age=31536000; Path=\/api\/astro\/tarot; HttpOnly; SameSite=Lax$/);
      const cookie = `tarot_reader=${readerCookie(first)}`;
      const answer = first.json<TarotDailyResponse>();
      expect(answer.day).toBe('2026-05-04');
      const again = await get('/daily', 'en', { cookie });
      expect(again.headers['set-cookie']).toBeUndefined();
      expect(again.json()).toEqual(answer);
      // The same card in another edition, its meaning in that edition's words.
      const ru = (await get('/daily', 'ru', { cookie })).json<TarotDailyResponse>();
      expect([ru.card.id, ru.reversed]).toEqual([answer.card.id, answer.reversed]);
      const texts = TAROT_TEXTS[answer.card.id]?.ru;
      expect(ru.card.meaning).toBe(answer.reversed ? texts?.reversed : texts?.upright);
      // Still the same card late in the Istanbul evening; the next one after midnight there.
      now = new Date('2026-05-04T20:59:00Z');
      expect((await get('/daily', 'en', { cookie })).json()).toEqual(answer);
      now = new Date('2026-05-04T21:00:00Z');
      expect((await get('/daily', 'en', { cookie })).json<TarotDailyResponse>().day).toBe('2026-05-05');
      now = new Date('2026-05-04T09:00:00Z');
    });

    it('marks the cookie Secure over HTTPS and replaces a cookie that is not one of ours', async () => {
      // Behind apps/api's trusted proxy, X-Forwarded-Proto tells the scheme; the astro harness trusts no proxy.
      const proxied = Fastify({ trustProxy: true });
      registerErrorHandling(proxied);
      await proxied.register(tarotRoutes, { prefix: TAROT, db: {} as Db, verifyAccessToken: async () => null, trustedOrigins: [] });
      try {
        const secure = await proxied.inject({ url: `${TAROT}/daily`, headers: { 'x-forwarded-proto': 'https' } });
        expect(String(secure.headers['set-cookie'])).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
        const plain = await proxied.inject({ url: `${TAROT}/daily` });
        expect(String(plain.headers['set-cookie'])).not.toContain('Secure');
      } finally {
        await proxied.close();
      }
      const forged = await get('/daily', 'tr', { cookie: 'tarot_reader=../../etc' });
      expect(readerCookie(forged)).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('differs across readers', async () => {
      const cards = new Map<string, number>();
      let reversed = 0;
      for (let i = 0; i < 300; i++) {
        const cookie = `tarot_reader=00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
        const answer = (await get('/daily', 'tr', { cookie })).json<TarotDailyResponse>();
        cards.set(answer.card.id, (cards.get(answer.card.id) ?? 0) + 1);
        if (answer.reversed) reversed++;
      }
      // 300 readers over 78 cards: about 4 each, so far more than 40 different cards and no card for a fifth of them.
      expect(cards.size).toBeGreaterThan(40);
      expect(Math.max(...cards.values())).toBeLessThan(60);
      expect(reversed).toBeGreaterThan(100);
      expect(reversed).toBeLessThan(200);
    });
  });

  describe('readings', () => {
    it('draws three distinct cards for past, present and future, privately', async () => {
      const response = await read({ spread: 'three-card', question: '  Bu yaz   taşınmalı mıyım?  ' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const reading = response.json<TarotReadingResponse>();
      expect(reading).toMatchObject({ spread: 'three-card', name: 'Üç Kart Açılımı', question: 'Bu yaz   taşınmalı mıyım?' });
      expect(reading.cards.map((entry) => entry.position.name)).toEqual(['Geçmiş', 'Şimdi', 'Gelecek']);
      expect(new Set(reading.cards.map((entry) => entry.card.id)).size).toBe(3);
      for (const { card, reversed } of reading.cards) {
        const texts = TAROT_TEXTS[card.id]?.tr;
        expect(card.meaning).toBe(reversed ? texts?.reversed : texts?.upright);
      }
    });

    it('lays the Celtic Cross with ten distinct cards, differently each time', async () => {
      const draws = await Promise.all([1, 2, 3].map(async () => (await read({ spread: 'celtic-cross' }, 'ru')).json<TarotReadingResponse>()));
      for (const reading of draws) {
        expect(reading).toMatchObject({ spread: 'celtic-cross', name: 'Кельтский крест', question: null });
        expect(reading.cards).toHaveLength(10);
        expect(new Set(reading.cards.map((entry) => entry.card.id)).size).toBe(10);
        expect(reading.cards[9]?.position).toMatchObject({ key: 'outcome', name: 'Итог' });
      }
      expect(new Set(draws.map((reading) => reading.cards.map((entry) => entry.card.id).join())).size).toBe(3);
    });

    it('refuses a bad spread or question with a localized 400', async () => {
      const cases: [unknown, Edition, string][] = [
        [{ spread: 'tree-card' }, 'tr', 'Açılım three-card'],
        [{}, 'en', 'The spread must be three-card or celtic-cross'],
        [{ spread: 'daily' }, 'en', 'The card of the day is drawn once a day'],
        [{ spread: 'three-card', question: 'ж'.repeat(201) }, 'ru', 'не длиннее 200 символов'],
        [{ spread: 'three-card', question: ' '.repeat(10) + 'ş'.repeat(201) }, 'tr', 'en fazla 200 karakterlik'],
      ];
      for (const [body, edition, message] of cases) {
        const response = await read(body, edition);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toContain(message);
      }
    });

    it('is rate limited per network', async () => {
      const limited = await buildAstroApp({ limits: { tarot: { max: 2, windowMs: 60_000 } } });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 3; i++) statuses.push((await limited.inject({ method: 'POST', url: `${TAROT}/readings`, payload: { spread: 'three-card' } })).statusCode);
        expect(statuses).toEqual([200, 200, 429]);
      } finally {
        await limited.close();
      }
    });
  });
});
