import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { MemoryCacheStore, registerErrorHandling, registerHttpCache } from '@meydan/api/core';
import { createTestDatabase, type Db, type TestDatabase } from '@meydan/api/db';
import type { ShareChannel, TrackingEvent } from '@meydan/shared/contracts';
import { ARTICLE_CACHE_TTL_MS, contentRoutes } from '../content.routes';
import { READER_COOKIE } from '@meydan/api/core';
import { collectorRoutes, type CollectorRoutesOptions, networkOf } from './collector.routes';
import { hashedNetworkKey } from './daily-salt';

jest.setTimeout(120_000);

const EVENTS_URL = '/api/collector/events';
const DAY_MS = 86_400_000;
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const HEADERS = { 'user-agent': BROWSER, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };

interface Fixture {
  /** legacy ids */
  tr: number;
  trOther: number;
  en: number;
  draft: number;
  trUuid: string;
}

async function insertArticles(db: Db): Promise<Fixture> {
  const add = async (edition: string, slug: string, draft = false) => {
    const { rows } = await db.query<{ id: string; legacy_id: string }>(
      `INSERT INTO articles (edition, title, slug, is_draft, published_at) VALUES ($1, $2, $2, $3, now() - interval '1 hour') RETURNING id, legacy_id`,
      [edition, slug, draft],
    );
    return rows[0] as { id: string; legacy_id: string };
  };
  const tr = await add('tr', 'ilk-haber');
  const trOther = await add('tr', 'ikinci-haber');
  const en = await add('en', 'first-story');
  const draft = await add('tr', 'taslak', true);
  return { tr: Number(tr.legacy_id), trOther: Number(trOther.legacy_id), en: Number(en.legacy_id), draft: Number(draft.legacy_id), trUuid: tr.id };
}

const read = (itemId: number | string, extra: Partial<TrackingEvent['event']> = {}): TrackingEvent => ({
  event: { type: 'item_read', itemId: String(itemId), itemType: 'article', clientTimestamp: 1_700_000_000_000, ...extra },
});
const share = (itemId: number | string, network: ShareChannel = 'x'): TrackingEvent => ({
  event: { type: 'item_share', itemId: String(itemId), itemType: 'article', metadata: { network } },
});

const cookieOf = (response: { headers: Record<string, unknown> }) => String(response.headers['set-cookie'] ?? '').split(';')[0] as string;
/** These readers allowed analytics: the reader cookie counts them (reading-analytics.spec.ts covers the others). */
const ANALYTICS_CONSENT = 'm-consent=1.a.collector-spec';

// The same behaviour on a PostgreSQL server (when one is reachable) and on embedded PGlite.
describe.each(['postgres', 'pglite'] as const)('event collector on %s', (engine) => {
  let testDb: TestDatabase;
  let fixture: Fixture;
  const clock = { now: Date.parse('2026-03-10T12:00:00Z') };
  const apps: FastifyInstance[] = [];

  async function buildCollector(options: Partial<CollectorRoutesOptions> = {}): Promise<FastifyInstance> {
    const app = Fastify();
    registerErrorHandling(app);
    await app.register(collectorRoutes, { prefix: '/api/collector', db: testDb.db, now: () => clock.now, pruneChance: 0, ...options });
    await app.ready();
    apps.push(app);
    return app;
  }

  beforeAll(async () => {
    testDb = await createTestDatabase({ engine });
    fixture = await insertArticles(testDb.db);
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await testDb?.cleanup();
  });

  beforeEach(async () => {
    clock.now = Date.parse('2026-03-10T12:00:00Z');
    await testDb.db.exec('DELETE FROM article_count_claims; DELETE FROM reading_marks; DELETE FROM reading_daily; DELETE FROM tracking_event_daily');
    await testDb.db.query('UPDATE articles SET view_count = 0, share_count = 0, read_complete_count = 0');
  });

  async function counts(legacyId: number): Promise<{ views: number; shares: number }> {
    const { rows } = await testDb.db.query<{ view_count: string; share_count: string }>('SELECT view_count, share_count FROM articles WHERE legacy_id = $1', [legacyId]);
    return { views: Number(rows[0]?.view_count), shares: Number(rows[0]?.share_count) };
  }

  const post = (app: FastifyInstance, payload: unknown, headers: Record<string, string> = {}, extra: Partial<InjectOptions> = {}) =>
    app.inject({
      method: 'POST',
      url: EVENTS_URL,
      headers: { ...HEADERS, ...headers, cookie: [headers['cookie'], ANALYTICS_CONSENT].filter(Boolean).join('; ') },
      payload: payload as InjectOptions['payload'],
      ...extra,
    });

  it('counts one view per reader, article and day; another reader and the next day count again', async () => {
    const app = await buildCollector();
    const first = await post(app, read(fixture.tr));
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ accepted: 1 });
    expect(first.headers['cache-control']).toBe('no-store');
    const cookie = cookieOf(first);
    expect(cookie).toMatch(new RegExp(`^${READER_COOKIE}=[A-Za-z0-9_-]{22,}$`));
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(await counts(fixture.tr)).toEqual({ views: 1, shares: 0 });

    // Reloads and a batch repeating the read change nothing; the cookie is not minted again.
    const again = await post(app, [read(fixture.tr), read(fixture.tr)], { cookie });
    expect(again.json()).toEqual({ accepted: 2 });
    expect(again.headers['set-cookie']).toBeUndefined();
    await post(app, read(fixture.trUuid), { cookie }); // the same article by its uuid
    expect(await counts(fixture.tr)).toEqual({ views: 1, shares: 0 });

    // The same reader reading another article counts there.
    await post(app, read(fixture.trOther), { cookie });
    expect(await counts(fixture.trOther)).toEqual({ views: 1, shares: 0 });

    // A second reader (no cookie yet) counts again.
    const second = await post(app, read(fixture.tr));
    expect(cookieOf(second)).not.toBe(cookie);
    expect(await counts(fixture.tr)).toEqual({ views: 2, shares: 0 });

    clock.now += DAY_MS;
    await post(app, read(fixture.tr), { cookie });
    expect(await counts(fixture.tr)).toEqual({ views: 3, shares: 0 });
  });

  it('counts shares up to 5 per reader, article and day, apart from views', async () => {
    const app = await buildCollector();
    const cookie = cookieOf(await post(app, share(fixture.tr, 'copy')));
    for (const network of ['x', 'whatsapp', 'x', 'copy', 'x', 'x'] as const) await post(app, share(fixture.tr, network), { cookie });
    expect(await counts(fixture.tr)).toEqual({ views: 0, shares: 5 });
    await post(app, share(fixture.tr), { 'x-edition': 'tr' }); // another reader
    expect(await counts(fixture.tr)).toEqual({ views: 0, shares: 6 });
    clock.now += DAY_MS;
    await post(app, [share(fixture.tr), read(fixture.tr)], { cookie });
    expect(await counts(fixture.tr)).toEqual({ views: 1, shares: 7 });
  });

  it('answers 404 in the request language for an article the edition does not have, and counts nothing of that batch', async () => {
    const app = await buildCollector();
    const unknown = await post(app, read(99_999_999), { host: 'api.internal', 'accept-language': 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'The article you are looking for could not be found.', statusCode: 404 });
    expect((await post(app, read(99_999_999))).json().message).toBe('Aradığın içerik bulunamadı.');
    expect((await post(app, read(fixture.en))).statusCode).toBe(404); // tr Host, en article
    expect((await post(app, read(fixture.en), { 'x-edition': 'en' })).statusCode).toBe(202);
    expect((await post(app, read(fixture.draft))).statusCode).toBe(404);
    expect((await post(app, read('not-an-id'))).statusCode).toBe(404);
    const mixed = await post(app, [read(fixture.tr), share(99_999_999)]);
    expect(mixed.statusCode).toBe(404);
    expect(mixed.headers['set-cookie']).toBeUndefined();
    expect(await counts(fixture.tr)).toEqual({ views: 0, shares: 0 });
    expect(await counts(fixture.en)).toEqual({ views: 1, shares: 0 });
  });

  it('refuses invalid events with 400 and a message naming the field', async () => {
    const app = await buildCollector();
    const wrongType = await post(app, { event: { type: 'item_clicked', itemId: String(fixture.tr), itemType: 'article' } }, { host: 'api.internal', 'accept-language': 'en' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ statusCode: 400, message: expect.stringMatching(/^Invalid request: field "event\.type" must be one of: item_read, .*item_share/) });
    const missing = await post(app, { event: { type: 'item_read', itemType: 'article' } }, { host: 'api.internal', 'accept-language': 'en' });
    expect(missing.json()).toEqual({ statusCode: 400, message: 'Invalid request: field "event.itemId" is required.' });
    const network = await post(app, { event: { type: 'item_share', itemId: String(fixture.tr), itemType: 'article', metadata: { network: 'myspace' } } });
    expect(network.statusCode).toBe(400);
    expect(network.json().message).toMatch(/event\.metadata\.network/);
    expect((await post(app, [])).statusCode).toBe(400);
    expect((await post(app, Array.from({ length: 21 }, () => read(fixture.tr)))).statusCode).toBe(400);
    expect((await post(app, { event: { ...read(fixture.tr).event, readTime: 11 } })).statusCode).toBe(400);
    const notJson = await post(app, 'item_read', { 'content-type': 'application/json', host: 'api.internal', 'accept-language': 'en' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toEqual(expect.any(String));
    const tooLarge = await post(app, { event: { ...read(fixture.tr).event, metadata: { note: 'x'.repeat(200) } }, padding: 'x'.repeat(20_000) });
    expect(tooLarge.statusCode).toBe(413);
    expect(await counts(fixture.tr)).toEqual({ views: 0, shares: 0 });
  });

  it('accepts and ignores events that count nothing: other types, other items, bots and the no-tracking cookie', async () => {
    const app = await buildCollector();
    const other = await post(app, [
      { event: { type: 'item_search', itemId: 'deprem', itemType: 'home' } },
      { event: { type: 'item_read', itemId: '42', itemType: 'comment' } },
      { event: { type: 'user_follow', itemId: 'someone', itemType: 'user' } },
    ]);
    expect(other.statusCode).toBe(202);
    expect(other.json()).toEqual({ accepted: 3 });
    expect(other.headers['set-cookie']).toBeUndefined();

    for (const userAgent of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'curl/8.5.0', '']) {
      const bot = await post(app, [read(fixture.tr), share(fixture.tr)], { 'user-agent': userAgent });
      expect(bot.statusCode).toBe(202);
      expect(bot.headers['set-cookie']).toBeUndefined();
    }
    const untracked = await post(app, [read(fixture.tr), share(fixture.tr)], { cookie: 'notp=1' });
    expect(untracked.statusCode).toBe(202);
    expect(await counts(fixture.tr)).toEqual({ views: 0, shares: 0 });
    await post(app, read(fixture.tr), { cookie: 'notp=0' }); // the flag switched back off
    expect(await counts(fixture.tr)).toEqual({ views: 1, shares: 0 });
  });

  it('refuses cross-site requests', async () => {
    const app = await buildCollector();
    const response = await post(app, read(fixture.tr), { 'sec-fetch-site': 'cross-site', host: 'api.internal', 'accept-language': 'en' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Events can only be sent from Meydan pages.', statusCode: 403 });
    expect(await counts(fixture.tr)).toEqual({ views: 0, shares: 0 });
  });

  it('caps the counts from one network, whatever reader cookies it invents', async () => {
    const app = await buildCollector({ limits: { countsPerNetwork: 3 } });
    for (let reader = 0; reader < 5; reader += 1) await post(app, read(fixture.tr), {}, { remoteAddress: '203.0.113.7' });
    expect(await counts(fixture.tr)).toEqual({ views: 3, shares: 0 });
    // Another address of the same IPv6 /64 is the same network; another network counts.
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2:ffff::9']) await post(app, read(fixture.trOther), {}, { remoteAddress: address });
    await post(app, read(fixture.tr), {}, { remoteAddress: '198.51.100.1' });
    expect(await counts(fixture.tr)).toEqual({ views: 4, shares: 0 });
  });

  it('counts exactly once when one reader’s reads race on two replicas', async () => {
    const replicas = [await buildCollector(), await buildCollector()];
    const cookie = cookieOf(await post(replicas[0] as FastifyInstance, read(fixture.trOther)));
    await Promise.all(Array.from({ length: 12 }, (_, i) => post(replicas[i % 2] as FastifyInstance, [read(fixture.tr), share(fixture.tr)], { cookie })));
    expect(await counts(fixture.tr)).toEqual({ views: 1, shares: 5 });
  });

  it('shows new counts on the article within a minute of the API cache', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    await app.register(async (api) => {
      registerHttpCache(api, { now: () => clock.now, store: new MemoryCacheStore({ now: () => clock.now }) });
      await api.register(contentRoutes, { prefix: '/api/v3.5', db: testDb.db, quizResultSecret: 'collector-spec-secret-0123456789' });
      await api.register(collectorRoutes, { prefix: '/api/collector', db: testDb.db, now: () => clock.now, pruneChance: 0 });
    });
    apps.push(app);
    const article = () => app.inject({ url: `/api/v3.5/articles/${fixture.tr}` });
    expect((await article()).json().counts).toMatchObject({ view: 0, share: 0 });
    await post(app, [read(fixture.tr), share(fixture.tr, 'telegram')]);
    const cached = await article();
    expect(cached.headers['x-cache']).toBe('hit');
    expect(cached.json().counts).toMatchObject({ view: 0, share: 0 });
    clock.now += ARTICLE_CACHE_TTL_MS + 1;
    const fresh = await article();
    expect(fresh.headers['x-cache']).toBe('miss');
    expect(fresh.json().counts).toMatchObject({ view: 1, share: 1 });
  });

  it('deletes claims older than yesterday now and then', async () => {
    const app = await buildCollector({ pruneChance: 1 });
    const { rows } = await testDb.db.query<{ id: string }>('SELECT id FROM articles WHERE legacy_id = $1', [fixture.trOther]);
    const articleId = (rows[0] as { id: string }).id;
    for (const day of ['2026-03-01', '2026-03-08', '2026-03-09']) {
      await testDb.db.query(`INSERT INTO article_count_claims (reader_key, article_id, kind, day) VALUES ('r:old-reader-0000', $1, 'view', $2)`, [articleId, day]);
    }
    await post(app, read(fixture.tr));
    const days = async () =>
      (await testDb.db.query<{ day: string }>(`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM article_count_claims WHERE reader_key = 'r:old-reader-0000' ORDER BY day`)).rows.map((row) => row.day);
    for (let attempt = 0; attempt < 50 && (await days()).length > 1; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await days()).toEqual(['2026-03-09']);
  });
});

describe('network keys', () => {
  it('use the IPv4 address, or the IPv6 /64', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(hashedNetworkKey('salt-a', '2001:db8:1:2::1')).toBe(hashedNetworkKey('salt-a', '2001:db8:1:2:ffff::9'));
    expect(hashedNetworkKey('salt-a', '203.0.113.7')).not.toContain('203');
    // Keyed by the day's salt: another day's key for the same address cannot be matched to it.
    expect(hashedNetworkKey('salt-b', '203.0.113.7')).not.toBe(hashedNetworkKey('salt-a', '203.0.113.7'));
  });
});
