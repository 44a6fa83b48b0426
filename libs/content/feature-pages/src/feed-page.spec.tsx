import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ArticleSummary, Category } from '@meydan/shared/contracts';
import type { I18n } from '@meydan/shared/util/i18n';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import type { Edition } from '@meydan/shared/util/routing';
import { FEED_POLL_MS, FeedPage } from './feed-page';
import { loadFeed } from './feed-loader';
import { apiError, contentI18n, loaderContext, renderPage, type Responder, scriptedStore } from './testing/page-harness';
import { callsTo, listResponse, streamStory } from './testing/stream-fixtures';

// 12:00 UTC is 15:00 in Istanbul: stories of the same Istanbul day show only their time.
const NOW = Date.parse('2026-11-21T12:00:00Z');

const CATEGORIES: Category[] = [
  {
    _id: 'c-business',
    name: 'İş Dünyası',
    slug: 'business',
    route: '/business',
    parent: null,
    edition: 'tr',
    subs: [{ _id: 'c-economy', name: 'Ekonomi', slug: 'economy', route: '/business/economy', parent: 'c-business', edition: 'tr' }],
  },
  { _id: 'c-news', name: 'Gündem', slug: 'news', route: '/news', parent: null, edition: 'tr' },
];

const economy = [{ _id: 'c-business', name: 'İş Dünyası', slug: 'business', route: '/business', parent: null, edition: 'tr' as const }, { _id: 'c-economy', name: 'Ekonomi', slug: 'economy', route: '/business/economy', parent: 'c-business', edition: 'tr' as const }];
const story = streamStory;

let i18n: Record<Edition, I18n>;
beforeAll(async () => {
  i18n = { tr: await contentI18n('tr'), en: await contentI18n('en'), ru: await contentI18n('ru') };
});

beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});

afterEach(() => {
  jest.restoreAllMocks();
});

/** A store whose API answers /categories and hands /articles calls to `articles`. */
function api(articles: Responder) {
  return scriptedStore((config) => (config.url === '/categories' ? { items: CATEGORIES } : articles(config)));
}

function renderFeed(store: ReturnType<typeof api>['store'], { edition = 'tr', slug }: { edition?: Edition; slug?: string } = {}) {
  const props: RoutePageProps = { routeId: 'content.feed', params: slug ? { slug } : {}, edition, origin: 'https://meydan.test' };
  return renderPage(<FeedPage {...props} />, store, i18n[edition], slug ? `/akis/${slug}` : '/akis');
}

/** Runs the feed's poll as the interval would: every FEED_POLL_MS while the page is open. */
function pollTimer() {
  const setInterval = jest.spyOn(window, 'setInterval');
  return async () => {
    const call = setInterval.mock.calls.find(([, ms]) => ms === FEED_POLL_MS);
    if (!call) throw new Error('the feed does not poll');
    await act(async () => (call[0] as () => void)());
  };
}

/** The titles the feed shows, top to bottom. */
function shownTitles(): string[] {
  const region = screen.getByRole('region', { name: /En yeni haberler|Latest stories/ });
  return within(region)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('heading', { level: 3 }).textContent ?? '');
}

describe('FeedPage', () => {
  const first = [
    story('Merkez bankası faizi sabit tuttu', '2026-11-21T11:55:00.000Z', { categories: economy }),
    story('Meclis yeni yasayı kabul etti', '2026-11-21T09:30:00.000Z'),
    story('Gece yarısı depremi', '2026-11-20T20:50:00.000Z'),
  ];
  const titles = (items: ArticleSummary[]) => items.map((item) => item.title);

  it('shows each story with its time of day and how long ago, section, link and summary, newest first', async () => {
    const { store, calls } = api(() => listResponse(first, true));
    renderFeed(store);
    expect(await screen.findByRole('heading', { level: 1, name: 'Akış' })).toBeInTheDocument();
    await screen.findByRole('link', { name: first[0]?.title });
    expect(shownTitles()).toEqual(titles(first));
    const [today, morning, yesterday] = within(screen.getByRole('region', { name: 'En yeni haberler' })).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
    // Istanbul time: 11:55 UTC is 14:55; 20:50 UTC on the 20th is 23:50 that day.
    expect(today.querySelector('time')).toHaveAttribute('dateTime', first[0]?.published);
    expect([today, morning, yesterday].map((item) => item.querySelector('.feed-entry__clock')?.textContent)).toEqual(['14:55', '12:30', '23:50']);
    // Seen at 12:00 UTC; the exact date and time is the title and the screen-reader text.
    expect([today, morning, yesterday].map((item) => item.querySelector('time')?.firstChild?.nodeValue)).toEqual(['5 dk. önce', '2 sa. önce', '15 sa. önce']);
    expect(yesterday.querySelector('time')).toHaveAttribute('title', '20.11.2026 - 23:50');
    expect(yesterday.querySelector('time')).toHaveTextContent('15 sa. önce (20.11.2026 - 23:50)');
    expect(within(today).getByText('Ekonomi')).toBeInTheDocument();
    expect(within(today).getByRole('link', { name: first[0]?.title })).toHaveAttribute('href', first[0]?.route);
    expect(within(today).getByText(`Summary of ${first[0]?.title}`)).toBeInTheDocument();
    expect(callsTo(calls, '/articles')).toEqual([{ limit: 20, useHasNextPage: true, view: 'card' }]);

    const chips = within(screen.getByRole('navigation', { name: 'Bölümlere göre akış' })).getAllByRole('link');
    expect(chips.map((chip) => [chip.textContent, chip.getAttribute('href'), chip.getAttribute('aria-current')])).toEqual([
      ['Tümü', '/akis', 'page'],
      ['İş Dünyası', '/akis/business', null],
      ['Gündem', '/akis/news', null],
    ]);
  });

  it('narrows the feed to a subcategory and marks its chip beside its section', async () => {
    const { store, calls } = api(() => listResponse(first.slice(0, 1), false));
    renderFeed(store, { slug: 'economy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Akış: Ekonomi' })).toBeInTheDocument();
    expect(callsTo(calls, '/articles')).toEqual([{ categoryId: 'economy', limit: 20, useHasNextPage: true, view: 'card' }]);
    const chips = within(screen.getByRole('navigation', { name: 'Bölümlere göre akış' })).getAllByRole('link');
    expect(chips.map((chip) => [chip.textContent, chip.getAttribute('aria-current')])).toEqual([
      ['Tümü', null],
      ['İş Dünyası', null],
      ['Ekonomi', 'page'],
      ['Gündem', null],
    ]);
    expect(await screen.findByText('Akışın sonuna geldin.')).toBeInTheDocument();
  });

  it('loads older stories by time cursor, appends them and moves focus to the first new one', async () => {
    const older = [story('Eski haber bir', '2026-11-19T08:00:00.000Z'), story('Eski haber iki', '2026-11-18T08:00:00.000Z')];
    const { store, calls } = api((config) => (config.params?.['before'] ? listResponse(older, false) : listResponse(first, true)));
    renderFeed(store);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Daha eski haberler' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Eski haber bir' })).toHaveFocus());
    const last = first[2] as ArticleSummary;
    expect(callsTo(calls, '/articles')[1]).toEqual({ limit: 20, useHasNextPage: true, before: last.published, beforeId: last.legacyId, view: 'card' });
    expect(shownTitles()).toEqual([...titles(first), ...titles(older)]);
    expect(screen.queryByRole('button', { name: 'Daha eski haberler' })).not.toBeInTheDocument();
    expect(screen.getByText('Akışın sonuna geldin.')).toBeInTheDocument();
  });

  it('says when older stories fail to load and retries from the same button', async () => {
    let fail = true;
    const older = [story('Sonradan gelen', '2026-11-19T08:00:00.000Z')];
    const { store } = api((config) => {
      if (!config.params?.['before']) return listResponse(first, true);
      if (fail) throw apiError(503);
      return listResponse(older, false);
    });
    renderFeed(store);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Daha eski haberler' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hata! Bir hata oluştu.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Sonradan gelen' })).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks for newer stories every minute and shows them only when the reader asks', async () => {
    const fresh = [story('Son dakika: seçim sonuçları', '2026-11-21T11:59:00.000Z'), story('Borsa rekor kırdı', '2026-11-21T11:57:00.000Z')];
    // `since` is inclusive: the newest story shown comes back with the new ones.
    const { store, calls } = api((config) => (config.params?.['since'] ? listResponse([...fresh, first[0] as ArticleSummary], false, 50) : listResponse(first, false)));
    const poll = pollTimer();
    renderFeed(store);
    await screen.findByRole('link', { name: first[0]?.title });
    await poll();
    const pill = await screen.findByRole('button', { name: '2 yeni haber' });
    expect(pill.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(callsTo(calls, '/articles')[1]).toEqual({ limit: 50, useHasNextPage: true, since: first[0]?.published, view: 'card' });
    expect(shownTitles()).toEqual(titles(first));

    const user = userEvent.setup();
    await user.click(pill);
    expect(shownTitles()).toEqual([...titles(fresh), ...titles(first)]);
    await waitFor(() => expect(screen.getByRole('link', { name: fresh[0]?.title })).toHaveFocus());
    expect(screen.queryByRole('button', { name: /yeni haber/ })).not.toBeInTheDocument();
  });

  it('starts over from the newest story when more arrived than one check brings', async () => {
    const fresh = [story('Breaking one', '2026-11-21T11:59:00.000Z'), story('Breaking two', '2026-11-21T11:58:00.000Z'), story('Breaking three', '2026-11-21T11:57:00.000Z')];
    let head = first;
    const { store, calls } = api((config) => (config.params?.['since'] ? listResponse(fresh, true, 50) : listResponse(head, true)));
    const poll = pollTimer();
    renderFeed(store, { edition: 'en' });
    await screen.findByRole('link', { name: first[0]?.title });
    await poll();
    head = [...fresh, ...first];
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '3+ new stories' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Breaking one' })).toHaveFocus());
    expect(shownTitles()).toEqual(titles(head));
    expect(callsTo(calls, '/articles')).toHaveLength(3);
    expect(callsTo(calls, '/articles')[2]).toEqual({ limit: 20, useHasNextPage: true, view: 'card' });
  });

  it('shows a retry when the first page fails, and an empty state when there is nothing yet', async () => {
    let fail = true;
    const { store } = api(() => {
      if (fail) throw apiError(500);
      return listResponse([], false);
    });
    renderFeed(store, { edition: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Oups! A mistake has occurred.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No stories in this section yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Older stories' })).not.toBeInTheDocument();
    expect(screen.queryByText('You’ve reached the end of the feed.')).not.toBeInTheDocument();
  });

  it('shows English times in the edition’s format and zone', async () => {
    renderFeed(api(() => listResponse(first, false)).store, { edition: 'en' });
    await screen.findByRole('link', { name: first[0]?.title });
    const items = within(screen.getByRole('region', { name: 'Latest stories' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.feed-entry__clock')?.textContent)).toEqual(['11:55am', '09:30am', '08:50pm']);
    expect(items.map((item) => item.querySelector('time')?.firstChild?.nodeValue)).toEqual(['5 minutes ago', '2 hours ago', '15 hours ago']);
    expect(items.map((item) => item.querySelector('time')?.getAttribute('title'))).toEqual(['November 21 2026 - 11:55am', 'November 21 2026 - 09:30am', 'November 20 2026 - 08:50pm']);
  });
});

describe('loadFeed', () => {
  const articles: Responder = (config) => (config.params?.['categoryId'] === 'sport' ? Promise.reject(apiError(404)) : listResponse([], false));
  const context = ({ store }: ReturnType<typeof api>, edition: Edition, slug?: string) =>
    loaderContext(store, i18n[edition], { edition, routeId: 'content.feed', pathname: slug ? `/akis/${slug}` : '/akis', params: slug ? { slug } : {} });

  it('keeps the tr feed out of indexes but lets crawlers follow its stories; en and ru are indexed', async () => {
    const tr = await loadFeed(context(api(articles), 'tr', 'economy'));
    expect(tr).toEqual({
      head: {
        title: 'Ekonomi akışı: son dakika haberleri | Meydan',
        description: 'Ekonomi bölümünde yayımlanan en yeni haberler, dakika dakika ve yayımlanma sırasıyla Meydan Akış’ta.',
        noindex: 'follow',
        og: expect.objectContaining({ 'og:url': 'https://meydan.test/akis/economy', 'og:title': 'Ekonomi akışı: son dakika haberleri | Meydan' }),
      },
    });
    const en = await loadFeed(context(api(articles), 'en'));
    expect(en?.head).toMatchObject({ title: 'Live feed: the latest stories minute by minute | Meydan', canonical: 'https://meydan.test/akis' });
    expect(en?.head?.noindex).toBeUndefined();
    expect((await loadFeed(context(api(articles), 'ru')))?.head?.title).toBe('Лента: последние новости минута за минутой | Meydan');
  });

  it('answers 404 for a slug that is no section of the edition, without asking the API when it is no section at all', async () => {
    const unknown = api(articles);
    expect(await loadFeed(context(unknown, 'tr', 'nope'))).toEqual({ status: 404 });
    expect(unknown.calls).toEqual([]);
    expect(await loadFeed(context(api(articles), 'tr', 'sport'))).toEqual({ status: 404 });
  });

  it('answers 500 when the stories cannot be read', async () => {
    expect(await loadFeed(context(api(() => Promise.reject(apiError(503))), 'tr'))).toEqual({ status: 500 });
  });
});
