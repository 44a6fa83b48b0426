import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import { mailedPath } from '@meydan/api/mail/testing';
import {
  type FacebookProvider,
  type OpenIdProvider,
  startFacebookProvider,
  startOpenIdProvider,
  startTwitterProvider,
  type TwitterProvider,
} from '@meydan/shared/testing/identity-providers';
import { hashPassword } from './passwords/password-policy';
import { IdentityProviders, type IdentityProviderSettings } from './providers/identity-providers';
import { API, buildAuthApp, EDITION_ORIGINS, JSON_HEADERS, unlimitedRateLimits } from './testing/auth-test-app';

jest.setTimeout(120_000);

const GOOGLE_CLIENT_ID = 'meydan-test.apps.googleusercontent.com';
const FACEBOOK = { appId: '1234567890', appSecret: 'facebook-app-secret-for-tests' };
const TWITTER = { consumerKey: 'twitter-consumer-key', consumerSecret: 'twitter-consumer-secret' };
const ALLOWED_REDIRECTS = Object.values(EDITION_ORIGINS).map((origin) => `${origin}/`);
const EN = { 'x-edition': 'en' };

const TEXT = {
  googleFailed: 'Google sign-in failed. Please try again.',
  facebookFailed: 'Facebook sign-in failed. Please try again.',
  twitterFailed: 'Twitter sign-in failed. Please try again.',
  googleUnreachable: 'We could not reach Google. Please try again in a moment.',
};

type Response = LightMyRequestResponse;

describe.each(['postgres', 'pglite'] as const)('provider sign-in on %s', (engine) => {
  let testDb: TestDatabase;
  let oidc: OpenIdProvider;
  let facebook: FacebookProvider;
  let twitter: TwitterProvider;
  let app: FastifyInstance;
  const apps: FastifyInstance[] = [];
  const clock = { now: Date.now() };
  let counter = 0;

  const settings = (): IdentityProviderSettings => ({
    google: { clientId: GOOGLE_CLIENT_ID, issuer: oidc.issuer },
    facebook: { ...FACEBOOK, graphUrl: facebook.graphUrl, dialogUrl: facebook.dialogUrl },
    twitter: { ...TWITTER, apiUrl: twitter.url },
  });

  async function build(providers: IdentityProviders | undefined, options: Parameters<typeof buildAuthApp>[1] = {}): Promise<FastifyInstance> {
    const instance = await buildAuthApp(testDb.db, { identityProviders: providers, now: () => clock.now, ...options });
    apps.push(instance);
    return instance;
  }

  const unique = (prefix: string) => `${prefix}${(counter += 1)}-${engine}@example.com`;
  const inject = (options: InjectOptions, target = app) => target.inject(options);
  const post = (path: string, payload: unknown, headers: Record<string, string> = {}, target = app) =>
    inject({ method: 'POST', url: `${API}${path}`, headers: { ...JSON_HEADERS, ...headers }, payload: payload as Record<string, unknown> }, target);
  const google = (token: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}, target = app) =>
    post('/auth/google/login', { token, ...extra }, headers, target);
  const facebookLogin = (accessToken: string, headers: Record<string, string> = {}, target = app) => post('/auth/facebook/login', { accessToken }, headers, target);
  const profile = async (response: Response) => {
    expect(response.statusCode).toBe(200);
    return (await inject({ url: `${API}/users/me/profile`, headers: { authorization: `Bearer ${response.json().authToken}` } })).json();
  };

  async function usersWithEmail(email: string): Promise<Array<{ id: string; deleted_at: Date | null }>> {
    const { rows } = await testDb.db.query<{ id: string; deleted_at: Date | null }>(`SELECT id, deleted_at FROM users WHERE lower(email) = lower($1)`, [email]);
    return rows;
  }
  async function identities(userId: string): Promise<Array<{ provider: string; subject: string; email: string }>> {
    const { rows } = await testDb.db.query<{ provider: string; subject: string; email: string }>(
      `SELECT provider, subject, email FROM auth_identities WHERE user_id = $1 ORDER BY provider`,
      [userId],
    );
    return rows;
  }
  async function events(userId: string): Promise<Array<{ type: string; detail: Record<string, unknown> | null }>> {
    const { rows } = await testDb.db.query<{ type: string; detail: Record<string, unknown> | null }>(`SELECT type, detail FROM auth_events WHERE user_id = $1 ORDER BY id`, [userId]);
    return rows;
  }
  async function member(email: string, options: { verified?: boolean; active?: boolean } = {}): Promise<string> {
    const { rows } = await testDb.db.query<{ id: string }>(
      `INSERT INTO users (username, email, password_hash, email_verified, is_active, name) VALUES ($1, $2, $3, $4, $5, 'Ayşe') RETURNING id`,
      [`uye-${(counter += 1)}`, email, await hashPassword('kestane-kebap-1923'), options.verified ?? false, options.active ?? true],
    );
    return (rows[0] as { id: string }).id;
  }

  /** The error answer, checked to be the JSON contract with the expected status. */
  function refusal(response: Response, status: number): string {
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status, body: { message: expect.any(String), statusCode: status } });
    return response.json().message;
  }

  beforeAll(async () => {
    testDb = await createTestDatabase({ engine });
    const now = () => clock.now;
    oidc = await startOpenIdProvider({ clientId: GOOGLE_CLIENT_ID, allowedRedirects: ALLOWED_REDIRECTS, now });
    facebook = await startFacebookProvider({ ...FACEBOOK, allowedRedirects: ALLOWED_REDIRECTS, now });
    twitter = await startTwitterProvider(TWITTER);
    app = await build(new IdentityProviders(settings(), now));
  });

  afterAll(async () => {
    for (const instance of apps) await instance.close();
    await Promise.all([oidc?.stop(), facebook?.stop(), twitter?.stop()]);
    await testDb?.cleanup();
  });

  afterEach(() => {
    oidc.setOutage(false);
    facebook.setOutage(false);
    twitter.setOutage(false);
  });

  describe('Google', () => {
    it('creates a confirmed member without a password on the first sign-in, and signs the same member in later', async () => {
      const email = unique('Yeni.Google');
      const first = await google(await oidc.mintIdToken({ email, name: 'Elif Şahin' }));
      expect(Object.keys(first.json()).sort()).toEqual(['authToken', 'refreshToken']);
      expect(first.headers['cache-control']).toBe('private, no-store');
      const cookies = String(first.headers['set-cookie']);
      expect(cookies).toContain(`o-auth-token=${first.json().authToken}`);
      expect(cookies).toContain(`o-refresh-token=${first.json().refreshToken}`);
      const me = await profile(first);
      expect(me).toMatchObject({ email: email.toLowerCase(), emailVerified: true, loginSource: 'google', name: 'Elif Şahin', isActive: true });
      expect(me.username).toBe(`yeni.google${counter}-${engine}`);
      const { rows } = await testDb.db.query<{ password_hash: string | null }>(`SELECT password_hash FROM users WHERE id = $1`, [me._id]);
      expect(rows[0]?.password_hash).toBeNull();
      expect(await identities(me._id)).toEqual([{ provider: 'google', subject: oidc.subjectFor(email), email: email.toLowerCase() }]);

      const again = await profile(await google(await oidc.mintIdToken({ email })));
      expect(again._id).toBe(me._id);
      expect(await usersWithEmail(email)).toHaveLength(1);
      expect(await events(me._id)).toEqual([
        { type: 'register', detail: { source: 'google' } },
        { type: 'login_ok', detail: { source: 'google' } },
      ]);
    });

    it('links to the member who registered the same address (any case), confirming it, and keeps their login source', async () => {
      const email = unique('kayitli');
      const id = await member(email, { verified: false });
      const signedIn = await profile(await google(await oidc.mintIdToken({ email: email.toUpperCase() })));
      expect(signedIn).toMatchObject({ _id: id, emailVerified: true, loginSource: 'email' });
      expect((await identities(id)).map((row) => row.provider)).toEqual(['google']);
      expect((await events(id)).at(-1)).toEqual({ type: 'login_ok', detail: { source: 'google', linked: true } });
      // The identity now decides, even when the provider's address changes.
      const moved = await profile(await google(await oidc.mintIdToken({ email: unique('yeni-adres'), sub: oidc.subjectFor(email.toUpperCase()) })));
      expect(moved._id).toBe(id);
    });

    it('reactivates a deactivated member, like password login', async () => {
      const email = unique('donmus');
      const id = await member(email, { verified: true, active: false });
      expect((await profile(await google(await oidc.mintIdToken({ email })))).isActive).toBe(true);
      expect((await events(id)).at(-1)).toEqual({ type: 'login_ok', detail: { source: 'google', linked: true, reactivated: true } });
    });

    it('accepts the nonce the browser sent and ES256 tokens of the published EC key', async () => {
      const email = unique('nonce');
      expect((await google(await oidc.mintIdToken({ email, nonce: 'n-123' }), { nonce: 'n-123' })).statusCode).toBe(200);
      expect((await google(await oidc.mintIdToken({ email }, { alg: 'ES256' }))).statusCode).toBe(200);
    });

    it.each([
      ['a forged signature', () => oidc.mintIdToken({ email: unique('sahte') }, { signWith: 'foreign' })],
      ['another audience', () => oidc.mintIdToken({ email: unique('aud'), aud: 'someone-else.apps.googleusercontent.com' })],
      ['another issuer', () => oidc.mintIdToken({ email: unique('iss'), iss: 'https://accounts.google.com' })],
      ['an expired token', () => oidc.mintIdToken({ email: unique('exp'), iat: Math.floor(clock.now / 1000) - 7200, exp: Math.floor(clock.now / 1000) - 3600 })],
      ['a token issued in the future', () => oidc.mintIdToken({ email: unique('iat'), iat: Math.floor(clock.now / 1000) + 600, exp: Math.floor(clock.now / 1000) + 4200 })],
      ['an unverified address', () => oidc.mintIdToken({ email: unique('unverified'), email_verified: false })],
      ['no address', () => oidc.mintIdToken({ email: undefined })],
      ['no subject', () => oidc.mintIdToken({ email: unique('nosub'), sub: undefined })],
      ['a nonce other than the one sent', () => oidc.mintIdToken({ email: unique('nonce'), nonce: 'other' }), { nonce: 'sent' }],
      ['no nonce when one was sent', () => oidc.mintIdToken({ email: unique('nononce') }), { nonce: 'sent' }],
      ['an unsigned token', async () => `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: '1', aud: GOOGLE_CLIENT_ID })).toString('base64url')}.`],
      ['not a JWT', async () => 'not-a-jwt'],
    ] as Array<[string, () => Promise<string>, Record<string, unknown>?]>)('answers 401 and creates nobody for %s', async (_case, token, extra = {}) => {
      const before = await testDb.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM users`);
      const response = await google(await token(), extra, EN);
      expect(refusal(response, 401)).toBe(TEXT.googleFailed);
      expect(response.headers['set-cookie']).toBeUndefined();
      const after = await testDb.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM users`);
      expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
    });

    it('audits a refused sign-in without naming anyone', async () => {
      await google(await oidc.mintIdToken({ email: unique('audit') }, { signWith: 'foreign' }));
      const { rows } = await testDb.db.query<{ type: string; user_id: string | null; detail: unknown }>(`SELECT type, user_id, detail FROM auth_events ORDER BY id DESC LIMIT 1`);
      expect(rows[0]).toEqual({ type: 'login_failed', user_id: null, detail: { source: 'google', reason: 'rejected' } });
    });

    it('answers 502 in the request language when the provider is down, and signs in once it is back', async () => {
      const email = unique('kesinti');
      // A fresh instance: nothing is cached yet, so discovery itself meets the outage.
      const fresh = await build(new IdentityProviders(settings(), () => clock.now));
      oidc.setOutage(true);
      expect(refusal(await google(await oidc.mintIdToken({ email }), {}, EN, fresh), 502)).toBe(TEXT.googleUnreachable);
      expect(refusal(await google(await oidc.mintIdToken({ email }), {}, { 'x-edition': 'tr' }, fresh), 502)).toBe('Google\'a ulaşılamadı. Lütfen biraz sonra tekrar dene.');
      expect(await usersWithEmail(email)).toEqual([]);
      oidc.setOutage(false);
      expect((await google(await oidc.mintIdToken({ email }), {}, EN, fresh)).statusCode).toBe(200);
    });

    it('answers 502 for a provider that refuses connections or does not answer in time', async () => {
      const hanging: Server = createServer(() => undefined);
      await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', () => resolve()));
      const hangingUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
      const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
      await new Promise<void>((resolve) => closed.close(() => resolve()));
      try {
        for (const issuer of [hangingUrl, closedUrl]) {
          const target = await build(new IdentityProviders({ google: { clientId: GOOGLE_CLIENT_ID, issuer }, timeoutMs: 300 }, () => clock.now));
          const started = Date.now();
          expect(refusal(await google(await oidc.mintIdToken({ email: unique('zaman') }), {}, EN, target), 502)).toBe(TEXT.googleUnreachable);
          expect(Date.now() - started).toBeLessThan(5000);
        }
      } finally {
        hanging.closeAllConnections();
        await new Promise<void>((resolve) => hanging.close(() => resolve()));
      }
    });

    it('signs in with the token its authorization endpoint hands the browser (implicit flow, state and nonce)', async () => {
      const redirectUri = `${EDITION_ORIGINS.en}/auth/google/callback`;
      const query = new URLSearchParams({ client_id: GOOGLE_CLIENT_ID, redirect_uri: redirectUri, response_type: 'id_token', scope: 'openid email profile', state: 's-1', nonce: 'n-1' });
      const page = await fetch(`${oidc.authorizationEndpoint}?${query}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toMatch(/<form method="post" action="\/authorize">/);
      const email = unique('tarayici');
      const form = new URLSearchParams({ client_id: GOOGLE_CLIENT_ID, redirect_uri: redirectUri, response_type: 'id_token', state: 's-1', nonce: 'n-1', email, name: 'Can', email_verified: 'true' });
      const submitted = await fetch(oidc.authorizationEndpoint, { method: 'POST', body: form, redirect: 'manual' });
      expect(submitted.status).toBe(302);
      const location = new URL(submitted.headers.get('location') ?? '');
      expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
      const fragment = new URLSearchParams(location.hash.slice(1));
      expect(fragment.get('state')).toBe('s-1');
      expect((await profile(await google(fragment.get('id_token') ?? '', { nonce: 'n-1' }))).email).toBe(email.toLowerCase());
      // The authorization endpoint never sends a token to a redirect URI it was not given for the client.
      const foreign = new URLSearchParams({ ...Object.fromEntries(query), redirect_uri: 'http://localhost:3000.evil.test/' });
      expect((await fetch(`${oidc.authorizationEndpoint}?${foreign}`)).status).toBe(400);
    });
  });

  describe('Facebook', () => {
    it('creates a member on the first sign-in and signs the same member in with a later token', async () => {
      const email = unique('Facebook.Uye');
      const me = await profile(await facebookLogin(facebook.issueToken({ email, name: 'Mehmet Demir' })));
      expect(me).toMatchObject({ email: email.toLowerCase(), emailVerified: true, loginSource: 'fb', name: 'Mehmet Demir' });
      expect((await profile(await facebookLogin(facebook.issueToken({ email }))))._id).toBe(me._id);
      expect((await identities(me._id)).map((row) => row.provider)).toEqual(['fb']);
      // The stand-in refuses /me without the right appsecret_proof: the API sent the right one.
      expect(facebook.refusedProofs).toBe(0);
    });

    it('sends appsecret_proof: the stand-in refuses /me without it, so a wrong proof fails the sign-in', async () => {
      const token = facebook.issueToken({ email: unique('proof') });
      const bare = await fetch(`${facebook.graphUrl}/me?${new URLSearchParams({ fields: 'id,email', access_token: token })}`);
      expect(bare.status).toBe(400);
      expect(facebook.refusedProofs).toBe(1);
      const wrongSecret = await build(new IdentityProviders({ facebook: { ...FACEBOOK, appSecret: 'not-the-secret', graphUrl: facebook.graphUrl } }, () => clock.now));
      // debug_token with a wrong app secret is our configuration's fault: 502, not the member's.
      expect(refusal(await facebookLogin(token, EN, wrongSecret), 502)).toBe('We could not reach Facebook. Please try again in a moment.');
    });

    it.each([
      ['a token of another app', () => facebook.issueToken({ email: unique('baska') }, { appId: '999' })],
      ['an expired token', () => facebook.issueToken({ email: unique('eski') }, { expiresInS: -60 })],
      ['a revoked token', () => {
        const token = facebook.issueToken({ email: unique('iptal') });
        facebook.revoke(token);
        return token;
      }],
      ['an unknown token', () => 'EAAnot-a-real-token'],
    ])('answers 401 for %s, refused by debug_token before any account is read', async (_case, token) => {
      const proofsBefore = facebook.refusedProofs;
      expect(refusal(await facebookLogin(token(), EN), 401)).toBe(TEXT.facebookFailed);
      // The stand-in's /me would refuse these too; the API must not rely on that.
      expect(facebook.refusedProofs).toBe(proofsBefore);
    });

    it('refuses an account that shares no e-mail address with a clear 400', async () => {
      const response = await facebookLogin(facebook.issueToken({ email: null, name: 'Adressiz' }), EN);
      expect(refusal(response, 400)).toMatch(/^Your Facebook account does not share an e-mail address/);
    });

    it('answers 502 while Facebook is down', async () => {
      facebook.setOutage(true);
      expect(refusal(await facebookLogin(facebook.issueToken({ email: unique('fb-down') }), { 'x-edition': 'ru' }), 502)).toBe(
        'Не удалось связаться с Facebook. Попробуйте ещё раз чуть позже.',
      );
    });

    it("signs in with the token of the stand-in's login dialog", async () => {
      const redirectUri = `${EDITION_ORIGINS.tr}/auth/facebook/callback`;
      const email = unique('dialog');
      const form = new URLSearchParams({ client_id: FACEBOOK.appId, redirect_uri: redirectUri, state: 'st', response_type: 'token', email, name: 'Deniz', share_email: 'true' });
      const submitted = await fetch(facebook.dialogUrl, { method: 'POST', body: form, redirect: 'manual' });
      expect(submitted.status).toBe(302);
      const fragment = new URLSearchParams(new URL(submitted.headers.get('location') ?? '').hash.slice(1));
      expect(fragment.get('state')).toBe('st');
      expect((await profile(await facebookLogin(fragment.get('access_token') ?? ''))).email).toBe(email.toLowerCase());
    });
  });

  describe('Twitter', () => {
    /** request-token, then the member's consent on the stand-in's page, as the browser would do them. */
    async function authorize(user: { screen_name: string; name?: string; email: string }, headers: Record<string, string> = EN) {
      const requested = await inject({ url: `${API}/auth/twitter/request-token`, headers });
      expect(requested.statusCode).toBe(200);
      const { oauthToken, oauthTokenSecret, authorizeUrl } = requested.json();
      expect(Object.keys(requested.json()).sort()).toEqual(['authorizeUrl', 'oauthToken', 'oauthTokenSecret']);
      expect(authorizeUrl).toBe(`${twitter.url}/oauth/authenticate?oauth_token=${encodeURIComponent(oauthToken)}`);
      const page = await fetch(authorizeUrl);
      expect(await page.text()).toContain('<form method="post" action="/oauth/authenticate">');
      const consent = await fetch(`${twitter.url}/oauth/authenticate`, {
        method: 'POST',
        body: new URLSearchParams({ oauth_token: oauthToken, name: user.name ?? 'Zeynep', ...user }),
        redirect: 'manual',
      });
      expect(consent.status).toBe(302);
      const callback = new URL(consent.headers.get('location') ?? '');
      return { oauthToken, oauthTokenSecret, callback, oauthVerifier: callback.searchParams.get('oauth_verifier') ?? '' };
    }
    const twitterLogin = (body: { oauthToken: string; oauthTokenSecret: string; oauthVerifier: string }, headers: Record<string, string> = EN) =>
      post('/auth/twitter/login', body, headers);

    it('request token → consent → login: a new member, back on the request edition’s callback, then the same member', async () => {
      const refusalsBefore = twitter.refusals.length;
      const email = unique('Twitter.Uye');
      const { oauthToken, oauthTokenSecret, oauthVerifier, callback } = await authorize({ screen_name: `tw${counter}`, name: 'Zeynep Kaya', email });
      expect(`${callback.origin}${callback.pathname}`).toBe(`${EDITION_ORIGINS.en}/auth/twitter/callback`);
      expect(callback.searchParams.get('oauth_token')).toBe(oauthToken);
      const me = await profile(await twitterLogin({ oauthToken, oauthTokenSecret, oauthVerifier }));
      expect(me).toMatchObject({ email: email.toLowerCase(), emailVerified: true, loginSource: 'twitter', name: 'Zeynep Kaya' });
      expect(await identities(me._id)).toEqual([{ provider: 'twitter', subject: twitter.userIdFor(`tw${counter}`), email: email.toLowerCase() }]);

      const again = await authorize({ screen_name: `tw${counter}`, email }, { 'x-edition': 'ru' });
      expect(`${again.callback.origin}${again.callback.pathname}`).toBe(`${EDITION_ORIGINS.ru}/auth/twitter/callback`);
      expect((await profile(await twitterLogin(again)))._id).toBe(me._id);
      // Every signed call passed the stand-in's own signature check.
      expect(twitter.refusals.slice(refusalsBefore)).toEqual([]);
    });

    it('answers 401 for a wrong verifier, a wrong token secret and a spent request token', async () => {
      const consented = await authorize({ screen_name: `tw${(counter += 1)}`, email: unique('tw-bad') });
      expect(refusal(await twitterLogin({ ...consented, oauthVerifier: 'wrong-verifier' }), 401)).toBe(TEXT.twitterFailed);
      expect(refusal(await twitterLogin({ ...consented, oauthTokenSecret: 'wrong-secret' }), 401)).toBe(TEXT.twitterFailed);
      expect(twitter.refusals.at(-1)).toBe('access_token: signature mismatch');
      expect((await twitterLogin(consented)).statusCode).toBe(200);
      expect(refusal(await twitterLogin(consented), 401)).toBe(TEXT.twitterFailed);
    });

    it('refuses an account without a confirmed e-mail address with a clear 400 and creates nobody', async () => {
      const screenName = `tw${(counter += 1)}`;
      const consented = await authorize({ screen_name: screenName, email: '' });
      expect(refusal(await twitterLogin(consented), 400)).toMatch(/^Your Twitter account has no confirmed e-mail address/);
      const { rows } = await testDb.db.query(`SELECT 1 FROM auth_identities WHERE provider = 'twitter' AND subject = $1`, [twitter.userIdFor(screenName)]);
      expect(rows).toEqual([]);
    });

    it('answers 502 when Twitter is down, for the request token and the login', async () => {
      const consented = await authorize({ screen_name: `tw${(counter += 1)}`, email: unique('tw-down') });
      twitter.setOutage(true);
      expect(refusal(await inject({ url: `${API}/auth/twitter/request-token`, headers: EN }), 502)).toBe('We could not reach Twitter. Please try again in a moment.');
      expect(refusal(await twitterLogin(consented), 502)).toBe('We could not reach Twitter. Please try again in a moment.');
    });

    it('answers 502 when our consumer credentials are refused (the member cannot fix that)', async () => {
      const wrong = await build(new IdentityProviders({ twitter: { ...TWITTER, consumerSecret: 'wrong', apiUrl: twitter.url } }, () => clock.now));
      expect(refusal(await inject({ url: `${API}/auth/twitter/request-token`, headers: EN }, wrong), 502)).toBe('We could not reach Twitter. Please try again in a moment.');
    });
  });

  describe('every provider', () => {
    it('answers 400 "not available" in the request language for a provider that is not configured', async () => {
      const bare = await build(undefined);
      expect(refusal(await google('x', {}, EN, bare), 400)).toBe('Sign-in with Google is not available.');
      expect(refusal(await facebookLogin('x', { 'x-edition': 'tr' }, bare), 400)).toBe('Facebook ile giriş kullanılamıyor.');
      expect(refusal(await inject({ url: `${API}/auth/twitter/request-token`, headers: { 'x-edition': 'ru' } }, bare), 400)).toBe('Вход через Twitter недоступен.');
      expect(refusal(await post('/auth/twitter/login', { oauthToken: 'a', oauthTokenSecret: 'b', oauthVerifier: 'c' }, EN, bare), 400)).toBe('Sign-in with Twitter is not available.');
    });

    it('refuses a sign-in posted from another site (login CSRF) before asking the provider', async () => {
      const foreign = { origin: 'https://evil.test' };
      refusal(await google(await oidc.mintIdToken({ email: unique('csrf') }), {}, foreign), 403);
      refusal(await facebookLogin(facebook.issueToken({ email: unique('csrf') }), foreign), 403);
      refusal(await post('/auth/twitter/login', { oauthToken: 'a', oauthTokenSecret: 'b', oauthVerifier: 'c' }, foreign), 403);
    });

    it('validates bodies with the provider’s message: empty, missing or oversized credentials', async () => {
      expect(refusal(await google('', {}, EN), 400)).toBe(TEXT.googleFailed);
      expect(refusal(await google('x'.repeat(4097), {}, EN), 400)).toBe(TEXT.googleFailed);
      expect(refusal(await google('x', { nonce: 'n'.repeat(129) }, EN), 400)).toBe(TEXT.googleFailed);
      expect(refusal(await post('/auth/facebook/login', {}, EN), 400)).toBe(TEXT.facebookFailed);
      expect(refusal(await post('/auth/twitter/login', { oauthToken: 'a', oauthTokenSecret: 'b' }, EN), 400)).toBe(TEXT.twitterFailed);
      expect(refusal(await post('/auth/twitter/login', { oauthToken: 'a', oauthTokenSecret: 'b', oauthVerifier: 'v'.repeat(513) }, EN), 400)).toBe(TEXT.twitterFailed);
    });

    it('lets parallel first sign-ins of one new identity create exactly one member', async () => {
      const email = unique('paralel');
      const token = await oidc.mintIdToken({ email });
      const responses = await Promise.all(Array.from({ length: 6 }, () => google(token)));
      const ids = new Set(await Promise.all(responses.map(async (response) => (await profile(response))._id)));
      expect(ids.size).toBe(1);
      expect(await usersWithEmail(email)).toHaveLength(1);
      const { rows } = await testDb.db.query(`SELECT 1 FROM auth_identities WHERE provider = 'google' AND subject = $1`, [oidc.subjectFor(email)]);
      expect(rows).toHaveLength(1);
    });

    it('links parallel first sign-ins of different providers with one address to one member', async () => {
      const email = unique('ikili');
      const [byGoogle, byFacebook] = await Promise.all([google(await oidc.mintIdToken({ email })), facebookLogin(facebook.issueToken({ email }))]);
      const [a, b] = [await profile(byGoogle), await profile(byFacebook)];
      expect(a._id).toBe(b._id);
      expect((await identities(a._id)).map((row) => row.provider)).toEqual(['fb', 'google']);
    });

    it('never signs a deleted account back in: its identities go with it and the next sign-in is a new member', async () => {
      const email = unique('silinen');
      const first = await google(await oidc.mintIdToken({ email }));
      const me = await profile(first);
      const bearer = { authorization: `Bearer ${first.json().authToken}` };
      expect((await inject({ method: 'POST', url: `${API}/users/me/request-delete`, headers: { ...JSON_HEADERS, ...bearer }, payload: {} })).statusCode).toBe(202);
      const token = ((await mailedPath(testDb.db, email.toLowerCase(), 'account-deletion')) ?? '').replace('/auth/delete-account/', '');
      expect((await inject({ method: 'PUT', url: `${API}/users/me/delete`, headers: JSON_HEADERS, payload: { token } })).statusCode).toBe(204);
      expect(await identities(me._id)).toEqual([]);

      const back = await profile(await google(await oidc.mintIdToken({ email })));
      expect(back._id).not.toBe(me._id);
      const { rows } = await testDb.db.query<{ deleted: boolean; email: string }>(`SELECT deleted_at IS NOT NULL AS deleted, email FROM users WHERE id = $1`, [me._id]);
      expect(rows[0]).toEqual({ deleted: true, email: `deleted-${me._id}@deleted.invalid` });
    });

    it('tells a member without a password to use "Forgot my password" when changing it (400, never 500)', async () => {
      const signedIn = await google(await oidc.mintIdToken({ email: unique('sifresiz') }));
      const change = await inject({
        method: 'PUT',
        url: `${API}/users/me/password`,
        headers: { ...JSON_HEADERS, ...EN, authorization: `Bearer ${signedIn.json().authToken}` },
        payload: { oldPassword: 'anything-at-all', password: 'lahmacun-ayran-2024' },
      });
      expect(refusal(change, 400)).toBe('Your account has no password yet. Set one with “Forgot my password”.');
    });

    it('shares the per-network login limit with password login; request tokens have their own', async () => {
      const limits = { ...unlimitedRateLimits(), loginPerNetwork: { max: 2, windowMs: 60_000 }, twitterRequestToken: { max: 1, windowMs: 60_000 } };
      const limited = await build(new IdentityProviders(settings(), () => clock.now), { rateLimits: limits });
      const password = await post('/auth/login', { grant_type: 'password', id: 'nobody-here', password: 'whatever-123' }, EN, limited);
      expect(password.statusCode).toBe(401);
      expect((await google(await oidc.mintIdToken({ email: unique('limit') }), {}, EN, limited)).statusCode).toBe(200);
      const third = await facebookLogin(facebook.issueToken({ email: unique('limit') }), EN, limited);
      expect(refusal(third, 429)).toBe('Too many requests. Please try again in a moment.');
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect((await inject({ url: `${API}/auth/twitter/request-token` }, limited)).statusCode).toBe(200);
      expect(refusal(await inject({ url: `${API}/auth/twitter/request-token` }, limited), 429)).toBeTruthy();
    });

    it('gives the web config the configured providers, Google only while its discovery answers', async () => {
      const providers = new IdentityProviders(settings(), () => clock.now);
      expect(await providers.signInConfig()).toEqual({
        google: { clientId: GOOGLE_CLIENT_ID, authorizationEndpoint: oidc.authorizationEndpoint },
        facebook: { appId: FACEBOOK.appId, dialogUrl: facebook.dialogUrl },
        twitter: true,
      });
      const cold = new IdentityProviders(settings(), () => clock.now);
      oidc.setOutage(true);
      expect((await cold.signInConfig()).google).toBeNull();
      expect(await new IdentityProviders().signInConfig()).toEqual({ google: null, facebook: null, twitter: false });
    });
  });
});
