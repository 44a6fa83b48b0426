import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDb } from './create-db';
import { loadMigrations, migrate } from './migrate';
import { createTestDatabase, type TestDatabase } from './test-database';

jest.setTimeout(60_000);

describe('database (PostgreSQL when reachable, else PGlite)', () => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });

  afterAll(async () => {
    await testDb.cleanup();
  });

  it('applies every checked-in migration once and records it', async () => {
    const files = await loadMigrations();
    expect(files.map((m) => m.version)).toEqual([...files.map((m) => m.version)].sort());
    const { rows } = await testDb.db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual(files.map((m) => m.version));
  });

  it('is idempotent: a second run applies nothing and keeps data', async () => {
    await testDb.db.query("INSERT INTO tags (edition, name, slug, route) VALUES ('tr', 'Ekonomi', 'ekonomi', '/etiket/ekonomi-haberleri') RETURNING id");
    const result = await migrate(testDb.db);
    expect(result.applied).toEqual([]);
    expect(result.skipped.length).toBeGreaterThan(0);
    const { rows } = await testDb.db.query<{ n: number }>('SELECT count(*) AS n FROM tags');
    expect(rows[0]?.n).toBe(1);
  });

  it('lets concurrent starts race without applying a migration twice', async () => {
    if (!testDb.databaseUrl) return; // PGlite has a single connection: no concurrency to test.
    const extra = [
      ...(await loadMigrations()),
      { version: '9001', name: 'race', sql: 'CREATE TABLE race_probe (id int PRIMARY KEY)' },
    ];
    const second = await createDb({ databaseUrl: testDb.databaseUrl, migrate: false });
    try {
      const results = await Promise.all([migrate(testDb.db, extra), migrate(second, extra)]);
      const appliedRace = results.filter((r) => r.applied.includes('9001'));
      expect(appliedRace).toHaveLength(1);
    } finally {
      await second.close();
    }
    await testDb.db.exec('DROP TABLE race_probe');
    await testDb.db.query("DELETE FROM schema_migrations WHERE version = '9001'");
  });

  it('rolls a failed transaction back completely', async () => {
    await expect(
      testDb.db.transaction(async (tx) => {
        await tx.query("INSERT INTO tags (edition, name, slug, route) VALUES ('en', 'Economy', 'economy', '/tag/economy-news')");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const { rows } = await testDb.db.query('SELECT 1 FROM tags WHERE edition = $1', ['en']);
    expect(rows).toHaveLength(0);
  });

  it('numbers articles from 10001 and returns int8 and jsonb as JS values on both drivers', async () => {
    const { rows } = await testDb.db.query<{ legacy_id: number; entries: unknown; view_count: number }>(
      `INSERT INTO articles (edition, title, slug, entries, view_count)
       VALUES ('tr', 'Merkez Bankası faiz kararını açıkladı', 'merkez-bankasi', $1::jsonb, 42)
       RETURNING legacy_id, entries, view_count`,
      [JSON.stringify([{ mode: 'text', text: { plain: 'Karar açıklandı.' } }])],
    );
    expect(rows[0]).toEqual({ legacy_id: 10001, entries: [{ mode: 'text', text: { plain: 'Karar açıklandı.' } }], view_count: 42 });
  });

  it('indexes titles for full-text search in the edition language', async () => {
    const { rows } = await testDb.db.query<{ title: string }>(
      "SELECT title FROM articles WHERE search_vector @@ to_tsquery('turkish', 'faiz')",
    );
    expect(rows.map((r) => r.title)).toEqual(['Merkez Bankası faiz kararını açıkladı']);
  });
});

describe('migration files', () => {
  it('rejects badly named files', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'meydan-migrations-'));
    try {
      await writeFile(path.join(dir, 'init.sql'), 'SELECT 1');
      await expect(loadMigrations(dir)).rejects.toThrow('0001_name.sql');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
