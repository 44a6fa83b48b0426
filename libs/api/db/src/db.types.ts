export type DbKind = 'pg' | 'pglite';

export type Row = Record<string, unknown>;

/** What both a pool and an open transaction can do. */
export interface Queryable {
  query<T extends object = Row>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[] }>;
  /** Runs a script of several statements without parameters (migrations, truncation). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` once the surrounding transaction has committed, and never when it rolls back; on
   * the database itself (outside a transaction) at once. For effects outside the database that
   * must not announce a write that did not happen, e.g. realtime events. Callbacks run in order
   * and must not throw (a throw is swallowed: the write has committed either way). Optional so
   * hand-written Queryables keep compiling; both engines provide it.
   */
  afterCommit?(fn: () => void): void;
}

export interface Db extends Queryable {
  readonly kind: DbKind;
  /** Runs fn inside BEGIN/COMMIT; any throw rolls back and is rethrown. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface CreateDbOptions {
  /** postgres:// URL; when set the API talks to a PostgreSQL server through a pg Pool. */
  databaseUrl?: string;
  /** Embedded PGlite data directory used when no databaseUrl is given. */
  dataDir?: string;
  /** Apply pending migrations before returning (default true). */
  migrate?: boolean;
  /** Pool size for PostgreSQL (default 10). */
  poolSize?: number;
}
