import fc from 'fast-check';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { registerErrorHandling } from '@meydan/api/core';
import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import { authRoutes } from './auth.routes';
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
];

// Bodies that look like the real ones, with every field of every JSON type, plus anything at all.
const FIELDS = ['grant_type', 'id', 'password', 'version', 'email', 'challenge', 'nonce', 'captchaToken', 'refreshToken', 'feedback', 'username', 'token', 'oldPassword'];
const value = fc.oneof(fc.string({ maxLength: 300 }), fc.constantFrom('password', 'v1', 'uye', 'a@b.co', 'p1.a.1.4.x', ''), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 3 }));
const shapedBody = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 20 })), value, { maxKeys: 8 });
const loginBody = fc.record({ grant_type: fc.constant('password'), id: fc.oneof(fc.string({ maxLength: 260 }), fc.constantFrom('uye', 'member@meydan.local')), password: fc.string({ maxLength: 130 }) });
const registerBody = fc.record(
  { version: fc.string({ maxLength: 25 }), email: fc.oneof(fc.emailAddress(), fc.string()), password: fc.string({ maxLength: 130 }), challenge: fc.string({ maxLength: 300 }), nonce: fc.string({ maxLength: 40 }) },
  { requiredKeys: ['version', 'email', 'password'] },
);
const body = fc.oneof(shapedBody, loginBody, registerBody, fc.jsonValue({ maxDepth: 4 }));
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

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = Fastify();
    registerErrorHandling(app);
    await app.register(authRoutes, { prefix: API, db: testDb.db, secret: 'property-spec-secret-0123456789abcdef', trustedOrigins: [ORIGIN], rateLimits: UNLIMITED, powDifficulty: 4, pruneChance: 0 });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
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
});
