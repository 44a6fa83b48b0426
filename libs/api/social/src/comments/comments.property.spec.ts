import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import { buildCommentsApp } from '../testing/comments-test-app';
import { API, JSON_HEADERS, SocialFixtures, type TestMember } from '../testing/social-test-app';

jest.setTimeout(300_000);

/*
 * Whatever a client sends to the comment and notification writes (and the lists), the answer is
 * a 2xx/4xx `{ message, statusCode }` in the request language, never a 5xx.
 */
describe('comment and notification routes never answer 5xx', () => {
  let testDb: TestDatabase;
  let fx: SocialFixtures;
  let app: FastifyInstance;
  let callers: Array<TestMember | null>;
  let ids: string[];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    fx = new SocialFixtures(testDb.db);
    app = await buildCommentsApp(testDb.db, fx);
    const [member, unverified, editor] = [await fx.member(), await fx.member({ verified: false }), await fx.member({ role: 'editor' })];
    callers = [null, member, unverified, editor];
    const article = await fx.article();
    const post = await app.inject({ method: 'POST', url: `${API}/comments`, headers: { ...JSON_HEADERS, ...member.headers }, payload: { comment: 'Özellik testi yorumu', articleId: article.id } });
    ids = [article.id, post.json()._id as string, '00000000-0000-4000-8000-000000000000'];
  });
  afterAll(async () => {
    await app.close();
    await testDb.cleanup();
  });

  // Ids exist only once beforeAll ran; the arbitraries are built before it, so they pick by index.
  const known = fc.nat({ max: 2 }).map((index) => ids[index] as string);
  const id = () => fc.oneof(known, fc.uuid(), fc.string({ maxLength: 40 }).map(encodeURIComponent));
  const text = fc.oneof(
    fc.string({ maxLength: 1100 }),
    fc.string({ unit: 'grapheme', maxLength: 1100 }),
    fc.constantFrom('abcd', 'abcde', '     ', '<script>alert(1)</script>', 'aptal', '\u0000\u0000\u0000\u0000\u0000x', '😀'.repeat(1001)),
  );
  const value = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 3 }));
  const body = fc.oneof(
    fc.record({ comment: text, articleId: fc.oneof(id(), value) }, { requiredKeys: [] }),
    fc.record({ comment: text, replyTo: fc.oneof(id(), value) }, { requiredKeys: [] }),
    fc.record({ action: fc.oneof(fc.constantFrom('approve', 'hide', 'delete'), value) }, { requiredKeys: [] }),
    fc.record({ ids: fc.oneof(fc.array(id(), { maxLength: 3 }), value) }, { requiredKeys: [] }),
    fc.jsonValue({ maxDepth: 3 }),
  );
  const query = fc.dictionary(
    fc.constantFrom('articleId', 'userId', 'page', 'limit', 'sort', 'checkBlockStatus', 'useHasNextPage'),
    fc.oneof(fc.string({ maxLength: 40 }), known, fc.integer().map(String), fc.constantFrom('smart', 'likes', 'true', '-1', '1e9')),
    { maxKeys: 5 },
  );
  const request = fc.record({
    route: fc.constantFrom(
      { method: 'POST', path: () => '/comments' },
      { method: 'POST', path: (i: string) => `/comments/${i}/replies` },
      { method: 'POST', path: (i: string) => `/comments/${i}/like` },
      { method: 'DELETE', path: (i: string) => `/comments/${i}/like` },
      { method: 'POST', path: (i: string) => `/comments/${i}/report` },
      { method: 'DELETE', path: (i: string) => `/comments/${i}` },
      { method: 'POST', path: (i: string) => `/admin/comments/${i}/review` },
      { method: 'POST', path: () => '/notifications/update' },
      { method: 'GET', path: () => '/comments' },
      { method: 'GET', path: (i: string) => `/comments/${i}/replies` },
      { method: 'GET', path: () => '/notifications' },
    ),
    id: id(),
    body,
    query,
    caller: fc.nat({ max: 3 }),
    edition: fc.constantFrom('tr', 'en', 'ru'),
  });

  it('holds for arbitrary ids, bodies and queries from every kind of caller', async () => {
    await fc.assert(
      fc.asyncProperty(request, async ({ route, id: target, body: payload, query: params, caller, edition }) => {
        const who = callers[caller] ?? null;
        const search = new URLSearchParams(params).toString();
        const options: InjectOptions = {
          method: route.method as InjectOptions['method'],
          url: `${API}${route.path(target)}${search ? `?${search}` : ''}`,
          headers: { ...(route.method === 'GET' ? {} : JSON_HEADERS), ...(who?.headers ?? {}), 'x-edition': edition },
          ...(route.method === 'GET' ? {} : { payload: JSON.stringify(payload) }),
        };
        const response = await app.inject(options);
        if (response.statusCode >= 500) throw new Error(`${options.method} ${options.url} ${JSON.stringify(payload).slice(0, 200)} → ${response.statusCode} ${response.body}`);
        if (response.statusCode >= 400) {
          const answer = response.json() as { message: unknown; statusCode: unknown };
          expect(typeof answer.message).toBe('string');
          expect(answer.statusCode).toBe(response.statusCode);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('holds for any text a signed-in, confirmed member writes on a real article or comment', async () => {
    const writer = callers[1] as TestMember;
    await fc.assert(
      fc.asyncProperty(text, fc.boolean(), async (comment, asReply) => {
        const response = await app.inject({
          method: 'POST',
          url: `${API}${asReply ? `/comments/${ids[1]}/replies` : '/comments'}`,
          headers: { ...JSON_HEADERS, ...writer.headers },
          payload: asReply ? { comment } : { comment, articleId: ids[0] },
        });
        if (response.statusCode >= 500) throw new Error(`${JSON.stringify(comment).slice(0, 200)} → ${response.statusCode} ${response.body}`);
        // 404 once the first property deleted or hid the comment answered.
        expect([201, 400, 404]).toContain(response.statusCode);
      }),
      { numRuns: 200 },
    );
  });
});
