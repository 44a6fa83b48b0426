import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type Db, type Queryable, type TestDatabase } from '@meydan/api/db';
import { realtimeTopics } from '@meydan/shared/contracts';
import { buildMessagingApp, caller, countRows, MessagingFixtures, RecordingPublisher, type TestMember } from './testing/messaging-test-app';

jest.setTimeout(240_000);

/**
 * The test database, except that inside a transaction a statement matching `failOn` throws once
 * armed: a write that fails half-way, after its message row was inserted.
 */
function failingDb(db: Db, failOn: RegExp): { db: Db; arm(on: boolean): void } {
  let armed = false;
  const wrap = (tx: Queryable): Queryable => ({
    query: (sql, params) => {
      if (armed && failOn.test(sql)) return Promise.reject(new Error('simulated database failure'));
      return tx.query(sql, params);
    },
    exec: (sql) => tx.exec(sql),
  });
  return {
    db: { kind: db.kind, query: db.query.bind(db), exec: db.exec.bind(db), close: () => db.close(), transaction: (fn) => db.transaction((tx) => fn(wrap(tx))) },
    arm: (on) => void (armed = on),
  };
}

describe.each(['postgres', 'pglite'] as const)('realtime events of the conversations API on %s', (engine) => {
  let testDb: TestDatabase;
  let fx: MessagingFixtures;
  let app: FastifyInstance;
  let call: ReturnType<typeof caller>;
  const realtime = new RecordingPublisher();
  let failure: ReturnType<typeof failingDb>;

  beforeAll(async () => {
    testDb = await createTestDatabase({ engine });
    fx = new MessagingFixtures(testDb.db);
    failure = failingDb(testDb.db, /UPDATE conversations SET last_message_at/);
    app = await buildMessagingApp(failure.db, fx, { realtime });
    call = caller(app);
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });
  afterEach(() => failure.arm(false));

  const inbox = realtimeTopics.inbox;
  const topic = realtimeTopics.conversation;

  async function pair(): Promise<{ a: TestMember; b: TestMember; id: string }> {
    const [a, b] = [await fx.member(), await fx.member()];
    const id = (await call('POST', '/conversations/', a, { recipient: b.id })).json()._id as string;
    return { a, b, id };
  }

  it('publishes a new message to the thread, the recipient’s inbox with their unread count, and the sender’s other tabs', async () => {
    const { a, b, id } = await pair();
    expect(realtime.take()).toEqual([]);
    const sent = await call('POST', `/conversations/${id}`, a, { message: 'Merhaba', clientId: 'rt-1' });
    const message = sent.json().message;
    const event = { kind: 'message', conversationId: id, message };
    expect(realtime.take()).toEqual([
      { topicId: topic(id), value: event },
      { topicId: inbox(b.id), value: event },
      { topicId: inbox(b.id), value: { kind: 'unread', count: 1, messages: 1 } },
      { topicId: inbox(a.id), value: event },
    ]);
    // A retry changes nothing and tells nobody anything.
    expect((await call('POST', `/conversations/${id}`, a, { message: 'Merhaba', clientId: 'rt-1' })).statusCode).toBe(200);
    expect(realtime.take()).toEqual([]);
  });

  it('publishes the first message of a new conversation', async () => {
    const [a, b] = [await fx.member(), await fx.member()];
    const created = (await call('POST', '/conversations/create', a, { recipient: b.username, message: 'İlk' })).json();
    expect(realtime.take().map((e) => [e.topicId, e.value.kind])).toEqual([
      [topic(created.conversation._id), 'message'],
      [inbox(b.id), 'message'],
      [inbox(b.id), 'unread'],
      [inbox(a.id), 'message'],
    ]);
  });

  it('publishes a read mark when it moves, and only then', async () => {
    const { a, b, id } = await pair();
    const first = (await call('POST', `/conversations/${id}`, a, { message: 'bir' })).json().message;
    const second = (await call('POST', `/conversations/${id}`, a, { message: 'iki' })).json().message;
    realtime.take();
    await call('POST', `/conversations/${id}/read`, b, { messageId: first._id });
    expect(realtime.take()).toEqual([
      { topicId: topic(id), value: { kind: 'read', conversationId: id, userId: b.id, lastReadMessageId: first._id } },
      { topicId: inbox(b.id), value: { kind: 'unread', count: 1, messages: 1 } },
    ]);
    await call('GET', `/conversations/${id}/messages`, b);
    expect(realtime.take()).toEqual([
      { topicId: topic(id), value: { kind: 'read', conversationId: id, userId: b.id, lastReadMessageId: second._id } },
      { topicId: inbox(b.id), value: { kind: 'unread', count: 0, messages: 0 } },
    ]);
    // Nothing moved: nothing to say.
    await call('GET', `/conversations/${id}/messages`, b);
    await call('POST', `/conversations/${id}/read`, b, { messageId: first._id });
    await call('GET', `/conversations/${id}/messages?markRead=false`, a);
    expect(realtime.take()).toEqual([]);
  });

  it('tells the thread that a reply read the sender’s unread messages', async () => {
    const { a, b, id } = await pair();
    await call('POST', `/conversations/${id}`, a, { message: 'soru' });
    realtime.take();
    const reply = (await call('POST', `/conversations/${id}`, b, { message: 'cevap' })).json().message;
    expect(realtime.take().slice(4)).toEqual([
      { topicId: topic(id), value: { kind: 'read', conversationId: id, userId: b.id, lastReadMessageId: reply._id } },
      { topicId: inbox(b.id), value: { kind: 'unread', count: 0, messages: 0 } },
    ]);
  });

  it('publishes a deleted message to the thread and both inboxes, with the recipient’s new count', async () => {
    const { a, b, id } = await pair();
    const message = (await call('POST', `/conversations/${id}`, a, { message: 'sil beni' })).json().message;
    realtime.take();
    await call('DELETE', `/conversations/${id}/${message._id}`, a);
    const event = { kind: 'message-deleted', conversationId: id, messageId: message._id };
    expect(realtime.take()).toEqual([
      { topicId: topic(id), value: event },
      { topicId: inbox(b.id), value: event },
      { topicId: inbox(a.id), value: event },
      { topicId: inbox(b.id), value: { kind: 'unread', count: 0, messages: 0 } },
    ]);
    await call('DELETE', `/conversations/${id}/${message._id}`, a);
    expect(realtime.take()).toEqual([]);
  });

  it('publishes the read mark a deleted conversation moves, and nothing for a refused write', async () => {
    const { a, b, id } = await pair();
    const message = (await call('POST', `/conversations/${id}`, a, { message: 'okunmadı' })).json().message;
    realtime.take();
    await call('DELETE', `/conversations/${id}`, b);
    expect(realtime.take()).toEqual([
      { topicId: topic(id), value: { kind: 'read', conversationId: id, userId: b.id, lastReadMessageId: message._id } },
      { topicId: inbox(b.id), value: { kind: 'unread', count: 0, messages: 0 } },
    ]);
    await call('DELETE', `/conversations/${id}`, b);
    await fx.block(b, a);
    expect((await call('POST', `/conversations/${id}`, a, { message: 'engelli' })).statusCode).toBe(403);
    // Hidden for b since the delete: it no longer exists for them.
    expect((await call('DELETE', `/conversations/${id}/${message._id}`, b)).statusCode).toBe(404);
    expect(realtime.take()).toEqual([]);
  });

  it('publishes nothing and stores nothing when the transaction fails, and says the message action failed', async () => {
    const { a, b, id } = await pair();
    failure.arm(true);
    const response = await call('POST', `/conversations/${id}`, a, { message: 'kaybolmamalı', clientId: 'fail-1' });
    expect(response.json()).toEqual({ message: 'İşlem başarısız oldu, lütfen tekrar dene.', statusCode: 500 });
    const created = await call('POST', '/conversations/create', b, { recipient: a.id, message: 'ben de' }, { 'x-edition': 'en' });
    expect(created.json()).toEqual({ message: 'Operation failed, please try again.', statusCode: 500 });
    expect(realtime.take()).toEqual([]);
    expect(await countRows(testDb.db, 'messages WHERE conversation_id = $1', [id])).toBe(0);
    // The retry after the failure goes through once, as a new message.
    failure.arm(false);
    expect((await call('POST', `/conversations/${id}`, a, { message: 'kaybolmamalı', clientId: 'fail-1' })).statusCode).toBe(201);
    expect(realtime.take()).toHaveLength(4);
  });
});
