import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { createDb, type Db, PASSWORD_HASH_OPTIONS } from '@meydan/api/db';
import { enqueueMail } from '@meydan/api/mail';
import { queuedMails } from '@meydan/api/mail/testing';
import { type PrivatePostgres, startPrivatePostgres } from '@meydan/shared/testing/services';
import { buildApp } from '../app';
import { FaultLoad, sleep, timeUntil } from './fault-load';

jest.setTimeout(120_000);

const API = '/api/v3.5';
const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'outage-spec-password-1';
/** How long each outage lasts under load. */
const OUTAGE_MS = 1500;

/**
 * Issue 15 item 5, end to end: the API listening on a real port, on a PostgreSQL server of the
 * test's own, under a mixed load of cached reads, uncached writes and a member's requests, while
 * that server is stopped (cleanly, then as a crash) and started again.
 */
describe('a PostgreSQL outage under load', () => {
  let server: PrivatePostgres;
  let db: Db;
  let app: FastifyInstance;
  let baseUrl: string;
  let article: { id: string; legacy_id: number };
  const unexpected: unknown[] = [];
  const recordUnexpected = (error: unknown) => unexpected.push(error);

  beforeAll(async () => {
    process.on('unhandledRejection', recordUnexpected);
    process.on('uncaughtException', recordUnexpected);
    server = await startPrivatePostgres();
    db = await createDb({ databaseUrl: server.url });
    const { rows } = await db.query<{ id: string; legacy_id: number }>(
      `INSERT INTO articles (edition, title, slug, published_at) VALUES ('tr', 'Kesinti haberi', 'kesinti-haberi', now() - interval '1 hour') RETURNING id, legacy_id`,
    );
    article = rows[0] as { id: string; legacy_id: number };
    await db.query(`INSERT INTO users (username, email, name, password_hash, email_verified) VALUES ('ayse', 'ayse@example.com', 'Ayşe Kaya', $1, true)`, [
      await hash(PASSWORD, PASSWORD_HASH_OPTIONS),
    ]);
    app = await buildApp({
      db,
      // Lists expire within the outage: they come back stale (X-Cache: stale), not as errors.
      cache: { ttlMs: 300 },
      origins: { tr: ORIGIN, en: 'http://en.localhost:3000', ru: 'http://ru.localhost:3000' },
      authTokenSecret: 'outage-spec-auth-token-secret-0123456789abcdef',
      mailWorker: { pollIntervalMs: 100 },
      pushWorker: { pollIntervalMs: 100 },
      mediaWorker: { pollIntervalMs: 100 },
      rankingWorker: { pollIntervalMs: 200, refreshMs: 500 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });

  afterAll(async () => {
    process.off('unhandledRejection', recordUnexpected);
    process.off('uncaughtException', recordUnexpected);
    await app?.close();
    await db?.close();
    await server?.close();
  });

  it('answers 503 with Retry-After, keeps serving cached reads, says not ready, recovers within 2 s, and keeps every accepted write', async () => {
    const load = new FaultLoad(baseUrl);
    const login = await fetch(`${baseUrl}${API}/auth/login?authVersion=v2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ grant_type: 'password', id: 'ayse', password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const member = { authorization: `Bearer ${((await login.json()) as { authToken: string }).authToken}` };
    const reads = { article: `${API}/articles/${article.id}`, list: `${API}/articles?limit=5` };
    for (const path of Object.values(reads)) expect((await load.request('warm-up', path))?.status).toBe(200);

    // A write is a new reader's reaction: the reader id is ours, so every accepted one can be looked up.
    const accepted: string[] = [];
    const react = async (kind: string) => {
      const reader = randomBytes(18).toString('base64url');
      const response = await load.request(kind, `${API}/counter/hit?key=article:${article.legacy_id}&reaction=love`, {
        headers: { cookie: `m-rid=${reader}`, 'x-requested-with': 'XMLHttpRequest' },
      });
      if (response?.ok) accepted.push(reader);
      return response;
    };
    load.loop(() => load.request('read', reads.article));
    load.loop(() => load.request('read', reads.list));
    load.loop(() => react('write'));
    load.loop(() => react('write'));
    load.loop(() => load.request('member', `${API}/users/me/profile`, { headers: member }));
    await sleep(500);

    // A realtime socket open through the outages (its session checks need the database).
    const frames: Array<{ topicId: string; value: { statusCode?: number } }> = [];
    const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/ws`);
    socket.on('message', (data) => frames.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const authorize = () => socket.send(JSON.stringify({ type: 'Authorization', value: { token: member.authorization.slice('Bearer '.length) } }));
    const errorFrames = () => frames.filter((frame) => frame.topicId === 'error').map((frame) => frame.value.statusCode);

    const outages: Array<{ from: number; to: number }> = [];
    for (const mode of ['fast', 'immediate'] as const) {
      await server.stop(mode);
      const from = Date.now();
      if (mode === 'fast') authorize();
      await sleep(OUTAGE_MS);
      expect((await load.request('readyz', '/readyz'))?.status).toBe(503);
      // Requests from here on may already reach the server that is starting.
      outages.push({ from, to: Date.now() });
      await server.start();
      // Back within 2 s of the database accepting connections again: a write and the readiness probe.
      const recovery = await timeUntil(async () => (await react('probe'))?.status === 200 && (await load.request('readyz', '/readyz'))?.status === 200, 10_000);
      expect(recovery).not.toBeNull();
      expect(recovery).toBeLessThanOrEqual(2000);
      await sleep(500);
    }
    await load.stop();
    // The socket was told its sign-in could not be checked (503), stayed open, and signs in once the database is back.
    expect(errorFrames()).toEqual([503]);
    authorize();
    await sleep(300);
    expect(errorFrames()).toEqual([503]);
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.close();

    const during = (kind: string) => outages.flatMap(({ from, to }) => load.of(kind, from, to));
    // The outages were real: writes and the member's requests were refused while they lasted ...
    expect(during('write').some((sample) => sample.status === 503)).toBe(true);
    expect(during('member').some((sample) => sample.status === 503)).toBe(true);
    // ... with a 503 and Retry-After, never a 500 (nor a 401 that would sign the member out).
    for (const kind of ['write', 'member', 'probe']) expect([...load.statuses(kind)].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    for (const sample of load.samples.filter((sample) => sample.status === 503)) expect(sample.retryAfter).toBe('5');
    // Cached reads went on: every one answered 200, from the cache (fresh or stale) during the outages.
    expect(load.statuses('read')).toEqual(new Set([200]));
    expect(during('read').every((sample) => sample.cache === 'hit' || sample.cache === 'stale')).toBe(true);
    expect(during('read').some((sample) => sample.cache === 'stale')).toBe(true);
    expect(load.of('readyz').at(-1)?.status).toBe(200);

    // No accepted write lost.
    expect(accepted.length).toBeGreaterThan(10);
    const { rows } = await db.query<{ n: number }>('SELECT count(DISTINCT reader_id)::int AS n FROM reactions WHERE reader_id = ANY($1)', [accepted]);
    expect(rows[0]?.n).toBe(accepted.length);

    // The workers outlived the outages: a mail queued now is handled by the running mail worker.
    await enqueueMail(db, { to: 'ayse@example.com', template: 'password-reset', locale: 'tr', params: { origin: ORIGIN, path: '/auth/reset-password/abc' } });
    const handled = await timeUntil(async () => (await queuedMails(db)).every((mail) => mail.status === 'sent'), 10_000);
    expect(handled).not.toBeNull();
    expect(unexpected).toEqual([]);
  });
});
