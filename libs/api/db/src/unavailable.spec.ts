import { createServer, type Server } from 'node:net';
import { createPgDb } from './pg-db';
import { DatabaseUnavailableError, isDatabaseUnreachable } from './unavailable';

describe('database unavailable', () => {
  it('tells connection failures from query errors', () => {
    expect(isDatabaseUnreachable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnreachable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnreachable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
    expect(isDatabaseUnreachable(Object.assign(new Error('connection failure'), { code: '08006' }))).toBe(true);
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnreachable(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]))).toBe(true);
    // What a request got wrong stays its own error (400s, 409s, 500s of the API).
    expect(isDatabaseUnreachable(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnreachable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnreachable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnreachable(null)).toBe(false);
  });

  describe('a PostgreSQL server that is not there', () => {
    let closedPort: number;
    let hanging: Server;
    let hangingPort: number;
    beforeAll(async () => {
      const probe = createServer();
      await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
      closedPort = (probe.address() as { port: number }).port;
      await new Promise<void>((resolve) => probe.close(() => resolve()));
      // Accepts connections and then cuts them: a server going down mid-handshake.
      hanging = createServer((socket) => socket.destroy());
      await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
      hangingPort = (hanging.address() as { port: number }).port;
    });
    afterAll(() => new Promise<void>((resolve) => hanging.close(() => resolve())));

    it.each([
      ['refuses connections', () => closedPort],
      ['cuts them', () => hangingPort],
    ])('fails queries and transactions with DatabaseUnavailableError when it %s', async (_case, port) => {
      const db = createPgDb({ databaseUrl: `postgres://postgres@127.0.0.1:${port()}/none`, connectionTimeoutMillis: 1000 });
      try {
        await expect(db.query('SELECT 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
        await expect(db.exec('SELECT 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
        await expect(db.transaction(async (tx) => tx.query('SELECT 1'))).rejects.toMatchObject({ statusCode: 503, code: 'DATABASE_UNAVAILABLE' });
      } finally {
        await db.close();
      }
    });
  });
});
