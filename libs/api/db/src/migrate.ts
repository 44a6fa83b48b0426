import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './db.types';

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export interface MigrationResult {
  applied: string[];
  skipped: string[];
}

const MIGRATION_FILE = /^(\d{4})_([a-z0-9_-]+)\.sql$/;
// Arbitrary constant shared by every API replica so concurrent starts queue up behind one another.
const MIGRATION_LOCK_KEY = 7_302_114_051;

/**
 * Source runs (tsx, jest) find the SQL next to the lib; the bundled server finds the copy
 * the build places beside main.js. MEYDAN_MIGRATIONS_DIR overrides both.
 */
export function migrationsDir(): string {
  const candidates = [
    process.env['MEYDAN_MIGRATIONS_DIR'],
    path.resolve(__dirname, '../migrations'),
    path.resolve(__dirname, 'migrations'),
    path.resolve(process.cwd(), 'libs/api/db/migrations'),
  ].filter((dir): dir is string => Boolean(dir));
  const found = candidates.find((dir) => existsSync(dir));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

export async function loadMigrations(dir = migrationsDir()): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = MIGRATION_FILE.exec(file);
    if (!match) throw new Error(`Migration file name must look like 0001_name.sql: ${file}`);
    const [, version, name] = match as unknown as [string, string, string];
    if (migrations.some((m) => m.version === version)) throw new Error(`Duplicate migration version ${version}`);
    migrations.push({ version, name, sql: await readFile(path.join(dir, file), 'utf8') });
  }
  return migrations;
}

/**
 * Applies pending migrations in version order, each in its own transaction. Every
 * transaction first takes a transaction-scoped advisory lock and re-reads the applied set,
 * so two processes starting together apply each file exactly once.
 */
export async function migrate(db: Db, migrations?: Migration[]): Promise<MigrationResult> {
  const list = migrations ?? (await loadMigrations());
  const lock = `SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`;
  await db.transaction(async (tx) => {
    await tx.query(lock);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const result: MigrationResult = { applied: [], skipped: [] };
  for (const migration of list) {
    const applied = await db.transaction(async (tx) => {
      await tx.query(lock);
      const { rows } = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2) RETURNING version', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    (applied ? result.applied : result.skipped).push(migration.version);
  }
  return result;
}
