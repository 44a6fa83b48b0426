import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, PASSWORD_HASH_OPTIONS, type TestDatabase } from '@meydan/api/db';
import type { PushPayload, RecoStatus } from '@meydan/shared/contracts';
import { type PushService, startPushService } from '@meydan/shared/testing/push-service';
import { buildApp } from './app';
import { webPushRegistration } from './testing/push-registration';

jest.setTimeout(90_000);

const API = '/api/v3.5';
const RECO = '/api/reco/v1';
const ORIGINS = { tr: 'http://localhost:3000', en: 'http://en.localhost:3000', ru: 'http://ru.localhost:3000' };
const PASSWORD = 'push-spec-password-1';
const JSON_HEADERS = { 'content-type': 'application/json', origin: ORIGINS.tr };

async function eventually<T>(read: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// The assembled API with its own push worker: a member's browser registers at /api/reco/v1, another
// member writes to them through the conversations API and follows them through the social API, and
// the local push service receives pushes it can verify (VAPID) and decrypt (RFC 8291).
describe('push notifications in the API', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let service: PushService;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    service = await startPushService();
    app = await buildApp({
      db: testDb.db,
      cache: false,
      mailWorker: false,
      mediaWorker: false,
      pushWorker: { pollIntervalMs: 100 },
      origins: ORIGINS,
      authTokenSecret: 'push-spec-auth-token-secret-0123456789abcdef',
    });
    await app.ready();
    const passwordHash = await hash(PASSWORD, PASSWORD_HASH_OPTIONS);
    for (const [username, name] of [
      ['ayse', 'Ayşe Kaya'],
      ['mehmet', 'Mehmet Öz'],
    ]) {
      await testDb.db.query(`INSERT INTO users (username, email, name, password_hash, email_verified) VALUES ($1, $2, $3, $4, true)`, [username, `${username}@example.com`, name, passwordHash]);
    }
  });

  afterAll(async () => {
    await app?.close();
    await service?.close();
    await testDb?.cleanup();
  });

  async function signIn(username: string): Promise<{ id: string; headers: Record<string, string> }> {
    const login = await app.inject({ method: 'POST', url: `${API}/auth/login?authVersion=v2`, headers: JSON_HEADERS, payload: { grant_type: 'password', id: username, password: PASSWORD } });
    expect(login.statusCode).toBe(200);
    const headers = { ...JSON_HEADERS, authorization: `Bearer ${login.json().authToken}` };
    const { rows } = await testDb.db.query<{ id: string }>('SELECT id FROM users WHERE username = $1', [username]);
    return { id: (rows[0] as { id: string }).id, headers };
  }

  it('documents the recommendation service routes under the push tag', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>();
    expect(doc.paths[`${RECO}/status`]?.['get']?.tags).toEqual(['push']);
    expect(Object.keys(doc.paths[`${RECO}/user/push-notification-platform`] ?? {}).sort()).toEqual(['delete', 'post']);
  });

  it('pushes a new message (once, however often the send is retried) and a new follower to the member’s browser', async () => {
    const status = await app.inject({ url: `${RECO}/status` });
    expect(status.statusCode).toBe(200);
    const { deviceTokenCollectorStatus, vapidPublicKey } = status.json<RecoStatus>();
    expect(deviceTokenCollectorStatus).toBe(true);

    const [ayse, mehmet] = [await signIn('ayse'), await signIn('mehmet')];
    const browser = service.subscribe({ applicationServerKey: vapidPublicKey });
    const registered = await app.inject({
      method: 'POST',
      url: `${RECO}/user/push-notification-platform`,
      headers: mehmet.headers,
      payload: webPushRegistration(browser, vapidPublicKey, ORIGINS.tr),
    });
    expect(registered.statusCode).toBe(200);

    const send = () => app.inject({ method: 'POST', url: `${API}/conversations/create`, headers: ayse.headers, payload: { recipient: 'mehmet', message: 'Merhaba Mehmet, yarın buluşalım mı?', clientId: 'first-message' } });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(200);
    const payloads = () => service.received(browser).map((push) => push.json as PushPayload);
    const [message] = await eventually(payloads, (list) => list.length >= 1);
    expect(message).toMatchObject({ title: 'Ayşe Kaya sana mesaj gönderdi', body: 'Merhaba Mehmet, yarın buluşalım mı?', url: `${ORIGINS.tr}/mesaj/ayse` });

    const follow = await app.inject({ method: 'POST', url: `${API}/social/me/following`, headers: ayse.headers, payload: { target: mehmet.id } });
    expect(follow.statusCode).toBe(200);
    const both = await eventually(payloads, (list) => list.length >= 2);
    expect(both.map((push) => push.title)).toEqual(['Ayşe Kaya sana mesaj gönderdi', 'Yeni takipçi']);
    expect(both[1]).toMatchObject({ body: 'Ayşe Kaya seni takip etmeye başladı.', url: `${ORIGINS.tr}/bildirimler` });
    expect(service.refused()).toEqual([]);
  });
});
