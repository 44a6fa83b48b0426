import Fastify from 'fastify';
import pg from 'pg';
import { createTestDatabase, type Queryable, type TestDatabase } from '@meydan/api/db';
import { ContentRepository } from '../content.repository';
import { ContentService } from '../content.service';
import { contentRoutes } from '../content.routes';
import { defaultRefreshMs, PGLITE_REFRESH_MS, RankingWorker, refreshRankings } from './ranking-refresh';

// A fresh database runs every migration (several seconds on PGlite).
jest.setTimeout(120_000);

const SECTIONS = { business: ['economy', 'markets'], news: [], sport: ['football'] } as const;
const TAGS = ['ekonomi', 'borsa', 'secim', 'transfer'] as const;
const KINDS = ['news', 'news', 'video', 'listicle'] as const;

interface Fixture {
  categories: Record<string, string>;
  tags: Record<string, string>;
  /** Listed articles, oldest first. */
  articles: Array<{ id: string; legacyId: number }>;
}

/** A small deterministic LCG: varied engagement, ages, sections and tags, the same on every run. */
function generator(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    // The high bits: an LCG's low bits repeat with a short period.
    return Math.floor(state / 65_536) % n;
  };
}

async function insertArticle(
  db: Queryable,
  article: { edition?: string; hoursAgo: number; views: number; kind?: string; category: string; tags: string[]; hidden?: boolean; title?: string },
): Promise<{ id: string; legacyId: number }> {
  const { rows } = await db.query<{ id: string; legacy_id: number }>(
    `INSERT INTO articles (edition, kind, title, slug, description, published_at, view_count, share_count, is_hidden)
     VALUES ($1, $2, $3, 'haber', 'Özet', now() - make_interval(secs => $4::float8 * 3600), $5, $6, $7) RETURNING id, legacy_id`,
    [article.edition ?? 'tr', article.kind ?? 'news', article.title ?? 'Haber', article.hoursAgo, article.views, Math.floor(article.views / 50), article.hidden ?? false],
  );
  const row = rows[0] as { id: string; legacy_id: number };
  await db.query('INSERT INTO article_categories (article_id, category_id) VALUES ($1, $2)', [row.id, article.category]);
  for (const [position, tag] of article.tags.entries()) await db.query('INSERT INTO article_tags (article_id, tag_id, position) VALUES ($1, $2, $3)', [row.id, tag, position]);
  return { id: row.id, legacyId: Number(row.legacy_id) };
}

async function insertFixture(db: Queryable): Promise<Fixture> {
  const categories: Record<string, string> = {};
  let position = 0;
  for (const [section, subs] of Object.entries(SECTIONS)) {
    for (const slug of [section, ...subs]) {
      const parent = slug === section ? null : categories[section];
      const { rows } = await db.query<{ id: string }>(
        'INSERT INTO categories (edition, slug, name, route, parent_id, position) VALUES ($1, $2, $2, $3, $4, $5) RETURNING id',
        ['tr', slug, `/${slug}`, parent, (position += 1)],
      );
      categories[slug] = (rows[0] as { id: string }).id;
    }
  }
  const tags: Record<string, string> = {};
  for (const name of TAGS) {
    const { rows } = await db.query<{ id: string }>("INSERT INTO tags (edition, name, slug, route) VALUES ('tr', $1, $1, $2) RETURNING id", [name, `/etiket/${name}`]);
    tags[name] = (rows[0] as { id: string }).id;
  }
  const draw = generator(14);
  const slugs = Object.keys(categories);
  const articles: Fixture['articles'] = [];
  for (let i = 0; i < 60; i += 1) {
    const tagCount = 1 + draw(3);
    const picked = [...new Set(Array.from({ length: tagCount }, () => TAGS[draw(TAGS.length)] as string))];
    articles.push(
      await insertArticle(db, {
        hoursAgo: 600 - i * 10 + draw(5),
        views: 20 + draw(5000) * (draw(10) === 0 ? 40 : 1),
        kind: KINDS[draw(KINDS.length)],
        category: categories[slugs[draw(slugs.length)] as string] as string,
        tags: picked.map((name) => tags[name] as string),
      }),
    );
  }
  // Never listed: a hidden story and one scheduled for tomorrow, both very popular.
  await insertArticle(db, { hoursAgo: 3, views: 1_000_000, category: categories['economy'] as string, tags: [tags['ekonomi'] as string], hidden: true });
  await insertArticle(db, { hoursAgo: -24, views: 1_000_000, category: categories['economy'] as string, tags: [tags['ekonomi'] as string] });
  return { categories, tags, articles };
}

describe.each(['postgres', 'pglite'] as const)('precomputed content rankings on %s', (engine) => {
  let testDb: TestDatabase;
  let fixture: Fixture;
  let service: ContentService;

  beforeAll(async () => {
    testDb = await createTestDatabase({ engine: engine === 'pglite' ? 'pglite' : undefined });
    fixture = await insertFixture(testDb.db);
    service = new ContentService(new ContentRepository(testDb.db));
  });

  afterAll(async () => {
    await testDb?.cleanup();
  });

  const ids = (items: Array<{ _id: string }>) => items.map((item) => item._id);

  async function dropSnapshots(): Promise<void> {
    await testDb.db.exec('DELETE FROM ranked_articles; DELETE FROM ranked_scope_counts; DELETE FROM trending_tags; DELETE FROM ranking_snapshots;');
  }

  const refresh = (depths?: { all: number; scope: number }) => refreshRankings(testDb.db, 'tr', { maxAgeMs: 0, depths });

  /** Every list the reader pages show that the snapshot serves. */
  async function readerLists() {
    const { categories, tags, articles } = fixture;
    const page = (query: Parameters<ContentService['articles']>[1]) => service.articles('tr', query).then((r) => ({ ids: ids(r.items), total: r.pagination }));
    return {
      home: (await service.home('tr', 'web')).widgets.map((widget) => ({ id: widget.id, items: ids(widget.items) })),
      footer: await service.footer('tr').then((f) => ({
        popular: ids(f.popularMegaFooterArticles),
        recent: ids(f.recentMegaFooterArticles),
        hashtags: ids(f.footerHashtags),
        quick: ids(f.quickAccessArticles),
      })),
      trending: ids((await service.trending('tr')).items),
      trends: (await service.trends('tr')).items,
      discover: await service.discover('tr').then((d) => ({ sections: d.sections.map((s) => ids(s.items)), random: ids(d.random) })),
      related: await Promise.all(articles.filter((_, i) => i % 7 === 0).map(async (a) => ids((await service.recommendations('tr', String(a.legacyId))).items))),
      popularPages: [await page({ sort: 'agingPopular', page: 1, limit: 20 }), await page({ sort: 'agingPopular', page: 3, limit: 20 })],
      sectionPopular: await page({ sort: 'agingPopular', categoryId: categories['business'] }),
      subcategoryPopular: await page({ sort: 'agingPopular', categoryId: categories['economy'] }),
      tagPopular: await page({ sort: 'agingPopular', tagId: tags['borsa'] }),
      categoryRecent: await page({ categoryId: categories['sport'], limit: 5 }),
      randomPage: await page({ sort: 'random', page: 2, limit: 10 }),
    };
  }

  it('serves from the snapshot exactly the lists scored live over the whole edition', async () => {
    await dropSnapshots();
    const live = await readerLists();
    expect(live.trending.length).toBeGreaterThan(20);
    expect(await refresh()).toBe(true);
    const { rows } = await testDb.db.query<{ scope: string }>("SELECT DISTINCT scope FROM ranked_articles WHERE edition = 'tr'");
    const scopes = rows.map((row) => row.scope);
    expect(scopes).toEqual(expect.arrayContaining(['all', 'quick', `category:${fixture.categories['business']}`, `tag:${fixture.tags['borsa']}`, 'kind:video']));
    expect(scopes.filter((scope) => scope.startsWith('random:'))).toHaveLength(2);
    expect(await readerLists()).toEqual(live);
  });

  it('reads the snapshot (a change it does not track waits for the next refresh), and the refresh takes it in', async () => {
    await refresh({ all: 5, scope: 3 });
    const before = ids((await service.articles('tr', { sort: 'agingPopular', limit: 5 })).items);
    const outsider = fixture.articles.find((article) => !before.includes(article.id)) as { id: string };
    // Views come in through the counters: no trigger, the snapshot's top-5 stays the candidates.
    await testDb.db.query('UPDATE articles SET view_count = 100000000 WHERE id = $1', [outsider.id]);
    expect(ids((await service.articles('tr', { sort: 'agingPopular', limit: 5 })).items)).toEqual(before);
    // A page deeper than the snapshot keeps is scored live, so it already counts the new views.
    expect(ids((await service.articles('tr', { sort: 'agingPopular', limit: 6 })).items)[0]).toBe(outsider.id);
    await refresh({ all: 5, scope: 3 });
    expect(ids((await service.articles('tr', { sort: 'agingPopular', limit: 5 })).items)[0]).toBe(outsider.id);
    await testDb.db.query('UPDATE articles SET view_count = 10 WHERE id = $1', [outsider.id]);
    await refresh();
  });

  it('shows a story published after the snapshot at once, and drops a withdrawn one at once', async () => {
    await refresh();
    const { categories, tags, articles } = fixture;
    const economyTotal = (await service.articles('tr', { categoryId: categories['economy'] })).pagination.total;
    // Published now, after the snapshot: merged into its lists by the reads, no refresh needed.
    const fresh = await insertArticle(testDb.db, { hoursAgo: 0, views: 3_000_000, category: categories['economy'] as string, tags: [tags['borsa'] as string, tags['ekonomi'] as string] });
    expect(ids((await service.trending('tr')).items)[0]).toBe(fresh.id);
    expect(ids((await service.home('tr', 'web')).widgets.find((w) => w.id === 'popular')?.items ?? [])[0]).toBe(fresh.id);
    expect(ids((await service.articles('tr', { sort: 'agingPopular', categoryId: categories['business'] })).items)[0]).toBe(fresh.id);
    expect((await service.articles('tr', { categoryId: categories['economy'] })).pagination.total).toBe((economyTotal ?? 0) + 1);
    const sharing = await insertArticle(testDb.db, { hoursAgo: 0, views: 10, category: categories['economy'] as string, tags: [tags['borsa'] as string, tags['ekonomi'] as string] });
    expect(ids((await service.recommendations('tr', String(sharing.legacyId))).items)[0]).toBe(fresh.id);

    const stale = async () =>
      (await testDb.db.query<{ stale: boolean }>("SELECT changes > refreshed_changes AS stale FROM ranking_snapshots WHERE edition = 'tr'")).rows[0]?.stale;
    expect(await stale()).toBe(false);

    // Withdrawn: gone from every list and total at once (every row is re-checked on read).
    await testDb.db.query('UPDATE articles SET is_hidden = true WHERE id = $1', [fresh.id]);
    expect(ids((await service.trending('tr')).items)).not.toContain(fresh.id);
    expect((await service.articles('tr', { categoryId: categories['economy'] })).pagination.total).toBe((economyTotal ?? 0) + 1);
    // A story of the snapshot's own era withdrawn: gone at once too; the snapshot's counts no
    // longer hold, so it is marked stale (reads score live) and the next refresh is due at once.
    const old = { id: ids((await service.trending('tr')).items)[0] as string };
    expect(articles.map((article) => article.id)).toContain(old.id);
    await testDb.db.query('UPDATE articles SET is_deleted = true WHERE id = $1', [old.id]);
    expect(await stale()).toBe(true);
    expect(ids((await service.trending('tr')).items)).not.toContain(old.id);
    expect(await refreshRankings(testDb.db, 'tr', { maxAgeMs: 60_000 })).toBe(true);
    expect(await refreshRankings(testDb.db, 'tr', { maxAgeMs: 60_000 })).toBe(false);
    const trending = ids((await service.trending('tr')).items);
    expect(trending).not.toContain(old.id);
    expect(trending).not.toContain(fresh.id);
    // Restored: back at once (the snapshot is stale again until the refresh puts it back in).
    await testDb.db.query('UPDATE articles SET is_deleted = false WHERE id = $1', [old.id]);
    expect(ids((await service.trending('tr')).items)[0]).toBe(old.id);
    await refresh();
    expect(ids((await service.trending('tr')).items)[0]).toBe(old.id);
  });

  it('lets one replica refresh at a time', async () => {
    if (!testDb.databaseUrl) return; // PGlite is one connection: no second replica to race.
    const other = new pg.Client({ connectionString: testDb.databaseUrl });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT pg_advisory_xact_lock(7302114100)');
      expect(await refresh()).toBe(false);
      await other.query('COMMIT');
      expect(await refresh()).toBe(true);
    } finally {
      await other.end();
    }
  });

  it('keeps every edition fresh from a worker, which finds the state in the database after a restart', async () => {
    await dropSnapshots();
    const worker = new RankingWorker({ db: testDb.db, refreshMs: 60_000, pollIntervalMs: 60_000 });
    expect(await worker.runOnce()).toEqual({ claimed: 3 });
    // A second replica, or this one restarted: nothing is due.
    expect(await new RankingWorker({ db: testDb.db }).runOnce()).toEqual({ claimed: 0 });
    await testDb.db.query("UPDATE ranking_snapshots SET computed_at = computed_at - interval '2 minutes' WHERE edition = 'en'");
    expect(await worker.runOnce()).toEqual({ claimed: 1 });
  });

  it('refreshes by age every minute on PostgreSQL and every 10 minutes on PGlite, whose refresh pauses the server', async () => {
    expect(defaultRefreshMs('pg')).toBe(60_000);
    expect(defaultRefreshMs('pglite')).toBe(PGLITE_REFRESH_MS);
    await dropSnapshots();
    const worker = new RankingWorker({ db: testDb.db });
    expect(await worker.runOnce()).toEqual({ claimed: 3 });
    await testDb.db.query("UPDATE ranking_snapshots SET computed_at = computed_at - interval '2 minutes' WHERE edition = 'en'");
    expect(await worker.runOnce()).toEqual({ claimed: testDb.db.kind === 'pglite' ? 0 : 1 });
    await testDb.db.query("UPDATE ranking_snapshots SET computed_at = computed_at - interval '11 minutes' WHERE edition = 'en'");
    expect(await worker.runOnce()).toEqual({ claimed: 1 });
  });

  it('starts the refresh with the content routes', async () => {
    await dropSnapshots();
    const app = Fastify();
    await app.register(contentRoutes, { prefix: '/api/v3.5', db: testDb.db, quizResultSecret: 'rankings-spec-secret-0123456789', rankingWorker: { pollIntervalMs: 60_000 } });
    try {
      await app.ready();
      const deadline = Date.now() + 30_000;
      let refreshed = 0;
      while (refreshed < 3 && Date.now() < deadline) {
        const { rows } = await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ranking_snapshots');
        refreshed = Number(rows[0]?.n);
        if (refreshed < 3) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(refreshed).toBe(3);
      const response = await app.inject({ method: 'GET', url: '/api/v3.5/browse/trending', headers: { 'x-edition': 'tr' } });
      expect(response.statusCode).toBe(200);
      expect(ids(response.json<{ items: Array<{ _id: string }> }>().items)).toEqual(ids((await service.trending('tr')).items));
    } finally {
      await app.close();
    }
  });
});
