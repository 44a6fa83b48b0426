import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import { ContentRepository } from './content.repository';
import { ContentService } from './content.service';

jest.setTimeout(60_000);

const DAY = 86_400_000;

/**
 * Search ranks only the newest N matches (SEARCH_CANDIDATES, 2 400 in production); here N is 3
 * so five matching articles go past it.
 */
describe('search over more matches than it ranks', () => {
  let testDb: TestDatabase;
  let service: ContentService;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const { db } = testDb;
    const { rows } = await db.query<{ id: string }>("INSERT INTO categories (edition, slug, name, route, position) VALUES ('en', 'business', 'Business', '/business-news', 0) RETURNING id");
    const categoryId = (rows[0] as { id: string }).id;
    // Title, age in days: the oldest is the most relevant (the word three times), the rest once.
    const articles: Array<[string, number]> = [
      ['Harbour harbour harbour: the port story', 40],
      ['Harbour news one', 1],
      ['Harbour news two', 2],
      ['Harbour news three', 3],
      ['Harbour news four', 4],
      ['Nothing to see', 0],
    ];
    for (const [index, [title, days]] of articles.entries()) {
      const inserted = await db.query<{ id: string }>(
        `INSERT INTO articles (edition, title, slug, description, entries, published_at) VALUES ('en', $1, $2, $1, '[]'::jsonb, $3) RETURNING id`,
        [title, `story-${index}`, new Date(Date.now() - days * DAY).toISOString()],
      );
      await db.query('INSERT INTO article_categories (article_id, category_id) VALUES ($1, $2)', [(inserted.rows[0] as { id: string }).id, categoryId]);
    }
    service = new ContentService(new ContentRepository(db, { searchCandidates: 3 }), {});
  });

  afterAll(async () => {
    await testDb.cleanup();
  });

  it('reports the cap as a floor and ranks, pages and facets only the newest matches', async () => {
    const result = await service.searchArticles('en', { q: 'harbour', withFacets: true, limit: 2 });
    expect(result.totalIsFloor).toBe(true);
    expect(result.pagination).toMatchObject({ total: 3, totalPages: 2 });
    expect(result.items.map((item) => item.title)).toEqual(['Harbour news one', 'Harbour news two']);
    expect(result.facets).toEqual([expect.objectContaining({ slug: 'business', count: 3 })]);
    const second = await service.searchArticles('en', { q: 'harbour', page: 2, limit: 2 });
    expect(second.items.map((item) => item.title)).toEqual(['Harbour news three']);
  });

  it('gives an exact total, without the floor flag, when the matches fit', async () => {
    const result = await service.searchArticles('en', { q: 'port' });
    expect(result.totalIsFloor).toBeUndefined();
    expect(result.pagination.total).toBe(1);
    expect(result.items.map((item) => item.title)).toEqual(['Harbour harbour harbour: the port story']);
  });
});
