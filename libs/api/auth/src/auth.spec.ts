import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { registerErrorHandling } from '@meydan/api/core';
import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import { decodeJwtPayload, PREMIUM_CLAIM } from '@meydan/shared/util/cookies';
import { solveProofOfWork } from '@meydan/shared/util/proof-of-work';
import { authRoutes, type AuthRoutesOptions } from './auth.routes';
import { hashPassword } from './passwords/password-policy';
import { AUTH_RATE_LIMITS, type AuthRateLimits } from './rate-limits';

jest.setTimeout(120_000);

const API = '/api/v3.5';
const ORIGIN = 'http://localhost:3000';
const SECRET = 'auth-spec-secret-0123456789abcdef0123456789';
const PASSWORD = 'kestane-kebap-1923';
const UNLIMITED: AuthRateLimits = Object.fromEntries(Object.keys(AUTH_RATE_LIMITS).map((name) => [name, { max: 100_000, windowMs: 60_000 }])) as unknown as AuthRateLimits;
const JSON_HEADERS = { 'content-type': 'application/json' };

type Response = LightMyRequestResponse;

/** `name=value` pairs of a response's Set-Cookie headers, with their attributes. */
function setCookies(response: Response): Map<string, string> {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return new Map(list.map((cookie) => [cookie.split('=')[0] as string, cookie]));
}
const cookieValue = (cookie: string | undefined) => (cookie ?? '').split(';')[0]?.split('=').slice(1).join('=') ?? '';

describe.each(['postgres', 'pglite'] as const)('auth on %s', (engine) => {
  let testDb: TestDatabase;
  const clock = { now: Date.now() };
  const apps: FastifyInstance[] = [];
  let app: FastifyInstance;
  let counter = 0;

  async function build(options: Partial<AuthRoutesOptions> = {}): Promise<FastifyInstance> {
    const instance = Fastify();
    registerErrorHandling(instance);
    await instance.register(authRoutes, {
      prefix: API,
      db: testDb.db,
      secret: SECRET,
      trustedOrigins: [ORIGIN, 'http://en.localhost:3000'],
      rateLimits: UNLIMITED,
      powDifficulty: 4,
      now: () => clock.now,
      pruneChance: 0,
      ...options,
    });
    await instance.ready();
    apps.push(instance);
    return instance;
  }

  /** A confirmed member with PASSWORD, straight into the database. */
  async function member(prefix = 'uye'): Promise<{ id: string; username: string; email: string }> {
    counter += 1;
    const username = `${prefix}${counter}`;
    const email = `${username}@Example.com`;
    const { rows } = await testDb.db.query<{ id: string }>(
      `INSERT INTO users (username, email, password_hash, email_verified, name) VALUES ($1, $2, $3, true, 'Ayşe') RETURNING id`,
      [username, email, await hashPassword(PASSWORD)],
    );
    return { id: (rows[0] as { id: string }).id, username, email };
  }

  const inject = (options: InjectOptions, target = app) => target.inject(options);
  const login = (id: string, password = PASSWORD, headers: Record<string, string> = {}, target = app) =>
    inject({ method: 'POST', url: `${API}/auth/login?authVersion=v2`, headers: { ...JSON_HEADERS, ...headers }, payload: { grant_type: 'password', id, password } }, target);
  const profile = (token: string) => inject({ url: `${API}/users/me/profile`, headers: { authorization: `Bearer ${token}` } });
  const refresh = (refreshToken: string, target = app) =>
    inject({ method: 'POST', url: `${API}/auth/token`, headers: JSON_HEADERS, payload: { refreshToken } }, target);

  async function solvedChallenge(target = app): Promise<{ challenge: string; nonce: string }> {
    const { challenge, difficulty } = (await inject({ url: `${API}/auth/challenge` }, target)).json();
    const solution = solveProofOfWork(challenge, difficulty);
    if (!solution.found) throw new Error('unsolved');
    return { challenge, nonce: solution.nonce };
  }

  const register = async (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    inject({ method: 'POST', url: `${API}/auth/register`, headers: { ...JSON_HEADERS, ...headers }, payload: { version: 'v1', ...(await solvedChallenge()), ...body } });

  async function events(userId: string): Promise<string[]> {
    const { rows } = await testDb.db.query<{ type: string }>(`SELECT type FROM auth_events WHERE user_id = $1 ORDER BY id`, [userId]);
    return rows.map((row) => row.type);
  }

  beforeAll(async () => {
    testDb = await createTestDatabase({ engine });
    app = await build();
  });

  afterAll(async () => {
    for (const instance of apps) await instance.close();
    await testDb?.cleanup();
  });

  describe('login', () => {
    it("marks a premium member's access token with the premium hint, kept current by each refresh", async () => {
      const user = await member();
      const premiumClaim = (token: string) => decodeJwtPayload(token)?.[PREMIUM_CLAIM];
      const plain = (await login(user.username)).json();
      expect(premiumClaim(plain.authToken)).toBeUndefined();
      // An admin's grant (straight in the table here): the next refresh's token carries it, as a new sign-in's does.
      await testDb.db.query(`UPDATE users SET premium_status = 'premium', premium_since = now() WHERE id = $1`, [user.id]);
      const refreshed = (await refresh(plain.refreshToken)).json();
      expect(premiumClaim(refreshed.authToken)).toBe(true);
      expect(premiumClaim((await login(user.email)).json().authToken)).toBe(true);
      // The API never takes it for a permission: the profile still says what the account is.
      expect((await profile(refreshed.authToken)).json()).toMatchObject({ premium: true, premiumStatus: 'premium' });
      await testDb.db.query(`UPDATE users SET premium_status = NULL, premium_since = NULL WHERE id = $1`, [user.id]);
      expect(premiumClaim((await refresh(refreshed.refreshToken)).json().authToken)).toBeUndefined();
    });

    it('signs in by username and by e-mail in any case, with tokens in the body and the SPEC §9 cookies', async () => {
      const user = await member();
      const byName = await login(user.username);
      expect(byName.statusCode).toBe(200);
      const tokens = byName.json();
      expect(Object.keys(tokens).sort()).toEqual(['authToken', 'refreshToken']);
      const [, payload] = tokens.authToken.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      expect(claims).toMatchObject({ sub: user.id, role: 'member', sid: expect.any(String) });
      expect(claims.exp - claims.iat).toBe(15 * 60);
      expect(byName.headers['cache-control']).toBe('private, no-store');

      const cookies = setCookies(byName);
      expect(cookieValue(cookies.get('o-auth-token'))).toBe(tokens.authToken);
      expect(cookies.get('o-auth-token')).toMatch(/Max-Age=2592000/);
      expect(cookies.get('o-auth-token')).toMatch(/SameSite=Lax/);
      expect(cookies.get('o-auth-token')).not.toMatch(/HttpOnly/);
      expect(cookieValue(cookies.get('o-refresh-token'))).toBe(tokens.refreshToken);
      expect(cookies.get('o-refresh-token')).toMatch(/Max-Age=5184000/);
      expect(cookies.get('o-refresh-token')).toMatch(/HttpOnly/);
      expect(cookies.get('o-refresh-token')).toMatch(/SameSite=Strict/);
      expect(cookies.get('o-refresh-token')).toMatch(/Path=\//);
      expect(cookies.get('o-refresh-token')).not.toMatch(/Secure/);

      const byEmail = await login(user.email.toUpperCase());
      expect(byEmail.statusCode).toBe(200);
      expect((await profile(byEmail.json().authToken)).json()).toMatchObject({ _id: user.id, username: user.username });
      expect(await events(user.id)).toEqual(['login_ok', 'login_ok']);
    });

    it('sets Secure cookies when the site is served over HTTPS', async () => {
      const user = await member();
      const secure = await build({ secureCookies: true });
      const cookies = setCookies(await login(user.username, PASSWORD, {}, secure));
      expect(cookies.get('o-auth-token')).toMatch(/Secure/);
      expect(cookies.get('o-refresh-token')).toMatch(/Secure/);
    });

    it('answers a wrong password and an unknown user with the same localized 401', async () => {
      const user = await member();
      const wrong = await login(user.username, 'not-the-password', { 'x-edition': 'en' });
      const unknown = await login('nobody-here', PASSWORD, { 'x-edition': 'en' });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: 'Please enter correct username and password.', statusCode: 401 });
      expect(unknown.body).toBe(wrong.body);
      expect((await login(user.username, 'nope', { 'x-edition': 'tr' })).json().message).toBe('Lütfen doğru kullanıcı adı ve şifre gir.');
      expect((await login(user.username, 'nope', { 'x-edition': 'ru' })).json().message).toBe('Введите правильные имя пользователя и пароль.');
      expect(setCookies(wrong).size).toBe(0);
      expect(await events(user.id)).toEqual(['login_failed', 'login_failed', 'login_failed']);
    });

    it('refuses a wrong content type with a localized 415', async () => {
      const response = await inject({ method: 'POST', url: `${API}/auth/login`, headers: { 'content-type': 'text/xml', 'x-edition': 'en' }, payload: '<id/>' });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: 'This content type is not supported.', statusCode: 415 });
    });

    it('refuses a login posted from another site (login CSRF)', async () => {
      const user = await member();
      const response = await login(user.username, PASSWORD, { origin: 'https://evil.example' });
      expect(response.statusCode).toBe(403);
      expect((await login(user.username, PASSWORD, { origin: ORIGIN })).statusCode).toBe(200);
    });

    it('answers the 11th attempt within 5 minutes from one network with 429 and Retry-After', async () => {
      const limited = await build({ rateLimits: { ...AUTH_RATE_LIMITS } });
      const user = await member();
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const response = await login(`${user.username}`, `wrong-${attempt}`, { 'x-edition': 'en' }, limited);
        expect(response.statusCode).toBe(401);
      }
      const eleventh = await login(user.username, PASSWORD, { 'x-edition': 'en' }, limited);
      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.json()).toEqual({ message: 'Too many requests. Please try again in a moment.', statusCode: 429 });
      const retryAfter = Number(eleventh.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(300);
      // Another network still gets in.
      const elsewhere = await limited.inject({
        method: 'POST',
        url: `${API}/auth/login`,
        remoteAddress: '198.51.100.7',
        headers: JSON_HEADERS,
        payload: { grant_type: 'password', id: user.username, password: PASSWORD },
      });
      expect(elsewhere.statusCode).toBe(200);
    });

    it('limits attempts per account across networks', async () => {
      const limited = await build({ rateLimits: { ...UNLIMITED, loginPerAccount: { max: 3, windowMs: 3_600_000 } } });
      const user = await member();
      const attempt = (address: string) =>
        limited.inject({ method: 'POST', url: `${API}/auth/login`, remoteAddress: address, headers: JSON_HEADERS, payload: { grant_type: 'password', id: user.email, password: 'x' } });
      for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) expect((await attempt(address)).statusCode).toBe(401);
      expect((await attempt('203.0.113.4')).statusCode).toBe(429);
    });
  });

  describe('registration', () => {
    it('creates an unconfirmed member with a username from the e-mail and signs them in', async () => {
      const response = await register({ email: 'Zeynep.Kaya_news@Example.org', password: 'bogazici-kopru-77' });
      expect(response.statusCode).toBe(201);
      const { authToken, refreshToken } = response.json();
      expect(typeof refreshToken).toBe('string');
      expect(setCookies(response).has('o-refresh-token')).toBe(true);
      const me = await profile(authToken);
      expect(me.statusCode).toBe(200);
      expect(me.headers['cache-control']).toBe('private, no-store');
      expect(me.json()).toMatchObject({
        username: 'zeynep.kaya_news',
        email: 'zeynep.kaya_news@example.org',
        emailVerified: false,
        isActive: true,
        role: 'member',
        loginSource: 'email',
        premium: false,
        premiumStatus: null,
        avatar: null,
        cover: null,
      });
      expect(await events(me.json()._id)).toEqual(['register']);
      // An admin's grant (the /admin/users call, here straight in the table) reaches the current user.
      await testDb.db.query(`UPDATE users SET premium_status = 'premium_user', premium_since = now() WHERE id = $1`, [me.json()._id]);
      expect((await profile(authToken)).json()).toMatchObject({ premium: true, premiumStatus: 'premium_user' });
      // The SPEC §3 theme setting (issue 20): null until chosen, then light or dark; a value the
      // settings never accept (written by hand) reads as the system setting.
      expect(me.json().theme).toBeNull();
      for (const [stored, shown] of [['dark', 'dark'], ['light', 'light'], ['sepia', null]] as const) {
        await testDb.db.query('UPDATE users SET theme = $2 WHERE id = $1', [me.json()._id, stored]);
        expect((await profile(authToken)).json().theme).toBe(shown);
      }
      // The same local part again gets a suffixed, still valid username.
      const twin = await register({ email: 'zeynep.kaya_news@example.net', password: 'bogazici-kopru-78' });
      expect((await profile(twin.json().authToken)).json().username).toMatch(/^zeynep\.kaya_news-\d{4}$/);
    });

    it('refuses one of the most common passwords with a clear message', async () => {
      for (const password of ['password1', 'Qwerty123', 'iloveyou']) {
        const response = await register({ email: `common-${password}@example.com`, password }, { 'x-edition': 'en' });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('This password is too common. Please choose one that is harder to guess.');
      }
      const short = await register({ email: 'short@example.com', password: 'abc' }, { 'x-edition': 'en' });
      expect(short.json()).toEqual({ message: 'Password must be at least 6 characters long.', statusCode: 400 });
      const badEmail = await register({ email: 'not-an-email', password: 'bogazici-kopru-79' }, { 'x-edition': 'tr' });
      expect(badEmail.json()).toEqual({ message: 'Lütfen geçerli bir e-posta adresi gir.', statusCode: 400 });
    });

    it('answers 409 for an e-mail address registered already, in any case', async () => {
      const user = await member();
      const response = await register({ email: user.email.toLowerCase(), password: 'bogazici-kopru-80' }, { 'x-edition': 'en' });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/may already exist/);
    });

    describe('robot check', () => {
      const body = { version: 'v1', email: 'robot@example.com', password: 'bogazici-kopru-81' };
      const post = (payload: Record<string, unknown>) =>
        inject({ method: 'POST', url: `${API}/auth/register`, headers: { ...JSON_HEADERS, 'x-edition': 'en' }, payload: { ...body, ...payload } });
      const failed = { message: 'The robot check was not completed or has expired. Please try again.', statusCode: 400 };

      it('refuses a missing, wrong, forged, expired or reused solution and accepts a solved one', async () => {
        expect((await post({})).json()).toEqual(failed);
        const solved = await solvedChallenge();
        expect((await post({ challenge: solved.challenge })).json()).toEqual(failed);

        // A nonce that does not reach the difficulty.
        const hard = await build({ powDifficulty: 20 });
        const { challenge } = (await hard.inject({ url: `${API}/auth/challenge` })).json();
        const unsolved = await hard.inject({ method: 'POST', url: `${API}/auth/register`, headers: JSON_HEADERS, payload: { ...body, challenge, nonce: '0' } });
        expect(unsolved.statusCode).toBe(400);

        // Forged: an easier difficulty written into a real challenge breaks its signature.
        const parts = solved.challenge.split('.');
        const forged = [parts[0], parts[1], parts[2], '0', parts[4]].join('.');
        expect((await post({ challenge: forged, nonce: '1' })).json()).toEqual(failed);
        expect((await post({ challenge: 'p1.abc.1.0.sig', nonce: '1' })).json()).toEqual(failed);

        // Expired: solved but used more than 10 minutes later.
        const old = await solvedChallenge();
        clock.now += 11 * 60_000;
        try {
          expect((await post(old)).json()).toEqual(failed);
        } finally {
          clock.now -= 11 * 60_000;
        }

        const accepted = await post(solved);
        expect(accepted.statusCode).toBe(201);
        const reused = await post({ ...solved, email: 'robot2@example.com' });
        expect(reused.json()).toEqual(failed);
      });

      it('spends the challenge even when the registration is refused', async () => {
        const user = await member();
        const solved = await solvedChallenge();
        expect((await post({ ...solved, email: user.email })).statusCode).toBe(409);
        expect((await post({ ...solved, email: 'fresh-one@example.com' })).json()).toEqual(failed);
      });
    });
  });

  describe('username check', () => {
    it('tells free from taken and explains a malformed name', async () => {
      const user = await member();
      const check = (username: string, edition = 'en') => inject({ url: `${API}/auth/check/username?username=${encodeURIComponent(username)}`, headers: { 'x-edition': edition } });
      expect((await check('brand-new.name')).json()).toEqual({ available: true });
      expect((await check(user.username)).json()).toEqual({ available: false, message: 'This username was taken earlier.' });
      expect((await check(user.username, 'tr')).json()).toEqual({ available: false, message: 'Bu kullanıcı adı daha önce alınmış.' });
      const short = await check('ab');
      expect(short.statusCode).toBe(400);
      expect(short.json()).toEqual({ message: 'Username must be 3 to 30 characters long.', statusCode: 400 });
      expect((await check('Büyük Harf')).json().message).toBe('Username may only contain lowercase letters, digits and - _ ~ .');
      expect((await inject({ url: `${API}/auth/check/username`, headers: { 'x-edition': 'ru' } })).json()).toEqual({ message: 'Укажите имя пользователя.', statusCode: 400 });
    });
  });

  describe('refresh tokens', () => {
    it('rotates: new tokens for a refresh token, which then is spent', async () => {
      const user = await member();
      const first = (await login(user.username)).json();
      const rotated = await refresh(first.refreshToken);
      expect(rotated.statusCode).toBe(200);
      const next = rotated.json();
      expect(next.refreshToken).not.toBe(first.refreshToken);
      // Only hashes are stored.
      const { rows } = await testDb.db.query(`SELECT 1 FROM refresh_tokens WHERE hash = $1 OR hash = $2`, [first.refreshToken, next.refreshToken]);
      expect(rows).toHaveLength(0);
      expect(next.authToken).toEqual(expect.any(String));
      expect((await profile(next.authToken)).statusCode).toBe(200);
      expect((await refresh(next.refreshToken)).statusCode).toBe(200);
      expect(await events(user.id)).toEqual(['login_ok', 'refresh', 'refresh']);
    });

    it('lets exactly one of two parallel refreshes with the same token succeed', async () => {
      const user = await member();
      const { refreshToken } = (await login(user.username)).json();
      const second = await build();
      const results = await Promise.all([refresh(refreshToken), refresh(refreshToken, second), refresh(refreshToken)]);
      expect(results.map((response) => response.statusCode).sort()).toEqual([200, 401, 401]);
    });

    it('treats a reused refresh token as theft: 401 and the whole session revoked', async () => {
      const user = await member();
      const first = (await login(user.username)).json();
      const next = (await refresh(first.refreshToken)).json();
      expect((await profile(next.authToken)).statusCode).toBe(200);

      const reuse = await refresh(first.refreshToken);
      expect(reuse.statusCode).toBe(401);
      expect(setCookies(reuse).get('o-refresh-token')).toMatch(/Max-Age=0/);
      // The thief's (or the member's) newer tokens of that session die with it.
      expect((await profile(next.authToken)).statusCode).toBe(401);
      expect((await refresh(next.refreshToken)).statusCode).toBe(401);
      const { rows } = await testDb.db.query<{ revoke_reason: string }>(`SELECT revoke_reason FROM auth_sessions WHERE user_id = $1`, [user.id]);
      expect(rows).toEqual([{ revoke_reason: 'reuse' }]);
      expect(await events(user.id)).toEqual(['login_ok', 'refresh', 'refresh_reuse']);
    });

    it('answers unknown and expired tokens with 401', async () => {
      expect((await refresh('no-such-token')).statusCode).toBe(401);
      const user = await member();
      const { refreshToken } = (await login(user.username)).json();
      await testDb.db.query(`UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE session_id IN (SELECT id FROM auth_sessions WHERE user_id = $1)`, [user.id]);
      expect((await refresh(refreshToken)).statusCode).toBe(401);
      const empty = await inject({ method: 'POST', url: `${API}/auth/token`, headers: { ...JSON_HEADERS, 'x-edition': 'en' }, payload: {} });
      expect(empty.json()).toEqual({ message: 'Your session has ended. Please log in again.', statusCode: 401 });
    });

    it('takes the httpOnly cookie from our own pages and answers without a refresh token in the body', async () => {
      const user = await member();
      const { refreshToken } = (await login(user.username)).json();
      const cookie = `o-refresh-token=${refreshToken}`;
      const foreign = await inject({ method: 'POST', url: `${API}/auth/token`, headers: { ...JSON_HEADERS, cookie, origin: 'https://evil.example' }, payload: {} });
      expect(foreign.statusCode).toBe(403);
      const noOrigin = await inject({ method: 'POST', url: `${API}/auth/token`, headers: { ...JSON_HEADERS, cookie }, payload: {} });
      expect(noOrigin.statusCode).toBe(403);
      const own = await inject({ method: 'POST', url: `${API}/auth/token`, headers: { ...JSON_HEADERS, cookie, origin: ORIGIN }, payload: {} });
      expect(own.statusCode).toBe(200);
      expect(Object.keys(own.json())).toEqual(['authToken']);
      const next = cookieValue(setCookies(own).get('o-refresh-token'));
      expect(next).not.toBe(refreshToken);
      expect((await refresh(next)).statusCode).toBe(200);
      // Without a body at all (fetch with the cookie only).
      const bare = await inject({ method: 'POST', url: `${API}/auth/token`, headers: { cookie: `o-refresh-token=${next}`, referer: `${ORIGIN}/haber/x` } });
      expect(bare.statusCode).toBe(401);
    });
  });

  describe('logout and sessions', () => {
    it('logout revokes the session and clears both cookies', async () => {
      const user = await member();
      const tokens = (await login(user.username)).json();
      const response = await inject({ method: 'POST', url: `${API}/auth/logout`, headers: { authorization: `Bearer ${tokens.authToken}` } });
      expect(response.statusCode).toBe(204);
      const cookies = setCookies(response);
      expect(cookies.get('o-auth-token')).toMatch(/Max-Age=0/);
      expect(cookies.get('o-refresh-token')).toMatch(/Max-Age=0/);
      expect((await profile(tokens.authToken)).statusCode).toBe(401);
      expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
      expect(await events(user.id)).toEqual(['login_ok', 'logout']);
      // With only the refresh token (an expired access token), and again: always 204.
      const other = (await login(user.username)).json();
      expect((await inject({ method: 'POST', url: `${API}/auth/logout`, headers: JSON_HEADERS, payload: { refreshToken: other.refreshToken } })).statusCode).toBe(204);
      expect((await profile(other.authToken)).statusCode).toBe(401);
      expect((await inject({ method: 'POST', url: `${API}/auth/logout` })).statusCode).toBe(204);
    });

    it('lists live sessions with the current one flagged, and ends the others or all', async () => {
      const user = await member();
      const phone = (await login(user.username, PASSWORD, { 'user-agent': 'Phone/1.0' })).json();
      const laptop = (await login(user.username, PASSWORD, { 'user-agent': 'Laptop/2.0' })).json();
      const list = await inject({ url: `${API}/users/me/sessions`, headers: { authorization: `Bearer ${laptop.authToken}` } });
      expect(list.statusCode).toBe(200);
      const items = list.json().items as Array<{ userAgent: string; current: boolean }>;
      expect(items.map((item) => [item.userAgent, item.current]).sort()).toEqual([
        ['Laptop/2.0', true],
        ['Phone/1.0', false],
      ]);

      const others = await inject({ method: 'DELETE', url: `${API}/users/me/sessions?keepCurrent=true`, headers: { authorization: `Bearer ${laptop.authToken}` } });
      expect(others.json()).toEqual({ ended: 1 });
      expect(setCookies(others).size).toBe(0);
      expect((await profile(phone.authToken)).statusCode).toBe(401);
      expect((await profile(laptop.authToken)).statusCode).toBe(200);

      const all = await inject({ method: 'DELETE', url: `${API}/users/me/sessions`, headers: { authorization: `Bearer ${laptop.authToken}` } });
      expect(all.json()).toEqual({ ended: 1 });
      expect(setCookies(all).get('o-auth-token')).toMatch(/Max-Age=0/);
      expect((await profile(laptop.authToken)).statusCode).toBe(401);
      expect(await events(user.id)).toEqual(['login_ok', 'login_ok', 'sessions_revoked', 'sessions_revoked']);
    });

    it('needs a member: 401 in the request language without or with a bad token', async () => {
      const anonymous = await inject({ url: `${API}/users/me/profile`, headers: { 'x-edition': 'en' } });
      expect(anonymous.json()).toEqual({ message: 'You need to sign in to do this.', statusCode: 401 });
      expect((await profile('not.a.jwt')).statusCode).toBe(401);
      const user = await member();
      const { authToken } = (await login(user.username)).json();
      const [header, payload] = authToken.split('.');
      expect((await profile(`${header}.${payload}.${'A'.repeat(43)}`)).statusCode).toBe(401);
      clock.now += 16 * 60_000;
      try {
        expect((await profile(authToken)).statusCode).toBe(401);
      } finally {
        clock.now -= 16 * 60_000;
      }
      expect((await profile(authToken)).statusCode).toBe(200);
    });

    it('accepts the auth cookie, and a cookie-authenticated write only from our own pages (CSRF)', async () => {
      const user = await member();
      const { authToken } = (await login(user.username)).json();
      const cookie = `o-auth-token=${authToken}`;
      expect((await inject({ url: `${API}/users/me/profile`, headers: { cookie } })).statusCode).toBe(200);
      const end = (headers: Record<string, string>) => inject({ method: 'DELETE', url: `${API}/users/me/sessions?keepCurrent=true`, headers: { cookie, 'x-edition': 'en', ...headers } });
      const foreign = await end({ origin: 'https://evil.example' });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toEqual({ message: 'This request can only be made from Meydan pages.', statusCode: 403 });
      expect((await end({ referer: 'https://evil.example/page' })).statusCode).toBe(403);
      expect((await end({})).statusCode).toBe(403);
      expect((await end({ origin: ORIGIN })).statusCode).toBe(200);
      expect((await end({ referer: 'http://en.localhost:3000/content/x' })).statusCode).toBe(200);
      // A bearer header is no ambient credential: no Origin needed.
      expect((await inject({ method: 'DELETE', url: `${API}/users/me/sessions?keepCurrent=true`, headers: { authorization: `Bearer ${authToken}` } })).statusCode).toBe(200);
      const freeze = await inject({ method: 'PUT', url: `${API}/users/me/freeze`, headers: { ...JSON_HEADERS, cookie, origin: 'https://evil.example' }, payload: {} });
      expect(freeze.statusCode).toBe(403);
      expect((await profile(authToken)).json().isActive).toBe(true);
    });
  });

  describe('deactivation', () => {
    it('freezes the account and ends every session; the next login reactivates it', async () => {
      const user = await member();
      const first = (await login(user.username)).json();
      const second = (await login(user.username)).json();
      const response = await inject({
        method: 'PUT',
        url: `${API}/users/me/freeze`,
        headers: { ...JSON_HEADERS, authorization: `Bearer ${first.authToken}` },
        payload: { feedback: 'Biraz ara vermek istiyorum.' },
      });
      expect(response.statusCode).toBe(204);
      expect((await profile(first.authToken)).statusCode).toBe(401);
      expect((await profile(second.authToken)).statusCode).toBe(401);
      const { rows } = await testDb.db.query<{ is_active: boolean; deactivated: boolean }>(
        `SELECT is_active, deactivated_at IS NOT NULL AS deactivated FROM users WHERE id = $1`,
        [user.id],
      );
      expect(rows[0]).toEqual({ is_active: false, deactivated: true });
      const { rows: freezeEvents } = await testDb.db.query<{ detail: unknown }>(`SELECT detail FROM auth_events WHERE user_id = $1 AND type = 'freeze'`, [user.id]);
      expect(freezeEvents[0]?.detail).toEqual({ ended: 2, feedback: 'Biraz ara vermek istiyorum.' });

      const again = await login(user.username);
      expect(again.statusCode).toBe(200);
      expect((await profile(again.json().authToken)).json()).toMatchObject({ isActive: true });
      const tooLong = await inject({
        method: 'PUT',
        url: `${API}/users/me/freeze`,
        headers: { ...JSON_HEADERS, authorization: `Bearer ${again.json().authToken}`, 'x-edition': 'en' },
        payload: { feedback: 'x'.repeat(501) },
      });
      expect(tooLong.json()).toEqual({ message: 'The reason can be at most 500 characters long.', statusCode: 400 });
      expect((await profile(again.json().authToken)).statusCode).toBe(200);
    });
  });

  describe('configuration', () => {
    it('refuses to start in production without AUTH_TOKEN_SECRET', async () => {
      const instance = Fastify();
      await expect(
        instance.register(authRoutes, { db: testDb.db, trustedOrigins: [ORIGIN], nodeEnv: 'production' }).ready(),
      ).rejects.toThrow(/AUTH_TOKEN_SECRET/);
      await instance.close();
    });

    it('refuses a hosted captcha it cannot verify', async () => {
      const instance = Fastify();
      await expect(instance.register(authRoutes, { db: testDb.db, trustedOrigins: [ORIGIN], secret: SECRET, captcha: { provider: 'hcaptcha', siteKey: 'site' } }).ready()).rejects.toThrow(
        /CAPTCHA_PROVIDER=hcaptcha needs CAPTCHA_SECRET/,
      );
      await instance.close();
    });

    it('signs tokens that another secret does not accept', async () => {
      const user = await member();
      const { authToken } = (await login(user.username)).json();
      const other = await build({ secret: 'another-secret-0123456789abcdef0123456789' });
      expect((await other.inject({ url: `${API}/users/me/profile`, headers: { authorization: `Bearer ${authToken}` } })).statusCode).toBe(401);
    });
  });
});
