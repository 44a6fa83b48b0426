import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type Db, type TestDatabase } from '@meydan/api/db';
import type { ArticleEntry, PersonalityOutcome, QuizDefinition, QuizOutcome, TriviaOutcome } from '@meydan/shared/contracts';
import { personalityQuizFixture, triviaQuizFixture } from '@meydan/shared/testing';
import { apiOptionsFromEnv, buildApp } from './app';

jest.setTimeout(90_000);

const MEDIA_DIR = path.join(os.tmpdir(), 'meydan-test-media');
const API = '/api/v3.5';
const SECRET = 'api-spec-quiz-result-secret';
const EN = { 'x-edition': 'en' };

interface Inserted {
  id: string;
  legacyId: number;
}

/** A published article row of our own (no seed): the quiz routes read entries and quiz only. */
async function insertArticle(
  db: Db,
  article: { title: string; entries: ArticleEntry[]; quiz?: QuizDefinition; edition?: string; kind?: string; isDraft?: boolean },
): Promise<Inserted> {
  const { rows } = await db.query<{ id: string; legacy_id: string | number }>(
    `INSERT INTO articles (edition, kind, title, slug, entries, quiz, is_draft, published_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, now() - interval '1 day') RETURNING id, legacy_id`,
    [
      article.edition ?? 'en',
      article.kind ?? 'quiz',
      article.title,
      article.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      JSON.stringify(article.entries),
      article.quiz ? JSON.stringify(article.quiz) : null,
      article.isDraft ?? false,
    ],
  );
  const row = rows[0] as { id: string; legacy_id: string | number };
  return { id: row.id, legacyId: Number(row.legacy_id) };
}

describe('quiz results API', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let trivia: Inserted;
  let personality: Inserted;
  let news: Inserted;
  let draft: Inserted;
  let turkish: Inserted;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const db = testDb.db;
    trivia = await insertArticle(db, triviaQuizFixture());
    personality = await insertArticle(db, personalityQuizFixture());
    news = await insertArticle(db, { title: 'Plain news', kind: 'news', entries: [{ mode: 'text', text: { plain: 'Just news.' } }] });
    draft = await insertArticle(db, { ...triviaQuizFixture(), title: 'Draft quiz', isDraft: true });
    turkish = await insertArticle(db, { ...triviaQuizFixture(), title: 'Turkish quiz', edition: 'tr' });
    app = await buildApp({ db, mediaDir: MEDIA_DIR, cache: false, quizResultSecret: SECRET });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });

  const post = (id: string | number, body: unknown, headers: Record<string, string> = EN) =>
    app.inject({ method: 'POST', url: `${API}/articles/${id}/quiz-result`, payload: body as object, headers });
  const get = (token: string, headers: Record<string, string> = EN) => app.inject({ method: 'GET', url: `${API}/quiz-results/${token}`, headers });

  describe('POST /articles/:id/quiz-result', () => {
    it('scores a trivia quiz, grades it and signs a token; never cached', async () => {
      const res = await post(trivia.legacyId, { answers: [0, 0, 1] });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const body = res.json<TriviaOutcome>();
      expect(body).toEqual({
        type: 'trivia',
        articleId: trivia.legacyId,
        route: expect.stringMatching(new RegExp(`^/content/how-well-do-you-know-capitals-${trivia.legacyId}$`)),
        token: expect.stringMatching(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/),
        score: 2,
        total: 3,
        percent: 67,
        grade: { minPercent: 50, title: 'Well travelled', description: 'You know your way around.' },
      });
    });

    it('scores a personality quiz (warm-up answers included but not scored), by uuid too', async () => {
      const res = await post(personality.id, { answers: [1, 0, 1, 0] });
      expect(res.statusCode).toBe(200);
      const body = res.json<PersonalityOutcome>();
      expect(body.result).toEqual({ id: 'cat', title: 'The Cat', description: 'Independent and curious.' });
      expect(body.matches).toEqual([
        { resultId: 'cat', title: 'The Cat', percent: 75 },
        { resultId: 'dog', title: 'The Dog', percent: 0 },
        { resultId: 'fish', title: 'The Fish', percent: 25 },
      ]);
      expect(body.articleId).toBe(personality.legacyId);
    });

    it('answers invalid answers with 400 in the request language', async () => {
      const few = await post(trivia.legacyId, { answers: [0, 1] });
      expect(few.statusCode).toBe(400);
      expect(few.json()).toEqual({ statusCode: 400, message: 'This quiz has 3 questions but 2 answers were sent. Please answer every question.' });
      const range = await post(trivia.legacyId, { answers: [0, 2, 0] });
      expect(range.json()).toEqual({ statusCode: 400, message: 'The answer to question 2 is not one of its choices.' });
      const negative = await post(personality.legacyId, { answers: [-1, 0, 0, 0] }, { 'x-edition': 'en', 'accept-language': 'ru' });
      expect(negative.json().message).toBe('The answer to question 1 is not one of its choices.');
      const turkishRange = await post(turkish.legacyId, { answers: [0, 1, 5] }, {});
      expect(turkishRange.json()).toEqual({ statusCode: 400, message: '3. sorunun cevabı seçeneklerden biri değil.' });
    });

    it('rejects a malformed body with the validation 400', async () => {
      for (const body of [{}, { answers: 'abc' }, { answers: [0.5, 1, 1] }, { answers: new Array(201).fill(0) }]) {
        const res = await post(trivia.legacyId, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/^Invalid request/);
      }
    });

    it('answers 404 for an article that is not a quiz, a draft, another edition’s or an unknown one', async () => {
      const notQuiz = await post(news.legacyId, { answers: [] });
      expect(notQuiz.statusCode).toBe(404);
      expect(notQuiz.json()).toEqual({ statusCode: 404, message: 'This article is not a quiz.' });
      expect((await post(draft.legacyId, { answers: [0, 1, 1] })).statusCode).toBe(404);
      expect((await post(turkish.legacyId, { answers: [0, 1, 1] })).statusCode).toBe(404);
      expect((await post(999999, { answers: [0] })).json()).toEqual({ statusCode: 404, message: 'The article you are looking for could not be found.' });
    });
  });

  describe('GET /quiz-results/:token', () => {
    it('returns the outcome a token names, publicly cacheable', async () => {
      for (const [id, answers] of [
        [trivia.legacyId, [0, 1, 1]],
        [personality.legacyId, [0, 1, 0, 2]],
      ] as const) {
        const posted = (await post(id, { answers })).json<QuizOutcome>();
        const res = await get(posted.token);
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
        expect(res.headers['vary']).toContain('X-Edition');
        expect(res.json()).toEqual(posted);
      }
    });

    it('answers a malformed, altered or foreign-signed token with a localized 400', async () => {
      const { token } = (await post(trivia.legacyId, { answers: [2, 0, 0] })).json<TriviaOutcome>();
      const [, signature] = token.split('.');
      const perfect = Buffer.from(token.split('.')[0] as string, 'base64url');
      perfect.writeUInt16BE(3, 6); // claim 3 of 3 under the old signature
      const forged = await get(`${perfect.toString('base64url')}.${signature}`);
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toEqual({ statusCode: 400, message: 'This result link is invalid or has been altered.' });
      expect((await get('not-a-token', {})).json()).toEqual({ statusCode: 400, message: 'Bu sonuç bağlantısı geçersiz ya da değiştirilmiş.' });
      expect((await get('x'.repeat(100))).statusCode).toBe(400);

      const other = await buildApp({ db: testDb.db, mediaDir: MEDIA_DIR, cache: false, quizResultSecret: 'some-other-secret-value' });
      try {
        expect((await other.inject({ method: 'GET', url: `${API}/quiz-results/${token}`, headers: EN })).statusCode).toBe(400);
      } finally {
        await other.close();
      }
    });

    it('rebuilds the outcome from the quiz as stored now, and 404s once the article or result is gone', async () => {
      const fixture = personalityQuizFixture();
      const quiz = await insertArticle(testDb.db, { ...fixture, title: 'Changing quiz' });
      const { token } = (await post(quiz.legacyId, { answers: [0, 1, 0, 1] })).json<PersonalityOutcome>();
      expect((await get(token)).json<PersonalityOutcome>().result.id).toBe('dog');

      // A renamed result shows its new title; once the results change, the old percentages are dropped.
      const edited = { ...fixture.quiz, results: [...(fixture.quiz.results ?? []).map((r) => (r.id === 'dog' ? { ...r, title: 'The Good Dog' } : r))] };
      await testDb.db.query('UPDATE articles SET quiz = $1::jsonb WHERE id = $2', [JSON.stringify(edited), quiz.id]);
      expect((await get(token)).json<PersonalityOutcome>().result.title).toBe('The Good Dog');
      const extended = { ...edited, results: [...(edited.results ?? []), { id: 'bird', title: 'The Bird', description: 'Free.' }] };
      await testDb.db.query('UPDATE articles SET quiz = $1::jsonb WHERE id = $2', [JSON.stringify(extended), quiz.id]);
      expect((await get(token)).json<PersonalityOutcome>()).toMatchObject({ result: { id: 'dog' }, matches: [] });

      const withoutDog = { ...edited, results: (edited.results ?? []).filter((r) => r.id !== 'dog') };
      await testDb.db.query('UPDATE articles SET quiz = $1::jsonb WHERE id = $2', [JSON.stringify(withoutDog), quiz.id]);
      expect((await get(token)).json()).toEqual({ statusCode: 404, message: 'This result is no longer part of the quiz.' });

      await testDb.db.query('UPDATE articles SET is_deleted = true WHERE id = $1', [quiz.id]);
      expect((await get(token)).json()).toEqual({ statusCode: 404, message: 'The article you are looking for could not be found.' });
    });

    it('404s a token of another edition’s article', async () => {
      const { token } = (await post(turkish.legacyId, { answers: [0, 1, 1] }, {})).json<TriviaOutcome>();
      expect((await get(token, {})).statusCode).toBe(200);
      expect((await get(token, EN)).statusCode).toBe(404);
    });
  });

  describe('configuration', () => {
    it('reads QUIZ_RESULT_SECRET from the environment', () => {
      expect(apiOptionsFromEnv({ QUIZ_RESULT_SECRET: 'from-the-environment' }).quizResultSecret).toBe('from-the-environment');
      expect(apiOptionsFromEnv({ QUIZ_RESULT_SECRET: '' }).quizResultSecret).toBeUndefined();
    });

    it('reads the auth settings from the environment', () => {
      expect(apiOptionsFromEnv({ AUTH_TOKEN_SECRET: 'from-the-environment-0123456789abcdef' }).authTokenSecret).toBe('from-the-environment-0123456789abcdef');
      expect(apiOptionsFromEnv({ AUTH_POW_DIFFICULTY: '20', CAPTCHA_PROVIDER: 'hcaptcha', CAPTCHA_SITE_KEY: 'site', CAPTCHA_SECRET: 'secret' })).toMatchObject({
        powDifficulty: 20,
        captcha: { provider: 'hcaptcha', siteKey: 'site', secret: 'secret' },
      });
      expect(apiOptionsFromEnv({}).powDifficulty).toBeUndefined();
      expect(apiOptionsFromEnv({ CAPTCHA_SITE_KEY: 'site', CAPTCHA_SECRET: 'secret' }).captcha).toBeUndefined();
      expect(() => apiOptionsFromEnv({ AUTH_POW_DIFFICULTY: '99' })).toThrow(/AUTH_POW_DIFFICULTY/);
    });

    it('refuses to start in production without its secrets', async () => {
      const previous = process.env['NODE_ENV'];
      process.env['NODE_ENV'] = 'production';
      try {
        // Each missing secret stops the start, whichever is checked first.
        const authTokenSecret = 'quiz-spec-auth-token-secret-0123456789';
        await expect(buildApp({ db: testDb.db, mediaDir: MEDIA_DIR, cache: false })).rejects.toThrow(/AUTH_TOKEN_SECRET|QUIZ_RESULT_SECRET/);
        // Production also needs SMTP (mail.spec.ts); mail kept in the outbox on purpose stands in for it here.
        const mail = { transport: 'outbox' };
        await expect(buildApp({ db: testDb.db, mediaDir: MEDIA_DIR, cache: false, authTokenSecret, mail })).rejects.toThrow(/QUIZ_RESULT_SECRET/);
        await expect(buildApp({ db: testDb.db, mediaDir: MEDIA_DIR, cache: false, quizResultSecret: SECRET, mail })).rejects.toThrow(/AUTH_TOKEN_SECRET/);
        const configured = await buildApp({ db: testDb.db, mediaDir: MEDIA_DIR, cache: false, quizResultSecret: SECRET, authTokenSecret, mail });
        await configured.close();
      } finally {
        process.env['NODE_ENV'] = previous;
      }
    });
  });
});
