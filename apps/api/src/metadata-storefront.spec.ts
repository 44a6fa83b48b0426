import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Value } from '@sinclair/typebox/value';
import { createTestDatabase, seed, seedStorefrontAndMetadata, type TestDatabase } from '@meydan/api/db';
import {
  loadCorporateDocuments,
  STATIC_METADATA_SCHEMAS,
  type PeriodicContent,
  type StorefrontFeedListResponse,
  type StorefrontFeedResponse,
  type WebConfig,
} from '@meydan/shared/contracts';
import { buildApp } from './app';

// The first run renders every seed picture; on a busy machine that takes minutes.
jest.setTimeout(600_000);

const MEDIA_DIR = path.join(os.tmpdir(), 'meydan-test-media');
const API = '/api/v3.5';
const BASE_DATE = new Date('2026-11-20T09:00:00Z');
const HOSTS = { tr: 'localhost:3000', en: 'en.localhost:3000', ru: 'ru.localhost:3000' } as const;

describe('metadata, periodic contents and storefront API', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  // The HTTP cache's clock, to show the web config is kept exactly 5 minutes.
  let clock = Date.parse('2026-11-21T08:00:00Z');

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seed(testDb.db, { mediaDir: MEDIA_DIR });
    await seedStorefrontAndMetadata(testDb.db, { mediaDir: MEDIA_DIR, baseDate: BASE_DATE });
    app = await buildApp({ db: testDb.db, mediaDir: MEDIA_DIR, cache: { now: () => clock } });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });

  const get = (url: string, edition: keyof typeof HOSTS = 'tr') => app.inject({ method: 'GET', url: `${API}${url}`, headers: { host: HOSTS[edition] } });

  describe('GET /static-metadata/item', () => {
    it.each(Object.keys(STATIC_METADATA_SCHEMAS) as Array<keyof typeof STATIC_METADATA_SCHEMAS>)('serves %s in every edition in its documented shape', async (key) => {
      for (const edition of ['tr', 'en', 'ru'] as const) {
        const response = await get(`/static-metadata/item?key=${key}`, edition);
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toMatch(/^public/);
        const body = response.json();
        expect(body).toMatchObject({ key, edition });
        expect(Value.Check(STATIC_METADATA_SCHEMAS[key], body.value)).toBe(true);
      }
    });

    it('has per-edition values (advertising label in the edition language)', async () => {
      expect((await get('/static-metadata/item?key=advertising', 'ru')).json().value.label).toBe('Реклама для малого бизнеса');
      expect((await get('/static-metadata/item?key=advertising', 'en')).json().value.label).toBe('Advertise your small business');
    });

    it('answers 400 for a missing or malformed key and a localized 404 for an unknown one', async () => {
      expect((await get('/static-metadata/item')).statusCode).toBe(400);
      expect((await get('/static-metadata/item?key=Bad%20Key!')).statusCode).toBe(400);
      const unknown = await get('/static-metadata/item?key=no-such-key', 'ru');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Эти сведения не найдены.', statusCode: 404 });
    });
  });

  describe('legal texts', () => {
    it('serves the terms of use v1 from the same document as the user agreement page', async () => {
      for (const edition of ['tr', 'en', 'ru'] as const) {
        const doc = (await loadCorporateDocuments(edition))['user-agreement'];
        const body = (await get('/metadata/tos?version=v1', edition)).json();
        expect(body).toMatchObject({ key: 'tos', version: 'v1', edition, title: doc.title, updated: doc.updated });
        expect(body.sections).toEqual(doc.sections);
      }
      expect((await get('/metadata/tos')).json().path).toBe('/kurumsal/kullanici-sozlesmesi');
    });

    it('answers 404 for a version that does not exist and 400 for a malformed one', async () => {
      expect((await get('/metadata/tos?version=v2')).statusCode).toBe(404);
      expect((await get('/metadata/tos?version=latest')).statusCode).toBe(400);
    });

    it('serves the privacy policy with the link of its web page', async () => {
      const en = (await get('/metadata/pages/static/privacy_policy', 'en')).json();
      expect(en.title).toBe((await loadCorporateDocuments('en'))['privacy-policy'].title);
      expect(en).toMatchObject({ key: 'privacy_policy', path: '/corporate/privacy-policy' });
      expect((await get('/metadata/pages/static/privacy_policy')).json().path).toBe('/kurumsal/gizlilik-politikasi');
      expect((await get('/metadata/pages/static/nothing_here')).statusCode).toBe(404);
      expect((await get('/metadata/pages/static/Privacy-Policy')).statusCode).toBe(400);
    });
  });

  describe('GET /metadata/config/web', () => {
    it('describes the edition, is cached 5 minutes and takes valid operator overrides only', async () => {
      const first = await get('/metadata/config/web', 'en');
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('public, max-age=300');
      const config: WebConfig = first.json();
      expect(config.edition).toBe('en');
      expect(config.editions.map((e) => [e.code, e.isDefault])).toEqual([['tr', true], ['en', false], ['ru', false]]);
      expect(config.consent.policyPath).toBe('/cookie-policy');
      expect(config.ads.slots.find((slot) => slot.name === 'masthead')?.refreshTimerMs).toBe(20_000);
      // Push is on with the VAPID key the API signs with (derived from AUTH_TOKEN_SECRET outside production).
      expect(config.push).toMatchObject({ enabled: true, tokenCollectionDisabled: false, vapidPublicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/) });

      await testDb.db.query(
        `INSERT INTO client_config (platform, edition, overrides) VALUES
           ('web', NULL, '{"push": {"enabled": false}, "games": {"showDevOnly": "yes"}}'),
           ('web', 'en', '{"push": {"tokenCollectionDisabled": true}, "unknownFlag": 1}')`,
      );
      // Within five minutes the cached answer stands.
      clock += 299_000;
      expect((await get('/metadata/config/web', 'en')).headers['x-cache']).toBe('hit');
      clock += 2000;
      const fresh = await get('/metadata/config/web', 'en');
      expect(fresh.headers['x-cache']).toBe('miss');
      const updated: WebConfig & { unknownFlag?: number } = fresh.json();
      // The all-editions row's valid part is dropped with its invalid flag; the en row applies.
      expect(updated.push).toMatchObject({ enabled: true, tokenCollectionDisabled: true });
      expect(updated.games.showDevOnly).toBe(false);
      expect(updated.unknownFlag).toBeUndefined();
      const tr: WebConfig = (await get('/metadata/config/web')).json();
      expect(tr.push.tokenCollectionDisabled).toBe(false);
      expect(tr.consent.policyPath).toBe('/cerez-politikasi');
    });
  });

  describe('GET /articles/periodic-contents/detail', () => {
    it('returns a series with its schedule, next issue, latest issue and archive', async () => {
      const response = await get('/articles/periodic-contents/detail?key=doviz-kurlari');
      expect(response.statusCode).toBe(200);
      const body: PeriodicContent = response.json();
      expect(body).toMatchObject({ key: 'doviz-kurlari', edition: 'tr', frequency: 'weekdays', schedule: { time: '09:30', day: null, timeZone: 'Europe/Istanbul' } });
      expect(body.category?.slug).toBe('economy');
      expect(body.issues.length).toBeGreaterThan(1);
      expect(body.latest).toEqual(body.issues[0]);
      const dates = body.issues.map((issue) => issue.issueDate);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(new Set(dates).size).toBe(dates.length);
      // 09:30 in Istanbul is 06:30 UTC, on a weekday, in the future.
      const next = new Date(body.nextIssueAt as string);
      expect(next.getTime()).toBeGreaterThan(Date.now());
      expect(next.toISOString()).toMatch(/T06:30:00\.000Z$/);
      expect([1, 2, 3, 4, 5]).toContain(next.getUTCDay());
      for (const issue of body.issues) expect(issue.article.categories.map((c) => c.slug)).toContain('economy');
    });

    it('pages the archive and keeps the latest issue on later pages', async () => {
      const first: PeriodicContent = (await get('/articles/periodic-contents/detail?key=whats-on-this-week&limit=2', 'en')).json();
      const second: PeriodicContent = (await get('/articles/periodic-contents/detail?key=whats-on-this-week&limit=2&page=2', 'en')).json();
      expect(first.schedule.day).toBe(5);
      expect(second.pagination).toMatchObject({ page: 2, limit: 2 });
      expect(second.latest).toEqual(first.issues[0]);
      expect(second.issues[0]?.issueDate < (first.issues[1]?.issueDate ?? '')).toBe(true);
    });

    it('answers 400 without a key and 404 for a series of another edition', async () => {
      expect((await get('/articles/periodic-contents/detail')).statusCode).toBe(400);
      const other = await get('/articles/periodic-contents/detail?key=doviz-kurlari', 'en');
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe('This series could not be found.');
    });
  });

  describe('storefront', () => {
    it('lists the edition’s showcases with covers and product counts', async () => {
      for (const edition of ['tr', 'en', 'ru'] as const) {
        const body: StorefrontFeedListResponse = (await get('/feed', edition)).json();
        expect(body.items.length).toBeGreaterThanOrEqual(4);
        for (const feed of body.items) {
          expect(feed.itemCount).toBeGreaterThanOrEqual(20);
          expect(feed.itemCount).toBeLessThanOrEqual(40);
          expect(feed.path).toBe(`/vitrin/${feed.key}`);
          expect(feed.cover?.resolutions.high.url).toMatch(/^\/media\/images\//);
        }
      }
      expect((await get('/feed')).json().items[0].key).toBe('ev-ofisi-kurulumu');
    });

    it('pages a showcase 15 products at a time, in the edition currency, with pictures on disk', async () => {
      const first: StorefrontFeedResponse = (await get('/feed/ev-ofisi-kurulumu')).json();
      expect(first.items).toHaveLength(15);
      expect(first.pagination).toMatchObject({ page: 1, limit: 15, total: first.feed.itemCount, totalPages: Math.ceil(first.feed.itemCount / 15), hasNextPage: true });
      for (const item of first.items) {
        expect(item.price.currency).toBe('TRY');
        expect(item.price.amount).toBeGreaterThan(0);
        if (item.listPrice) expect(item.listPrice.amount).toBeGreaterThan(item.price.amount);
        expect(item.url).toMatch(/^https:\/\/[a-z0-9.-]+\.example\//);
        expect(item.store.name.length).toBeGreaterThan(2);
        const file = (item.image?.resolutions.standard.url as string).replace(/^\/media\//, '');
        expect(existsSync(path.join(MEDIA_DIR, file))).toBe(true);
      }
      const second: StorefrontFeedResponse = (await get('/feed/ev-ofisi-kurulumu?page=2')).json();
      expect(second.items.length).toBe(first.feed.itemCount - 15);
      expect(second.items.map((item) => item._id)).not.toContain(first.items[0]?._id);
      const past: StorefrontFeedResponse = (await get('/feed/ev-ofisi-kurulumu?page=9')).json();
      expect(past.items).toEqual([]);
      expect(past.pagination.hasNextPage).toBe(false);
      const ru: StorefrontFeedResponse = (await get('/feed/domashniy-ofis', 'ru')).json();
      expect(ru.items[0]?.price.currency).toBe('RUB');
      expect(ru.items[0]?.price.amount % 10).toBe(0);
    });

    it('answers 404 for unknown or unpublished showcases and 400 for malformed requests', async () => {
      const unknown = await get('/feed/yok-boyle-vitrin');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Bu vitrin bulunamadı.', statusCode: 404 });
      expect((await get('/feed/home-office-setup')).statusCode).toBe(404);
      await testDb.db.query("UPDATE storefront_feeds SET is_published = false WHERE edition = 'en' AND key = 'gift-guide'");
      expect((await get('/feed/gift-guide?page=3', 'en')).statusCode).toBe(404);
      expect((await get('/feed/Kötü_Anahtar')).statusCode).toBe(400);
      expect((await get('/feed/ev-ofisi-kurulumu?page=0')).statusCode).toBe(400);
      expect((await get('/feed/ev-ofisi-kurulumu?limit=500')).statusCode).toBe(400);
    });
  });
});
