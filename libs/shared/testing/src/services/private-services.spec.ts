/**
 * @jest-environment node
 */
import { connect } from 'node:net';
import { Redis } from 'ioredis';
import pg from 'pg';
import { type PrivatePostgres, startPrivatePostgres } from './private-postgres';
import { type PrivateRedis, startPrivateRedis } from './private-redis';

jest.setTimeout(60_000);

async function selectOne(url: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.query('SELECT 1 AS one')).rows[0];
  } finally {
    await client.end().catch(() => undefined);
  }
}

describe('private PostgreSQL', () => {
  let server: PrivatePostgres;
  beforeAll(async () => {
    server = await startPrivatePostgres();
  });
  afterAll(() => server?.close());

  it('answers on its own port, refuses while stopped, and answers again after a start', async () => {
    expect(await selectOne(server.url)).toEqual({ one: 1 });
    await server.stop();
    await expect(selectOne(server.url)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    await server.start();
    expect(await selectOne(server.url)).toEqual({ one: 1 });
  });
});

describe('private Redis', () => {
  let server: PrivateRedis;
  beforeAll(async () => {
    server = await startPrivateRedis();
  });
  afterAll(() => server?.close());

  it('answers on its own port, hangs and resumes, stops and starts', async () => {
    const client = new Redis(server.url, { commandTimeout: 200, maxRetriesPerRequest: 0, retryStrategy: () => 50 });
    client.on('error', () => undefined);
    try {
      expect(await client.ping()).toBe('PONG');
      server.hang();
      await expect(client.ping()).rejects.toThrow(/timed out/);
      server.resume();
      expect(await client.ping()).toBe('PONG');
      await server.stop();
      await expect(
        new Promise((resolve, reject) => connect(server.port, '127.0.0.1').once('connect', resolve).once('error', reject)),
      ).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      await server.start();
      for (let tries = 0; client.status !== 'ready' && tries < 100; tries++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await client.ping()).toBe('PONG');
    } finally {
      client.disconnect();
    }
  });
});
