import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandling } from '@meydan/api/core';
import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import { API, JSON_HEADERS, ORIGIN, SocialFixtures, type TestMember } from '../testing/social-test-app';
import { profileRoutes } from './profile.routes';

jest.setTimeout(180_000);

/**
 * SPEC §3 User "theme setting" (issue 20): a signed-in member's colour theme is saved through
 * `PUT /users/me` as `light`, `dark` or null (the system setting); the browser keeps the same
 * choice in its `theme` cookie and sets that cookie from the saved one when the member signs in.
 */
describe.each(['postgres', 'pglite'] as const)('the member theme setting on %s', (engine) => {
  let testDb: TestDatabase;
  let fx: SocialFixtures;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase({ engine });
    fx = new SocialFixtures(testDb.db);
    app = Fastify();
    registerErrorHandling(app);
    await app.register(profileRoutes, { prefix: API, db: testDb.db, verifyAccessToken: fx.liveVerify, trustedOrigins: [ORIGIN], mediaBaseUrl: '/media' });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await testDb.cleanup();
  });

  const put = (who: TestMember | null, body: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'PUT', url: `${API}/users/me`, headers: { ...JSON_HEADERS, ...(who?.headers ?? {}), ...headers }, payload: JSON.stringify(body) });
  const stored = async (member: TestMember) =>
    (await testDb.db.query<{ theme: string | null; city: string | null }>('SELECT theme, city FROM users WHERE id = $1', [member.id])).rows[0];

  it('saves light, dark and null (back to the system setting)', async () => {
    const member = await fx.member({ username: `tema-${engine}` });
    expect(await stored(member)).toMatchObject({ theme: null });
    for (const theme of ['dark', 'light', null, 'dark'] as const) {
      const response = await put(member, { theme });
      expect(response.statusCode).toBe(200);
      // The answer is the public profile: the theme is the member's own and never shown to others.
      expect(response.json()).not.toHaveProperty('theme');
      expect(await stored(member)).toMatchObject({ theme });
    }
    // Another edit leaves the theme alone.
    expect((await put(member, { city: 'Bursa' })).statusCode).toBe(200);
    expect(await stored(member)).toEqual({ theme: 'dark', city: 'Bursa' });
  });

  it('refuses any other value with a 400 in the reader’s language, changing nothing', async () => {
    const member = await fx.member({ username: `tema-kotu-${engine}` });
    await put(member, { theme: 'light' });
    for (const theme of ['blue', 'Dark', 'LIGHT', 'system', ' dark', 'dark ', 1, true, ['blue'], { value: 'dark' }]) {
      const response = await put(member, { theme, city: 'Van' });
      expect({ theme, status: response.statusCode }).toEqual({ theme, status: 400 });
    }
    expect((await put(member, { theme: 'sepia' })).json()).toEqual({ message: 'Renk teması açık, koyu ya da boş (sistem ayarı) olmalıdır.', statusCode: 400 });
    expect((await put(member, { theme: 'sepia' }, { 'x-edition': 'en' })).json()).toEqual({
      message: 'The colour theme must be light, dark or empty (the system setting).',
      statusCode: 400,
    });
    expect((await put(member, { theme: 'sepia' }, { 'x-edition': 'ru' })).json().message).toBe('Тема оформления должна быть светлой, тёмной или пустой (как в системе).');
    expect(await stored(member)).toEqual({ theme: 'light', city: null });
    // Like every clearable field of this call, "" means null: the system setting.
    expect((await put(member, { theme: '' })).statusCode).toBe(200);
    expect(await stored(member)).toEqual({ theme: null, city: null });
  });

  it('is for signed-in members only', async () => {
    expect((await put(null, { theme: 'dark' })).statusCode).toBe(401);
  });

  it('needs no confirmed address when the theme is all that changes (a display preference, not profile information)', async () => {
    const newcomer = await fx.member({ username: `tema-yeni-${engine}`, verified: false });
    expect((await put(newcomer, { theme: 'dark' })).statusCode).toBe(200);
    expect(await stored(newcomer)).toMatchObject({ theme: 'dark' });
    // With profile information beside it the SPEC §5 rule still holds, and nothing is written.
    expect((await put(newcomer, { theme: 'light', city: 'Van' })).statusCode).toBe(403);
    expect((await put(newcomer, {})).statusCode).toBe(403);
    expect(await stored(newcomer)).toEqual({ theme: 'dark', city: null });
  });
});
