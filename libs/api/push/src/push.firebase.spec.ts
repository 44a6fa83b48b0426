import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type JobWorker, type TestDatabase } from '@meydan/api/db';
import { FcmClient, type FirebaseServiceAccount, firebaseSettingsFromEnv } from '@meydan/api/firebase';
import type { PushPayload, RecoStatus } from '@meydan/shared/contracts';
import { createFirebaseStandIn, FCM_SCOPE, type FirebaseStandIn } from '@meydan/shared/firebase-stand-in';
import { type BrowserSubscription, type PushService, startPushService } from '@meydan/shared/testing/push-service';
import { defaultEditionOrigins } from '@meydan/shared/util/routing';
import { PUSH_DELIVER_JOB, PUSH_MESSAGE_JOB } from './push-jobs';
import { topicFor } from './push-sender';
import { buildPushApp, buildPushWorker, drain, JSON_HEADERS, PushFixtures, RECO, registration, type TestMember } from './testing/push-test-kit';

jest.setTimeout(120_000);

/*
 * Firebase Cloud Messaging as the push platform (issue 19 deliverable 7): browsers register FCM
 * tokens (SPEC §3 `externalPlatform: firebase`, `notificationTargetType: firebaseToken`), and the
 * push worker sends to them through the FCM HTTP v1 API of the local stand-in, which checks the
 * service account's OAuth grant and answers like FCM (404 UNREGISTERED for a dropped token).
 * Web Push devices of the same member keep working beside them.
 */
describe.each(['postgres', 'pglite'] as const)('push through Firebase Cloud Messaging on %s', (engine) => {
  let testDb: TestDatabase;
  let fx: PushFixtures;
  let standIn: FirebaseStandIn;
  let service: PushService;
  let fcm: FcmClient;
  let app: FastifyInstance;
  let webPushOnly: FastifyInstance;
  let worker: JobWorker;
  let serverKey: string;
  const clock = { ahead: 1000 };
  const origins = defaultEditionOrigins();

  beforeAll(async () => {
    testDb = await createTestDatabase({ engine: engine === 'pglite' ? 'pglite' : undefined });
    fx = new PushFixtures(testDb.db);
    standIn = createFirebaseStandIn({ projectId: `meydan-push-${engine}` });
    await standIn.listen();
    service = await startPushService();
    const settings = firebaseSettingsFromEnv(standIn.env());
    fcm = new FcmClient({ account: settings.serviceAccount as FirebaseServiceAccount, fcmUrl: settings.fcmUrl });
    app = await buildPushApp(testDb.db, fx, { fcm });
    webPushOnly = await buildPushApp(testDb.db, fx);
    worker = buildPushWorker(testDb.db, clock, { fcm });
    serverKey = ((await app.inject({ url: `${RECO}/status` })).json() as RecoStatus).vapidPublicKey as string;
  });

  afterAll(async () => {
    await app?.close();
    await webPushOnly?.close();
    await service?.close();
    await standIn?.close();
    await testDb?.cleanup();
  });

  beforeEach(async () => {
    clock.ahead = 1000;
    standIn.clear();
    service.clear();
    await testDb.db.query('DELETE FROM jobs');
    await testDb.db.query('DELETE FROM push_subscriptions');
  });

  const register = (target: FastifyInstance, body: object, headers: Record<string, string> = {}) =>
    target.inject({ method: 'POST', url: `${RECO}/user/push-notification-platform`, headers: { ...JSON_HEADERS, ...headers }, payload: body });
  const firebaseBody = (token: string, extra: object = {}) => ({ externalPlatform: 'firebase', notificationTargetType: 'firebaseToken', notificationTargetValue: token, ...extra });

  /** A browser of `member` that got an FCM token from Messaging and registered it. */
  async function firebaseDeviceOf(member: TestMember | null, edition: 'tr' | 'en' | 'ru' = 'tr'): Promise<string> {
    const token = standIn.registerDevice();
    const response = await register(app, firebaseBody(token, { edition }), member?.headers ?? {});
    expect(response.statusCode).toBe(200);
    return token;
  }

  async function webPushDeviceOf(member: TestMember): Promise<BrowserSubscription> {
    const subscription = service.subscribe({ applicationServerKey: serverKey });
    expect((await register(app, registration(subscription, { vapidKey: serverKey }), member.headers)).statusCode).toBe(200);
    return subscription;
  }

  const rows = async () =>
    (await testDb.db.query<{ endpoint: string; platform: string; p256dh: string | null; auth: string | null; user_id: string | null; edition: string }>(
      'SELECT endpoint, platform, p256dh, auth, user_id, edition FROM push_subscriptions ORDER BY created_at',
    )).rows;
  const jobs = async (type: string) => (await testDb.db.query<{ state: string }>('SELECT state FROM jobs WHERE type = $1 ORDER BY created_at', [type])).rows.map((row) => row.state);

  it('takes an FCM token from a member or a visitor as its own device row, without keys, and updates it when registered again', async () => {
    expect((await app.inject({ url: `${RECO}/status` })).json()).toMatchObject({ deviceTokenCollectorStatus: true });
    const member = await fx.member();
    const token = await firebaseDeviceOf(member, 'en');
    const visitorToken = await firebaseDeviceOf(null);
    expect(await rows()).toEqual([
      { endpoint: token, platform: 'firebase', p256dh: null, auth: null, user_id: member.id, edition: 'en' },
      { endpoint: visitorToken, platform: 'firebase', p256dh: null, auth: null, user_id: null, edition: 'tr' },
    ]);
    // The same browser after a sign-out: the row is kept and unlinked.
    expect((await register(app, firebaseBody(token, { edition: 'en' }))).statusCode).toBe(200);
    expect((await rows())[0]).toMatchObject({ endpoint: token, user_id: null });
  });

  it('refuses a malformed token, a target type of another platform, and firebase where FCM is not configured, in tr, en and ru', async () => {
    const texts = {
      tokenInvalid: { tr: 'Firebase bildirim belirteci geçersiz.', en: 'The Firebase messaging token is not valid.', ru: 'Недопустимый токен Firebase Messaging.' },
      targetMismatch: { tr: 'Bildirim hedefi abonelikle uyuşmuyor.', en: 'The notification target does not match the subscription.', ru: 'Цель уведомлений не совпадает с подпиской.' },
      unavailable: { tr: 'Bildirim servisi şu anda kullanılamıyor.', en: 'Unavailable service.', ru: 'Сервис уведомлений недоступен.' },
    };
    const valid = standIn.registerDevice();
    const cases: Array<[FastifyInstance, object, keyof typeof texts]> = [
      [app, firebaseBody('short:token'), 'tokenInvalid'],
      [app, firebaseBody(`${'a'.repeat(40)}`), 'tokenInvalid'],
      [app, firebaseBody(`abc:${'d'.repeat(40)} <script>`), 'tokenInvalid'],
      [app, firebaseBody(`https://push.example/${'e'.repeat(40)}`), 'tokenInvalid'],
      [app, { ...firebaseBody(valid), notificationTargetType: 'webPushSubscription' }, 'targetMismatch'],
      [app, { ...firebaseBody(valid), notificationTargetType: 'chatClientId' }, 'targetMismatch'],
      [webPushOnly, firebaseBody(valid), 'unavailable'],
    ];
    for (const [target, body, key] of cases) {
      for (const edition of ['tr', 'en', 'ru'] as const) {
        const response = await register(target, body, { 'x-edition': edition });
        expect({ body, edition, status: response.statusCode, json: response.json() }).toEqual({ body, edition, status: 400, json: { message: texts[key][edition], statusCode: 400 } });
      }
    }
    expect(await rows()).toEqual([]);
  });

  it('pushes a new message through FCM (OAuth grant once, the payload as data, Web Push headers) beside the member’s Web Push device', async () => {
    const [ayse, mehmet] = [await fx.member('Ayşe Yılmaz'), await fx.member('Mehmet Demir')];
    const [token, english] = [await firebaseDeviceOf(mehmet), await firebaseDeviceOf(mehmet, 'en')];
    const laptop = await webPushDeviceOf(mehmet);
    const visitor = await firebaseDeviceOf(null);
    const { conversationId } = await fx.message(ayse, mehmet, 'Merhaba Mehmet, akşam maça geliyor musun?');
    await fx.message(ayse, mehmet, 'Bir de şunu soracaktım');
    await drain(worker);

    expect(standIn.refused()).toEqual([]);
    const first = standIn.received(token)[0];
    expect(first).toMatchObject({
      data: { title: 'Ayşe Yılmaz sana mesaj gönderdi', body: 'Merhaba Mehmet, akşam maça geliyor musun?', url: `${origins.tr}/mesaj/${ayse.username}`, tag: `message-${conversationId}` },
      headers: { TTL: '86400', Urgency: 'high', Topic: topicFor(`message-${conversationId}`) },
    });
    expect(standIn.received(token)).toHaveLength(2);
    expect(standIn.received(english).map((message) => message.data['title'])).toEqual(['Ayşe Yılmaz sent you a message', 'Ayşe Yılmaz sent you a message']);
    expect(standIn.received(visitor)).toEqual([]);
    // One grant for the whole run: the access token is cached.
    expect(standIn.grants()).toHaveLength(1);
    expect(standIn.grants()[0]?.scope).toBe(FCM_SCOPE);
    // The Web Push device got the same pushes, encrypted as ever.
    expect(service.received(laptop).map((push) => (push.json as PushPayload).body)).toEqual(['Merhaba Mehmet, akşam maça geliyor musun?', 'Bir de şunu soracaktım']);
    expect(await jobs(PUSH_DELIVER_JOB)).toEqual(['done', 'done', 'done', 'done', 'done', 'done']);
  });

  it('drops a token FCM reports unregistered, and still delivers to the others', async () => {
    const [ayse, mehmet] = [await fx.member(), await fx.member()];
    const [gone, alive] = [await firebaseDeviceOf(mehmet), await firebaseDeviceOf(mehmet)];
    standIn.unregister(gone);
    await fx.message(ayse, mehmet, 'Orada mısın?');
    await drain(worker);
    expect(standIn.refused()).toEqual([expect.objectContaining({ token: gone, status: 404, errorCode: 'UNREGISTERED' })]);
    expect(standIn.received(alive)).toHaveLength(1);
    expect((await rows()).map((row) => row.endpoint)).toEqual([alive]);
    expect(await jobs(PUSH_DELIVER_JOB)).toEqual(['done', 'done']);
  });

  it('retries a push FCM could not take (503) after the backoff and delivers it once; a revoked access token is replaced on the way', async () => {
    const [ayse, mehmet] = [await fx.member(), await fx.member()];
    const token = await firebaseDeviceOf(mehmet);
    standIn.failNext(token, 503);
    await fx.message(ayse, mehmet, 'Yarın görüşelim mi?');
    await drain(worker);
    expect(standIn.received(token)).toEqual([]);
    const failed = await testDb.db.query<{ last_failure: string | null }>('SELECT last_failure FROM push_subscriptions WHERE endpoint = $1', [token]);
    expect(failed.rows[0]?.last_failure).toContain('503');

    standIn.revokeAccessTokens();
    clock.ahead += 2000;
    await drain(worker);
    expect(standIn.received(token).map((message) => message.data['body'])).toEqual(['Yarın görüşelim mi?']);
    expect(standIn.refused().map((refusal) => refusal.status)).toEqual([503, 401]);
    // The retry was sent with a token granted after the revocation.
    expect(standIn.received(token)[0]?.accessToken).toBe(standIn.grants().at(-1)?.accessToken);
    const after = await testDb.db.query<{ failure_count: number; last_failure: string | null }>('SELECT failure_count, last_failure FROM push_subscriptions WHERE endpoint = $1', [token]);
    expect(after.rows[0]).toEqual({ failure_count: 0, last_failure: null });
  });

  it('sends through FCM on a server without Web Push, leaving Web Push devices alone', async () => {
    const [ayse, mehmet] = [await fx.member(), await fx.member()];
    const token = await firebaseDeviceOf(mehmet);
    const laptop = await webPushDeviceOf(mehmet);
    const fcmOnly = buildPushWorker(testDb.db, clock, { vapid: null, fcm });
    await fx.message(ayse, mehmet, 'Sadece Firebase');
    expect(await jobs(PUSH_MESSAGE_JOB)).toEqual(['queued']);
    await drain(fcmOnly);
    expect(standIn.received(token).map((message) => message.data['body'])).toEqual(['Sadece Firebase']);
    expect(service.received(laptop)).toEqual([]);
    expect(await jobs(PUSH_DELIVER_JOB)).toEqual(['done']);
  });
});
