import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { registerErrorHandling } from '@meydan/api/core';
import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import type { AdminUser } from '@meydan/shared/contracts';
import { profileRoutes } from '../profiles/profile.routes';
import { API, JSON_HEADERS, ORIGIN, SocialFixtures, type TestMember } from '../testing/social-test-app';
import { editorialRoutes } from './editorial.routes';

jest.setTimeout(180_000);

type Who = TestMember | null;

describe.each(['postgres', 'pglite'] as const)('premium members on %s', (engine) => {
  let testDb: TestDatabase;
  let fx: SocialFixtures;
  let app: FastifyInstance;
  let member: TestMember;
  let editor: TestMember;
  let admin: TestMember;
  let secondAdmin: TestMember;

  beforeAll(async () => {
    testDb = await createTestDatabase({ engine });
    fx = new SocialFixtures(testDb.db);
    app = Fastify();
    registerErrorHandling(app);
    const options = { prefix: API, db: testDb.db, verifyAccessToken: fx.liveVerify, trustedOrigins: [ORIGIN], mediaBaseUrl: '/media', readerCache: { clear: async () => undefined } };
    await app.register(profileRoutes, options);
    await app.register(editorialRoutes, options);
    await app.ready();
    member = await fx.member({ username: 'okur-premium' });
    editor = await fx.member({ username: 'editor-premium', role: 'editor' });
    admin = await fx.member({ username: 'admin-premium', role: 'admin' });
    secondAdmin = await fx.member({ username: 'admin-iki', role: 'admin' });
  });

  afterAll(async () => {
    await app.close();
    await testDb.cleanup();
  });

  const call = (method: InjectOptions['method'], url: string, who: Who, payload?: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method, url: `${API}${url}`, headers: { ...(payload === undefined ? {} : JSON_HEADERS), ...(who?.headers ?? {}), ...headers }, payload: payload as InjectOptions['payload'] });
  const setPremium = (who: Who, target: TestMember | string, status: unknown, headers: Record<string, string> = {}) =>
    call('PUT', `/admin/users/${typeof target === 'string' ? target : target.id}/premium`, who, { status }, headers);
  const stored = async (target: TestMember) =>
    (
      await testDb.db.query<{ premium: boolean; premium_status: string | null; premium_since: Date | null; premium_by: string | null }>(
        'SELECT premium, premium_status, premium_since, premium_by FROM users WHERE id = $1',
        [target.id],
      )
    ).rows[0];

  it('lets only admins set it (visitor 401, member, editor 403), whatever the body', async () => {
    const statuses = [];
    for (const who of [null, member, editor, admin]) statuses.push((await setPremium(who, member, 'premium')).statusCode);
    expect(statuses).toEqual([401, 403, 403, 200]);
    // An editor's refusal changed nothing: only the admin's call is stored.
    await setPremium(admin, member, null);
    expect((await setPremium(editor, member, 'premium_user')).statusCode).toBe(403);
    expect(await stored(member)).toMatchObject({ premium: false, premium_status: null, premium_since: null });
  });

  it('gives either status, shows it on the public profile and the admin list, and takes it away', async () => {
    const reader = await fx.member({ username: 'abone-okur' });
    const given = await setPremium(admin, reader, 'premium');
    expect(given.statusCode).toBe(200);
    expect(given.json<AdminUser>()).toMatchObject({ _id: reader.id, premiumStatus: 'premium', premiumSince: expect.any(String) });
    expect(await stored(reader)).toMatchObject({ premium: true, premium_status: 'premium', premium_by: admin.id });
    expect((await call('GET', `/users/${reader.username}`, null)).json()).toMatchObject({ premium: true, premiumStatus: 'premium' });

    // The same status again is no new subscription: its date stays. Another status starts over.
    const since = given.json<AdminUser>().premiumSince;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await setPremium(secondAdmin, reader, 'premium')).json<AdminUser>().premiumSince).toBe(since);
    expect((await stored(reader))?.premium_by).toBe(admin.id);
    const switched = (await setPremium(secondAdmin, reader, 'premium_user')).json<AdminUser>();
    expect(switched.premiumStatus).toBe('premium_user');
    expect(switched.premiumSince).not.toBe(since);
    expect((await stored(reader))?.premium_by).toBe(secondAdmin.id);
    expect((await call('GET', `/users/${reader.id}`, null)).json()).toMatchObject({ premium: true, premiumStatus: 'premium_user' });

    const list = async (query: string) => (await call('GET', `/admin/users?${query}`, admin)).json<{ items: AdminUser[] }>().items.map((user) => user.username);
    expect(await list('premium=any')).toEqual(['abone-okur']);
    expect(await list('premium=premium_user')).toEqual(['abone-okur']);
    expect(await list('premium=premium')).toEqual([]);
    expect((await call('GET', '/admin/users?q=abone', admin)).json<{ items: AdminUser[] }>().items[0]).toMatchObject({ premiumStatus: 'premium_user', premiumSince: switched.premiumSince });

    const taken = await setPremium(admin, reader, null);
    expect(taken.json<AdminUser>()).toMatchObject({ premiumStatus: null, premiumSince: null });
    expect(await stored(reader)).toEqual({ premium: false, premium_status: null, premium_since: null, premium_by: null });
    expect((await call('GET', `/users/${reader.id}`, null)).json()).toMatchObject({ premium: false, premiumStatus: null });
    expect(await list('premium=any')).toEqual([]);
  });

  it('refuses an admin’s own account, unknown members and bad statuses with a 4xx in the reader’s language', async () => {
    const own = await setPremium(admin, admin, 'premium', { 'x-edition': 'en' });
    expect([own.statusCode, own.json().message]).toEqual([403, 'You cannot change your own premium membership; another admin has to do it.']);
    const ownTr = await setPremium(admin, admin, 'premium');
    expect(ownTr.json().message).toBe('Kendi premium üyeliğini değiştiremezsin; bunu başka bir yönetici yapmalı.');
    expect(await stored(admin)).toMatchObject({ premium_status: null });

    const gone = await fx.member({ deleted: true, active: false });
    for (const target of ['00000000-0000-4000-8000-000000000000', gone.id, 'not-a-uuid']) {
      const response = await setPremium(admin, target, 'premium', { 'x-edition': 'ru' });
      expect([target, response.statusCode, response.json().message]).toEqual([target, 404, 'Участник не найден.']);
    }

    for (const body of [{ status: 'gold' }, { status: 'Premium' }, { status: true }, {}]) {
      const response = await call('PUT', `/admin/users/${member.id}/premium`, admin, body, { 'x-edition': 'en' });
      expect([JSON.stringify(body), response.statusCode]).toEqual([JSON.stringify(body), 400]);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const gold = await call('PUT', `/admin/users/${member.id}/premium`, admin, { status: 'gold' }, { 'x-edition': 'tr' });
    expect(gold.json().message).toBe('Lütfen listeden bir premium üyelik türü seç.');
    expect(await stored(member)).toMatchObject({ premium_status: null });
  });

  it('never lets members, editors or admins make themselves premium through their own profile', async () => {
    for (const who of [member, editor, admin]) {
      const refused = await call('PUT', '/users/me', who, { premium: true, city: 'Bursa' }, { 'x-edition': 'en' });
      expect([refused.statusCode, refused.json().message]).toEqual([403, 'Premium membership cannot be changed in profile settings.']);
      // A field the form does not have is dropped, never stored.
      expect((await call('PUT', '/users/me', who, { premiumStatus: 'premium_user', premium_status: 'premium' })).statusCode).toBe(200);
      expect(await stored(who)).toMatchObject({ premium: false, premium_status: null });
    }
    // A premium member may send the value they have (a settings form echoing it) but not drop it.
    const subscriber = await fx.member({ premium: 'premium_user' });
    expect((await call('PUT', '/users/me', subscriber, { premium: true, city: 'İzmir' })).json()).toMatchObject({ premium: true, premiumStatus: 'premium_user', city: 'İzmir' });
    expect((await call('PUT', '/users/me', subscriber, { premium: false })).statusCode).toBe(403);
    expect(await stored(subscriber)).toMatchObject({ premium: true, premium_status: 'premium_user' });
  });
});
