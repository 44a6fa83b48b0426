import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import { API, buildSocialApp, countRows, SocialFixtures, type TestMember } from '../testing/social-test-app';

jest.setTimeout(120_000);

describe('favorites', () => {
  let testDb: TestDatabase;
  let fx: SocialFixtures;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    fx = new SocialFixtures(testDb.db);
    app = await buildSocialApp(testDb.db, fx);
  });
  afterAll(async () => {
    await app.close();
    await testDb.cleanup();
  });

  const add = (who: TestMember | null, id: string | number) => app.inject({ method: 'POST', url: `${API}/favorites/article/${id}`, headers: who?.headers ?? {} });
  const remove = (who: TestMember | null, id: string | number) => app.inject({ method: 'DELETE', url: `${API}/favorites/article/${id}`, headers: who?.headers ?? {} });
  const check = (who: TestMember | null, id: string | number) => app.inject({ url: `${API}/favorites/check/${id}`, headers: who?.headers ?? {} });
  const list = (user: string, query = '', headers: Record<string, string> = {}) => app.inject({ url: `${API}/favorites/${user}${query}`, headers });

  it('adds by uuid or legacy id, once, and checks privately', async () => {
    const me = await fx.member();
    const article = await fx.article();
    expect((await check(me, article.id)).json()).toEqual({ favorite: false });
    const added = await add(me, article.legacyId);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ favorite: true });
    expect((await add(me, article.id)).json()).toEqual({ favorite: true });
    expect(await countRows(testDb.db, 'favorites WHERE user_id = $1', [me.id])).toBe(1);
    const checked = await check(me, article.id);
    expect(checked.json()).toEqual({ favorite: true });
    expect(checked.headers['cache-control']).toBe('private, no-store');
    expect((await remove(me, article.id)).json()).toEqual({ favorite: false });
    expect((await remove(me, article.id)).json()).toEqual({ favorite: false });
    expect(await countRows(testDb.db, 'favorites WHERE user_id = $1', [me.id])).toBe(0);
  });

  it('asks a visitor to sign in for every write and check', async () => {
    const article = await fx.article();
    for (const response of [await add(null, article.id), await remove(null, article.id), await check(null, article.id)]) {
      expect(response.statusCode).toBe(401);
    }
    expect(await countRows(testDb.db, 'favorites WHERE article_id = $1', [article.id])).toBe(0);
  });

  it('only favourites published, visible articles (404 otherwise, in the request language)', async () => {
    const me = await fx.member();
    const unlisted = [await fx.article({ draft: true }), await fx.article({ hidden: true }), await fx.article({ deleted: true }), await fx.article({ future: true })];
    for (const article of unlisted) {
      const response = await app.inject({ method: 'POST', url: `${API}/favorites/article/${article.id}`, headers: { ...me.headers, 'x-edition': 'en' } });
      expect(response.json()).toEqual({ message: 'This content could not be found.', statusCode: 404 });
    }
    for (const id of ['00000000-0000-4000-8000-0000000000ff', 'not-an-id', '99999999']) expect((await add(me, id)).statusCode).toBe(404);
    expect(await countRows(testDb.db, 'favorites WHERE user_id = $1', [me.id])).toBe(0);
  });

  it('removes a favourite of an article unpublished since, and leaves it out of lists and counts', async () => {
    const me = await fx.member();
    const article = await fx.article();
    await add(me, article.id);
    await testDb.db.query(`UPDATE articles SET is_hidden = true WHERE id = $1`, [article.id]);
    expect((await list(me.username)).json().items).toEqual([]);
    expect((await remove(me, article.id)).json()).toEqual({ favorite: false });
  });

  it('touches only the asker’s own favourites', async () => {
    const [me, other] = [await fx.member(), await fx.member()];
    const article = await fx.article();
    await add(other, article.id);
    expect((await check(me, article.id)).json()).toEqual({ favorite: false });
    await remove(me, article.id);
    expect(await countRows(testDb.db, 'favorites WHERE user_id = $1', [other.id])).toBe(1);
  });

  it('lists a member’s favourites publicly, newest first, per edition, paged', async () => {
    const me = await fx.member();
    const categoryId = await fx.category();
    const articles = [await fx.article({ title: 'Birinci', categoryId }), await fx.article({ title: 'İkinci' }), await fx.article({ title: 'Üçüncü' })];
    const english = await fx.article({ edition: 'en', title: 'English one' });
    for (const article of [...articles, english]) {
      await add(me, article.id);
      // Distinct times, so "newest first" is observable.
      await testDb.db.query(`UPDATE favorites SET created_at = now() - make_interval(secs => $3) WHERE user_id = $1 AND article_id = $2`, [me.id, article.id, 100 - articles.indexOf(article)]);
    }
    const first = await list(me.id, '?limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toContain('public');
    expect(first.json().items.map((a: { title: string }) => a.title)).toEqual(['Üçüncü', 'İkinci']);
    expect(first.json().pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2, hasNextPage: true });
    const second = (await list(me.username, '?limit=2&page=2')).json();
    expect(second.items).toEqual([
      {
        _id: (articles[0] as { id: string }).id,
        legacyId: (articles[0] as { legacyId: number }).legacyId,
        edition: 'tr',
        title: 'Birinci',
        route: `/haber/birinci-${(articles[0] as { legacyId: number }).legacyId}`,
        description: '',
        image: null,
        category: expect.objectContaining({ _id: categoryId, edition: 'tr' }),
        published: expect.any(String),
        favoritedAt: expect.any(String),
      },
    ]);
    expect((await list(me.id, '', { 'x-edition': 'en' })).json().items.map((a: { title: string }) => a.title)).toEqual(['English one']);
  });

  it('404s the list of a deactivated, deleted or unknown member', async () => {
    const frozen = await fx.member();
    await fx.deactivate(frozen);
    const gone = await fx.member({ deleted: true, active: false });
    for (const ref of [frozen.id, gone.username, 'nobody-here']) expect((await list(ref)).statusCode).toBe(404);
  });

  it('is the same for editors and admins', async () => {
    const article = await fx.article();
    for (const role of ['editor', 'admin'] as const) {
      const staff = await fx.member({ role });
      expect((await add(staff, article.id)).json()).toEqual({ favorite: true });
    }
  });
});
