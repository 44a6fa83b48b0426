import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, seed, type TestDatabase } from '@meydan/api/db';
import { editionCounts, generateArticles } from './generate-articles';

describe('editionCounts', () => {
  it('splits the total in the seed proportions and loses nothing to rounding', () => {
    const counts = editionCounts(99_480);
    expect(counts.tr + counts.en + counts.ru).toBe(99_480);
    expect(counts.tr).toBeGreaterThan(counts.en);
    expect(counts.en).toBeGreaterThan(counts.ru);
  });
});

describe('generateArticles', () => {
  let database: TestDatabase;
  // Shared with the other suites: the seed's pictures and videos render once.
  const mediaDir = join(tmpdir(), 'meydan-test-media');

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: true });
    await seed(database.db, { mediaDir });
    await generateArticles(database.db, { count: 600 });
  }, 300_000);

  afterAll(async () => {
    await database?.cleanup();
  }, 60_000);

  const one = async <T extends object>(sql: string, params?: unknown[]) => (await database.db.query<T>(sql, params)).rows[0] as T;

  it('adds the articles with one category, section and general tags, and authors of their edition', async () => {
    const counts = await one<{ articles: number; uncategorized: number; untagged: number; foreign: number }>(
      `SELECT (SELECT count(*) FROM articles)::int AS articles,
              (SELECT count(*) FROM articles a WHERE NOT EXISTS (SELECT 1 FROM article_categories ac WHERE ac.article_id = a.id))::int AS uncategorized,
              (SELECT count(*) FROM articles a WHERE (SELECT count(*) FROM article_tags t WHERE t.article_id = a.id) < 2)::int AS untagged,
              (SELECT count(*) FROM article_authors aa JOIN articles a ON a.id = aa.article_id JOIN users u ON u.id = aa.user_id
                WHERE u.edition <> a.edition)::int AS foreign`,
    );
    const unfilled = await one<{ n: number }>(
      "SELECT count(*)::int AS n FROM articles WHERE (title || description || entries::text) ~ '\\{(subject|place|Place|n)\\}'",
    );
    expect(unfilled.n).toBe(0);
    expect(counts).toMatchObject({ uncategorized: 0, untagged: 0, foreign: 0 });
    expect(counts.articles).toBeGreaterThanOrEqual(600);
  });

  it('writes text the search vector indexes, stems included, and keeps the GIN indexes', async () => {
    const stems = await one<{ tr: number; en: number; ru: number }>(
      `SELECT count(*) FILTER (WHERE edition = 'tr' AND search_vector @@ websearch_to_tsquery('turkish', 'kitaplar'))::int AS tr,
              count(*) FILTER (WHERE edition = 'en' AND search_vector @@ websearch_to_tsquery('english', 'running'))::int AS en,
              count(*) FILTER (WHERE edition = 'ru' AND search_vector @@ websearch_to_tsquery('russian', 'новости'))::int AS ru
       FROM articles`,
    );
    expect(stems.tr).toBeGreaterThan(0);
    expect(stems.en).toBeGreaterThan(0);
    expect(stems.ru).toBeGreaterThan(0);
    const indexes = await one<{ n: number }>("SELECT count(*)::int AS n FROM pg_indexes WHERE tablename = 'articles' AND indexname LIKE 'articles_search_%_idx'");
    expect(indexes.n).toBe(3);
  });

  it('leaves some articles out of listings like a real archive (drafts, hidden, deleted, scheduled)', async () => {
    const states = await one<{ listed: number; unlisted: number }>(
      `SELECT count(*) FILTER (WHERE NOT is_draft AND NOT is_hidden AND NOT is_deleted AND published_at <= now())::int AS listed,
              count(*) FILTER (WHERE is_draft OR is_hidden OR is_deleted OR published_at > now())::int AS unlisted
       FROM articles`,
    );
    expect(states.unlisted).toBeGreaterThan(0);
    expect(states.listed).toBeGreaterThan(states.unlisted * 10);
  });
});
