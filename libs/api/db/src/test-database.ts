import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb } from './create-db';
import type { Db } from './db.types';

export const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  db: Db;
  kind: Db['kind'];
  /** Connection URL of the fresh database (PostgreSQL only). */
  databaseUrl?: string;
  /** PGlite folder (PGlite only). */
  dataDir?: string;
  /** Closes the connection and drops the database or removes the folder. */
  cleanup(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function reachableServer(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database for a test file: a new `meydan_test_<random>` database on the
 * PostgreSQL server of DATABASE_URL (or a local one on 127.0.0.1:5432) when reachable,
 * otherwise PGlite in a temporary folder. `engine: 'pglite'` (or MEYDAN_TEST_PGLITE=1) always
 * takes PGlite, for specs that run the same cases on both engines.
 */
export async function createTestDatabase(options: { migrate?: boolean; engine?: 'postgres' | 'pglite' } = {}): Promise<TestDatabase> {
  const serverUrl = process.env['DATABASE_URL'] || LOCAL_POSTGRES_URL;
  const pgliteOnly = options.engine === 'pglite' || process.env['MEYDAN_TEST_PGLITE'] === '1';
  if (!pgliteOnly && (await reachableServer(serverUrl))) {
    const name = `meydan_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const databaseUrl = withDatabase(serverUrl, name);
    const db = await createDb({ databaseUrl, migrate: options.migrate, poolSize: 4 });
    return {
      db,
      kind: 'pg',
      databaseUrl,
      async cleanup() {
        await db.close();
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meydan-pglite-'));
  const db = await createDb({ dataDir, migrate: options.migrate });
  return {
    db,
    kind: 'pglite',
    dataDir,
    async cleanup() {
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
