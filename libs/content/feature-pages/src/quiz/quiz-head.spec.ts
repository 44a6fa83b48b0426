import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import type { Article, QuizOutcome } from '@meydan/shared/contracts';
import { makeStore } from '@meydan/shared/data-access/store';
import { personalityQuizFixture, quizArticleFixture, triviaQuizFixture } from '@meydan/shared/testing';
import { createI18n, type I18n } from '@meydan/shared/util/i18n';
import type { HeadData, RouteContext } from '@meydan/shared/util/remote-kit';
import { quizResultHead, quizResultToken, quizResultUrl, sharedQuizResultHead } from './quiz-head';

const I18N_DIR = join(__dirname, '../../../../../apps/content/src/i18n');
const content = Object.fromEntries(['tr', 'en', 'ru'].map((lang) => [lang, JSON.parse(readFileSync(join(I18N_DIR, `${lang}.json`), 'utf8'))]));
const ORIGIN = 'https://en.meydan.test';
const TOKEN = 'AQB0AAAnOgACAAM.c2lnbmF0dXJlLW9mLTE2LWJ5dGVz';

const trivia = quizArticleFixture(triviaQuizFixture(), 10042);
const personality = quizArticleFixture(personalityQuizFixture(), 10043);
const base: HeadData = {
  title: 'Which pet are you? | Meydan',
  description: 'A quiz.',
  canonical: `${ORIGIN}${personality.route}`,
  og: { 'og:type': 'article', 'og:title': 'Which pet are you?', 'og:url': `${ORIGIN}${personality.route}`, 'og:site_name': 'Meydan' },
};
const catOutcome: QuizOutcome = {
  type: 'personality',
  articleId: 10043,
  route: personality.route,
  token: TOKEN,
  result: {
    id: 'cat',
    title: 'The Cat',
    description: 'Independent and curious.',
    image: {
      _id: 'i1',
      resolutions: Object.fromEntries(
        (['standard', 'high', 'extraHigh', 'raw'] as const).map((name, index) => [name, { url: `/media/images/i1/${name}.jpg`, width: 620 * (index + 1), height: 349 * (index + 1), format: 'jpg' }]),
      ) as NonNullable<Extract<QuizOutcome, { type: 'personality' }>['result']['image']>['resolutions'],
    },
  },
  matches: [],
};

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n({ edition: 'en', resources: { content } });
});

function context(search: string, respond: (config: AxiosRequestConfig) => unknown = () => catOutcome) {
  const request = jest.fn(async (config: AxiosRequestConfig) => ({ data: respond(config) }));
  const store = makeStore({ http: { request } as unknown as AxiosInstance });
  const ctx = { edition: 'en', origin: ORIGIN, search, i18n, dispatch: store.dispatch, getState: store.getState } as unknown as RouteContext;
  /** The loader's fetchQuery: the data stays in the store for the page. */
  const fetchQuery = async (thunk: unknown) => {
    const subscription = store.dispatch(thunk as never) as unknown as Promise<{ data?: unknown }> & { unsubscribe(): void };
    const result = await subscription;
    subscription.unsubscribe();
    return result;
  };
  return { ctx, request, fetchQuery, store };
}

describe('quizResultToken', () => {
  it('reads a token-shaped ?result= and ignores anything else', () => {
    expect(quizResultToken(`?result=${TOKEN}`)).toBe(TOKEN);
    expect(quizResultToken(`?utm_source=x&result=${TOKEN}`)).toBe(TOKEN);
    for (const search of ['', '?result=', '?result=abc', '?result=a.b.c', `?result=${'a'.repeat(60)}.${'b'.repeat(41)}`, '?result=<script>.x']) {
      expect(quizResultToken(search)).toBeNull();
    }
  });

  it('builds the shareable address on the article route', () => {
    expect(quizResultUrl(ORIGIN, '/content/which-pet-are-you-10043', TOKEN)).toBe(`${ORIGIN}/content/which-pet-are-you-10043?result=${TOKEN}`);
  });
});

describe('quizResultHead', () => {
  it('describes the result to social networks, points og:url at the link, and keeps search engines on the article', () => {
    const { ctx } = context('');
    const head = quizResultHead(ctx, personality, catOutcome, base);
    expect(head).toMatchObject({
      title: 'I got “The Cat” in “Which pet are you?” | Meydan',
      description: 'Independent and curious.',
      canonical: `${ORIGIN}${personality.route}`,
      noindex: true,
    });
    expect(head.og).toEqual({
      'og:type': 'article',
      'og:site_name': 'Meydan',
      'og:title': 'I got “The Cat” in “Which pet are you?”',
      'og:description': 'Independent and curious.',
      'og:url': `${ORIGIN}${personality.route}?result=${TOKEN}`,
      'og:image': `${ORIGIN}/media/images/i1/extraHigh.jpg`,
      'twitter:card': 'summary_large_image',
      'twitter:title': 'I got “The Cat” in “Which pet are you?”',
      'twitter:description': 'Independent and curious.',
    });
  });

  it('uses the trivia score and grade, or a generic invitation without a grade', () => {
    const { ctx } = context('');
    const graded: QuizOutcome = { type: 'trivia', articleId: 10042, route: trivia.route, token: TOKEN, score: 2, total: 3, percent: 67, grade: { minPercent: 50, title: 'Well travelled', description: 'You know your way around.' } };
    expect(quizResultHead(ctx, trivia, graded, base)).toMatchObject({ title: 'I scored 2/3 in “How well do you know capitals?” | Meydan', description: 'You know your way around.' });
    expect(quizResultHead(ctx, trivia, { ...graded, grade: null }, base).description).toBe('Take the quiz on Meydan and compare your result.');
  });

  it('speaks the edition’s language', () => {
    const { ctx } = context('');
    const head = quizResultHead({ ...ctx, edition: 'tr' }, personality, catOutcome, base);
    expect(head.og?.['og:title']).toBe('“Which pet are you?” testinde sonucum: “The Cat”');
  });
});

describe('sharedQuizResultHead (the article loader’s quiz step)', () => {
  const articleHead = () => base;

  it('verifies the token through the API, keeps the answer in the store and returns the result head', async () => {
    const { ctx, request, fetchQuery, store } = context(`?result=${TOKEN}`);
    const head = await sharedQuizResultHead(ctx, personality, articleHead, fetchQuery);
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ url: `/quiz-results/${TOKEN}` }));
    expect(head?.og?.['og:url']).toBe(`${ORIGIN}${personality.route}?result=${TOKEN}`);
    expect(JSON.stringify(store.getState())).toContain('Independent and curious.');
  });

  it('leaves the plain article head when there is no token, the token fails, or it names another article', async () => {
    const none = context('');
    expect(await sharedQuizResultHead(none.ctx, personality, articleHead, none.fetchQuery)).toBeNull();
    expect(none.request).not.toHaveBeenCalled();

    const failing = context(`?result=${TOKEN}`, () => {
      throw Object.assign(new Error('bad'), { response: { status: 400, data: { message: 'bad token', statusCode: 400 } } });
    });
    expect(await sharedQuizResultHead(failing.ctx, personality, articleHead, failing.fetchQuery)).toBeNull();

    const other = context(`?result=${TOKEN}`);
    expect(await sharedQuizResultHead(other.ctx, trivia, articleHead, other.fetchQuery)).toBeNull();
  });

  it('does not ask the API about tokens on articles that are not quizzes', async () => {
    const { ctx, request, fetchQuery } = context(`?result=${TOKEN}`);
    const news: Article = { ...personality, entries: [{ mode: 'text', text: { plain: 'News.' } }], categories: [], quiz: undefined };
    expect(await sharedQuizResultHead(ctx, news, articleHead, fetchQuery)).toBeNull();
    expect(request).not.toHaveBeenCalled();
  });
});
