import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { registerErrorHandling } from '@meydan/api/core';
import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import { queuedMails, type StoredMail } from '@meydan/api/mail/testing';
import { solveProofOfWork } from '@meydan/shared/util/proof-of-work';
import { authRoutes, type AuthRoutesOptions } from './auth.routes';
import { hashPassword } from './passwords/password-policy';
import { AUTH_RATE_LIMITS, type AuthRateLimits } from './rate-limits';

jest.setTimeout(120_000);

const API = '/api/v3.5';
const ORIGIN = 'http://localhost:3000';
const ORIGINS = { tr: 'http://localhost:3000', en: 'http://en.localhost:3000', ru: 'http://ru.localhost:3000' };
const SECRET = 'account-spec-secret-0123456789abcdef0123456789';
const PASSWORD = 'kestane-kebap-1923';
const NEW_PASSWORD = 'lahmacun-ayran-2024';
const UNLIMITED = Object.fromEntries(Object.keys(AUTH_RATE_LIMITS).map((name) => [name, { max: 100_000, windowMs: 60_000 }])) as unknown as AuthRateLimits;
const JSON_HEADERS = { 'content-type': 'application/json' };
const INVALID_LINK = { tr: 'Geçersiz Bağlantı', en: 'Invalid Link', ru: 'Недействительная ссылка' };

type OutboxRow = StoredMail & { params: { origin: string; path: string; username?: string } };

describe.each(['postgres', 'pglite'] as const)('e-mailed account flows on %s', (engine) => {
  let testDb: TestDatabase;
  const clock = { now: Date.now() };
  const apps: FastifyInstance[] = [];
  let app: FastifyInstance;
  let nudges = 0;
  let counter = 0;

  async function build(options: Partial<AuthRoutesOptions> = {}): Promise<FastifyInstance> {
    const instance = Fastify();
    registerErrorHandling(instance);
    await instance.register(authRoutes, {
      prefix: API,
      db: testDb.db,
      secret: SECRET,
      trustedOrigins: Object.values(ORIGINS),
      editionOrigins: ORIGINS,
      mailer: { nudge: () => (nudges += 1) },
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

  async function member(): Promise<{ id: string; username: string; email: string }> {
    counter += 1;
    const username = `hesap${counter}`;
    const email = `${username}@example.com`;
    const { rows } = await testDb.db.query<{ id: string }>(
      `INSERT INTO users (username, email, password_hash, email_verified, name, city) VALUES ($1, $2, $3, true, 'Ayşe', 'İzmir') RETURNING id`,
      [username, email, await hashPassword(PASSWORD)],
    );
    return { id: (rows[0] as { id: string }).id, username, email };
  }

  const inject = (options: InjectOptions, target = app) => target.inject(options);
  const login = (id: string, password = PASSWORD) =>
    inject({ method: 'POST', url: `${API}/auth/login?authVersion=v2`, headers: JSON_HEADERS, payload: { grant_type: 'password', id, password } });
  const signIn = async (id: string, password = PASSWORD) => {
    const response = await login(id, password);
    expect(response.statusCode).toBe(200);
    return response.json() as { authToken: string; refreshToken: string };
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const profile = (token: string) => inject({ url: `${API}/users/me/profile`, headers: bearer(token) });

  async function mails(to: string): Promise<OutboxRow[]> {
    return (await queuedMails(testDb.db, to)) as OutboxRow[];
  }
  const tokenOf = (mail: OutboxRow | undefined, prefix: string) => {
    expect(mail?.params.path.startsWith(prefix)).toBe(true);
    return (mail as OutboxRow).params.path.slice(prefix.length);
  };

  beforeAll(async () => {
    testDb = await createTestDatabase({ engine });
    app = await build();
  });

  afterAll(async () => {
    for (const instance of apps) await instance.close();
    await testDb?.cleanup();
  });

  describe('e-mail verification', () => {
    it('registration queues the verification mail in the request language; the link confirms once, then "Invalid Link"', async () => {
      const { challenge, difficulty } = (await inject({ url: `${API}/auth/challenge` })).json();
      const solution = solveProofOfWork(challenge, difficulty);
      if (!solution.found) throw new Error('unsolved');
      const before = nudges;
      const registered = await inject({
        method: 'POST',
        url: `${API}/auth/register`,
        headers: { ...JSON_HEADERS, 'x-edition': 'ru' },
        payload: { version: 'v1', email: 'Yeni.Uye@Example.com', password: PASSWORD, challenge, nonce: solution.nonce },
      });
      expect(registered.statusCode).toBe(201);
      expect(nudges).toBe(before + 1);
      const { authToken } = registered.json();
      expect((await profile(authToken)).json().emailVerified).toBe(false);

      const [mail, ...rest] = await mails('yeni.uye@example.com');
      expect(rest).toEqual([]);
      expect(mail).toMatchObject({ template: 'verification', locale: 'ru', params: { origin: ORIGINS.ru } });
      const token = tokenOf(mail, '/auth/verify-email/');
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const { rows } = await testDb.db.query<{ hash: string; expires_at: Date }>(`SELECT hash, expires_at FROM account_tokens WHERE purpose = 'verify_email' AND email = $1`, ['yeni.uye@example.com']);
      expect(rows[0]?.hash).not.toContain(token);
      expect(Math.round(((rows[0]?.expires_at.getTime() ?? 0) - clock.now) / 3_600_000)).toBe(7 * 24);

      const verified = await inject({ url: `${API}/auth/verify-email?token=${token}` });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({ emailVerified: true });
      expect((await profile(authToken)).json().emailVerified).toBe(true);

      for (const edition of ['tr', 'en', 'ru'] as const) {
        const again = await inject({ url: `${API}/auth/verify-email?token=${token}`, headers: { 'x-edition': edition } });
        expect(again.statusCode).toBe(400);
        expect(again.json()).toEqual({ message: INVALID_LINK[edition], statusCode: 400 });
      }
      const unknown = await inject({ url: `${API}/auth/verify-email?token=nope`, headers: { 'x-edition': 'tr' } });
      expect(unknown.json()).toEqual({ message: INVALID_LINK.tr, statusCode: 400 });
      const userId = (await profile(authToken)).json()._id;
      const { rows: types } = await testDb.db.query<{ type: string }>(`SELECT type FROM auth_events WHERE user_id = $1 ORDER BY id`, [userId]);
      expect(types.map((row) => row.type)).toEqual(['register', 'email_verified']);
    });

    it('resends a link to an unconfirmed member, refuses a confirmed one with 409, and limits resends to 3 an hour', async () => {
      const limited = await build({ rateLimits: { ...UNLIMITED, verificationResend: AUTH_RATE_LIMITS.verificationResend } });
      const user = await member();
      const { authToken } = await signIn(user.username);
      const confirmed = await inject({ url: `${API}/auth/verify-email/new`, headers: { ...bearer(authToken), 'x-edition': 'en' } }, limited);
      expect(confirmed.statusCode).toBe(409);
      expect(confirmed.json().message).toBe('Your e-mail address is already confirmed.');

      await testDb.db.query(`UPDATE users SET email_verified = false WHERE id = $1`, [user.id]);
      for (let i = 0; i < 2; i += 1) {
        const resent = await inject({ url: `${API}/auth/verify-email/new`, headers: { ...bearer(authToken), 'x-edition': 'tr' } }, limited);
        expect(resent.statusCode).toBe(202);
        expect(resent.json().message).toMatch(/doğrulama bağlantısı/);
      }
      const fourth = await inject({ url: `${API}/auth/verify-email/new`, headers: bearer(authToken) }, limited);
      expect(fourth.statusCode).toBe(429);
      expect(fourth.headers['retry-after']).toBeDefined();
      const queued = await mails(user.email);
      expect(queued.map((mail) => [mail.template, mail.locale])).toEqual([
        ['verification', 'tr'],
        ['verification', 'tr'],
      ]);
      expect((await inject({ url: `${API}/auth/verify-email?token=${tokenOf(queued[0], '/auth/verify-email/')}` })).statusCode).toBe(200);
      expect((await inject({ url: `${API}/auth/verify-email/new` })).statusCode).toBe(401);
    });
  });

  describe('password reset', () => {
    const requestReset = (id: string, target = app) =>
      inject({ method: 'POST', url: `${API}/auth/reset-password/new`, headers: { ...JSON_HEADERS, 'x-edition': 'en' }, payload: { id } }, target);
    const reset = (token: string, password = NEW_PASSWORD) =>
      inject({ method: 'POST', url: `${API}/auth/reset-password`, headers: JSON_HEADERS, payload: { token, password } });

    it('answers an existing and an unknown id identically and mails only the existing account', async () => {
      const user = await member();
      const before = (await queuedMails(testDb.db)).length;
      const existing = await requestReset(user.email.toUpperCase());
      const missing = await requestReset('nobody-here@example.com');
      expect(existing.statusCode).toBe(202);
      expect(missing.statusCode).toBe(202);
      expect(missing.body).toBe(existing.body);
      expect(missing.headers['content-type']).toBe(existing.headers['content-type']);
      expect((await queuedMails(testDb.db)).length).toBe(before + 1);
      expect(await mails(user.email)).toEqual([expect.objectContaining({ template: 'password-reset', locale: 'en', params: expect.objectContaining({ origin: ORIGINS.en }) })]);
      expect((await requestReset('')).statusCode).toBe(400);
    });

    it('limits requests per id', async () => {
      const limited = await build({ rateLimits: { ...UNLIMITED, resetRequestPerId: { max: 2, windowMs: 60_000 } } });
      const user = await member();
      expect((await requestReset(user.username, limited)).statusCode).toBe(202);
      expect((await requestReset(` ${user.username.toUpperCase()} `, limited)).statusCode).toBe(202);
      expect((await requestReset(user.username, limited)).statusCode).toBe(429);
      expect((await requestReset('someone-else', limited)).statusCode).toBe(202);
    });

    it('sets the new password, ends every session, and the link works once', async () => {
      const user = await member();
      const session = await signIn(user.username);
      await requestReset(user.username);
      const token = tokenOf((await mails(user.email))[0], '/auth/reset-password/');

      const common = await reset(token, 'password123');
      expect(common.statusCode).toBe(400);
      const done = await reset(token);
      expect(done.statusCode).toBe(204);
      expect((await login(user.username)).statusCode).toBe(401);
      expect((await login(user.username, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await profile(session.authToken)).statusCode).toBe(401);
      expect((await inject({ method: 'POST', url: `${API}/auth/token`, headers: JSON_HEADERS, payload: { refreshToken: session.refreshToken } })).statusCode).toBe(401);

      const again = await inject({ method: 'POST', url: `${API}/auth/reset-password`, headers: { ...JSON_HEADERS, 'x-edition': 'ru' }, payload: { token, password: 'yet-another-pass-77' } });
      expect(again.json()).toEqual({ message: INVALID_LINK.ru, statusCode: 400 });
      const { rows } = await testDb.db.query<{ type: string }>(`SELECT type FROM auth_events WHERE user_id = $1 ORDER BY id`, [user.id]);
      expect(rows.map((row) => row.type)).toEqual(['login_ok', 'password_reset_requested', 'password_reset', 'login_failed', 'login_ok']);
    });

    it('expires the link after 1 hour', async () => {
      const user = await member();
      await requestReset(user.username);
      await requestReset(user.username);
      const [first, second] = (await mails(user.email)).map((mail) => tokenOf(mail, '/auth/reset-password/'));
      const start = clock.now;
      try {
        clock.now = start + 60 * 60 * 1000 + 1000;
        expect((await reset(first as string)).json()).toEqual({ message: INVALID_LINK.tr, statusCode: 400 });
        clock.now = start + 59 * 60 * 1000;
        expect((await reset(second as string)).statusCode).toBe(204);
        // One reset spends the account's other open reset links.
        expect((await reset(first as string)).statusCode).toBe(400);
      } finally {
        clock.now = start;
      }
    });
  });

  describe('password change', () => {
    const change = (token: string, oldPassword: string, password = NEW_PASSWORD, edition = 'en') =>
      inject({ method: 'PUT', url: `${API}/users/me/password`, headers: { ...JSON_HEADERS, ...bearer(token), 'x-edition': edition }, payload: { oldPassword, password } });

    it('refuses a wrong current password and, with the right one, changes it and ends the other sessions only', async () => {
      const user = await member();
      const current = await signIn(user.username);
      const other = await signIn(user.email);

      const wrong = await change(current.authToken, 'not-my-password', NEW_PASSWORD, 'tr');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('Mevcut şifren doğru değil.');
      const missing = await inject({ method: 'PUT', url: `${API}/users/me/password`, headers: { ...JSON_HEADERS, ...bearer(current.authToken) }, payload: { password: NEW_PASSWORD } });
      expect(missing.statusCode).toBe(400);
      expect((await change(current.authToken, PASSWORD, '12345')).statusCode).toBe(400);
      expect((await change(current.authToken, PASSWORD, 'password123')).statusCode).toBe(400);

      expect((await change(current.authToken, PASSWORD)).statusCode).toBe(204);
      expect((await profile(current.authToken)).statusCode).toBe(200);
      expect((await profile(other.authToken)).statusCode).toBe(401);
      expect((await login(user.username)).statusCode).toBe(401);
      expect((await login(user.username, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await inject({ method: 'PUT', url: `${API}/users/me/password`, headers: JSON_HEADERS, payload: { oldPassword: 'x', password: NEW_PASSWORD } })).statusCode).toBe(401);
    });
  });

  describe('account deletion', () => {
    const requestDelete = (token: string, payload: unknown, edition = 'en') =>
      inject({ method: 'POST', url: `${API}/users/me/request-delete`, headers: { ...JSON_HEADERS, ...bearer(token), 'x-edition': edition }, payload: payload as object });
    const confirm = (token: string, headers: Record<string, string> = {}) =>
      inject({ method: 'PUT', url: `${API}/users/me/delete`, headers: { ...JSON_HEADERS, ...headers }, payload: { token } });

    it('refuses a reason over 500 characters with the localized rule', async () => {
      const user = await member();
      const { authToken } = await signIn(user.username);
      const long = await requestDelete(authToken, { feedback: 'x'.repeat(501) }, 'tr');
      expect(long).toMatchObject({ statusCode: 400 });
      expect(long.json().message).toBe('Açıklama en fazla 500 karakter olabilir.');
      expect(await mails(user.email)).toEqual([]);
    });

    it('mails a 24-hour link; the link removes personal data, keeps the articles attributed to the deleted user, then is invalid', async () => {
      const user = await member();
      const { authToken, refreshToken } = await signIn(user.username);
      const { rows: articleRows } = await testDb.db.query<{ id: string }>(`INSERT INTO articles (edition, title, slug, published_at) VALUES ('tr', 'Yazı', 'yazi', now()) RETURNING id`);
      const articleId = (articleRows[0] as { id: string }).id;
      await testDb.db.query(`INSERT INTO article_authors (article_id, user_id) VALUES ($1, $2)`, [articleId, user.id]);

      const requested = await requestDelete(authToken, { feedback: 'Artık kullanmıyorum' }, 'tr');
      expect(requested.statusCode).toBe(202);
      expect(requested.json().message).toMatch(/24 saat/);
      const [mail] = await mails(user.email);
      expect(mail).toMatchObject({ template: 'account-deletion', locale: 'tr', params: { origin: ORIGINS.tr } });
      const token = tokenOf(mail, '/auth/delete-account/');
      const { rows: expiry } = await testDb.db.query<{ expires_at: Date }>(`SELECT expires_at FROM account_tokens WHERE user_id = $1 AND purpose = 'delete_account'`, [user.id]);
      expect(Math.round(((expiry[0]?.expires_at.getTime() ?? 0) - clock.now) / 60_000)).toBe(24 * 60);

      // Opened on another device: no sign-in there.
      const deleted = await confirm(token, { origin: ORIGIN });
      expect(deleted.statusCode).toBe(204);

      expect((await login(user.username)).statusCode).toBe(401);
      expect((await login(user.email)).statusCode).toBe(401);
      expect((await profile(authToken)).statusCode).toBe(401);
      expect((await inject({ method: 'POST', url: `${API}/auth/token`, headers: JSON_HEADERS, payload: { refreshToken } })).statusCode).toBe(401);
      const { rows } = await testDb.db.query<Record<string, unknown>>(
        `SELECT username, email, password_hash, name, city, is_active, deleted_at IS NOT NULL AS deleted FROM users WHERE id = $1`,
        [user.id],
      );
      expect(rows[0]).toEqual({
        username: expect.stringMatching(/^deleted-[0-9a-f]{16}$/),
        email: `deleted-${user.id}@deleted.invalid`,
        password_hash: null,
        name: null,
        city: null,
        is_active: false,
        deleted: true,
      });
      const { rows: authors } = await testDb.db.query<{ username: string }>(
        `SELECT u.username FROM article_authors aa JOIN users u ON u.id = aa.user_id WHERE aa.article_id = $1`,
        [articleId],
      );
      expect(authors).toEqual([{ username: rows[0]?.['username'] }]);
      expect(await mails(user.email)).toEqual([]);

      expect((await confirm(token, { 'x-edition': 'tr' })).json()).toEqual({ message: INVALID_LINK.tr, statusCode: 400 });
      // A deleted account cannot be taken back through a reset.
      await inject({ method: 'POST', url: `${API}/auth/reset-password/new`, headers: JSON_HEADERS, payload: { id: rows[0]?.['username'] as string } });
      const { rows: tokens } = await testDb.db.query(`SELECT 1 FROM account_tokens WHERE user_id = $1 AND used_at IS NULL`, [user.id]);
      expect(tokens).toEqual([]);
    });

    it('expires the deletion link after 24 hours', async () => {
      const user = await member();
      const { authToken } = await signIn(user.username);
      expect((await requestDelete(authToken, {})).statusCode).toBe(202);
      const token = tokenOf((await mails(user.email))[0], '/auth/delete-account/');
      const start = clock.now;
      try {
        clock.now = start + 24 * 60 * 60 * 1000 + 1000;
        expect((await confirm(token)).json()).toEqual({ message: INVALID_LINK.tr, statusCode: 400 });
      } finally {
        clock.now = start;
      }
      expect((await profile(authToken)).statusCode).toBe(200);
    });
  });
});
