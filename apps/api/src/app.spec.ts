import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createTestDatabase, DatabaseUnavailableError, type Db, DEMO_ACCOUNTS, planSeed, seed, type TestDatabase } from '@meydan/api/db';
import type { ArticleListResponse, ArticleSummary } from '@meydan/shared/contracts';
import { JSDOM } from 'jsdom';
import { API_CONTENT_SECURITY_POLICY } from '@meydan/api/core';
import { buildApp, registerApiRoutes } from './app';

// Seeding ~1,000 articles (and rendering media on a cold machine) dominates beforeAll.
jest.setTimeout(300_000);

const MEDIA_DIR = path.join(os.tmpdir(), 'meydan-test-media');
const API = '/api/v3.5';
const plan = planSeed();

/** A Db whose queries can be made to fail as the pg layer fails them when the server is unreachable. */
function flaky(db: Db): { db: Db; state: { fail: boolean } } {
  const state = { fail: false };
  const down = () => Promise.reject(new DatabaseUnavailableError(Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432 password=secret'), { code: 'ECONNREFUSED' })));
  return {
    state,
    db: {
      kind: db.kind,
      query: (sql, params) => (state.fail ? down() : db.query(sql, params)),
      exec: (sql) => (state.fail ? down() : db.exec(sql)),
      transaction: (fn) => (state.fail ? down() : db.transaction(fn)),
      close: async () => undefined,
    },
  };
}

/** Parses XML strictly (a malformed document yields a parsererror element). */
function parseXml(body: string): Document {
  const document = new JSDOM(body, { contentType: 'application/xml' }).window.document;
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}
const texts = (doc: Document, tag: string) => [...doc.getElementsByTagName(tag)].map((node) => node.textContent ?? '');

const engagement = (a: ArticleSummary) => a.counts.view + 3 * (a.counts.reaction ?? 0) + 5 * a.counts.share + 4 * a.counts.comment;

describe('API over the seeded database', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let listed: { tr: number; en: number; ru: number };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const summary = await seed(testDb.db, { mediaDir: MEDIA_DIR });
    listed = { tr: summary.editions.tr.listed, en: summary.editions.en.listed, ru: summary.editions.ru.listed };
    app = await buildApp({ db: testDb.db, mediaDir: MEDIA_DIR, cache: false });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await testDb.cleanup();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  describe('health', () => {
    it('answers /healthz and /readyz', async () => {
      expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
      expect((await get('/readyz')).json()).toEqual({ status: 'ready', database: testDb.kind });
    });
  });

  describe('GET /categories', () => {
    it('returns the top-level sections of the Host edition, with subs on request', async () => {
      const tr = (await get(`${API}/categories`)).json();
      expect(tr.items.map((c: { slug: string }) => c.slug)).toEqual([
        'business', 'culture', 'entertainment', 'life', 'news', 'meydan', 'other', 'sport', 'technology',
      ]);
      expect(tr.items[0].subs).toBeUndefined();
      const en = (await get(`${API}/categories?withSubs=true`, { host: 'en.localhost:3000' })).json();
      expect(en.items[0]).toMatchObject({ name: 'Business', route: '/business-news', edition: 'en', parent: null });
      expect(en.items[0].subs.map((c: { slug: string }) => c.slug)).toEqual(['business-life', 'economy', 'enterpreneurship']);
      const ru = (await get(`${API}/categories?withSubs=true`, { 'x-edition': 'ru' })).json();
      expect(ru.items[0].subs[1]).toMatchObject({ name: 'Экономика', route: '/business-novosti/economy', parent: ru.items[0]._id });
    });

    it('marks public GETs cacheable by browsers and CDNs', async () => {
      const res = await get(`${API}/categories`);
      expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    });
  });

  describe('GET /categories/:id', () => {
    it('finds a category by uuid or slug, subs on request', async () => {
      const bySlug = (await get(`${API}/categories/technology?withSubs=true`)).json();
      expect(bySlug).toMatchObject({ slug: 'technology', name: 'Teknoloji', route: '/technology' });
      expect(bySlug.subs).toHaveLength(7);
      const byId = (await get(`${API}/categories/${bySlug._id}`)).json();
      expect(byId).toEqual({ _id: bySlug._id, name: 'Teknoloji', slug: 'technology', route: '/technology', parent: null, edition: 'tr' });
    });

    it('answers unknown ids with 404 and oversized ids with 400, in the request language', async () => {
      expect((await get(`${API}/categories/nope`, { 'x-edition': 'en' })).json()).toEqual({ message: 'The category could not be found.', statusCode: 404 });
      const bad = await get(`${API}/categories/${'x'.repeat(65)}`, { 'x-edition': 'en' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: 'Invalid request: path parameter "id" must be at most 64 characters long.', statusCode: 400 });
    });
  });

  describe('GET /articles', () => {
    it('lists the newest listed articles of the edition with totals', async () => {
      const res = await get(`${API}/articles`);
      const body = res.json<ArticleListResponse>();
      expect(body.items).toHaveLength(20);
      expect(body.pagination).toEqual({ page: 1, limit: 20, total: listed.tr, totalPages: Math.ceil(listed.tr / 20), hasNextPage: true });
      const dates = body.items.map((a) => a.published);
      expect([...dates].sort().reverse()).toEqual(dates);
      const first = body.items[0] as ArticleSummary;
      expect(first.route).toBe(`/haber/${first.route.split('/')[2]}`);
      expect(first.route.endsWith(`-${first.legacyId}`)).toBe(true);
      expect(first).not.toHaveProperty('entries');
      expect(first.image?.resolutions.standard).toMatchObject({ width: 620, height: 349, format: 'jpg' });
    });

    it('never lists drafts, hidden, deleted or moved articles, across every page', async () => {
      const hiddenIds = new Set(plan.articles.filter((a) => a.isDraft || a.isHidden || a.isDeleted || a.movedToId).map((a) => a.id));
      for (const edition of ['tr', 'en', 'ru'] as const) {
        const seen: string[] = [];
        for (let page = 1; ; page += 1) {
          const body = (await get(`${API}/articles?limit=50&page=${page}&useHasNextPage=true`, { 'x-edition': edition })).json<ArticleListResponse>();
          seen.push(...body.items.map((a) => a._id));
          expect(body.items.every((a) => a.edition === edition)).toBe(true);
          if (!body.pagination.hasNextPage) {
            expect(body.pagination).toEqual({ page, limit: 50, hasNextPage: false });
            break;
          }
        }
        expect(new Set(seen).size).toBe(listed[edition]);
        expect(seen.filter((id) => hiddenIds.has(id))).toEqual([]);
      }
    });

    it('sorts by real engagement signals', async () => {
      const popular = (await get(`${API}/articles?sort=popular&limit=50`)).json<ArticleListResponse>().items.map(engagement);
      expect(popular).toEqual([...popular].sort((a, b) => b - a));
      const aging = (await get(`${API}/articles?sort=agingPopular&limit=10`, { 'x-edition': 'en' })).json<ArticleListResponse>();
      expect(aging.items).toHaveLength(10);
      const score = (a: ArticleSummary) => engagement(a) / Math.pow(Math.max(0, (Date.now() - Date.parse(a.published)) / 3_600_000) + 2, 1.5);
      const scores = aging.items.map(score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      const random1 = (await get(`${API}/articles?sort=random&limit=5`)).json<ArticleListResponse>().items.map((a) => a._id);
      const random2 = (await get(`${API}/articles?sort=random&limit=5`)).json<ArticleListResponse>().items.map((a) => a._id);
      expect(random2).toEqual(random1);
    });

    it('filters by section (with its subcategories) and by tag route', async () => {
      const sport = (await get(`${API}/articles?categoryId=sport&limit=50`)).json<ArticleListResponse>();
      expect(sport.items.length).toBeGreaterThan(3);
      expect(sport.items.every((a) => a.categories[0]?.slug === 'sport')).toBe(true);
      expect(new Set(sport.items.map((a) => a.categories[1]?.slug))).toEqual(new Set(['basketball', 'football', 'others']));
      const tagged = (await get(`${API}/articles?tagRouteName=ekonomi-haberleri`)).json<ArticleListResponse>();
      expect(tagged.items.length).toBeGreaterThan(0);
      expect(tagged.items.every((a) => a.tags.some((t) => t.route === '/etiket/ekonomi-haberleri'))).toBe(true);
    });

    it('rejects bad input with 400 in the request language and unknown filters with 404', async () => {
      expect((await get(`${API}/articles?limit=0`)).json()).toEqual({
        message: 'Geçersiz istek: "limit" sorgu parametresi en az 1 olmalıdır.',
        statusCode: 400,
      });
      expect((await get(`${API}/articles?sort=oldest`, { host: 'en.localhost' })).json()).toEqual({
        message: 'Invalid request: query parameter "sort" must be one of: recent, agingPopular, random, igDate, popular.',
        statusCode: 400,
      });
      expect((await get(`${API}/articles?page=abc`, { host: 'ru.localhost' })).json()).toEqual({
        message: 'Некорректный запрос: параметр запроса «page» должен быть целым числом.',
        statusCode: 400,
      });
      expect((await get(`${API}/articles?tagRouteName=yok-boyle-bir-etiket`)).json()).toEqual({ message: 'Etiket bulunamadı.', statusCode: 404 });
    });

    it('walks the whole edition by time cursor, newest first, without repeating or skipping a story', async () => {
      const pages = (await get(`${API}/articles?limit=50&useHasNextPage=true`, { 'x-edition': 'ru' })).json<ArticleListResponse>();
      const seen = pages.items.map((a) => a._id);
      let body = pages;
      while (body.pagination.hasNextPage) {
        const last = body.items[body.items.length - 1] as ArticleSummary;
        body = (await get(`${API}/articles?limit=50&useHasNextPage=true&before=${encodeURIComponent(last.published)}&beforeId=${last.legacyId}`, { 'x-edition': 'ru' })).json();
        seen.push(...body.items.map((a) => a._id));
      }
      expect(seen).toHaveLength(listed.ru);
      expect(new Set(seen).size).toBe(listed.ru);
      const sport = (await get(`${API}/articles?categoryId=sport&limit=5`)).json<ArticleListResponse>();
      const since = (await get(`${API}/articles?categoryId=sport&since=${encodeURIComponent((sport.items[2] as ArticleSummary).published)}`)).json<ArticleListResponse>();
      expect(since.items.map((a) => a._id)).toEqual(sport.items.slice(0, 3).map((a) => a._id));
      expect(since.pagination).toMatchObject({ total: 3, hasNextPage: false });
    });

    it('lists the seeded Instagram posts for sort=igDate, newest post first, and pages them by post time', async () => {
      for (const edition of ['tr', 'en', 'ru'] as const) {
        const body = (await get(`${API}/articles?sort=igDate&limit=50`, { 'x-edition': edition })).json<ArticleListResponse>();
        const planned = plan.articles.filter((a) => a.edition === edition && a.igPostedAt).map((a) => a.id);
        expect(body.pagination.total).toBe(planned.length);
        expect(body.items.map((a) => a._id).sort()).toEqual([...planned].sort());
        const times = body.items.map((a) => a.igPostedAt as string);
        expect([...times].sort().reverse()).toEqual(times);
      }
      const first = (await get(`${API}/articles?sort=igDate&limit=12`)).json<ArticleListResponse>();
      const last = first.items[11] as ArticleSummary;
      const next = (await get(`${API}/articles?sort=igDate&limit=12&before=${encodeURIComponent(last.igPostedAt as string)}&beforeId=${last.legacyId}`)).json<ArticleListResponse>();
      const all = (await get(`${API}/articles?sort=igDate&limit=24`)).json<ArticleListResponse>();
      expect([...first.items, ...next.items].map((a) => a._id)).toEqual(all.items.map((a) => a._id));
    });

    it('explains a bad cursor in the request language', async () => {
      expect((await get(`${API}/articles?before=2026-02-30T10:00:00Z`)).json()).toEqual({
        message: 'Geçersiz istek: "before" sorgu parametresi saat dilimi belirtilmiş bir tarih ve saat olmalıdır, örneğin 2026-11-20T09:00:00Z.',
        statusCode: 400,
      });
      expect((await get(`${API}/articles?since=2026-11-20T10:00:00`, { host: 'en.localhost' })).json()).toEqual({
        message: 'Invalid request: query parameter "since" must be a date and time with a time zone, like 2026-11-20T09:00:00Z.',
        statusCode: 400,
      });
      expect((await get(`${API}/articles?sort=random&before=2026-11-20T10:00:00Z`, { host: 'ru.localhost' })).json()).toEqual({
        message: 'Некорректный запрос: «before», «beforeId» и «since» работают только с sort=recent или sort=igDate.',
        statusCode: 400,
      });
      expect((await get(`${API}/articles?beforeId=abc&before=2026-11-20T10:00:00Z`, { host: 'en.localhost' })).json()).toEqual({
        message: 'Invalid request: query parameter "beforeId" must be an integer.',
        statusCode: 400,
      });
      const paged = await get(`${API}/articles?page=2&since=2026-11-20T10:00:00Z`, { host: 'en.localhost' });
      expect(paged.statusCode).toBe(400);
      expect(paged.headers['cache-control']).toBe('no-store');
    });
  });

  describe('GET /articles/:id', () => {
    it('returns the full article by legacy id or uuid, with images served from /media', async () => {
      const summary = (await get(`${API}/articles?limit=1`)).json<ArticleListResponse>().items[0] as ArticleSummary;
      const byLegacy = await get(`${API}/articles/${summary.legacyId}`);
      expect(byLegacy.statusCode).toBe(200);
      const article = byLegacy.json();
      expect((await get(`${API}/articles/${summary._id}`)).json()).toEqual(article);
      expect(article).toMatchObject({ _id: summary._id, title: summary.title, route: summary.route, counts: summary.counts });
      expect(article.entries.length).toBeGreaterThan(1);
      const image = article.entries.find((e: { mode: string }) => e.mode === 'image')?.image ?? article.image;
      const file = await get(image.resolutions.high.url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await get(image.resolutions.high.webpUrl)).headers['content-type']).toBe('image/webp');
    });

    it('answers a moved article with action redirect and the new route', async () => {
      const moved = plan.articles.find((a) => a.edition === 'en' && a.movedToId);
      const target = plan.articles.find((a) => a.id === moved?.movedToId);
      const res = await get(`${API}/articles/${moved?.legacyId}`, { 'x-edition': 'en' });
      expect(res.statusCode).toBe(404);
      const targetRoute = (await get(`${API}/articles/${target?.id}`, { 'x-edition': 'en' })).json().route;
      expect(res.json()).toEqual({
        message: 'This article has moved to a new address.',
        statusCode: 404,
        action: 'redirect',
        payload: { route: targetRoute },
      });
      expect(targetRoute).toMatch(/^\/content\/.+-\d+$/);
    });

    it('answers drafts and unknown ids with a plain 404', async () => {
      const draft = plan.articles.find((a) => a.edition === 'tr' && a.isDraft);
      expect((await get(`${API}/articles/${draft?.id}`)).json()).toEqual({ message: 'Aradığın içerik bulunamadı.', statusCode: 404 });
      expect((await get(`${API}/articles/999999999`, { 'x-edition': 'ru' })).json()).toEqual({ message: 'Материал не найден.', statusCode: 404 });
    });
  });

  describe('GET /tags/route/:route', () => {
    it('accepts the slug route or the full encoded path', async () => {
      const bySlug = (await get(`${API}/tags/route/economy-news`, { 'x-edition': 'en' })).json();
      expect(bySlug).toMatchObject({ name: 'Economy', route: '/tag/economy-news' });
      const byPath = (await get(`${API}/tags/route/${encodeURIComponent('/tag/economy-news')}`, { 'x-edition': 'en' })).json();
      expect(byPath).toEqual(bySlug);
      expect((await get(`${API}/tags/route/nothing-news`, { 'x-edition': 'en' })).statusCode).toBe(404);
    });
  });

  describe('GET /browse/home and /browse/footer', () => {
    it('serves recent, popular and one widget per section', async () => {
      const home = (await get(`${API}/browse/home`, { 'x-edition': 'en' })).json();
      expect(home.widgets.map((w: { id: string }) => w.id)).toEqual([
        'recent', 'popular', 'category-business', 'category-culture', 'category-entertainment', 'category-life',
        'category-news', 'category-meydan', 'category-other', 'category-sport', 'category-technology',
      ]);
      expect(home.widgets[0]).toMatchObject({ type: 'recent', title: 'Latest' });
      expect(home.widgets[0].items).toHaveLength(15);
      expect(home.widgets[1].items).toHaveLength(10);
      expect(home.widgets[2]).toMatchObject({ type: 'category', title: 'Business' });
      expect(home.widgets[2].items).toHaveLength(5);
      const mobile = (await get(`${API}/browse/home?platform=mobile`)).json();
      expect(mobile.widgets[0].items).toHaveLength(10);
      expect((await get(`${API}/browse/home?platform=tv`)).statusCode).toBe(400);
    });

    it('serves the footer lists', async () => {
      const footer = (await get(`${API}/browse/footer`, { 'x-edition': 'ru' })).json();
      expect(footer.popularMegaFooterArticles).toHaveLength(6);
      expect(footer.recentMegaFooterArticles).toHaveLength(6);
      expect(footer.footerHashtags).toHaveLength(12);
      expect(footer.footerHashtags[0].route).toMatch(/^\/tag\/.+-news$/);
      expect(footer.quickAccessArticles).toHaveLength(8);
      expect(footer.quickAccessArticles.every((a: ArticleSummary) => a.edition === 'ru')).toBe(true);
    });
  });

  describe('the card view (view=card)', () => {
    const CARD_KEYS = ['_id', 'categories', 'description', 'igPostedAt', 'image', 'kind', 'labels', 'legacyId', 'published', 'readMinutes', 'route', 'title'];
    const isCard = (item: Record<string, unknown>) => Object.keys(item).every((key) => CARD_KEYS.includes(key));

    it('answers every reader list with the same articles carrying only what a card shows', async () => {
      const source = (await get(`${API}/articles?limit=1`)).json().items[0] as ArticleSummary;
      const lists: Array<[string, (body: never) => Array<Record<string, unknown>>]> = [
        ['/articles?limit=5', (body: { items: [] }) => body.items],
        ['/browse/home', (body: { widgets: Array<{ items: [] }> }) => body.widgets.flatMap((widget) => widget.items)],
        ['/browse/home/more?widgetId=recent&page=2', (body: { widget: { items: [] } }) => body.widget.items],
        ['/browse/footer', (body: { popularMegaFooterArticles: []; recentMegaFooterArticles: [] }) => [...body.popularMegaFooterArticles, ...body.recentMegaFooterArticles]],
        ['/browse/trending', (body: { items: [] }) => body.items],
        ['/browse/discover', (body: { sections: Array<{ items: [] }>; random: [] }) => [...body.sections.flatMap((section) => section.items), ...body.random]],
        ['/browse/breaking-news', (body: { items: [] }) => body.items],
        [`/browse/recommendations/${source.legacyId}`, (body: { items: [] }) => body.items],
      ];
      for (const [path, itemsOf] of lists) {
        const separator = path.includes('?') ? '&' : '?';
        const full = await get(`${API}${path}`);
        const cards = await get(`${API}${path}${separator}view=card`);
        expect([path, cards.statusCode]).toEqual([path, 200]);
        const fullItems = itemsOf(full.json() as never);
        const cardItems = itemsOf(cards.json() as never);
        expect(cardItems.map((item) => item['_id'])).toEqual(fullItems.map((item) => item['_id']));
        expect(cardItems.length).toBeGreaterThan(0);
        expect([path, cardItems.filter((item) => !isCard(item))]).toEqual([path, []]);
        expect([path, fullItems.every((item) => 'authors' in item && 'seoData' in item)]).toEqual([path, true]);
        expect(cards.body.length).toBeLessThan(full.body.length / 2);
      }
    });

    it('gives a card its picture in two sizes, its categories as links and category widgets their section page', async () => {
      const home = (await get(`${API}/browse/home?view=card`, { 'x-edition': 'en' })).json();
      const card = home.widgets[0].items[0];
      expect(Object.keys(card.image.resolutions)).toEqual(['standard', 'high']);
      expect(card.image.resolutions.standard).toEqual({ url: expect.stringMatching(/^\/media\//), width: 620, height: expect.any(Number), webpUrl: expect.stringMatching(/\.webp$/) });
      expect(card.categories[0]).toEqual({ name: expect.any(String), route: expect.stringMatching(/^\//) });
      expect(home.widgets[2]).toMatchObject({ id: 'category-business', route: '/business-news' });
      expect((await get(`${API}/articles?view=teaser`)).statusCode).toBe(400);
    });
  });

  describe('GET /browse/trending, /browse/trends and /browse/discover', () => {
    it('ranks trending articles by engagement with recency decay and lists trending tags with counts', async () => {
      const trending = (await get(`${API}/browse/trending`)).json().items as ArticleSummary[];
      expect(trending).toHaveLength(25);
      expect(trending.every((a) => a.edition === 'tr')).toBe(true);
      const aging = (a: ArticleSummary) => engagement(a) / Math.pow(Math.max((Date.now() - Date.parse(a.published)) / 3_600_000, 0) + 2, 1.5);
      expect(aging(trending[0] as ArticleSummary)).toBeGreaterThanOrEqual(aging(trending[24] as ArticleSummary));
      const trends = (await get(`${API}/browse/trends`, { host: 'en.localhost' })).json().items as Array<{ route: string; count: number }>;
      expect(trends.length).toBeGreaterThan(0);
      expect(trends.length).toBeLessThanOrEqual(20);
      expect(trends.every((t) => t.route.endsWith('-news') && t.count > 0)).toBe(true);
      expect(trends.map((t) => t.count)).toEqual([...trends.map((t) => t.count)].sort((a, b) => b - a));
    });

    it('discovers up to 5 articles per section from that section, and 10 random picks', async () => {
      const discover = (await get(`${API}/browse/discover`, { host: 'ru.localhost' })).json();
      expect(discover.sections.length).toBeGreaterThan(3);
      for (const section of discover.sections) {
        expect(section.items.length).toBeGreaterThan(0);
        expect(section.items.length).toBeLessThanOrEqual(5);
        for (const item of section.items as ArticleSummary[]) {
          expect(item.categories.some((c) => c._id === section.category._id || c.parent === section.category._id)).toBe(true);
        }
      }
      expect(discover.random).toHaveLength(10);
      expect(new Set(discover.random.map((a: ArticleSummary) => a._id)).size).toBe(10);
    });
  });

  describe('GET /browse/recommendations/:id', () => {
    it('returns up to 9 other listed articles, each sharing a tag or a section', async () => {
      const list = (await get(`${API}/articles?limit=1`)).json();
      const source = list.items[0] as ArticleSummary;
      const full = (await get(`${API}/articles/${source.legacyId}`)).json();
      const related = (await get(`${API}/browse/recommendations/${source.legacyId}`)).json().items as ArticleSummary[];
      expect(related.length).toBeGreaterThan(0);
      expect(related.length).toBeLessThanOrEqual(9);
      expect(related.map((a) => a._id)).not.toContain(source._id);
      const tagIds = new Set(full.tags.map((t: { _id: string }) => t._id));
      const sectionIds = new Set(full.categories.map((c: { _id: string; parent: string | null }) => c.parent ?? c._id));
      for (const article of related) {
        const sharesTag = article.tags.some((t) => tagIds.has(t._id));
        const sharesSection = article.categories.some((c) => sectionIds.has(c.parent ?? c._id));
        expect(sharesTag || sharesSection).toBe(true);
      }
      expect((await get(`${API}/browse/recommendations/999999`)).statusCode).toBe(404);
    });
  });

  describe('content kinds: quizzes, videos, galleries, embeds, labels', () => {
    const byKind = (kind: string, edition = 'tr') => plan.articles.filter((a) => a.kind === kind && a.edition === edition && !a.isDraft && !a.isHidden && !a.isDeleted && !a.movedToId);

    it('answers a quiz with its definition and question entries (personality weights, trivia explanations)', async () => {
      const personality = byKind('quiz').find((a) => a.quiz?.type === 'personality');
      const trivia = byKind('quiz').find((a) => a.quiz?.type === 'trivia');
      const p = (await get(`${API}/articles/${personality?.legacyId}`)).json();
      expect(p.kind).toBe('quiz');
      expect(p.quiz.type).toBe('personality');
      expect(p.quiz.results.length).toBeGreaterThanOrEqual(3);
      expect(p.quiz.results[0].image.resolutions.standard.url).toMatch(/^\/media\/images\//);
      const question = p.entries.find((e: { mode: string; question?: { pre?: boolean } }) => e.mode === 'question' && !e.question?.pre);
      expect(Object.keys(question.question.answers[0].weights).length).toBeGreaterThan(0);
      const t = (await get(`${API}/articles/${trivia?.legacyId}`)).json();
      expect(t.quiz.grades.some((g: { minPercent: number }) => g.minPercent === 0)).toBe(true);
      const q = t.entries.find((e: { mode: string }) => e.mode === 'question');
      expect(q.question.explanation.length).toBeGreaterThan(10);
      expect(q.question.answers.filter((a: { isCorrect?: boolean }) => a.isCorrect)).toHaveLength(1);
      // Summaries never carry the quiz definition.
      const list = (await get(`${API}/articles?categoryId=quiz&limit=5`)).json();
      expect(list.items.length).toBeGreaterThan(0);
      expect(list.items.every((a: { quiz?: unknown; kind: string }) => a.quiz === undefined && a.kind === 'quiz')).toBe(true);
    });

    it('resolves video entries to renditions that exist, with a poster and duration', async () => {
      const video = byKind('video')[0];
      const article = (await get(`${API}/articles/${video?.legacyId}`)).json();
      expect(article.isVideo).toBe(true);
      const entry = article.entries.find((e: { mode: string }) => e.mode === 'video');
      expect(entry.videoData.source).toMatch(/^\/media\/videos\/.+\.mp4$/);
      expect(entry.videoData.sources.map((s: { type: string }) => s.type)).toEqual(expect.arrayContaining(['video/mp4', 'video/webm']));
      expect(entry.videoData.duration).toBeGreaterThan(0);
      expect(entry.videoData.poster.resolutions.high.url).toMatch(/\.jpg$/);
      const file = await get(entry.videoData.source.replace(/^\/media/, '/media'));
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toMatch(/video\/mp4/);
    });

    it('lists videos (with the clip on request), galleries 26 per page, reels and related clips', async () => {
      const videos = (await get(`${API}/videos?getVideoEntry=true`)).json();
      expect(videos.items.length).toBe(byKind('video').length);
      expect(videos.items.every((v: { kind: string; videoData?: { source: string } }) => v.kind === 'video' && v.videoData?.source)).toBe(true);
      expect((await get(`${API}/videos`)).json().items[0].videoData).toBeUndefined();
      const byCategory = (await get(`${API}/videos?categoryId=video`)).json();
      expect(byCategory.items.length).toBeGreaterThan(0);
      expect(byCategory.items.length).toBeLessThan(videos.items.length + 1);

      const galleries = (await get(`${API}/galleries`)).json();
      expect(galleries.pagination.limit).toBe(26);
      expect(galleries.items.length).toBe(byKind('gallery').length);
      expect(galleries.items.every((g: { kind: string }) => g.kind === 'gallery')).toBe(true);
      const gallery = (await get(`${API}/articles/${galleries.items[0].legacyId}`)).json();
      expect(gallery.entries.filter((e: { mode: string; image?: unknown }) => e.mode === 'gallery' && e.image).length).toBeGreaterThanOrEqual(6);

      const first = videos.items[0];
      const reels = (await get(`${API}/reels/${first.legacyId}`)).json();
      expect(reels.items[0]._id).toBe(first._id);
      expect(new Set(reels.items.map((r: { _id: string }) => r._id)).size).toBe(reels.items.length);
      expect(reels.items.every((r: { videoData?: unknown }) => r.videoData)).toBe(true);
      const news = byKind('news')[0];
      expect((await get(`${API}/reels/${news?.legacyId}`)).statusCode).toBe(404);

      const related = (await get(`${API}/browse/recommended/videos/${news?.legacyId}`)).json();
      expect(related.items.length).toBeGreaterThan(0);
      expect(related.items.length).toBeLessThanOrEqual(9);
      expect(related.items.every((r: { kind: string }) => r.kind === 'video')).toBe(true);
      expect((await get(`${API}/browse/recommended/videos/999999`)).statusCode).toBe(404);
      expect((await get(`${API}/galleries?limit=500`)).statusCode).toBe(400);
    });

    it('carries embeds and labels through to the client', async () => {
      const withEmbed = plan.articles.find((a) => a.edition === 'tr' && a.entries.some((e) => e.mode === 'embed') && !a.isDraft && !a.isDeleted && !a.movedToId);
      const article = (await get(`${API}/articles/${withEmbed?.legacyId}`)).json();
      expect(article.entries.find((e: { mode: string }) => e.mode === 'embed').embed.url).toMatch(/^https:\/\//);
      const labelled = byKind('news').find((a) => a.labels.length > 0);
      expect((await get(`${API}/articles/${labelled?.legacyId}`)).json().labels).toEqual(labelled?.labels);
    });
  });

  describe('GET /browse/breaking-news and /browse/home/more', () => {
    it('lists the latest news-section stories, newest first', async () => {
      const items = (await get(`${API}/browse/breaking-news`)).json().items as ArticleSummary[];
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThanOrEqual(5);
      expect(items.every((a) => a.categories.some((c) => c.slug === 'news'))).toBe(true);
      const times = items.map((a) => Date.parse(a.published));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect((times[0] ?? 0) - (times[times.length - 1] ?? 0)).toBeLessThanOrEqual(6 * 3_600_000);
    });

    it('pages a home widget with the same order as the home page', async () => {
      const home = (await get(`${API}/browse/home`)).json();
      const recent = home.widgets.find((w: { id: string }) => w.id === 'recent');
      const more = (await get(`${API}/browse/home/more?widgetId=recent&page=2`)).json();
      expect(more.widget.id).toBe('recent');
      expect(more.pagination.page).toBe(2);
      const page2 = (await get(`${API}/articles?limit=${recent.items.length}&page=2`)).json();
      expect(more.widget.items.map((a: ArticleSummary) => a._id)).toEqual(page2.items.map((a: ArticleSummary) => a._id));
      const section = home.widgets.find((w: { type: string }) => w.type === 'category');
      const sectionMore = (await get(`${API}/browse/home/more?widgetId=${section.id}&page=2`)).json();
      expect(sectionMore.widget.categoryId).toBe(section.categoryId);
      expect(sectionMore.widget.items.map((a: ArticleSummary) => a._id)).not.toContain(section.items[0]._id);
      expect((await get(`${API}/browse/home/more?widgetId=nope&page=2`)).statusCode).toBe(404);
      const bad = await get(`${API}/browse/home/more?widgetId=recent&page=1`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
    });
  });

  describe('reactions (counter service)', () => {
    const XHR = { 'x-requested-with': 'XMLHttpRequest' };
    const cookieOf = (response: { headers: Record<string, unknown> }) => String(response.headers['set-cookie']).split(';')[0] as string;

    it('adds and removes one reader’s emojis, at most 3 different, never below zero', async () => {
      const legacyId = (await get(`${API}/articles?limit=1`)).json().items[0].legacyId;
      const key = `article:${legacyId}`;
      const before = (await get(`${API}/counter/state?key=${key}`)).json();
      expect(before.mine).toEqual([]);

      const first = await get(`${API}/counter/hit?key=${key}&reaction=love`, XHR);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('private, no-store');
      const cookie = cookieOf(first);
      expect(cookie).toMatch(/^m-rid=/);
      expect(first.json()).toMatchObject({ mine: ['love'], counts: { love: before.counts.love + 1 } });

      const as = (extra = {}) => ({ ...XHR, cookie, ...extra });
      await get(`${API}/counter/hit?key=${key}&reaction=love`, as()); // a repeat changes nothing
      await get(`${API}/counter/hit?key=${key}&reaction=wow`, as());
      const third = (await get(`${API}/counter/hit?key=${key}&reaction=fire`, as())).json();
      expect(third.mine).toEqual(['love', 'wow', 'fire']);
      expect(third.counts.love).toBe(before.counts.love + 1);

      const fourth = await get(`${API}/counter/hit?key=${key}&reaction=sad`, as({ host: 'en.localhost' }));
      expect(fourth.statusCode).toBe(404); // the article belongs to the tr edition
      const limited = await get(`${API}/counter/hit?key=${key}&reaction=sad`, as());
      expect(limited.statusCode).toBe(409);
      expect(limited.json()).toEqual({ message: 'Bir içeriğe en fazla 3 farklı tepki verebilirsin.', statusCode: 409 });

      const popped = (await get(`${API}/counter/pop?key=${key}&reaction=wow`, as())).json();
      expect(popped.mine).toEqual(['love', 'fire']);
      await get(`${API}/counter/pop?key=${key}&reaction=wow`, as()); // popping again: still not negative
      const other = (await get(`${API}/counter/pop?key=${key}&reaction=love`, XHR)).json(); // another reader pops nothing
      expect(other.counts.love).toBe(before.counts.love + 1);
      expect((await get(`${API}/counter/state?key=${key}`, { cookie })).json().mine).toEqual(['love', 'fire']);
    });

    it('refuses writes without our client header, bad keys or emojis, and unknown articles', async () => {
      expect((await get(`${API}/counter/hit?key=article:10001&reaction=love`)).statusCode).toBe(403);
      expect((await get(`${API}/counter/hit?key=post:1&reaction=love`, XHR)).statusCode).toBe(400);
      expect((await get(`${API}/counter/hit?key=article:10001&reaction=poop`, XHR)).statusCode).toBe(400);
      expect((await get(`${API}/counter/hit?key=article:99999999&reaction=love`, XHR)).statusCode).toBe(404);
    });

    it('counts reactions to a game of the catalogue (game:{slug}) and refuses slugs it does not list', async () => {
      const key = 'game:bilpop';
      const before = (await get(`${API}/counter/state?key=${key}`)).json();
      expect(before).toMatchObject({ key, mine: [] });
      const hit = await get(`${API}/counter/hit?key=${key}&reaction=clap`, XHR);
      expect(hit.statusCode).toBe(200);
      expect(hit.json()).toMatchObject({ key, mine: ['clap'], counts: { clap: before.counts.clap + 1 } });
      const cookie = cookieOf(hit);
      // A game is one item in every edition; another game's counts are its own.
      expect((await get(`${API}/counter/state?key=${key}`, { cookie, host: 'en.localhost' })).json().mine).toEqual(['clap']);
      expect((await get(`${API}/counter/state?key=game:zekiye`, { cookie })).json().mine).toEqual([]);
      const popped = (await get(`${API}/counter/pop?key=${key}&reaction=clap`, { ...XHR, cookie })).json();
      expect(popped).toMatchObject({ mine: [], counts: { clap: before.counts.clap } });

      const unknown = await get(`${API}/counter/hit?key=game:no-such-game&reaction=love`, { ...XHR, 'x-edition': 'en' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'This item could not be found.', statusCode: 404 });
      expect((await get(`${API}/counter/state?key=game:no-such-game`)).statusCode).toBe(404);
      expect((await get(`${API}/counter/pop?key=game:no-such-game&reaction=love`, XHR)).statusCode).toBe(404);
    });
  });

  describe('event collector', () => {
    it('counts a reader’s view and share of an article once, with the reactions’ reader cookie when analytics are allowed', async () => {
      const legacyId = (await get(`${API}/articles?limit=1&sort=popular`)).json().items[0].legacyId;
      const before = (await get(`${API}/articles/${legacyId}`)).json().counts;
      const events = (type: string, metadata?: object) => ({ event: { type, itemId: String(legacyId), itemType: 'article', ...(metadata ? { metadata } : {}) } });
      const consent = 'm-consent=1.a.app-spec';
      const post = (payload: object, cookie: string) =>
        app.inject({ method: 'POST', url: '/api/collector/events', payload, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0', cookie } });
      const first = await post([events('item_read'), events('item_share', { network: 'facebook' })], consent);
      expect(first.statusCode).toBe(202);
      const readerCookie = String(first.headers['set-cookie']).split(';')[0] as string;
      expect(readerCookie).toMatch(/^m-rid=/);
      const cookie = `${readerCookie}; ${consent}`;
      await post(events('item_read'), cookie);
      expect((await get(`${API}/articles/${legacyId}`)).json().counts).toMatchObject({ view: before.view + 1, share: before.share + 1 });
      expect((await get(`${API}/counter/state?key=article:${legacyId}`, { cookie })).statusCode).toBe(200);
    });
  });

  describe('search', () => {
    const search = async (params: Record<string, string>, host = 'localhost') =>
      (await get(`${API}/search/article?${new URLSearchParams(params)}`, { host })).json();

    it('stems in the edition language: kitaplar finds kitap, новостей finds новости', async () => {
      const tr = await search({ q: 'kitaplar' });
      expect(tr.approximate).toBe(false);
      expect(tr.items.length).toBeGreaterThan(0);
      expect(tr.items.some((a: ArticleSummary) => /kitap/i.test(`${a.title} ${a.description}`))).toBe(true);
      const plural = await search({ q: 'новостей' }, 'ru.localhost');
      const singular = await search({ q: 'новости' }, 'ru.localhost');
      expect(plural.pagination.total).toBeGreaterThan(0);
      expect(plural.pagination.total).toBe(singular.pagination.total);
    });

    it('folds Turkish capitals correctly (İSTANBUL = istanbul)', async () => {
      const upper = await search({ q: 'İSTANBUL' });
      expect(upper.pagination.total).toBeGreaterThan(0);
      expect(upper.pagination.total).toBe((await search({ q: 'istanbul' })).pagination.total);
    });

    it('finds a title despite a one-letter typo, flagged as approximate', async () => {
      const title = plan.articles.find((a) => a.edition === 'tr' && a.title.startsWith('Göbeklitepe'))?.title as string;
      expect(title).toBeDefined();
      const result = await search({ q: 'Göbeklitpe' });
      expect(result.approximate).toBe(true);
      expect(result.items.map((a: ArticleSummary) => a.title)).toContain(title);
    });

    it('pages 24 at a time, filters by category, sorts by date and counts facets per main category', async () => {
      const all = await search({ q: 'ankara', withFacets: 'true', mainCategoriesOnly: 'true' });
      expect(all.pagination.limit).toBe(24);
      const facetTotal = all.facets.reduce((sum: number, f: { count: number }) => sum + f.count, 0);
      expect(facetTotal).toBeGreaterThanOrEqual(all.pagination.total);
      const top = all.facets[0];
      const filtered = await search({ q: 'ankara', categoryId: top._id });
      expect(filtered.pagination.total).toBe(top.count);
      const recent = await search({ q: 'ankara', sort: 'recent' });
      const dates = recent.items.map((a: ArticleSummary) => Date.parse(a.published));
      expect(dates.every((d: number, i: number) => i === 0 || d <= dates[i - 1])).toBe(true);
    });

    it('rejects a one-letter or missing query with 400 in the request language', async () => {
      const response = await get(`${API}/search/article?q=a`, { host: 'en.localhost' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/q/);
      expect((await get(`${API}/search/article`)).statusCode).toBe(400);
    });

    it('finds tags by prefix and members by username or name', async () => {
      const tags = (await get(`${API}/search/tag?q=ist`)).json();
      expect(tags.items.map((t: { name: string }) => t.name)).toContain('İstanbul');
      expect(tags.items.length).toBeLessThanOrEqual(25);
      const users = (await get(`${API}/search/user?q=editor`)).json();
      expect(users.items[0]).toMatchObject({ username: 'editor', isActive: true });
    });
  });

  describe('feeds and sitemaps', () => {
    it('serves an RSS 2.0 feed of the 50 newest listed articles with absolute edition links', async () => {
      for (const [host, prefix] of [['localhost', 'http://localhost:3000/haber/'], ['en.localhost', 'http://en.localhost:3000/content/']] as const) {
        const response = await get(`${API}/feeds/rss`, { host });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
        const doc = parseXml(response.body);
        expect(doc.documentElement.getAttribute('version')).toBe('2.0');
        const links = texts(doc, 'link').slice(1);
        expect(links).toHaveLength(50);
        expect(links.every((link) => link.startsWith(prefix))).toBe(true);
        const dates = texts(doc, 'pubDate').map((d) => Date.parse(d));
        expect(dates.every((d, i) => i === 0 || d <= (dates[i - 1] as number))).toBe(true);
        expect(doc.getElementsByTagName('media:content').length).toBeGreaterThan(0);
      }
    });

    it('serves category feeds from the SPEC §3 lists and 404s others in the request language', async () => {
      const feed = parseXml((await get(`${API}/feeds/rss/economy`)).body);
      const items = [...feed.getElementsByTagName('item')];
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(texts(item as unknown as Document, 'category')).toContain('Ekonomi');
      const missing = await get(`${API}/feeds/rss/painting`, { host: 'en.localhost' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'This RSS feed does not exist.', statusCode: 404 });
      expect((await get(`${API}/feeds/rss/Bad_Slug`)).statusCode).toBe(400);
    });

    it('lists 20 Turkish, 9 English and 9 Russian category feeds for the /rss page', async () => {
      for (const [host, count] of [['localhost', 20], ['en.localhost', 9], ['ru.localhost', 9]] as const) {
        const list = (await get(`${API}/feeds/rss-list`, { host })).json();
        expect(list.main).toBe('/rss.xml');
        expect(list.items).toHaveLength(count);
        expect(list.items[0]).toMatchObject({ path: `/rss/${list.items[0].slug}.xml`, parent: null });
      }
    });

    it('indexes one sitemap per month whose URLs add up to every indexable listed article', async () => {
      const index = parseXml((await get(`${API}/sitemaps/index`)).body);
      const locs = texts(index, 'loc');
      expect(locs.slice(0, 2)).toEqual(['http://localhost:3000/sitemaps/sections.xml', 'http://localhost:3000/sitemaps/news.xml']);
      const months = locs.slice(2).map((loc) => /articles-(\d{4}-\d{2})\.xml$/.exec(loc)?.[1] as string);
      expect(months.length).toBeGreaterThan(0);
      let total = 0;
      for (const month of months) {
        const urls = texts(parseXml((await get(`${API}/sitemaps/articles/${month}`)).body), 'loc');
        expect(urls.every((url) => url.startsWith('http://localhost:3000/haber/'))).toBe(true);
        total += urls.length;
      }
      const { rows } = await testDb.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM articles WHERE edition = 'tr' AND NOT is_draft AND NOT is_hidden AND NOT is_deleted
           AND moved_to_article_id IS NULL AND published_at <= now() AND NOT noindex AND redirect_url IS NULL`,
      );
      expect(total).toBe(Number(rows[0]?.n));
      expect((await get(`${API}/sitemaps/articles/1999-01`)).statusCode).toBe(404);
      expect((await get(`${API}/sitemaps/articles/2026-13`)).statusCode).toBe(400);
    });

    it('keeps only the last 48 hours in the news sitemap and lists home, categories and tags in the sections sitemap', async () => {
      const news = parseXml((await get(`${API}/sitemaps/news`, { host: 'ru.localhost' })).body);
      const since = Date.now() - 48 * 3_600_000;
      for (const date of texts(news, 'news:publication_date')) expect(Date.parse(date)).toBeGreaterThanOrEqual(since);
      expect(texts(news, 'news:language').every((language) => language === 'ru')).toBe(true);
      const sections = texts(parseXml((await get(`${API}/sitemaps/sections`)).body), 'loc');
      expect(sections[0]).toBe('http://localhost:3000/');
      expect(sections).toContain('http://localhost:3000/business/economy');
      expect(sections.some((loc) => /\/etiket\/.+-haberleri$/.test(loc))).toBe(true);
      // Astrology: the hub, the signs and their readings, the tarot cards; never a result page.
      expect(sections).toEqual(expect.arrayContaining(['http://localhost:3000/astroloji', 'http://localhost:3000/astroloji/koc/gunluk', 'http://localhost:3000/astroloji/tarot/tarot-kartlari-ve-anlamlari/deli']));
      expect(sections.filter((loc) => loc.includes('/astroloji/tarot/tarot-kartlari-ve-anlamlari/'))).toHaveLength(78);
      expect(sections.some((loc) => loc.includes('/sonuc'))).toBe(false);
    });
  });

  describe('accounts', () => {
    it('signs a demo member in and reads their profile through the assembled API', async () => {
      const account = DEMO_ACCOUNTS[0] as (typeof DEMO_ACCOUNTS)[number];
      const login = await app.inject({
        method: 'POST',
        url: `${API}/auth/login?authVersion=v2`,
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        payload: { grant_type: 'password', id: account.email, password: account.password },
      });
      expect(login.statusCode).toBe(200);
      const cookie = `o-auth-token=${login.json().authToken}`;
      const me = await app.inject({ url: `${API}/users/me/profile`, headers: { cookie } });
      expect(me.json()).toMatchObject({ username: account.username, role: account.role, emailVerified: true });
      // Cookie-authenticated writes only from the configured edition origins.
      const foreign = await app.inject({ method: 'DELETE', url: `${API}/users/me/sessions`, headers: { cookie, origin: 'https://evil.example' } });
      expect(foreign.statusCode).toBe(403);
      const own = await app.inject({ method: 'DELETE', url: `${API}/users/me/sessions`, headers: { cookie, origin: 'http://en.localhost:3000' } });
      expect(own.json()).toEqual({ ended: 1 });
    });

    it('signs a visitor in anonymously from an edition page, and no member (SPEC §1)', async () => {
      const origin = { origin: 'http://en.localhost:3000' };
      const visitor = await app.inject({ method: 'POST', url: `${API}/auth/anonymous`, headers: origin });
      expect(visitor.statusCode).toBe(200);
      expect(visitor.json().anonymousId).toMatch(/^anon_/);
      expect(String(visitor.headers['set-cookie'])).toMatch(/o-anon-token=.+HttpOnly/);
      const account = DEMO_ACCOUNTS[0] as (typeof DEMO_ACCOUNTS)[number];
      const login = await app.inject({
        method: 'POST',
        url: `${API}/auth/login?authVersion=v2`,
        headers: { 'content-type': 'application/json', ...origin },
        payload: { grant_type: 'password', id: account.email, password: account.password },
      });
      const member = await app.inject({ method: 'POST', url: `${API}/auth/anonymous`, headers: { ...origin, authorization: `Bearer ${login.json().authToken}` } });
      expect(member.statusCode).toBe(409);
    });
  });

  describe('unknown routes and docs', () => {
    it('answers unknown API and root paths with a JSON 404 in the request language', async () => {
      expect((await get('/api/v3.5/nothing', { 'accept-language': 'en-GB,en;q=0.9', host: 'api.internal' })).json()).toEqual({
        message: 'This page could not be found',
        statusCode: 404,
      });
      expect((await get('/nothing', { host: 'ru.localhost' })).json()).toEqual({ message: 'Страница не найдена', statusCode: 404 });
    });

    it('publishes the OpenAPI document and a self-hosted docs UI', async () => {
      const doc = (await get('/api/docs/json')).json();
      const articleParams = doc.paths['/api/v3.5/articles'].get.parameters as Array<{ name: string; description?: string }>;
      const described = (name: string) => articleParams.find((p) => p.name === name)?.description ?? '';
      expect([described('before'), described('since'), described('beforeId')]).toEqual([
        expect.stringContaining('ISO 8601'),
        expect.stringContaining('ISO 8601'),
        expect.stringContaining('legacyId'),
      ]);
      expect(Object.keys(doc.paths).sort()).toEqual([
        '/api/collector/events', '/api/collector/status',
        // The editors' reading dashboard (libs/api/content collector/analytics.routes.ts).
        '/api/collector/analytics/overview', '/api/collector/analytics/articles', '/api/collector/analytics/articles/{id}',
        // Astrology (libs/api/astro, ARCHITECTURE §1: /api/astro).
        '/api/astro/charts', '/api/astro/charts/{id}', '/api/astro/compatibility', '/api/astro/natal-chart', '/api/astro/places', '/api/astro/places/nearest', '/api/astro/rising-sign',
        '/api/astro/signs', '/api/astro/signs/{sign}', '/api/astro/signs/{sign}/readings/{period}', '/api/astro/signs/{sign}/readings/{period}/{periodStart}',
        '/api/astro/tarot/cards', '/api/astro/tarot/cards/{slug}', '/api/astro/tarot/cards/{slug}/image.svg', '/api/astro/tarot/daily', '/api/astro/tarot/readings',
        // Earthquakes (libs/api/quakes, ARCHITECTURE §1: /api/quakes).
        '/api/quakes/alerts', '/api/quakes/events/{id}', '/api/quakes/events/{id}/card.png', '/api/quakes/events/{id}/felt', '/api/quakes/feeds/day.geojson', '/api/quakes/feeds/hour.geojson', '/api/quakes/feeds/week.geojson',
        '/api/quakes/last-earthquakes', '/api/quakes/sources',
        // Games (libs/api/games, ARCHITECTURE §1: /api/games/v1).
        '/api/games/v1/catalogue', '/api/games/v1/catalogue/{slug}', '/api/games/v1/catalogue/{slug}/{picture}',
        '/api/games/v1/games/{type}/attempts', '/api/games/v1/games/{type}/attempts/finish', '/api/games/v1/games/{type}/attempts/moves',
        '/api/games/v1/games/{type}/daily-question/', '/api/games/v1/games/{type}/questions/', '/api/games/v1/games/{type}/questions/previous',
        '/api/games/v1/games/{type}/questions/{id}/', '/api/games/v1/leaderboards/{board}/{duration}',
        '/api/games/v1/leaderboards/{board}/{duration}/players/{id}', '/api/games/v1/leaderboards/{board}/{duration}/players/{id}/card.png',
        '/api/games/v1/players/me/status',
        '/api/games/v1/players/{id}/statuses/{type}/{gameId}', '/api/games/v1/signing-key',
        '/api/games/v1/ttt/matches', '/api/games/v1/ttt/matches/{id}', '/api/games/v1/ttt/matches/{id}/guesses',
        '/api/games/v1/ttt/matches/{id}/quit', '/api/games/v1/ttt/record',
        '/api/v3.5/articles', '/api/v3.5/articles/periodic-contents/detail', '/api/v3.5/articles/{id}',
        '/api/v3.5/articles/{id}/quiz-result', '/api/v3.5/browse/breaking-news', '/api/v3.5/browse/discover',
        '/api/v3.5/auth/anonymous',
        '/api/v3.5/auth/challenge', '/api/v3.5/auth/check/username', '/api/v3.5/auth/login', '/api/v3.5/auth/logout',
        '/api/v3.5/auth/register', '/api/v3.5/auth/token', '/api/v3.5/users/me/freeze', '/api/v3.5/users/me/profile',
        '/api/v3.5/auth/google/login', '/api/v3.5/auth/facebook/login', '/api/v3.5/auth/twitter/request-token', '/api/v3.5/auth/twitter/login',
        '/api/v3.5/users/me/sessions',
        '/api/v3.5/users/me/avatar', '/api/v3.5/users/me/cover', '/api/v3.5/users/me/uploads/{id}',
        '/api/v3.5/auth/verify-email', '/api/v3.5/auth/verify-email/new', '/api/v3.5/auth/reset-password/new',
        '/api/v3.5/auth/reset-password', '/api/v3.5/users/me/password', '/api/v3.5/users/me/request-delete', '/api/v3.5/users/me/delete',
        // Profiles, follows and blocks, favourites (libs/api/social).
        '/api/v3.5/users/{id}', '/api/v3.5/users/me', '/api/v3.5/users/me/about', '/api/v3.5/metadata/countries',
        '/api/v3.5/social/me/blocked', '/api/v3.5/social/me/blocked/{id}', '/api/v3.5/social/me/following', '/api/v3.5/social/me/following/{id}',
        '/api/v3.5/social/me/relations/{id}', '/api/v3.5/social/{userId}/followers', '/api/v3.5/social/{userId}/following',
        '/api/v3.5/favorites/check/{id}', '/api/v3.5/favorites/article/{id}', '/api/v3.5/favorites/{userId}',
        // Comments, their editors' review, and notifications (libs/api/social).
        '/api/v3.5/comments', '/api/v3.5/comments/{id}', '/api/v3.5/comments/{id}/replies', '/api/v3.5/comments/{id}/like',
        '/api/v3.5/comments/{id}/report', '/api/v3.5/admin/comments/review', '/api/v3.5/admin/comments/{id}/review',
        '/api/v3.5/notifications', '/api/v3.5/notifications/count', '/api/v3.5/notifications/update',
        // Member-written articles and the /admin area (libs/api/social); DELETE /articles/{id} shares the article path.
        '/api/v3.5/articles/user/{userId}', '/api/v3.5/articles/me', '/api/v3.5/articles/me/{id}', '/api/v3.5/articles/me/{id}/submit',
        '/api/v3.5/articles/me/images', '/api/v3.5/articles/me/images/{id}',
        '/api/v3.5/admin/review', '/api/v3.5/admin/review/{id}/approve', '/api/v3.5/admin/review/{id}/reject',
        '/api/v3.5/admin/articles', '/api/v3.5/admin/articles/{id}/flags', '/api/v3.5/admin/users', '/api/v3.5/admin/users/{id}/role',
        '/api/v3.5/admin/users/{id}/premium',
        // An article's counts and recommendations for editors (libs/api/content dev-insight).
        '/api/v3.5/dev/counter', '/api/v3.5/dev/reco',
        // Feedback, the satisfaction survey and the editors' inbox (libs/api/feedback).
        '/api/v3.5/feedback', '/api/v3.5/survey-feedbacks/satisfaction', '/api/v3.5/admin/feedback', '/api/v3.5/admin/feedback/{kind}/{id}/status',
        // Conversations (libs/api/messaging): GET /conversations lists, POST /conversations/ starts one (SPEC §7).
        '/api/v3.5/conversations', '/api/v3.5/conversations/', '/api/v3.5/conversations/count', '/api/v3.5/conversations/create',
        '/api/v3.5/conversations/find', '/api/v3.5/conversations/{id}', '/api/v3.5/conversations/{id}/messages',
        '/api/v3.5/conversations/{id}/read', '/api/v3.5/conversations/{id}/{messageId}',
        // Cookie consent (libs/api/privacy).
        '/api/v3.5/consents/', '/api/v3.5/consents/current',
        // Push device registration (libs/api/push) in the recommendation service's URL space.
        '/api/reco/v1/status', '/api/reco/v1/user/push-notification-platform',
        '/api/v3.5/browse/footer', '/api/v3.5/browse/for-you', '/api/v3.5/browse/home', '/api/v3.5/browse/home/more',
        '/api/v3.5/browse/recommendations/{id}', '/api/v3.5/browse/recommended/videos/{id}', '/api/v3.5/browse/trending',
        '/api/v3.5/browse/trends', '/api/v3.5/categories', '/api/v3.5/categories/{id}', '/api/v3.5/counter/hit',
        '/api/v3.5/counter/pop', '/api/v3.5/counter/state', '/api/v3.5/entertainment/actors',
        '/api/v3.5/entertainment/actors/detail', '/api/v3.5/entertainment/movies/detail', '/api/v3.5/feed',
        '/api/v3.5/feed/{key}', '/api/v3.5/feeds/rss', '/api/v3.5/feeds/rss-list', '/api/v3.5/feeds/rss/{slug}',
        '/api/v3.5/galleries', '/api/v3.5/living/exchange-rates', '/api/v3.5/metadata/config/web', '/api/v3.5/metadata/pages/static/{page}',
        '/api/v3.5/metadata/tos', '/api/v3.5/quiz-results/{token}', '/api/v3.5/reels/{id}', '/api/v3.5/search/article',
        '/api/v3.5/search/tag', '/api/v3.5/search/user', '/api/v3.5/sitemaps/articles/{month}', '/api/v3.5/sitemaps/index',
        '/api/v3.5/sitemaps/news', '/api/v3.5/sitemaps/sections', '/api/v3.5/static-metadata/item',
        '/api/v3.5/tags/route/{route}', '/api/v3.5/tags/topic/{name}', '/api/v3.5/videos', '/api/v3.5/yazio/authors', '/api/v3.5/yazio/{slug}',
      ].sort());
      const ui = await get('/api/docs/');
      expect(ui.statusCode).toBe(200);
      expect(ui.body).not.toMatch(/<script[^>]+src="https?:/);
      // The docs UI brings its own CSP: it needs its scripts and styles.
      expect(ui.headers['content-security-policy']).toContain("script-src 'self'");
    });

    it('locks API responses down: nothing may run, frame them or sniff their type', async () => {
      for (const url of ['/api/v3.5/categories', '/api/v3.5/nothing', '/healthz']) {
        const { headers } = await get(url);
        expect([url, headers['content-security-policy']]).toEqual([url, API_CONTENT_SECURITY_POLICY]);
        expect(headers['x-content-type-options']).toBe('nosniff');
        expect(headers['x-frame-options']).toBe('DENY');
        expect(headers['referrer-policy']).toBe('no-referrer');
        // The test origins are http: no HSTS.
        expect(headers['strict-transport-security']).toBeUndefined();
      }
    });
  });
});

describe('HTTP cache and failures', () => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seed(testDb.db, { mediaDir: MEDIA_DIR });
  });

  afterAll(async () => {
    await testDb.cleanup();
  });

  it('misses, hits, then serves stale when the database fails after expiry; answers 503 where nothing is cached', async () => {
    const clock = { now: Date.now() };
    const { db, state } = flaky(testDb.db);
    const app = await buildApp({ db, mediaDir: MEDIA_DIR, cache: { ttlMs: 1000, now: () => clock.now } });
    const url = `${API}/articles?limit=3`;
    const miss = await app.inject({ url });
    expect(miss.headers['x-cache']).toBe('miss');
    const hit = await app.inject({ url });
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.json()).toEqual(miss.json());
    clock.now += 5000;
    state.fail = true;
    const stale = await app.inject({ url });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['x-cache']).toBe('stale');
    expect(stale.json()).toEqual(miss.json());
    const uncached = await app.inject({ url: `${API}/browse/footer`, headers: { 'x-edition': 'en' } });
    // Nothing cached to fall back on: 503 with a hint when to come back (never a 500).
    expect(uncached.statusCode).toBe(503);
    expect(uncached.headers['retry-after']).toBe('5');
    expect(uncached.json()).toEqual({ message: 'Meydan is busy! Please try again later', statusCode: 503 });
    expect(uncached.body).not.toContain('secret');
    const ready = await app.inject({ url: '/readyz', headers: { 'x-edition': 'en' } });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: 'Meydan is busy! Please try again later', statusCode: 503 });
    await app.close();
  });

  it('mounts into a host server without taking over its other paths', async () => {
    const host = Fastify();
    host.setNotFoundHandler((_request, reply) => reply.code(404).type('text/html').send('<h1>shell 404</h1>'));
    host.get('/', async () => 'shell home');
    host.get('/*', async () => 'shell page');
    await registerApiRoutes(host, { db: testDb.db, mediaDir: MEDIA_DIR, hostMap: { 'haber.test': 'tr', 'news.test': 'en' } });
    await host.ready();
    expect((await host.inject({ url: '/' })).body).toBe('shell home');
    expect((await host.inject({ url: '/some/page' })).body).toBe('shell page');
    expect((await host.inject({ method: 'POST', url: '/some/page' })).body).toBe('<h1>shell 404</h1>');
    for (const url of ['/api/v3.5/missing', '/api/other/thing']) {
      const api404 = await host.inject({ url, headers: { host: 'news.test' } });
      expect(api404.statusCode).toBe(404);
      expect(api404.json()).toEqual({ message: 'This page could not be found', statusCode: 404 });
    }
    const categories = await host.inject({ url: `${API}/categories`, headers: { host: 'news.test' } });
    expect(categories.json().items[0].name).toBe('Business');
    expect((await host.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    // The API's locked-down headers stay on its own routes.
    expect((await host.inject({ url: '/some/page' })).headers['content-security-policy']).toBeUndefined();
    expect(categories.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    await host.close();
  });
});
