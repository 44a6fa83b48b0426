import fc from 'fast-check';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandling } from '@meydan/api/core';
import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import { anonymousRoutes } from './anonymous.routes';

jest.setTimeout(300_000);

const API = '/api/v3.5';
const ORIGIN = 'http://localhost:3000';

const token = fc.oneof(fc.string({ maxLength: 300 }), fc.constant('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhbm9uX3gifQ.c2ln'), fc.constant('a.b.c'));
const headers = fc.record(
  {
    authorization: fc.oneof(fc.string({ maxLength: 200 }), token.map((value) => `Bearer ${value}`)),
    cookie: fc.oneof(fc.string({ maxLength: 200 }), token.map((value) => `o-anon-token=${encodeURIComponent(value)}; o-auth-token=${encodeURIComponent(value)}`)),
    origin: fc.oneof(fc.constant(ORIGIN), fc.constant('null'), fc.webUrl()),
    referer: fc.oneof(fc.constant(`${ORIGIN}/trailers-news`), fc.string({ maxLength: 100 })),
    'content-type': fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
    'x-edition': fc.constantFrom('tr', 'en', 'ru', 'xx'),
  },
  { requiredKeys: [] },
);
const body = fc.option(fc.oneof(fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)), fc.string({ maxLength: 100 })), { nil: undefined });

describe('POST /auth/anonymous with arbitrary input', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = Fastify();
    registerErrorHandling(app);
    await app.register(anonymousRoutes, { prefix: API, db: testDb.db, secret: 'anonymous-property-secret-0123456789abcdef', trustedOrigins: [ORIGIN], rateLimit: { max: 1_000_000, windowMs: 60_000 } });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });

  it('never answers with a 5xx; refusals are JSON errors, successes an identity with its cookies', async () => {
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(headers, body, async (sent, payload) => {
        const response = await app.inject({ method: 'POST', url: `${API}/auth/anonymous`, headers: sent as Record<string, string>, payload });
        seen.add(response.statusCode);
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(response.json()).toEqual({ message: expect.any(String), statusCode: response.statusCode });
          expect(response.headers['set-cookie']).toBeUndefined();
        } else {
          expect(response.json()).toEqual({ anonymousId: expect.stringMatching(/^anon_[A-Za-z0-9_-]{22}$/), expiresAt: expect.any(String) });
          expect(String(response.headers['set-cookie'])).toContain('o-anon=');
        }
      }),
      { numRuns: 400 },
    );
    expect([...seen]).toEqual(expect.arrayContaining([200, 403]));
  });
});
