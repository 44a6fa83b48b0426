import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import { API, buildSocialApp, ORIGIN, SocialFixtures, type TestMember } from './testing/social-test-app';

jest.setTimeout(300_000);

// Every route of the profile, graph and favourite plugins; `{ref}` and `{article}` are filled per run.
const ROUTES: ReadonlyArray<{ method: InjectOptions['method']; url: string }> = [
  { method: 'PUT', url: '/users/me' },
  { method: 'PUT', url: '/users/me/about' },
  { method: 'GET', url: '/users/{ref}' },
  { method: 'GET', url: '/metadata/countries' },
  { method: 'GET', url: '/social/me/blocked' },
  { method: 'POST', url: '/social/me/blocked' },
  { method: 'DELETE', url: '/social/me/blocked/{ref}' },
  { method: 'POST', url: '/social/me/following' },
  { method: 'DELETE', url: '/social/me/following/{ref}' },
  { method: 'GET', url: '/social/me/relations/{ref}' },
  { method: 'GET', url: '/social/{ref}/followers' },
  { method: 'GET', url: '/social/{ref}/following' },
  { method: 'GET', url: '/favorites/check/{article}' },
  { method: 'POST', url: '/favorites/article/{article}' },
  { method: 'DELETE', url: '/favorites/article/{article}' },
  { method: 'GET', url: '/favorites/{ref}' },
];

const FIELDS = ['email', 'username', 'name', 'gender', 'website', 'country', 'city', 'birthdate', 'occupation', 'motto', 'about', 'premium', 'coverOffset', 'target'];
const value = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.constantFrom('', 'male', 'female', 'TR', 'tr', '1990-02-30', '1925-01-01', 'meydan.com', 'javascript:alert(1)', 'a@b.co', 'uye', '00000000-0000-4000-8000-000000000001'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
);
const shapedBody = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 20 })), value, { maxKeys: 8 });
const body = fc.oneof(shapedBody, fc.jsonValue({ maxDepth: 4 }));
const refs = (members: readonly TestMember[], articles: readonly string[]) => ({
  ref: fc.oneof(fc.constantFrom(...members.map((m) => m.id), ...members.map((m) => m.username), 'me', 'nobody'), fc.string({ minLength: 1, maxLength: 80 })),
  article: fc.oneof(fc.constantFrom(...articles), fc.string({ minLength: 1, maxLength: 80 }), fc.integer({ min: -5, max: 2_000_000_000 }).map(String)),
});
const query = fc.dictionary(fc.constantFrom('page', 'limit', 'check', 'x'), fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('1', '2', '0', '-1', '50', '51', 'true', 'false', '1e9')), { maxKeys: 3 });

describe('every social route with arbitrary input', () => {
  let testDb: TestDatabase;
  let fx: SocialFixtures;
  let app: FastifyInstance;
  let members: TestMember[];
  let articles: string[];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    fx = new SocialFixtures(testDb.db);
    app = await buildSocialApp(testDb.db, fx, { emailConfirmation: { queue: async () => undefined, nudge: () => undefined } });
    members = [await fx.member(), await fx.member(), await fx.member({ verified: false }), await fx.member({ role: 'admin' })];
    const frozen = await fx.member();
    await fx.deactivate(frozen);
    members.push(frozen);
    articles = [(await fx.article()).id, String((await fx.article()).legacyId), (await fx.article({ hidden: true })).id];
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });

  it('never answers with a 5xx, and always with a JSON error body when it refuses', async () => {
    const seen = new Set<number>();
    const { ref, article } = refs(members, articles);
    const who = fc.option(fc.integer({ min: 0, max: 3 }), { nil: null });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), ref, article, body, query, who, fc.boolean(), fc.constantFrom('tr', 'en', 'ru'), async (route, refValue, articleValue, payload, search, member, raw, edition) => {
        const path = route.url.replace('{ref}', encodeURIComponent(refValue)).replace('{article}', encodeURIComponent(articleValue));
        const params = new URLSearchParams(Object.entries(search).map(([key, text]) => [key, String(text)]));
        const response = await app.inject({
          method: route.method,
          url: `${API}${path}${params.size > 0 ? `?${params.toString()}` : ''}`,
          headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-edition': edition, ...(member === null ? {} : (members[member] as TestMember).headers) },
          // Sometimes not even JSON.
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : raw ? `${JSON.stringify(payload)}}` : JSON.stringify(payload),
        });
        seen.add(response.statusCode);
        expect([route.url, response.statusCode < 500]).toEqual([route.url, true]);
        if (response.statusCode >= 400) {
          const error = response.json();
          expect(error).toEqual({ message: expect.any(String), statusCode: response.statusCode });
          expect(error.message).not.toBe('');
        }
      }),
      { numRuns: 1200 },
    );
    // The inputs reach past parsing and validation into the handlers.
    expect([...seen].sort()).toEqual(expect.arrayContaining([200, 400, 401, 403, 404]));
  });
});
