import { HttpError } from '@meydan/api/core';
import { createTestDatabase, type Queryable, type TestDatabase } from '@meydan/api/db';
import { ContentRepository } from './content.repository';
import { ContentService, tagRouteCandidates } from './content.service';
import type { ArticleSummary } from '@meydan/shared/contracts';

jest.setTimeout(60_000);

const HOUR = 3_600_000;

interface FixtureArticle {
  key: string;
  edition?: 'tr' | 'en';
  category: string;
  hoursAgo: number;
  views?: number;
  shares?: number;
  reactions?: number;
  comments?: number;
  tags?: string[];
  flags?: Partial<Record<'is_draft' | 'is_hidden' | 'is_deleted', boolean>>;
  movedTo?: string;
  modifiedHoursAgo?: number;
  /** Posted to Instagram this many hours ago. */
  igHoursAgo?: number;
  /** Stored body entries (default: one plain text entry). */
  entries?: unknown[];
}

/** A stored body as an import may bring it: a script, a handler, a javascript: link, a data: image. */
const UNSAFE_ENTRIES = [
  { mode: 'text', text: { html: '<p onclick="steal()">Hi <script>steal()</script><a href="javascript:steal()">x</a></p>' } },
  { mode: 'listicle', title: 'One', text: { html: '<h2>Two</h2><img src="data:image/png;base64,AAAA" alt="a"><a href="https://example.com/">out</a>', plain: 'Two' } },
];

const ARTICLES: FixtureArticle[] = [
  { key: 'A', category: 'economy', hoursAgo: 1, views: 100, tags: ['ekonomi'], igHoursAgo: 0.9 },
  { key: 'B', category: 'business-life', hoursAgo: 2, views: 5000, shares: 10, tags: ['borsa'], entries: UNSAFE_ENTRIES },
  { key: 'C', category: 'news', hoursAgo: 3, views: 10, modifiedHoursAgo: 0.5, igHoursAgo: 0.5 },
  { key: 'D', category: 'economy', hoursAgo: 200, views: 20000, reactions: 100, tags: ['ekonomi'], igHoursAgo: 199 },
  { key: 'Draft', category: 'economy', hoursAgo: 0.5, views: 1_000_000, flags: { is_draft: true }, igHoursAgo: 0.1 },
  { key: 'Hidden', category: 'economy', hoursAgo: 4, views: 1_000_000, flags: { is_hidden: true }, igHoursAgo: 0.2 },
  { key: 'Future', category: 'economy', hoursAgo: -2, views: 1_000_000 },
  { key: 'Deleted', category: 'economy', hoursAgo: 5, flags: { is_deleted: true } },
  { key: 'Moved', category: 'economy', hoursAgo: 6, views: 1_000_000, movedTo: 'A' },
  { key: 'Chain', category: 'economy', hoursAgo: 7, movedTo: 'Moved' },
  { key: 'English', edition: 'en', category: 'en-business', hoursAgo: 1, views: 50 },
];

interface Fixture {
  ids: Record<string, string>;
  legacy: Record<string, number>;
  categories: Record<string, string>;
  tags: Record<string, string>;
}

async function insertFixture(db: Queryable): Promise<Fixture> {
  const categories: Record<string, string> = {};
  const addCategory = async (key: string, edition: string, slug: string, name: string, route: string, parent: string | null, position: number) => {
    const { rows } = await db.query<{ id: string }>(
      'INSERT INTO categories (edition, slug, name, route, parent_id, position) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
      [edition, slug, name, route, parent ? categories[parent] : null, position],
    );
    categories[key] = (rows[0] as { id: string }).id;
  };
  await addCategory('business', 'tr', 'business', 'İş Dünyası', '/business', null, 0);
  await addCategory('economy', 'tr', 'economy', 'Ekonomi', '/business/economy', 'business', 1);
  await addCategory('business-life', 'tr', 'business-life', 'İş Hayatı', '/business/business-life', 'business', 0);
  await addCategory('news', 'tr', 'news', 'Gündem', '/news', null, 1);
  await addCategory('sport', 'tr', 'sport', 'Spor', '/sport', null, 2);
  await addCategory('en-business', 'en', 'business', 'Business', '/business-news', null, 0);

  const tags: Record<string, string> = {};
  for (const [key, name, route] of [
    ['ekonomi', 'Ekonomi', '/etiket/ekonomi-haberleri'],
    ['borsa', 'Borsa', '/etiket/borsa-haberleri'],
  ] as const) {
    const { rows } = await db.query<{ id: string }>(
      "INSERT INTO tags (edition, name, slug, route) VALUES ('tr', $1, $2, $3) RETURNING id",
      [name, key, route],
    );
    tags[key] = (rows[0] as { id: string }).id;
  }
  const { rows: authorRows } = await db.query<{ id: string }>(
    "INSERT INTO users (username, email, name, role) VALUES ('ayse.yilmaz', 'ayse@meydan.local', 'Ayşe Yılmaz', 'editor') RETURNING id",
  );
  const authorId = (authorRows[0] as { id: string }).id;

  const ids: Record<string, string> = {};
  const legacy: Record<string, number> = {};
  const now = Date.now();
  for (const article of ARTICLES) {
    const published = new Date(now - article.hoursAgo * HOUR).toISOString();
    const modified = article.modifiedHoursAgo === undefined ? published : new Date(now - article.modifiedHoursAgo * HOUR).toISOString();
    const { rows } = await db.query<{ id: string; legacy_id: number }>(
      `INSERT INTO articles (edition, title, slug, description, entries, published_at, modified_at, view_count, share_count,
         reaction_count, comment_count, is_draft, is_hidden, is_deleted, moved_to_article_id, ig_posted_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id, legacy_id`,
      [
        article.edition ?? 'tr',
        `Haber ${article.key}`,
        `haber-${article.key.toLowerCase()}`,
        `Özet ${article.key}`,
        JSON.stringify(article.entries ?? [{ mode: 'text', text: { plain: `Metin ${article.key}` } }]),
        published,
        modified,
        article.views ?? 0,
        article.shares ?? 0,
        article.reactions ?? 0,
        article.comments ?? 0,
        article.flags?.is_draft ?? false,
        article.flags?.is_hidden ?? false,
        article.flags?.is_deleted ?? false,
        article.movedTo ? ids[article.movedTo] : null,
        article.igHoursAgo === undefined ? null : new Date(now - article.igHoursAgo * HOUR).toISOString(),
      ],
    );
    const row = rows[0] as { id: string; legacy_id: number };
    ids[article.key] = row.id;
    legacy[article.key] = row.legacy_id;
    await db.query('INSERT INTO article_categories (article_id, category_id) VALUES ($1, $2)', [row.id, categories[article.category]]);
    await db.query('INSERT INTO article_authors (article_id, user_id) VALUES ($1, $2)', [row.id, authorId]);
    for (const [position, tag] of (article.tags ?? []).entries()) {
      await db.query('INSERT INTO article_tags (article_id, tag_id, position) VALUES ($1, $2, $3)', [row.id, tags[tag], position]);
    }
  }
  return { ids, legacy, categories, tags };
}

describe('content service on a real database', () => {
  let testDb: TestDatabase;
  let fixture: Fixture;
  let service: ContentService;
  const titles = (items: Array<{ title: string }>) => items.map((item) => item.title.replace('Haber ', ''));
  const list = async (query: Parameters<ContentService['articles']>[1]) => service.articles('tr', query);

  beforeAll(async () => {
    testDb = await createTestDatabase();
    fixture = await insertFixture(testDb.db);
    service = new ContentService(new ContentRepository(testDb.db), { now: () => 5 * HOUR });
  });

  afterAll(async () => {
    await testDb.cleanup();
  });

  it('lists only published, non-draft, non-hidden, non-deleted, unmoved articles of the edition, newest first', async () => {
    const page = await list({});
    expect(titles(page.items)).toEqual(['A', 'B', 'C', 'D']);
    expect(page.pagination).toEqual({ page: 1, limit: 20, total: 4, totalPages: 1, hasNextPage: false });
    expect(titles((await service.articles('en', {})).items)).toEqual(['English']);
  });

  it('sorts by engagement (popular) and by engagement decayed with age (agingPopular)', async () => {
    expect(titles((await list({ sort: 'popular' })).items)).toEqual(['D', 'B', 'A', 'C']);
    expect(titles((await list({ sort: 'agingPopular' })).items)).toEqual(['B', 'A', 'D', 'C']);
  });

  it('lists only stories posted to Instagram for igDate, newest post first', async () => {
    const page = await list({ sort: 'igDate' });
    expect(titles(page.items)).toEqual(['C', 'A', 'D']);
    expect(page.pagination).toMatchObject({ total: 3, hasNextPage: false });
    expect(page.items.map((a) => a.igPostedAt)).toEqual(page.items.map(() => expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.+Z$/)));
    expect(titles((await list({ sort: 'igDate', categoryId: 'business' })).items)).toEqual(['A', 'D']);
    expect((await list({})).items.find((a) => a.title === 'Haber B')).not.toHaveProperty('igPostedAt');
  });

  it('pages by time: before (with beforeId at the same instant) for older stories, since for newer ones', async () => {
    const first = await list({ limit: 2, useHasNextPage: true });
    expect(titles(first.items)).toEqual(['A', 'B']);
    const last = first.items[1] as ArticleSummary;
    const next = await list({ limit: 2, useHasNextPage: true, before: last.published, beforeId: last.legacyId });
    expect(titles(next.items)).toEqual(['C', 'D']);
    expect(next.pagination).toEqual({ page: 1, limit: 2, hasNextPage: false });
    // Rows at exactly `before` are left out, unless beforeId lets in those with a lower legacy id.
    const c = (await service.article('tr', fixture.ids['C'] as string)) as ArticleSummary;
    expect(titles((await list({ before: c.published })).items)).toEqual(['D']);
    expect(titles((await list({ before: c.published, beforeId: c.legacyId + 1 })).items)).toEqual(['C', 'D']);
    expect(titles((await list({ before: c.published, beforeId: c.legacyId })).items)).toEqual(['D']);
    // since is inclusive: the newest story a reader has comes back, and what is newer.
    const since = await list({ since: last.published });
    expect(titles(since.items)).toEqual(['A', 'B']);
    expect(since.pagination.total).toBe(2);
    expect(titles((await list({ categoryId: 'business', before: first.items[0]?.published })).items)).toEqual(['B', 'D']);
    const igC = (await list({ sort: 'igDate' })).items[0] as ArticleSummary;
    expect(titles((await list({ sort: 'igDate', before: igC.igPostedAt, beforeId: igC.legacyId })).items)).toEqual(['A', 'D']);
    expect(titles((await list({ sort: 'igDate', since: igC.igPostedAt })).items)).toEqual(['C']);
  });

  it('rejects a cursor it cannot honour with a 400, before any lookup', async () => {
    await expect(list({ sort: 'popular', before: '2026-11-20T09:00:00Z' })).rejects.toMatchObject({ statusCode: 400 });
    await expect(list({ before: '2026-11-20', categoryId: 'nope' })).rejects.toMatchObject({ statusCode: 400 });
    await expect(list({ since: '2026-11-20T09:00:00Z', page: 2 })).rejects.toMatchObject({ statusCode: 400 });
  });

  it('shuffles randomly but stably across pages for one seed', async () => {
    const first = await list({ sort: 'random', limit: 2, page: 1 });
    const second = await list({ sort: 'random', limit: 2, page: 2 });
    const again = await list({ sort: 'random', limit: 2, page: 1 });
    expect(titles(again.items)).toEqual(titles(first.items));
    expect([...titles(first.items), ...titles(second.items)].sort()).toEqual(['A', 'B', 'C', 'D']);
  });

  it('includes subcategories when filtering by a section, by uuid or slug', async () => {
    expect(titles((await list({ categoryId: 'business' })).items)).toEqual(['A', 'B', 'D']);
    expect(titles((await list({ categoryId: fixture.categories['economy'] })).items)).toEqual(['A', 'D']);
    await expect(list({ categoryId: 'nope' })).rejects.toMatchObject({ statusCode: 404 });
  });

  it('filters by tag id or tag route', async () => {
    expect(titles((await list({ tagRouteName: 'ekonomi-haberleri' })).items)).toEqual(['A', 'D']);
    expect(titles((await list({ tagRouteName: '/etiket/borsa-haberleri' })).items)).toEqual(['B']);
    expect(titles((await list({ tagId: fixture.tags['borsa'] })).items)).toEqual(['B']);
    await expect(list({ tagId: 'not-a-uuid' })).rejects.toMatchObject({ statusCode: 404 });
  });

  it('paginates with totals or with hasNextPage only', async () => {
    const withTotals = await list({ limit: 3, page: 2 });
    expect(titles(withTotals.items)).toEqual(['D']);
    expect(withTotals.pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2, hasNextPage: false });
    const first = await list({ limit: 3, useHasNextPage: true });
    expect(first.pagination).toEqual({ page: 1, limit: 3, hasNextPage: true });
    expect(first.items).toHaveLength(3);
    expect((await list({ limit: 3, page: 2, useHasNextPage: true })).pagination.hasNextPage).toBe(false);
  });

  it('returns an article by uuid or legacy id with its categories root first', async () => {
    const byUuid = await service.article('tr', fixture.ids['A'] as string);
    const byLegacy = await service.article('tr', String(fixture.legacy['A']));
    expect(byLegacy).toEqual(byUuid);
    expect(byUuid.route).toBe(`/haber/haber-a-${fixture.legacy['A']}`);
    expect(byUuid.categories.map((c) => c.slug)).toEqual(['business', 'economy']);
    expect(byUuid.entries).toEqual([{ mode: 'text', text: { plain: 'Metin A' } }]);
    expect(byUuid.authors.map((a) => a.name)).toEqual(['Ayşe Yılmaz']);
  });

  it('serves body HTML sanitized, so pages render it without a sanitizer of their own', async () => {
    const article = await service.article('tr', fixture.ids['B'] as string);
    expect(article.entries).toEqual([
      { mode: 'text', text: { html: '<p>Hi <a>x</a></p>' } },
      {
        mode: 'listicle',
        title: 'One',
        text: { html: '<h2>Two</h2><img alt="a"><a href="https://example.com/" rel="noopener noreferrer" target="_blank">out</a>', plain: 'Two' },
      },
    ]);
    // Served again (from the sanitizer's memo), the same.
    expect((await service.article('tr', fixture.ids['B'] as string)).entries).toEqual(article.entries);
  });

  it('serves hidden articles by link but not drafts, deleted, future or other-edition ones', async () => {
    expect((await service.article('tr', fixture.ids['Hidden'] as string)).isHidden).toBe(true);
    for (const key of ['Draft', 'Deleted', 'Future']) {
      await expect(service.article('tr', fixture.ids[key] as string)).rejects.toMatchObject({ statusCode: 404, action: undefined });
    }
    await expect(service.article('en', fixture.ids['A'] as string)).rejects.toMatchObject({ statusCode: 404 });
    await expect(service.article('tr', 'abc')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('answers a moved article with a redirect action to the final canonical route', async () => {
    const expected = { statusCode: 404, action: 'redirect', payload: { route: `/haber/haber-a-${fixture.legacy['A']}` } };
    await expect(service.article('tr', fixture.ids['Moved'] as string)).rejects.toMatchObject(expected);
    const error = await service.article('tr', String(fixture.legacy['Chain'])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject(expected);
  });

  it('builds the category tree of the edition', async () => {
    const flat = await service.categories('tr', false);
    expect(flat.items.map((c) => c.slug)).toEqual(['business', 'news', 'sport']);
    expect(flat.items[0]?.subs).toBeUndefined();
    const tree = await service.categories('tr', true);
    expect(tree.items[0]?.subs?.map((c) => c.slug)).toEqual(['business-life', 'economy']);
    expect((await service.category('tr', 'economy', false)).parent).toBe(fixture.categories['business']);
    await expect(service.category('en', 'economy', false)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('finds tags by any spelling of their route', async () => {
    for (const route of ['ekonomi-haberleri', 'ekonomi', '/etiket/ekonomi-haberleri', 'etiket/ekonomi-haberleri/']) {
      expect((await service.tagByRoute('tr', route)).name).toBe('Ekonomi');
    }
    await expect(service.tagByRoute('tr', 'yok')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('composes home widgets from real signals, one per section that has articles', async () => {
    const home = await service.home('tr', 'web');
    expect(home.widgets.map((w) => [w.id, titles(w.items)])).toEqual([
      ['recent', ['A', 'B', 'C', 'D']],
      ['popular', ['B', 'A', 'D', 'C']],
      ['category-business', ['A', 'B', 'D']],
      ['category-news', ['C']],
    ]);
    expect(home.widgets[0]?.title).toBe('Son Haberler');
    expect(home.widgets[2]).toMatchObject({ type: 'category', title: 'İş Dünyası', categoryId: fixture.categories['business'] });
    const mobile = await service.home('tr', 'mobile');
    expect(mobile.widgets.find((w) => w.id === 'category-business')?.items).toHaveLength(3);
  });

  it('lists the newest stories of each section alike whether they come from the recency prefix or a section lookup', async () => {
    // Prefix of 1 story a place: the newest stories complete `business` from the prefix while
    // `news` (and, for 3 a section, everything) needs its own lookup; 80 takes the whole edition.
    const expected = {
      1: [['business', ['A']], ['news', ['C']]],
      2: [['business', ['A', 'B']], ['news', ['C']]],
      3: [['business', ['A', 'B', 'D']], ['news', ['C']]],
    };
    const slugOf = new Map(Object.entries(fixture.categories).map(([slug, id]) => [id, slug]));
    const keyOf = new Map(Object.entries(fixture.ids).map(([key, id]) => [id, key]));
    for (const prefix of [1, 2, 80]) {
      const repository = new ContentRepository(testDb.db, { sectionPrefixPerStory: prefix });
      for (const perSection of [1, 2, 3] as const) {
        const bySection = new Map<string | undefined, Array<string | undefined>>();
        for (const row of await repository.recentBySection('tr', perSection)) {
          const section = slugOf.get(row.section_id);
          bySection.set(section, [...(bySection.get(section) ?? []), keyOf.get(row.id)]);
        }
        // Stories keep their newest-first order within a section; the order of sections is the caller's (home widgets follow the category order).
        const sections = [...bySection].sort(([a], [b]) => String(a).localeCompare(String(b)));
        expect([prefix, perSection, sections]).toEqual([prefix, perSection, expected[perSection]]);
      }
    }
  });

  it('fills the footer: trending tags by use, the top article of each section', async () => {
    const footer = await service.footer('tr');
    expect(footer.footerHashtags.map((t) => t.name)).toEqual(['Ekonomi', 'Borsa']);
    expect(titles(footer.quickAccessArticles)).toEqual(['D', 'C']);
    expect(titles(footer.recentMegaFooterArticles)).toEqual(['A', 'B', 'C', 'D']);
    expect(titles(footer.popularMegaFooterArticles)).toEqual(['B', 'A', 'D', 'C']);
  });

  it('estimates the reading time of the kinds that are read, in lists and on the article (issue 20)', async () => {
    const words = (count: number) => Array.from({ length: count }, (_, index) => `söz${index}`).join(' \n ');
    const entries = [
      { mode: 'text', text: { plain: words(700) } },
      // A credit under a picture and a video's title are not prose to read.
      { mode: 'image', text: { plain: words(500) } },
      { mode: 'video', title: words(500) },
      { mode: 'listicle', title: words(10), text: { plain: words(290) } },
      { mode: 'text', text: { plain: '   ' } },
    ];
    await testDb.db.query("UPDATE articles SET entries = $2::jsonb, kind = 'listicle' WHERE id = $1", [fixture.ids['C'], JSON.stringify(entries)]);
    await testDb.db.query("UPDATE articles SET kind = 'video' WHERE id = $1", [fixture.ids['D']]);
    try {
      const minutes = Object.fromEntries((await list({})).items.map((item) => [item.title.replace('Haber ', ''), item.readMinutes]));
      // 1,000 words at 200 a minute; a two-word story still takes a minute; a video has no reading time.
      expect(minutes).toEqual({ A: 1, B: 1, C: 5, D: undefined });
      expect((await service.article('tr', fixture.ids['C'] as string))?.readMinutes).toBe(5);
    } finally {
      await testDb.db.query("UPDATE articles SET kind = 'news' WHERE id = ANY($1::uuid[])", [[fixture.ids['C'], fixture.ids['D']]]);
    }
  });
});

describe('tag route spellings', () => {
  it('tries the full path, then the segment, then the bare slug with the edition postfix', () => {
    expect(tagRouteCandidates('tr', 'ekonomi')).toEqual(['/etiket/ekonomi', '/etiket/ekonomi-haberleri']);
    expect(tagRouteCandidates('en', '/tag/economy-news')).toEqual(['/tag/economy-news']);
    expect(tagRouteCandidates('ru', 'Ekonomika')).toEqual(['/tag/ekonomika', '/tag/ekonomika-news']);
    expect(tagRouteCandidates('tr', '  /  ')).toEqual([]);
  });
});
