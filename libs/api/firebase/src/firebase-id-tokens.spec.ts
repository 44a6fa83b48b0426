import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInAnonymously } from 'firebase/auth';
import { generateKeyPairSync } from 'node:crypto';
import { createFirebaseStandIn, type FirebaseStandIn, JWKS_PATH, signRs256 } from '@meydan/shared/firebase-stand-in';
import { FirebaseIdTokens, FirebaseTokenError } from './firebase-id-tokens';
import { firebaseSettingsFromEnv } from './firebase-settings';

jest.setTimeout(60_000);

/*
 * The anonymous sign-in's server half: the real Firebase web SDK (its Node build) signs in against
 * the local stand-in exactly as a browser would (which shows the stand-in answers every call the
 * SDK makes), and the API's verifier accepts the ID token it gets and nothing else.
 */
describe('Firebase ID tokens', () => {
  let standIn: FirebaseStandIn;
  let tokens: FirebaseIdTokens;
  const clock = { now: Date.now() };

  beforeAll(async () => {
    standIn = createFirebaseStandIn({ projectId: 'meydan-id-tokens', now: () => clock.now });
    await standIn.listen();
    tokens = new FirebaseIdTokens({ projectId: standIn.projectId, jwksUrl: `${standIn.url}${JWKS_PATH}`, now: () => clock.now });
  });

  afterAll(async () => {
    await standIn?.close();
  });

  beforeEach(() => {
    clock.now = Date.now();
    standIn.clear();
  });

  it('verifies the token of a signInAnonymously() made by the web SDK against the stand-in, and its refreshed token', async () => {
    const app = initializeApp(standIn.webConfig, `spec-${Date.now()}`);
    try {
      const auth = getAuth(app);
      connectAuthEmulator(auth, standIn.url, { disableWarnings: true });
      const { user } = await signInAnonymously(auth);
      expect(user.isAnonymous).toBe(true);
      // What the SDK calls for an anonymous sign-in: the sign-up, then a reload of the account.
      expect(standIn.requests().map((request) => `${request.method} ${request.path} ${request.status}`)).toEqual([
        'POST /identitytoolkit.googleapis.com/v1/accounts:signUp 200',
        'POST /identitytoolkit.googleapis.com/v1/accounts:lookup 200',
      ]);
      expect(standIn.accounts().map((account) => account.uid)).toEqual([user.uid]);

      const verified = await tokens.verify(await user.getIdToken());
      expect(verified).toEqual({ uid: user.uid, signInProvider: 'anonymous' });

      // A forced refresh goes to the secure token service; the new token verifies as the same user.
      const refreshed = await user.getIdToken(true);
      expect(standIn.requests().at(-1)).toEqual({ method: 'POST', path: '/securetoken.googleapis.com/v1/token', status: 200 });
      expect((await tokens.verify(refreshed)).uid).toBe(user.uid);

      // A second signInAnonymously() keeps the signed-in anonymous user: no new account.
      expect((await signInAnonymously(auth)).user.uid).toBe(user.uid);
      expect(standIn.accounts()).toHaveLength(1);
    } finally {
      await deleteApp(app);
    }
  });

  it('refuses an API key the project does not have, as Firebase does', async () => {
    const app = initializeApp({ ...standIn.webConfig, apiKey: 'AIzaNotTheKey0000000000' }, `spec-key-${Date.now()}`);
    try {
      const auth = getAuth(app);
      connectAuthEmulator(auth, standIn.url, { disableWarnings: true });
      await expect(signInAnonymously(auth)).rejects.toMatchObject({ code: 'auth/api-key-not-valid.-please-pass-a-valid-api-key.' });
    } finally {
      await deleteApp(app);
    }
  });

  async function rejection(token: string, verifier = tokens): Promise<FirebaseTokenError> {
    const error = await verifier.verify(token).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(FirebaseTokenError);
    return error as FirebaseTokenError;
  }

  it('rejects tokens of another project, expired ones, other sign-in methods, forged signatures and unsigned ones', async () => {
    const uid = 'visitor-uid-1';
    expect((await tokens.verify(standIn.idToken(uid))).uid).toBe(uid);
    expect((await rejection(standIn.idToken(uid, { aud: 'another-project' }))).failure).toBe('rejected');
    expect((await rejection(standIn.idToken(uid, { iss: 'https://securetoken.google.com/another-project' }))).failure).toBe('rejected');
    expect((await rejection(standIn.idToken(uid, { firebase: { sign_in_provider: 'password' } }))).message).toBe('not an anonymous sign-in');
    expect((await rejection(standIn.idToken(uid, { sub: '' }))).failure).toBe('rejected');
    const expired = standIn.idToken(uid);
    clock.now += 2 * 3600 * 1000;
    expect((await rejection(expired)).message).toBe('ERR_JWT_EXPIRED');
    clock.now = Date.now();
    // Right claims, another key: the JWKS has no such kid.
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const [, body] = standIn.idToken(uid).split('.');
    const claims = JSON.parse(Buffer.from(body as string, 'base64url').toString()) as Record<string, unknown>;
    expect((await rejection(signRs256({ kid: 'unknown' }, claims, other.privateKey))).failure).toBe('rejected');
    // Claims edited under the stand-in's own signature.
    const [header, , signature] = standIn.idToken(uid).split('.');
    const edited = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    expect((await rejection(`${header}.${edited}.${signature}`)).failure).toBe('rejected');
    expect((await rejection('not-a-token')).failure).toBe('rejected');
    expect((await rejection(`${'a'.repeat(5000)}`)).message).toBe('token too long');
  });

  it("accepts the real Auth emulator's unsigned tokens only when told to (development with FIREBASE_AUTH_EMULATOR_HOST)", async () => {
    const emulator = createFirebaseStandIn({ projectId: 'meydan-emulated', unsignedIdTokens: true });
    const unsigned = emulator.idToken('emulated-uid');
    const strict = new FirebaseIdTokens({ projectId: 'meydan-emulated', jwksUrl: `${standIn.url}${JWKS_PATH}` });
    expect((await rejection(unsigned, strict)).failure).toBe('rejected');
    const lenient = new FirebaseIdTokens({ projectId: 'meydan-emulated', jwksUrl: `${standIn.url}${JWKS_PATH}`, acceptEmulatorTokens: true });
    expect(await lenient.verify(unsigned)).toEqual({ uid: 'emulated-uid', signInProvider: 'anonymous' });
    // Unsigned is no excuse for wrong claims.
    expect((await rejection(emulator.idToken('emulated-uid', { aud: 'other' }), lenient)).failure).toBe('rejected');
  });

  it('tells unreachable signing keys apart from a bad token', async () => {
    const dead = createFirebaseStandIn({ projectId: 'meydan-dead' });
    await dead.listen();
    const token = dead.idToken('uid');
    const jwksUrl = `${dead.url}${JWKS_PATH}`;
    await dead.close();
    const verifier = new FirebaseIdTokens({ projectId: 'meydan-dead', jwksUrl, timeoutMs: 2000 });
    expect((await rejection(token, verifier)).failure).toBe('unreachable');
  });

  it('reads the emulator host into the JWKS location, and an explicit FIREBASE_AUTH_JWKS_URL wins', () => {
    expect(firebaseSettingsFromEnv({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).authJwksUrl).toBe(`http://127.0.0.1:9099${JWKS_PATH}`);
    expect(firebaseSettingsFromEnv({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIREBASE_AUTH_JWKS_URL: 'https://keys.example/jwks/' }).authJwksUrl).toBe('https://keys.example/jwks');
    expect(firebaseSettingsFromEnv({}).authJwksUrl).toBe('https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com');
  });
});
