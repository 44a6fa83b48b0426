import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import { API, buildMessagingApp, MessagingFixtures, ORIGIN, RecordingPublisher, type TestMember } from './testing/messaging-test-app';

jest.setTimeout(300_000);

// Every conversations route; `{id}` and `{message}` are filled per run.
const ROUTES: ReadonlyArray<{ method: InjectOptions['method']; url: string }> = [
  { method: 'GET', url: '/conversations' },
  { method: 'GET', url: '/conversations/count' },
  { method: 'GET', url: '/conversations/find' },
  { method: 'GET', url: '/conversations/{id}' },
  { method: 'GET', url: '/conversations/{id}/messages' },
  { method: 'POST', url: '/conversations/{id}' },
  { method: 'POST', url: '/conversations/' },
  { method: 'POST', url: '/conversations/create' },
  { method: 'POST', url: '/conversations/{id}/read' },
  { method: 'DELETE', url: '/conversations/{id}/{message}' },
  { method: 'DELETE', url: '/conversations/{id}' },
];

const FIELDS = ['message', 'clientId', 'recipient', 'messageId'];
const value = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ minLength: 2990, maxLength: 3010 }),
  fc.constantFrom('', ' ', '\u200b', 'merhaba', 'c-1', 'uye', 'nobody', '00000000-0000-4000-8000-000000000001', 'a'.repeat(65), '../../etc'),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
);
const shapedBody = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 20 })), value, { maxKeys: 5 });
const body = fc.oneof(shapedBody, fc.jsonValue({ maxDepth: 4 }));
const query = fc.dictionary(
  fc.constantFrom('page', 'limit', 'before', 'markRead', 'useHasNextPage', 'recipient', 'x'),
  fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('1', '2', '0', '-1', '15', '50', '51', 'true', 'false', '1e9', '00000000-0000-4000-8000-000000000001')),
  { maxKeys: 4 },
);

describe('every conversations route with arbitrary input', () => {
  let testDb: TestDatabase;
  let fx: MessagingFixtures;
  let app: FastifyInstance;
  let members: TestMember[];
  let ids: string[];
  let messageIds: string[];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    fx = new MessagingFixtures(testDb.db);
    app = await buildMessagingApp(testDb.db, fx, { realtime: new RecordingPublisher() });
    members = [await fx.member(), await fx.member(), await fx.member(), await fx.member()];
    const [a, b, c, d] = members as [TestMember, TestMember, TestMember, TestMember];
    await fx.block(c, d);
    const frozen = await fx.member();
    ids = [];
    messageIds = [];
    for (const [from, to] of [
      [a, b],
      [a, c],
      [c, frozen],
    ] as const) {
      const created = await app.inject({ method: 'POST', url: `${API}/conversations/create`, headers: { ...from.headers, 'content-type': 'application/json' }, payload: { recipient: to.id, message: 'selam' } });
      ids.push(created.json().conversation._id);
      messageIds.push(created.json().message._id);
    }
    await fx.deactivate(frozen);
    members.push(frozen);
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });

  it('never answers with a 5xx, and always with a JSON error body when it refuses', async () => {
    const seen = new Set<number>();
    const id = fc.oneof(fc.constantFrom(...ids, '00000000-0000-4000-8000-0000000000ff'), fc.string({ minLength: 1, maxLength: 60 }));
    const message = fc.oneof(fc.constantFrom(...messageIds), fc.uuid(), fc.string({ minLength: 1, maxLength: 60 }));
    const who = fc.option(fc.integer({ min: 0, max: 3 }), { nil: null });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), id, message, body, query, who, fc.boolean(), fc.constantFrom('tr', 'en', 'ru'), async (route, idValue, messageValue, payload, search, member, raw, edition) => {
        const path = route.url.replace('{id}', encodeURIComponent(idValue)).replace('{message}', encodeURIComponent(messageValue));
        const params = new URLSearchParams(Object.entries(search).map(([key, text]) => [key, String(text)]));
        const response = await app.inject({
          method: route.method,
          url: `${API}${path}${params.size > 0 ? `?${params.toString()}` : ''}`,
          headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-edition': edition, ...(member === null ? {} : (members[member] as TestMember).headers) },
          // Sometimes not even JSON.
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : raw ? `${JSON.stringify(payload)}}` : JSON.stringify(payload),
        });
        seen.add(response.statusCode);
        expect([route.method, route.url, response.statusCode < 500]).toEqual([route.method, route.url, true]);
        if (response.statusCode >= 400) {
          const error = response.json();
          expect(error).toEqual({ message: expect.any(String), statusCode: response.statusCode });
          expect(error.message).not.toBe('');
        }
      }),
      { numRuns: 1500 },
    );
    // The inputs reach past parsing and validation into the handlers.
    expect([...seen].sort()).toEqual(expect.arrayContaining([200, 400, 401, 404]));
  });
});
