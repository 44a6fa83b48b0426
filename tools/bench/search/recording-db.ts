import type { Db, Queryable } from '@meydan/api/db';

export interface RecordedStatement {
  sql: string;
  params: readonly unknown[] | undefined;
  /** performance.now() when it was sent and when its rows were back. */
  start: number;
  end: number;
}

/** Time with at least one statement in flight (statements of a request may overlap). */
export function busyMs(statements: readonly RecordedStatement[]): number {
  let total = 0;
  let coveredUntil = -Infinity;
  for (const { start, end } of [...statements].sort((a, b) => a.start - b.start)) {
    if (end <= coveredUntil) continue;
    total += end - Math.max(start, coveredUntil);
    coveredUntil = end;
  }
  return total;
}

/*
 * Fastify's inject does not carry an AsyncLocalStorage context into the route handler, and
 * the benchmark sends one request at a time, so "the statements of the request in flight"
 * is simply whatever arrives while it runs.
 */
let current: RecordedStatement[] | undefined;

function recording(target: Queryable): Queryable {
  return {
    async query(sql, params) {
      const start = performance.now();
      try {
        return await target.query(sql, params);
      } finally {
        current?.push({ sql, params, start, end: performance.now() });
      }
    },
    exec: (sql) => target.exec(sql),
  };
}

/**
 * The database as the API sees it, with every query of a request recorded (SQL, parameters,
 * time) so the benchmark can say how much of a request is database time and EXPLAIN the
 * statements of the slowest one.
 */
export function recordingDb(db: Db): Db {
  const { query, exec } = recording(db);
  return {
    kind: db.kind,
    query,
    exec,
    transaction: (fn) => db.transaction((tx) => fn(recording(tx))),
    close: () => db.close(),
  };
}

/** Runs fn (nothing else may query meanwhile) and returns the statements it sent through a recordingDb. */
export async function withStatements<T>(fn: () => Promise<T>): Promise<{ result: T; statements: RecordedStatement[] }> {
  if (current) throw new Error('withStatements calls must not overlap');
  const statements: RecordedStatement[] = [];
  current = statements;
  try {
    return { result: await fn(), statements };
  } finally {
    current = undefined;
  }
}
