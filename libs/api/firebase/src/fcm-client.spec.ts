import { createFirebaseStandIn, FCM_SCOPE, type FirebaseStandIn } from '@meydan/shared/firebase-stand-in';
import { FcmClient } from './fcm-client';
import { firebaseSettingsFromEnv, firebaseWebConfig, type FirebaseServiceAccount } from './firebase-settings';
import { GoogleAccessTokens } from './google-access-tokens';

jest.setTimeout(60_000);

/*
 * Sending through FCM HTTP v1 against the local stand-in, which checks the service account's JWT
 * grant with node:crypto (issuer, audience, scope, times, signature) and FCM's rules.
 */
describe('FCM sending with service account tokens', () => {
  let standIn: FirebaseStandIn;
  let account: FirebaseServiceAccount;
  let fcmUrl: string;
  const clock = { now: Date.now() };

  beforeAll(async () => {
    standIn = createFirebaseStandIn({ projectId: 'meydan-fcm', now: () => clock.now });
    await standIn.listen();
    const settings = firebaseSettingsFromEnv(standIn.env());
    account = settings.serviceAccount as FirebaseServiceAccount;
    fcmUrl = settings.fcmUrl;
  });

  afterAll(async () => {
    await standIn?.close();
  });

  beforeEach(() => {
    clock.now = Date.now();
    standIn.clear();
  });

  const client = (tokens?: GoogleAccessTokens) => new FcmClient({ account, fcmUrl, now: () => clock.now, ...(tokens ? { tokens } : {}) });
  const message = (token: string) => ({ token, data: { title: 'Yeni mesaj', body: 'Merhaba', url: 'http://localhost:3000/mesaj/ayse' }, headers: { TTL: '86400', Urgency: 'high' } });

  it('gets an access token by the JWT bearer grant, keeps it until a minute before it expires, and shares one exchange between callers', async () => {
    const tokens = new GoogleAccessTokens(account, { now: () => clock.now });
    const [first, second] = await Promise.all([tokens.token(), tokens.token()]);
    expect(first).toBe(second);
    expect(standIn.grants()).toEqual([expect.objectContaining({ clientEmail: account.clientEmail, scope: FCM_SCOPE, accessToken: first })]);
    clock.now += 58 * 60 * 1000;
    expect(await tokens.token()).toBe(first);
    expect(standIn.grants()).toHaveLength(1);
    clock.now += 60 * 1000; // within the last minute of its 3599 s
    const renewed = await tokens.token();
    expect(renewed).not.toBe(first);
    expect(standIn.grants()).toHaveLength(2);
  });

  it('delivers a data message to a registered token, with the Web Push headers', async () => {
    const token = standIn.registerDevice();
    const outcome = await client().send(message(token));
    expect(outcome).toEqual({ kind: 'delivered', name: expect.stringMatching(/^projects\/meydan-fcm\/messages\//) });
    expect(standIn.received(token)).toEqual([
      expect.objectContaining({ token, data: { title: 'Yeni mesaj', body: 'Merhaba', url: 'http://localhost:3000/mesaj/ayse' }, headers: { TTL: '86400', Urgency: 'high' } }),
    ]);
  });

  it('reports an unregistered token as such, a 503 as worth a retry, and a bad message as refused', async () => {
    const fcm = client();
    const gone = standIn.registerDevice();
    standIn.unregister(gone);
    expect(await fcm.send(message(gone))).toMatchObject({ kind: 'unregistered', status: 404, reason: expect.stringContaining('UNREGISTERED') });
    expect(await fcm.send(message('never-registered:token'))).toMatchObject({ kind: 'unregistered', status: 404 });

    const flaky = standIn.registerDevice();
    standIn.failNext(flaky, 503);
    expect(await fcm.send(message(flaky))).toMatchObject({ kind: 'retry', status: 503 });
    standIn.failNext(flaky, 429);
    expect(await fcm.send(message(flaky))).toMatchObject({ kind: 'retry', status: 429 });
    expect(await fcm.send(message(flaky))).toMatchObject({ kind: 'delivered' });

    expect(await fcm.send({ ...message(flaky), headers: { TTL: 'soon' } })).toMatchObject({ kind: 'refused', status: 400 });
  });

  it('takes a fresh access token once when FCM refuses the cached one', async () => {
    const token = standIn.registerDevice();
    const fcm = client();
    expect(await fcm.send(message(token))).toMatchObject({ kind: 'delivered' });
    standIn.revokeAccessTokens();
    expect(await fcm.send(message(token))).toMatchObject({ kind: 'delivered' });
    expect(standIn.grants()).toHaveLength(2);
    expect(standIn.refused()).toEqual([expect.objectContaining({ status: 401 })]);
    const [first, second] = standIn.received(token);
    expect(first?.accessToken).not.toBe(second?.accessToken);
  });

  it('treats a refused grant as refused and an unreachable token endpoint as a retry', async () => {
    const token = standIn.registerDevice();
    // The stand-in checks the grant's issuer against its service account: another one is refused (400 invalid_grant).
    const refused = new FcmClient({ account: { ...account, clientEmail: 'someone-else@meydan-fcm.iam.gserviceaccount.com' }, fcmUrl });
    expect(await refused.send(message(token))).toMatchObject({ kind: 'refused', status: 400, reason: expect.stringContaining('iss is not the service account') });
    const unreachable = new FcmClient({ account: { ...account, tokenUrl: 'http://127.0.0.1:9/token' }, fcmUrl, timeoutMs: 2000 });
    expect(await unreachable.send(message(token))).toMatchObject({ kind: 'retry', reason: expect.stringContaining('no access token') });
    expect(standIn.received(token)).toEqual([]);
  });

  it('reads FIREBASE_* and gives browsers only the public part', () => {
    const env = standIn.env();
    const settings = firebaseSettingsFromEnv(env);
    const web = firebaseWebConfig(settings);
    expect(web).toEqual({ ...standIn.webConfig, authEmulatorUrl: standIn.url, messaging: true });
    expect(JSON.stringify(web)).not.toContain('PRIVATE KEY');
    expect(firebaseWebConfig(firebaseSettingsFromEnv({ FIREBASE_WEB_CONFIG: env['FIREBASE_WEB_CONFIG'] }))).toMatchObject({ messaging: false, authEmulatorUrl: null });
    const noVapid = JSON.stringify({ ...standIn.webConfig, vapidKey: undefined });
    expect(firebaseWebConfig(firebaseSettingsFromEnv({ ...env, FIREBASE_WEB_CONFIG: noVapid }))).toMatchObject({ vapidKey: null, messaging: false });
    expect(firebaseWebConfig(firebaseSettingsFromEnv({}))).toBeNull();
  });

  it('refuses a half or broken configuration at start', () => {
    const env = standIn.env();
    const web = JSON.parse(env['FIREBASE_WEB_CONFIG'] as string) as Record<string, unknown>;
    const account = JSON.parse(env['FIREBASE_SERVICE_ACCOUNT'] as string) as Record<string, unknown>;
    const read = (extra: Record<string, string>) => () => firebaseSettingsFromEnv(extra);
    expect(read({ FIREBASE_WEB_CONFIG: '{not json' })).toThrow('FIREBASE_WEB_CONFIG is not valid JSON');
    expect(read({ FIREBASE_WEB_CONFIG: JSON.stringify({ ...web, apiKey: undefined }) })).toThrow('FIREBASE_WEB_CONFIG needs "apiKey"');
    expect(read({ FIREBASE_WEB_CONFIG: JSON.stringify({ ...web, vapidKey: 'short' }) })).toThrow('"vapidKey" must be');
    expect(read({ FIREBASE_SERVICE_ACCOUNT: JSON.stringify({ ...account, private_key: 'nope' }) })).toThrow('"private_key" is not a PEM private key');
    expect(read({ FIREBASE_SERVICE_ACCOUNT: JSON.stringify({ ...account, type: 'authorized_user' }) })).toThrow('must be a service account key');
    expect(read({ FIREBASE_WEB_CONFIG: JSON.stringify({ ...web, projectId: 'another-project' }), FIREBASE_SERVICE_ACCOUNT: env['FIREBASE_SERVICE_ACCOUNT'] as string })).toThrow(
      'FIREBASE_SERVICE_ACCOUNT belongs to project "meydan-fcm", FIREBASE_WEB_CONFIG to "another-project"',
    );
    expect(read({ FIREBASE_AUTH_EMULATOR_HOST: 'http://127.0.0.1:9099' })).toThrow('FIREBASE_AUTH_EMULATOR_HOST must be host:port');
    expect(read({ FIREBASE_FCM_URL: 'ftp://fcm.example' })).toThrow('FIREBASE_FCM_URL must be an http(s) URL');
  });
});
