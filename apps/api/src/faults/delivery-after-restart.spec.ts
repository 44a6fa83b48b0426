import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { generateVAPIDKeys } from 'web-push';
import { createTestDatabase, PASSWORD_HASH_OPTIONS, type TestDatabase } from '@meydan/api/db';
import { startTestSmtpServer, type TestSmtpServer } from '@meydan/api/mail/testing';
import { pushSettingsFromEnv } from '@meydan/api/push';
import type { PushPayload, RecoStatus } from '@meydan/shared/contracts';
import { type PushService, startPushService } from '@meydan/shared/testing/push-service';
import { buildApp, type BuildAppOptions } from '../app';
import { timeUntil } from './fault-load';
import { webPushRegistration } from '../testing/push-registration';

jest.setTimeout(120_000);

const API = '/api/v3.5';
const RECO = '/api/reco/v1';
const ORIGINS = { tr: 'https://meydan.example.com', en: 'https://en.meydan.example.com', ru: 'https://ru.meydan.example.com' };
const HEADERS = { 'content-type': 'application/json', origin: ORIGINS.tr };
const PASSWORD = 'restart-spec-password-1';

/** Builds (and readies) an API as the production build runs it: NODE_ENV=production while its plugins register. */
async function productionApi(options: BuildAppOptions): Promise<FastifyInstance> {
  const previous = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  try {
    const app = await buildApp(options);
    await app.ready();
    return app;
  } finally {
    process.env['NODE_ENV'] = previous;
  }
}

/**
 * Issue 15 item 7: what the API queued (a password-reset mail, the push of a new message) is
 * delivered by the API that runs after a restart. In production mode, against the local SMTP and
 * Web Push stand-ins, which PUSH_ALLOW_LOOPBACK=1 lets a production build push to.
 */
describe('mail and pushes queued before an API restart', () => {
  let testDb: TestDatabase;
  let smtp: TestSmtpServer;
  let pushService: PushService;
  let options: BuildAppOptions;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    smtp = await startTestSmtpServer();
    pushService = await startPushService();
    const vapid = generateVAPIDKeys();
    const passwordHash = await hash(PASSWORD, PASSWORD_HASH_OPTIONS);
    for (const [username, name] of [
      ['ayse', 'Ayşe Kaya'],
      ['mehmet', 'Mehmet Öz'],
    ]) {
      await testDb.db.query(`INSERT INTO users (username, email, name, password_hash, email_verified) VALUES ($1, $2, $3, $4, true)`, [username, `${username}@example.com`, name, passwordHash]);
    }
    options = {
      db: testDb.db,
      cache: false,
      origins: ORIGINS,
      authTokenSecret: 'restart-spec-auth-token-secret-0123456789abcdef',
      quizResultSecret: 'restart-spec-quiz-result-secret',
      mail: { smtpUrl: smtp.url, from: 'Meydan <no-reply@meydan.example.com>' },
      push: pushSettingsFromEnv({ VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'mailto:push@meydan.example.com', PUSH_ALLOW_LOOPBACK: '1' }),
      mediaWorker: false,
      rankingWorker: false,
    };
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await pushService?.close();
    await smtp?.close();
    await testDb?.cleanup();
  });

  async function signIn(app: FastifyInstance, username: string): Promise<Record<string, string>> {
    const login = await app.inject({ method: 'POST', url: `${API}/auth/login?authVersion=v2`, headers: HEADERS, payload: { grant_type: 'password', id: username, password: PASSWORD } });
    expect(login.statusCode).toBe(200);
    return { ...HEADERS, authorization: `Bearer ${login.json().authToken}` };
  }

  it('are delivered by the API that runs after the restart', async () => {
    // The API before the restart: it queues, and stops before its workers get to send.
    const before = await productionApi({ ...options, mailWorker: false, pushWorker: false });
    apps.push(before);
    const { vapidPublicKey } = (await before.inject({ url: `${RECO}/status` })).json<RecoStatus>();
    expect(vapidPublicKey).toBeTruthy();
    const [ayse, mehmet] = [await signIn(before, 'ayse'), await signIn(before, 'mehmet')];
    const browser = pushService.subscribe({ applicationServerKey: vapidPublicKey });
    const registered = await before.inject({
      method: 'POST',
      url: `${RECO}/user/push-notification-platform`,
      headers: mehmet,
      payload: webPushRegistration(browser, vapidPublicKey, ORIGINS.tr),
    });
    expect(registered.statusCode).toBe(200);
    const sent = await before.inject({ method: 'POST', url: `${API}/conversations/create`, headers: ayse, payload: { recipient: 'mehmet', message: 'Yeniden başlatmadan önce yazıldı', clientId: 'before-restart' } });
    expect(sent.statusCode).toBe(201);
    const reset = await before.inject({ method: 'POST', url: `${API}/auth/reset-password/new`, headers: HEADERS, payload: { id: 'ayse' } });
    expect(reset.statusCode).toBe(202);
    await before.close();
    apps.splice(apps.indexOf(before), 1);
    expect(smtp.received).toHaveLength(0);
    expect(pushService.received(browser)).toHaveLength(0);

    // The API after the restart: its workers find the queue and deliver it.
    apps.push(await productionApi({ ...options, mailWorker: { pollIntervalMs: 100 }, pushWorker: { pollIntervalMs: 100 } }));
    const [mail] = await smtp.waitFor(1, 20_000);
    expect(mail?.envelopeTo).toEqual(['ayse@example.com']);
    expect(await timeUntil(async () => pushService.received(browser).length > 0, 20_000)).not.toBeNull();
    expect(pushService.received(browser).map((push) => push.json as PushPayload)).toEqual([
      expect.objectContaining({ title: 'Ayşe Kaya sana mesaj gönderdi', body: 'Yeniden başlatmadan önce yazıldı' }),
    ]);
    expect(pushService.refused()).toEqual([]);
  });
});
