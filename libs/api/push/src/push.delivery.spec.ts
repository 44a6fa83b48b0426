import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type JobWorker, type TestDatabase } from '@meydan/api/db';
import type { PushPayload, RecoStatus } from '@meydan/shared/contracts';
import { type BrowserSubscription, type PushService, startPushService } from '@meydan/shared/testing/push-service';
import { defaultEditionOrigins } from '@meydan/shared/util/routing';
import { readablePlace } from './push-content';
import { PUSH_DELIVER_JOB, PUSH_MESSAGE_JOB, PUSH_NOTIFICATION_JOB } from './push-jobs';
import { pushJobHandlers } from './push-worker';
import { buildPushApp, buildPushWorker, drain, JSON_HEADERS, PushFixtures, RECO, registration, SECRET, SILENT, type TestMember } from './testing/push-test-kit';
import { resolveVapid } from './vapid';

jest.setTimeout(120_000);

/*
 * End to end: devices registered through the API with subscriptions of the local push-service
 * stand-in, writes that the triggers of migration 0023 turn into jobs, and the push worker sending
 * real HTTP requests that the stand-in checks (VAPID) and decrypts (RFC 8291) independently.
 */
describe.each(['postgres', 'pglite'] as const)('push delivery on %s', (engine) => {
  let testDb: TestDatabase;
  let fx: PushFixtures;
  let app: FastifyInstance;
  let service: PushService;
  let worker: JobWorker;
  let serverKey: string;
  const clock = { ahead: 1000 };
  const origins = defaultEditionOrigins();

  beforeAll(async () => {
    testDb = await createTestDatabase({ engine: engine === 'pglite' ? 'pglite' : undefined });
    fx = new PushFixtures(testDb.db);
    app = await buildPushApp(testDb.db, fx);
    service = await startPushService();
    worker = buildPushWorker(testDb.db, clock);
    serverKey = ((await app.inject({ url: `${RECO}/status` })).json() as RecoStatus).vapidPublicKey as string;
  });

  afterAll(async () => {
    await app?.close();
    await service?.close();
    await testDb?.cleanup();
  });

  beforeEach(async () => {
    clock.ahead = 1000;
    service.clear();
    await testDb.db.query('DELETE FROM jobs');
  });

  /** A browser of `member` (or a visitor's) subscribing with the server's key and registering, in `edition`. */
  async function browserOf(member: TestMember | null, edition: 'tr' | 'en' | 'ru' = 'tr'): Promise<BrowserSubscription> {
    const subscription = service.subscribe({ applicationServerKey: serverKey });
    const response = await app.inject({
      method: 'POST',
      url: `${RECO}/user/push-notification-platform`,
      headers: { ...JSON_HEADERS, ...(member?.headers ?? {}) },
      payload: registration(subscription, { edition, vapidKey: serverKey }),
    });
    expect(response.statusCode).toBe(200);
    return subscription;
  }

  const payloads = (subscription?: BrowserSubscription) => service.received(subscription).map((push) => push.json as PushPayload);
  const jobs = async (type: string) => (await testDb.db.query<{ state: string }>('SELECT state FROM jobs WHERE type = $1 ORDER BY created_at', [type])).rows.map((row) => row.state);
  const devices = async () => (await testDb.db.query<{ endpoint: string }>('SELECT endpoint FROM push_subscriptions')).rows.map((row) => row.endpoint);

  it('pushes a new message to every device of the recipient, VAPID-signed and encrypted, naming the sender and linking to the conversation', async () => {
    const [ayse, mehmet] = [await fx.member('Ayşe Yılmaz'), await fx.member('Mehmet Demir')];
    const [phone, laptop] = [await browserOf(mehmet), await browserOf(mehmet, 'en')];
    const visitor = await browserOf(null);
    const senderDevice = await browserOf(ayse);
    const { conversationId } = await fx.message(ayse, mehmet, 'Merhaba Mehmet, akşam maça geliyor musun?');
    expect(await jobs(PUSH_MESSAGE_JOB)).toEqual(['queued']);

    await drain(worker);
    expect(service.refused()).toEqual([]);
    expect(payloads(phone)).toEqual([
      {
        title: 'Ayşe Yılmaz sana mesaj gönderdi',
        body: 'Merhaba Mehmet, akşam maça geliyor musun?',
        url: `${origins.tr}/mesaj/${ayse.username}`,
        tag: `message-${conversationId}`,
      },
    ]);
    expect(payloads(laptop)).toEqual([expect.objectContaining({ title: 'Ayşe Yılmaz sent you a message', url: `${origins.en}/message/${ayse.username}` })]);
    const [push] = service.received(phone);
    expect(push).toMatchObject({ urgency: 'high', ttl: 86_400, vapid: { publicKey: serverKey, audience: service.url } });
    expect(push?.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(service.received(visitor)).toEqual([]);
    expect(service.received(senderDevice)).toEqual([]);
    expect(await jobs(PUSH_DELIVER_JOB)).toEqual(['done', 'done']);
  });

  it('shortens a long message to 120 characters', async () => {
    const [ayse, mehmet] = [await fx.member(), await fx.member()];
    const phone = await browserOf(mehmet);
    await fx.message(ayse, mehmet, `${'uzun bir mesaj '.repeat(20)}son`);
    await drain(worker);
    const [payload] = payloads(phone);
    expect(Array.from(payload?.body ?? '')).toHaveLength(120);
    expect(payload?.body.endsWith('…')).toBe(true);
  });

  it('pushes a new follower and a reply to a comment in the device language, linking to the notifications page', async () => {
    const [ayse, mehmet] = [await fx.member('Ayşe'), await fx.member('Mehmet')];
    const [turkish, russian] = [await browserOf(mehmet), await browserOf(mehmet, 'ru')];
    await fx.notification('followed', mehmet, ayse);
    await drain(worker);
    expect(payloads(turkish)).toEqual([{ title: 'Yeni takipçi', body: 'Ayşe seni takip etmeye başladı.', url: `${origins.tr}/bildirimler`, tag: 'followed' }]);
    expect(payloads(russian)).toEqual([{ title: 'Новый подписчик', body: 'У вас новый подписчик: Ayşe.', url: `${origins.ru}/notifications`, tag: 'followed' }]);

    service.clear();
    const reply = await fx.comment(ayse, 'Kesinlikle katılıyorum, çok iyi bir tespit.');
    await fx.notification('comment_reply', mehmet, ayse, reply);
    // Notifications that stay in the list only queue nothing.
    await fx.notification('comment_liked', mehmet, ayse, reply);
    await drain(worker);
    expect(payloads(turkish)).toEqual([
      { title: 'Ayşe yorumunu yanıtladı', body: 'Kesinlikle katılıyorum, çok iyi bir tespit.', url: `${origins.tr}/bildirimler`, tag: 'comment_reply' },
    ]);
    expect(await jobs(PUSH_NOTIFICATION_JOB)).toEqual(['done', 'done']);
  });

  it('drops a device the push service reports gone, and still delivers to the others', async () => {
    const [ayse, mehmet] = [await fx.member(), await fx.member()];
    const [gone, alive] = [await browserOf(mehmet), await browserOf(mehmet)];
    service.markGone(gone);
    await fx.message(ayse, mehmet, 'Orada mısın?');
    await drain(worker);
    expect(service.refused()).toEqual([expect.objectContaining({ subscriptionId: gone.id, status: 410 })]);
    expect(payloads(alive)).toHaveLength(1);
    expect(await devices()).not.toContain(gone.endpoint);
    expect(await devices()).toContain(alive.endpoint);
    expect(await jobs(PUSH_DELIVER_JOB)).toEqual(['done', 'done']);
  });

  it('retries a push the service failed, after the backoff, and delivers it once; the other device is not held up', async () => {
    const [ayse, mehmet] = [await fx.member(), await fx.member()];
    const [flaky, steady] = [await browserOf(mehmet), await browserOf(mehmet)];
    service.failNext(flaky, 500);
    await fx.message(ayse, mehmet, 'Yarın görüşelim mi?');
    await drain(worker);
    expect(payloads(flaky)).toEqual([]);
    expect(payloads(steady)).toHaveLength(1);
    const { rows } = await testDb.db.query<{ last_failure: string | null }>('SELECT last_failure FROM push_subscriptions WHERE endpoint = $1', [flaky.endpoint]);
    expect(rows[0]?.last_failure).toContain('500');

    clock.ahead += 2000; // past the spec worker's 1 s backoff
    await drain(worker);
    expect(payloads(flaky)).toEqual([expect.objectContaining({ body: 'Yarın görüşelim mi?' })]);
    expect(payloads(steady)).toHaveLength(1);
    const after = await testDb.db.query<{ failure_count: number; last_failure: string | null }>('SELECT failure_count, last_failure FROM push_subscriptions WHERE endpoint = $1', [flaky.endpoint]);
    expect(after.rows[0]).toEqual({ failure_count: 0, last_failure: null });
  });

  it('does not retry a push refused for good (a subscription made with another key) and counts it against the device', async () => {
    const [ayse, mehmet] = [await fx.member(), await fx.member()];
    // The browser subscribed with an old key and did not say so (no vapidKey in its registration).
    const stale = service.subscribe({ applicationServerKey: resolveVapid(undefined, { authTokenSecret: 'an-older-secret-0123456789abcdef', production: false })?.publicKey });
    const response = await app.inject({ method: 'POST', url: `${RECO}/user/push-notification-platform`, headers: { ...JSON_HEADERS, ...mehmet.headers }, payload: registration(stale) });
    expect(response.statusCode).toBe(200);
    await fx.message(ayse, mehmet, 'Anahtar eski');
    await drain(worker);
    clock.ahead += 10_000;
    await drain(worker);
    expect(service.refused()).toEqual([expect.objectContaining({ subscriptionId: stale.id, status: 403 })]);
    expect(await jobs(PUSH_DELIVER_JOB)).toEqual(['failed']);
    const { rows } = await testDb.db.query<{ failure_count: number; last_failure: string }>('SELECT failure_count, last_failure FROM push_subscriptions WHERE endpoint = $1', [stale.endpoint]);
    expect(rows[0]).toEqual({ failure_count: 1, last_failure: expect.stringContaining('403') });
  });

  it('sends nothing to a deactivated or deleted recipient, for a deleted or already read message, or across a block', async () => {
    const ayse = await fx.member();
    const [resting, gone, reader, blocker] = [await fx.member(), await fx.member(), await fx.member(), await fx.member()];
    const restingPhone = await browserOf(resting);
    await browserOf(gone);
    const readerPhone = await browserOf(reader);
    const blockerPhone = await browserOf(blocker);

    await fx.message(ayse, resting, 'Selam!');
    await testDb.db.query('UPDATE users SET is_active = false, deactivated_at = now() WHERE id = $1', [resting.id]);
    await fx.message(ayse, gone, 'Selam!');
    await testDb.db.query('UPDATE users SET deleted_at = now() WHERE id = $1', [gone.id]);
    const deleted = await fx.message(ayse, reader, 'Yanlış kişiye gitti');
    await testDb.db.query(`UPDATE messages SET deleted_at = now(), body = '' WHERE id = $1`, [deleted.id]);
    const read = await fx.message(ayse, reader, 'Okundu bile');
    await testDb.db.query(
      `INSERT INTO conversation_members (conversation_id, user_id, last_read_seq) SELECT $1, $2, seq FROM messages WHERE id = $3`,
      [read.conversationId, reader.id, read.id],
    );
    await fx.message(ayse, blocker, 'Neden engelledin?');
    await testDb.db.query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)', [blocker.id, ayse.id]);

    await drain(worker);
    expect(service.received()).toEqual([]);
    expect([restingPhone, readerPhone, blockerPhone].flatMap((phone) => service.received(phone))).toEqual([]);
    expect(await jobs(PUSH_DELIVER_JOB)).toEqual([]);
  });

  it('queues nothing for a recipient without devices, and nothing for a device signed out before delivery', async () => {
    const [ayse, mehmet, zeynep] = [await fx.member(), await fx.member(), await fx.member()];
    await fx.message(ayse, mehmet, 'Cihazın yok ama olsun.');
    expect(await jobs(PUSH_MESSAGE_JOB)).toEqual([]);

    const phone = await browserOf(zeynep);
    await fx.message(ayse, zeynep, 'Çıkış yaptın mı?');
    await testDb.db.query(`UPDATE auth_sessions SET revoked_at = now(), revoke_reason = 'logout' WHERE id = $1`, [zeynep.sessionId]);
    await drain(worker);
    expect(service.received(phone)).toEqual([]);
  });

  it('does not deliver to a device that moved to another member between the fan-out and the delivery', async () => {
    const [ayse, mehmet, zeynep] = [await fx.member(), await fx.member(), await fx.member()];
    const shared = await browserOf(mehmet);
    await fx.message(ayse, mehmet, 'Özel bir mesaj');
    // Only the fan-out runs: the delivery job waits.
    const handlers = pushJobHandlers({ db: testDb.db, vapid: resolveVapid(undefined, { authTokenSecret: SECRET, production: false }), policy: { production: false }, logger: SILENT, nudge: () => undefined });
    const { rows } = await testDb.db.query<{ id: string; payload: unknown }>(`SELECT id, payload FROM jobs WHERE type = $1`, [PUSH_MESSAGE_JOB]);
    const [queued] = rows as [{ id: string; payload: unknown }];
    const fanout = { id: queued.id, type: PUSH_MESSAGE_JOB, payload: queued.payload, subject: mehmet.id, attempts: 1 };
    await handlers[PUSH_MESSAGE_JOB]?.run(fanout as never);
    // A fan-out run again (its claim expired mid-run) queues no device twice.
    await handlers[PUSH_MESSAGE_JOB]?.run(fanout as never);
    expect(await jobs(PUSH_DELIVER_JOB)).toEqual(['queued']);

    await app.inject({ method: 'POST', url: `${RECO}/user/push-notification-platform`, headers: { ...JSON_HEADERS, ...zeynep.headers }, payload: registration(shared) });
    await testDb.db.query(`UPDATE jobs SET state = 'done', finished_at = now() WHERE type = $1`, [PUSH_MESSAGE_JOB]);
    await drain(worker);
    expect(service.received(shared)).toEqual([]);
  });
});

describe('quake alert places', () => {
  it('writes KOERI’s capitals in proper case with the province’s own name, and keeps a proper place as it is', () => {
    expect(readablePlace('CAYIRKOY-SINDIRGI (BALIKESIR)', { name: 'Balıkesir' })).toBe('Cayirkoy-Sindirgi (Balıkesir)');
    expect(readablePlace('BORNOVA (IZMIR)', { name: 'İzmir' })).toBe('Bornova (İzmir)');
    expect(readablePlace('Sındırgı (Balıkesir)', { name: 'Balıkesir' })).toBe('Sındırgı (Balıkesir)');
    expect(readablePlace('Ege Denizi - [22.90 km] Karaburun (İzmir)', { name: 'İzmir' })).toBe('Ege Denizi - [22.90 km] Karaburun (İzmir)');
    expect(readablePlace('EGE DENIZI', null)).toBe('Ege Denizi');
    expect(readablePlace('13 km S of Marmaris, Turkey', null)).toBe('13 km S of Marmaris, Turkey');
  });
});
