import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type Queryable, type TestDatabase } from '@meydan/api/db';
import type { Edition } from '@meydan/shared/util/routing';
import { API, buildSocialApp, JSON_HEADERS, SocialFixtures, type TestMember } from '../testing/social-test-app';

jest.setTimeout(120_000);

describe('profiles', () => {
  let testDb: TestDatabase;
  let fx: SocialFixtures;
  let app: FastifyInstance;
  const mails: Array<{ id: string; email: string; username: string; edition: Edition }> = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    fx = new SocialFixtures(testDb.db);
    app = await buildSocialApp(testDb.db, fx, {
      emailConfirmation: {
        // Writes in the edit's transaction, like the auth lib's mailer: a rolled-back edit leaves no mail.
        async queue(tx: Queryable, user, edition) {
          await tx.query(`UPDATE users SET theme = 'mail-queued' WHERE id = $1`, [user.id]);
          mails.push({ ...user, edition });
        },
        nudge: jest.fn(),
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await testDb.cleanup();
  });
  beforeEach(() => {
    mails.length = 0;
  });

  const get = (ref: string, headers: Record<string, string> = {}) => app.inject({ url: `${API}/users/${encodeURIComponent(ref)}`, headers });
  const put = (who: TestMember | null, body: unknown, path = '/users/me', headers: Record<string, string> = {}) =>
    app.inject({ method: 'PUT', url: `${API}${path}`, headers: { ...JSON_HEADERS, ...(who?.headers ?? {}), ...headers }, payload: JSON.stringify(body) });
  const row = async (member: TestMember) =>
    (await testDb.db.query<Record<string, unknown>>(`SELECT *, to_char(birthdate, 'YYYY-MM-DD') AS birthday FROM users WHERE id = $1`, [member.id])).rows[0] as Record<string, unknown>;

  describe('GET /users/{id}', () => {
    it('answers the public profile by uuid or username (any case), with counts and nothing private', async () => {
      const ali = await fx.member({ name: 'Ali Kaya', premium: true });
      const response = await get(ali.username.toUpperCase());
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toContain('public');
      const body = response.json();
      expect(body).toEqual({
        _id: ali.id,
        username: ali.username,
        name: 'Ali Kaya',
        isActive: true,
        avatar: null,
        cover: null,
        coverOffset: 0,
        motto: null,
        about: null,
        website: null,
        country: null,
        city: null,
        occupation: null,
        gender: null,
        premium: true,
        premiumStatus: 'premium',
        createdAt: expect.any(String),
        counts: { followers: 0, followings: 0, contents: 0, comments: 0, favorites: 0 },
      });
      expect(body).not.toHaveProperty('email');
      expect((await get(ali.id)).json()._id).toBe(ali.id);
    });

    it('counts only visible people and listed content of the request edition', async () => {
      const [me, fan, frozenFan, idol] = [await fx.member(), await fx.member(), await fx.member(), await fx.member()];
      for (const [a, b] of [[fan, me], [frozenFan, me], [me, idol]] as const) {
        await testDb.db.query(`INSERT INTO follows (follower_id, followed_id) VALUES ($1, $2)`, [a.id, b.id]);
      }
      await fx.deactivate(frozenFan);
      const listed = await fx.article({ author: me });
      await fx.article({ author: me, draft: true });
      await fx.article({ author: me, edition: 'en' });
      const hidden = await fx.article({ hidden: true });
      for (const article of [listed, hidden]) await testDb.db.query(`INSERT INTO favorites (user_id, article_id) VALUES ($1, $2)`, [me.id, article.id]);
      await testDb.db.query(`INSERT INTO comments (article_id, author_id, body) VALUES ($1, $2, 'Güzel bir yazı olmuş.')`, [listed.id, me.id]);
      await testDb.db.query(`INSERT INTO comments (article_id, author_id, body, deleted_at) VALUES ($1, $2, '', now())`, [listed.id, me.id]);
      expect((await get(me.id)).json().counts).toEqual({ followers: 1, followings: 1, contents: 1, comments: 1, favorites: 1 });
      expect((await get(me.id, { 'x-edition': 'en' })).json().counts).toEqual({ followers: 1, followings: 1, contents: 1, comments: 0, favorites: 0 });
    });

    it('404s unknown, deactivated and deleted members in the request language', async () => {
      const frozen = await fx.member();
      await fx.deactivate(frozen);
      const gone = await fx.member({ deleted: true, active: false });
      for (const ref of [frozen.username, frozen.id, gone.id, 'nobody-here', '00000000-0000-4000-8000-0000000000ff']) {
        const response = await get(ref, { 'x-edition': 'ru' });
        expect([ref, response.statusCode, response.json().message]).toEqual([ref, 404, 'Участник не найден.']);
      }
    });
  });

  describe('PUT /users/me', () => {
    it('saves every field, cleaned, and answers the updated profile', async () => {
      const me = await fx.member();
      const response = await put(me, {
        name: '  Ayşe   Yılmaz ',
        gender: 'female',
        website: 'ayse.dev/blog',
        country: 'TR',
        city: 'İzmir',
        birthdate: '1990-04-23',
        occupation: 'Gazeteci',
        motto: 'Merak\netmek',
        about: 'Satır bir\r\n\r\n\r\nSatır iki',
        premium: false,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.json()).toMatchObject({ name: 'Ayşe Yılmaz', gender: 'female', website: 'https://ayse.dev/blog', country: 'TR', city: 'İzmir', occupation: 'Gazeteci', motto: 'Merak etmek', about: 'Satır bir\n\nSatır iki' });
      expect((await row(me))['birthday']).toBe('1990-04-23');
      // Empty strings and null clear; absent fields stay.
      const cleared = await put(me, { website: '', country: null, birthdate: '', gender: '', name: '   ' });
      expect(cleared.json()).toMatchObject({ website: null, country: null, gender: null, name: null, city: 'İzmir' });
      expect((await row(me))['birthday']).toBeNull();
    });

    it('needs a confirmed e-mail address (403) and changes nothing', async () => {
      const me = await fx.member({ verified: false });
      for (const [path, body] of [['/users/me', { city: 'Bursa' }], ['/users/me/about', { coverOffset: 40 }]] as const) {
        const response = await put(me, body, path, { 'x-edition': 'en' });
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe('Please confirm your e-mail address before editing your profile.');
      }
      expect(await row(me)).toMatchObject({ city: null, cover_offset: 0 });
    });

    it('asks a visitor to sign in', async () => {
      expect((await put(null, { city: 'Bursa' })).statusCode).toBe(401);
      expect((await put(null, { coverOffset: 3 }, '/users/me/about')).statusCode).toBe(401);
    });

    it('changes only the asker’s own account (no id in the body reaches another member)', async () => {
      const [me, other] = [await fx.member(), await fx.member()];
      const response = await put(me, { city: 'Ankara', _id: other.id, id: other.id, userId: other.id });
      expect(response.statusCode).toBe(200);
      expect(response.json()._id).toBe(me.id);
      expect((await row(other))['city']).toBeNull();
    });

    it('is the same for editors and admins: their own profile only, premium still refused', async () => {
      for (const role of ['editor', 'admin'] as const) {
        const staff = await fx.member({ role });
        expect((await put(staff, { occupation: 'Editör' })).json().occupation).toBe('Editör');
        expect((await put(staff, { premium: true })).statusCode).toBe(403);
      }
    });

    it('refuses a premium change (403) but accepts the current value', async () => {
      const me = await fx.member();
      const refused = await put(me, { premium: true, city: 'Bursa' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Premium üyelik profil ayarlarından değiştirilemez.');
      expect(await row(me)).toMatchObject({ premium: false, city: null });
      expect((await put(me, { premium: false, city: 'Bursa' })).json()).toMatchObject({ premium: false, city: 'Bursa' });
    });

    it('changes the username with registration’s rules and refuses a taken one (409)', async () => {
      const [me, other] = [await fx.member(), await fx.member()];
      const taken = await put(me, { username: other.username, city: 'Bursa' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe('Bu kullanıcı adı daha önce alınmış.');
      expect((await row(me))['city']).toBeNull();
      const malformed = await put(me, { username: 'Ali Veli' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe('Kullanıcı adı yalnızca küçük harf, rakam ve - _ ~ . karakterlerini içerebilir.');
      const short = await put(me, { username: 'ab' }, '/users/me', { 'x-edition': 'en' });
      expect(short.json().message).toBe('Username must be 3 to 30 characters long.');
      const fresh = `${me.username}-new`;
      expect((await put(me, { username: fresh })).json().username).toBe(fresh);
      expect((await get(fresh)).statusCode).toBe(200);
      expect((await put(me, { username: fresh })).statusCode).toBe(200);
    });

    it('makes a new e-mail address unconfirmed and mails its link in the same transaction', async () => {
      const me = await fx.member();
      const response = await put(me, { email: 'yeni.adres@example.org', city: 'Van' }, '/users/me', { 'x-edition': 'en' });
      expect(response.statusCode).toBe(200);
      expect(await row(me)).toMatchObject({ email: 'yeni.adres@example.org', email_verified: false, city: 'Van', theme: 'mail-queued' });
      expect(mails).toEqual([{ id: me.id, email: 'yeni.adres@example.org', username: me.username, edition: 'en' }]);
      // Unconfirmed now: further edits wait for the link.
      expect((await put(me, { city: 'Muş' })).statusCode).toBe(403);
    });

    it('keeps a re-cased address confirmed, and refuses an address another account has (409)', async () => {
      const [me, other] = [await fx.member(), await fx.member()];
      expect((await put(me, { email: `${me.username.toUpperCase()}@EXAMPLE.COM` })).statusCode).toBe(200);
      expect(await row(me)).toMatchObject({ email_verified: true });
      const taken = await put(me, { email: `${other.username}@Example.com`, city: 'Van' });
      expect(taken.statusCode).toBe(409);
      expect(await row(me)).toMatchObject({ email_verified: true, city: null });
      expect(mails).toEqual([]);
      const invalid = await put(me, { email: 'not-an-address' });
      expect(invalid.json()).toEqual({ message: 'Lütfen geçerli bir e-posta adresi gir.', statusCode: 400 });
    });

    it('refuses an e-mail change where no confirmation mail can be sent', async () => {
      const bare = await buildSocialApp(testDb.db, fx);
      const me = await fx.member();
      const response = await bare.inject({ method: 'PUT', url: `${API}/users/me`, headers: { ...JSON_HEADERS, ...me.headers }, payload: { email: 'other@example.org' } });
      await bare.close();
      expect(response.statusCode).toBe(503);
      expect(await row(me)).toMatchObject({ email: `${me.username}@example.com`, email_verified: true });
    });

    it.each([
      [{ website: 'javascript:alert(1)' }, 'Lütfen geçerli bir web sitesi adresi gir (ör. ornek.com).'],
      [{ website: 'http://' }, 'Lütfen geçerli bir web sitesi adresi gir (ör. ornek.com).'],
      [{ country: 'XX' }, 'Lütfen listeden bir ülke seç.'],
      [{ country: 'tr' }, 'Lütfen listeden bir ülke seç.'],
      [{ birthdate: '1924-12-31' }, 'Lütfen 01.01.1925 ile bugün arasında geçerli bir doğum tarihi seç.'],
      [{ birthdate: '2001-02-29' }, 'Lütfen 01.01.1925 ile bugün arasında geçerli bir doğum tarihi seç.'],
      [{ birthdate: '2999-01-01' }, 'Lütfen 01.01.1925 ile bugün arasında geçerli bir doğum tarihi seç.'],
      [{ birthdate: '23.04.1990' }, 'Lütfen 01.01.1925 ile bugün arasında geçerli bir doğum tarihi seç.'],
      [{ gender: 'other' }, 'Lütfen listeden bir cinsiyet seç.'],
      [{ name: 'x'.repeat(61) }, 'Ad soyad en fazla 60 karakter olabilir.'],
      [{ about: 'x'.repeat(1001) }, 'Hakkımda yazısı en fazla 1000 karakter olabilir.'],
      [{ motto: 'x'.repeat(151) }, 'Motto en fazla 150 karakter olabilir.'],
    ])('refuses %j with a clear message and changes nothing', async (body, message) => {
      const me = await fx.member();
      const response = await put(me, { city: 'Rize', ...body });
      expect(response.json()).toEqual({ message, statusCode: 400 });
      expect((await row(me))['city']).toBeNull();
    });
  });

  describe('PUT /users/me/about', () => {
    it('sets the cover position, motto and about', async () => {
      const me = await fx.member();
      const response = await put(me, { coverOffset: 35, motto: 'Hep ileri', about: 'Merhaba' }, '/users/me/about');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ coverOffset: 35, motto: 'Hep ileri', about: 'Merhaba' });
      const bad = await put(me, { coverOffset: 101 }, '/users/me/about');
      expect(bad.json()).toEqual({ message: 'Kapak konumu 0 ile 100 arasında olmalıdır.', statusCode: 400 });
      expect((await put(me, { coverOffset: 2.5 }, '/users/me/about')).statusCode).toBe(400);
      expect((await row(me))['cover_offset']).toBe(35);
    });
  });

  describe('GET /metadata/countries', () => {
    it('names every country in the edition’s language, sorted, publicly cached', async () => {
      const tr = await app.inject({ url: `${API}/metadata/countries` });
      expect(tr.statusCode).toBe(200);
      expect(tr.headers['cache-control']).toContain('public');
      expect(tr.headers['vary']).toContain('X-Edition');
      const items = tr.json().items as Array<{ code: string; name: string }>;
      expect(items).toHaveLength(249);
      expect(items.find((c) => c.code === 'TR')?.name).toBe('Türkiye');
      expect(items.find((c) => c.code === 'DE')?.name).toBe('Almanya');
      const names = items.map((c) => c.name);
      expect(names).toEqual([...names].sort(new Intl.Collator('tr-TR').compare));
      const ru = (await app.inject({ url: `${API}/metadata/countries`, headers: { 'x-edition': 'ru' } })).json().items as Array<{ code: string; name: string }>;
      expect(ru.find((c) => c.code === 'DE')?.name).toBe('Германия');
    });
  });
});
