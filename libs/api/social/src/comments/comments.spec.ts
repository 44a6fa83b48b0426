import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import type { Comment, CommentListResponse } from '@meydan/shared/contracts';
import { buildCommentsApp } from '../testing/comments-test-app';
import { API, countRows, JSON_HEADERS, SocialFixtures, type TestMember } from '../testing/social-test-app';

jest.setTimeout(180_000);

const LENGTH_TR = 'Yorum 5 ile 1000 karakter arasında olmalıdır.';

describe('comments', () => {
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

  const headersOf = (who: TestMember | null, extra: Record<string, string> = {}) => ({ ...JSON_HEADERS, ...(who?.headers ?? {}), ...extra });
  const post = (who: TestMember | null, articleId: string, comment: string, extra: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `${API}/comments`, headers: headersOf(who, extra), payload: { comment, articleId } });
  const reply = (who: TestMember | null, id: string, comment: string, replyTo?: string) =>
    app.inject({ method: 'POST', url: `${API}/comments/${id}/replies`, headers: headersOf(who), payload: replyTo ? { comment, replyTo } : { comment } });
  const list = (query: string, who: TestMember | null = null) => app.inject({ url: `${API}/comments?${query}`, headers: who?.headers ?? {} });
  const listItems = async (query: string, who: TestMember | null = null) => {
    const response = await list(query, who);
    expect(response.statusCode).toBe(200);
    return (response.json() as CommentListResponse).items;
  };
  const replies = (id: string, query = '', who: TestMember | null = null) => app.inject({ url: `${API}/comments/${id}/replies${query}`, headers: who?.headers ?? {} });
  const like = (who: TestMember | null, id: string, method: 'POST' | 'DELETE' = 'POST') => app.inject({ method, url: `${API}/comments/${id}/like`, headers: who?.headers ?? {} });
  const report = (who: TestMember | null, id: string) => app.inject({ method: 'POST', url: `${API}/comments/${id}/report`, headers: who?.headers ?? {} });
  const remove = (who: TestMember | null, id: string) => app.inject({ method: 'DELETE', url: `${API}/comments/${id}`, headers: who?.headers ?? {} });
  const review = (who: TestMember | null, id: string, action: string) =>
    app.inject({ method: 'POST', url: `${API}/admin/comments/${id}/review`, headers: headersOf(who), payload: { action } });
  const queue = (who: TestMember | null) => app.inject({ url: `${API}/admin/comments/review?limit=50`, headers: who?.headers ?? {} });
  const commentCount = async (articleId: string) => {
    const { rows } = await testDb.db.query<{ n: number }>(`SELECT comment_count::int AS n FROM articles WHERE id = $1`, [articleId]);
    return rows[0]?.n;
  };
  const notices = (recipient: TestMember, type: string, actor?: TestMember) =>
    countRows(testDb.db, `notifications WHERE recipient_id = $1 AND type = $2${actor ? ' AND actor_id = $3' : ''}`, actor ? [recipient.id, type, actor.id] : [recipient.id, type]);
  const block = (blocker: TestMember, blocked: TestMember) => testDb.db.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [blocker.id, blocked.id]);
  const posted = async (who: TestMember, articleId: string, text = 'Çok güzel bir haber olmuş.') => {
    const response = await post(who, articleId, text);
    expect(response.statusCode).toBe(201);
    return response.json() as Comment;
  };
  const replied = async (who: TestMember, id: string, text = 'Katılıyorum, teşekkürler.', replyTo?: string) => {
    const response = await reply(who, id, text, replyTo);
    expect(response.statusCode).toBe(201);
    return response.json() as Comment;
  };

  describe('writing', () => {
    it('stores a trimmed plain-text comment, answers it, counts it and tells the member who wrote the article', async () => {
      const writer = await fx.member();
      const reader = await fx.member();
      const article = await fx.article({ author: writer });
      const response = await post(reader, article.id, '   <b>Harika</b> bir yazı, teşekkürler!  \n\n\n\nDevamını bekliyoruz.  ');
      expect(response.statusCode).toBe(201);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const comment = response.json() as Comment;
      expect(comment).toMatchObject({
        text: '<b>Harika</b> bir yazı, teşekkürler!\n\nDevamını bekliyoruz.',
        article: { id: article.id, title: expect.any(String), path: expect.stringMatching(new RegExp(`^/haber/.+-${article.legacyId}$`)) },
        author: { _id: reader.id, username: reader.username, isActive: true, deleted: false },
        parentId: null,
        replyTo: null,
        likes: 0,
        likedByMe: false,
        replies: 0,
        offensive: false,
        status: 'published',
        own: true,
      });
      expect(await commentCount(article.id)).toBe(1);
      expect(await notices(writer, 'comment_created', reader)).toBe(1);
      // A staff-written article notifies nobody.
      const staff = await fx.member({ role: 'editor' });
      const staffArticle = await fx.article({ author: staff });
      await posted(reader, staffArticle.id);
      expect(await countRows(testDb.db, `notifications WHERE recipient_id = $1`, [staff.id])).toBe(0);
    });

    it('asks a visitor to sign in and stores nothing', async () => {
      const article = await fx.article();
      const response = await post(null, article.id, 'Ziyaretçi yorumu');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Bu işlem için giriş yapmalısın.', statusCode: 401 });
      expect(await countRows(testDb.db, 'comments WHERE article_id = $1', [article.id])).toBe(0);
    });

    it('refuses a member without a confirmed e-mail address (403) in the request language', async () => {
      const unverified = await fx.member({ verified: false });
      const article = await fx.article();
      const tr = await post(unverified, article.id, 'Doğrulanmamış yorum');
      expect(tr.statusCode).toBe(403);
      expect(tr.json().message).toBe('Yorum yazabilmek için e-posta adresini doğrulaman gerekiyor.');
      const en = await post(unverified, article.id, 'Unverified comment', { 'x-edition': 'en' });
      expect(en.json()).toEqual({ message: 'Please confirm your e-mail address to write comments.', statusCode: 403 });
      const parent = await posted(await fx.member(), article.id);
      expect((await reply(unverified, parent._id, 'Doğrulanmamış yanıt')).statusCode).toBe(403);
      expect(await countRows(testDb.db, 'comments WHERE author_id = $1', [unverified.id])).toBe(0);
    });

    it('refuses 4 and 1001 characters, and padding that trims below 5, with the form message; 5 and 1000 pass', async () => {
      const member = await fx.member();
      const article = await fx.article();
      for (const text of ['abcd', 'x'.repeat(1001), '   abc    ', '\n\n a \n\n', '']) {
        const response = await post(member, article.id, text);
        expect([JSON.stringify(text).slice(0, 20), response.statusCode, response.json().message]).toEqual([JSON.stringify(text).slice(0, 20), 400, LENGTH_TR]);
      }
      const en = await post(member, article.id, 'abcd', { 'x-edition': 'en' });
      expect(en.json()).toEqual({ message: 'Comments must be 5 to 1000 characters long.', statusCode: 400 });
      expect(await countRows(testDb.db, 'comments WHERE author_id = $1', [member.id])).toBe(0);
      // Characters as a reader counts them: 1000 emoji are 1000 characters.
      expect((await post(member, article.id, 'abcde')).statusCode).toBe(201);
      expect((await post(member, article.id, '😀'.repeat(1000))).statusCode).toBe(201);
      expect((await post(member, article.id, `${'😀'.repeat(1000)}!`)).statusCode).toBe(400);
    });

    it('404s an unknown or unpublished article and 400s a malformed id', async () => {
      const member = await fx.member();
      for (const article of [await fx.article({ draft: true }), await fx.article({ hidden: true }), await fx.article({ future: true })]) {
        expect((await post(member, article.id, 'Yayında olmayan içerik')).statusCode).toBe(404);
      }
      expect((await post(member, '00000000-0000-4000-8000-000000000000', 'Olmayan içerik')).statusCode).toBe(404);
      expect((await post(member, 'not-a-uuid', 'Bozuk kimlik')).statusCode).toBe(400);
    });

    it('limits how fast one member comments (429 with Retry-After), and keeps the others unaffected', async () => {
      const limited = await buildCommentsApp(testDb.db, fx, [{ max: 2, windowSeconds: 60 }]);
      try {
        const [fast, other] = [await fx.member(), await fx.member()];
        const article = await fx.article();
        const send = (who: TestMember) => limited.inject({ method: 'POST', url: `${API}/comments`, headers: headersOf(who), payload: { comment: 'Bir yorum daha', articleId: article.id } });
        expect((await send(fast)).statusCode).toBe(201);
        expect((await send(fast)).statusCode).toBe(201);
        const third = await send(fast);
        expect(third.statusCode).toBe(429);
        expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(60);
        expect(third.json().message).toBe('Çok sık yorum yazıyorsun. Lütfen biraz bekleyip tekrar dene.');
        expect((await send(other)).statusCode).toBe(201);
        expect(await countRows(testDb.db, 'comments WHERE author_id = $1', [fast.id])).toBe(2);
      } finally {
        await limited.close();
      }
    });
  });

  describe('reading', () => {
    it('needs exactly one of articleId and userId', async () => {
      const member = await fx.member();
      const article = await fx.article();
      expect((await list('')).json()).toEqual({ message: expect.stringContaining('articleId'), statusCode: 400 });
      expect((await list(`articleId=${article.id}&userId=${member.id}`)).statusCode).toBe(400);
    });

    it('lists an article thread for visitors and members, marks own and liked, and pages with hasNextPage', async () => {
      const [ayse, mehmet] = [await fx.member(), await fx.member()];
      const article = await fx.article();
      const first = await posted(ayse, article.id, 'Birinci yorum burada');
      await posted(mehmet, article.id, 'İkinci yorum burada');
      await posted(ayse, article.id, 'Üçüncü yorum burada');
      expect((await like(mehmet, first._id)).statusCode).toBe(200);
      const visitor = await list(`articleId=${article.id}&sort=date`);
      expect(visitor.headers['cache-control']).toBe('private, no-store');
      expect(visitor.json()).toMatchObject({ pagination: { total: 3, page: 1 } });
      expect((visitor.json() as CommentListResponse).items.map((item) => [item.text, item.own, item.likedByMe])).toEqual([
        ['Üçüncü yorum burada', false, false],
        ['İkinci yorum burada', false, false],
        ['Birinci yorum burada', false, false],
      ]);
      const mine = await listItems(`articleId=${article.id}&sort=date`, mehmet);
      expect(mine.map((item) => [item.own, item.likedByMe])).toEqual([[false, false], [true, false], [false, true]]);
      const paged = await list(`articleId=${article.id}&sort=date&limit=2&useHasNextPage=true`);
      expect(paged.json().pagination).toEqual({ page: 1, limit: 2, hasNextPage: true });
      const last = await list(`articleId=${article.id}&sort=date&limit=2&page=2&useHasNextPage=true`);
      expect(last.json().pagination).toEqual({ page: 2, limit: 2, hasNextPage: false });
      expect(last.json().items).toHaveLength(1);
    });

    it('sorts by likes, by date, and smart (recency with a like weight)', async () => {
      const members = [await fx.member(), await fx.member(), await fx.member()];
      const article = await fx.article();
      const old = await posted(members[0] as TestMember, article.id, 'Eski ama sevilen yorum');
      const fresh = await posted(members[1] as TestMember, article.id, 'Yeni ve sessiz yorum');
      // The old one is two hours older and liked three times: ln(4) × 6 ≈ 8.3 h beats 2 h.
      await testDb.db.query(`UPDATE comments SET created_at = now() - interval '2 hours' WHERE id = $1`, [old._id]);
      for (const member of members) await like(member, old._id);
      const order = async (sort: string) => (await listItems(`articleId=${article.id}&sort=${sort}`)).map((item) => item._id);
      expect(await order('date')).toEqual([fresh._id, old._id]);
      expect(await order('likes')).toEqual([old._id, fresh._id]);
      expect(await order('smart')).toEqual([old._id, fresh._id]);
      // A day older, three likes no longer carry it.
      await testDb.db.query(`UPDATE comments SET created_at = now() - interval '1 day' WHERE id = $1`, [old._id]);
      expect(await order('smart')).toEqual([fresh._id, old._id]);
      expect(await order('bogus').catch(() => 'refused')).toBe('refused');
    });

    it("lists a member's comments on the edition's public articles, newest first, with article links", async () => {
      const member = await fx.member();
      const [tr, en, hidden] = [await fx.article({ title: 'Türkçe haber' }), await fx.article({ edition: 'en', title: 'English story' }), await fx.article()];
      await posted(member, tr.id, 'Türkçe bir yorum');
      await posted(member, en.id, 'An English comment');
      await posted(member, hidden.id, 'Sonra gizlenen haber');
      await testDb.db.query(`UPDATE articles SET is_hidden = true WHERE id = $1`, [hidden.id]);
      const trItems = await listItems(`userId=${member.id}`);
      expect(trItems.map((item) => [item.text, item.article.title, item.article.path.startsWith('/haber/')])).toEqual([['Türkçe bir yorum', 'Türkçe haber', true]]);
      const enResponse = await app.inject({ url: `${API}/comments?userId=${member.id}`, headers: { 'x-edition': 'en' } });
      expect((enResponse.json() as CommentListResponse).items.map((item) => [item.text, item.article.path.startsWith('/content/')])).toEqual([['An English comment', true]]);
    });

    it('404s the thread of an unpublished article and the comments of an unknown member', async () => {
      expect((await list(`articleId=${(await fx.article({ draft: true })).id}`)).statusCode).toBe(404);
      expect((await list('userId=00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    });
  });

  describe('replies', () => {
    it('threads replies one level deep, 10 a page oldest first, counts them and notifies the answered author', async () => {
      const [root, answerer, third] = [await fx.member(), await fx.member(), await fx.member()];
      const article = await fx.article();
      const parent = await posted(root, article.id, 'Konuyu başlatan yorum');
      const firstReply = await replied(answerer, parent._id, 'İlk yanıt burada');
      expect(firstReply).toMatchObject({ parentId: parent._id, replyTo: parent._id, replyToAuthor: { username: root.username } });
      expect(await notices(root, 'comment_reply', answerer)).toBe(1);
      // Answering the reply (by its id, or by the thread id and replyTo) stays in the same thread and notifies its author.
      const nested = await replied(third, firstReply._id, 'Yanıta yanıt geldi');
      expect(nested).toMatchObject({ parentId: parent._id, replyTo: firstReply._id, replyToAuthor: { username: answerer.username } });
      const viaThread = await replied(third, parent._id, 'Yine yanıta yanıt', firstReply._id);
      expect(viaThread).toMatchObject({ parentId: parent._id, replyTo: firstReply._id });
      expect(await notices(answerer, 'comment_reply', third)).toBe(2);
      for (let i = 0; i < 9; i += 1) await replied(answerer, parent._id, `Sıradaki yanıt ${i}`);
      const page1 = await replies(parent._id);
      expect(page1.statusCode).toBe(200);
      expect(page1.json().items).toHaveLength(10);
      expect(page1.json().pagination).toMatchObject({ total: 12, totalPages: 2, hasNextPage: true });
      expect(page1.json().items[0]._id).toBe(firstReply._id);
      const page2 = await replies(parent._id, '?page=2&useHasNextPage=true');
      expect(page2.json().items).toHaveLength(2);
      expect(page2.json().pagination.hasNextPage).toBe(false);
      expect((await replies(parent._id, '?limit=11')).statusCode).toBe(400);
      const [top] = await listItems(`articleId=${article.id}`);
      expect(top).toMatchObject({ _id: parent._id, replies: 12 });
      expect(await commentCount(article.id)).toBe(13);
      // Top-level lists hold no replies.
      expect(await listItems(`articleId=${article.id}`)).toHaveLength(1);
    });

    it('refuses a replyTo from another thread (400) and never notifies a member about their own reply', async () => {
      const member = await fx.member();
      const article = await fx.article();
      const a = await posted(member, article.id, 'Birinci konu burada');
      const b = await posted(member, article.id, 'İkinci konu burada');
      const response = await reply(member, a._id, 'Yanlış konuya yanıt', b._id);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Yanıtladığın yorum bu konuşmaya ait değil.');
      await replied(member, a._id, 'Kendime yanıt veriyorum');
      expect(await countRows(testDb.db, 'notifications WHERE recipient_id = $1', [member.id])).toBe(0);
    });

    it('404s replies to a deleted comment and the replies of a reply', async () => {
      const member = await fx.member();
      const article = await fx.article();
      const parent = await posted(member, article.id, 'Silinecek yorum');
      const child = await replied(member, parent._id, 'Bir yanıt burada');
      expect((await replies(child._id)).statusCode).toBe(404);
      expect((await remove(member, child._id)).statusCode).toBe(204);
      expect((await reply(member, child._id, 'Silinmişe yanıt')).statusCode).toBe(404);
    });
  });

  describe('likes', () => {
    it('likes and unlikes idempotently, notifies the author once, and not for one’s own comment', async () => {
      const [author, fan] = [await fx.member(), await fx.member()];
      const comment = await posted(author, (await fx.article()).id);
      for (let i = 0; i < 2; i += 1) {
        const response = await like(fan, comment._id);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ likes: 1, likedByMe: true });
      }
      expect(await notices(author, 'comment_liked', fan)).toBe(1);
      expect((await like(author, comment._id)).json()).toEqual({ likes: 2, likedByMe: true });
      expect(await countRows(testDb.db, 'notifications WHERE recipient_id = $1 AND actor_id = $1', [author.id])).toBe(0);
      for (let i = 0; i < 2; i += 1) expect((await like(fan, comment._id, 'DELETE')).json()).toEqual({ likes: 1, likedByMe: false });
      // The unread "liked your comment" goes with the like.
      expect(await notices(author, 'comment_liked', fan)).toBe(0);
      expect((await like(null, comment._id)).statusCode).toBe(401);
      expect((await like(fan, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    });

    it("does not count a deactivated member's likes", async () => {
      const [author, fan] = [await fx.member(), await fx.member()];
      const comment = await posted(author, (await fx.article()).id);
      await like(fan, comment._id);
      await fx.deactivate(fan);
      expect((await listItems(`articleId=${comment.article.id}`))[0]?.likes).toBe(0);
      await fx.reactivate(fan);
      expect((await listItems(`articleId=${comment.article.id}`))[0]?.likes).toBe(1);
    });
  });

  describe('blocks', () => {
    it('stops likes and replies both ways (403), marks the thread with checkBlockStatus, and sends nothing', async () => {
      const [alice, carol, dave] = [await fx.member(), await fx.member(), await fx.member()];
      const article = await fx.article();
      const fromAlice = await posted(alice, article.id, 'Alice yazdı bunu');
      const fromCarol = await posted(carol, article.id, 'Carol yazdı bunu');
      await block(alice, carol);
      for (const [who, target] of [[carol, fromAlice], [alice, fromCarol]] as const) {
        const liked = await like(who, target._id);
        expect(liked.statusCode).toBe(403);
        expect(liked.json().message).toBe('Bu üyeyle aranızda engelleme olduğu için bu işlemi yapamazsın.');
        expect((await reply(who, target._id, 'Engelli yanıt denemesi')).statusCode).toBe(403);
      }
      // Nor into a thread started by the other one, answering a third member.
      const daveReply = await replied(dave, fromAlice._id, 'Dave de yanıtladı');
      expect((await reply(carol, fromAlice._id, 'Dolaylı yanıt denemesi', daveReply._id)).statusCode).toBe(403);
      expect(await countRows(testDb.db, 'comment_likes WHERE user_id IN ($1, $2)', [alice.id, carol.id])).toBe(0);
      expect(await countRows(testDb.db, 'notifications WHERE recipient_id IN ($1, $2) AND actor_id IN ($1, $2)', [alice.id, carol.id])).toBe(0);
      const marked = await listItems(`articleId=${article.id}&checkBlockStatus=true&sort=date`, carol);
      expect(marked.map((item) => [item.text, item.blocked])).toEqual([['Carol yazdı bunu', false], ['Alice yazdı bunu', true]]);
      expect((await listItems(`articleId=${article.id}`, carol))[0]).not.toHaveProperty('blocked');
      // Unliking stays possible.
      expect((await like(carol, fromAlice._id, 'DELETE')).statusCode).toBe(200);
    });
  });

  describe('offensive comments and editor review', () => {
    it('flags an insult, shows it only to its author until an editor approves it, then notifies', async () => {
      const [writer, bully, reader] = [await fx.member(), await fx.member(), await fx.member()];
      const [editor, admin] = [await fx.member({ role: 'editor' }), await fx.member({ role: 'admin' })];
      const article = await fx.article({ author: writer });
      const response = await post(bully, article.id, 'Yazar tam bir s4l4k, gerizekalı!');
      expect(response.statusCode).toBe(201);
      const flagged = response.json() as Comment;
      expect(flagged).toMatchObject({ offensive: true, status: 'review', own: true });
      expect(await listItems(`articleId=${article.id}`)).toEqual([]);
      expect(await listItems(`articleId=${article.id}`, reader)).toEqual([]);
      expect(await listItems(`articleId=${article.id}`, editor)).toEqual([]);
      expect((await listItems(`articleId=${article.id}`, bully)).map((item) => item.status)).toEqual(['review']);
      expect((await listItems(`userId=${bully.id}`)).length).toBe(0);
      expect((await listItems(`userId=${bully.id}`, bully)).length).toBe(1);
      expect(await commentCount(article.id)).toBe(0);
      expect(await notices(writer, 'comment_created')).toBe(0);
      // Nobody else can like or reply to what they cannot see.
      expect((await like(reader, flagged._id)).statusCode).toBe(404);
      expect((await reply(reader, flagged._id, 'Görünmeyen yoruma yanıt')).statusCode).toBe(404);

      expect((await queue(null)).statusCode).toBe(401);
      expect((await queue(reader)).statusCode).toBe(403);
      expect((await review(reader, flagged._id, 'approve')).statusCode).toBe(403);
      expect((await review(bully, flagged._id, 'approve')).statusCode).toBe(403);
      for (const staff of [editor, admin]) {
        const answer = await queue(staff);
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['cache-control']).toBe('private, no-store');
        expect((answer.json().items as Comment[]).find((item) => item._id === flagged._id)).toMatchObject({ text: 'Yazar tam bir s4l4k, gerizekalı!', status: 'review', reports: 0 });
      }
      expect((await review(editor, flagged._id, 'publish')).statusCode).toBe(400);
      expect((await review(editor, flagged._id, 'approve')).json()).toEqual({ _id: flagged._id, action: 'approve' });
      expect((await listItems(`articleId=${article.id}`, reader)).map((item) => [item.status, item.offensive])).toEqual([['published', false]]);
      expect(await commentCount(article.id)).toBe(1);
      expect(await notices(writer, 'comment_created', bully)).toBe(1);
      expect(((await queue(editor)).json().items as Comment[]).some((item) => item._id === flagged._id)).toBe(false);
    });

    it('queues a reported comment, lets editors hide it (author still sees it) or delete it', async () => {
      const [author, reporter, other] = [await fx.member(), await fx.member(), await fx.member()];
      const editor = await fx.member({ role: 'editor' });
      const article = await fx.article();
      const comment = await posted(author, article.id, 'Tartışmalı bir görüş');
      expect((await report(null, comment._id)).statusCode).toBe(401);
      const own = await report(author, comment._id);
      expect(own.statusCode).toBe(400);
      expect(own.json().message).toBe('Kendi yorumunu şikâyet edemezsin.');
      for (const who of [reporter, reporter, other]) {
        const response = await report(who, comment._id);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ reported: true });
      }
      const queued = ((await queue(editor)).json().items as Array<Comment & { reports: number }>).find((item) => item._id === comment._id);
      expect(queued).toMatchObject({ reports: 2, status: 'published' });
      // Reported is not hidden: readers still see it until an editor decides.
      expect(await listItems(`articleId=${article.id}`)).toHaveLength(1);
      expect((await review(editor, comment._id, 'hide')).statusCode).toBe(200);
      expect(await listItems(`articleId=${article.id}`, other)).toEqual([]);
      expect((await listItems(`articleId=${article.id}`, author)).map((item) => item.status)).toEqual(['hidden']);
      expect(await commentCount(article.id)).toBe(0);
      expect((await review(editor, comment._id, 'delete')).statusCode).toBe(200);
      expect(await listItems(`articleId=${article.id}`, author)).toEqual([]);
      expect((await review(editor, comment._id, 'approve')).statusCode).toBe(404);
    });
  });

  describe('deleting', () => {
    it('lets authors delete their own, editors and admins any, nobody else (no IDOR)', async () => {
      const [author, other, blocked] = [await fx.member(), await fx.member(), await fx.member()];
      const [editor, admin] = [await fx.member({ role: 'editor' }), await fx.member({ role: 'admin' })];
      await block(author, blocked);
      const article = await fx.article();
      const [a, b, c] = [await posted(author, article.id, 'Birinci silinecek'), await posted(author, article.id, 'İkinci silinecek'), await posted(author, article.id, 'Üçüncü silinecek')];
      expect((await remove(null, a._id)).statusCode).toBe(401);
      const refused = await remove(other, a._id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Bu işlem için yetkin yok.');
      expect((await remove(blocked, a._id)).statusCode).toBe(403);
      expect(await countRows(testDb.db, 'comments WHERE article_id = $1 AND deleted_at IS NULL', [article.id])).toBe(3);
      expect((await remove(author, a._id)).statusCode).toBe(204);
      expect((await remove(editor, b._id)).statusCode).toBe(204);
      expect((await remove(admin, c._id)).statusCode).toBe(204);
      expect((await remove(author, a._id)).statusCode).toBe(404);
      expect(await listItems(`articleId=${article.id}`)).toEqual([]);
      expect(await commentCount(article.id)).toBe(0);
      // The text is gone from the database, not just from the answers.
      expect(await countRows(testDb.db, `comments WHERE article_id = $1 AND body <> ''`, [article.id])).toBe(0);
    });

    it('keeps a deleted comment with replies as a placeholder, and drops its notifications', async () => {
      const [author, answerer] = [await fx.member(), await fx.member()];
      const article = await fx.article();
      const parent = await posted(author, article.id, 'Yanıtları olan yorum');
      await replied(answerer, parent._id, 'Buna yanıt verdim');
      await like(answerer, parent._id);
      expect(await notices(author, 'comment_liked')).toBe(1);
      expect((await remove(author, parent._id)).statusCode).toBe(204);
      const [placeholder] = await listItems(`articleId=${article.id}`);
      expect(placeholder).toMatchObject({ _id: parent._id, status: 'removed', text: '', author: null, replies: 1, own: false });
      expect((await replies(parent._id)).json().items).toHaveLength(1);
      expect(await notices(author, 'comment_liked')).toBe(0);
      expect(await commentCount(article.id)).toBe(1);
    });
  });

  describe('the count and the list', () => {
    /** Comments and replies a reader sees listed under the article (placeholders are not comments). */
    const listedFor = async (articleId: string, who: TestMember | null) => {
      const threads = await listItems(`articleId=${articleId}&limit=50&checkBlockStatus=true`, who);
      let shown = threads.filter((item) => item.status === 'published').length;
      for (const thread of threads) {
        const response = await replies(thread._id, '?checkBlockStatus=true', who);
        expect(response.statusCode).toBe(200);
        shown += (response.json() as CommentListResponse).items.filter((item) => item.status === 'published').length;
      }
      return shown;
    };

    it('agree whatever happened to the comments: hidden, deleted, offensive, approved, authors gone, blocks', async () => {
      const [reader, blocked, frozen, gone, writer] = [await fx.member(), await fx.member(), await fx.member(), await fx.member(), await fx.member()];
      const article = await fx.article();
      const setState = (id: string, sql: string) => testDb.db.query(`UPDATE comments SET ${sql} WHERE id = $1`, [id]);
      const kept = await posted(writer, article.id, 'Yayında kalan yorum');
      await replied(reader, kept._id, 'Yayında kalan yanıt');
      await setState((await replied(writer, kept._id, 'Gizlenecek yanıt'))._id, `review_state = 'hidden'`);
      await setState((await posted(writer, article.id, 'Gizlenecek yorum'))._id, `review_state = 'hidden'`);
      await remove(writer, (await posted(writer, article.id, 'Silinecek yorum'))._id);
      await setState((await posted(writer, article.id, 'Bekleyen saldırgan yorum'))._id, `offensive = true, review_state = 'pending'`);
      await setState((await posted(writer, article.id, 'Onaylanan işaretli yorum'))._id, `offensive = true, review_state = 'approved'`);
      await posted(frozen, article.id, 'Dondurulan üyenin yorumu');
      await fx.deactivate(frozen);
      await posted(gone, article.id, 'Silinen üyenin yorumu');
      await testDb.db.query(`UPDATE users SET is_active = false, deleted_at = now() WHERE id = $1`, [gone.id]);
      await posted(blocked, article.id, 'Engellenen üyenin yorumu');
      await block(reader, blocked);

      // Kept, its reply, the approved one, the deleted member's and the blocked member's (marked, not hidden).
      expect(await commentCount(article.id)).toBe(5);
      expect(await listedFor(article.id, null)).toBe(5);
      expect(await listedFor(article.id, reader)).toBe(5);
    });
  });

  describe('members who leave', () => {
    it('hides a deactivated member’s comments (and their count) until they come back', async () => {
      const [frozen, reader] = [await fx.member(), await fx.member()];
      const article = await fx.article();
      await posted(frozen, article.id, 'Dondurulacak üyenin yorumu');
      await posted(reader, article.id, 'Kalan üyenin yorumu');
      await fx.deactivate(frozen);
      expect((await listItems(`articleId=${article.id}`)).map((item) => item.text)).toEqual(['Kalan üyenin yorumu']);
      expect(await commentCount(article.id)).toBe(1);
      expect((await list(`userId=${frozen.id}`)).statusCode).toBe(404);
      await fx.reactivate(frozen);
      expect(await commentCount(article.id)).toBe(2);
      expect((await listItems(`userId=${frozen.id}`)).length).toBe(1);
    });

    it("keeps a deleted member's comments, attributed to a deleted member", async () => {
      const gone = await fx.member();
      const article = await fx.article();
      await posted(gone, article.id, 'Hesabı silinecek üyenin yorumu');
      await testDb.db.query(`UPDATE users SET is_active = false, deleted_at = now(), name = NULL, username = 'deleted-' || substr(md5(id::text), 1, 16) WHERE id = $1`, [gone.id]);
      const [item] = await listItems(`articleId=${article.id}`);
      expect(item).toMatchObject({ text: 'Hesabı silinecek üyenin yorumu', author: { username: '', name: null, isActive: false, deleted: true } });
      expect(await commentCount(article.id)).toBe(1);
      expect((await list(`userId=${gone.id}`)).statusCode).toBe(404);
    });
  });
});
