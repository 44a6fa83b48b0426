import { createTestDatabase, type TestDatabase } from '../test-database';
import { DEMO_TIMELINE, NOT_DEMO_TIMELINE, refreshDemoDates } from './demo-dates';
import { rateDays } from './exchange-rates';
import { planSeed, SEED_BASE_DATE, seedBaseDate } from './plan';

jest.setTimeout(60_000);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('the demo plan on another base date', () => {
  it('is the same demo, in the same order, with every date moved by the same amount', () => {
    const pinned = planSeed();
    const later = new Date(SEED_BASE_DATE.getTime() + 17 * DAY + 5 * HOUR);
    const moved = planSeed(later);
    const shape = (plan: typeof pinned) => plan.articles.map((a) => [a.id, a.legacyId, a.title, a.entries, a.tagIds, a.isHidden]);
    expect(shape(moved)).toEqual(shape(pinned));
    const offset = later.getTime() - SEED_BASE_DATE.getTime();
    moved.articles.forEach((article, index) => {
      const before = pinned.articles[index] as (typeof pinned.articles)[number];
      expect(article.publishedAt.getTime() - before.publishedAt.getTime()).toBe(offset);
      expect(article.modifiedAt.getTime() - before.modifiedAt.getTime()).toBe(offset);
      expect((article.igPostedAt?.getTime() ?? 0) - (before.igPostedAt?.getTime() ?? 0)).toBe(before.igPostedAt ? offset : 0);
    });
    expect(Math.max(...moved.articles.map((a) => a.publishedAt.getTime()))).toBe(later.getTime());
  });

  it('is based on the start of the current hour by default for a seed run', () => {
    expect(seedBaseDate(new Date('2026-12-03T14:59:59.999Z')).toISOString()).toBe('2026-12-03T14:00:00.000Z');
  });
});

describe.each(['postgres', 'pglite'] as const)('refreshing an old demo’s dates (%s, PGlite when no server answers)', (engine) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase({ engine });
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  const one = async <T extends object>(sql: string, params: unknown[] = []) => (await testDb.db.query<T>(sql, params)).rows[0] as T;
  const time = async (sql: string, params: unknown[] = []) => new Date((await one<{ t: Date | string }>(sql, params)).t).getTime();

  it('covers every date column of the schema: each is on the demo timeline or says why not', async () => {
    const { rows } = await testDb.db.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND data_type IN ('date', 'timestamp with time zone', 'timestamp without time zone')`,
    );
    const listed = (map: Readonly<Record<string, readonly string[]>>) => Object.entries(map).flatMap(([table, columns]) => columns.map((column) => `${table}.${column}`));
    const classified = [...listed(DEMO_TIMELINE), ...listed(NOT_DEMO_TIMELINE)].sort();
    expect(classified).toEqual(rows.map((row) => `${row.table_name}.${row.column_name}`).sort());
  });

  it('leaves a database that is not a demo alone', async () => {
    await testDb.db.query(`INSERT INTO articles (edition, title, slug, published_at) VALUES ('tr', 'Gerçek haber', 'gercek', '2026-01-01T10:00:00Z')`);
    expect(await refreshDemoDates(testDb.db, new Date())).toBeNull();
    expect(await time(`SELECT published_at AS t FROM articles WHERE slug = 'gercek'`)).toBe(Date.parse('2026-01-01T10:00:00Z'));
    await testDb.db.query(`DELETE FROM articles`);
  });

  it('moves the demo’s dates forward by whole days, up to its base date only, and rebuilds the rates', async () => {
    const { db } = testDb;
    const now = new Date();
    const base = new Date(seedBaseDate(now).getTime() - 10 * DAY - 3 * HOUR);
    const at = (offset: number) => new Date(base.getTime() + offset).toISOString();
    await db.query('INSERT INTO demo_seed (base_date) VALUES ($1)', [base.toISOString()]);
    const member = (await one<{ id: string }>(`INSERT INTO users (username, email) VALUES ('okur', 'okur@example.com') RETURNING id`)).id;
    const article = async (slug: string, published: string) =>
      (await one<{ id: string }>(`INSERT INTO articles (edition, title, slug, published_at, modified_at, created_at) VALUES ('tr', $1, $1, $2, $2, $2) RETURNING id`, [slug, published])).id;
    const newest = await article('en-yeni', at(0));
    await article('eski', at(-2 * DAY));
    const comment = (await one<{ id: string }>(`INSERT INTO comments (article_id, author_id, body, created_at) VALUES ($1, $2, 'Demo yorumu burada.', $3) RETURNING id`, [newest, member, at(-HOUR)])).id;
    // What the member did after the seed, and a token's expiry: neither moves.
    const later = (await one<{ id: string }>(`INSERT INTO comments (article_id, author_id, body, created_at) VALUES ($1, $2, 'Sonradan yazılan yorum.', $3) RETURNING id`, [newest, member, at(2 * DAY)])).id;
    await db.query(`INSERT INTO account_tokens (hash, user_id, purpose, email, created_at, expires_at) VALUES ('h', $1, 'verify_email', 'okur@example.com', $2, $3)`, [member, at(-2 * HOUR), at(-HOUR)]);
    const series = (await one<{ id: string }>(`INSERT INTO periodic_contents (edition, key, title, frequency, publish_time) VALUES ('tr', 'bulten', 'Bülten', 'daily', '09:00') RETURNING id`)).id;
    await db.query(`INSERT INTO periodic_content_issues (periodic_content_id, article_id, issue_date) VALUES ($1, $2, $3::date)`, [series, newest, at(0).slice(0, 10)]);

    const refresh = await refreshDemoDates(db, now);
    expect(refresh?.days).toBe(10);
    const moved = 10 * DAY;
    expect(refresh?.to.getTime()).toBe(base.getTime() + moved);
    expect(await time(`SELECT published_at AS t FROM articles WHERE id = $1`, [newest])).toBe(base.getTime() + moved);
    // Within the last day: the Google News sitemap (48 hours) and the breaking news have it.
    expect(now.getTime() - (base.getTime() + moved)).toBeLessThan(DAY);
    expect(await time(`SELECT published_at AS t FROM articles WHERE slug = 'eski'`)).toBe(base.getTime() - 2 * DAY + moved);
    expect(await time(`SELECT created_at AS t FROM comments WHERE id = $1`, [comment])).toBe(base.getTime() - HOUR + moved);
    expect(await time(`SELECT created_at AS t FROM comments WHERE id = $1`, [later])).toBe(base.getTime() + 2 * DAY);
    expect(await time(`SELECT expires_at AS t FROM account_tokens WHERE hash = 'h'`)).toBe(base.getTime() - HOUR);
    expect((await one<{ d: string }>(`SELECT issue_date::text AS d FROM periodic_content_issues`)).d).toBe(new Date(base.getTime() + moved).toISOString().slice(0, 10));
    expect((await one<{ d: string }>(`SELECT max(rate_date)::text AS d FROM exchange_rates`)).d).toBe(rateDays(new Date(base.getTime() + moved)).at(-1));
    expect(await time(`SELECT base_date AS t FROM demo_seed`)).toBe(base.getTime() + moved);

    // A day later it is fresh: nothing moves.
    expect(await refreshDemoDates(db, now)).toMatchObject({ days: 0 });
    expect(await time(`SELECT published_at AS t FROM articles WHERE id = $1`, [newest])).toBe(base.getTime() + moved);
  });
});
