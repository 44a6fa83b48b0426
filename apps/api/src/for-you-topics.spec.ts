import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type Queryable, type TestDatabase } from '@meydan/api/db';
import type { ArticleListResponse, ForYouResponse, TopicResponse } from '@meydan/shared/contracts';
import { buildApp } from './app';

jest.setTimeout(120_000);

const MEDIA_DIR = path.join(os.tmpdir(), 'meydan-test-media');
const API = '/api/v3.5';
const EN = { 'x-edition': 'en' };
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const HOUR = 3_600_000;

type Key = 'reacted' | 'twoTags' | 'oneTag' | 'sameSection' | 'oldTrailer' | 'ancient' | 'derby' | 'chip' | 'draft' | 'turkish';

interface Fixture {
  ids: Record<Key, string>;
  legacy: Record<Key, number>;
  tags: Record<'trailers' | 'marvel' | 'football' | 'ai', string>;
}

/**
 * A small en edition of our own (no seed), so every expected position can be worked out by hand:
 * the reader reacts to `reacted` (tags trailers + marvel, section film). Personal picks then rank
 * twoTags (both tags) > oneTag (one tag) > sameSection (section only) > oldTrailer (one tag,
 * 20 days old), and `ancient` (60 days) is past the personal window; the rest is popular filler.
 */
async function insertFixture(db: Queryable): Promise<Fixture> {
  const now = Date.now();
  const category = async (edition: string, slug: string) =>
    (await db.query<{ id: string }>('INSERT INTO categories (edition, slug, name, route) VALUES ($1, $2, $3, $4) RETURNING id', [edition, slug, slug, `/${slug}-${edition}`])).rows[0]?.id as string;
  const tag = async (edition: string, slug: string, description: string | null = null) =>
    (
      await db.query<{ id: string }>('INSERT INTO tags (edition, name, slug, route, description) VALUES ($1, $2, $3, $4, $5) RETURNING id', [
        edition,
        slug[0]?.toUpperCase() + slug.slice(1),
        slug,
        edition === 'tr' ? `/etiket/${slug}-haberleri` : `/tag/${slug}-news`,
        description,
      ])
    ).rows[0]?.id as string;
  const film = await category('en', 'cinema');
  const sport = await category('en', 'football');
  const tech = await category('en', 'science');
  const trCinema = await category('tr', 'cinema');
  const tags = {
    trailers: await tag('en', 'trailers', 'First looks at the films and series everyone will talk about.'),
    marvel: await tag('en', 'marvel'),
    football: await tag('en', 'football'),
    ai: await tag('en', 'ai'),
  };
  const trTrailers = await tag('tr', 'fragman');
  const ids = {} as Record<Key, string>;
  const legacy = {} as Record<Key, number>;
  const article = async (key: Key, spec: { hoursAgo: number; views: number; tags: string[]; category: string; edition?: string; draft?: boolean }) => {
    const { rows } = await db.query<{ id: string; legacy_id: string }>(
      `INSERT INTO articles (edition, title, slug, published_at, view_count, is_draft) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, legacy_id`,
      [spec.edition ?? 'en', `Story ${key}`, `story-${key.toLowerCase()}`, new Date(now - spec.hoursAgo * HOUR).toISOString(), spec.views, spec.draft ?? false],
    );
    const row = rows[0] as { id: string; legacy_id: string };
    ids[key] = row.id;
    legacy[key] = Number(row.legacy_id);
    await db.query('INSERT INTO article_categories (article_id, category_id, position) VALUES ($1, $2, 0)', [row.id, spec.category]);
    for (const [position, tagId] of spec.tags.entries()) {
      await db.query('INSERT INTO article_tags (article_id, tag_id, position) VALUES ($1, $2, $3)', [row.id, tagId, position]);
    }
  };
  await article('reacted', { hoursAgo: 10, views: 50, tags: [tags.trailers, tags.marvel], category: film });
  await article('twoTags', { hoursAgo: 5, views: 10, tags: [tags.trailers, tags.marvel], category: film });
  await article('oneTag', { hoursAgo: 2, views: 5, tags: [tags.trailers, tags.ai], category: film });
  await article('sameSection', { hoursAgo: 1, views: 2, tags: [], category: film });
  await article('oldTrailer', { hoursAgo: 20 * 24, views: 1000, tags: [tags.trailers], category: film });
  await article('ancient', { hoursAgo: 60 * 24, views: 0, tags: [tags.trailers], category: film });
  await article('derby', { hoursAgo: 3, views: 5000, tags: [tags.football], category: sport });
  await article('chip', { hoursAgo: 4, views: 800, tags: [tags.ai], category: tech });
  // Never listed, so never a pick nor a related-tag pairing.
  await article('draft', { hoursAgo: 1, views: 9999, tags: [tags.trailers, tags.football], category: film, draft: true });
  await article('turkish', { hoursAgo: 1, views: 10, tags: [trTrailers], category: trCinema, edition: 'tr' });
  return { ids, legacy, tags };
}

describe('personal feed and topic hub API', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let fixture: Fixture;
  let reader: string;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    fixture = await insertFixture(testDb.db);
    // The HTTP cache stays on (as in production): the feed must never come out of it.
    app = await buildApp({ db: testDb.db, mediaDir: MEDIA_DIR });
    await app.ready();
    const hit = await app.inject({ url: `${API}/counter/hit?key=article:${fixture.legacy.reacted}&reaction=love`, headers: { ...EN, ...XHR } });
    expect(hit.statusCode).toBe(200);
    const readerId = String(hit.headers['set-cookie']).split(';')[0] as string;
    expect(readerId).toMatch(/^m-rid=/);
    // Personal picks need the reader's consent to content chosen for them (issue 19).
    reader = `${readerId}; m-consent=1.p.for-you-spec`;
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { ...EN, ...headers } });
  const feed = async (query = '', headers: Record<string, string> = {}) => {
    const res = await get(`${API}/browse/for-you${query}`, headers);
    expect(res.statusCode).toBe(200);
    return res.json<ForYouResponse>();
  };
  const keysOf = (items: Array<{ _id: string }>) => items.map((item) => (Object.keys(fixture.ids) as Key[]).find((key) => fixture.ids[key] === item._id));

  describe('GET /browse/for-you', () => {
    it('serves a visitor without signals the aging-popular ranking of /articles, and says so', async () => {
      const body = await feed();
      expect(body.mode).toBe('popular');
      expect(body.basedOn).toEqual([]);
      const popular = (await get(`${API}/articles?sort=agingPopular&limit=50`)).json<ArticleListResponse>();
      expect(body.items.map((item) => item._id)).toEqual(popular.items.map((item) => item._id).slice(0, 15));
      expect(keysOf(body.items)).not.toContain('draft');
      expect(keysOf(body.items)).not.toContain('turkish');
      expect(body.pagination).toEqual({ page: 1, limit: 15, hasNextPage: false });
    });

    it('keeps to popular stories for a reacting reader who has not allowed personalised content', async () => {
      const readerId = reader.split(';')[0] as string;
      expect((await feed('', { cookie: readerId })).mode).toBe('popular');
      expect((await feed('', { cookie: `${readerId}; m-consent=1.ad.for-you-spec` })).mode).toBe('popular');
    });

    it('ranks a reacting reader’s picks by shared tags and sections with recency decay, leaves out what they reacted to, then fills with popular', async () => {
      const body = await feed('', { cookie: reader });
      expect(body.mode).toBe('personal');
      expect(body.basedOn.map((tag) => tag.name).sort()).toEqual(['Marvel', 'Trailers']);
      expect(keysOf(body.items)).toEqual(['twoTags', 'oneTag', 'sameSection', 'oldTrailer', 'derby', 'chip', 'ancient']);
    });

    it('pages through one order without repeats or gaps', async () => {
      const all = keysOf((await feed('?limit=50', { cookie: reader })).items);
      const first = await feed('?limit=3', { cookie: reader });
      const second = await feed('?limit=3&page=2', { cookie: reader });
      const third = await feed('?limit=3&page=3', { cookie: reader });
      expect(first.pagination).toEqual({ page: 1, limit: 3, hasNextPage: true });
      expect(third.pagination).toEqual({ page: 3, limit: 3, hasNextPage: false });
      expect([...keysOf(first.items), ...keysOf(second.items), ...keysOf(third.items)]).toEqual(all);
      expect((await feed('?limit=3&page=9', { cookie: reader })).items).toEqual([]);
    });

    it('is private to the reader: never cached, varies on the cookie, issues no cookie', async () => {
      for (const headers of [{}, { cookie: reader }, {}] as Array<Record<string, string>>) {
        const res = await get(`${API}/browse/for-you`, headers);
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(String(res.headers['vary'])).toMatch(/\bCookie\b/);
        expect(res.headers['x-cache']).toBeUndefined();
        expect(res.headers['set-cookie']).toBeUndefined();
      }
      // The shared HTTP cache does hold the public list next door, so "no x-cache" above means something.
      await get(`${API}/articles?limit=1`);
      expect((await get(`${API}/articles?limit=1`)).headers['x-cache']).toBe('hit');
    });

    it('with personalisation consent, ranks stories like those the reader read to the end and leaves those out; without it, ignores them', async () => {
      const collect = (cookie: string, legacyId: number, ip: string) =>
        app.inject({
          method: 'POST',
          url: '/api/collector/events',
          remoteAddress: ip,
          headers: { ...EN, cookie, 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0' },
          payload: [
            { event: { type: 'item_read', itemId: String(legacyId), itemType: 'article' } },
            { event: { type: 'item_read_complete', itemId: String(legacyId), itemType: 'article', readTime: 4, metadata: { engagedSeconds: 200 } } },
          ],
        });
      const personal = 'm-consent=1.ap.for-you-spec';
      const sent = await collect(personal, fixture.legacy.chip, '203.0.113.31');
      expect(sent.statusCode).toBe(202);
      const readerCookie = String(sent.headers['set-cookie']).split(';')[0] as string;
      expect(readerCookie).toMatch(/^m-rid=/);
      const body = await feed('', { cookie: `${readerCookie}; ${personal}` });
      expect(body.mode).toBe('personal');
      expect(body.basedOn.map((tag) => tag.name)).toEqual(['Ai']);
      // oneTag shares the "ai" tag with chip; chip itself, read already, is left out.
      expect(keysOf(body.items)[0]).toBe('oneTag');
      expect(keysOf(body.items)).not.toContain('chip');
      // Consent withdrawn (or narrowed to analytics): the reads no longer shape the feed.
      expect((await feed('', { cookie: readerCookie })).mode).toBe('popular');
      expect((await feed('', { cookie: `${readerCookie}; m-consent=1.a.for-you-spec` })).mode).toBe('popular');

      // A reader who allowed analytics only: their read is counted, never remembered for them.
      const analytics = 'm-consent=1.a.for-you-spec';
      const counted = await collect(analytics, fixture.legacy.chip, '203.0.113.32');
      const analyticsReader = String(counted.headers['set-cookie']).split(';')[0] as string;
      expect((await feed('', { cookie: `${analyticsReader}; m-consent=1.ap.for-you-spec` })).mode).toBe('popular');
    });

    it('treats a forged cookie and reactions in another edition as no signal', async () => {
      expect((await feed('', { cookie: 'm-rid=short; m-consent=1.p.for-you-spec' })).mode).toBe('popular');
      const tr = await app.inject({ url: `${API}/counter/hit?key=article:${fixture.legacy.turkish}&reaction=wow`, headers: { 'x-edition': 'tr', ...XHR } });
      const trReader = `${String(tr.headers['set-cookie']).split(';')[0]}; m-consent=1.p.for-you-spec`;
      expect((await feed('', { cookie: trReader })).mode).toBe('popular');
      const trFeed = (await get(`${API}/browse/for-you`, { 'x-edition': 'tr', cookie: trReader })).json<ForYouResponse>();
      expect(trFeed.mode).toBe('personal');
      expect(trFeed.items).toEqual([]);
    });

    it('rejects a bad page or limit with a clear message in the request language, uncached', async () => {
      const cases: Array<[string, string]> = [
        ['?page=0', 'Invalid request: query parameter "page" must be at least 1.'],
        ['?page=101', 'Invalid request: query parameter "page" must be at most 100.'],
        ['?limit=0', 'Invalid request: query parameter "limit" must be at least 1.'],
        ['?limit=51', 'Invalid request: query parameter "limit" must be at most 50.'],
        ['?limit=ten', 'Invalid request: query parameter "limit" must be an integer.'],
      ];
      for (const [query, message] of cases) {
        const res = await get(`${API}/browse/for-you${query}`);
        expect({ query, status: res.statusCode, body: res.json() }).toEqual({ query, status: 400, body: { message, statusCode: 400 } });
        expect(res.headers['cache-control']).toMatch(/\bno-store\b/);
      }
      const tr = await get(`${API}/browse/for-you?page=0`, { 'x-edition': 'tr' });
      expect(tr.json().message).toBe('Geçersiz istek: "page" sorgu parametresi en az 1 olmalıdır.');
    });
  });

  describe('GET /tags/topic/:name', () => {
    it('answers the tag behind a topic name, its description and the tags most often beside it', async () => {
      const res = await get(`${API}/tags/topic/trailers`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
      const body = res.json<TopicResponse>();
      expect(body.tag).toEqual({ _id: fixture.tags.trailers, name: 'Trailers', route: '/tag/trailers-news' });
      expect(body.description).toBe('First looks at the films and series everyone will talk about.');
      // marvel shares two listed stories, ai one; football only a draft.
      expect(body.related.map((tag) => tag.name)).toEqual(['Marvel', 'Ai']);
      expect((await get(`${API}/tags/topic/trailers-news`)).json<TopicResponse>().tag._id).toBe(fixture.tags.trailers);
      expect((await get(`${API}/tags/topic/marvel`)).json<TopicResponse>()).toMatchObject({ description: null, related: [{ name: 'Trailers' }] });
    });

    it('lists each tag once in the sections sitemap, at its canonical listing (the hub in en, the tag page in tr)', async () => {
      const en = (await get(`${API}/sitemaps/sections`)).body;
      expect(en).toMatch(/<loc>[^<]+\/trailers-news<\/loc>/);
      expect(en).not.toContain('/tag/trailers-news');
      const tr = (await get(`${API}/sitemaps/sections`, { 'x-edition': 'tr' })).body;
      expect(tr).toMatch(/<loc>[^<]+\/etiket\/fragman-haberleri<\/loc>/);
    });

    it('404s an unknown topic and 400s a malformed name, in the request language', async () => {
      expect((await get(`${API}/tags/topic/no-such-topic`)).json()).toEqual({ message: 'The tag could not be found.', statusCode: 404 });
      expect((await get(`${API}/tags/topic/trailers`, { 'x-edition': 'ru' })).json()).toEqual({ message: 'Тег не найден.', statusCode: 404 });
      const bad = await get(`${API}/tags/topic/Trailers_News`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Invalid request: path parameter "name" has an invalid format.');
    });
  });
});
