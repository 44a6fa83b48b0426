import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import type { ForYouResponse } from '@meydan/shared/contracts';
import type { I18n } from '@meydan/shared/util/i18n';
import type { Edition } from '@meydan/shared/util/routing';
import { loadForYou } from './for-you-loader';
import { ForYouPage } from './for-you-page';
import { apiError, contentI18n, loaderContext, renderPage, type Responder, scriptedStore, storyFixture } from './testing/page-harness';

const PAGE_SIZE = 15;

/** A feed of `total` stories in `mode`, 15 a page, hasNextPage only (like the API). */
function feed(mode: ForYouResponse['mode'], total: number): Responder {
  return (config: AxiosRequestConfig) => {
    if (config.url !== '/browse/for-you') throw new Error(`unexpected ${config.url}`);
    const page = Number(config.params?.['page'] ?? 1);
    const first = (page - 1) * PAGE_SIZE;
    const items = Array.from({ length: Math.max(0, Math.min(PAGE_SIZE, total - first)) }, (_, i) => storyFixture(first + i + 1));
    const basedOn = mode === 'personal' ? [{ _id: 'tag-trailers', name: 'Trailers', route: '/tag/trailers-news' }] : [];
    return { mode, basedOn, items, pagination: { page, limit: PAGE_SIZE, hasNextPage: first + items.length < total } } satisfies ForYouResponse;
  };
}

let i18n: Record<Edition, I18n>;
beforeAll(async () => {
  i18n = { tr: await contentI18n('tr'), en: await contentI18n('en'), ru: await contentI18n('ru') };
});

function renderForYou(respond: Responder, edition: Edition = 'en') {
  const api = scriptedStore(respond);
  const view = renderPage(<ForYouPage routeId="content.for-you" params={{}} edition={edition} origin="https://meydan.test" />, api.store, i18n[edition], '/sanaozel');
  return { ...api, view, user: userEvent.setup() };
}

describe('/sanaozel loader', () => {
  const context = (store: ReturnType<typeof scriptedStore>['store'], edition: Edition, isServer: boolean) =>
    loaderContext(store, i18n[edition], { edition, routeId: 'content.for-you', pathname: '/sanaozel', isServer });

  it('keeps the feed out of the server HTML (no reader cookie there, shared cache headers) and the page out of indexes', async () => {
    const { store, calls } = scriptedStore(feed('personal', 3));
    expect(await loadForYou(context(store, 'tr', true))).toEqual({
      head: {
        title: 'Sana özel | Meydan',
        description: 'Sana özel Meydan akışın: tepki verdiğin konulardan seçilen içerikler.',
        canonical: 'https://meydan.test/sanaozel',
        noindex: true,
      },
    });
    expect(calls).toEqual([]);
  });

  it('fetches a fresh first page before a browser navigation swaps the page in', async () => {
    const { store, calls } = scriptedStore(feed('popular', 3));
    await loadForYou(context(store, 'en', false));
    await loadForYou(context(store, 'en', false));
    expect(calls.map((call) => [call.url, call.params])).toEqual([
      ['/browse/for-you', { page: 1 }],
      ['/browse/for-you', { page: 1 }],
    ]);
  });
});

describe('/sanaozel page', () => {
  it('loads in the browser, explains a personal feed and names the topics it used', async () => {
    renderForYou(feed('personal', 20));
    expect(screen.getByRole('heading', { level: 1, name: 'For you' })).toBeInTheDocument();
    expect(screen.getByText('Loading…')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Based on stories you reacted to.')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(15);
    const topics = screen.getByRole('list', { name: 'Topics from your reactions' });
    expect(within(topics).getByRole('link', { name: '#Trailers' })).toHaveAttribute('href', '/trailers-news');
  });

  it('loads more in place and moves focus to the first new story; the button goes at the end', async () => {
    const { user, calls } = renderForYou(feed('personal', 20));
    const more = await screen.findByRole('button', { name: 'Load more' });
    await user.click(more);
    const added = await screen.findByRole('region', { name: 'Page 2' });
    expect(within(added).getAllByRole('article')).toHaveLength(5);
    await waitFor(() => expect(document.activeElement).toBe(within(added).getAllByRole('link')[0]));
    expect(within(added).getByRole('heading', { name: 'Story number 16' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls.map((call) => call.params?.['page'])).toEqual([1, 2]);
  });

  it('tells a visitor without signals that this is the popular feed and how to personalise it', async () => {
    renderForYou(feed('popular', 15));
    expect(await screen.findByText('Popular on Meydan right now — react to stories to personalise this feed.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Topics from your reactions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('has an empty state for a reader who has reacted to everything, in their language', async () => {
    renderForYou(feed('personal', 0), 'ru');
    expect(screen.getByRole('heading', { level: 1, name: 'Для вас' })).toBeInTheDocument();
    expect(await screen.findByText('Вы уже отреагировали на всё, что мы смогли подобрать. Загляните позже — появятся новые материалы.')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('shows an error with a retry that recovers', async () => {
    let fail = true;
    const ok = feed('popular', 3);
    const { user } = renderForYou((config) => {
      if (fail) throw apiError(503);
      return ok(config);
    }, 'tr');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Hata! Bir hata oluştu.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText("Şu an Meydan'da çok okunanlar — akışını kişiselleştirmek için içeriklere tepki ver.")).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });
});
