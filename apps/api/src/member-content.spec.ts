import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createTestDatabase, DEMO_ACCOUNTS, PASSWORD_HASH_OPTIONS, type TestDatabase } from '@meydan/api/db';
import type { ArticleListResponse, MemberArticle, SearchArticleResponse } from '@meydan/shared/contracts';
import { buildApp } from './app';

/*
 * Member posts through the assembled API with its HTTP cache on: an approved post is listed,
 * searched and served like every other article at once (the editorial routes clear the cache),
 * a hidden or deleted one leaves the lists at once, and a deactivated author's posts disappear.
 * Each of these changes also purges the web tier's page micro-cache (onReaderContentChange).
 */

jest.setTimeout(120_000);

const API = '/api/v3.5';
const ORIGIN = 'http://localhost:3000';
const MEDIA_DIR = path.join(os.tmpdir(), 'meydan-test-media');

describe('member posts reach readers through the cached API', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  const tokens: Partial<Record<'member' | 'editor' | 'admin', string>> = {};
  const ids: Partial<Record<'member' | 'category' | 'cover', string>> = {};
  let pagePurges = 0;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    for (const account of DEMO_ACCOUNTS) {
      const { rows } = await testDb.db.query<{ id: string }>(
        'INSERT INTO users (username, email, password_hash, name, role, email_verified) VALUES ($1, $2, $3, $4, $5, true) RETURNING id',
        [account.username, account.email, await hash(account.password, PASSWORD_HASH_OPTIONS), account.name, account.role],
      );
      if (account.role === 'member') ids.member = rows[0]?.id;
    }
    ids.category = (await testDb.db.query<{ id: string }>(`INSERT INTO categories (edition, slug, name, route) VALUES ('tr', 'news', 'Gündem', '/news') RETURNING id`)).rows[0]?.id;
    ids.cover = (
      await testDb.db.query<{ id: string }>(
        `INSERT INTO images (kind, width, height, base_path, variants, owner_user_id, state)
         VALUES ('photo', 1200, 675, 'u/cover', '[{"name":"standard","width":620,"height":349,"formats":["jpg"]}]', $1, 'ready') RETURNING id`,
        [ids.member],
      )
    ).rows[0]?.id;
    // The default cache (in-process LRU, 15 min for lists): what the invalidation has to beat.
    app = await buildApp({ db: testDb.db, mediaDir: MEDIA_DIR, mailWorker: false, onReaderContentChange: () => (pagePurges += 1), origins: { tr: ORIGIN, en: 'http://en.localhost:3000', ru: 'http://ru.localhost:3000' } });
    await app.ready();
    for (const account of DEMO_ACCOUNTS) {
      const login = await app.inject({
        method: 'POST',
        url: `${API}/auth/login?authVersion=v2`,
        headers: { origin: ORIGIN },
        payload: { grant_type: 'password', id: account.email, password: account.password },
      });
      expect(login.statusCode).toBe(200);
      tokens[account.role] = login.json().authToken;
    }
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });

  const as = (role: keyof typeof tokens | null, method: InjectOptions['method'], url: string, payload?: unknown) =>
    app.inject({ method, url: `${API}${url}`, headers: role ? { authorization: `Bearer ${tokens[role]}` } : {}, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });
  const listed = async () => (await as(null, 'GET', '/articles')).json<ArticleListResponse>().items.map((item) => item._id);
  const searched = async (q: string) => (await as(null, 'GET', `/search/article?q=${encodeURIComponent(q)}`)).json<SearchArticleResponse>().items.map((item) => item._id);

  async function publishedPost(title: string): Promise<MemberArticle> {
    const created = await as('member', 'POST', '/articles/me', {
      title,
      summary: 'Mahalle pazarında bir sabah.',
      categoryId: ids.category,
      coverImageId: ids.cover,
      entries: [{ type: 'text', html: '<p>Pazarcılar erkenden tezgâh kurdu.</p>' }],
    });
    expect(created.statusCode).toBe(201);
    const draft = created.json<MemberArticle>();
    expect((await as('member', 'POST', `/articles/me/${draft._id}/submit`)).statusCode).toBe(200);
    const approved = await as('editor', 'POST', `/admin/review/${draft._id}/approve`, { revision: draft.revision });
    expect(approved.statusCode).toBe(200);
    return approved.json<MemberArticle>();
  }

  it('lists, searches and serves an approved post at once, keeps a hidden one out of lists, and drops a deleted one', async () => {
    expect(await listed()).toEqual([]);
    expect((await as(null, 'GET', '/articles')).headers['x-cache']).toBe('hit');

    const purgesBefore = pagePurges;
    const post = await publishedPost('Pazar yerinde renkli sabah');
    // Creating and submitting a draft changes nothing readers see; the approval does.
    expect(pagePurges).toBe(purgesBefore + 1);
    expect(await listed()).toEqual([post._id]);
    expect(await searched('pazar')).toEqual([post._id]);
    const page = await as(null, 'GET', `/articles/${post.legacyId}`);
    expect(page.json()).toMatchObject({ _id: post._id, route: post.live?.route, authors: [{ username: 'uye', isActive: true }] });

    const hidden = await as('editor', 'POST', `/admin/articles/${post._id}/flags`, { isHidden: true });
    expect(hidden.statusCode).toBe(200);
    expect(pagePurges).toBe(purgesBefore + 2);
    expect(await listed()).toEqual([]);
    expect(await searched('pazar')).toEqual([]);
    // Hidden is unlisted, not gone: the link still works.
    expect((await as(null, 'GET', `/articles/${post.legacyId}`)).statusCode).toBe(200);
    await as('admin', 'POST', `/admin/articles/${post._id}/flags`, { isHidden: false });
    expect(await listed()).toEqual([post._id]);

    expect((await as('member', 'DELETE', `/articles/${post._id}`)).statusCode).toBe(204);
    expect(pagePurges).toBe(purgesBefore + 4);
    expect(await listed()).toEqual([]);
    expect((await as(null, 'GET', `/articles/${post.legacyId}`)).statusCode).toBe(404);
  });

  it('hides a deactivated author’s posts from lists, search and their links', async () => {
    const post = await publishedPost('Semt pazarında son gün');
    expect(await searched('semt')).toEqual([post._id]);
    await testDb.db.query('UPDATE users SET is_active = false, deactivated_at = now() WHERE id = $1', [ids.member]);
    try {
      // Deactivation happens in the auth domain, which does not clear the cache: fresh queries
      // (other URLs, or these after their TTL) no longer show the author's posts.
      expect((await as(null, 'GET', '/articles?limit=49')).json<ArticleListResponse>().items).toEqual([]);
      expect(await searched('semt pazarında')).toEqual([]);
      expect((await as(null, 'GET', `/articles/${post._id}`)).statusCode).toBe(404);
    } finally {
      await testDb.db.query('UPDATE users SET is_active = true, deactivated_at = NULL WHERE id = $1', [ids.member]);
    }
    expect((await as(null, 'GET', `/articles/${post._id}`)).statusCode).toBe(200);
  });
});
