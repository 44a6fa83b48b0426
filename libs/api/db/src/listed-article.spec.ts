import { LISTED_ARTICLE } from './listed-article';
import { createTestDatabase, type TestDatabase } from './test-database';

jest.setTimeout(60_000);

describe.each(['postgres', 'pglite'] as const)('the listed-article rule (%s, PGlite when no server answers)', (engine) => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase({ engine });
  });

  afterAll(async () => {
    await testDb.cleanup();
  });

  it('lists published, live articles only, and none by a deactivated member', async () => {
    const { db } = testDb;
    const user = async (username: string, active: boolean) =>
      (await db.query<{ id: string }>(`INSERT INTO users (username, email, is_active) VALUES ($1, $1 || '@example.com', $2) RETURNING id`, [username, active])).rows[0]?.id as string;
    const article = async (slug: string, columns: Record<string, unknown> = {}) => {
      const row: Record<string, unknown> = { edition: 'tr', title: slug, slug, published_at: new Date(Date.now() - 60_000), ...columns };
      const names = Object.keys(row);
      const values = Object.values(row);
      const sql = `INSERT INTO articles (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`;
      return (await db.query<{ id: string }>(sql, values)).rows[0]?.id as string;
    };
    const writtenBy = async (articleId: string, authorId: string) =>
      db.query(`INSERT INTO member_articles (article_id, author_id, status, revision) VALUES ($1, $2, 'published', '{}'::jsonb)`, [articleId, authorId]);

    const target = await article('listed');
    await article('draft', { is_draft: true });
    await article('hidden', { is_hidden: true });
    await article('deleted', { is_deleted: true });
    await article('moved', { moved_to_article_id: target });
    await article('unpublished', { published_at: null });
    await article('scheduled', { published_at: new Date(Date.now() + 3_600_000) });
    await writtenBy(await article('by-active-member'), await user('etkin', true));
    await writtenBy(await article('by-deactivated-member'), await user('pasif', false));

    const listed = await db.query<{ slug: string; flag: boolean }>(`SELECT a.slug, ${LISTED_ARTICLE} AS flag FROM articles a ORDER BY a.slug`);
    expect(listed.rows.filter((row) => row.flag).map((row) => row.slug)).toEqual(['by-active-member', 'listed']);
    // A condition among others: it keeps its own parentheses.
    const either = await db.query<{ slug: string }>(`SELECT a.slug FROM articles a WHERE a.slug = 'draft' OR ${LISTED_ARTICLE} ORDER BY a.slug`);
    expect(either.rows.map((row) => row.slug)).toEqual(['by-active-member', 'draft', 'listed']);
  });
});
