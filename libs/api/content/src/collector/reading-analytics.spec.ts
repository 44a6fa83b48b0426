import { createServer } from 'node:net';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { type AccessTokenVerifier, registerErrorHandling } from '@meydan/api/core';
import { createDb, createTestDatabase, type Db, type TestDatabase } from '@meydan/api/db';
import type { AnalyticsArticleResponse, AnalyticsArticlesResponse, AnalyticsOverview, TrackingEvent } from '@meydan/shared/contracts';
import { ContentRepository } from '../content.repository';
import { ContentService } from '../content.service';
import { refreshRankings } from '../rankings/ranking-refresh';
import { collectorRoutes, type CollectorRoutesOptions } from './collector.routes';
import { medianMinutes } from './analytics.service';
import { forgetReadingHistory } from './reading-history';
import { depthThreshold, nextMarks, MARK } from './reading-signals';

jest.setTimeout(120_000);

const COLLECTOR = '/api/collector';
const DAY_MS = 86_400_000;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const ANALYTICS = 'm-consent=1.a.spec-record';
const PERSONALIZATION = 'm-consent=1.p.spec-record';
const REJECTED = 'm-consent=1.-.spec-record';

/** Demo members for the dashboard: the verifier answers these tokens only. */
const TOKENS: Record<string, { userId: string; sessionId: string; role: 'member' | 'editor' | 'admin' }> = {
  'editor-token': { userId: '00000000-0000-4000-8000-000000000001', sessionId: 's-editor', role: 'editor' },
  'admin-token': { userId: '00000000-0000-4000-8000-000000000002', sessionId: 's-admin', role: 'admin' },
  'member-token': { userId: '00000000-0000-4000-8000-000000000003', sessionId: 's-member', role: 'member' },
};
const verifyAccessToken: AccessTokenVerifier = async (token) => TOKENS[token] ?? null;
const asEditor = { authorization: 'Bearer editor-token' };

interface Fixture {
  sections: { news: string; sport: string };
  /** legacy ids */
  politics: number;
  derby: number;
  quiet: number;
  en: number;
  ids: Record<'politics' | 'derby' | 'quiet' | 'en', string>;
}

async function insertFixture(db: Db): Promise<Fixture> {
  const category = async (edition: string, slug: string, parent: string | null, position: number) =>
    (await db.query<{ id: string }>('INSERT INTO categories (edition, slug, name, route, parent_id, position) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id', [edition, slug, slug.toUpperCase(), `/${edition}-${slug}`, parent, position]))
      .rows[0]?.id as string;
  const news = await category('tr', 'news', null, 1);
  const politics = await category('tr', 'politics', news, 2);
  const sport = await category('tr', 'sport', null, 3);
  const enNews = await category('en', 'news', null, 1);
  const article = async (edition: string, slug: string, categoryId: string, views = 0) => {
    const { rows } = await db.query<{ id: string; legacy_id: string }>(
      `INSERT INTO articles (edition, title, slug, published_at, view_count) VALUES ($1, $2, $3, now() - interval '2 hours', $4) RETURNING id, legacy_id`,
      [edition, `Haber ${slug}`, slug, views],
    );
    const row = rows[0] as { id: string; legacy_id: string };
    await db.query('INSERT INTO article_categories (article_id, category_id, position) VALUES ($1, $2, 0)', [row.id, categoryId]);
    return row;
  };
  const rows = {
    politics: await article('tr', 'meclis', politics),
    derby: await article('tr', 'derbi', sport),
    quiet: await article('tr', 'sessiz', news),
    en: await article('en', 'story', enNews),
  };
  return {
    sections: { news, sport },
    politics: Number(rows.politics.legacy_id),
    derby: Number(rows.derby.legacy_id),
    quiet: Number(rows.quiet.legacy_id),
    en: Number(rows.en.legacy_id),
    ids: { politics: rows.politics.id, derby: rows.derby.id, quiet: rows.quiet.id, en: rows.en.id },
  };
}

const event = (type: TrackingEvent['event']['type'], itemId: number | string, extra: Partial<TrackingEvent['event']> = {}): TrackingEvent => ({
  event: { type, itemId: String(itemId), itemType: 'article', ...extra },
});
const read = (id: number) => event('item_read', id);
const scroll = (id: number, depth: number) => event('item_read_scroll', id, { metadata: { depth } });
const complete = (id: number, readTime: number, engagedSeconds?: number) =>
  event('item_read_complete', id, { readTime, ...(engagedSeconds === undefined ? {} : { metadata: { engagedSeconds } }) });
const cookieOf = (response: { headers: Record<string, unknown> }) => String(response.headers['set-cookie'] ?? '').split(';')[0] as string;

interface Reader {
  ip: string;
  userAgent: string;
  cookie?: string;
}

describe.each(['postgres', 'pglite'] as const)('reading analytics on %s', (engine) => {
  let testDb: TestDatabase;
  let fixture: Fixture;
  const clock = { now: Date.parse('2026-03-10T12:00:00Z') };
  const apps: FastifyInstance[] = [];
  let app: FastifyInstance;

  async function buildCollector(options: Partial<CollectorRoutesOptions> = {}, db: Db = testDb.db): Promise<FastifyInstance> {
    const instance = Fastify();
    registerErrorHandling(instance);
    await instance.register(collectorRoutes, { prefix: COLLECTOR, db, now: () => clock.now, pruneChance: 0, verifyAccessToken, trustedOrigins: ['http://localhost:3000'], ...options });
    await instance.ready();
    apps.push(instance);
    return instance;
  }

  beforeAll(async () => {
    testDb = await createTestDatabase({ engine });
    fixture = await insertFixture(testDb.db);
    app = await buildCollector();
  });

  afterAll(async () => {
    for (const instance of apps) await instance.close();
    await testDb?.cleanup();
  });

  beforeEach(async () => {
    clock.now = Date.parse('2026-03-10T12:00:00Z');
    await testDb.db.exec(
      'DELETE FROM article_count_claims; DELETE FROM reading_marks; DELETE FROM reading_daily; DELETE FROM tracking_event_daily; DELETE FROM reader_completed_reads; DELETE FROM collector_salts',
    );
    await testDb.db.query('UPDATE articles SET view_count = 0, share_count = 0, read_complete_count = 0');
  });

  const send = (reader: Reader, payload: TrackingEvent | TrackingEvent[], target: FastifyInstance = app, headers: Record<string, string> = {}) =>
    target.inject({
      method: 'POST',
      url: `${COLLECTOR}/events`,
      remoteAddress: reader.ip,
      headers: { 'user-agent': reader.userAgent, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...(reader.cookie ? { cookie: reader.cookie } : {}), ...headers },
      payload: payload as InjectOptions['payload'],
    });

  async function daily(legacyId: number) {
    const { rows } = await testDb.db.query<Record<string, string>>(
      `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, sum(reads)::int AS reads, sum(readers)::int AS readers, sum(completes)::int AS completes,
              sum(read_minutes)::int AS read_minutes, sum(rt3)::int AS rt3, sum(rt5)::int AS rt5, sum(depth25)::int AS depth25, sum(depth50)::int AS depth50,
              sum(depth90)::int AS depth90, sum(depth100)::int AS depth100, sum(engaged_seconds)::int AS engaged_seconds, sum(engaged_reads)::int AS engaged_reads
       FROM reading_daily d JOIN articles a ON a.id = d.article_id WHERE a.legacy_id = $1 GROUP BY d.day ORDER BY d.day`,
      [legacyId],
    );
    return rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, key === 'day' ? value : Number(value)])));
  }

  async function counts(legacyId: number) {
    const { rows } = await testDb.db.query<{ view_count: string; read_complete_count: string }>('SELECT view_count, read_complete_count FROM articles WHERE legacy_id = $1', [legacyId]);
    return { views: Number(rows[0]?.view_count), completes: Number(rows[0]?.read_complete_count) };
  }

  const readerKeys = async () => (await testDb.db.query<{ reader_key: string }>('SELECT DISTINCT reader_key FROM reading_marks ORDER BY reader_key')).rows.map((row) => row.reader_key);
  const salts = async () => (await testDb.db.query<{ day: string; salt: string }>(`SELECT to_char(day, 'YYYY-MM-DD') AS day, salt FROM collector_salts ORDER BY day`)).rows;

  describe('GET /status', () => {
    it('answers collectorStatus, cached 300 s by browsers and proxies; off, nothing is stored', async () => {
      const status = await app.inject({ url: `${COLLECTOR}/status` });
      expect(status.statusCode).toBe(200);
      expect(status.json()).toEqual({ collectorStatus: true });
      expect(status.headers['cache-control']).toBe('public, max-age=300');

      const off = await buildCollector({ enabled: false });
      const offStatus = await off.inject({ url: `${COLLECTOR}/status` });
      expect(offStatus.json()).toEqual({ collectorStatus: false });
      expect(offStatus.headers['cache-control']).toBe('public, max-age=300');
      // A tracker that cached "true" a moment ago still sends: accepted, dropped.
      const late = await send({ ip: '203.0.113.1', userAgent: FIREFOX, cookie: ANALYTICS }, [read(fixture.politics), complete(fixture.politics, 2)], off);
      expect(late.statusCode).toBe(202);
      expect(late.headers['set-cookie']).toBeUndefined();
      expect(await daily(fixture.politics)).toEqual([]);
      expect(await counts(fixture.politics)).toEqual({ views: 0, completes: 0 });
    });
  });

  describe('who the reader is', () => {
    it('without analytics consent sets and reads no cookie: one network and browser is one reader a day, by a salted hash', async () => {
      const reader: Reader = { ip: '203.0.113.7', userAgent: FIREFOX };
      for (const cookie of [undefined, REJECTED, `${PERSONALIZATION.replace('.p.', '.d.')}`]) {
        const response = await send({ ...reader, cookie }, read(fixture.politics));
        expect(response.statusCode).toBe(202);
        expect(response.headers['set-cookie']).toBeUndefined();
      }
      // A reader cookie is not read without consent: two different ones from the same browser are still one reader.
      await send({ ...reader, cookie: `m-rid=${'a'.repeat(24)}` }, read(fixture.politics));
      await send({ ...reader, cookie: `m-rid=${'b'.repeat(24)}; ${REJECTED}` }, read(fixture.politics));
      expect(await daily(fixture.politics)).toEqual([expect.objectContaining({ day: '2026-03-10', reads: 5, readers: 1 })]);
      expect(await counts(fixture.politics)).toEqual({ views: 1, completes: 0 });
      const [key] = await readerKeys();
      expect(key).toMatch(/^h:[A-Za-z0-9_-]{43}$/);
      expect(key).not.toContain('203');

      // Another browser on the same network, or the same browser elsewhere, is another reader.
      await send({ ip: '203.0.113.7', userAgent: CHROME }, read(fixture.politics));
      await send({ ip: '198.51.100.4', userAgent: FIREFOX }, read(fixture.politics));
      expect(await daily(fixture.politics)).toEqual([expect.objectContaining({ reads: 7, readers: 3 })]);
      expect(await readerKeys()).toHaveLength(3);
    });

    it('draws a new salt each UTC day, shared by replicas, and deletes the old one', async () => {
      const reader: Reader = { ip: '2001:db8:5:6::1', userAgent: FIREFOX };
      // Two fresh replicas (the specs empty collector_salts between cases; a process keeps its day's salt).
      const [first, second] = [await buildCollector(), await buildCollector()];
      await send(reader, read(fixture.derby), first as FastifyInstance);
      // Another replica (its own process memory) finds the same salt: still one reader.
      await send({ ...reader, ip: '2001:db8:5:6::99' }, read(fixture.derby), second as FastifyInstance);
      const today = await salts();
      expect(today).toEqual([{ day: '2026-03-10', salt: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) }]);
      expect(await daily(fixture.derby)).toEqual([expect.objectContaining({ day: '2026-03-10', readers: 1 })]);
      const [yesterdayKey] = await readerKeys();

      clock.now += DAY_MS;
      await send(reader, read(fixture.derby), second as FastifyInstance);
      await send(reader, read(fixture.derby), first as FastifyInstance);
      const tomorrow = await salts();
      // Only today's salt exists: yesterday's keys can no longer be recomputed from an address.
      expect(tomorrow).toEqual([{ day: '2026-03-11', salt: expect.any(String) }]);
      expect(tomorrow[0]?.salt).not.toBe(today[0]?.salt);
      expect(await daily(fixture.derby)).toEqual([
        expect.objectContaining({ day: '2026-03-10', readers: 1 }),
        expect.objectContaining({ day: '2026-03-11', readers: 1, reads: 2 }),
      ]);
      const keys = await readerKeys();
      expect(keys).toHaveLength(2);
      expect(keys).toContain(yesterdayKey);
      expect(await counts(fixture.derby)).toEqual({ views: 2, completes: 0 });
    });

    it('with analytics consent counts the m-rid reader cookie, minted when missing', async () => {
      const first = await send({ ip: '203.0.113.9', userAgent: FIREFOX, cookie: ANALYTICS }, read(fixture.quiet));
      const readerCookie = cookieOf(first);
      expect(readerCookie).toMatch(/^m-rid=[A-Za-z0-9_-]{22,}$/);
      expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly/i);
      // The same reader from another network and browser is still one reader; a second cookie is another.
      const again = await send({ ip: '198.51.100.9', userAgent: CHROME, cookie: `${readerCookie}; ${ANALYTICS}` }, read(fixture.quiet));
      expect(again.headers['set-cookie']).toBeUndefined();
      await send({ ip: '203.0.113.9', userAgent: FIREFOX, cookie: ANALYTICS }, read(fixture.quiet));
      expect(await readerKeys()).toEqual(expect.arrayContaining([`r:${readerCookie.slice('m-rid='.length)}`]));
      expect(await daily(fixture.quiet)).toEqual([expect.objectContaining({ reads: 3, readers: 2 })]);
      // No hashing was needed, so no salt was drawn.
      expect(await salts()).toEqual([]);
    });
  });

  describe('storing reading signals', () => {
    it('aggregates reads, unique readers, read-completes, read time and scroll depth per article and day', async () => {
      const alice: Reader = { ip: '203.0.113.20', userAgent: FIREFOX, cookie: ANALYTICS };
      const aliceCookie = cookieOf(await send(alice, [read(fixture.politics), scroll(fixture.politics, 50), scroll(fixture.politics, 100)]));
      alice.cookie = `${aliceCookie}; ${ANALYTICS}`;
      await send(alice, [complete(fixture.politics, 3, 150), complete(fixture.politics, 4, 200)]);
      await send(alice, [read(fixture.politics), complete(fixture.politics, 9, 500), scroll(fixture.politics, 100)]); // a reload: one more read, nothing else
      const bob: Reader = { ip: '203.0.113.21', userAgent: CHROME };
      await send(bob, [read(fixture.politics), scroll(fixture.politics, 30), complete(fixture.politics, 5, 290)]);
      const carol: Reader = { ip: '203.0.113.22', userAgent: FIREFOX };
      await send(carol, [read(fixture.politics), scroll(fixture.politics, 95)]);
      // A complete and a scroll without a read that counted are not counted (a forged or truncated session).
      await send({ ip: '203.0.113.23', userAgent: FIREFOX }, [complete(fixture.politics, 1, 30), scroll(fixture.politics, 100)]);

      expect(await daily(fixture.politics)).toEqual([
        {
          day: '2026-03-10',
          reads: 4,
          readers: 3,
          completes: 2,
          read_minutes: 8,
          rt3: 1,
          rt5: 1,
          depth25: 3,
          depth50: 2,
          depth90: 2,
          depth100: 1,
          engaged_seconds: 440,
          engaged_reads: 2,
        },
      ]);
      expect(await counts(fixture.politics)).toEqual({ views: 3, completes: 2 });
      const events = (await testDb.db.query<{ event_type: string; item_type: string; n: number }>(
        'SELECT event_type, item_type, sum(events)::int AS n FROM tracking_event_daily GROUP BY event_type, item_type ORDER BY event_type',
      )).rows;
      expect(events).toEqual([
        { event_type: 'item_read', item_type: 'article', n: 4 },
        { event_type: 'item_read_complete', item_type: 'article', n: 5 },
        { event_type: 'item_read_scroll', item_type: 'article', n: 6 },
      ]);
    });

    it('counts every other event per day and type without naming articles', async () => {
      const response = await send({ ip: '203.0.113.30', userAgent: FIREFOX }, [
        { event: { type: 'item_search', itemId: 'deprem', itemType: 'home' } },
        { event: { type: 'item_search', itemId: 'secim', itemType: 'home' } },
        { event: { type: 'item_like', itemId: '42', itemType: 'comment' } },
        { event: { type: 'user_follow', itemId: 'someone', itemType: 'user' } },
        { event: { type: 'item_reactions', itemId: String(fixture.derby), itemType: 'emoji' } },
      ]);
      expect(response.statusCode).toBe(202);
      expect(response.headers['set-cookie']).toBeUndefined();
      clock.now += DAY_MS;
      await send({ ip: '203.0.113.30', userAgent: FIREFOX }, { event: { type: 'item_search', itemId: 'hava', itemType: 'home' } }, app, { 'x-edition': 'en' });
      const rows = (await testDb.db.query<{ day: string; edition: string; event_type: string; item_type: string; n: number }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, edition, event_type, item_type, sum(events)::int AS n FROM tracking_event_daily
         GROUP BY day, edition, event_type, item_type ORDER BY day, edition, event_type, item_type`,
      )).rows;
      expect(rows).toEqual([
        { day: '2026-03-10', edition: 'tr', event_type: 'item_like', item_type: 'comment', n: 1 },
        { day: '2026-03-10', edition: 'tr', event_type: 'item_reactions', item_type: 'emoji', n: 1 },
        { day: '2026-03-10', edition: 'tr', event_type: 'item_search', item_type: 'home', n: 2 },
        { day: '2026-03-10', edition: 'tr', event_type: 'user_follow', item_type: 'user', n: 1 },
        { day: '2026-03-11', edition: 'en', event_type: 'item_search', item_type: 'home', n: 1 },
      ]);
      // Nothing about a reader was needed: no marks, no salt.
      expect(await readerKeys()).toEqual([]);
      expect(await salts()).toEqual([]);
    });

    it('stores nothing from bots or with the no-tracking cookie', async () => {
      const batch = [read(fixture.derby), scroll(fixture.derby, 100), complete(fixture.derby, 2, 60), { event: { type: 'item_search', itemId: 'x', itemType: 'home' } } as TrackingEvent];
      for (const userAgent of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'curl/8.5.0', '']) {
        const bot = await send({ ip: '66.249.66.1', userAgent, cookie: ANALYTICS }, batch);
        expect(bot.statusCode).toBe(202);
        expect(bot.headers['set-cookie']).toBeUndefined();
      }
      for (const cookie of ['notp=1', `notp=1; ${ANALYTICS}`]) {
        const untracked = await send({ ip: '203.0.113.40', userAgent: FIREFOX, cookie }, batch);
        expect(untracked.statusCode).toBe(202);
        expect(untracked.headers['set-cookie']).toBeUndefined();
      }
      const stored = await testDb.db.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM reading_daily)::int + (SELECT count(*) FROM tracking_event_daily)::int + (SELECT count(*) FROM reading_marks)::int
              + (SELECT count(*) FROM article_count_claims)::int + (SELECT count(*) FROM collector_salts)::int + (SELECT count(*) FROM reader_completed_reads)::int AS n`,
      );
      expect(stored.rows[0]?.n).toBe(0);
      expect(await counts(fixture.derby)).toEqual({ views: 0, completes: 0 });
    });

    it('remembers what a reader read to the end only with personalisation consent', async () => {
      const personal = await send({ ip: '203.0.113.50', userAgent: FIREFOX, cookie: PERSONALIZATION }, [read(fixture.quiet), complete(fixture.quiet, 2)]);
      const readerCookie = cookieOf(personal);
      // The cookie is set for "For you"; counting still goes by the salted hash (no analytics consent).
      expect(readerCookie).toMatch(/^m-rid=/);
      expect(await readerKeys()).toEqual([expect.stringMatching(/^h:/)]);
      await send({ ip: '203.0.113.51', userAgent: FIREFOX, cookie: ANALYTICS }, [read(fixture.derby), complete(fixture.derby, 2)]);
      await send({ ip: '203.0.113.52', userAgent: FIREFOX }, [read(fixture.politics), complete(fixture.politics, 2)]);
      const history = async () => (await testDb.db.query<{ reader_id: string; article_id: string }>('SELECT reader_id, article_id FROM reader_completed_reads')).rows;
      const readerId = readerCookie.slice('m-rid='.length);
      expect(await history()).toEqual([{ reader_id: readerId, article_id: fixture.ids.quiet }]);
      // Withdrawing the consent erases it (the consent record calls this).
      expect(await forgetReadingHistory(testDb.db, readerId)).toBe(1);
      expect(await history()).toEqual([]);
    });

    it('counts a reader’s complete once when their requests race on two replicas', async () => {
      const replicas = [app, await buildCollector()] as FastifyInstance[];
      const reader: Reader = { ip: '203.0.113.60', userAgent: FIREFOX, cookie: ANALYTICS };
      reader.cookie = `${cookieOf(await send(reader, read(fixture.derby)))}; ${ANALYTICS}`;
      await Promise.all(
        Array.from({ length: 10 }, (_, i) => send(reader, [read(fixture.derby), scroll(fixture.derby, 100), complete(fixture.derby, 1 + (i % 10))], replicas[i % 2])),
      );
      const [row] = await daily(fixture.derby);
      expect(row).toMatchObject({ readers: 1, completes: 1, depth25: 1, depth100: 1, reads: 11 });
      expect(await counts(fixture.derby)).toEqual({ views: 1, completes: 1 });
    });

    it('prunes marks after two days and aggregates past retention', async () => {
      const pruning = await buildCollector({ pruneChance: 1 });
      await testDb.db.query(`INSERT INTO reading_marks (reader_key, article_id, day, marks) VALUES ('h:old-reader-key', $1, '2026-03-01', 1), ('h:old-reader-key', $1, '2026-03-09', 1)`, [
        fixture.ids.quiet,
      ]);
      await testDb.db.query(`INSERT INTO reading_daily (article_id, day, shard, edition, reads) VALUES ($1, '2025-01-01', 0, 'tr', 5), ($1, '2025-12-01', 0, 'tr', 7)`, [fixture.ids.quiet]);
      await testDb.db.query(`INSERT INTO reader_completed_reads (reader_id, article_id, completed_at) VALUES ($1, $2, '2025-11-01T00:00:00Z'), ($3, $2, '2026-03-01T00:00:00Z')`, [
        'o'.repeat(24),
        fixture.ids.quiet,
        'n'.repeat(24),
      ]);
      await send({ ip: '203.0.113.70', userAgent: FIREFOX }, read(fixture.politics), pruning);
      const state = async () => ({
        marks: (await testDb.db.query<{ day: string }>(`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM reading_marks WHERE reader_key = 'h:old-reader-key' ORDER BY day`)).rows.map((r) => r.day),
        daily: (await testDb.db.query<{ day: string }>(`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM reading_daily WHERE article_id = $1 ORDER BY day`, [fixture.ids.quiet])).rows.map((r) => r.day),
        history: (await testDb.db.query<{ reader_id: string }>('SELECT reader_id FROM reader_completed_reads')).rows.map((r) => r.reader_id),
      });
      const expected = { marks: ['2026-03-09'], daily: ['2025-12-01'], history: ['n'.repeat(24)] };
      for (let attempt = 0; attempt < 50 && JSON.stringify(await state()) !== JSON.stringify(expected); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await state()).toEqual(expected);
    });

    it('lifts an article read to the end above one only clicked in trending', async () => {
      await testDb.db.query('UPDATE articles SET view_count = 10 WHERE id = $1', [fixture.ids.derby]);
      await testDb.db.query('UPDATE articles SET view_count = 8 WHERE id = $1', [fixture.ids.politics]);
      await refreshRankings(testDb.db, 'tr', { maxAgeMs: 0 });
      const service = new ContentService(new ContentRepository(testDb.db));
      const order = async () => (await service.trending('tr')).items.map((item) => item._id).filter((id) => id === fixture.ids.derby || id === fixture.ids.politics);
      expect(await order()).toEqual([fixture.ids.derby, fixture.ids.politics]);
      // Two readers read the politics story to the end: 8 + 2 views + 2 × 2 completes = 14 > 10.
      for (const ip of ['203.0.113.80', '203.0.113.81']) await send({ ip, userAgent: FIREFOX }, [read(fixture.politics), complete(fixture.politics, 4)]);
      expect(await counts(fixture.politics)).toEqual({ views: 10, completes: 2 });
      expect(await order()).toEqual([fixture.ids.politics, fixture.ids.derby]);
      await refreshRankings(testDb.db, 'tr', { maxAgeMs: 0 });
      expect(await order()).toEqual([fixture.ids.politics, fixture.ids.derby]);
    });
  });

  describe('the editors’ dashboard', () => {
    const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url: `${COLLECTOR}/analytics${url}`, headers });

    /** Two days of reading: politics (news) and derby (sport) on the 9th, politics again on the 10th. */
    async function twoDays(): Promise<void> {
      clock.now = Date.parse('2026-03-09T10:00:00Z');
      await send({ ip: '203.0.113.90', userAgent: FIREFOX }, [read(fixture.politics), scroll(fixture.politics, 100), complete(fixture.politics, 2, 100)]);
      await send({ ip: '203.0.113.91', userAgent: FIREFOX }, [read(fixture.politics), scroll(fixture.politics, 50), complete(fixture.politics, 6, 340)]);
      await send({ ip: '203.0.113.92', userAgent: FIREFOX }, [read(fixture.derby), scroll(fixture.derby, 25)]);
      await send({ ip: '203.0.113.92', userAgent: FIREFOX }, { event: { type: 'item_search', itemId: 'derbi', itemType: 'home' } });
      clock.now = Date.parse('2026-03-10T10:00:00Z');
      await send({ ip: '203.0.113.90', userAgent: FIREFOX }, [read(fixture.politics), complete(fixture.politics, 3, 160)]);
      await send({ ip: '203.0.113.93', userAgent: FIREFOX }, read(fixture.en), app, { 'x-edition': 'en' });
    }

    it('answers visitors 401 and members 403, in the request language', async () => {
      for (const url of ['/overview', '/articles', `/articles/${fixture.politics}`]) {
        const visitor = await get(url, { host: 'api.internal', 'accept-language': 'en' });
        expect(visitor.statusCode).toBe(401);
        expect(visitor.json()).toEqual({ statusCode: 401, message: expect.any(String) });
        const member = await get(url, { authorization: 'Bearer member-token', 'x-edition': 'ru' });
        expect(member.statusCode).toBe(403);
        expect(member.json().message).toMatch(/[а-я]/);
        expect(member.headers['cache-control']).toMatch(/no-store/);
        expect((await get(url, { authorization: 'Bearer forged' })).statusCode).toBe(401);
      }
      expect((await get('/overview', { authorization: 'Bearer admin-token' })).statusCode).toBe(200);
    });

    it('sums the edition day by day, per section and per event type, with the median read time', async () => {
      await twoDays();
      const response = await get('/overview?from=2026-03-08&to=2026-03-10', asEditor);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const body = response.json<AnalyticsOverview>();
      expect(body).toMatchObject({ from: '2026-03-08', to: '2026-03-10', edition: 'tr', section: null });
      expect(body.days.map((day) => [day.day, day.reads, day.readers, day.completes, day.medianReadTime])).toEqual([
        ['2026-03-08', 0, 0, 0, null],
        ['2026-03-09', 3, 3, 2, 2],
        ['2026-03-10', 1, 1, 1, 3],
      ]);
      expect(body.totals).toEqual({
        reads: 4,
        readers: 4,
        completes: 3,
        medianReadTime: 3,
        engagedSeconds: 200,
        depth25: 3,
        depth50: 2,
        depth90: 1,
        depth100: 1,
        readTimeHistogram: [0, 1, 1, 0, 0, 1, 0, 0, 0, 0],
      });
      expect(body.sections.map((row) => [row.section.slug, row.reads, row.completes])).toEqual([
        ['news', 3, 3],
        ['sport', 1, 0],
      ]);
      expect(body.events).toEqual([
        { type: 'item_read', itemType: 'article', count: 4 },
        { type: 'item_read_complete', itemType: 'article', count: 3 },
        { type: 'item_read_scroll', itemType: 'article', count: 3 },
        { type: 'item_search', itemType: 'home', count: 1 },
      ]);

      const sport = (await get('/overview?from=2026-03-09&to=2026-03-10&section=sport', asEditor)).json<AnalyticsOverview>();
      expect(sport.section).toMatchObject({ slug: 'sport', name: 'SPORT' });
      expect(sport.totals).toMatchObject({ reads: 1, readers: 1, completes: 0, medianReadTime: null, engagedSeconds: null, depth25: 1, depth50: 0 });
      expect(sport.sections).toHaveLength(2);

      const en = (await get('/overview?from=2026-03-10&to=2026-03-10&edition=en', asEditor)).json<AnalyticsOverview>();
      expect(en.totals).toMatchObject({ reads: 1, readers: 1 });
      expect(en.sections.map((row) => row.section.slug)).toEqual(['news']);

      // Without dates: the last 30 days up to today.
      const recent = (await get('/overview', asEditor)).json<AnalyticsOverview>();
      expect([recent.from, recent.to, recent.days.length]).toEqual(['2026-02-09', '2026-03-10', 30]);
      expect(recent.totals.reads).toBe(4);
    });

    it('lists articles with their numbers, sortable and by section, and one article day by day', async () => {
      await twoDays();
      const list = (await get('/articles?from=2026-03-09&to=2026-03-10', asEditor)).json<AnalyticsArticlesResponse>();
      expect(list.items.map((item) => [item.article.legacyId, item.reads, item.readers, item.completes, item.medianReadTime, item.depth100])).toEqual([
        [fixture.politics, 3, 3, 3, 3, 1],
        [fixture.derby, 1, 1, 0, null, 0],
      ]);
      expect(list.items[0]?.article).toMatchObject({ title: 'Haber meclis', route: `/haber/haber-meclis-${fixture.politics}`, section: { slug: 'news' } });
      expect(list.pagination).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1, hasNextPage: false });
      const bySport = (await get('/articles?from=2026-03-09&to=2026-03-10&section=sport', asEditor)).json<AnalyticsArticlesResponse>();
      expect(bySport.items.map((item) => item.article.legacyId)).toEqual([fixture.derby]);
      const paged = (await get('/articles?from=2026-03-09&to=2026-03-10&limit=1&page=2&sort=completionRate', asEditor)).json<AnalyticsArticlesResponse>();
      expect(paged.items.map((item) => item.article.legacyId)).toEqual([fixture.derby]);
      expect(paged.pagination).toEqual({ page: 2, limit: 1, total: 2, totalPages: 2, hasNextPage: false });

      const one = (await get(`/articles/${fixture.ids.politics}?from=2026-03-09&to=2026-03-10`, asEditor)).json<AnalyticsArticleResponse>();
      expect(one.days.map((day) => [day.day, day.reads, day.completes, day.medianReadTime, day.engagedSeconds])).toEqual([
        ['2026-03-09', 2, 2, 2, 220],
        ['2026-03-10', 1, 1, 3, 160],
      ]);
      expect(one.totals.readTimeHistogram).toEqual([0, 1, 1, 0, 0, 1, 0, 0, 0, 0]);
      const byLegacy = (await get(`/articles/${fixture.politics}?from=2026-03-09&to=2026-03-10`, asEditor)).json<AnalyticsArticleResponse>();
      expect(byLegacy.article.id).toBe(fixture.ids.politics);
    });

    it('refuses bad ranges and unknown sections or articles with a clear message in tr, en and ru', async () => {
      const cases: Array<[string, number, Record<string, string>]> = [
        [
          '/overview?from=2026-02-30',
          400,
          { tr: '"from" geçerli bir tarih değil (YYYY-AA-GG).', en: '"from" is not a valid date (YYYY-MM-DD).', ru: '«from» — недопустимая дата (ГГГГ-ММ-ДД).' },
        ],
        [
          '/articles?from=2026-03-10&to=2026-03-01',
          400,
          { tr: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.', en: 'The start date cannot be after the end date.', ru: 'Дата начала не может быть позже даты окончания.' },
        ],
        [
          '/overview?from=2024-01-01&to=2026-03-10',
          400,
          { tr: 'En fazla 366 günlük bir aralık seçilebilir.', en: 'Choose a range of at most 366 days.', ru: 'Можно выбрать период не длиннее 366 дней.' },
        ],
        ['/overview?section=astronomy', 404, { tr: 'Bu baskıda böyle bir bölüm yok.', en: 'This edition has no such section.', ru: 'В этой версии нет такого раздела.' }],
        ['/articles/99999999', 404, { tr: 'Aradığın içerik bulunamadı.', en: 'The article you are looking for could not be found.', ru: 'Материал не найден.' }],
      ];
      for (const [url, status, messages] of cases) {
        for (const [language, message] of Object.entries(messages)) {
          const response = await get(url, { ...asEditor, host: 'api.internal', 'accept-language': language });
          expect({ url, language, status: response.statusCode, body: response.json() }).toEqual({ url, language, status, body: { message, statusCode: status } });
        }
      }
      for (const url of ['/overview?from=10.03.2026', '/overview?edition=de', '/articles?sort=random', '/articles?limit=500', '/overview?section=Spor!']) {
        const response = await get(url, { ...asEditor, host: 'api.internal', 'accept-language': 'en' });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
        expect(response.json().message).toMatch(/^Invalid request: query parameter "(from|edition|sort|limit|section)"/);
      }
    });
  });
});

describe('the collector while the database is down', () => {
  it('answers 503 with Retry-After and the busy message; the status endpoint does not need the database', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    // Nothing listens there: every query fails as a refused connection.
    const db = await createDb({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/none`, migrate: false });
    const app = Fastify();
    registerErrorHandling(app);
    await app.register(collectorRoutes, { prefix: COLLECTOR, db, pruneChance: 0, verifyAccessToken, trustedOrigins: [] });
    try {
      const events = await app.inject({
        method: 'POST',
        url: `${COLLECTOR}/events`,
        headers: { 'user-agent': FIREFOX, 'content-type': 'application/json', host: 'api.internal', 'accept-language': 'en' },
        payload: [{ event: { type: 'item_read', itemId: '10001', itemType: 'article' } }],
      });
      expect(events.statusCode).toBe(503);
      expect(events.headers['retry-after']).toBe('5');
      expect(events.json()).toEqual({ statusCode: 503, message: expect.stringMatching(/busy|try again/i) });
      // Only the event counts: still stored nowhere, still 503 rather than a crash.
      const search = await app.inject({
        method: 'POST',
        url: `${COLLECTOR}/events`,
        headers: { 'user-agent': FIREFOX, 'content-type': 'application/json', 'x-edition': 'ru' },
        payload: { event: { type: 'item_search', itemId: 'x', itemType: 'home' } },
      });
      expect(search.statusCode).toBe(503);
      expect(search.json().message).toMatch(/[а-я]/);
      const dashboard = await app.inject({ url: `${COLLECTOR}/analytics/overview`, headers: asEditor });
      expect(dashboard.statusCode).toBe(503);
      const status = await app.inject({ url: `${COLLECTOR}/status` });
      expect(status.statusCode).toBe(200);
      expect(status.json()).toEqual({ collectorStatus: true });
    } finally {
      await app.close();
      await db.close();
    }
  });
});

describe('reading signals', () => {
  it('reach the deepest threshold at or below the reported depth', () => {
    expect([0, 24, 25, 49.9, 50, 89, 90, 99, 100, Number.NaN, '50'].map((value) => depthThreshold(value))).toEqual([0, 0, 25, 25, 50, 50, 90, 90, 100, 0, 0]);
  });

  it('count completes and depths once, only after a read that counted, deeper marks implying shallower ones', () => {
    const none = { complete: null, depth: 0 } as const;
    expect(nextMarks(0, false, { complete: { readTime: 2, engagedSeconds: 10 }, depth: 100 })).toEqual({ marks: 0, reader: false, complete: false, depths: [] });
    const first = nextMarks(0, true, { complete: null, depth: 50 });
    expect(first).toEqual({ marks: MARK.viewed | MARK.depth25 | MARK.depth50, reader: true, complete: false, depths: [25, 50] });
    const later = nextMarks(first.marks, false, { complete: { readTime: 3, engagedSeconds: null }, depth: 100 });
    expect(later).toEqual({ marks: first.marks | MARK.complete | MARK.depth90 | MARK.depth100, reader: false, complete: true, depths: [90, 100] });
    expect(nextMarks(later.marks, false, { complete: { readTime: 3, engagedSeconds: null }, depth: 100 })).toEqual({ marks: later.marks, reader: false, complete: false, depths: [] });
    expect(nextMarks(later.marks, false, none).marks).toBe(later.marks);
  });

  it('take the median of a read-time histogram', () => {
    expect(medianMinutes([0, 0, 0, 0, 0, 0, 0, 0, 0, 0])).toBeNull();
    expect(medianMinutes([0, 1, 1, 0, 0, 1, 0, 0, 0, 0])).toBe(3);
    expect(medianMinutes([5, 0, 0, 0, 0, 0, 0, 0, 0, 5])).toBe(1);
    expect(medianMinutes([1, 0, 0, 0, 0, 0, 0, 0, 0, 2])).toBe(10);
  });
});
