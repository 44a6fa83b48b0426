import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandling, type RealtimePublisher } from '@meydan/api/core';
import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import { realtimeTopics } from '@meydan/shared/contracts';
import { commentRoutes } from '../comments/comments.routes';
import type { CommunityPluginOptions } from '../community-plugin';
import { graphRoutes } from '../graph/graph.routes';
import { NO_COMMENT_LIMIT } from '../testing/comments-test-app';
import { API, JSON_HEADERS, ORIGIN, SocialFixtures, type TestMember } from '../testing/social-test-app';
import { notificationRoutes } from './notifications.routes';
import { notify } from './notify';

/*
 * Live notification counts (issue 6): a recorded notification is announced on the recipient's
 * realtime topic after its transaction commits, never for a write that rolled back or recorded
 * nothing; marking read announces the unread count left.
 */

jest.setTimeout(180_000);

describe('notifications announced in realtime', () => {
  let testDb: TestDatabase;
  let fx: SocialFixtures;
  let app: FastifyInstance;
  const events: Array<{ topicId: string; value: unknown }> = [];
  const realtime: RealtimePublisher = { publish: (topicId, value) => void events.push({ topicId, value }) };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    fx = new SocialFixtures(testDb.db);
    app = Fastify();
    registerErrorHandling(app);
    const community: CommunityPluginOptions & { prefix: string } = { prefix: API, db: testDb.db, verifyAccessToken: fx.verify, trustedOrigins: [ORIGIN], realtime };
    await app.register(graphRoutes, community);
    await app.register(commentRoutes, { ...community, commentRateLimits: NO_COMMENT_LIMIT });
    await app.register(notificationRoutes, community);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });
  beforeEach(() => {
    events.length = 0;
  });

  const post = (who: TestMember, url: string, payload: Record<string, unknown> = {}) =>
    app.inject({ method: 'POST', url: `${API}${url}`, headers: { ...JSON_HEADERS, ...who.headers }, payload });

  it('announces a follow, a comment like and a reply to the member they notify, once each', async () => {
    const [author, fan] = [await fx.member(), await fx.member()];
    expect((await post(fan, '/social/me/following', { target: author.id })).statusCode).toBe(200);
    const article = await fx.article();
    const comment = (await post(author, '/comments', { comment: 'İlk yorum burada.', articleId: article.id })).json() as { _id: string };
    expect((await post(fan, `/comments/${comment._id}/like`)).statusCode).toBe(200);
    expect((await post(fan, `/comments/${comment._id}/replies`, { comment: 'Katılıyorum.' })).statusCode).toBe(201);
    const topic = realtimeTopics.notifications(author.id);
    expect(events).toEqual([
      { topicId: topic, value: { kind: 'notification', type: 'followed' } },
      { topicId: topic, value: { kind: 'notification', type: 'comment_liked' } },
      { topicId: topic, value: { kind: 'notification', type: 'comment_reply' } },
    ]);
  });

  it('announces nothing when no notification is written (a repeat while unread, oneself, a block)', async () => {
    const [a, b] = [await fx.member(), await fx.member()];
    await post(a, '/social/me/following', { target: b.id });
    events.length = 0;
    await app.inject({ method: 'DELETE', url: `${API}/social/me/following/${b.id}`, headers: a.headers });
    await post(a, '/social/me/following', { target: b.id });
    await testDb.db.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [b.id, a.id]);
    await notify(testDb.db, { recipientId: b.id, type: 'news_added', actorId: a.id }, realtime);
    await notify(testDb.db, { recipientId: a.id, type: 'news_added', actorId: a.id }, realtime);
    expect(events).toEqual([]);
  });

  it('announces only after COMMIT, and never for a transaction that rolled back', async () => {
    const [a, b] = [await fx.member(), await fx.member()];
    await expect(
      testDb.db.transaction(async (tx) => {
        await notify(tx, { recipientId: b.id, type: 'followed', actorId: a.id }, realtime);
        throw new Error('the follow failed after notifying');
      }),
    ).rejects.toThrow('the follow failed');
    expect(events).toEqual([]);
    await testDb.db.transaction(async (tx) => {
      await notify(tx, { recipientId: b.id, type: 'followed', actorId: a.id }, realtime);
      expect(events).toEqual([]);
    });
    expect(events).toEqual([{ topicId: realtimeTopics.notifications(b.id), value: { kind: 'notification', type: 'followed' } }]);
  });

  it("tells the member's other tabs the unread count left after marking read", async () => {
    const [a, b, c] = [await fx.member(), await fx.member(), await fx.member()];
    await post(a, '/social/me/following', { target: c.id });
    await post(b, '/social/me/following', { target: c.id });
    events.length = 0;
    const response = await post(c, '/notifications/update', {});
    expect(response.json()).toEqual({ count: 0 });
    expect(events).toEqual([{ topicId: realtimeTopics.notifications(c.id), value: { kind: 'count', count: 0 } }]);
  });
});
