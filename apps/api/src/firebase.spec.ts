import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import type { RecoStatus, WebConfig } from '@meydan/shared/contracts';
import { createFirebaseStandIn, type FirebaseStandIn } from '@meydan/shared/firebase-stand-in';
import { apiOptionsFromEnv, buildApp } from './app';

jest.setTimeout(120_000);

const MEDIA_DIR = path.join(os.tmpdir(), 'meydan-test-media');
const API = '/api/v3.5';
const ORIGINS = { tr: 'http://localhost:3000', en: 'http://en.localhost:3000', ru: 'http://ru.localhost:3000' };

/*
 * Firebase configured the way an operator does it, through FIREBASE_* (pointing at the local
 * stand-in): the web config exposes the public part only, the anonymous sign-in takes the
 * project's ID tokens and the push service takes FCM tokens. Without the variables: nothing.
 */
describe.each(['postgres', 'pglite'] as const)('Firebase in the API on %s', (engine) => {
  let testDb: TestDatabase;
  let standIn: FirebaseStandIn;
  let app: FastifyInstance;
  let plain: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase({ engine: engine === 'pglite' ? 'pglite' : undefined });
    standIn = createFirebaseStandIn({ projectId: `meydan-api-${engine}` });
    await standIn.listen();
    const common = { db: testDb.db, mediaDir: MEDIA_DIR, cache: false as const, mailWorker: false as const, rankingWorker: false as const, pushWorker: false as const, origins: ORIGINS };
    app = await buildApp({ ...common, firebase: apiOptionsFromEnv(standIn.env()).firebase });
    plain = await buildApp({ ...common, firebase: apiOptionsFromEnv({}).firebase });
    await Promise.all([app.ready(), plain.ready()]);
  });

  afterAll(async () => {
    await app?.close();
    await plain?.close();
    await standIn?.close();
    await testDb?.cleanup();
  });

  it('exposes the public Firebase web config in GET /metadata/config/web, and never the service account', async () => {
    for (const edition of ['tr', 'en', 'ru']) {
      const response = await app.inject({ url: `${API}/metadata/config/web`, headers: { 'x-edition': edition } });
      expect(response.statusCode).toBe(200);
      const config = response.json() as WebConfig;
      expect(config.firebase).toEqual({ ...standIn.webConfig, authEmulatorUrl: standIn.url, messaging: true });
      expect(config.push).toMatchObject({ enabled: true, tokenCollectionDisabled: false });
      for (const secret of ['private_key', 'PRIVATE KEY', 'client_email', 'oauth2/token']) expect(response.body).not.toContain(secret);
    }
  });

  it('says `firebase: null` where nothing is configured', async () => {
    const config = (await plain.inject({ url: `${API}/metadata/config/web`, headers: { 'x-edition': 'en' } })).json() as WebConfig;
    expect(config.firebase).toBeNull();
  });

  it('signs a Firebase anonymous user in, and takes FCM tokens for pushes', async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: `${API}/auth/anonymous`,
      headers: { origin: ORIGINS.en, 'x-edition': 'en' },
      payload: { firebaseIdToken: standIn.idToken('api-spec-uid') },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().anonymousId).toMatch(/^anon_[A-Za-z0-9_-]{22}$/);
    const refused = await plain.inject({
      method: 'POST',
      url: `${API}/auth/anonymous`,
      headers: { origin: ORIGINS.en, 'x-edition': 'en' },
      payload: { firebaseIdToken: standIn.idToken('api-spec-uid') },
    });
    expect(refused.json()).toEqual({ message: 'Firebase sign-in is not configured on this site.', statusCode: 400 });

    expect(((await app.inject({ url: '/api/reco/v1/status' })).json() as RecoStatus).deviceTokenCollectorStatus).toBe(true);
    const token = standIn.registerDevice();
    const body = { externalPlatform: 'firebase', notificationTargetType: 'firebaseToken', notificationTargetValue: token, edition: 'en' };
    const registered = await app.inject({ method: 'POST', url: '/api/reco/v1/user/push-notification-platform', headers: { origin: ORIGINS.en }, payload: body });
    expect(registered.statusCode).toBe(200);
    const unconfigured = await plain.inject({ method: 'POST', url: '/api/reco/v1/user/push-notification-platform', headers: { origin: ORIGINS.en, 'x-edition': 'ru' }, payload: body });
    expect(unconfigured.json()).toEqual({ message: 'Сервис уведомлений недоступен.', statusCode: 400 });
  });
});
