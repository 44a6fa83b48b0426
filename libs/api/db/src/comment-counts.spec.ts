import { loadMigrations, migrate } from './migrate';
import { createTestDatabase, type TestDatabase } from './test-database';

jest.setTimeout(60_000);

/** The migration that made comment_is_public() the one rule and recounted the counters. */
const RECOUNT = '0026';

describe.each(['postgres', 'pglite'] as const)('comment counters (%s, PGlite when no server answers)', (engine) => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase({ engine, migrate: false });
  });

  afterAll(async () => {
    await testDb.cleanup();
  });

  const count = async (articleId: string) =>
    Number((await testDb.db.query<{ n: string }>('SELECT comment_count AS n FROM articles WHERE id = $1', [articleId])).rows[0]?.n);

  it('recounts, on migration, counts written around the triggers (the old demo seed made them up)', async () => {
    const all = await loadMigrations();
    await migrate(testDb.db, all.filter((m) => m.version < RECOUNT));
    const { db } = testDb;
    const author = (await db.query<{ id: string }>(`INSERT INTO users (username, email) VALUES ('yazar', 'yazar@example.com') RETURNING id`)).rows[0]?.id;
    const article = async (slug: string, made: number) =>
      (await db.query<{ id: string }>(`INSERT INTO articles (edition, title, slug, published_at, comment_count) VALUES ('tr', $1, $1, now(), $2) RETURNING id`, [slug, made])).rows[0]?.id as string;
    // "Yorumlar (11)" over an empty list, and 7 over a list of one public and one hidden comment.
    const empty = await article('bos', 11);
    const commented = await article('yorumlu', 0);
    await db.query(`INSERT INTO comments (article_id, author_id, body) VALUES ($1, $2, 'Görünen bir yorum.')`, [commented, author]);
    await db.query(`INSERT INTO comments (article_id, author_id, body, review_state) VALUES ($1, $2, 'Gizlenen bir yorum.', 'hidden')`, [commented, author]);
    await db.query('UPDATE articles SET comment_count = 7 WHERE id = $1', [commented]);
    expect([await count(empty), await count(commented)]).toEqual([11, 7]);

    await migrate(testDb.db, all);
    expect([await count(empty), await count(commented)]).toEqual([0, 1]);
  });
});
