import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { registerErrorHandling } from '@meydan/api/core';
import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import { AnonymousTokens, readAnonymousIdentity } from './anonymous-tokens';
import { anonymousRoutes, type AnonymousRoutesOptions } from './anonymous.routes';
import { authRoutes } from './auth.routes';
import { hashPassword } from './passwords/password-policy';
import { AUTH_RATE_LIMITS, type AuthRateLimits } from './rate-limits';
import { AccessTokens } from './tokens';

jest.setTimeout(120_000);

const API = '/api/v3.5';
const ORIGIN = 'http://localhost:3000';
const SECRET = 'anonymous-spec-secret-0123456789abcdef0123';
const PASSWORD = 'kestane-kebap-1923';
const YEAR_S = 365 * 24 * 3600;
const ANON_ID = /^anon_[A-Za-z0-9_-]{22}$/;
const UNLIMITED: AuthRateLimits = Object.fromEntries(Object.keys(AUTH_RATE_LIMITS).map((name) => [name, { max: 100_000, windowMs: 60_000 }])) as unknown as AuthRateLimits;

/** Name → full Set-Cookie header of a response. */
function setCookies(response: LightMyRequestResponse): Map<string, string> {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return new Map(list.map((cookie) => [cookie.split('=')[0] as string, cookie]));
}
const cookieValue = (cookie: string | undefined) => (cookie ?? '').split(';')[0]?.split('=').slice(1).join('=') ?? '';

describe.each(['postgres', 'pglite'] as const)('anonymous sign-in on %s', (engine) => {
  let testDb: TestDatabase;
  const clock = { now: Date.now() };
  const apps: FastifyInstance[] = [];
  let app: FastifyInstance;
  let auth: FastifyInstance;
  let counter = 0;

  async function build(options: Partial<AnonymousRoutesOptions> = {}): Promise<FastifyInstance> {
    const instance = Fastify();
    registerErrorHandling(instance);
    await instance.register(anonymousRoutes, { prefix: API, db: testDb.db, secret: SECRET, trustedOrigins: [ORIGIN], now: () => clock.now, rateLimit: { max: 100_000, windowMs: 60_000 }, ...options });
    await instance.ready();
    apps.push(instance);
    return instance;
  }

  const anonymous = (headers: Record<string, string> = {}, target = app, extra: Partial<InjectOptions> = {}) =>
    target.inject({ method: 'POST', url: `${API}/auth/anonymous`, headers: { origin: ORIGIN, ...headers }, ...extra });

  async function issued(): Promise<{ anonymousId: string; expiresAt: string; token: string }> {
    const response = await anonymous();
    expect(response.statusCode).toBe(200);
    return { ...response.json(), token: cookieValue(setCookies(response).get('o-anon-token')) };
  }

  /** A member signed in through the real auth routes (same secret). */
  async function memberTokens(): Promise<{ authToken: string; refreshToken: string }> {
    counter += 1;
    const username = `anonspec${counter}`;
    await testDb.db.query(`INSERT INTO users (username, email, password_hash, email_verified) VALUES ($1, $2, $3, true)`, [username, `${username}@example.com`, await hashPassword(PASSWORD)]);
    const login = await auth.inject({
      method: 'POST',
      url: `${API}/auth/login?authVersion=v2`,
      headers: { 'content-type': 'application/json' },
      payload: { grant_type: 'password', id: username, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    return login.json();
  }

  beforeAll(async () => {
    testDb = await createTestDatabase({ engine });
    app = await build();
    auth = Fastify();
    registerErrorHandling(auth);
    await auth.register(authRoutes, { prefix: API, db: testDb.db, secret: SECRET, trustedOrigins: [ORIGIN], rateLimits: UNLIMITED, now: () => clock.now, pruneChance: 0 });
    await auth.ready();
    apps.push(auth);
  });

  afterEach(() => {
    clock.now = Date.now();
  });

  afterAll(async () => {
    for (const instance of apps) await instance.close();
    await testDb?.cleanup();
  });

  it('issues a signed anonymous identity for a year in an httpOnly cookie plus a readable marker, never cached', async () => {
    const response = await anonymous();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['anonymousId', 'expiresAt']);
    expect(body.anonymousId).toMatch(ANON_ID);
    const expiresAt = Date.parse(body.expiresAt);
    expect(Math.abs(expiresAt - (clock.now + YEAR_S * 1000))).toBeLessThan(1000);

    const cookies = setCookies(response);
    expect([...cookies.keys()].sort()).toEqual(['o-anon', 'o-anon-token']);
    const token = cookies.get('o-anon-token') as string;
    expect(token).toMatch(/; Max-Age=31536000/);
    expect(token).toMatch(/; Path=\//);
    expect(token).toMatch(/; HttpOnly/);
    expect(token).toMatch(/; SameSite=Lax/);
    expect(token).not.toMatch(/Secure/);
    const marker = cookies.get('o-anon') as string;
    expect(marker).not.toMatch(/HttpOnly/);
    expect(marker).toMatch(/; Max-Age=31536000/);
    expect(marker).toMatch(/; SameSite=Lax/);
    expect(Number(cookieValue(marker)) * 1000).toBe(expiresAt);

    const claims = JSON.parse(Buffer.from(cookieValue(token).split('.')[1] as string, 'base64url').toString());
    expect(claims).toMatchObject({ sub: body.anonymousId, anon: true, aud: 'meydan-anonymous' });
    expect(claims.sid).toBeUndefined();
    expect(claims.role).toBeUndefined();

    // Each visitor gets an id of their own.
    expect((await issued()).anonymousId).not.toBe(body.anonymousId);
  });

  it('sets Secure cookies when the site is served over HTTPS', async () => {
    const secureApp = await build({ secureCookies: true });
    const cookies = setCookies(await anonymous({}, secureApp));
    expect(cookies.get('o-anon-token')).toMatch(/; Secure/);
    expect(cookies.get('o-anon')).toMatch(/; Secure/);
  });

  it('answers the same identity while its cookie is valid, renewing nothing but the marker', async () => {
    const first = await issued();
    clock.now += 30 * 24 * 3600 * 1000;
    const again = await anonymous({ cookie: `o-anon-token=${first.token}` });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ anonymousId: first.anonymousId, expiresAt: first.expiresAt });
    const cookies = setCookies(again);
    expect([...cookies.keys()]).toEqual(['o-anon']);
    expect(Number(cookieValue(cookies.get('o-anon')))).toBe(Date.parse(first.expiresAt) / 1000);
    // The marker lapses with the identity, not a year after this call.
    expect(cookies.get('o-anon')).toMatch(new RegExp(`; Max-Age=${YEAR_S - 30 * 24 * 3600}(;|$)`));
  });

  it('replaces a tampered, foreign or expired token with a new identity', async () => {
    const first = await issued();
    const [header, payload, signature] = first.token.split('.') as [string, string, string];
    const forgedPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'anon_AAAAAAAAAAAAAAAAAAAAAA' })).toString('base64url');
    const foreign = await (async () => {
      const otherApp = await build({ secret: 'another-secret-0123456789abcdef0123456789' });
      return cookieValue(setCookies(await anonymous({}, otherApp)).get('o-anon-token'));
    })();
    for (const token of [`${header}.${forgedPayload}.${signature}`, `${header}.${payload}.${signature.slice(0, -2)}AA`, foreign, 'not-a-token', (await memberTokens()).authToken]) {
      const response = await anonymous({ cookie: `o-anon-token=${token}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().anonymousId).not.toBe(first.anonymousId);
      expect(response.json().anonymousId).not.toBe('anon_AAAAAAAAAAAAAAAAAAAAAA');
      expect(cookieValue(setCookies(response).get('o-anon-token'))).not.toBe(token);
    }
    clock.now += (YEAR_S + 1) * 1000;
    const expired = await anonymous({ cookie: `o-anon-token=${first.token}` });
    expect(expired.json().anonymousId).not.toBe(first.anonymousId);
    expect(setCookies(expired).has('o-anon-token')).toBe(true);
  });

  it('is never accepted as a member credential', async () => {
    const { token } = await issued();
    const asBearer = await auth.inject({ url: `${API}/users/me/profile`, headers: { authorization: `Bearer ${token}` } });
    expect(asBearer.statusCode).toBe(401);
    const asCookie = await auth.inject({ url: `${API}/users/me/profile`, headers: { cookie: `o-auth-token=${token}` } });
    expect(asCookie.statusCode).toBe(401);
    const alongside = await auth.inject({ url: `${API}/users/me/profile`, headers: { cookie: `o-anon-token=${token}` } });
    expect(alongside.statusCode).toBe(401);
    expect(await new AccessTokens(SECRET, () => clock.now).verify(token)).toBeNull();
    // Nor is a member's token an anonymous identity.
    expect(await new AnonymousTokens(SECRET, () => clock.now).verify((await memberTokens()).authToken)).toBeNull();
  });

  it('refuses a signed-in member with a localized 409 and sets nothing; an ended session is a visitor again', async () => {
    const tokens = await memberTokens();
    const byBearer = await anonymous({ authorization: `Bearer ${tokens.authToken}`, 'x-edition': 'en' });
    expect(byBearer.statusCode).toBe(409);
    expect(byBearer.json()).toEqual({ message: 'You are signed in already; no anonymous identity is needed.', statusCode: 409 });
    expect(byBearer.headers['set-cookie']).toBeUndefined();
    const byCookie = await anonymous({ cookie: `o-auth-token=${tokens.authToken}`, 'x-edition': 'tr' });
    expect(byCookie.statusCode).toBe(409);
    expect(byCookie.json().message).toBe('Zaten giriş yaptın; anonim kimliğe gerek yok.');

    const logout = await auth.inject({ method: 'POST', url: `${API}/auth/logout`, headers: { authorization: `Bearer ${tokens.authToken}` } });
    expect(logout.statusCode).toBe(204);
    expect((await anonymous({ authorization: `Bearer ${tokens.authToken}` })).statusCode).toBe(200);
  });

  it('refuses a foreign, null or missing Origin with a localized 403 and sets nothing', async () => {
    for (const origin of ['https://evil.example', 'null', undefined]) {
      const response = await app.inject({ method: 'POST', url: `${API}/auth/anonymous`, headers: { ...(origin ? { origin } : {}), 'x-edition': 'en' } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'This request can only be made from Meydan pages.', statusCode: 403 });
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.headers['cache-control']).toMatch(/no-store/);
    }
    // A Referer of our own page serves when Origin is absent, as for the other cookie writes.
    expect((await app.inject({ method: 'POST', url: `${API}/auth/anonymous`, headers: { referer: `${ORIGIN}/trailers-news` } })).statusCode).toBe(200);
  });

  it('limits identities per network with a 429 and Retry-After', async () => {
    const limited = await build({ rateLimit: { max: 2, windowMs: 60_000 } });
    expect((await anonymous({}, limited)).statusCode).toBe(200);
    expect((await anonymous({}, limited)).statusCode).toBe(200);
    const refused = await anonymous({ 'x-edition': 'en' }, limited);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ message: 'Too many requests. Please try again in a moment.', statusCode: 429 });
    expect(refused.headers['set-cookie']).toBeUndefined();
    // Another network is counted apart.
    expect((await anonymous({}, limited, { remoteAddress: '203.0.113.9' })).statusCode).toBe(200);
  });

  it('lets other routes read the identity with readAnonymousIdentity', async () => {
    const reader = Fastify();
    const tokens = new AnonymousTokens(SECRET, () => clock.now);
    reader.get('/who', async (request) => {
      const identity = await readAnonymousIdentity(request, tokens);
      return identity ? { anonymousId: identity.anonymousId, expiresAt: identity.expiresAt.toISOString() } : { anonymousId: null };
    });
    apps.push(reader);
    const first = await issued();
    const who = async (cookie?: string) => (await reader.inject({ url: '/who', headers: cookie ? { cookie } : {} })).json();
    expect(await who(`o-anon-token=${first.token}; m-rid=abc`)).toEqual({ anonymousId: first.anonymousId, expiresAt: first.expiresAt });
    expect(await who()).toEqual({ anonymousId: null });
    expect(await who(`o-anon-token=${first.token.slice(0, -3)}xyz`)).toEqual({ anonymousId: null });
    expect(await who(`o-anon-token=${'a'.repeat(5000)}`)).toEqual({ anonymousId: null });
    // Only the cookie counts: the same token as a bearer header is nobody.
    expect((await reader.inject({ url: '/who', headers: { authorization: `Bearer ${first.token}` } })).json()).toEqual({ anonymousId: null });
    clock.now += (YEAR_S + 1) * 1000;
    expect(await who(`o-anon-token=${first.token}`)).toEqual({ anonymousId: null });
  });
});
