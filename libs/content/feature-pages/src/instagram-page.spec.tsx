import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Article, ArticleSummary } from '@meydan/shared/contracts';
import type { I18n } from '@meydan/shared/util/i18n';
import type { Edition } from '@meydan/shared/util/routing';
import { INSTAGRAM_PAGE_SIZE, InstagramPage } from './instagram-page';
import { loadInstagram } from './instagram-loader';
import { apiError, contentI18n, loaderContext, renderPage, type Responder, scriptedStore } from './testing/page-harness';
import { callsTo, listResponse, movedError, streamStory } from './testing/stream-fixtures';

/** A post: a story with the time it went up on Instagram (the grid's order), minutes apart. */
function post(title: string, minutesAgo: number, extra: Partial<ArticleSummary> = {}): ArticleSummary {
  const posted = new Date(Date.parse('2026-11-21T12:00:00Z') - minutesAgo * 60_000).toISOString();
  return streamStory(title, posted, { igPostedAt: posted, edition: 'en', ...extra });
}

const asArticle = (summary: ArticleSummary): Article => ({ ...summary, entries: [{ mode: 'text', text: { plain: 'Body.' } }] });
const slugOf = (item: ArticleSummary) => item.route.slice(item.route.lastIndexOf('/') + 1);

// Lists are asked for as cards (view=card).
const GRID = { sort: 'igDate', limit: INSTAGRAM_PAGE_SIZE, useHasNextPage: true, view: 'card' };

let i18n: Record<Edition, I18n>;
beforeAll(async () => {
  i18n = { tr: await contentI18n('tr'), en: await contentI18n('en'), ru: await contentI18n('ru') };
});

let scrolledTo: jest.Mock;
beforeEach(() => {
  // jsdom has no layout, hence no scrollIntoView: record what the page asks for.
  scrolledTo = jest.fn();
  Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
    scrolledTo(this, options);
  };
});

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

/** A store whose API answers the grid pages from `grid` and articles by legacy id from `articles`. */
function api(grid: Responder, articles: readonly Article[] = []) {
  return scriptedStore((config) => {
    if (config.url === '/articles') return grid(config);
    const id = Number(config.url?.split('/').pop());
    const found = articles.find((article) => article.legacyId === id);
    if (!found) throw apiError(404);
    return found;
  });
}

function renderInstagram(store: ReturnType<typeof api>['store'], { edition = 'en', slug }: { edition?: Edition; slug?: string } = {}) {
  const page = <InstagramPage routeId="content.instagram" params={slug ? { slug } : {}} edition={edition} origin="https://meydan.test" />;
  return renderPage(page, store, i18n[edition], slug ? `/instagram/${slug}` : '/instagram');
}

const tiles = () => within(screen.getByRole('region', { name: /More from our Instagram|Instagram’da paylaştıklarımız/ })).getAllByRole('link');

describe('InstagramPage', () => {
  const posts = [post('Ten tips for a rainy weekend', 5), post('The derby in pictures', 90), post('Inside the new museum', 300)];

  it('shows the posted stories as tiles, newest post first, each opening its story', async () => {
    const { store, calls } = api(() => listResponse(posts, false, INSTAGRAM_PAGE_SIZE));
    renderInstagram(store);
    expect(await screen.findByRole('heading', { level: 1, name: 'Meydan on Instagram' })).toBeInTheDocument();
    await screen.findByRole('link', { name: posts[0]?.title });
    expect(tiles().map((tile) => [tile.textContent, tile.getAttribute('href')])).toEqual(posts.map((item) => [item.title, item.route]));
    expect(tiles().some((tile) => tile.hasAttribute('aria-current'))).toBe(false);
    expect(callsTo(calls, '/articles')).toEqual([GRID]);
    expect(screen.queryByRole('link', { name: 'Read the story' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More posts' })).not.toBeInTheDocument();
  });

  it('loads more posts by Instagram time and moves focus to the first new tile', async () => {
    const more = [post('An older post', 2000)];
    const { store, calls } = api((config) => (config.params?.['before'] ? listResponse(more, false) : listResponse(posts, true, INSTAGRAM_PAGE_SIZE)));
    renderInstagram(store, { edition: 'tr' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Daha fazla gönderi' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'An older post' })).toHaveFocus());
    const last = posts[2] as ArticleSummary;
    expect(callsTo(calls, '/articles')[1]).toEqual({ ...GRID, before: last.igPostedAt, beforeId: last.legacyId });
    expect(tiles().map((tile) => tile.textContent)).toEqual([...posts, ...more].map((item) => item.title));
    expect(screen.queryByRole('button', { name: 'Daha fazla gönderi' })).not.toBeInTheDocument();
  });

  it('leads with the story a post links to, and highlights and scrolls to its tile', async () => {
    const story = posts[1] as ArticleSummary;
    const { store } = api(() => listResponse(posts, false, INSTAGRAM_PAGE_SIZE), [asArticle(story)]);
    renderInstagram(store, { slug: slugOf(story) });
    const featured = await screen.findByRole('region', { name: story.title });
    expect(within(featured).getByRole('heading', { level: 2, name: story.title })).toBeInTheDocument();
    expect(within(featured).getByText(story.description)).toBeInTheDocument();
    expect(within(featured).getByRole('link', { name: 'Read the story' })).toHaveAttribute('href', story.route);
    await screen.findByRole('link', { name: posts[0]?.title });
    const current = tiles().filter((tile) => tile.getAttribute('aria-current') === 'true');
    expect(current.map((tile) => tile.textContent)).toEqual([story.title]);
    expect(scrolledTo).toHaveBeenCalledTimes(1);
    expect(scrolledTo).toHaveBeenCalledWith(current[0], { block: 'nearest' });
  });

  it('starts the grid far enough back to show a story older than the first page', async () => {
    const first = Array.from({ length: 3 }, (_, i) => post(`Recent post ${i + 1}`, 10 + i));
    const story = post('A post from last month', 40_000);
    const window = [...first, post('In between', 20_000), story];
    const { store, calls } = api((config) => (config.params?.['since'] ? listResponse(window, false, 50) : listResponse(first, true, INSTAGRAM_PAGE_SIZE)), [asArticle(story)]);
    renderInstagram(store, { slug: slugOf(story) });
    await screen.findByRole('link', { name: 'In between' });
    expect(callsTo(calls, '/articles')).toEqual([GRID, { sort: 'igDate', since: story.igPostedAt, limit: 50, useHasNextPage: true, view: 'card' }]);
    expect(tiles().find((tile) => tile.getAttribute('aria-current') === 'true')).toHaveTextContent(story.title);
    // Whether posts older than the story exist is for the next page to say.
    expect(screen.getByRole('button', { name: 'More posts' })).toBeInTheDocument();
  });

  it('has an empty state, and a retry when the grid cannot load', async () => {
    let fail = true;
    const { store } = api(() => {
      if (fail) throw apiError(500);
      return listResponse([], false);
    });
    renderInstagram(store, { edition: 'ru' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Мы пока не публиковали материалы в Instagram.')).toBeInTheDocument();
  });
});

describe('loadInstagram', () => {
  const story = post('The derby in pictures', 90, { edition: 'tr', route: '/haber/the-derby-in-pictures-30001', legacyId: 30001, facebookImage: null });
  const withImage: Article = {
    ...asArticle(story),
    image: { _id: 'img', resolutions: { standard: { url: '/media/images/img/620.jpg', width: 620, height: 349, format: 'jpg' } } } as Article['image'],
  };
  const grid: Responder = () => listResponse([story], false, INSTAGRAM_PAGE_SIZE);
  const context = ({ store }: ReturnType<typeof api>, slug?: string, edition: Edition = 'tr') =>
    loaderContext(store, i18n[edition], { edition, routeId: 'content.instagram', pathname: slug ? `/instagram/${slug}` : '/instagram', params: slug ? { slug } : {} });

  it('describes the grid page in each edition', async () => {
    expect(await loadInstagram(context(api(grid), undefined, 'en'))).toEqual({
      head: {
        title: 'Meydan on Instagram: the stories we posted | Meydan',
        description: 'The stories Meydan posted on Instagram, newest first. Tap a post to read the full story.',
        canonical: 'https://meydan.test/instagram',
        og: expect.objectContaining({ 'og:url': 'https://meydan.test/instagram', 'og:type': 'website' }),
      },
    });
    expect((await loadInstagram(context(api(grid))))?.head?.title).toBe('Meydan Instagram’da: paylaştığımız haberler | Meydan');
  });

  it('previews a post’s story for sharing but keeps the page out of indexes', async () => {
    const result = await loadInstagram(context(api(grid, [withImage]), 'the-derby-in-pictures-30001'));
    expect(result).toEqual({
      head: {
        title: 'The derby in pictures | Meydan Instagram',
        description: story.description,
        noindex: 'follow',
        og: expect.objectContaining({ 'og:title': story.title, 'og:image': 'https://meydan.test/media/images/img/620.jpg', 'og:url': 'https://meydan.test/instagram/the-derby-in-pictures-30001' }),
      },
    });
  });

  it('answers 404 for an unknown slug, without asking the API when it holds no article id', async () => {
    const noId = api(grid);
    expect(await loadInstagram(context(noId, 'no-id-here'))).toEqual({ status: 404 });
    expect(noId.calls).toEqual([]);
    expect(await loadInstagram(context(api(grid), 'gone-99999'))).toEqual({ status: 404 });
  });

  it('redirects other spellings, moved stories and stories never posted to Instagram', async () => {
    expect(await loadInstagram(context(api(grid, [withImage]), 'derby-30001'))).toEqual({ redirect: { to: '/instagram/the-derby-in-pictures-30001', status: 301 } });
    const moved = scriptedStore((config) => {
      if (config.url === '/articles') return grid(config);
      throw movedError('/haber/the-derby-again-30002');
    });
    expect(await loadInstagram(context(moved, 'the-derby-in-pictures-30001'))).toEqual({ redirect: { to: '/instagram/the-derby-again-30002', status: 301 } });
    const { igPostedAt: _never, ...notPosted } = withImage;
    expect(await loadInstagram(context(api(grid, [notPosted]), 'the-derby-in-pictures-30001'))).toEqual({ redirect: { to: story.route, status: 302 } });
  });

  it('answers 500 when the grid cannot be read', async () => {
    expect(await loadInstagram(context(api(() => Promise.reject(apiError(503)))))).toEqual({ status: 500 });
    expect(await loadInstagram(context(api(() => Promise.reject(apiError(503)), [withImage]), 'the-derby-in-pictures-30001'))).toEqual({ status: 500 });
  });
});
