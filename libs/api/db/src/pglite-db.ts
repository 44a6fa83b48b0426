import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable, Row } from './db.types';

type PgliteLike = PGlite | Transaction;

function wrap(target: PgliteLike): Queryable {
  return {
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
  const pglite = await PGlite.create({ dataDir: resolved, extensions: { pg_trgm } });
  const base = wrap(pglite);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    // PGlite has one connection and serializes transactions behind its own mutex.
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => pglite.transaction((tx) => fn(wrap(tx))),
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  };
}
