import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import Fastify, { type FastifyInstance, type HTTPMethods } from 'fastify';
import { ACCESS_POLICIES, type AccessPolicy, registerErrorHandling, setHostMap } from '@meydan/api/core';
import { createTestDatabase, DEMO_ACCOUNTS, PASSWORD_HASH_OPTIONS, type TestDatabase } from '@meydan/api/db';
import { DEFAULT_HOST_MAP } from '@meydan/shared/util/routing';
import { registerApiRoutes } from './api-routes';

/*
 * ARCHITECTURE §5 authorization matrix: every route the API registers declares `config.access`,
 * and the declaration is what the route enforces. The routes are enumerated from the assembled
 * API (every plugin apps/api registers, the community ones included), so a route a future change
 * forgets fails here by name.
 */

jest.setTimeout(90_000);

const API = '/api/v3.5';
const ORIGINS = { tr: 'http://localhost:3000', en: 'http://en.localhost:3000', ru: 'http://ru.localhost:3000' };
const MEDIA_DIR = path.join(os.tmpdir(), 'meydan-test-media');
const PLACEHOLDER_ID = '00000000-0000-4000-8000-0000000000ff';
const PLACEHOLDER_SLUG = 'placeholder';

/**
 * Routes of third-party plugins, which take no per-route config (so they cannot declare a
 * policy). Each is public by nature; an entry that matches nothing fails the test, so the list
 * cannot go stale.
 */
const THIRD_PARTY_ROUTES: ReadonlyArray<{ url: RegExp; plugin: string; reason: string }> = [
  { url: /^\/api\/docs(\/.*)?$/, plugin: '@fastify/swagger-ui', reason: 'the public OpenAPI document and its UI' },
  { url: /^\/media\/\*$/, plugin: '@fastify/static', reason: 'generated public images (immutable files)' },
  { url: /^\/partner-games\/\*$/, plugin: '@fastify/static', reason: "the partner games' local stand-in (public pages, each sandboxed by its own CSP)" },
];

interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
  access: unknown;
}

const routeName = (route: RegisteredRoute) => `${route.method} ${route.url}`;
const isPolicy = (access: unknown): access is AccessPolicy => ACCESS_POLICIES.includes(access as AccessPolicy);

/** A URL the router sends to this route: ids become a uuid, other params and wildcards a slug. */
function concreteUrl(url: string): string {
  return url
    .replace(/:(\w+)(\([^)]*\))?/g, (_match, name: string, pattern?: string) => (pattern ? '1' : /id$/i.test(name) ? PLACEHOLDER_ID : PLACEHOLDER_SLUG))
    .replace(/\*$/, PLACEHOLDER_SLUG);
}

/** The demo members of the seed, and nothing else: the smallest data a sign-in needs. */
async function seedDemoAccounts(testDb: TestDatabase): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    await testDb.db.query('INSERT INTO users (username, email, password_hash, name, role, email_verified) VALUES ($1, $2, $3, $4, $5, true)', [
      account.username,
      account.email,
      await hash(account.password, PASSWORD_HASH_OPTIONS),
      account.name,
      account.role,
    ]);
  }
}

describe('route access policies (ARCHITECTURE §5)', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  const routes: RegisteredRoute[] = [];
  const tokens: Partial<Record<'member' | 'editor' | 'admin', string>> = {};

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedDemoAccounts(testDb);
    // buildApp's assembly on a bare instance, with the collector in place before any plugin:
    // child contexts inherit the root's onRoute hooks, so every route of every plugin passes here.
    app = Fastify({ logger: false });
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method: method as HTTPMethods, url: route.url ?? route.path, access: route.config?.access });
    });
    setHostMap(app, DEFAULT_HOST_MAP);
    registerErrorHandling(app);
    await registerApiRoutes(app, { db: testDb.db, mediaDir: MEDIA_DIR, cache: false, mailWorker: false, origins: ORIGINS });
    await app.ready();
    for (const account of DEMO_ACCOUNTS) {
      const login = await app.inject({
        method: 'POST',
        url: `${API}/auth/login?authVersion=v2`,
        headers: { origin: ORIGINS.tr },
        payload: { grant_type: 'password', id: account.email, password: account.password },
      });
      expect(login.statusCode).toBe(200);
      tokens[account.role] = login.json().authToken;
    }
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });

  const thirdParty = (route: RegisteredRoute) => THIRD_PARTY_ROUTES.find((entry) => entry.url.test(route.url));
  const withPolicy = (...policies: AccessPolicy[]) => routes.filter((route) => policies.includes(route.access as AccessPolicy));
  const call = (route: RegisteredRoute, role?: keyof typeof tokens) =>
    app.inject({
      method: route.method,
      url: concreteUrl(route.url),
      // A trusted origin, so a plugin's own origin check never answers in the guard's place.
      headers: { origin: ORIGINS.tr, ...(role ? { authorization: `Bearer ${tokens[role]}` } : {}) },
    });

  it('enumerates the assembled API, the auth routes and their automatic HEAD twins included', () => {
    const declared = new Map(routes.map((route) => [routeName(route), route.access]));
    expect(declared.get(`POST ${API}/auth/login`)).toBe('visitor');
    expect(declared.get(`GET ${API}/users/me/profile`)).toBe('member');
    expect(declared.get(`HEAD ${API}/users/me/profile`)).toBe('member');
    expect(declared.get(`GET ${API}/articles/:id`)).toBe('visitor');
    expect(declared.get('GET /healthz')).toBe('visitor');
  });

  it('gives every route an access policy, except the listed third-party plugin routes', () => {
    const undeclared = routes.filter((route) => route.access === undefined && !thirdParty(route)).map(routeName);
    const unknownPolicy = routes.filter((route) => route.access !== undefined && !isPolicy(route.access)).map((route) => `${routeName(route)}: ${JSON.stringify(route.access)}`);
    const staleAllowlist = THIRD_PARTY_ROUTES.filter((entry) => !routes.some((route) => route.access === undefined && entry.url.test(route.url))).map((entry) => entry.plugin);
    expect({ undeclared, unknownPolicy, staleAllowlist }).toEqual({ undeclared: [], unknownPolicy: [], staleAllowlist: [] });
  });

  it('has real member, editor and admin tokens to try the guards with', async () => {
    for (const role of ['member', 'editor', 'admin'] as const) {
      const me = await app.inject({ url: `${API}/users/me/profile`, headers: { authorization: `Bearer ${tokens[role]}` } });
      expect([me.statusCode, me.json().role]).toEqual([200, role]);
    }
  });

  // The guard runs in onRequest (enforceAccessPolicies), before the body is parsed or validated,
  // so no body is sent: a 400 here would mean the route validates input before it authorizes.
  it('answers an anonymous request to every member, owner, editor and admin route with 401', async () => {
    const guarded = withPolicy('member', 'owner', 'editor', 'admin');
    expect(guarded.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const route of guarded) {
      const { statusCode } = await call(route);
      if (statusCode !== 401) wrong.push(`${routeName(route)} (${String(route.access)}) → ${statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers a member on every editor and admin route, and an editor on every admin route, with 403', async () => {
    const wrong: string[] = [];
    const cases = [
      ...withPolicy('editor', 'admin').map((route) => ({ route, role: 'member' as const })),
      ...withPolicy('admin').map((route) => ({ route, role: 'editor' as const })),
    ];
    for (const { route, role } of cases) {
      const { statusCode } = await call(route, role);
      if (statusCode !== 403) wrong.push(`${routeName(route)} (${String(route.access)}) as ${role} → ${statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
