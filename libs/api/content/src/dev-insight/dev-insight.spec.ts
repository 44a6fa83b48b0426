import Fastify, { type FastifyInstance } from 'fastify';
import { type AccessTokenVerifier, registerErrorHandling } from '@meydan/api/core';
import { createTestDatabase, type Db, type TestDatabase } from '@meydan/api/db';
import type { DevCounterResponse, DevRecoResponse, MemberRole } from '@meydan/shared/contracts';
import { contentRoutes } from '../content.routes';
import { devInsightRoutes } from './dev-insight.routes';

jest.setTimeout(180_000);

const API = '/api/v3.5';
const ORIGIN = 'http://localhost:3000';

interface Article {
  id: string;
  legacyId: number;
}

class Fixture {
  private serial = 0;
  constructor(private readonly db: Db) {}

  async one<T extends object>(sql: string, params: unknown[]): Promise<T> {
    return (await this.db.query<T>(sql, params)).rows[0] as T;
  }

  async category(edition: string, slug: string, name: string, parent: string | null = null): Promise<string> {
    return (await this.one<{ id: string }>('INSERT INTO categories (edition, slug, name, route, parent_id) VALUES ($1, $2, $3, $4, $5) RETURNING id', [edition, slug, name, `/${slug}`, parent])).id;
  }

  async tag(edition: string, name: string): Promise<string> {
    this.serial += 1;
    return (await this.one<{ id: string }>('INSERT INTO tags (edition, name, slug, route) VALUES ($1, $2, $3, $3) RETURNING id', [edition, name, `tag-${this.serial}`])).id;
  }

  async article(options: { edition?: string; title: string; kind?: string; draft?: boolean; deleted?: boolean; tags?: string[]; categories?: string[] }): Promise<Article> {
    this.serial += 1;
    const row = await this.one<{ id: string; legacy_id: string }>(
      `INSERT INTO articles (edition, title, slug, kind, is_draft, is_deleted, published_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() - make_interval(mins => $7)) RETURNING id, legacy_id`,
      [options.edition ?? 'tr', options.title, `article-${this.serial}`, options.kind ?? 'news', options.draft ?? false, options.deleted ?? false, this.serial],
    );
    for (const [position, tag] of (options.tags ?? []).entries()) await this.db.query('INSERT INTO article_tags (article_id, tag_id, position) VALUES ($1, $2, $3)', [row.id, tag, position]);
    for (const [position, category] of (options.categories ?? []).entries()) {
      await this.db.query('INSERT INTO article_categories (article_id, category_id, position) VALUES ($1, $2, $3)', [row.id, category, position]);
    }
    return { id: row.id, legacyId: Number(row.legacy_id) };
  }

  async user(username: string, role: MemberRole = 'member'): Promise<string> {
    return (await this.one<{ id: string }>('INSERT INTO users (username, email, role) VALUES ($1, $2, $3) RETURNING id', [username, `${username}@example.com`, role])).id;
  }
}

describe.each(['postgres', 'pglite'] as const)('/dev/counter and /dev/reco on %s', (engine) => {
  let testDb: TestDatabase;
  let fx: Fixture;
  let closed: FastifyInstance;
  let open: FastifyInstance;
  const sessions = new Map<string, { userId: string; sessionId: string; role: MemberRole }>();
  const verify: AccessTokenVerifier = async (token) => sessions.get(token) ?? null;
  const bearer = (role: MemberRole) => ({ authorization: `Bearer ${role}` });
  let source: Article;
  let close: Article;
  let sameSection: Article;
  let clip: Article;
  let unrelated: Article;
  let englishStory: Article;
  let gone: Article;
  let draftStory: Article;

  async function build(isOpen: boolean): Promise<FastifyInstance> {
    const app = Fastify();
    registerErrorHandling(app);
    await app.register(contentRoutes, { prefix: API, db: testDb.db, rankingWorker: false });
    await app.register(devInsightRoutes, { prefix: API, db: testDb.db, verifyAccessToken: verify, trustedOrigins: [ORIGIN], open: isOpen });
    await app.ready();
    return app;
  }

  beforeAll(async () => {
    testDb = await createTestDatabase({ engine });
    fx = new Fixture(testDb.db);
    for (const role of ['member', 'editor', 'admin'] as const) sessions.set(role, { userId: await fx.user(`dev-${role}`, role), sessionId: `s-${role}`, role });

    const news = await fx.category('tr', 'news', 'Haber');
    const economy = await fx.category('tr', 'economy', 'Ekonomi', news);
    const sport = await fx.category('tr', 'sport', 'Spor');
    const [quake, istanbul, football] = [await fx.tag('tr', 'deprem'), await fx.tag('tr', 'istanbul'), await fx.tag('tr', 'futbol')];
    const english = await fx.category('en', 'news', 'News');
    const englishQuake = await fx.tag('en', 'deprem');

    source = await fx.article({ title: 'İstanbul’da deprem tatbikatı', tags: [quake, istanbul], categories: [economy] });
    close = await fx.article({ title: 'Deprem sonrası İstanbul ekonomisi', tags: [quake, istanbul], categories: [economy] });
    sameSection = await fx.article({ title: 'Deprem haberleri', tags: [quake], categories: [news] });
    clip = await fx.article({ title: 'İstanbul’dan görüntüler', kind: 'video', tags: [istanbul], categories: [sport] });
    unrelated = await fx.article({ title: 'Derbi sonucu', tags: [football], categories: [sport] });
    draftStory = await fx.article({ title: 'Taslak deprem yazısı', draft: true, tags: [quake, istanbul], categories: [economy] });
    englishStory = await fx.article({ edition: 'en', title: 'Earthquake drill', tags: [englishQuake], categories: [english] });
    gone = await fx.article({ title: 'Silinen yazı', deleted: true });

    closed = await build(false);
    open = await build(true);
  });

  afterAll(async () => {
    await closed?.close();
    await open?.close();
    await testDb?.cleanup();
  });

  const get = (app: FastifyInstance, path: string, q: string, headers: Record<string, string> = {}) =>
    app.inject({ url: `${API}${path}?q=${encodeURIComponent(q)}`, headers: { 'x-edition': 'en', ...headers } });

  it('keeps both pages to editors and admins in production, and opens them to anyone in development', async () => {
    for (const path of ['/dev/counter', '/dev/reco']) {
      const statuses = [];
      for (const headers of [{}, bearer('member'), bearer('editor'), bearer('admin')]) statuses.push((await get(closed, path, String(source.legacyId), headers)).statusCode);
      expect([path, statuses]).toEqual([path, [401, 403, 200, 200]]);
      const anyone = await get(open, path, String(source.legacyId));
      expect(anyone.statusCode).toBe(200);
      expect(anyone.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('finds the article by link, path, number or uuid, in any edition and any state', async () => {
    const id = async (q: string) => (await get(open, '/dev/counter', q)).json<DevCounterResponse>().article;
    const expected = expect.objectContaining({ _id: source.id, legacyId: source.legacyId, edition: 'tr', isDraft: false, isDeleted: false, route: expect.stringMatching(new RegExp(`-${source.legacyId}$`)) });
    const { route } = await id(String(source.legacyId));
    for (const q of [String(source.legacyId), source.id, source.id.toUpperCase(), route, `https://meydan.example${route}?utm_source=x#comments`]) expect(await id(q)).toEqual(expected);
    expect(await id(String(englishStory.legacyId))).toMatchObject({ edition: 'en', title: 'Earthquake drill' });
    expect(await id(gone.id)).toMatchObject({ isDeleted: true });
  });

  it('refuses words and unknown articles with a 4xx in the reader’s language', async () => {
    const words = await get(open, '/dev/counter', 'deprem tatbikatı', { 'x-edition': 'tr' });
    expect([words.statusCode, words.json().message]).toEqual([400, 'Bir içeriğin bağlantısını, numarasını ya da kimliğini yapıştır.']);
    const unknown = await get(open, '/dev/reco', '99999999', { 'x-edition': 'ru' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Материал не найден.']);
    expect((await open.inject({ url: `${API}/dev/counter` })).statusCode).toBe(400);
    expect((await open.inject({ url: `${API}/dev/counter?q=` })).statusCode).toBe(400);
  });

  it('shows the stored counters beside the same counted from the rows, each emoji, and today’s views and shares', async () => {
    const db = testDb.db;
    const key = String(source.legacyId);
    for (const [reader, emoji] of [['reader-one-1', 'love'], ['reader-two-2', 'love'], ['reader-one-1', 'fire']]) {
      await db.query(`INSERT INTO reactions (item_type, item_id, reader_id, emoji) VALUES ('article', $1, $2, $3)`, [key, reader, emoji]);
    }
    const author = await fx.user('yorumcu');
    await db.query(`INSERT INTO comments (article_id, author_id, body) VALUES ($1, $2, 'Güzel bir yazı olmuş.')`, [source.id, author]);
    await db.query(`INSERT INTO comments (article_id, author_id, body, offensive, review_state) VALUES ($1, $2, 'Bekleyen bir yorum.', true, 'pending')`, [source.id, author]);
    await db.query(`INSERT INTO comments (article_id, author_id, body, deleted_at) VALUES ($1, $2, '', now())`, [source.id, author]);
    for (const role of ['member', 'editor'] as const) await db.query('INSERT INTO favorites (user_id, article_id) VALUES ($1, $2)', [sessions.get(role)?.userId, source.id]);
    const today = `(now() AT TIME ZONE 'UTC')::date`;
    for (const reader of ['r:aaaaaaaa1', 'r:aaaaaaaa2', 'n:aaaaaaaa3']) {
      await db.query(`INSERT INTO article_count_claims (reader_key, article_id, kind, day) VALUES ($1, $2, 'view', ${today})`, [reader, source.id]);
    }
    await db.query(`INSERT INTO article_count_claims (reader_key, article_id, kind, day, hits) VALUES ('r:aaaaaaaa1', $1, 'share', ${today}, 2)`, [source.id]);
    await db.query(`INSERT INTO article_count_claims (reader_key, article_id, kind, day) VALUES ('r:aaaaaaaa9', $1, 'view', ${today} - 1)`, [source.id]);
    // Counters as lists read them, one of them astray.
    await db.query('UPDATE articles SET view_count = 120, share_count = 7, watch_count = 0, reaction_count = 5 WHERE id = $1', [source.id]);

    const body = (await get(open, '/dev/counter', key)).json<DevCounterResponse>();
    expect(body.stored).toEqual({ views: 120, watches: 0, shares: 7, comments: 1, reactions: 5 });
    expect(body.counted).toEqual({ reactions: 3, comments: 1, commentsInReview: 1, favorites: 2 });
    expect(body.reactions).toEqual([
      { emoji: 'love', count: 2 },
      { emoji: 'haha', count: 0 },
      { emoji: 'wow', count: 0 },
      { emoji: 'clap', count: 0 },
      { emoji: 'fire', count: 1 },
      { emoji: 'sad', count: 0 },
      { emoji: 'angry', count: 0 },
      { emoji: 'think', count: 0 },
    ]);
    expect(body.reactionReaders).toBe(2);
    expect(body.today).toEqual({ day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), views: 3, shares: 2, viewers: 3 });

    // Another article's counts are its own.
    const other = (await get(open, '/dev/counter', String(unrelated.legacyId))).json<DevCounterResponse>();
    expect(other.counted).toEqual({ reactions: 0, comments: 0, commentsInReview: 0, favorites: 0 });
    expect(other.today).toMatchObject({ views: 0, shares: 0, viewers: 0 });
  });

  it('lists what the public recommendations list, in their order, with the shared tags, categories and score', async () => {
    const body = (await get(open, '/dev/reco', String(source.legacyId))).json<DevRecoResponse>();
    expect(body).toMatchObject({ article: { _id: source.id }, tags: ['deprem', 'istanbul'], categories: ['Ekonomi'] });
    expect(body.recommendations.map((item) => [item.title, item.score, item.sharedTags, item.sharedCategories, item.sectionMatches])).toEqual([
      ['Deprem sonrası İstanbul ekonomisi', 9, ['deprem', 'istanbul'], ['Ekonomi'], 1],
      ['Deprem haberleri', 4, ['deprem'], [], 1],
      ['İstanbul’dan görüntüler', 3, ['istanbul'], [], 0],
    ]);
    expect(body.recommendations.map((item) => item._id)).toEqual([close.id, sameSection.id, clip.id]);
    expect(body.videos.map((item) => [item._id, item.kind])).toEqual([[clip.id, 'video']]);
    // The same list as the public endpoint readers get.
    const publicList = await open.inject({ url: `${API}/browse/recommendations/${source.legacyId}`, headers: { 'x-edition': 'tr' } });
    expect(publicList.json().items.map((item: { _id: string }) => item._id)).toEqual(body.recommendations.map((item) => item._id));
    // A draft's recommendations can be checked before it is published.
    const draft = (await get(open, '/dev/reco', draftStory.id)).json<DevRecoResponse>();
    expect(draft.article.isDraft).toBe(true);
    // Two stories share all it has (score 9 each; the busier one first).
    expect(draft.recommendations.slice(0, 2).map((item) => [item._id, item.score]).sort()).toEqual([[close.id, 9], [source.id, 9]].sort());
    // An article sharing nothing gets nothing.
    expect((await get(open, '/dev/reco', String(englishStory.legacyId))).json<DevRecoResponse>()).toMatchObject({ recommendations: [], videos: [] });
  });
});
