import fc from 'fast-check';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { registerErrorHandling } from '@meydan/api/core';
import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import { type RunningServer, startFacebookProvider, startOpenIdProvider, startTwitterProvider } from '@meydan/shared/testing/identity-providers';
import { authRoutes } from './auth.routes';
import { IdentityProviders } from './providers/identity-providers';
import { AUTH_RATE_LIMITS, type AuthRateLimits } from './rate-limits';

jest.setTimeout(300_000);

const API = '/api/v3.5';
const ORIGIN = 'http://localhost:3000';
const UNLIMITED = Object.fromEntries(Object.keys(AUTH_RATE_LIMITS).map((name) => [name, { max: 1_000_000, windowMs: 60_000 }])) as unknown as AuthRateLimits;

const ROUTES: ReadonlyArray<{ method: InjectOptions['method']; url: string }> = [
  { method: 'POST', url: '/auth/login' },
  { method: 'POST', url: '/auth/login?authVersion=v2' },
  { method: 'POST', url: '/auth/register' },
  { method: 'POST', url: '/auth/token' },
  { method: 'POST', url: '/auth/logout' },
  { method: 'GET', url: '/auth/challenge' },
  { method: 'GET', url: '/auth/check/username' },
  { method: 'GET', url: '/users/me/profile' },
  { method: 'GET', url: '/users/me/sessions' },
  { method: 'DELETE', url: '/users/me/sessions' },
  { method: 'PUT', url: '/users/me/freeze' },
  { method: 'GET', url: '/auth/verify-email' },
  { method: 'GET', url: '/auth/verify-email/new' },
  { method: 'POST', url: '/auth/reset-password/new' },
  { method: 'POST', url: '/auth/reset-password' },
  { method: 'PUT', url: '/users/me/password' },
  { method: 'POST', url: '/users/me/request-delete' },
  { method: 'PUT', url: '/users/me/delete' },
  { method: 'POST', url: '/auth/google/login' },
  { method: 'POST', url: '/auth/facebook/login' },
  { method: 'GET', url: '/auth/twitter/request-token' },
  { method: 'POST', url: '/auth/twitter/login' },
];

// Bodies that look like the real ones, with every field of every JSON type, plus anything at all.
const FIELDS = [
  'grant_type', 'id', 'password', 'version', 'email', 'challenge', 'nonce', 'captchaToken', 'refreshToken', 'feedback', 'username', 'token', 'oldPassword',
  'accessToken', 'oauthToken', 'oauthTokenSecret', 'oauthVerifier',
];
const value = fc.oneof(fc.string({ maxLength: 300 }), fc.constantFrom('password', 'v1', 'uye', 'a@b.co', 'p1.a.1.4.x', ''), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 3 }));
const shapedBody = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 20 })), value, { maxKeys: 8 });
const loginBody = fc.record({ grant_type: fc.constant('password'), id: fc.oneof(fc.string({ maxLength: 260 }), fc.constantFrom('uye', 'member@meydan.local')), password: fc.string({ maxLength: 130 }) });
const registerBody = fc.record(
  { version: fc.string({ maxLength: 25 }), email: fc.oneof(fc.emailAddress(), fc.string()), password: fc.string({ maxLength: 130 }), challenge: fc.string({ maxLength: 300 }), nonce: fc.string({ maxLength: 40 }) },
  { requiredKeys: ['version', 'email', 'password'] },
);
// Provider credentials that reach the stand-ins' verification (JWT-shaped, opaque, OAuth triples).
const jwtish = fc.array(fc.base64String({ maxLength: 120 }), { minLength: 1, maxLength: 4 }).map((parts) => parts.join('.').replace(/[+/=]/g, ''));
const providerBody = fc.oneof(
  fc.record({ token: fc.oneof(jwtish, fc.string({ maxLength: 300 })), nonce: fc.string({ maxLength: 140 }) }, { requiredKeys: ['token'] }),
  fc.record({ accessToken: fc.oneof(fc.string({ maxLength: 300 }), fc.constant('EAA')) }),
  fc.record({ oauthToken: fc.string({ maxLength: 520 }), oauthTokenSecret: fc.string({ maxLength: 520 }), oauthVerifier: fc.string({ maxLength: 520 }) }),
);
const body = fc.oneof(shapedBody, loginBody, registerBody, providerBody, fc.jsonValue({ maxDepth: 4 }));
const query = fc.dictionary(fc.constantFrom('username', 'authVersion', 'keepCurrent', 'token', 'x', '__proto__'), fc.oneof(fc.string({ maxLength: 80 }), fc.constantFrom('v2', 'true', 'false', 'ab', 'ali.veli')), { maxKeys: 3 });
const headers = fc.record(
  {
    authorization: fc.oneof(fc.string({ maxLength: 200 }), fc.string({ maxLength: 200 }).map((token) => `Bearer ${token}`), fc.constant('Bearer a.b.c')),
    cookie: fc.oneof(fc.string({ maxLength: 200 }), fc.string({ maxLength: 200 }).map((token) => `o-auth-token=${encodeURIComponent(token)}; o-refresh-token=${encodeURIComponent(token)}`)),
    origin: fc.oneof(fc.constant(ORIGIN), fc.constant('null'), fc.webUrl()),
    'content-type': fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded'),
    'x-edition': fc.constantFrom('tr', 'en', 'ru', 'xx'),
  },
  { requiredKeys: [] },
);

describe('every auth route with arbitrary input', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  const standIns: RunningServer[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    // Real (local) providers, so arbitrary credentials reach verification, not just "not configured".
    const google = await startOpenIdProvider({ clientId: 'property-client', allowedRedirects: [`${ORIGIN}/`] });
    const facebook = await startFacebookProvider({ appId: '42', appSecret: 'property-app-secret', allowedRedirects: [`${ORIGIN}/`] });
    const twitter = await startTwitterProvider({ consumerKey: 'property-key', consumerSecret: 'property-secret' });
    standIns.push(google, facebook, twitter);
    const identityProviders = new IdentityProviders({
      google: { clientId: 'property-client', issuer: google.issuer },
      facebook: { appId: '42', appSecret: 'property-app-secret', graphUrl: facebook.graphUrl, dialogUrl: facebook.dialogUrl },
      twitter: { consumerKey: 'property-key', consumerSecret: 'property-secret', apiUrl: twitter.url },
    });
    app = Fastify();
    registerErrorHandling(app);
    await app.register(authRoutes, {
      prefix: API,
      db: testDb.db,
      secret: 'property-spec-secret-0123456789abcdef',
      trustedOrigins: [ORIGIN],
      rateLimits: UNLIMITED,
      powDifficulty: 4,
      pruneChance: 0,
      identityProviders,
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await Promise.all(standIns.map((standIn) => standIn.stop()));
    await testDb?.cleanup();
  });

  it('never answers with a 5xx, and always with a JSON error body when it refuses', async () => {
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), body, query, headers, fc.boolean(), async (route, payload, search, sent, raw) => {
        const params = new URLSearchParams(Object.entries(search).map(([key, text]) => [key, String(text)]));
        const separator = route.url.includes('?') ? '&' : '?';
        const response = await app.inject({
          method: route.method,
          url: `${API}${route.url}${params.size > 0 ? separator + params.toString() : ''}`,
          headers: sent as Record<string, string>,
          // Sometimes not even JSON.
          payload: route.method === 'GET' ? undefined : raw ? `${JSON.stringify(payload)}}` : JSON.stringify(payload),
        });
        seen.add(response.statusCode);
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) {
          const error = response.json();
          expect(error).toEqual({ message: expect.any(String), statusCode: response.statusCode });
          expect(error.message).not.toBe('');
        }
      }),
      { numRuns: 1500 },
    );
    // The inputs reach past parsing and validation into the handlers.
    expect([...seen].sort()).toEqual(expect.arrayContaining([200, 400, 401, 403, 415]));
  });

  it('never signs anyone in with made-up provider credentials: 400 or 401, never a 5xx', async () => {
    const LOGINS = ['/auth/google/login', '/auth/facebook/login', '/auth/twitter/login'];
    const seen = new Map<string, Set<number>>(LOGINS.map((url) => [url, new Set<number>()]));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...LOGINS), fc.oneof(providerBody, shapedBody), fc.constantFrom('tr', 'en', 'ru'), async (url, payload, edition) => {
        const response = await app.inject({ method: 'POST', url: `${API}${url}`, headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-edition': edition }, payload: JSON.stringify(payload) });
        seen.get(url)?.add(response.statusCode);
        expect([400, 401]).toContain(response.statusCode);
        expect(response.json()).toEqual({ message: expect.any(String), statusCode: response.statusCode });
        expect(response.headers['set-cookie']).toBeUndefined();
      }),
      { numRuns: 300 },
    );
    // Every provider's verification was reached, not only the body validation.
    for (const url of LOGINS) expect([...(seen.get(url) ?? [])]).toContain(401);
  });
});
