import { createTestDatabase, type TestDatabase } from './test-database';

/*
 * `afterCommit`: effects outside the database (realtime events) run once the write is durable,
 * and never for a write that rolled back; on both engines.
 */

jest.setTimeout(60_000);

describe.each(['postgres', 'pglite'] as const)('afterCommit (%s, PGlite when no server answers)', (engine) => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase({ engine });
  });

  afterAll(async () => {
    await testDb?.cleanup();
  });

  it('runs the callbacks in order after COMMIT', async () => {
    const seen: string[] = [];
    const count = async () => (await testDb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM tags WHERE slug = 'after-commit'`)).rows[0]?.n ?? 0;
    await testDb.db.transaction(async (tx) => {
      await tx.query(`INSERT INTO tags (edition, name, slug, route) VALUES ('tr', 'After', 'after-commit', '/etiket/after-commit')`);
      tx.afterCommit?.(() => seen.push('first'));
      tx.afterCommit?.(() => seen.push('second'));
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['first', 'second']);
    expect(await count()).toBe(1);
  });

  it('never runs them when the transaction rolls back', async () => {
    const seen: string[] = [];
    await expect(
      testDb.db.transaction(async (tx) => {
        tx.afterCommit?.(() => seen.push('announced'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(seen).toEqual([]);
  });

  it('keeps the committed result when a callback throws', async () => {
    const result = await testDb.db.transaction(async (tx) => {
      tx.afterCommit?.(() => {
        throw new Error('side effect failed');
      });
      return 'committed';
    });
    expect(result).toBe('committed');
  });

  it('runs at once outside a transaction', () => {
    const seen: string[] = [];
    testDb.db.afterCommit?.(() => seen.push('now'));
    expect(seen).toEqual(['now']);
  });
});
