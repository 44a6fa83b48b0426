import { createECDH, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import type { RecoStatus } from '@meydan/shared/contracts';
import { AUTH_TOKEN_COOKIE } from '@meydan/shared/util/cookies';
import { buildPushApp, JSON_HEADERS, ORIGIN, PushFixtures, RECO, registration, SECRET } from './testing/push-test-kit';
import { deriveVapidKeys } from './vapid';

jest.setTimeout(120_000);

/** A browser-like subscription on a given endpoint (fresh P-256 key and auth secret). */
function device(endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('base64url')}`) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}

const local = () => device(`http://127.0.0.1:4999/push/${randomBytes(9).toString('base64url')}`);

describe.each(['postgres', 'pglite'] as const)('push registration routes on %s', (engine) => {
  let testDb: TestDatabase;
  let fx: PushFixtures;
  let app: FastifyInstance;
  let productionApp: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase({ engine: engine === 'pglite' ? 'pglite' : undefined });
    fx = new PushFixtures(testDb.db);
    app = await buildPushApp(testDb.db, fx);
    const configured = deriveVapidKeys('a key pair an operator generated once');
    productionApp = await buildPushApp(testDb.db, fx, {
      production: true,
      push: { vapidPublicKey: configured.publicKey, vapidPrivateKey: configured.privateKey, vapidSubject: 'mailto:ops@meydan.example.com' },
    });
  });

  afterAll(async () => {
    await app?.close();
    await productionApp?.close();
    await testDb?.cleanup();
  });

  beforeEach(async () => {
    await testDb.db.query('DELETE FROM push_subscriptions');
  });

  const register = (target: FastifyInstance, body: unknown, headers: Record<string, string> = {}) =>
    target.inject({ method: 'POST', url: `${RECO}/user/push-notification-platform`, headers: { ...JSON_HEADERS, ...headers }, payload: body as object });
  const stored = async () =>
    (
      await testDb.db.query<{ endpoint: string; user_id: string | null; session_id: string | null; p256dh: string; edition: string; vapid_key: string | null; sw_scope: string | null }>(
        'SELECT endpoint, user_id, session_id, p256dh, edition, vapid_key, sw_scope FROM push_subscriptions ORDER BY created_at',
      )
    ).rows;

  describe('GET /status', () => {
    it('is on with the derived development key when no keys are configured outside production, and cacheable for 300 s', async () => {
      const response = await app.inject({ url: `${RECO}/status` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const status = response.json() as RecoStatus;
      expect(status).toEqual({ deviceTokenCollectorStatus: true, vapidPublicKey: deriveVapidKeys(SECRET).publicKey });
      expect(Buffer.from(status.vapidPublicKey as string, 'base64url')).toHaveLength(65);
    });

    it('serves the configured key in production, and is off in production without keys', async () => {
      const configured = (await productionApp.inject({ url: `${RECO}/status` })).json() as RecoStatus;
      expect(configured).toEqual({ deviceTokenCollectorStatus: true, vapidPublicKey: deriveVapidKeys('a key pair an operator generated once').publicKey });
      const off = await buildPushApp(testDb.db, fx, { production: true });
      try {
        expect((await off.inject({ url: `${RECO}/status` })).json()).toEqual({ deviceTokenCollectorStatus: false, vapidPublicKey: null });
        const refused = await register(off, registration(device()), { 'x-edition': 'en' });
        expect(refused.json()).toEqual({ message: 'Unavailable service.', statusCode: 400 });
      } finally {
        await off.close();
      }
    });
  });

  describe('POST /user/push-notification-platform validation', () => {
    it('refuses endpoints that could make the server call internal or non-push hosts, in the request language', async () => {
      const endpoints = [
        'http://updates.push.services.mozilla.com/wpush/v2/abc', // plain http off loopback
        'https://10.0.0.7/push/abc',
        'https://169.254.169.254/latest/meta-data/iam',
        'https://192.168.1.1/push',
        'https://[fd00::1]/push',
        'https://[::ffff:10.0.0.1]/push',
        'https://metadata.google.internal/computeMetadata/v1',
        'https://redis.internal/push',
        'https://intranet/push',
        'https://printer.local/push',
        'https://push:secret@fcm.googleapis.com/fcm/send/abc',
        'https://fcm.googleapis.com:8443/fcm/send/abc',
        'http://10.0.0.1:6379/',
      ];
      for (const endpoint of endpoints) {
        const response = await register(app, registration(device(endpoint)));
        expect([endpoint, response.statusCode, response.json()]).toEqual([endpoint, 400, { message: 'Bildirim aboneliğinin adresi geçersiz.', statusCode: 400 }]);
      }
      const english = await register(app, registration(device('https://10.0.0.7/push')), { 'x-edition': 'en' });
      expect(english.json()).toEqual({ message: 'The push subscription endpoint is not valid.', statusCode: 400 });
      const russian = await register(app, registration(device('https://10.0.0.7/push')), { 'x-edition': 'ru' });
      expect(russian.json()).toEqual({ message: 'Недопустимый адрес push-подписки.', statusCode: 400 });
      expect(await stored()).toEqual([]);
    });

    it('takes the loopback stand-in only outside production, and public https push services in both', async () => {
      const loopbacks = ['http://127.0.0.1:4999/push/a', 'https://localhost/push/b', 'http://[::1]:4999/push/c', 'https://0x7f000001/push/d', 'http://2130706433:80/push/e'];
      for (const endpoint of loopbacks) {
        expect([endpoint, (await register(productionApp, registration(device(endpoint)))).statusCode]).toEqual([endpoint, 400]);
      }
      expect((await register(app, registration(device(loopbacks[0])))).statusCode).toBe(200);
      for (const endpoint of ['https://fcm.googleapis.com/fcm/send/x1', 'https://updates.push.services.mozilla.com/wpush/v2/x2', 'https://web.push.apple.com/QGx3']) {
        expect([endpoint, (await register(productionApp, registration(device(endpoint)))).statusCode]).toEqual([endpoint, 200]);
      }
    });

    it('refuses keys that are not a P-256 point and a 16-byte secret, and a target that is not the subscription', async () => {
      const good = device();
      const offCurve = Buffer.from(good.keys.p256dh, 'base64url');
      offCurve[40] = (offCurve[40] as number) ^ 0x01;
      const cases = [
        { ...good, keys: { ...good.keys, p256dh: offCurve.toString('base64url') } },
        { ...good, keys: { ...good.keys, p256dh: Buffer.from(good.keys.p256dh, 'base64url').subarray(0, 64).toString('base64url') } },
        { ...good, keys: { ...good.keys, auth: randomBytes(15).toString('base64url') } },
      ];
      for (const candidate of cases) {
        const response = await register(app, registration(candidate), { 'x-edition': 'en' });
        expect(response.json()).toEqual({ message: 'The push subscription keys are not valid.', statusCode: 400 });
      }
      const mismatch = await register(app, { ...registration(good), notificationTargetValue: 'https://fcm.googleapis.com/fcm/send/another' }, { 'x-edition': 'en' });
      expect(mismatch.json()).toEqual({ message: 'The notification target does not match the subscription.', statusCode: 400 });
      const { options: _options, ...withoutOptions } = registration(good);
      expect((await register(app, withoutOptions, { 'x-edition': 'en' })).json()).toEqual({ message: 'A Web Push registration needs the subscription details (options).', statusCode: 400 });
      const notHttp = await register(app, registration(device('ftp://push.example.org/abc')));
      expect(notHttp.statusCode).toBe(400);
      expect(await stored()).toEqual([]);
    });

    it('answers "Unavailable service." for firebase and chatty, which this server has not configured', async () => {
      const firebase = await register(app, { externalPlatform: 'firebase', notificationTargetType: 'firebaseToken', notificationTargetValue: 'fcm-token-1' }, { 'x-edition': 'en' });
      expect(firebase.json()).toEqual({ message: 'Unavailable service.', statusCode: 400 });
      const chatty = await register(app, { externalPlatform: 'chatty', notificationTargetType: 'chatClientId', notificationTargetValue: 'client-1' });
      expect(chatty.json()).toEqual({ message: 'Bildirim servisi şu anda kullanılamıyor.', statusCode: 400 });
    });

    it('refuses a subscription made with another server key (the browser must subscribe again)', async () => {
      const response = await register(app, registration(device(), { vapidKey: deriveVapidKeys('an old secret').publicKey }), { 'x-edition': 'en' });
      expect(response.json()).toEqual({ message: 'This push subscription was made with an old key. Please subscribe again.', statusCode: 400 });
      const current = await register(app, registration(device(), { vapidKey: deriveVapidKeys(SECRET).publicKey }));
      expect(current.statusCode).toBe(200);
    });
  });

  describe('registration, moves and removal', () => {
    it('registers a visitor device, then links it to whoever signs in on it, and unlinks it after a sign-out', async () => {
      const [ayse, mehmet] = [await fx.member(), await fx.member()];
      const browser = local();
      const visitor = await register(app, registration(browser, { edition: 'en' }));
      expect(visitor.statusCode).toBe(200);
      expect(visitor.headers['cache-control']).toBe('private, no-store');
      const body = visitor.json() as { registered: boolean; createTime: string };
      expect(body.registered).toBe(true);
      expect(Math.abs(Date.parse(body.createTime) - Date.now())).toBeLessThan(60_000);
      expect(await stored()).toEqual([
        { endpoint: browser.endpoint, user_id: null, session_id: null, p256dh: browser.keys.p256dh, edition: 'en', vapid_key: deriveVapidKeys(SECRET).publicKey, sw_scope: `${ORIGIN}/` },
      ]);

      expect((await register(app, registration(browser), { ...ayse.headers, 'x-edition': 'ru' })).statusCode).toBe(200);
      expect(await stored()).toMatchObject([{ user_id: ayse.id, session_id: ayse.sessionId, edition: 'ru' }]);

      // Another member signs in on the same browser: the device moves with the endpoint.
      const rotated = { ...browser, keys: local().keys };
      expect((await register(app, registration(rotated), mehmet.headers)).statusCode).toBe(200);
      expect(await stored()).toMatchObject([{ user_id: mehmet.id, p256dh: rotated.keys.p256dh, edition: 'tr' }]);

      // Signed out: the same endpoint without a credential belongs to nobody.
      expect((await register(app, registration(rotated))).statusCode).toBe(200);
      expect(await stored()).toMatchObject([{ user_id: null, session_id: null }]);
    });

    it('answers 401 for a credential that does not verify, leaving the device as it was', async () => {
      const ayse = await fx.member();
      const browser = local();
      await register(app, registration(browser), ayse.headers);
      const response = await register(app, registration(browser), { authorization: 'Bearer expired-token', 'x-edition': 'en' });
      expect(response.json()).toEqual({ message: 'You need to sign in to do this.', statusCode: 401 });
      expect(await stored()).toMatchObject([{ user_id: ayse.id }]);
    });

    it('links by the cookie only from our own pages, and refuses a foreign page even without one', async () => {
      const ayse = await fx.member();
      const cookie = `${AUTH_TOKEN_COOKIE}=${ayse.headers.authorization.slice('Bearer '.length)}`;
      const foreign = await register(app, registration(local()), { cookie, origin: 'https://evil.example.org' });
      expect(foreign.statusCode).toBe(403);
      const anonymousForeign = await register(app, registration(local()), { origin: 'https://evil.example.org' });
      expect(anonymousForeign.statusCode).toBe(403);
      expect(await stored()).toEqual([]);
      expect((await register(app, registration(local()), { cookie, origin: ORIGIN })).statusCode).toBe(200);
      expect(await stored()).toMatchObject([{ user_id: ayse.id }]);
    });

    it("keeps a member's ten most recently registered devices", async () => {
      const ayse = await fx.member();
      const endpoints: string[] = [];
      for (let index = 0; index < 12; index += 1) {
        const browser = local();
        endpoints.push(browser.endpoint);
        expect((await register(app, registration(browser), ayse.headers)).statusCode).toBe(200);
      }
      const kept = (await stored()).map((row) => row.endpoint);
      expect(kept).toHaveLength(10);
      expect(kept).toEqual(expect.arrayContaining(endpoints.slice(2)));
    });

    it('forgets a device on DELETE (permission revoked), answering 204 also when it was not registered', async () => {
      const browser = local();
      await register(app, registration(browser));
      const remove = () => app.inject({ method: 'DELETE', url: `${RECO}/user/push-notification-platform`, headers: JSON_HEADERS, payload: { endpoint: browser.endpoint } });
      expect((await remove()).statusCode).toBe(204);
      expect(await stored()).toEqual([]);
      expect((await remove()).statusCode).toBe(204);
      const malformed = await app.inject({ method: 'DELETE', url: `${RECO}/user/push-notification-platform`, headers: JSON_HEADERS, payload: { endpoint: 'nope' } });
      expect(malformed.statusCode).toBe(400);
    });

    it('unlinks the devices of a session that ends, and forgets those of a deleted account', async () => {
      const [ayse, mehmet] = [await fx.member(), await fx.member()];
      const [first, second] = [local(), local()];
      await register(app, registration(first), ayse.headers);
      await register(app, registration(second), mehmet.headers);
      await testDb.db.query(`UPDATE auth_sessions SET revoked_at = now(), revoke_reason = 'logout' WHERE id = $1`, [ayse.sessionId]);
      await testDb.db.query(`UPDATE users SET deleted_at = now() WHERE id = $1`, [mehmet.id]);
      expect(await stored()).toEqual([expect.objectContaining({ endpoint: first.endpoint, user_id: null, session_id: null })]);
    });

    it('limits registrations per network address (429 with Retry-After)', async () => {
      const limited = await buildPushApp(testDb.db, fx, { registrationLimit: { max: 2, windowMs: 60_000 } });
      try {
        expect((await register(limited, registration(local()))).statusCode).toBe(200);
        expect((await register(limited, registration(local()))).statusCode).toBe(200);
        const third = await register(limited, registration(local()), { 'x-edition': 'en' });
        expect(third.statusCode).toBe(429);
        expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      } finally {
        await limited.close();
      }
    });
  });
});
