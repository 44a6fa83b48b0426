import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { runAfterCommit, runNow } from './after-commit';
import type { Db, Queryable, Row } from './db.types';

type PgliteLike = PGlite | Transaction;

/** `afterCommit`: the transaction's callback list, or (the database itself) run at once. */
function wrap(target: PgliteLike, afterCommit: (fn: () => void) => void = runNow): Queryable {
  return {
    afterCommit,
    async query<T extends object = Row>(sql: string, params?: readonly unknown[]) {
      const result = await target.query<T>(sql, params ? [...params] : undefined);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

export async function createPgliteDb(dataDir: string): Promise<Db> {
  const resolved = path.resolve(dataDir);
  await mkdir(resolved, { recursive: true });
  const pglite = await PGlite.create({ dataDir: resolved, extensions: { pg_trgm, unaccent } });
  const base = wrap(pglite);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    afterCommit: base.afterCommit,
    // PGlite has one connection and serializes transactions behind its own mutex.
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const committed: Array<() => void> = [];
      const result = await pglite.transaction((tx) => fn(wrap(tx, (callback) => committed.push(callback))));
      runAfterCommit(committed);
      return result;
    },
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  };
}
