import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { contentApi } from '@meydan/content/data-access';
import { announceConsent, parseConsent } from '@meydan/shared/util/cookies';
import { COLLECTOR_EVENTS_URL, installTracker, PAGE_TRACKING_KEY } from '@meydan/shared/util/tracking';
import type { Article, TrackingEvent } from '@meydan/shared/contracts';
import { quizArticleFixture, triviaQuizFixture } from '@meydan/shared/testing';
import type { I18n } from '@meydan/shared/util/i18n';
import { StaticRouter } from '@meydan/shared/util/router';
import { ArticlePage } from './article-page';
import { contentI18n, scriptedStore } from './testing/page-harness';

function newsArticle(legacyId: number, title: string): Article {
  const base = quizArticleFixture(triviaQuizFixture(), legacyId);
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    ...base,
    title,
    route: `/content/${slug}-${legacyId}`,
    kind: 'news',
    quiz: undefined,
    categories: [{ _id: 'c-news', name: 'News', slug: 'news', route: '/news-news', parent: null, edition: 'en' }],
    entries: [{ mode: 'text', text: { plain: `${title} body.` } }] as Article['entries'],
    counts: { view: 1200, share: 0, comment: 0 },
  };
}

const first = newsArticle(10050, 'Harbour reopens');
const second = newsArticle(10051, 'Bridge closes');

let i18n: I18n;
beforeAll(async () => {
  i18n = await contentI18n('en');
});

/** The collector as the page reaches it: no sendBeacon in jsdom, so the keepalive fetch carries each event. */
let sent: TrackingEvent[];
beforeEach(() => {
  sent = [];
  const fetchMock = jest.fn((url: string, init: RequestInit) => {
    if (url === COLLECTOR_EVENTS_URL) sent.push(JSON.parse(init.body as string));
    return Promise.resolve({ ok: true, status: 202 });
  });
  Object.defineProperty(globalThis, 'fetch', { configurable: true, writable: true, value: fetchMock });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'fetch');
  Reflect.deleteProperty(window, PAGE_TRACKING_KEY);
  document.cookie = 'm-consent=; Max-Age=0; Path=/';
  document.cookie = 'notp=; Max-Age=0; Path=/';
  window.history.replaceState(null, '', '/');
});

async function setup() {
  // Categories, recommendations and reactions answer empty; the articles are in the store, as after SSR.
  const { store } = scriptedStore((config) => (config.url === '/counter/state' ? { key: 'article', counts: {}, mine: [] } : { items: [] }));
  for (const article of [first, second]) await store.dispatch(contentApi.util.upsertQueryData('getArticle', String(article.legacyId), article));
  // Strict mode runs every effect twice on mount, as development builds do: still one read.
  const page = (article: Article) => (
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <StaticRouter location={article.route}>
            <ArticlePage routeId="content.article" params={{ slug: article.route.split('/')[2] as string }} edition="en" origin="http://localhost" />
          </StaticRouter>
        </I18nextProvider>
      </Provider>
    </StrictMode>
  );
  return { store, page };
}

const reads = () => sent.filter((event) => event.event.type === 'item_read').map((event) => event.event.itemId);

describe('ArticlePage tracking', () => {
  it('sends one item_read per article shown, again on client-side navigation to another article', async () => {
    const { page } = await setup();
    expect(renderToString(page(first))).toContain('Harbour reopens');
    expect(sent).toEqual([]); // never during SSR

    const view = render(page(first));
    expect(sent).toEqual([{ event: { type: 'item_read', itemId: '10050', itemType: 'article', clientTimestamp: expect.any(Number), timePeriod: expect.any(String) } }]);
    view.rerender(page(first));
    expect(reads()).toEqual(['10050']);

    view.rerender(page(second));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bridge closes');
    expect(reads()).toEqual(['10050', '10051']);
    view.rerender(page(first));
    expect(reads()).toEqual(['10050', '10051', '10050']);
  });

  it('waits until a background tab is shown', async () => {
    const { page } = await setup();
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    render(page(first));
    expect(sent).toEqual([]);
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(reads()).toEqual(['10050']);
    visibility.mockRestore();
  });

  it('sends nothing with the no-tracking flag, now or on later pages', async () => {
    const { page } = await setup();
    window.history.replaceState(null, '', `${first.route}?notp`);
    const view = render(page(first));
    view.unmount();
    window.history.replaceState(null, '', second.route);
    render(page(second));
    expect(sent).toEqual([]);
  });

  it('sends item_share with the network when a share button is used and shows the share at once', async () => {
    const { page } = await setup();
    render(page(first));
    expect(screen.queryByText(/share/, { selector: '.article__counts' })).not.toBeInTheDocument();

    const [headerX] = screen.getAllByRole('link', { name: 'Share on X' });
    headerX?.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot open the network's page
    fireEvent.click(headerX as HTMLElement);
    expect(sent.filter((event) => event.event.type === 'item_share')).toEqual([
      { event: { type: 'item_share', itemId: '10050', itemType: 'article', metadata: { network: 'x' }, clientTimestamp: expect.any(Number), timePeriod: expect.any(String) } },
    ]);
    // The store notifies subscribers on the next animation frame (RTK auto-batching).
    await waitFor(() => expect(document.querySelector('.article__counts')).toHaveTextContent('1.2K views · 1 share'));

    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: jest.fn(() => Promise.resolve()) } });
    const [, footerCopy] = screen.getAllByRole('button', { name: 'Copy link' });
    await act(async () => {
      fireEvent.click(footerCopy as HTMLElement);
    });
    expect(sent.filter((event) => event.event.type === 'item_share').map((event) => event.event.metadata?.network)).toEqual(['x', 'copy']);
    // The page shows the reader's own share once; the server keeps counting within its daily bound.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('.article__counts')).toHaveTextContent('1.2K views · 1 share');
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('with analytics consent, hands the read to the tracker, which sends it with the session and follows the body', async () => {
    document.cookie = 'm-consent=1.a.rec-1; Path=/';
    installTracker({ checkStatus: false });
    const { page } = await setup();
    render(page(first));
    await waitFor(() => expect(reads()).toEqual(['10050']));
    expect(sent[0]).toMatchObject({
      userId: expect.stringMatching(/^a_[0-9a-f]{32}$/),
      sessionId: expect.stringMatching(/^s_[0-9a-f]{32}$/),
      event: { type: 'item_read', itemId: '10050', wordCount: 3 },
    });
    expect(document.querySelector('[data-read-body="10050"]')).toHaveTextContent('Harbour reopens body.');
    // Withdrawn: the tracker stops and forgets its ids; only the anonymous counts remain.
    announceConsent(parseConsent('1.-.rec-1') as NonNullable<ReturnType<typeof parseConsent>>);
    document.cookie = 'm-consent=1.-.rec-1; Path=/';
    expect(localStorage.length).toBe(0);
  });
});
