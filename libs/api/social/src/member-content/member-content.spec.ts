import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { registerErrorHandling } from '@meydan/api/core';
import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import type { MemberArticle, MemberArticleBody, MemberArticleListResponse, ReviewQueueResponse } from '@meydan/shared/contracts';
import { editorialRoutes } from '../editorial/editorial.routes';
import { API, countRows, JSON_HEADERS, ORIGIN, SocialFixtures, type TestMember } from '../testing/social-test-app';
import { memberContentRoutes } from './member-content.routes';

jest.setTimeout(180_000);

type Who = TestMember | null;

describe.each(['postgres', 'pglite'] as const)('member content and editorial review on %s', (engine) => {
  let testDb: TestDatabase;
  let fx: SocialFixtures;
  let app: FastifyInstance;
  const cache = { clears: 0, clear: async () => void (cache.clears += 1) };
  let author: TestMember;
  let other: TestMember;
  let follower: TestMember;
  let editor: TestMember;
  let secondEditor: TestMember;
  let admin: TestMember;
  let section: string;
  let economy: string;
  let englishCategory: string;

  beforeAll(async () => {
    testDb = await createTestDatabase({ engine });
    fx = new SocialFixtures(testDb.db);
    app = Fastify();
    registerErrorHandling(app);
    const options = { prefix: API, db: testDb.db, verifyAccessToken: fx.liveVerify, trustedOrigins: [ORIGIN], mediaBaseUrl: '/media', readerCache: cache };
    await app.register(memberContentRoutes, options);
    await app.register(editorialRoutes, options);
    await app.ready();

    author = await fx.member({ username: 'yazar-ayse', name: 'Ayşe Yazar' });
    other = await fx.member({ username: 'baska-uye' });
    follower = await fx.member({ username: 'takipci' });
    editor = await fx.member({ username: 'editor-can', role: 'editor' });
    secondEditor = await fx.member({ username: 'editor-deniz', role: 'editor' });
    admin = await fx.member({ username: 'admin-ece', role: 'admin' });
    await testDb.db.query('INSERT INTO follows (follower_id, followed_id) VALUES ($1, $2)', [follower.id, author.id]);
    const insertCategory = async (edition: string, slug: string, name: string, route: string, parent: string | null) =>
      (
        await testDb.db.query<{ id: string }>('INSERT INTO categories (edition, slug, name, route, parent_id) VALUES ($1, $2, $3, $4, $5) RETURNING id', [
          edition,
          slug,
          name,
          route,
          parent,
        ])
      ).rows[0]?.id as string;
    section = await insertCategory('tr', 'business', 'İş Dünyası', '/business', null);
    economy = await insertCategory('tr', 'economy', 'Ekonomi', '/business/economy', section);
    englishCategory = await insertCategory('en', 'economy', 'Economy', '/business-news/economy', null);
  });

  afterAll(async () => {
    await app.close();
    await testDb.cleanup();
  });

  const call = (method: InjectOptions['method'], url: string, who: Who, payload?: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method, url: `${API}${url}`, headers: { ...(payload === undefined ? {} : JSON_HEADERS), ...(who?.headers ?? {}), ...headers }, payload: payload as InjectOptions['payload'] });

  async function image(owner: TestMember, state: 'ready' | 'pending' | 'failed' = 'ready'): Promise<string> {
    const { rows } = await testDb.db.query<{ id: string }>(
      `INSERT INTO images (kind, width, height, base_path, variants, owner_user_id, state)
       VALUES ('photo', 1600, 900, 'u/test', $1::jsonb, $2, $3) RETURNING id`,
      [JSON.stringify([{ name: 'standard', width: 620, height: 349, formats: ['jpg'] }]), owner.id, state],
    );
    return (rows[0] as { id: string }).id;
  }

  async function completeBody(owner: TestMember, overrides: Partial<MemberArticleBody> = {}): Promise<MemberArticleBody> {
    return {
      title: 'Kadıköy’de bir sabah',
      summary: 'Vapurdan inip çarşıya yürüyen bir okurun notları.',
      categoryId: economy,
      coverImageId: await image(owner),
      entries: [
        { type: 'text', html: '<p>Martılar <strong>erken</strong> kalkar.</p>' },
        { type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ', caption: 'Sabah' },
        { type: 'item', title: 'Simit', html: '<p>Susamlı olanı.</p>', imageId: null },
        { type: 'quiz', question: 'Vapur kaçta kalkar?', answers: [{ text: '07.00', correct: true }, { text: '09.00', correct: false }] },
      ],
      ...overrides,
    };
  }

  async function draft(owner: TestMember = author, body?: MemberArticleBody): Promise<MemberArticle> {
    const response = await call('POST', '/articles/me', owner, body ?? (await completeBody(owner)));
    expect([response.statusCode, response.json().message]).toEqual([201, undefined]);
    return response.json<MemberArticle>();
  }

  async function pending(owner: TestMember = author, body?: MemberArticleBody): Promise<MemberArticle> {
    const created = await draft(owner, body);
    const submitted = await call('POST', `/articles/me/${created._id}/submit`, owner);
    expect(submitted.statusCode).toBe(200);
    return submitted.json<MemberArticle>();
  }

  async function published(owner: TestMember = author, body?: MemberArticleBody): Promise<MemberArticle> {
    const submitted = await pending(owner, body);
    const approved = await call('POST', `/admin/review/${submitted._id}/approve`, editor, { revision: submitted.revision });
    expect(approved.statusCode).toBe(200);
    return approved.json<MemberArticle>();
  }

  const live = async (id: string) =>
    (await testDb.db.query<{ title: string; is_draft: boolean; is_deleted: boolean; is_hidden: boolean; noindex: boolean; entries: Array<Record<string, unknown>>; kind: string }>(
      'SELECT title, is_draft, is_deleted, is_hidden, noindex, entries, kind FROM articles WHERE id = $1',
      [id],
    )).rows[0];
  const notifications = (recipient: TestMember, type: string, articleId: string) =>
    countRows(testDb.db, 'notifications WHERE recipient_id = $1 AND type = $2 AND article_id = $3', [recipient.id, type, articleId]);
  const publicList = async (userId: string, who: Who = null, query = '') => (await call('GET', `/articles/user/${userId}${query}`, who)).json<MemberArticleListResponse>();

  describe('who may call what (visitor, member, owner, editor, admin)', () => {
    it('answers each route for every role, and never lets another member near a draft (404, no IDOR)', async () => {
      const post = await draft();
      const roles: Array<[string, Who]> = [
        ['visitor', null],
        ['member', other],
        ['owner', author],
        ['editor', editor],
        ['admin', admin],
      ];
      const body = await completeBody(author);
      const matrix: Array<[string, InjectOptions['method'], string, unknown, number[]]> = [
        ['list own', 'GET', '/articles/me', undefined, [401, 200, 200, 200, 200]],
        ['read for edit', 'GET', `/articles/me/${post._id}`, undefined, [401, 404, 200, 404, 404]],
        ['save', 'PUT', `/articles/me/${post._id}`, { ...body, title: 'Yeni başlık' }, [401, 404, 200, 404, 404]],
        ['submit', 'POST', `/articles/me/${post._id}/submit`, undefined, [401, 404, 200, 404, 404]],
        ['review queue', 'GET', '/admin/review', undefined, [401, 403, 403, 200, 200]],
        ['article search', 'GET', '/admin/articles?q=Yeni', undefined, [401, 403, 403, 200, 200]],
        ['flags', 'POST', `/admin/articles/${post._id}/flags`, { noindex: false }, [401, 403, 403, 200, 200]],
        ['members', 'GET', '/admin/users', undefined, [401, 403, 403, 403, 200]],
        ['role', 'PUT', `/admin/users/${follower.id}/role`, { role: 'member' }, [401, 403, 403, 403, 200]],
        ['public list', 'GET', `/articles/user/${author.id}`, undefined, [200, 200, 200, 200, 200]],
      ];
      for (const [name, method, url, payload, expected] of matrix) {
        const statuses = [];
        for (const [, who] of roles) statuses.push((await call(method, url, who, payload)).statusCode);
        expect([name, statuses]).toEqual([name, expected]);
      }
      // Another member's and the staff's writes left the post as the owner saved it.
      const own = (await call('GET', `/articles/me/${post._id}`, author)).json<MemberArticle>();
      expect(own).toMatchObject({ title: 'Yeni başlık', status: 'pending' });
    });

    it('lets the author delete their post, editors and admins any article, and nobody else', async () => {
      const [mine, byEditor, byAdmin] = [await draft(), await published(), await published()];
      const staffArticle = await fx.article({ title: 'Staff story' });
      expect((await call('DELETE', `/articles/${mine._id}`, null)).statusCode).toBe(401);
      expect((await call('DELETE', `/articles/${mine._id}`, other)).statusCode).toBe(404);
      expect((await call('DELETE', `/articles/${byEditor._id}`, other)).statusCode).toBe(403);
      expect((await call('DELETE', `/articles/${staffArticle.id}`, other)).statusCode).toBe(403);
      expect((await live(mine._id))?.is_deleted).toBe(false);
      expect((await call('DELETE', `/articles/${mine._id}`, author)).statusCode).toBe(204);
      expect((await call('DELETE', `/articles/${byEditor._id}`, editor)).statusCode).toBe(204);
      expect((await call('DELETE', `/articles/${byAdmin.legacyId}`, admin)).statusCode).toBe(204);
      expect((await call('DELETE', `/articles/${staffArticle.id}`, editor)).statusCode).toBe(204);
      expect((await call('DELETE', `/articles/${mine._id}`, author)).statusCode).toBe(404);
      for (const id of [mine._id, byEditor._id, byAdmin._id, staffArticle.id]) expect((await live(id))?.is_deleted).toBe(true);
    });

    it('keeps the author’s own answers private and the public list briefly shareable', async () => {
      const post = await draft();
      expect((await call('GET', `/articles/me/${post._id}`, author)).headers['cache-control']).toBe('private, no-store');
      expect((await call('GET', `/articles/user/${author.id}`, author)).headers['cache-control']).toBe('private, no-store');
      const anonymous = await call('GET', `/articles/user/${author.id}`, null);
      expect(anonymous.headers['cache-control']).toMatch(/^public/);
      expect(anonymous.headers['vary']).toContain('Authorization');
      expect((await call('GET', '/admin/review', editor)).headers['cache-control']).toBe('private, no-store');
    });
  });

  describe('drafts', () => {
    it('sanitizes rich text on the server: no scripts, handlers, javascript: links, styles or other tags', async () => {
      const post = await draft(author, {
        ...(await completeBody(author)),
        entries: [
          {
            type: 'text',
            html:
              '<p style="color:red" onclick="steal()">Merhaba <strong>dünya</strong><script>alert(1)</script></p>' +
              '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">tıkla</a> <a href="https://meydan.example/x">bağlantı</a>' +
              '<h1>Başlık</h1><ul><li><em>bir</em></li></ul><iframe src="https://evil.example"></iframe>',
          },
          { type: 'item', title: 'Madde', html: '<p onmouseover="x()">Metin<style>p{}</style></p>', imageId: null },
        ],
      });
      const [text, item] = post.entries as Array<{ html: string }>;
      for (const html of [text?.html ?? '', item?.html ?? '']) {
        expect(html).not.toMatch(/script|onclick|onerror|onmouseover|javascript:|style|<img|<h1|<iframe/i);
      }
      expect(text?.html).toContain('<p>Merhaba <strong>dünya</strong></p>');
      expect(text?.html).toContain('<a href="https://meydan.example/x"');
      expect(text?.html).toContain('<ul><li><em>bir</em></li></ul>');
      expect(text?.html).toContain('Başlık');
      // What an editor approves is what was stored: the published entries carry the same clean HTML.
      await call('POST', `/articles/me/${post._id}/submit`, author);
      await call('POST', `/admin/review/${post._id}/approve`, editor, {});
      const entries = (await live(post._id))?.entries ?? [];
      expect(JSON.stringify(entries)).not.toMatch(/script|onclick|onerror|javascript:|style=/i);
      expect(entries[0]).toMatchObject({ mode: 'text', text: { plain: expect.stringContaining('Merhaba dünya') } });
    });

    it('refuses a bad save with a localized message and changes nothing', async () => {
      const post = await draft();
      const before = await testDb.db.query('SELECT revision, revision_no FROM member_articles WHERE article_id = $1', [post._id]);
      const body = await completeBody(author);
      const cases: Array<[unknown, string, string]> = [
        [{ ...body, title: 'x'.repeat(121) }, 'en', 'The title can be at most 120 characters long.'],
        [{ ...body, title: 'x'.repeat(121) }, 'tr', 'Başlık en fazla 120 karakter olabilir.'],
        [{ ...body, categoryId: englishCategory }, 'en', 'The chosen category does not exist. Please choose one from the list.'],
        [{ ...body, coverImageId: await image(other) }, 'en', 'This image cannot be used. Please upload it again.'],
        [{ ...body, coverImageId: '00000000-0000-4000-8000-000000000000' }, 'ru', 'Это изображение нельзя использовать. Загрузите его снова.'],
        [{ ...body, coverImageId: await image(author, 'failed') }, 'en', 'This image cannot be used. Please upload it again.'],
        [{ ...body, entries: Array.from({ length: 51 }, () => ({ type: 'text', html: '<p>a</p>' })) }, 'en', 'A post can have at most 50 blocks.'],
      ];
      for (const [payload, edition, message] of cases) {
        const response = await call('PUT', `/articles/me/${post._id}`, author, payload, { 'x-edition': edition });
        expect([response.statusCode, response.json().message]).toEqual([400, message]);
      }
      const unknownType = await call('PUT', `/articles/me/${post._id}`, author, { ...body, entries: [{ type: 'poll', html: '' }] });
      expect(unknownType.statusCode).toBe(400);
      const after = await testDb.db.query('SELECT revision, revision_no FROM member_articles WHERE article_id = $1', [post._id]);
      expect(after.rows).toEqual(before.rows);
    });

    it('keeps half-written drafts, normalizes video links, and names the first missing thing on submission', async () => {
      const empty = await draft(author, { title: '', summary: '', categoryId: null, coverImageId: null, entries: [] });
      expect(empty.status).toBe('draft');
      const submit = (edition = 'en') => call('POST', `/articles/me/${empty._id}/submit`, author, undefined, { 'x-edition': edition });
      expect((await submit()).json()).toEqual({ message: 'Please write a title.', statusCode: 400 });
      expect((await submit('tr')).json().message).toBe('Lütfen bir başlık yaz.');
      const body = await completeBody(author);
      const steps: Array<[Partial<MemberArticleBody>, string]> = [
        [{ categoryId: null }, 'Please choose a category.'],
        [{ summary: '  ' }, 'Please write a short summary.'],
        [{ coverImageId: null }, 'Please add a cover image.'],
        [{ entries: [] }, 'Add at least one block to your post.'],
        [{ entries: [{ type: 'text', html: '<p> </p>' }] }, 'This text block is empty. Write something or remove the block.'],
        [{ entries: [{ type: 'image', imageId: null }] }, 'Upload an image for this block or remove the block.'],
        [{ entries: [{ type: 'video', url: 'https://dailymotion.com/video/x1' }] }, 'Please enter a valid YouTube or Vimeo video link.'],
        [{ entries: [{ type: 'item', title: 'Başlık', html: '' }] }, 'Write the text of the list item.'],
        [{ entries: [{ type: 'quiz', question: 'Soru?', answers: [{ text: 'Tek', correct: true }] }] }, 'A question needs 2 to 6 answers.'],
        [{ entries: [{ type: 'quiz', question: 'Soru?', answers: [{ text: 'A', correct: true }, { text: 'B', correct: true }] }] }, 'Mark exactly one answer as correct.'],
        [{ entries: [{ type: 'quiz', question: 'Soru?', answers: [{ text: 'A', correct: false }, { text: ' ', correct: true }] }] }, 'None of the answers can be empty.'],
      ];
      for (const [override, message] of steps) {
        expect((await call('PUT', `/articles/me/${empty._id}`, author, { ...body, ...override })).statusCode).toBe(200);
        expect([override, (await submit()).json().message]).toEqual([override, message]);
      }
      const saved = (
        await call('PUT', `/articles/me/${empty._id}`, author, { ...body, entries: [{ type: 'video', url: 'youtube.com/shorts/dQw4w9WgXcQ', caption: 'Kısa' }] })
      ).json<MemberArticle>();
      expect(saved.entries[0]).toEqual({ type: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', caption: 'Kısa', provider: 'youtube' });
      expect(saved.coverImage?.resolutions.standard.url).toMatch(/^\/media\/u\/test\//);
      const submitted = await submit();
      expect([submitted.statusCode, submitted.json().status]).toEqual([200, 'pending']);
    });

    it('refuses a save based on an older revision (another window) and changes nothing', async () => {
      const post = await draft();
      const body = await completeBody(author);
      const first = (await call('PUT', `/articles/me/${post._id}`, author, { ...body, title: 'Birinci pencere', revision: post.revision })).json<MemberArticle>();
      expect(first.revision).toBe(post.revision + 1);
      const stale = await call('PUT', `/articles/me/${post._id}`, author, { ...body, title: 'İkinci pencere', revision: post.revision }, { 'x-edition': 'en' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toMatch(/changed in another window/);
      expect((await call('GET', `/articles/me/${post._id}`, author)).json().title).toBe('Birinci pencere');
      // Saving what is stored (an autosave after an undo) is not a new revision.
      const same = (await call('PUT', `/articles/me/${post._id}`, author, { ...body, title: 'Birinci pencere' })).json<MemberArticle>();
      expect(same).toMatchObject({ revision: first.revision, status: 'draft' });
    });
  });

  describe('review', () => {
    it('publishes an approved post, notifies the author and their followers, and reaches readers at once', async () => {
      const submitted = await pending();
      const queue = (await call('GET', '/admin/review?limit=50', editor)).json<ReviewQueueResponse>();
      const item = queue.items.find((candidate) => candidate.article._id === submitted._id);
      expect(item?.author).toMatchObject({ _id: author.id, username: 'yazar-ayse', name: 'Ayşe Yazar' });
      expect(item?.article).toMatchObject({ status: 'pending', revision: submitted.revision, live: null });
      expect((await publicList(author.id)).items.map((card) => card._id)).not.toContain(submitted._id);

      const clears = cache.clears;
      const approved = await call('POST', `/admin/review/${submitted._id}/approve`, editor, { revision: submitted.revision });
      expect(approved.statusCode).toBe(200);
      const article = approved.json<MemberArticle>();
      expect(article.status).toBe('published');
      expect(article.live?.route).toMatch(new RegExp(`^/haber/kadikoy[a-z-]*-bir-sabah-${submitted.legacyId}$`));
      expect(cache.clears).toBe(clears + 1);
      expect(await live(submitted._id)).toMatchObject({ is_draft: false, kind: 'quiz', title: 'Kadıköy’de bir sabah' });
      expect((await live(submitted._id))?.entries.map((entry) => entry['mode'])).toEqual(['text', 'embed', 'listicle', 'question']);
      expect(await notifications(author, 'news_approved', submitted._id)).toBe(1);
      expect(await notifications(follower, 'news_added', submitted._id)).toBe(1);
      expect(await notifications(other, 'news_added', submitted._id)).toBe(0);
      const cards = await publicList(author.id, null, '?breadcrumb=true');
      expect(cards.items.find((card) => card._id === submitted._id)).toEqual(
        expect.objectContaining({ title: 'Kadıköy’de bir sabah', route: article.live?.route, category: expect.objectContaining({ slug: 'economy' }) }),
      );
      expect(cards.items.every((card) => card.status === undefined)).toBe(true);
      expect(cards.breadcrumb).toEqual([{ name: 'Ana Sayfa', href: '/' }, { name: 'Ayşe Yazar', href: '/profil/yazar-ayse' }]);
      // Decided once: a second decision is a conflict.
      expect((await call('POST', `/admin/review/${submitted._id}/approve`, secondEditor, {})).statusCode).toBe(409);
    });

    it('sends an edit of a published post to review while the published version stays up; a rejection keeps it and tells the author why', async () => {
      const post = await published();
      const body = await completeBody(author);
      const edited = (await call('PUT', `/articles/me/${post._id}`, author, { ...body, title: 'Düzeltilmiş başlık', coverImageId: body.coverImageId })).json<MemberArticle>();
      expect(edited).toMatchObject({ status: 'draft', title: 'Düzeltilmiş başlık', live: { route: post.live?.route } });
      expect((await live(post._id))?.title).toBe('Kadıköy’de bir sabah');
      const resubmitted = (await call('POST', `/articles/me/${post._id}/submit`, author)).json<MemberArticle>();
      expect(resubmitted.status).toBe('pending');
      expect((await publicList(author.id)).items.find((card) => card._id === post._id)?.title).toBe('Kadıköy’de bir sabah');

      const blank = await call('POST', `/admin/review/${post._id}/reject`, editor, { reason: '   ' }, { 'x-edition': 'en' });
      expect(blank.json()).toEqual({ message: 'Please write the reason for the rejection.', statusCode: 400 });
      const rejected = await call('POST', `/admin/review/${post._id}/reject`, editor, { reason: 'Kaynak belirtin.', revision: resubmitted.revision });
      expect(rejected.json<MemberArticle>()).toMatchObject({ status: 'rejected', rejectionReason: 'Kaynak belirtin.' });
      expect(await notifications(author, 'news_rejected', post._id)).toBe(1);
      expect((await live(post._id))?.title).toBe('Kadıköy’de bir sabah');
      const mine = await publicList(author.id, author);
      expect(mine.items.find((card) => card._id === post._id)).toMatchObject({ status: 'rejected', rejectionReason: 'Kaynak belirtin.', title: 'Düzeltilmiş başlık', editable: true });
      // The reason stays on the draft while the author fixes it; resubmitting clears it.
      const fixed = (await call('PUT', `/articles/me/${post._id}`, author, { ...body, title: 'Kaynaklı başlık', coverImageId: body.coverImageId })).json<MemberArticle>();
      expect(fixed).toMatchObject({ status: 'rejected', rejectionReason: 'Kaynak belirtin.' });
      const again = (await call('POST', `/articles/me/${post._id}/submit`, author)).json<MemberArticle>();
      expect(again).toMatchObject({ status: 'pending', rejectionReason: null });
      const approved = (await call('POST', `/admin/review/${post._id}/approve`, editor, { revision: again.revision })).json<MemberArticle>();
      expect(approved.live?.route).toBe(post.live?.route);
      expect((await live(post._id))?.title).toBe('Kaynaklı başlık');
      // An update is announced to the author, never again to the followers.
      expect(await notifications(follower, 'news_added', post._id)).toBe(1);
    });

    it('refuses stale, withdrawn, own and deleted submissions with 409/403 and changes nothing', async () => {
      const submitted = await pending();
      const body = await completeBody(author);
      // The author edits while the editor reads: the edit withdraws it from review.
      await call('PUT', `/articles/me/${submitted._id}`, author, { ...body, title: 'Geri çekildi' });
      const withdrawn = await call('POST', `/admin/review/${submitted._id}/approve`, editor, { revision: submitted.revision }, { 'x-edition': 'en' });
      expect(withdrawn.statusCode).toBe(409);
      expect(withdrawn.json().message).toMatch(/not waiting for review/);
      const resubmitted = (await call('POST', `/articles/me/${submitted._id}/submit`, author)).json<MemberArticle>();
      const stale = await call('POST', `/admin/review/${submitted._id}/approve`, editor, { revision: submitted.revision }, { 'x-edition': 'en' });
      expect([stale.statusCode, stale.json().message]).toEqual([409, 'The author changed the post while you were reviewing it. Please review the latest version.']);
      expect((await live(submitted._id))?.is_draft).toBe(true);

      const editorsOwn = await pending(editor);
      expect((await call('POST', `/admin/review/${editorsOwn._id}/approve`, editor, {})).statusCode).toBe(403);
      expect((await call('POST', `/admin/review/${editorsOwn._id}/approve`, secondEditor, {})).statusCode).toBe(200);

      expect((await call('DELETE', `/articles/${resubmitted._id}`, author)).statusCode).toBe(204);
      const deleted = await call('POST', `/admin/review/${resubmitted._id}/approve`, editor, {}, { 'x-edition': 'en' });
      expect([deleted.statusCode, deleted.json().message]).toEqual([409, 'This post was deleted. Deleted content cannot be published again.']);
      expect((await live(resubmitted._id))?.is_draft).toBe(true);
      expect((await call('POST', '/admin/review/not-an-id/approve', editor, {})).statusCode).toBe(404);
    });

    it('never republishes a deleted post (409 on every write) and drops it from lists at once', async () => {
      const post = await published();
      expect((await publicList(author.id)).items.map((card) => card._id)).toContain(post._id);
      const clears = cache.clears;
      expect((await call('DELETE', `/articles/${post._id}`, author)).statusCode).toBe(204);
      expect(cache.clears).toBe(clears + 1);
      expect((await publicList(author.id)).items.map((card) => card._id)).not.toContain(post._id);
      expect((await publicList(author.id, author)).items.map((card) => card._id)).not.toContain(post._id);
      const body = await completeBody(author);
      expect((await call('PUT', `/articles/me/${post._id}`, author, body)).statusCode).toBe(409);
      expect((await call('POST', `/articles/me/${post._id}/submit`, author)).statusCode).toBe(409);
      expect((await call('GET', `/articles/me/${post._id}`, author)).statusCode).toBe(404);
      expect(await live(post._id)).toMatchObject({ is_deleted: true });
    });
  });

  describe('lists', () => {
    it('shows the public only listed posts of an active member, the author everything with its status', async () => {
      const writer = await fx.member();
      const [first, waiting, hidden] = [await published(writer), await pending(writer), await published(writer)];
      const unfinished = await draft(writer, { title: 'Yarım', summary: '', categoryId: null, coverImageId: null, entries: [] });
      await call('POST', `/admin/articles/${hidden._id}/flags`, editor, { isHidden: true });
      expect((await publicList(writer.id)).items.map((card) => card._id)).toEqual([first._id]);
      const mine = await publicList(writer.id, writer);
      expect(mine.items.map((card) => [card._id, card.status])).toEqual([
        [unfinished._id, 'draft'],
        [hidden._id, 'published'],
        [waiting._id, 'pending'],
        [first._id, 'published'],
      ]);
      expect(mine.items.find((card) => card._id === hidden._id)?.isHidden).toBe(true);
      expect(mine.items.find((card) => card._id === unfinished._id)).toMatchObject({ route: null, published: null, title: 'Yarım' });
      expect((await call('GET', '/articles/me?status=pending', writer)).json<MemberArticleListResponse>().items.map((card) => card._id)).toEqual([waiting._id]);
      const paged = (await call('GET', `/articles/user/${writer.id}?limit=2&page=2`, writer)).json<MemberArticleListResponse>();
      expect(paged.pagination).toEqual({ page: 2, limit: 2, total: 4, totalPages: 2, hasNextPage: false });
      expect((await publicList(writer.id, null, '?categories=business')).items).toHaveLength(1);
      expect((await publicList(writer.id, null, '?categories=sport')).items).toHaveLength(0);
      // 36 characters of hex digits and dashes that make no uuid: an unknown category, not a failed ::uuid cast.
      const notUuid = await call('GET', `/articles/user/${writer.id}?categories=${'-'.repeat(36)},0123456789abcdef0123456789abcdef----`, null);
      expect([notUuid.statusCode, notUuid.json().items]).toEqual([200, []]);
      // Another edition has none of them.
      expect((await call('GET', `/articles/user/${writer.id}`, null, undefined, { 'x-edition': 'en' })).json().items).toEqual([]);
    });

    it('hides a deactivated member’s posts from everyone else and from the review queue', async () => {
      const writer = await fx.member();
      const [post, waiting] = [await published(writer), await pending(writer)];
      await fx.deactivate(writer);
      expect((await call('GET', `/articles/user/${writer.id}`, other)).statusCode).toBe(404);
      const queue = (await call('GET', '/admin/review?limit=50', editor)).json<ReviewQueueResponse>();
      expect(queue.items.map((item) => item.article._id)).not.toContain(waiting._id);
      await fx.reactivate(writer);
      expect((await publicList(writer.id)).items.map((card) => card._id)).toEqual([post._id]);
      expect((await call('GET', '/articles/user/not-a-member', null)).statusCode).toBe(404);
    });
  });

  describe('/admin', () => {
    it('hides and noindexes articles, finds them by title, id or URL, and clears the readers’ cache', async () => {
      const post = await published();
      const clears = cache.clears;
      const hidden = await call('POST', `/admin/articles/${post._id}/flags`, editor, { isHidden: true, noindex: true });
      expect(hidden.json()).toMatchObject({ _id: post._id, isHidden: true, noindex: true, status: 'published', authors: [{ _id: author.id, username: 'yazar-ayse' }] });
      expect(cache.clears).toBe(clears + 1);
      expect((await publicList(author.id)).items.map((card) => card._id)).not.toContain(post._id);
      const search = async (q: string) => (await call('GET', `/admin/articles?q=${encodeURIComponent(q)}`, editor)).json().items.map((item: { _id: string }) => item._id);
      expect(await search(String(post.legacyId))).toEqual([post._id]);
      expect(await search(`https://meydan.example${post.live?.route}?utm=x`)).toEqual([post._id]);
      expect(await search(post._id)).toEqual([post._id]);
      expect(await search('kadıköy’de')).toContain(post._id);
      const shown = await call('POST', `/admin/articles/${post._id}/flags`, admin, { isHidden: false });
      expect(shown.json()).toMatchObject({ isHidden: false, noindex: true });
      expect((await publicList(author.id)).items.map((card) => card._id)).toContain(post._id);
      expect((await call('POST', `/admin/articles/${post._id}/flags`, editor, {})).statusCode).toBe(400);
      expect((await call('POST', '/admin/articles/00000000-0000-4000-8000-000000000000/flags', editor, { isHidden: true })).statusCode).toBe(404);
    });

    it('marks an article sponsored (the label readers see on its cards and page) and back, keeping its other flags', async () => {
      const post = await published();
      const labelsOf = async () => (await testDb.db.query<{ labels: string[] }>('SELECT labels FROM articles WHERE id = $1', [post._id])).rows[0]?.labels;
      expect((await call('GET', `/admin/articles?q=${post._id}`, editor)).json().items[0]).toMatchObject({ sponsored: false });
      const sponsored = await call('POST', `/admin/articles/${post._id}/flags`, editor, { sponsored: true, noindex: true });
      expect(sponsored.json()).toMatchObject({ _id: post._id, sponsored: true, noindex: true, isHidden: false });
      expect(await labelsOf()).toEqual(['sponsored']);
      // Asking twice keeps one label; other flags leave it alone.
      await call('POST', `/admin/articles/${post._id}/flags`, editor, { sponsored: true });
      expect((await call('POST', `/admin/articles/${post._id}/flags`, editor, { noindex: false })).json()).toMatchObject({ sponsored: true, noindex: false });
      expect(await labelsOf()).toEqual(['sponsored']);
      expect((await call('POST', `/admin/articles/${post._id}/flags`, editor, { sponsored: false })).json()).toMatchObject({ sponsored: false });
      expect(await labelsOf()).toEqual([]);
      const refused = await call('POST', `/admin/articles/${post._id}/flags`, editor, { sponsored: 'yes' });
      expect(refused.statusCode).toBe(400);
      expect((await call('POST', `/admin/articles/${post._id}/flags`, null, { sponsored: true })).statusCode).toBe(401);
      expect(await labelsOf()).toEqual([]);
    });

    it('lets an admin change other members’ roles, never their own, with effect on the next request', async () => {
      const promoted = await fx.member({ username: 'yeni-editor' });
      expect((await call('GET', '/admin/review', promoted)).statusCode).toBe(403);
      const found = (await call('GET', '/admin/users?q=yeni-edit', admin)).json();
      expect(found.items).toEqual([expect.objectContaining({ _id: promoted.id, username: 'yeni-editor', role: 'member', email: 'yeni-editor@example.com' })]);
      const changed = await call('PUT', `/admin/users/${promoted.id}/role`, admin, { role: 'editor' });
      expect(changed.json()).toMatchObject({ _id: promoted.id, role: 'editor' });
      expect((await call('GET', '/admin/review', promoted)).statusCode).toBe(200);
      const own = await call('PUT', `/admin/users/${admin.id}/role`, admin, { role: 'member' }, { 'x-edition': 'en' });
      expect([own.statusCode, own.json().message]).toEqual([403, 'You cannot change your own role.']);
      expect((await call('GET', '/admin/users', admin)).statusCode).toBe(200);
      expect((await call('PUT', `/admin/users/${promoted.id}/role`, admin, { role: 'owner' })).statusCode).toBe(400);
      expect((await call('PUT', '/admin/users/00000000-0000-4000-8000-000000000000/role', admin, { role: 'editor' })).statusCode).toBe(404);
      expect((await call('GET', '/admin/users?role=editor', admin)).json().items.every((user: { role: string }) => user.role === 'editor')).toBe(true);
    });
  });
});
