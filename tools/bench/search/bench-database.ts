import pg from 'pg';
import { createTestDatabase, LOCAL_POSTGRES_URL, type TestDatabase } from '@meydan/api/db';

export interface BenchDatabase extends Pick<TestDatabase, 'db' | 'kind' | 'databaseUrl'> {
  /** Drops the database (or removes the PGlite folder); safe to call twice. */
  remove(): Promise<void>;
}

/** Ends every session of a database and drops it, from a separate admin connection. */
async function forceDrop(databaseUrl: string): Promise<void> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const client = new pg.Client({ connectionString: process.env['DATABASE_URL'] || LOCAL_POSTGRES_URL, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '""')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated throwaway database: a new database on the PostgreSQL server of
 * DATABASE_URL (or 127.0.0.1:5432) when one answers, else PGlite in a temp folder. It is
 * removed by `remove()` and also when the process is interrupted (Ctrl-C, SIGTERM) — a
 * half-loaded 100 000-article database must not be left behind on the developer's server.
 */
export async function openBenchDatabase(): Promise<BenchDatabase> {
  const database = await createTestDatabase({ migrate: true });
  let removed: Promise<void> | undefined;
  const remove = () => {
    removed ??= (async () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      // A query may still be running (interrupted load): FORCE ends it rather than waiting on it.
      if (database.databaseUrl) await forceDrop(database.databaseUrl);
      await database.cleanup().catch(() => undefined);
    })();
    return removed;
  };
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: dropping the benchmark database…`);
    // The forced drop ends the sessions of queries still running; their clients then emit
    // errors nobody listens to. The process is on its way out, so they are expected noise.
    process.on('uncaughtException', () => undefined);
    void remove().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return { db: database.db, kind: database.kind, databaseUrl: database.databaseUrl, remove };
}
