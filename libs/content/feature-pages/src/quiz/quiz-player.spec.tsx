import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { Article, ArticleEntry, QuizOutcome } from '@meydan/shared/contracts';
import { contentApi } from '@meydan/content/data-access';
import { makeStore } from '@meydan/shared/data-access/store';
import { personalityQuizFixture, quizArticleFixture, triviaQuizFixture } from '@meydan/shared/testing';
import { createI18n, type I18n } from '@meydan/shared/util/i18n';
import { StaticRouter } from '@meydan/shared/util/router';
import { ArticlePage } from '../article-page';
import { QuizPlayer, type QuizPlayerProps } from './quiz-player';

// user-event plays every key with real event sequences; a whole quiz takes a few seconds.
jest.setTimeout(30_000);

const I18N_DIR = join(__dirname, '../../../../../apps/content/src/i18n');
const content = Object.fromEntries(['tr', 'en', 'ru'].map((lang) => [lang, JSON.parse(readFileSync(join(I18N_DIR, `${lang}.json`), 'utf8'))]));

const trivia = quizArticleFixture(triviaQuizFixture(), 10042);
const personality = quizArticleFixture(personalityQuizFixture(), 10043);
const TOKEN = 'AQB0AAAnOgACAAM.c2lnbmF0dXJlLW9mLTE2LWJ5dGVz';

type Responder = (config: AxiosRequestConfig) => unknown;

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n({ edition: 'en', resources: { content } });
});

function outcomeFor(article: Article, answers: number[]): QuizOutcome {
  if (article.quiz?.type === 'trivia') {
    const score = answers.filter((answer, index) => [0, 1, 1][index] === answer).length;
    return { type: 'trivia', articleId: article.legacyId, route: article.route, token: TOKEN, score, total: 3, percent: Math.round((score * 100) / 3), grade: null };
  }
  const results = article.quiz?.results ?? [];
  return { type: 'personality', articleId: article.legacyId, route: article.route, token: TOKEN, result: results[0] as NonNullable<typeof results[0]>, matches: [] };
}

/** The API as the store sees it: POST answers → outcome (by default), GET a token → `shared`. */
function mockApi(respond: Responder) {
  const request = jest.fn(async (config: AxiosRequestConfig) => ({ data: await respond(config) }));
  return { http: { request } as unknown as AxiosInstance, request };
}

const renderEntry = (entry: ArticleEntry, index: number): ReactNode => <p data-entry={index}>{entry.text?.plain}</p>;

function tree(props: Partial<QuizPlayerProps> & { article: Article }, http: AxiosInstance, location: string) {
  const store = makeStore({ http });
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <StaticRouter location={location}>
          <QuizPlayer edition="en" renderEntry={renderEntry} {...props} />
        </StaticRouter>
      </I18nextProvider>
    </Provider>
  );
}

function setup(article: Article, options: { respond?: Responder; search?: string; initialResult?: QuizOutcome | null } = {}) {
  const api = mockApi(options.respond ?? ((config) => outcomeFor(article, (config.data as { answers: number[] }).answers)));
  const user = userEvent.setup();
  const view = render(tree({ article, initialResult: options.initialResult }, api.http, `${article.route}${options.search ?? ''}`));
  const live = () => view.container.querySelector('.quiz__game > [role="status"]') as HTMLElement;
  return { ...api, user, view, live };
}

/** Tabs into the current question's radio group, moves with the arrow keys and confirms with Enter. */
async function answerWithKeyboard(user: ReturnType<typeof userEvent.setup>, choice: number) {
  await user.tab();
  expect(document.activeElement).toHaveAttribute('type', 'radio');
  await user.keyboard(' ');
  for (let step = 0; step < choice; step += 1) await user.keyboard('{ArrowDown}');
  await user.keyboard('{Enter}');
}

describe('QuizPlayer: trivia', () => {
  it('is played with the keyboard: feedback after each answer, then the score, grade and share links', async () => {
    const { user, live, request } = setup(trivia);
    expect(screen.getByText('Ten seconds per question, no peeking.')).toBeInTheDocument();
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    const first = screen.getByRole('group', { name: /Question 1 of 3: What is the capital of France\?/ });
    expect(within(first).getAllByRole('radio')).toHaveLength(3);

    await answerWithKeyboard(user, 0);
    expect(live()).toHaveTextContent('Correct! Paris has been the capital for most of French history.');
    expect(screen.getByText('Correct!', { selector: '.quiz-feedback__verdict' })).toBeInTheDocument();
    expect(within(first).getByText('Right answer')).toBeInTheDocument();
    for (const radio of within(first).getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(document.activeElement).toHaveTextContent('Next question');
    await user.keyboard('{Enter}');

    // The lead-in text between questions comes with the question it introduces.
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    expect(document.activeElement).toHaveTextContent('What is the capital of Japan?');
    await answerWithKeyboard(user, 0); // Osaka: wrong
    expect(live()).toHaveTextContent('Not quite. The right answer: Tokyo. Tokyo became the capital in 1868.');
    expect(screen.getByText('Your answer')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Halfway there!')).toBeInTheDocument();

    await answerWithKeyboard(user, 1); // Ottawa: right, no explanation
    expect(live()).toHaveTextContent(/^Correct!$/);
    expect(document.activeElement).toHaveTextContent('See my score');
    await user.keyboard('{Enter}');

    expect(document.activeElement).toHaveTextContent('Your score');
    expect(screen.getByText('2 of 3 right (67%)')).toBeInTheDocument();
    expect(screen.getByText('Well travelled')).toBeInTheDocument();
    expect(live()).toHaveTextContent('Quiz finished. 2 of 3 right (67%). Well travelled');
    expect(screen.getByText('Thanks for playing.')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', url: '/articles/10042/quiz-result', data: { answers: [0, 0, 1] } }));

    const share = await screen.findByRole('group', { name: 'Share your result' });
    // Named by the section's heading: the words are shown once, not again beside the buttons.
    expect(screen.getAllByText('Share your result')).toHaveLength(1);
    const url = `http://localhost/content/how-well-do-you-know-capitals-10042?result=${TOKEN}`;
    expect(screen.getByRole('link', { name: 'Link to your result' })).toHaveAttribute('href', url);
    const x = within(share).getByRole('link', { name: /X/ }).getAttribute('href') ?? '';
    expect(new URL(x).searchParams.get('url')).toBe(url);
    expect(new URL(x).searchParams.get('text')).toBe('I scored 2/3 in “How well do you know capitals?”');
    for (const network of [/Facebook/, /WhatsApp/, /Telegram/]) expect(within(share).getByRole('link', { name: network }).getAttribute('href')).toContain(encodeURIComponent(url));
    expect(within(share).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('asks for a choice when Enter is pressed before choosing, and starts over on demand', async () => {
    const { user } = setup(trivia);
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose an answer first.');
    await user.click(screen.getByRole('radio', { name: 'Nice' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    expect(document.activeElement).toHaveTextContent('What is the capital of France?');
    expect(screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
  });

  it('offers a retry when the share link cannot be made; the score shows regardless', async () => {
    let fail = true;
    const { user } = setup(trivia, {
      respond: (config) => {
        if (fail) throw Object.assign(new Error('down'), { statusCode: 503 });
        return outcomeFor(trivia, (config.data as { answers: number[] }).answers);
      },
    });
    for (const choice of [0, 1, 1]) {
      await answerWithKeyboard(user, choice);
      await user.keyboard('{Enter}');
    }
    expect(screen.getByText('3 of 3 right (100%)')).toBeInTheDocument();
    expect(await screen.findByText(/We couldn’t create a share link/)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Link to your result' })).toHaveAttribute('href', expect.stringContaining(`?result=${TOKEN}`));
  });
});

describe('QuizPlayer: personality', () => {
  it('asks the warm-up questions first, then shows the result with a bar per result', async () => {
    const outcome: QuizOutcome = {
      type: 'personality',
      articleId: 10043,
      route: personality.route,
      token: TOKEN,
      result: { id: 'cat', title: 'The Cat', description: 'Independent and curious.' },
      matches: [],
    };
    const { user, live, request } = setup(personality, { respond: () => outcome });
    const titles: string[] = [];
    for (const choice of [1, 1, 0, 0]) {
      titles.push(screen.getByRole('heading', { level: 2 }).textContent ?? '');
      await answerWithKeyboard(user, choice);
    }
    expect(titles).toEqual([
      'Question 1 of 4: Warm-upPick a colour',
      'Question 2 of 4: Warm-upMorning or evening?',
      'Question 3 of 4: How do you spend Saturday?',
      'Question 4 of 4: Favourite snack?',
    ]);
    // Entry order for the API: colour, Saturday, morning/evening, snack.
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', data: { answers: [1, 0, 1, 0] } }));
    expect(document.activeElement).toHaveTextContent('Your result');
    expect(screen.getByText('The Cat', { selector: '.quiz-outcome__title' })).toBeInTheDocument();
    expect(screen.getByText('Independent and curious.')).toBeInTheDocument();
    expect(live()).toHaveTextContent('Quiz finished. The Cat');
    const bars = screen.getAllByRole('listitem').filter((item) => item.classList.contains('quiz-matches__item'));
    expect(bars.map((bar) => bar.textContent)).toEqual(['The Cat75%', 'The Dog0%', 'The Fish25%']);
    expect((bars[0]?.querySelector('.quiz-matches__fill') as HTMLElement).style.width).toBe('75%');
    expect(await screen.findByRole('link', { name: 'Link to your result' })).toHaveAttribute('href', `http://localhost${personality.route}?result=${TOKEN}`);

    await user.click(screen.getByRole('button', { name: 'Play again' }));
    expect(document.activeElement).toHaveTextContent('Pick a colour');
  });
});

describe('QuizPlayer: shared results and server rendering', () => {
  const shared: QuizOutcome = {
    type: 'personality',
    articleId: 10043,
    route: personality.route,
    token: TOKEN,
    result: { id: 'fish', title: 'The Fish', description: 'Calm and easy-going.' },
    matches: [
      { resultId: 'cat', title: 'The Cat', percent: 20 },
      { resultId: 'dog', title: 'The Dog', percent: 30 },
      { resultId: 'fish', title: 'The Fish', percent: 50 },
    ],
  };

  it('shows a friend’s verified result above the quiz when the address carries ?result=', async () => {
    const { request } = setup(personality, { search: `?result=${TOKEN}`, respond: () => shared });
    const banner = await screen.findByRole('complementary', { name: 'Your friend got “The Fish”' });
    expect(within(banner).getByText('Calm and easy-going.')).toBeInTheDocument();
    expect(within(banner).getByText('50%')).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Take the quiz' })).toHaveAttribute('href', '#quiz-start');
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ url: `/quiz-results/${TOKEN}` }));
  });

  it('takes a result handed in, and ignores one of another article', () => {
    const { view } = setup(personality, { initialResult: shared });
    expect(screen.getByRole('heading', { name: 'Your friend got “The Fish”' })).toBeInTheDocument();
    view.unmount();
    setup(trivia, { initialResult: shared });
    expect(screen.queryByText(/Your friend/)).not.toBeInTheDocument();
  });

  it('renders every question readable on the server, with a note that playing needs JavaScript', () => {
    const { http } = mockApi(() => null);
    const html = renderToString(tree({ article: trivia }, http, trivia.route));
    for (const text of ['What is the capital of France?', 'What is the capital of Japan?', 'Halfway there!', 'Ottawa', 'Thanks for playing.']) expect(html).toContain(text);
    expect(html).toContain('<noscript>');
    expect(html).toContain('Playing this quiz needs JavaScript.');
    // Nothing is revealed and nothing can be pressed before the game takes over.
    expect(html).not.toContain('Paris has been the capital');
    expect(html).not.toContain('Check answer');
  });

  it('renders the entries as they are when the questions cannot be played', () => {
    const broken = { ...personality, quiz: { type: 'personality' as const, results: [] } };
    const { view } = setup(broken);
    expect(view.container.querySelector('.quiz')).toBeNull();
    expect(view.container.querySelectorAll('[data-entry]')).toHaveLength(5);
  });

  it('switches to the game after hydration without a mismatch', async () => {
    const { http } = mockApi(() => null);
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree({ article: trivia }, http, trivia.route));
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { hydrateRoot } = await import('react-dom/client');
    await act(async () => {
      hydrateRoot(container, tree({ article: trivia }, http, trivia.route));
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(within(container).getByRole('button', { name: 'Check answer' })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('.quiz__preview')).toBeNull());
    container.remove();
  });
});

describe('ArticlePage with a quiz article', () => {
  it('plays the quiz in place of the question entries, keeping the text entries in flow', async () => {
    // Categories and recommendations answer empty; the article is already in the store, as after SSR.
    const { http } = mockApi(() => ({ items: [] }));
    const store = makeStore({ http });
    await store.dispatch(contentApi.util.upsertQueryData('getArticle', '10042', trivia));
    render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <StaticRouter location={trivia.route}>
            <ArticlePage routeId="content.article" params={{ slug: trivia.route.split('/')[2] as string }} edition="en" origin="http://localhost" />
          </StaticRouter>
        </I18nextProvider>
      </Provider>,
    );
    expect(screen.getByRole('region', { name: 'Quiz' })).toBeInTheDocument();
    expect(screen.getByText('Ten seconds per question, no peeking.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Question 1 of 3/ })).toBeInTheDocument();
    expect(screen.queryByText('What is the capital of Japan?')).not.toBeInTheDocument();
  });
});
