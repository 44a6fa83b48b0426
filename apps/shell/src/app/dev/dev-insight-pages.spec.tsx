import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { DevArticle, DevCounterResponse, DevRecoResponse } from '@meydan/shared/contracts';
import { createHttpClient } from '@meydan/shared/data-access/api-client';
import { makeStore } from '@meydan/shared/data-access/store';
import { createI18n } from '@meydan/shared/util/i18n';
import { BrowserRouter, StaticRouter } from '@meydan/shared/util/router';
import { defaultEditionOrigins, type Edition } from '@meydan/shared/util/routing';
import { fakeApi, type FakeApiCall, type FakeApiReply } from '@meydan/shared/testing';
import { ShellContext, type ShellContextValue } from '../shell-context';
import { shellRouteHead } from '../routing/shell-routes';
import { DevCounterPage } from './dev-counter-page';
import { DevRecoPage } from './dev-reco-page';

const i18n: Partial<Record<Edition, I18n>> = {};
beforeAll(async () => {
  for (const edition of ['tr', 'en', 'ru'] as const) i18n[edition] = await createI18n({ edition });
});

const article: DevArticle = {
  _id: '0f6c1e0a-0000-4000-8000-0000000000a1',
  legacyId: 10234,
  edition: 'en',
  title: 'Quake drill in Istanbul',
  route: '/news/quake-drill-in-istanbul-10234',
  kind: 'news',
  published: '2026-05-03T09:00:00.000Z',
  isDraft: false,
  isHidden: true,
  isDeleted: false,
  noindex: false,
};

const counters: DevCounterResponse = {
  article,
  stored: { views: 1200, watches: 0, shares: 7, comments: 4, reactions: 3 },
  counted: { reactions: 3, comments: 1, commentsInReview: 2, favorites: 5 },
  reactions: [
    { emoji: 'love', count: 2 },
    { emoji: 'haha', count: 0 },
    { emoji: 'fire', count: 1 },
  ],
  reactionReaders: 2,
  today: { day: '2026-05-04', views: 31, shares: 2, viewers: 30 },
};

const reco: DevRecoResponse = {
  article,
  tags: ['istanbul', 'quake'],
  categories: ['Economy'],
  recommendations: [
    {
      _id: 'r1',
      legacyId: 10300,
      title: 'The economy after the quake',
      route: '/business/economy-after-the-quake-10300',
      kind: 'news',
      published: '2026-05-02T09:00:00.000Z',
      score: 9,
      sharedTags: ['istanbul', 'quake'],
      sharedCategories: ['Economy'],
      sectionMatches: 1,
    },
  ],
  videos: [],
};

function setup(page: ReactElement, reply: (call: FakeApiCall) => FakeApiReply | Promise<FakeApiReply>, { path = '/dev/counter', edition = 'en' as Edition, server = false } = {}) {
  const http = createHttpClient({ baseURL: '/api/v3.5' });
  const api = fakeApi(reply);
  http.defaults.adapter = api.adapter;
  const shell = { edition, origin: defaultEditionOrigins()[edition], origins: defaultEditionOrigins(), loader: {}, isServer: server } as unknown as ShellContextValue;
  if (!server) window.history.replaceState(null, '', path);
  const tree = (
    <Provider store={makeStore({ http })}>
      <I18nextProvider i18n={i18n[edition] as I18n}>
        <ShellContext.Provider value={shell}>{server ? <StaticRouter location={path}>{page}</StaticRouter> : <BrowserRouter>{page}</BrowserRouter>}</ShellContext.Provider>
      </I18nextProvider>
    </Provider>
  );
  return { tree, calls: api.calls, user: userEvent.setup() };
}

describe('/dev/counter and /dev/reco heads', () => {
  it('keep every developer tool out of search engines, titled in the edition’s language', () => {
    expect(shellRouteHead('shell.dev.counter', (i18n.tr as I18n).getFixedT('tr', 'common'))).toEqual({ title: 'İçerik sayaçları | Meydan', noindex: true });
    expect(shellRouteHead('shell.dev.reco', (i18n.ru as I18n).getFixedT('ru', 'common'))).toEqual({ title: 'Рекомендации к материалу | Meydan', noindex: true });
    expect(shellRouteHead('shell.dev.outbox', (i18n.en as I18n).getFixedT('en', 'common'))).toMatchObject({ noindex: true });
    expect(shellRouteHead('shell.redirect', (i18n.en as I18n).getFixedT('en', 'common'))).toBeUndefined();
  });
});

describe('DevCounterPage', () => {
  it('asks for an article and calls nothing until one is given; the address keeps it', async () => {
    const { tree, calls, user } = setup(<DevCounterPage />, () => ({ status: 200, data: counters }));
    render(tree);
    expect(screen.getByRole('heading', { level: 1, name: 'Article counters' })).toBeInTheDocument();
    expect(screen.getByText("Paste an article's link (from any edition), its number or its id.")).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.type(screen.getByLabelText('Article link, number or id'), ' https://en.localhost:3000/news/quake-drill-in-istanbul-10234 ');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('link', { name: 'Quake drill in Istanbul' })).toHaveAttribute('href', '/news/quake-drill-in-istanbul-10234');
    expect(calls.map((call) => [call.url, call.params])).toEqual([['/dev/counter', { q: 'https://en.localhost:3000/news/quake-drill-in-istanbul-10234' }]]);
    expect(new URLSearchParams(window.location.search).get('q')).toBe('https://en.localhost:3000/news/quake-drill-in-istanbul-10234');
  });

  it('shows stored and counted counters side by side, flags the ones that differ, each emoji and today’s counts', async () => {
    const { tree } = setup(<DevCounterPage />, () => ({ status: 200, data: counters }), { path: '/dev/counter?q=10234' });
    render(tree);
    const table = await screen.findByRole('table');
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(within(row('Views')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1,200', '–', '31']);
    expect(within(row('Shares')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['7', '–', '2']);
    expect(within(row('Comments')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['4', '1 · Differs from the stored counter', '–']);
    expect(within(row('Reactions')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['3', '3', '–']);
    expect(within(row('Favourites')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['not stored', '5', '–']);
    expect(screen.getByText(/2 comments waiting for review/)).toHaveTextContent('30 readers viewed it today (2026-05-04, UTC).');
    const emojis = within(screen.getByRole('region', { name: 'Reactions by emoji' })).getAllByRole('listitem');
    expect(emojis.map((item) => item.textContent)).toEqual(['❤️ Love 2', '😂 Funny 0', '🔥 Fire 1']);
    expect(screen.getByText('2 readers gave reactions.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'The article' })).toHaveTextContent('No. 10234 · EN edition · news · Published May 03 2026');
    expect(screen.getByText('Hidden from lists')).toBeInTheDocument();
  });

  it('opens another edition’s article on that edition’s host, and speaks the reader’s language', async () => {
    const { tree } = setup(<DevCounterPage />, () => ({ status: 200, data: counters }), { path: '/dev/counter?q=10234', edition: 'ru' });
    render(tree);
    expect(await screen.findByRole('link', { name: 'Quake drill in Istanbul' })).toHaveAttribute('href', `${defaultEditionOrigins().en}/news/quake-drill-in-istanbul-10234`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Счётчики материала');
    expect(screen.getByText(/2 комментария ждут проверки/)).toBeInTheDocument();
  });

  it('renders the loading line on the server and in the first browser paint alike', () => {
    const { tree } = setup(<DevCounterPage />, () => ({ status: 200, data: counters }), { path: '/dev/counter?q=10234', server: true });
    const html = renderToString(tree);
    expect(html).toContain('Article counters');
    expect(html).toContain('value="10234"');
    expect(html).toContain('Counting…');
  });

  it.each([
    [401, 'Sign in again.', "Sign in with an editor or admin account to see this page's data."],
    [403, 'Forbidden', "Only editors and admins can see this page's data."],
    [404, 'The article you are looking for could not be found.', 'The article you are looking for could not be found.'],
    [400, 'Paste an article’s link, its number or its id.', 'Paste an article’s link, its number or its id.'],
  ])('says why when the API answers %s', async (status, message, shown) => {
    const { tree } = setup(<DevCounterPage />, () => ({ status, data: { statusCode: status, message } }), { path: '/dev/counter?q=deprem' });
    render(tree);
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers a retry when the API fails, and shows the counts once it answers', async () => {
    let fail = true;
    const { tree, user } = setup(<DevCounterPage />, () => (fail ? { status: 500, data: { statusCode: 500, message: 'boom' } } : { status: 200, data: counters }), { path: '/dev/counter?q=10234' });
    render(tree);
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('DevRecoPage', () => {
  it('lists the recommendations with their score and what they share, and says when a list is empty', async () => {
    const { tree, calls } = setup(<DevRecoPage />, () => ({ status: 200, data: reco }), { path: '/dev/reco?q=10234' });
    render(tree);
    const recommendations = await screen.findByRole('region', { name: 'Recommendations (1)' });
    const [item] = within(recommendations).getAllByRole('listitem').filter((li) => li.className === 'dev-insight__reco');
    expect(within(item as HTMLElement).getByRole('link', { name: 'The economy after the quake' })).toHaveAttribute('href', '/business/economy-after-the-quake-10300');
    expect(item).toHaveTextContent('Score 9');
    expect(item).toHaveTextContent('Shared tags: istanbul, quake');
    expect(item).toHaveTextContent('Shared categories: Economy');
    expect(item).toHaveTextContent('Categories in the same sections: 1');
    const videos = screen.getByRole('region', { name: 'Related videos (0)' });
    expect(videos).toHaveTextContent('Nothing listed shares a tag or a category with this article.');
    expect(screen.getByText('The article’s tags: istanbul, quake. Categories: Economy.')).toBeInTheDocument();
    expect(calls.map((call) => [call.url, call.params])).toEqual([['/dev/reco', { q: '10234' }]]);
  });

  it('shows the loading line while the recommendations come', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { tree } = setup(
      <DevRecoPage />,
      async () => {
        await gate;
        return { status: 200, data: reco };
      },
      { path: '/dev/reco?q=10234', edition: 'tr' },
    );
    render(tree);
    expect(await screen.findByRole('status')).toHaveTextContent('Öneriler bulunuyor…');
    release();
    expect(await screen.findByRole('heading', { name: /Öneriler/ })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
