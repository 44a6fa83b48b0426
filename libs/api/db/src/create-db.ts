import { migrate } from './migrate';
import { createPgDb } from './pg-db';
import { createPgliteDb } from './pglite-db';
import type { CreateDbOptions, Db } from './db.types';

export const DEFAULT_PGLITE_DIR = './.data/pglite';

/** PostgreSQL when a URL is given, else embedded PGlite; migrations are applied before use. */
export async function createDb(options: CreateDbOptions = {}): Promise<Db> {
  const db = options.databaseUrl
    ? createPgDb({ databaseUrl: options.databaseUrl, poolSize: options.poolSize })
    : await createPgliteDb(options.dataDir ?? DEFAULT_PGLITE_DIR);
  if (options.migrate !== false) {
    try {
      await migrate(db);
    } catch (error) {
      await db.close().catch(() => undefined);
      throw error;
    }
  }
  return db;
}
