import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, PASSWORD_HASH_OPTIONS, type TestDatabase } from '@meydan/api/db';
import { RedisRealtimeBus } from '@meydan/api/realtime';
import { LOCAL_REDIS_URL, redisReachable } from '@meydan/shared/testing/redis';
import { type RefusedUpgrade, TestSocket } from '@meydan/api/realtime/testing';
import { type NotificationRealtimeEvent, type RealtimeError, realtimeTopics } from '@meydan/shared/contracts';
import { buildApp } from './app';

/*
 * The realtime socket of the assembled API (real tokens, real membership checks, real writes):
 * a follow made through the API reaches the followed member's open sockets, and no one else's;
 * marking notifications read updates the member's other tabs; and with Redis, two API processes
 * on different ports share their events (skipped when no Redis answers on 127.0.0.1:6379).
 */

jest.setTimeout(120_000);

const API = '/api/v3.5';
const ORIGIN = 'http://localhost:3000';
const ORIGINS = { tr: ORIGIN, en: 'http://en.localhost:3000', ru: 'http://ru.localhost:3000' };
const MEDIA_DIR = path.join(os.tmpdir(), 'meydan-test-media');
const PASSWORD = 'canli-parola-123';
const REDIS_URL = process.env['REDIS_URL'] || LOCAL_REDIS_URL;

interface Member {
  id: string;
  token: string;
}

async function listening(app: FastifyInstance): Promise<{ http: string; ws: string }> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { http: `http://127.0.0.1:${port}`, ws: `ws://127.0.0.1:${port}/ws` };
}

describe('realtime socket of the API', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let url: { http: string; ws: string };
  const members: Member[] = [];
  const sockets: TestSocket[] = [];

  const buildTestApp = (extra: Parameters<typeof buildApp>[0] = {}) =>
    buildApp({ db: testDb.db, mediaDir: MEDIA_DIR, cache: false, mailWorker: false, mediaWorker: false, origins: ORIGINS, ...extra });

  async function connect(member: Member | null, wsUrl = url.ws): Promise<TestSocket> {
    const socket = await TestSocket.open(wsUrl, { origin: ORIGIN });
    sockets.push(socket);
    await socket.handshake(member?.token ?? null);
    return socket;
  }

  async function listen(socket: TestSocket, topicIds: string[]): Promise<void> {
    socket.send({ type: 'Subscribe', value: { topicIds } });
    await socket.sync();
    expect(socket.pending('error')).toEqual([]);
  }

  const follow = (follower: Member, target: Member, base = url.http) =>
    fetch(`${base}${API}/social/me/following`, {
      method: 'POST',
      headers: { authorization: `Bearer ${follower.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ target: target.id }),
    });

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const passwordHash = await hash(PASSWORD, PASSWORD_HASH_OPTIONS);
    app = await buildTestApp();
    url = await listening(app);
    for (const name of ['canli-ayse', 'canli-baris', 'canli-cem', 'canli-deniz']) {
      const { rows } = await testDb.db.query<{ id: string }>(
        `INSERT INTO users (username, email, password_hash, email_verified) VALUES ($1, $2, $3, true) RETURNING id`,
        [name, `${name}@example.com`, passwordHash],
      );
      const login = await app.inject({
        method: 'POST',
        url: `${API}/auth/login?authVersion=v2`,
        headers: { origin: ORIGIN },
        payload: { grant_type: 'password', id: name, password: PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      members.push({ id: rows[0]?.id as string, token: login.json().authToken });
    }
  });

  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await app?.close();
    await testDb?.cleanup();
  });

  it("announces a follow's notification on the followed member's sockets only, after the write", async () => {
    const [ayse, baris, cem] = members as [Member, Member, Member];
    const barisTabs = [await connect(baris), await connect(baris)];
    for (const tab of barisTabs) await listen(tab, [realtimeTopics.notifications(baris.id)]);
    const cemTab = await connect(cem);
    await listen(cemTab, [realtimeTopics.notifications(cem.id)]);

    expect((await follow(ayse, baris)).status).toBe(200);
    for (const tab of barisTabs) {
      expect(await tab.next<NotificationRealtimeEvent>(realtimeTopics.notifications(baris.id))).toEqual({ kind: 'notification', type: 'followed' });
    }
    const count = await app.inject({ url: `${API}/notifications/count`, headers: { authorization: `Bearer ${baris.token}` } });
    expect(count.json()).toEqual({ count: 1 });
    await cemTab.sync();
    expect(cemTab.pending(realtimeTopics.notifications(cem.id))).toEqual([]);

    // Following again writes no notification, so nothing is announced.
    expect((await follow(ayse, baris)).status).toBe(200);
    await barisTabs[0]?.sync();
    expect(barisTabs[0]?.pending(realtimeTopics.notifications(baris.id))).toEqual([]);
  });

  it("tells the member's other tabs the unread count after marking read", async () => {
    const [ayse, baris] = members as [Member, Member];
    const otherTab = await connect(baris);
    await listen(otherTab, [realtimeTopics.notifications(baris.id)]);
    const read = await app.inject({ method: 'POST', url: `${API}/notifications/update`, headers: { authorization: `Bearer ${baris.token}` }, payload: {} });
    expect(read.json()).toEqual({ count: 0 });
    expect(await otherTab.next(realtimeTopics.notifications(baris.id))).toEqual({ kind: 'count', count: 0 });
    const stranger = await connect(ayse);
    await stranger.sync();
    expect(stranger.pending()).toEqual([]);
  });

  it("authorizes topics with the API's own rules: real tokens, conversation membership from the database", async () => {
    const [ayse, baris, cem] = members as [Member, Member, Member];
    const [a, b] = [ayse.id, baris.id].sort() as [string, string];
    const { rows } = await testDb.db.query<{ id: string }>(`INSERT INTO conversations (member_a, member_b) VALUES ($1, $2) RETURNING id`, [a, b]);
    const conversationId = rows[0]?.id as string;
    await testDb.db.query(`INSERT INTO conversation_members (conversation_id, user_id) VALUES ($1, $2), ($1, $3)`, [conversationId, a, b]);
    const topic = realtimeTopics.conversation(conversationId);

    await listen(await connect(ayse), [topic, realtimeTopics.inbox(ayse.id)]);
    const outsider = await connect(cem);
    outsider.send({ type: 'Subscribe', value: { topicIds: [topic, realtimeTopics.inbox(ayse.id)] } });
    expect((await outsider.next<RealtimeError>('error')).topicIds).toEqual([topic, realtimeTopics.inbox(ayse.id)]);

    const forged = await TestSocket.open(url.ws, { origin: ORIGIN });
    sockets.push(forged);
    await forged.handshake(`${ayse.token.slice(0, -4)}AAAA`);
    expect(await forged.next<RealtimeError>('error')).toMatchObject({ statusCode: 401 });

    const hijack = await TestSocket.open(url.ws, { origin: 'https://evil.example' }).catch((refused: RefusedUpgrade) => refused);
    expect(hijack).toMatchObject({ statusCode: 403 });
  });

  const describeWithRedis = redisReachable(REDIS_URL) ? describe : describe.skip;
  describeWithRedis('two API processes sharing Redis', () => {
    const prefix = `meydan-test:${randomUUID()}:`;
    const buses: RedisRealtimeBus[] = [];
    const apps: FastifyInstance[] = [];
    let a: { http: string; ws: string };
    let b: { http: string; ws: string };

    beforeAll(async () => {
      for (let i = 0; i < 2; i += 1) {
        // Building an app (migrations on PGlite) holds this process's event loop for seconds: a
        // reply that arrives meanwhile is read only after production's 500 ms command timeout has
        // fired, and a timed-out PUBLISH is (by design) an event the other replica never hears.
        const bus = new RedisRealtimeBus({ url: REDIS_URL, channelPrefix: prefix, commandTimeoutMs: 5000 });
        buses.push(bus);
        apps.push(await buildTestApp({ realtime: bus }));
      }
      [a, b] = [await listening(apps[0] as FastifyInstance), await listening(apps[1] as FastifyInstance)];
      expect(await Promise.all(buses.map((bus) => bus.ready(10_000)))).toEqual([true, true]);
    });

    afterAll(async () => {
      await Promise.all(sockets.map((s) => s.close()));
      for (const instance of apps) await instance.close();
      await Promise.all(buses.map((bus) => bus.close()));
    });

    it('delivers a notification caused by an HTTP call on one process to a socket connected to the other', async () => {
      const [, baris, cem, deniz] = members as [Member, Member, Member, Member];
      expect(a.http).not.toBe(b.http);
      const onB = await connect(cem, b.ws);
      await listen(onB, [realtimeTopics.notifications(cem.id)]);
      const bystander = await connect(baris, b.ws);
      await listen(bystander, [realtimeTopics.notifications(baris.id)]);

      expect((await follow(deniz, cem, a.http)).status).toBe(200);
      expect(await onB.next(realtimeTopics.notifications(cem.id))).toEqual({ kind: 'notification', type: 'followed' });
      // Process B handed the event to all its sockets at once: a round trip shows the bystander got nothing.
      await bystander.sync();
      expect(bystander.pending(realtimeTopics.notifications(baris.id))).toEqual([]);
    });

    it('delivers a message posted to one process to the recipient socket connected to the other', async () => {
      const [, , cem, deniz] = members as [Member, Member, Member, Member];
      const inbox = await connect(cem, b.ws);
      await listen(inbox, [realtimeTopics.inbox(cem.id)]);
      const sent = await fetch(`${a.http}${API}/conversations/create`, {
        method: 'POST',
        headers: { authorization: `Bearer ${deniz.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ recipient: cem.id, message: 'Merhaba, iki süreç arasından selamlar.' }),
      });
      expect(sent.status).toBe(201);
      const { message } = (await sent.json()) as { message: { _id: string; conversationId: string } };
      expect(await inbox.next(realtimeTopics.inbox(cem.id), (event: { kind: string }) => event.kind === 'message')).toMatchObject({
        kind: 'message',
        conversationId: message.conversationId,
        message: { _id: message._id, sender: deniz.id, message: 'Merhaba, iki süreç arasından selamlar.' },
      });
    });
  });
});
