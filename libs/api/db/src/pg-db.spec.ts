import pg from 'pg';
import { createTestDatabase, type TestDatabase } from './test-database';

jest.setTimeout(60_000);

/*
 * A connection lost inside a transaction (server restart, failover, a forced DROP DATABASE)
 * fails that transaction; it must not surface as an unhandled 'error' event, which ends the process.
 */
describe('PostgreSQL transactions losing their connection', () => {
  let testDb: TestDatabase | undefined;

  beforeAll(async () => {
    testDb = await createTestDatabase({ engine: 'postgres' });
  });

  afterAll(async () => {
    await testDb?.cleanup();
  });

  it('reject the transaction and leave the process and the pool usable', async () => {
    if (testDb?.kind !== 'pg' || !testDb.databaseUrl) return console.warn('no PostgreSQL server: skipped');
    const { db, databaseUrl } = testDb;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    // Without the fix the client's 'error' event has no listener and jest fails the suite with it.
    try {
      const failed = db.transaction(async (tx) => {
        const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        // Between statements, with no query in flight: the case the pool does not cover.
        await admin.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.query('SELECT 1');
      });
      await expect(failed).rejects.toThrow();
      const { rows } = await db.query<{ ok: number }>('SELECT 1 AS ok');
      expect(rows[0]?.ok).toBe(1);
    } finally {
      await admin.end();
    }
  });
});
