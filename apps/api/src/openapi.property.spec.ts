import { hash } from '@node-rs/argon2';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { AUTH_RATE_LIMITS, type AuthRateLimits } from '@meydan/api/auth';
import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import { buildTestApp, TEST_ORIGINS } from './testing/test-app';

/*
 * Every route of the OpenAPI document (/api/docs/json), fed what attackers and broken clients
 * send: NUL characters, half surrogate pairs, huge strings, wrong types, script payloads, broken
 * JSON and broken multipart, as a visitor, a member or an admin. No answer may be a 5xx, an
 * error must be the JSON contract, and no error (nor any non-JSON answer) may hand a script back.
 * PROPERTY_RUNS sets the runs per route group (GROUP_OF_TAG); 1,000 by default.
 */

jest.setTimeout(900_000);

const RUNS = Number(process.env['PROPERTY_RUNS'] || 1000);
/**
 * Route groups: the OpenAPI tags, gathered by backend domain so that 1,000 runs per group keep
 * the whole walk near a minute. A tag not listed here is a group of its own.
 */
const GROUP_OF_TAG: Readonly<Record<string, string>> = {
  content: 'content',
  browse: 'content',
  storefront: 'content',
  entertainment: 'content',
  metadata: 'content',
  feeds: 'feeds, search and counters',
  search: 'feeds, search and counters',
  reactions: 'feeds, search and counters',
  collector: 'feeds, search and counters',
  push: 'feeds, search and counters',
  auth: 'accounts',
  users: 'accounts',
  social: 'community',
  favorites: 'community',
  comments: 'community',
  notifications: 'community',
  'member content': 'member content and review',
  admin: 'member content and review',
};
const ORIGIN = TEST_ORIGINS.tr;
const PASSWORD = 'openapi-fuzz-password-1';
const UNLIMITED = Object.fromEntries(Object.keys(AUTH_RATE_LIMITS).map((name) => [name, { max: 1_000_000, windowMs: 60_000 }])) as unknown as AuthRateLimits;

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

interface Operation {
  tags?: string[];
  summary?: string;
  parameters?: Array<{ in: 'path' | 'query' | 'header' | 'cookie'; name: string; schema?: Schema }>;
  requestBody?: { content: Record<string, { schema?: Schema }> };
}

interface Route {
  method: InjectOptions['method'];
  /** OpenAPI path, `{name}` placeholders included. */
  path: string;
  pathParams: Array<{ name: string; schema: Schema }>;
  queryParams: Array<{ name: string; schema: Schema }>;
  body?: Schema;
  multipart: boolean;
}

const SCRIPTS = ['<script>alert(1)</script>', '"><script>alert(document.cookie)</script>', '</script><script>alert(1)</script>', '<img src=x onerror=alert(1)>', '<svg onload=alert(1)>', 'javascript:alert(1)'];
const scriptIn = (text: string) => /<script/i.test(text);

// Text no field can take, or that breaks encoders and the database.
const nul = fc.string({ maxLength: 20 }).map((text) => `${text}\u0000${text}`);
const loneSurrogate = fc.constantFrom('\ud800', '\udfff', 'a\ud800b', '\udc00\ud800', 'Kış\ud83d');
const huge = fc.constantFrom(10_000, 100_000).chain((length) => fc.constantFrom('a', 'ş', '🚗', '<', '%').map((unit) => unit.repeat(length / unit.length)));
const script = fc.constantFrom(...SCRIPTS);
const oddText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom('', ' ', '%00', '%', '%%41', '../../etc/passwd', "' OR 1=1 --", '__proto__', 'constructor', '1e309', 'NaN', '-1', '0', '9'.repeat(40), 'null', 'İSTANBUL'),
);
// Huge strings cost time on both sides: a few per cent of the runs are enough to meet every length check.
const evilText = fc.oneof({ arbitrary: nul, weight: 10 }, { arbitrary: loneSurrogate, weight: 10 }, { arbitrary: script, weight: 10 }, { arbitrary: oddText, weight: 10 }, { arbitrary: huge, weight: 1 });
const wrongType = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }));
const evilValue = fc.oneof(evilText, wrongType);

const typesOf = (schema: Schema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** A value the schema may accept (or nearly), with the fixture's ids and names mixed in so handlers get past "not found". */
function plausible(schema: Schema, known: readonly string[], depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (union?.length) return fc.oneof(...union.map((branch) => plausible(branch, known, depth)));
  const type = typesOf(schema).find((name) => name !== 'null') ?? (schema.properties ? 'object' : 'string');
  switch (type) {
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -5, max: Math.min(schema.maximum ?? 2_000_000_000, 2_000_000_000) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 2 ? fc.constant([]) : fc.array(schema.items ? plausible(schema.items, known, depth + 1) : fc.string(), { maxLength: 3 });
    case 'object': {
      if (depth > 2 || !schema.properties) return fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), { maxKeys: 2 });
      const fields = Object.fromEntries(Object.entries(schema.properties).map(([name, child]) => [name, field(child, known, depth + 1)]));
      return fc.record(fields, { requiredKeys: [] });
    }
    default: {
      const uuid = schema.format === 'uuid' || /\[0-9a-fA-F\]\{8\}/.test(schema.pattern ?? '');
      const sized = fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 60) });
      if (uuid) return fc.oneof(fc.constantFrom(...known.filter((text) => /^[0-9a-f]{8}-/.test(text))), fc.uuid());
      if (schema.format === 'date-time' || schema.format === 'date') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
      if (schema.format === 'email') return fc.emailAddress();
      return fc.oneof(fc.constantFrom(...known), sized, fc.integer({ min: -1, max: 2_000_000_000 }).map(String));
    }
  }
}

/** A field: usually plausible, often hostile. */
const field = (schema: Schema, known: readonly string[], depth = 0) => fc.oneof({ arbitrary: plausible(schema, known, depth), weight: 3 }, { arbitrary: evilValue, weight: 2 });

/** Percent-encodes a path segment from its UTF-8 bytes (a half surrogate pair becomes U+FFFD, as any client would send it). */
const encodeSegment = (text: string) => [...Buffer.from(text, 'utf8')].map((byte) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`)).join('');

/** The OpenAPI document's operations, in the route group of their first tag. */
function routeGroups(document: { paths: Record<string, Record<string, Operation>> }): Map<string, Route[]> {
  const groups = new Map<string, Route[]>();
  for (const [routePath, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const route: Route = {
        method: method.toUpperCase() as InjectOptions['method'],
        path: routePath,
        pathParams: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? { type: 'string' } })),
        queryParams: parameters.filter((parameter) => parameter.in === 'query').map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? { type: 'string' } })),
        body: operation.requestBody?.content['application/json']?.schema,
        multipart: /multipart\/form-data/.test(operation.summary ?? '') || Boolean(operation.requestBody?.content['multipart/form-data']),
      };
      const tag = operation.tags?.[0] ?? 'untagged';
      const group = GROUP_OF_TAG[tag] ?? tag;
      groups.set(group, [...(groups.get(group) ?? []), route]);
    }
  }
  return groups;
}

/** A multipart upload, often broken: no boundary, cut short, hostile names, any bytes. */
const multipartBody = fc
  .record({
    boundary: fc.oneof(fc.constant('meydanFuzz'), fc.constant(''), fc.string({ maxLength: 80 })),
    name: fc.oneof(fc.constant('file'), evilText),
    filename: fc.oneof(fc.constant('a.png'), evilText),
    type: fc.constantFrom('image/png', 'image/jpeg', 'text/html', ''),
    content: fc.oneof(fc.uint8Array({ maxLength: 2000 }), fc.constant(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))),
    cutAt: fc.option(fc.nat(), { nil: undefined }),
    declareBoundary: fc.boolean(),
  })
  .map(({ boundary, name, filename, type, content, cutAt, declareBoundary }) => {
    const whole = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
      Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const payload = cutAt === undefined ? whole : whole.subarray(0, cutAt % whole.length);
    return { payload, contentType: declareBoundary ? `multipart/form-data; boundary=${boundary}` : 'multipart/form-data' };
  });

interface Identity {
  id: string;
  username: string;
  role: 'member' | 'admin';
  headers: Record<string, string>;
}

describe('every route of the OpenAPI document with hostile input', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let groups: Map<string, Route[]>;
  let known: string[];
  let passwordHash: string;
  const identities: Identity[] = [];

  /** Signs an identity in again as it was: a run may have frozen the account, ended its sessions, renamed it or changed its role. */
  async function signIn(identity: Identity): Promise<void> {
    await testDb.db.query(
      `UPDATE users SET username = $2, email = $2 || '@example.com', password_hash = $3, role = $4, is_active = true, deleted_at = NULL, email_verified = true WHERE id = $1`,
      [identity.id, identity.username, passwordHash, identity.role],
    );
    const login = await app.inject({
      method: 'POST',
      url: '/api/v3.5/auth/login?authVersion=v2',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      payload: { grant_type: 'password', id: identity.username, password: PASSWORD },
    });
    if (login.statusCode !== 200) throw new Error(`${identity.username} could not sign in: ${login.payload}`);
    identity.headers = { authorization: `Bearer ${login.json().authToken}` };
  }

  beforeAll(async () => {
    testDb = await createTestDatabase({ engine: 'pglite' });
    ({ app, close } = await buildTestApp(testDb.db, { authRateLimits: UNLIMITED, powDifficulty: 8 }));
    await app.ready();
    // A cheap password hash (its parameters travel with it), so signing in again costs milliseconds.
    passwordHash = await hash(PASSWORD, { memoryCost: 1024, timeCost: 1, parallelism: 1 });
    const users = await testDb.db.query<{ id: string; username: string }>(
      `INSERT INTO users (username, email, password_hash, email_verified, role) VALUES
         ('fuzz-member', 'fuzz-member@example.com', $1, true, 'member'), ('fuzz-admin', 'fuzz-admin@example.com', $1, true, 'admin'),
         ('fuzz-other', 'fuzz-other@example.com', $1, true, 'member')
       RETURNING id, username`,
      [passwordHash],
    );
    const category = await testDb.db.query<{ id: string }>(`INSERT INTO categories (edition, slug, name, route) VALUES ('tr', 'gundem', 'Gündem', '/gundem') RETURNING id`);
    const articles = await testDb.db.query<{ id: string; legacy_id: string }>(
      `INSERT INTO articles (edition, title, slug, published_at) VALUES ('tr', 'Kış lastiği', 'kis-lastigi', now() - interval '1 hour'), ('en', 'Winter tyres', 'winter-tyres', now() - interval '2 hours')
       RETURNING id, legacy_id`,
    );
    for (const article of articles.rows) await testDb.db.query(`INSERT INTO article_categories (article_id, category_id) VALUES ($1, $2)`, [article.id, category.rows[0]?.id]);
    known = [
      ...users.rows.flatMap((user) => [user.id, user.username]),
      ...articles.rows.flatMap((article) => [article.id, article.legacy_id]),
      category.rows[0]?.id ?? '',
      'me',
      'gundem',
      'kis-lastigi',
    ];
    for (const [username, role] of [['fuzz-member', 'member'], ['fuzz-admin', 'admin']] as const) {
      const identity: Identity = { id: users.rows.find((user) => user.username === username)?.id ?? '', username, role, headers: {} };
      await signIn(identity);
      identities.push(identity);
    }
    groups = routeGroups((await app.inject({ url: '/api/docs/json' })).json());
  });

  afterAll(async () => {
    await close?.();
    await testDb?.cleanup();
  });

  it('walks the whole document', () => {
    const routes = [...groups.values()].flat();
    expect(routes.length).toBeGreaterThan(100);
    expect(groups.size).toBeGreaterThanOrEqual(6);
    expect(routes.filter((route) => route.multipart).map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining(['PUT /api/v3.5/users/me/avatar', 'POST /api/v3.5/articles/me/images']),
    );
  });

  /** A body for the route's schema: its fields plausible or hostile, sometimes a field nobody declared, sometimes any JSON. */
  function jsonBody(schema: Schema) {
    const withStranger = fc.tuple(field(schema, known), evilText, evilValue).map(([body, key, value]) => (body && typeof body === 'object' && !Array.isArray(body) ? { ...body, [key]: value } : body));
    return fc.oneof({ arbitrary: field(schema, known), weight: 4 }, { arbitrary: withStranger, weight: 2 }, { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 });
  }

  /** The request a run sends: its route filled in, as a visitor (null), a member (0) or an admin (1). */
  function requestFor(group: Route[]) {
    return fc
      .constantFrom(...group)
      .chain((route) =>
        fc.record({
          route: fc.constant(route),
          params: fc.tuple(...route.pathParams.map((param) => fc.oneof(plausible(param.schema, known).map(String), evilText)), fc.constant('')),
          query: fc.record(Object.fromEntries(route.queryParams.map((param) => [param.name, fc.oneof(plausible(param.schema, known).map(String), evilText)])), { requiredKeys: [] }),
          extraQuery: fc.dictionary(fc.oneof(fc.constantFrom('x', '__proto__', 'constructor[prototype]', 'limit[]'), evilText), evilText.map(String), { maxKeys: 2 }),
          body: route.multipart ? multipartBody : route.body ? jsonBody(route.body) : fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }),
          rawBody: fc.oneof({ arbitrary: fc.constant(undefined), weight: 8 }, fc.constantFrom('{"a":', '{"title":"\\u0000"}', '[[[[[[[[[[', '\u0000', 'a=1&b=\u0000')),
          contentType: fc.oneof({ arbitrary: fc.constant('application/json'), weight: 8 }, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/json; charset=latin1', '')),
          who: fc.constantFrom(null, 0, 0, 1),
          edition: fc.constantFrom('tr', 'en', 'ru'),
        }),
      );
  }

  type Input = ReturnType<typeof requestFor> extends fc.Arbitrary<infer T> ? T : never;

  /** The injected request of a run: its path filled in, its query, its identity and its body (JSON, raw, or multipart). */
  function injection(input: Input): InjectOptions & { url: string } {
    const { route, params, query, extraQuery, body, rawBody, contentType, who, edition } = input;
    let url = route.path;
    route.pathParams.forEach((param, index) => (url = url.replace(`{${param.name}}`, encodeSegment(String(params[index])))));
    const search = new URLSearchParams();
    for (const [name, value] of [...Object.entries(query), ...Object.entries(extraQuery)]) search.append(name, String(value));
    if (search.size > 0) url += `?${search.toString()}`;
    const headers: Record<string, string> = { origin: ORIGIN, 'x-edition': edition, ...(who === null ? {} : (identities[who] as Identity).headers) };
    if (route.multipart && body && typeof body === 'object' && 'payload' in body) {
      const upload = body as { payload: Buffer; contentType: string };
      return { method: route.method, url, headers: { ...headers, 'content-type': upload.contentType }, payload: upload.payload };
    }
    if (rawBody === undefined && body === undefined) return { method: route.method, url, headers };
    return { method: route.method, url, headers: contentType ? { ...headers, 'content-type': contentType } : headers, payload: rawBody ?? JSON.stringify(body) };
  }

  it('never answers a 5xx nor hands a script back, in any route group', async () => {
    const summary: string[] = [];
    for (const [name, group] of groups) {
      const started = Date.now();
      const seen = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(requestFor(group), async (input) => {
          const request = injection(input);
          const response = await app.inject(request);
          seen.set(response.statusCode, (seen.get(response.statusCode) ?? 0) + 1);
          const where = `${request.method} ${request.url.slice(0, 200)} → ${response.statusCode} ${response.payload.slice(0, 300)}`;
          expect([where, response.statusCode < 500]).toEqual([where, true]);
          const json = /^application\/json/.test(String(response.headers['content-type'] ?? ''));
          if (response.statusCode >= 400) {
            expect(json ? [where, response.json()] : [where, 'not JSON']).toEqual([where, expect.objectContaining({ message: expect.any(String), statusCode: response.statusCode })]);
          }
          // JSON data may quote what a member wrote (the page escapes it); an error or any other kind of answer never may.
          if (response.statusCode >= 400 || !json) expect([where, scriptIn(response.payload)]).toEqual([where, false]);
          // Runs that end the session (logout, freeze, ending sessions, a role change) must not leave the next runs signed out.
          if (input.who !== null && response.statusCode < 300 && input.route.method !== 'GET') await signIn(identities[input.who] as Identity);
        }),
        { numRuns: RUNS },
      );
      summary.push(`${name}: ${group.length} routes, ${RUNS} runs, ${Date.now() - started} ms, statuses ${[...seen.entries()].sort().map(([status, count]) => `${status}×${count}`).join(' ')}`);
    }
    console.log(summary.join('\n'));
  });
});
