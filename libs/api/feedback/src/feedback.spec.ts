import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createTestDatabase, DatabaseUnavailableError, type Db, type TestDatabase } from '@meydan/api/db';
import type { FeedbackEntry, FeedbackInboxResponse, FeedbackReceipt } from '@meydan/shared/contracts';
import { buildFeedbackApp, FEEDBACK_API, ORIGINS } from './testing/feedback-test-app';

jest.setTimeout(120_000);

type Role = 'member' | 'editor' | 'admin';
type Headers = Record<string, string>;

const FEEDBACK = { name: 'Ayşe Yılmaz', email: 'ayse@example.com', message: 'Galeri sayfası telefonda açılmıyor.', type: 'bug' };
const SURVEY = { experienceLevel: 4, recommendationLevel: 9, encounteredIssue: false };
/** What a browser sends with a same-origin fetch. */
const BROWSER: Headers = { origin: ORIGINS.tr, 'sec-fetch-site': 'same-origin', 'x-edition': 'tr' };

describe('feedback and the satisfaction survey (/api/v3.5)', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  const sessions = new Map<string, { userId: string; sessionId: string; role: Role }>();
  let network = 0;
  /** A fresh sender address per test, so the sending limits of one test never touch another. */
  const nextAddress = () => `198.51.100.${(network += 1)}`;

  async function account(role: Role): Promise<{ id: string; username: string; headers: Headers }> {
    const username = `fb-${role}-${Math.random().toString(36).slice(2, 9)}`;
    const { rows } = await testDb.db.query<{ id: string }>(
      `INSERT INTO users (username, email, name, role, email_verified, is_active) VALUES ($1, $2, $3, $4, true, true) RETURNING id`,
      [username, `${username}@example.com`, username, role],
    );
    const id = (rows[0] as { id: string }).id;
    sessions.set(`token-${id}`, { userId: id, sessionId: `s-${id}`, role });
    return { id, username, headers: { authorization: `Bearer token-${id}` } };
  }

  const post = (target: FastifyInstance, path: string, payload: unknown, headers: Headers = {}, remoteAddress = nextAddress()) =>
    target.inject({ method: 'POST', url: `${FEEDBACK_API}${path}`, headers: { ...BROWSER, ...headers }, payload: payload as object, remoteAddress });
  const sendFeedback = (payload: unknown, headers?: Headers, address?: string) => post(app, '/feedback', payload, headers, address);
  const sendSurvey = (payload: unknown, headers?: Headers, address?: string) => post(app, '/survey-feedbacks/satisfaction', payload, headers, address);
  const inbox = (headers: Headers, query = '') => app.inject({ method: 'GET', url: `${FEEDBACK_API}/admin/feedback${query}`, headers });
  const setStatus = (headers: Headers, kind: string, id: string, status: string) =>
    app.inject({ method: 'PUT', url: `${FEEDBACK_API}/admin/feedback/${kind}/${id}/status`, headers: { ...headers, origin: ORIGINS.tr }, payload: { status } });
  const stored = async (table: 'feedback' | 'satisfaction_surveys', id: string) =>
    (await testDb.db.query<Record<string, unknown>>(`SELECT * FROM ${table} WHERE id = $1`, [id])).rows[0];
  const count = async (table: 'feedback' | 'satisfaction_surveys') => Number((await testDb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n);
  const verify = async (token: string) => sessions.get(token) ?? null;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = await buildFeedbackApp(testDb.db, verify);
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });

  describe('POST /feedback', () => {
    it('stores a visitor’s feedback with the page address on the edition’s origin and the browser’s ids', async () => {
      const response = await sendFeedback(
        { ...FEEDBACK, url: '/galeri/yaz-manzaralari-10042?sayfa=2', thirdPartyIdentifiers: { trackerId: ' a_123 ', adId: 'f00d', empty: '  ' } },
        { 'x-edition': 'en' },
      );
      expect(response.statusCode).toBe(201);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const receipt = response.json<FeedbackReceipt>();
      expect(Date.parse(receipt.createdAt)).not.toBeNaN();
      const row = await stored('feedback', receipt.id);
      expect(row).toMatchObject({
        edition: 'en',
        type: 'bug',
        name: 'Ayşe Yılmaz',
        email: 'ayse@example.com',
        message: 'Galeri sayfası telefonda açılmıyor.',
        url: 'https://en.meydan.example/galeri/yaz-manzaralari-10042?sayfa=2',
        user_id: null,
        username: null,
        third_party_ids: { trackerId: 'a_123', adId: 'f00d' },
        status: 'new',
        handled_at: null,
      });
    });

    it('keeps an absolute address of any edition, and refuses one of another site', async () => {
      const ok = await sendFeedback({ ...FEEDBACK, url: 'https://ru.meydan.example/news/x-1#top' });
      expect(ok.statusCode).toBe(201);
      expect((await stored('feedback', ok.json<FeedbackReceipt>().id))?.['url']).toBe('https://ru.meydan.example/news/x-1');
      const before = await count('feedback');
      for (const url of ['https://evil.example/haber/x', 'http://www.meydan.example/x', '//evil.example/x']) {
        const refused = await sendFeedback({ ...FEEDBACK, url }, { 'x-edition': 'en' });
        expect([url, refused.statusCode]).toEqual([url, 400]);
        expect(refused.json<{ message: string }>().message).toMatch(/page address/);
      }
      expect(await count('feedback')).toBe(before);
    });

    it('attaches the signed-in member’s own username, never the one in the body', async () => {
      const member = await account('member');
      const response = await sendFeedback({ ...FEEDBACK, username: 'admin' }, member.headers);
      expect(response.statusCode).toBe(201);
      expect(await stored('feedback', response.json<FeedbackReceipt>().id)).toMatchObject({ user_id: member.id, username: member.username });
      const visitor = await sendFeedback({ ...FEEDBACK, username: 'admin' });
      expect(await stored('feedback', visitor.json<FeedbackReceipt>().id)).toMatchObject({ user_id: null, username: null });
    });

    it.each([
      ['tr', { ...FEEDBACK, name: ' ' }, 'Lütfen adını gir.'],
      ['en', { ...FEEDBACK, name: '\u200b\u200b' }, 'Please enter your name.'],
      ['ru', { ...FEEDBACK, email: 'ayse@' }, 'Введите корректный адрес электронной почты.'],
      ['en', { name: 'Ayşe', message: 'Merhaba dünya', type: 'bug' }, 'E-mail address is required.'],
      ['tr', { ...FEEDBACK, message: 'kısa' }, 'Mesajın 5 ile 3000 karakter arasında olmalıdır.'],
      ['en', { ...FEEDBACK, message: 'ab\u200b\u200b\u200bc' }, 'Your message must be 5 to 3000 characters long.'],
      ['ru', { ...FEEDBACK, message: 'x'.repeat(3001) }, 'Сообщение должно содержать от 5 до 3000 символов.'],
      ['tr', { ...FEEDBACK, type: 'praise' }, 'Geri bildiriminin ne hakkında olduğunu seç.'],
      ['en', { name: 'Ayşe', email: 'a@b.co', message: 'Merhaba dünya' }, 'Choose what your feedback is about.'],
      ['ru', { ...FEEDBACK, url: 'javascript:alert(1)' }, 'Адрес страницы недействителен.'],
      ['en', { ...FEEDBACK, thirdPartyIdentifiers: Object.fromEntries(Array.from({ length: 9 }, (_, index) => [`id${index}`, 'x'])) }, 'The browser identifiers sent with the form are not valid.'],
      ['tr', { ...FEEDBACK, thirdPartyIdentifiers: { trackerId: { value: 'x' } } }, 'Formla gönderilen tarayıcı kimlikleri geçerli değil.'],
    ])('answers bad input in %s with a 400 and keeps nothing (%j)', async (edition, body, text) => {
      const before = await count('feedback');
      const response = await sendFeedback(body, { 'x-edition': edition });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: expect.stringContaining(text), statusCode: 400 });
      expect(await count('feedback')).toBe(before);
    });

    it('answers bodies that are not JSON objects, or too large, with a 4xx', async () => {
      const text = await app.inject({ method: 'POST', url: `${FEEDBACK_API}/feedback`, headers: { ...BROWSER, 'content-type': 'text/plain' }, payload: 'name=x' });
      expect(text.statusCode).toBe(400);
      const form = await app.inject({ method: 'POST', url: `${FEEDBACK_API}/feedback`, headers: { ...BROWSER, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'name=x' });
      expect(form.statusCode).toBe(415);
      const broken = await app.inject({ method: 'POST', url: `${FEEDBACK_API}/feedback`, headers: { ...BROWSER, 'content-type': 'application/json' }, payload: '{"name":' });
      expect(broken.statusCode).toBe(400);
      const huge = await sendFeedback({ ...FEEDBACK, message: 'x'.repeat(40_000) });
      expect(huge.statusCode).toBe(413);
      for (const response of [text, form, broken, huge]) expect(response.json()).toEqual({ message: expect.any(String), statusCode: response.statusCode });
    });

    it('refuses posts from another site’s page, whatever their credential', async () => {
      const before = await count('feedback');
      const crossSite = await sendFeedback(FEEDBACK, { 'sec-fetch-site': 'cross-site', origin: ORIGINS.tr, 'x-edition': 'en' });
      expect(crossSite.statusCode).toBe(403);
      expect(crossSite.json()).toEqual({ message: 'Feedback can only be sent from Meydan pages.', statusCode: 403 });
      const foreignOrigin = await sendFeedback(FEEDBACK, { origin: 'https://evil.example', 'sec-fetch-site': 'same-site' });
      expect(foreignOrigin.statusCode).toBe(403);
      const member = await account('member');
      const cookie = await sendFeedback(FEEDBACK, { authorization: '', cookie: `o-auth-token=token-${member.id}`, 'sec-fetch-site': 'cross-site' });
      expect(cookie.statusCode).toBe(403);
      // An edition's own subdomain is the same site.
      expect((await sendFeedback(FEEDBACK, { origin: ORIGINS.en, 'sec-fetch-site': 'same-site' })).statusCode).toBe(201);
      expect(await count('feedback')).toBe(before + 1);
    });
  });

  describe('POST /survey-feedbacks/satisfaction', () => {
    it('stores the answers with the optional fields', async () => {
      const member = await account('member');
      const response = await sendSurvey(
        { ...SURVEY, encounteredIssue: true, improvementSuggestion: '  Daha az reklam\r\n\r\n\r\nlütfen  ', name: ' Ali ', email: 'ali@example.com', url: '/', username: 'someone' },
        { ...member.headers, 'x-edition': 'ru' },
      );
      expect(response.statusCode).toBe(201);
      expect(await stored('satisfaction_surveys', response.json<FeedbackReceipt>().id)).toMatchObject({
        edition: 'ru',
        experience_level: 4,
        recommendation_level: 9,
        encountered_issue: true,
        improvement_suggestion: 'Daha az reklam\n\nlütfen',
        name: 'Ali',
        email: 'ali@example.com',
        url: 'https://ru.meydan.example/',
        username: member.username,
      });
      const bare = await sendSurvey({ ...SURVEY, improvementSuggestion: '   ', name: '' });
      expect(await stored('satisfaction_surveys', bare.json<FeedbackReceipt>().id)).toMatchObject({ improvement_suggestion: null, name: null, email: null, url: null, username: null });
    });

    it.each([
      ['en', { ...SURVEY, experienceLevel: 6 }, 'Choose how your experience was, from 1 to 5.'],
      ['tr', { ...SURVEY, experienceLevel: 2.5 }, 'Deneyimini 1 ile 5 arasında puanla.'],
      ['ru', { ...SURVEY, recommendationLevel: 11 }, 'от 0 до 10'],
      ['en', { experienceLevel: 3, recommendationLevel: 5 }, 'Tell us whether you ran into a problem.'],
      ['tr', { ...SURVEY, improvementSuggestion: 'x'.repeat(2001) }, 'Önerin en fazla 2000 karakter olabilir.'],
      ['en', { ...SURVEY, email: 'nope' }, 'Please enter a valid e-mail address.'],
    ])('answers bad answers in %s with a 400 (%j)', async (edition, body, text) => {
      const before = await count('satisfaction_surveys');
      const response = await sendSurvey(body, { 'x-edition': edition });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(text);
      expect(await count('satisfaction_surveys')).toBe(before);
    });
  });

  describe('sending limits', () => {
    it('limits each network and each member in the database, so every replica counts the same', async () => {
      const limits = { feedbackPerNetwork: { max: 2, windowMs: 60_000 }, feedbackPerMember: { max: 3, windowMs: 60_000 } };
      const replicaA = await buildFeedbackApp(testDb.db, verify, { limits });
      const replicaB = await buildFeedbackApp(testDb.db, verify, { limits });
      try {
        const address = nextAddress();
        expect((await post(replicaA, '/feedback', FEEDBACK, {}, address)).statusCode).toBe(201);
        expect((await post(replicaB, '/feedback', FEEDBACK, {}, address)).statusCode).toBe(201);
        const refused = await post(replicaA, '/feedback', FEEDBACK, { 'x-edition': 'en' }, address);
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
        expect(refused.json()).toEqual({ message: expect.stringContaining('What you wrote is kept'), statusCode: 429 });
        // Another network still gets through; the refused send was not counted anywhere.
        expect((await post(replicaB, '/feedback', FEEDBACK, {}, nextAddress())).statusCode).toBe(201);

        // A member is counted across networks (and IPv6 senders by their /64).
        const member = await account('member');
        for (const suffix of ['1', '2', '3']) expect((await post(replicaA, '/feedback', FEEDBACK, member.headers, `2001:db8:${suffix}::1`)).statusCode).toBe(201);
        expect((await post(replicaB, '/feedback', FEEDBACK, member.headers, '2001:db8:4::1')).statusCode).toBe(429);
        expect((await post(replicaB, '/feedback', FEEDBACK, {}, '2001:db8:1::ffff')).statusCode).toBe(201);
        expect((await post(replicaB, '/feedback', FEEDBACK, {}, '2001:db8:1:0:abcd::1')).statusCode).toBe(429);
        // The claims hold keyed hashes, never an address.
        const { rows } = await testDb.db.query<{ key: string }>(`SELECT key FROM feedback_rate_claims WHERE scope = 'feedback:network'`);
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.some((row) => /[.:]/.test(row.key))).toBe(false);
      } finally {
        await Promise.all([replicaA.close(), replicaB.close()]);
      }
    });

    it('limits survey answers apart from feedback, and every attempt per network', async () => {
      const limited = await buildFeedbackApp(testDb.db, verify, { limits: { surveyPerNetwork: { max: 1, windowMs: 60_000 }, attempts: { max: 3, windowMs: 60_000 } } });
      try {
        const address = nextAddress();
        expect((await post(limited, '/survey-feedbacks/satisfaction', SURVEY, {}, address)).statusCode).toBe(201);
        const again = await post(limited, '/survey-feedbacks/satisfaction', SURVEY, { 'x-edition': 'tr' }, address);
        expect(again.statusCode).toBe(429);
        expect(again.json<{ message: string }>().message).toContain('Anketi kısa süre önce yanıtladın');
        expect((await post(limited, '/feedback', { ...FEEDBACK, name: '' }, {}, address)).statusCode).toBe(400);
        // Bad input counts against the attempts too: a script cannot probe forever.
        const flood = await post(limited, '/feedback', FEEDBACK, {}, address);
        expect(flood.statusCode).toBe(429);
        expect(flood.headers['retry-after']).toBeDefined();
      } finally {
        await limited.close();
      }
    });
  });

  describe('the editors’ inbox', () => {
    it('is for editors and admins only', async () => {
      expect((await inbox({})).statusCode).toBe(401);
      const member = await account('member');
      expect((await inbox(member.headers)).statusCode).toBe(403);
      expect((await setStatus(member.headers, 'feedback', '00000000-0000-4000-8000-000000000000', 'handled')).statusCode).toBe(403);
      expect((await inbox((await account('admin')).headers)).statusCode).toBe(200);
    });

    it('lists each inbox newest first with filters and pages, and marks entries handled and new again', async () => {
      const editor = await account('editor');
      await testDb.db.exec('DELETE FROM feedback; DELETE FROM satisfaction_surveys;');
      const ids: string[] = [];
      for (const [index, [type, edition]] of ([['bug', 'tr'], ['content', 'en'], ['bug', 'en'], ['other', 'ru'], ['bug', 'en']] as const).entries()) {
        const response = await sendFeedback({ ...FEEDBACK, type, message: `Geri bildirim numarası ${index}` }, { 'x-edition': edition });
        ids.push(response.json<FeedbackReceipt>().id);
      }
      await sendSurvey({ ...SURVEY, improvementSuggestion: 'Karanlık tema' }, { 'x-edition': 'en' });

      const all = (await inbox(editor.headers)).json<FeedbackInboxResponse>();
      expect(all.items.map((item) => item.message)).toEqual([4, 3, 2, 1, 0].map((n) => `Geri bildirim numarası ${n}`));
      expect(all.pagination).toMatchObject({ page: 1, total: 5 });
      expect(all.unhandled).toEqual({ feedback: 5, survey: 1 });
      expect(all.items[0]).toMatchObject({ kind: 'feedback', edition: 'en', type: 'bug', status: 'new', experienceLevel: null, handledBy: null, handledAt: null });

      const enBugs = (await inbox(editor.headers, '?type=bug&edition=en')).json<FeedbackInboxResponse>();
      expect(enBugs.items.map((item) => item._id)).toEqual([ids[4], ids[2]]);
      expect(enBugs.unhandled).toEqual({ feedback: 3, survey: 1 });
      const second = (await inbox(editor.headers, '?limit=2&page=2')).json<FeedbackInboxResponse>();
      expect(second.items.map((item) => item._id)).toEqual([ids[2], ids[1]]);
      expect(second.pagination).toMatchObject({ page: 2, limit: 2, total: 5, totalPages: 3 });

      const handled = await setStatus(editor.headers, 'feedback', ids[0] as string, 'handled');
      expect(handled.statusCode).toBe(200);
      expect(handled.json<FeedbackEntry>()).toMatchObject({ _id: ids[0], status: 'handled', handledBy: { _id: editor.id, username: editor.username } });
      // Another editor marking it again does not take it over.
      const other = await account('admin');
      const again = (await setStatus(other.headers, 'feedback', ids[0] as string, 'handled')).json<FeedbackEntry>();
      expect(again.handledBy?._id).toBe(editor.id);
      expect(again.handledAt).toBe(handled.json<FeedbackEntry>().handledAt);
      const open = (await inbox(editor.headers, '?status=new')).json<FeedbackInboxResponse>();
      expect(open.items.map((item) => item._id)).not.toContain(ids[0]);
      expect(open.unhandled.feedback).toBe(4);
      expect((await inbox(editor.headers, '?status=handled')).json<FeedbackInboxResponse>().items.map((item) => item._id)).toEqual([ids[0]]);
      const reopened = (await setStatus(editor.headers, 'feedback', ids[0] as string, 'new')).json<FeedbackEntry>();
      expect(reopened).toMatchObject({ status: 'new', handledBy: null, handledAt: null });

      const surveys = (await inbox(editor.headers, '?kind=survey')).json<FeedbackInboxResponse>();
      expect(surveys.items).toEqual([
        expect.objectContaining({ kind: 'survey', edition: 'en', experienceLevel: 4, recommendationLevel: 9, encounteredIssue: false, improvementSuggestion: 'Karanlık tema', type: null, message: null }),
      ]);
      const survey = (await setStatus(editor.headers, 'survey', surveys.items[0]?._id as string, 'handled')).json<FeedbackEntry>();
      expect(survey).toMatchObject({ kind: 'survey', status: 'handled' });
    });

    it('answers an unknown entry with 404 and a bad filter with 400, in the editor’s language', async () => {
      const editor = await account('editor');
      const missing = await setStatus({ ...editor.headers, 'x-edition': 'ru' }, 'feedback', '00000000-0000-4000-8000-000000000000', 'handled');
      expect(missing.json()).toEqual({ message: 'Запись не найдена. Возможно, список изменился.', statusCode: 404 });
      expect((await setStatus(editor.headers, 'survey', 'not-a-uuid', 'handled')).statusCode).toBe(404);
      expect((await setStatus(editor.headers, 'feedback', '00000000-0000-4000-8000-000000000000', 'done')).statusCode).toBe(400);
      expect((await setStatus(editor.headers, 'letters', '00000000-0000-4000-8000-000000000000', 'new')).statusCode).toBe(400);
      const badFilter = await inbox({ ...editor.headers, 'x-edition': 'tr' }, '?kind=mail');
      expect(badFilter.statusCode).toBe(400);
      expect(badFilter.json<{ message: string }>().message).toContain('kind');
      expect((await inbox(editor.headers, '?limit=500')).statusCode).toBe(400);
    });
  });

  describe('a database outage', () => {
    it('answers 503 with Retry-After and the busy text, never a 500', async () => {
      const down = new Proxy({}, {
        get: (_target, property) => (property === 'then' ? undefined : property === 'kind' ? testDb.kind : () => Promise.reject(new DatabaseUnavailableError(new Error('the database is down in this spec')))),
      }) as Db;
      const outage = await buildFeedbackApp(down, verify);
      try {
        for (const [path, body] of [['/feedback', FEEDBACK], ['/survey-feedbacks/satisfaction', SURVEY]] as const) {
          const response: LightMyRequestResponse = await post(outage, path, body, { 'x-edition': 'en' });
          expect(response.statusCode).toBe(503);
          expect(response.headers['retry-after']).toBe('5');
          expect(response.json()).toEqual({ message: 'Meydan is busy! Please try again later', statusCode: 503 });
        }
      } finally {
        await outage.close();
      }
    });
  });
});
