import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import type { NotificationListResponse } from '@meydan/shared/contracts';
import { buildCommentsApp } from '../testing/comments-test-app';
import { API, countRows, JSON_HEADERS, SocialFixtures, type TestMember } from '../testing/social-test-app';
import { notify } from './notify';

jest.setTimeout(180_000);

describe('notifications', () => {
  let testDb: TestDatabase;
  let fx: SocialFixtures;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    fx = new SocialFixtures(testDb.db);
    app = await buildCommentsApp(testDb.db, fx);
  });
  afterAll(async () => {
    await app.close();
    await testDb.cleanup();
  });

  const list = (who: TestMember | null, query = '') => app.inject({ url: `${API}/notifications${query}`, headers: who?.headers ?? {} });
  const items = async (who: TestMember, query = '') => {
    const response = await list(who, query);
    expect(response.statusCode).toBe(200);
    return (response.json() as NotificationListResponse).items;
  };
  const count = async (who: TestMember) => {
    const response = await app.inject({ url: `${API}/notifications/count`, headers: who.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return (response.json() as { count: number }).count;
  };
  const update = (who: TestMember | null, payload: unknown) =>
    app.inject({ method: 'POST', url: `${API}/notifications/update`, headers: { ...JSON_HEADERS, ...(who?.headers ?? {}) }, payload: payload as Record<string, unknown> });
  const comment = async (who: TestMember, articleId: string, text: string) => {
    const response = await app.inject({ method: 'POST', url: `${API}/comments`, headers: { ...JSON_HEADERS, ...who.headers }, payload: { comment: text, articleId } });
    expect(response.statusCode).toBe(201);
    return response.json() as { _id: string };
  };
  const reply = async (who: TestMember, id: string, text: string) => {
    const response = await app.inject({ method: 'POST', url: `${API}/comments/${id}/replies`, headers: { ...JSON_HEADERS, ...who.headers }, payload: { comment: text } });
    expect(response.statusCode).toBe(201);
    return response.json() as { _id: string };
  };
  const like = (who: TestMember, id: string) => app.inject({ method: 'POST', url: `${API}/comments/${id}/like`, headers: who.headers });

  it('asks visitors to sign in on every route', async () => {
    expect((await list(null)).statusCode).toBe(401);
    expect((await app.inject({ url: `${API}/notifications/count` })).statusCode).toBe(401);
    const response = await update(null, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Bu işlem için giriş yapmalısın.', statusCode: 401 });
  });

  it('links an article of another edition by its full address on that edition, and one of this edition by its path, naming its edition', async () => {
    const [writer, reader] = [await fx.member(), await fx.member()];
    const english = await fx.article({ author: writer, edition: 'en', title: 'A member story' });
    const posted = await app.inject({ method: 'POST', url: `${API}/comments`, headers: { ...JSON_HEADERS, ...reader.headers, 'x-edition': 'en' }, payload: { comment: 'Lovely, thank you!', articleId: english.id } });
    expect(posted.statusCode).toBe(201);
    const [onTurkish] = await items(writer);
    expect(onTurkish?.article?.path).toMatch(new RegExp(`^http://en\\.localhost(:\\d+)?/content/.+-${english.legacyId}$`));
    // The page labels it "İngilizce": its title is in English.
    expect(onTurkish?.article).toMatchObject({ title: 'A member story', edition: 'en' });
    const onEnglish = (await app.inject({ url: `${API}/notifications`, headers: { ...writer.headers, 'x-edition': 'en' } })).json() as NotificationListResponse;
    expect(onEnglish.items[0]?.article?.path).toMatch(new RegExp(`^/content/.+-${english.legacyId}$`));
    expect(onEnglish.items[0]?.article?.edition).toBe('en');
  });

  it('lists what each comment event produced, newest first, with actor, article link and comment excerpt', async () => {
    const [writer, reader, fan] = [await fx.member({ name: 'Yazar Üye' }), await fx.member({ name: 'Okur Üye' }), await fx.member()];
    const article = await fx.article({ author: writer, title: 'Üyenin haberi' });
    const top = await comment(reader, article.id, `Uzun bir yorum: ${'çok güzel '.repeat(30)}`);
    const writerReply = await reply(writer, top._id, 'Teşekkür ederim, okuduğunuz için.');
    expect((await like(fan, writerReply._id)).statusCode).toBe(200);

    const forWriter = await items(writer);
    expect(forWriter.map((item) => item.type)).toEqual(['comment_liked', 'comment_created']);
    const created = forWriter[1];
    expect(created).toMatchObject({
      actor: { _id: reader.id, username: reader.username, name: 'Okur Üye', isActive: true },
      article: { id: article.id, title: 'Üyenin haberi', path: expect.stringMatching(new RegExp(`-${article.legacyId}$`)) },
      comment: { id: top._id },
      read: false,
    });
    expect(created?.comment?.excerpt.length).toBeLessThanOrEqual(120);
    expect(created?.comment?.excerpt.endsWith('…')).toBe(true);
    expect((await items(reader)).map((item) => [item.type, item.actor?.username, item.comment?.id])).toEqual([['comment_reply', writer.username, writerReply._id]]);
    expect(await count(writer)).toBe(2);
  });

  it('never notifies members about their own actions, nor across a block', async () => {
    const [alice, carol] = [await fx.member(), await fx.member()];
    const article = await fx.article({ author: alice });
    const own = await comment(alice, article.id, 'Kendi haberime yorum');
    await reply(alice, own._id, 'Kendi yorumuma yanıt');
    await like(alice, own._id);
    expect(await count(alice)).toBe(0);
    await testDb.db.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [carol.id, alice.id]);
    // Direct calls, as the other plugins make them: a block in either direction stops them.
    await testDb.db.transaction(async (tx) => {
      await notify(tx, { recipientId: alice.id, type: 'followed', actorId: carol.id });
      await notify(tx, { recipientId: carol.id, type: 'followed', actorId: alice.id });
      await notify(tx, { recipientId: alice.id, type: 'followed', actorId: alice.id });
    });
    expect(await countRows(testDb.db, 'notifications WHERE recipient_id IN ($1, $2)', [alice.id, carol.id])).toBe(0);
  });

  it('hides earlier notifications once a block stands or the actor leaves, and does not count them', async () => {
    const [me, later, frozen] = [await fx.member(), await fx.member(), await fx.member()];
    await notify(testDb.db, { recipientId: me.id, type: 'followed', actorId: later.id });
    await notify(testDb.db, { recipientId: me.id, type: 'followed', actorId: frozen.id });
    await notify(testDb.db, { recipientId: me.id, type: 'news_approved', actorId: null });
    expect(await count(me)).toBe(3);
    await testDb.db.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [me.id, later.id]);
    await fx.deactivate(frozen);
    expect((await items(me)).map((item) => [item.type, item.actor])).toEqual([['news_approved', null]]);
    expect(await count(me)).toBe(1);
    expect((await list(me)).json().pagination.total).toBe(1);
  });

  it('keeps one unread copy of a repeated event', async () => {
    const [me, them] = [await fx.member(), await fx.member()];
    for (let i = 0; i < 3; i += 1) await notify(testDb.db, { recipientId: me.id, type: 'followed', actorId: them.id });
    expect(await count(me)).toBe(1);
    expect((await update(me, {})).json()).toEqual({ count: 0 });
    await notify(testDb.db, { recipientId: me.id, type: 'followed', actorId: them.id });
    expect(await count(me)).toBe(1);
    expect(await items(me)).toHaveLength(2);
  });

  it('marks the given ids read, or all; ignores other members’ ids (no IDOR), for every role', async () => {
    for (const role of ['member', 'editor', 'admin'] as const) {
      const [me, other, actor] = [await fx.member({ role }), await fx.member(), await fx.member()];
      for (const type of ['followed', 'news_added', 'title_liked'] as const) await notify(testDb.db, { recipientId: me.id, type, actorId: actor.id });
      await notify(testDb.db, { recipientId: other.id, type: 'followed', actorId: actor.id });
      const [newest, middle] = await items(me);
      const [othersId] = (await items(other)).map((item) => item._id);
      const some = await update(me, { ids: [newest?._id, othersId] });
      expect(some.statusCode).toBe(200);
      expect(some.headers['cache-control']).toBe('private, no-store');
      expect(some.json()).toEqual({ count: 2 });
      expect(await count(other)).toBe(1);
      expect((await items(me)).map((item) => item.read)).toEqual([true, false, false]);
      expect(middle?.read).toBe(false);
      expect((await update(me, {})).json()).toEqual({ count: 0 });
      expect((await items(me)).every((item) => item.read)).toBe(true);
      expect(await count(other)).toBe(1);
    }
  });

  it('refuses malformed updates with 400 and changes nothing', async () => {
    const [me, actor] = [await fx.member(), await fx.member()];
    await notify(testDb.db, { recipientId: me.id, type: 'followed', actorId: actor.id });
    for (const payload of [{ ids: [] }, { ids: ['nope'] }, { ids: 'all' }, { ids: Array.from({ length: 101 }, () => '00000000-0000-4000-8000-000000000000') }]) {
      const response = await update(me, payload);
      expect([JSON.stringify(payload).slice(0, 30), response.statusCode]).toEqual([JSON.stringify(payload).slice(0, 30), 400]);
      expect(typeof response.json().message).toBe('string');
    }
    expect(await count(me)).toBe(1);
  });

  it('pages newest first, with hasNextPage on request', async () => {
    const me = await fx.member();
    const actors = [await fx.member(), await fx.member(), await fx.member()];
    for (const actor of actors) await notify(testDb.db, { recipientId: me.id, type: 'followed', actorId: actor.id });
    await testDb.db.query(`UPDATE notifications SET created_at = now() - make_interval(mins => CASE actor_id WHEN $2 THEN 30 WHEN $3 THEN 20 ELSE 10 END) WHERE recipient_id = $1`, [me.id, actors[0]?.id, actors[1]?.id]);
    const first = await list(me, '?limit=2&useHasNextPage=true');
    expect(first.json().pagination).toEqual({ page: 1, limit: 2, hasNextPage: true });
    expect((first.json() as NotificationListResponse).items.map((item) => item.actor?._id)).toEqual([actors[2]?.id, actors[1]?.id]);
    const second = await list(me, '?limit=2&page=2');
    expect(second.json().pagination).toMatchObject({ total: 3, totalPages: 2, hasNextPage: false });
    expect((second.json() as NotificationListResponse).items.map((item) => item.actor?._id)).toEqual([actors[0]?.id]);
  });
});
