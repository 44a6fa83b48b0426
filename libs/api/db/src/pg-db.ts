import pg from 'pg';
import { runAfterCommit, runNow } from './after-commit';
import type { Db, Queryable, Row } from './db.types';
import { asUnavailable, DatabaseUnavailableError } from './unavailable';

const INT8_OID = 20;

/*
 * PGlite hands back int8 as a JS number while pg would hand back a string; counts and
 * legacy ids stay far below 2^53, so both drivers are made to agree on numbers.
 */
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/** `afterCommit`: the transaction's callback list, or (the pool itself) run at once. */
function wrapClient(client: pg.PoolClient | pg.Pool, afterCommit: (fn: () => void) => void = runNow): Queryable {
  return {
    afterCommit,
    async query<T extends object = Row>(sql: string, params?: readonly unknown[]) {
      try {
        const result = await client.query(sql, params ? [...params] : undefined);
        return { rows: result.rows as T[] };
      } catch (error) {
        throw asUnavailable(error);
      }
    },
    async exec(sql: string) {
      try {
        await client.query(sql);
      } catch (error) {
        throw asUnavailable(error);
      }
    },
  };
}

export interface PgDbOptions {
  databaseUrl: string;
  poolSize?: number;
  connectionTimeoutMillis?: number;
}

export function createPgDb(options: PgDbOptions): Db {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5000,
    idleTimeoutMillis: 30_000,
    types,
  });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const base = wrapClient(pool);
  return {
    kind: 'pg',
    query: base.query,
    exec: base.exec,
    afterCommit: base.afterCommit,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect().catch((error: unknown) => {
        throw asUnavailable(error);
      });
      // The pool only listens on idle clients: a server gone mid-transaction (failover, a forced
      // DROP DATABASE) would be an unhandled 'error' event and end the process. The statement in
      // flight fails with it anyway, and the release below drops the dead client.
      const ignore = () => undefined;
      client.on('error', ignore);
      const committed: Array<() => void> = [];
      let result: T;
      // A client whose connection failed is destroyed on release, not handed to the next request.
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        result = await fn(wrapClient(client, (callback) => committed.push(callback)));
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        const failure = asUnavailable(error);
        if (failure instanceof DatabaseUnavailableError) broken = failure;
        throw failure;
      } finally {
        client.off('error', ignore);
        client.release(broken);
      }
      runAfterCommit(committed);
      return result;
    },
    async close() {
      await pool.end();
    },
  };
}
