import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import { API, buildSocialApp, countRows, JSON_HEADERS, SocialFixtures, type TestMember } from '../testing/social-test-app';

jest.setTimeout(120_000);

describe('follows and blocks', () => {
  let testDb: TestDatabase;
  let fx: SocialFixtures;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    fx = new SocialFixtures(testDb.db);
    app = await buildSocialApp(testDb.db, fx);
  });
  afterAll(async () => {
    await app.close();
    await testDb.cleanup();
  });

  const follow = (who: TestMember | null, target: string) =>
    app.inject({ method: 'POST', url: `${API}/social/me/following`, headers: { ...JSON_HEADERS, ...(who?.headers ?? {}) }, payload: { target } });
  const unfollow = (who: TestMember | null, id: string) => app.inject({ method: 'DELETE', url: `${API}/social/me/following/${id}`, headers: who?.headers ?? {} });
  const block = (who: TestMember | null, target: string) =>
    app.inject({ method: 'POST', url: `${API}/social/me/blocked`, headers: { ...JSON_HEADERS, ...(who?.headers ?? {}) }, payload: { target } });
  const unblock = (who: TestMember | null, id: string) => app.inject({ method: 'DELETE', url: `${API}/social/me/blocked/${id}`, headers: who?.headers ?? {} });
  const list = (userId: string, direction: 'followers' | 'following', query = '', who: TestMember | null = null) =>
    app.inject({ url: `${API}/social/${userId}/${direction}${query}`, headers: who?.headers ?? {} });
  const follows = (a: TestMember, b: TestMember) => countRows(testDb.db, 'follows WHERE follower_id = $1 AND followed_id = $2', [a.id, b.id]);

  describe('following', () => {
    it('lets a member follow by uuid or username, once, and notifies the member followed once', async () => {
      const [ali, veli] = [await fx.member(), await fx.member()];
      const first = await follow(ali, veli.id);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('private, no-store');
      expect(first.json()).toEqual({ following: true, followers: 1 });
      const again = await follow(ali, veli.username.toUpperCase());
      expect(again.json()).toEqual({ following: true, followers: 1 });
      expect(await follows(ali, veli)).toBe(1);
      expect(await countRows(testDb.db, `notifications WHERE recipient_id = $1 AND actor_id = $2 AND type = 'followed'`, [veli.id, ali.id])).toBe(1);
    });

    it('is the same for editors and admins (no role reaches further)', async () => {
      const target = await fx.member();
      for (const role of ['editor', 'admin'] as const) {
        const staff = await fx.member({ role });
        expect((await follow(staff, target.id)).statusCode).toBe(200);
      }
      expect((await list(target.id, 'followers')).json().pagination.total).toBe(2);
    });

    it('asks a visitor to sign in and changes nothing', async () => {
      const target = await fx.member();
      const response = await follow(null, target.id);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Bu işlem için giriş yapmalısın.');
      expect(await countRows(testDb.db, 'follows WHERE followed_id = $1', [target.id])).toBe(0);
    });

    it('refuses following oneself with 400 in the request language', async () => {
      const me = await fx.member();
      const response = await app.inject({ method: 'POST', url: `${API}/social/me/following`, headers: { ...JSON_HEADERS, ...me.headers, 'x-edition': 'en' }, payload: { target: me.username } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'You cannot follow yourself.', statusCode: 400 });
    });

    it('404s an unknown, deactivated or deleted member', async () => {
      const me = await fx.member();
      const gone = await fx.member({ deleted: true, active: false });
      const frozen = await fx.member();
      await fx.deactivate(frozen);
      for (const target of ['nobody-here', '00000000-0000-4000-8000-0000000000ff', gone.id, frozen.username]) {
        const response = await follow(me, target);
        expect([target, response.statusCode]).toEqual([target, 404]);
      }
    });

    it('refuses a follow across a block in either direction (403) without notifying', async () => {
      const [me, blocker, blocked] = [await fx.member(), await fx.member(), await fx.member()];
      await block(blocker, me.id);
      await block(me, blocked.id);
      for (const target of [blocker, blocked]) {
        const response = await follow(me, target.id);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe('Bu üyeyi takip edemezsin: aranızda bir engelleme var.');
        expect(await follows(me, target)).toBe(0);
      }
      expect((await follow(blocker, me.id)).statusCode).toBe(403);
      expect(await countRows(testDb.db, `notifications WHERE actor_id = $1`, [me.id])).toBe(0);
    });

    it('unfollows only the asker’s own follow, idempotently', async () => {
      const [ali, veli, ayse] = [await fx.member(), await fx.member(), await fx.member()];
      await follow(ali, veli.id);
      await follow(ayse, veli.id);
      // Ali's DELETE names Veli: Ayşe's follow of Veli stays (no way to act on another member's follows).
      const response = await unfollow(ali, veli.id);
      expect(response.json()).toEqual({ following: false, followers: 1 });
      expect(await follows(ayse, veli)).toBe(1);
      expect((await unfollow(ali, veli.id)).json()).toEqual({ following: false, followers: 1 });
      expect((await unfollow(null, veli.id)).statusCode).toBe(401);
      expect((await unfollow(ali, 'nobody-here')).statusCode).toBe(404);
    });

    it('validates the body with the contract’s message', async () => {
      const me = await fx.member();
      const missing = await app.inject({ method: 'POST', url: `${API}/social/me/following`, headers: { ...JSON_HEADERS, ...me.headers }, payload: {} });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('Lütfen bir üye seç.');
    });

    it('acts for the asker only: a body naming another follower is ignored', async () => {
      const [me, other, target] = [await fx.member(), await fx.member(), await fx.member()];
      const response = await app.inject({ method: 'POST', url: `${API}/social/me/following`, headers: { ...JSON_HEADERS, ...me.headers }, payload: { target: target.id, follower: other.id } });
      expect(response.statusCode).toBe(200);
      expect(await follows(me, target)).toBe(1);
      expect(await follows(other, target)).toBe(0);
    });

    it('refuses a write from another site’s page', async () => {
      const [me, target] = [await fx.member(), await fx.member()];
      const response = await app.inject({ method: 'POST', url: `${API}/social/me/following`, headers: { ...JSON_HEADERS, ...me.headers, origin: 'https://evil.example' }, payload: { target: target.id } });
      expect(response.statusCode).toBe(403);
      expect(await follows(me, target)).toBe(0);
    });
  });

  describe('blocking', () => {
    it('ends following both ways in the same step and is idempotent', async () => {
      const [me, other] = [await fx.member(), await fx.member()];
      await follow(me, other.id);
      await follow(other, me.id);
      const response = await block(me, other.username);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ blocked: true });
      expect(await follows(me, other)).toBe(0);
      expect(await follows(other, me)).toBe(0);
      expect((await block(me, other.id)).json()).toEqual({ blocked: true });
      expect(await countRows(testDb.db, 'blocks WHERE blocker_id = $1 AND blocked_id = $2', [me.id, other.id])).toBe(1);
    });

    it('refuses blocking oneself (400), a visitor (401), an unknown member (404)', async () => {
      const me = await fx.member();
      expect((await block(me, me.id)).json()).toEqual({ message: 'Kendini engelleyemezsin.', statusCode: 400 });
      expect((await block(null, me.id)).statusCode).toBe(401);
      expect((await block(me, 'nobody-here')).statusCode).toBe(404);
    });

    it('lists the asker’s blocks only, newest first, and unblocks without restoring follows', async () => {
      const [me, a, b, stranger] = [await fx.member(), await fx.member(), await fx.member(), await fx.member()];
      await follow(me, a.id);
      await block(me, a.id);
      await block(me, b.id);
      await block(stranger, me.id);
      const listed = await app.inject({ url: `${API}/social/me/blocked`, headers: me.headers });
      expect(listed.statusCode).toBe(200);
      expect(listed.headers['cache-control']).toBe('private, no-store');
      expect(listed.json().items.map((m: { username: string }) => m.username)).toEqual([b.username, a.username]);
      expect(listed.json().pagination).toEqual({ page: 1, limit: 40, total: 2, totalPages: 1, hasNextPage: false });

      // The stranger's block of me is theirs: my DELETE cannot lift it.
      expect((await unblock(me, stranger.id)).json()).toEqual({ blocked: false });
      expect(await countRows(testDb.db, 'blocks WHERE blocker_id = $1', [stranger.id])).toBe(1);

      expect((await unblock(me, a.id)).json()).toEqual({ blocked: false });
      expect(await follows(me, a)).toBe(0);
      expect((await app.inject({ url: `${API}/social/me/blocked`, headers: me.headers })).json().items).toHaveLength(1);
      expect((await follow(me, a.id)).statusCode).toBe(200);
    });

    it('keeps deactivated members out of the blocked list while their block stands', async () => {
      const [me, frozen] = [await fx.member(), await fx.member()];
      await block(me, frozen.id);
      await fx.deactivate(frozen);
      expect((await app.inject({ url: `${API}/social/me/blocked`, headers: me.headers })).json().items).toEqual([]);
      await fx.reactivate(frozen);
      expect((await follow(frozen, me.id)).statusCode).toBe(403);
      // Unblocking works whatever became of them.
      await fx.deactivate(frozen);
      expect((await unblock(me, frozen.id)).statusCode).toBe(200);
    });

    it('needs a member for the list', async () => {
      expect((await app.inject({ url: `${API}/social/me/blocked` })).statusCode).toBe(401);
    });
  });

  describe('relations', () => {
    it('tells the asker how they stand with a member, and only the asker', async () => {
      const [me, other] = [await fx.member(), await fx.member()];
      await follow(other, me.id);
      const response = await app.inject({ url: `${API}/social/me/relations/${other.username}`, headers: me.headers });
      expect(response.json()).toEqual({ following: false, followedBy: true, blocked: false, blockedBy: false });
      expect(response.headers['cache-control']).toBe('private, no-store');
      await block(other, me.id);
      expect((await app.inject({ url: `${API}/social/me/relations/${other.id}`, headers: me.headers })).json()).toEqual({
        following: false,
        followedBy: false,
        blocked: false,
        blockedBy: true,
      });
      expect((await app.inject({ url: `${API}/social/me/relations/${other.id}` })).statusCode).toBe(401);
    });
  });

  describe('followers and followings', () => {
    it('pages newest first and leaves out deactivated and deleted people', async () => {
      const star = await fx.member();
      const fans: TestMember[] = [];
      for (let i = 0; i < 5; i += 1) {
        const fan = await fx.member();
        fans.push(fan);
        await follow(fan, star.id);
      }
      await fx.deactivate(fans[1] as TestMember);
      await testDb.db.query(`UPDATE users SET deleted_at = now(), is_active = false WHERE id = $1`, [(fans[3] as TestMember).id]);
      const first = await list(star.id, 'followers', '?limit=2');
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toContain('public');
      expect(first.json().items.map((m: { username: string }) => m.username)).toEqual([(fans[4] as TestMember).username, (fans[2] as TestMember).username]);
      expect(first.json().pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2, hasNextPage: true });
      const second = await list(star.username, 'followers', '?limit=2&page=2');
      expect(second.json().items.map((m: { username: string }) => m.username)).toEqual([(fans[0] as TestMember).username]);
      expect(second.json().items[0]).toEqual({
        _id: (fans[0] as TestMember).id,
        username: (fans[0] as TestMember).username,
        name: `Name ${(fans[0] as TestMember).username}`,
        avatar: null,
        premium: false,
        isActive: true,
        followedAt: expect.any(String),
      });
      const followings = await list((fans[0] as TestMember).id, 'following');
      expect(followings.json().items.map((m: { _id: string }) => m._id)).toEqual([star.id]);
    });

    it('with check=true tells a signed-in asker whom they follow, privately', async () => {
      const [star, a, b, me] = [await fx.member(), await fx.member(), await fx.member(), await fx.member()];
      await follow(a, star.id);
      await follow(b, star.id);
      await follow(me, a.id);
      const checked = await list(star.id, 'followers', '?check=true', me);
      expect(checked.headers['cache-control']).toBe('private, no-store');
      expect(checked.json().items.map((m: { username: string; following: boolean }) => [m.username, m.following])).toEqual([
        [b.username, false],
        [a.username, true],
      ]);
      // Without a member or without check, nothing depends on who asks.
      for (const response of [await list(star.id, 'followers', '?check=true'), await list(star.id, 'followers', '', me)]) {
        expect(response.json().items.every((m: object) => !('following' in m))).toBe(true);
        expect(response.headers['cache-control']).toContain('public');
      }
    });

    it('404s the lists of a deactivated or unknown member and refuses bad pages', async () => {
      const frozen = await fx.member();
      await fx.deactivate(frozen);
      expect((await list(frozen.id, 'followers')).statusCode).toBe(404);
      expect((await list('nobody-here', 'following')).statusCode).toBe(404);
      const bad = await list(frozen.id, 'followers', '?page=0');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('page');
    });
  });
});

describe('social write limits', () => {
  it('stops a member past the follow/block limit with 429 and Retry-After, counting per member', async () => {
    const testDb = await createTestDatabase();
    const fx = new SocialFixtures(testDb.db);
    const app = await buildSocialApp(testDb.db, fx, { writeLimits: { graph: { max: 2, windowMs: 60_000 } } });
    try {
      const [script, other, a, b, c] = [await fx.member(), await fx.member(), await fx.member(), await fx.member(), await fx.member()];
      const follow = (who: TestMember, target: TestMember) =>
        app.inject({ method: 'POST', url: `${API}/social/me/following`, headers: { ...JSON_HEADERS, ...who.headers }, payload: { target: target.id } });
      expect((await follow(script, a)).statusCode).toBe(200);
      expect((await follow(script, b)).statusCode).toBe(200);
      const refused = await follow(script, c);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await countRows(testDb.db, 'follows WHERE follower_id = $1 AND followed_id = $2', [script.id, c.id])).toBe(0);
      // Another member has their own allowance.
      expect((await follow(other, c)).statusCode).toBe(200);
    } finally {
      await app.close();
      await testDb.cleanup();
    }
  });
});
