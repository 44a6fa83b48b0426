import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInAnonymously } from 'firebase/auth';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { registerErrorHandling } from '@meydan/api/core';
import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import { FirebaseIdTokens } from '@meydan/api/firebase';
import { createFirebaseStandIn, type FirebaseStandIn, JWKS_PATH } from '@meydan/shared/firebase-stand-in';
import { AnonymousTokens, firebaseAnonymousId } from './anonymous-tokens';
import { anonymousRoutes, type AnonymousRoutesOptions } from './anonymous.routes';

jest.setTimeout(120_000);

const API = '/api/v3.5';
const ORIGIN = 'http://localhost:3000';
const SECRET = 'anonymous-firebase-spec-secret-0123456789abc';

function cookiesOf(response: LightMyRequestResponse): Map<string, string> {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return new Map(list.map((cookie) => [cookie.split('=')[0] as string, (cookie.split(';')[0] as string).split('=').slice(1).join('=')]));
}

/*
 * SPEC §1 anonymous sign-in where Firebase is configured: the browser signs in with Firebase
 * anonymous auth (here the real web SDK against the local stand-in) and hands the ID token to
 * POST /auth/anonymous, which checks it against the project's keys and derives the identity from
 * the Firebase uid. Bad input is a 4xx in the reader's language.
 */
describe.each(['postgres', 'pglite'] as const)('anonymous sign-in with Firebase on %s', (engine) => {
  let testDb: TestDatabase;
  let standIn: FirebaseStandIn;
  let app: FastifyInstance;
  let plain: FastifyInstance;
  const apps: FastifyInstance[] = [];

  async function build(options: Partial<AnonymousRoutesOptions>): Promise<FastifyInstance> {
    const instance = Fastify();
    registerErrorHandling(instance);
    await instance.register(anonymousRoutes, { prefix: API, db: testDb.db, secret: SECRET, trustedOrigins: [ORIGIN], rateLimit: { max: 100_000, windowMs: 60_000 }, ...options });
    await instance.ready();
    apps.push(instance);
    return instance;
  }

  beforeAll(async () => {
    testDb = await createTestDatabase({ engine: engine === 'pglite' ? 'pglite' : undefined });
    standIn = createFirebaseStandIn({ projectId: `meydan-anon-${engine}` });
    await standIn.listen();
    const idTokens = new FirebaseIdTokens({ projectId: standIn.projectId, jwksUrl: `${standIn.url}${JWKS_PATH}` });
    app = await build({ firebase: { projectId: standIn.projectId, idTokens } });
    plain = await build({});
  });

  afterAll(async () => {
    await Promise.all(apps.map((instance) => instance.close()));
    await standIn?.close();
    await testDb?.cleanup();
  });

  const signIn = (payload: unknown, headers: Record<string, string> = {}, target = app) =>
    target.inject({ method: 'POST', url: `${API}/auth/anonymous`, headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers }, payload: JSON.stringify(payload) });

  it("signs in the web SDK's anonymous user: the identity is the Firebase uid's, the same on every call", async () => {
    const firebase = initializeApp(standIn.webConfig, `anon-spec-${engine}`);
    try {
      const auth = getAuth(firebase);
      connectAuthEmulator(auth, standIn.url, { disableWarnings: true });
      const { user } = await signInAnonymously(auth);
      const response = await signIn({ firebaseIdToken: await user.getIdToken() });
      expect(response.statusCode).toBe(200);
      const expected = firebaseAnonymousId(standIn.projectId, user.uid);
      expect(response.json()).toEqual({ anonymousId: expected, expiresAt: expect.any(String) });
      const cookies = cookiesOf(response);
      expect(await new AnonymousTokens(SECRET).verify(cookies.get('o-anon-token') as string)).toMatchObject({ anonymousId: expected });
      expect(cookies.get('o-anon')).toMatch(/^\d+$/);

      // The cookies went (another browser profile of the same Firebase user): the same identity again.
      const again = await signIn({ firebaseIdToken: await user.getIdToken(true) });
      expect(again.json().anonymousId).toBe(expected);
      // With its own cookie: only the marker is set again.
      const kept = await signIn({ firebaseIdToken: await user.getIdToken() }, { cookie: `o-anon-token=${cookies.get('o-anon-token')}` });
      expect(kept.json().anonymousId).toBe(expected);
      expect([...cookiesOf(kept).keys()]).toEqual(['o-anon']);
    } finally {
      await deleteApp(firebase);
    }
  });

  it('replaces a random identity the browser held before by the Firebase one', async () => {
    const random = await plain.inject({ method: 'POST', url: `${API}/auth/anonymous`, headers: { origin: ORIGIN } });
    const token = cookiesOf(random).get('o-anon-token') as string;
    const firebaseToken = standIn.idToken('uid-with-history');
    const response = await signIn({ firebaseIdToken: firebaseToken }, { cookie: `o-anon-token=${token}` });
    expect(response.json().anonymousId).toBe(firebaseAnonymousId(standIn.projectId, 'uid-with-history'));
    expect(response.json().anonymousId).not.toBe(random.json().anonymousId);
    expect(cookiesOf(response).has('o-anon-token')).toBe(true);
    // Without a Firebase token the existing identity stands, as before.
    expect((await signIn({}, { cookie: `o-anon-token=${token}` })).json().anonymousId).toBe(random.json().anonymousId);
  });

  it('refuses a token that does not verify with a 401, in the reader’s language', async () => {
    const texts: Record<string, string> = {
      tr: 'Firebase kimlik belirteci geçersiz ya da süresi dolmuş.',
      en: 'The Firebase ID token is not valid or has expired.',
      ru: 'Токен Firebase недействителен или истёк.',
    };
    const foreign = createFirebaseStandIn({ projectId: 'another-project' });
    const bad = [standIn.idToken('uid', { aud: 'another-project' }), standIn.idToken('uid', { firebase: { sign_in_provider: 'google.com' } }), foreign.idToken('uid'), 'not-a-token'];
    for (const [edition, text] of Object.entries(texts)) {
      for (const firebaseIdToken of bad) {
        const response = await signIn({ firebaseIdToken }, { 'x-edition': edition });
        expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 401, body: { message: text, statusCode: 401 } });
        expect(response.headers['set-cookie']).toBeUndefined();
      }
    }
  });

  it('refuses a Firebase token where Firebase is not configured, and a malformed body, with a 400', async () => {
    const texts: Record<string, string> = {
      tr: 'Bu sitede Firebase ile giriş yapılandırılmamış.',
      en: 'Firebase sign-in is not configured on this site.',
      ru: 'Вход через Firebase на этом сайте не настроен.',
    };
    for (const [edition, text] of Object.entries(texts)) {
      const response = await signIn({ firebaseIdToken: standIn.idToken('uid') }, { 'x-edition': edition }, plain);
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { message: text, statusCode: 400 } });
    }
    for (const payload of [{ firebaseIdToken: '' }, { firebaseIdToken: 'x'.repeat(5000) }, { firebaseIdToken: { token: 'nested' } }]) {
      for (const edition of ['tr', 'en', 'ru']) {
        const response = await signIn(payload, { 'x-edition': edition });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: expect.any(String), statusCode: 400 });
      }
    }
    // A client cannot pick its identity: unknown fields are dropped and a new random one is issued.
    const chosen = await signIn({ anonymousId: 'anon_AAAAAAAAAAAAAAAAAAAAAA', uid: 'mine' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().anonymousId).not.toBe('anon_AAAAAAAAAAAAAAAAAAAAAA');
  });

  it('answers 502 (not a rejection) when the signing keys cannot be fetched', async () => {
    const dead = createFirebaseStandIn({ projectId: 'meydan-dead-keys' });
    await dead.listen();
    const jwksUrl = `${dead.url}${JWKS_PATH}`;
    const token = dead.idToken('uid');
    await dead.close();
    const target = await build({ firebase: { projectId: 'meydan-dead-keys', idTokens: new FirebaseIdTokens({ projectId: 'meydan-dead-keys', jwksUrl, timeoutMs: 2000 }) } });
    const response = await signIn({ firebaseIdToken: token }, { 'x-edition': 'en' }, target);
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 502, body: { message: 'Firebase cannot be checked right now; try again in a moment.', statusCode: 502 } });
  });
});
