import { screen, within } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import type { ArticleListResponse, TopicResponse } from '@meydan/shared/contracts';
import type { I18n } from '@meydan/shared/util/i18n';
import type { Edition } from '@meydan/shared/util/routing';
import { loadTag } from './listing-loaders';
import { TopicNewsPage } from './topic-news-page';
import { loadTopicNews } from './topic-news-loader';
import { apiError, contentI18n, loaderContext, renderPage, scriptedStore, storyFixture } from './testing/page-harness';

const TRAILERS: TopicResponse = {
  tag: { _id: 'tag-trailers', name: 'Trailers', route: '/tag/trailers-news' },
  description: 'First looks at the films and series everyone will talk about.',
  related: [
    { _id: 'tag-marvel', name: 'Marvel', route: '/tag/marvel-news' },
    { _id: 'tag-tv', name: 'TV Series', route: '/tag/tv-series-news' },
  ],
};
const EKONOMI: TopicResponse = { tag: { _id: 'tag-ekonomi', name: 'Ekonomi', route: '/etiket/ekonomi-haberleri' }, description: null, related: [] };

/** 60 stories for `tagId`, 26 a page like the API (pages 1–3). */
function listFor(config: AxiosRequestConfig): ArticleListResponse {
  const page = Number(config.params?.['page'] ?? 1);
  const limit = Number(config.params?.['limit']);
  const total = 60;
  const first = (page - 1) * limit;
  const items = Array.from({ length: Math.max(0, Math.min(limit, total - first)) }, (_, i) => storyFixture(first + i + 1));
  return { items, pagination: { page, limit, total, totalPages: Math.ceil(total / limit), hasNextPage: page * limit < total } };
}

function api(topics: Record<string, TopicResponse> = { trailers: TRAILERS, 'trailers-news': TRAILERS, ekonomi: EKONOMI }) {
  return scriptedStore((config) => {
    const topic = /^\/tags\/topic\/(.+)$/.exec(config.url ?? '')?.[1];
    if (topic !== undefined) {
      const found = topics[decodeURIComponent(topic)];
      if (!found) throw apiError(404, 'The tag could not be found.');
      return found;
    }
    if (config.url?.startsWith('/tags/route/')) return TRAILERS.tag;
    if (config.url === '/articles') return listFor(config);
    throw new Error(`unexpected ${config.url}`);
  });
}

let i18n: Record<Edition, I18n>;
beforeAll(async () => {
  i18n = { tr: await contentI18n('tr'), en: await contentI18n('en'), ru: await contentI18n('ru') };
});

function hubContext(store: ReturnType<typeof api>['store'], edition: Edition, name: string, pageNum?: string) {
  const pathname = `/${name}-news${pageNum ? `/${pageNum}` : ''}`;
  return loaderContext(store, i18n[edition], { edition, routeId: 'content.topic-news', pathname, params: pageNum ? { name, pageNum } : { name } });
}

describe('topic hub loader', () => {
  it('describes page 1 of an en hub: its own canonical, the editors’ description, a next link', async () => {
    const { store, calls } = api();
    const result = await loadTopicNews(hubContext(store, 'en', 'trailers'));
    expect(result.status).toBeUndefined();
    expect(result.head).toMatchObject({
      title: 'Trailers news | Meydan',
      description: TRAILERS.description,
      canonical: 'https://meydan.test/trailers-news',
      links: [{ rel: 'next', href: 'https://meydan.test/trailers-news/2' }],
    });
    expect(calls.find((call) => call.url === '/articles')?.params).toEqual({ tagId: 'tag-trailers', page: 1, limit: 26, view: 'card' });
  });

  it('names the previous and next pages in the middle and only the previous one on the last', async () => {
    const middle = await loadTopicNews(hubContext(api().store, 'en', 'trailers', '2'));
    expect(middle.head).toMatchObject({
      title: 'Trailers news – page 2 | Meydan',
      canonical: 'https://meydan.test/trailers-news/2',
      links: [
        { rel: 'prev', href: 'https://meydan.test/trailers-news' },
        { rel: 'next', href: 'https://meydan.test/trailers-news/3' },
      ],
    });
    const last = await loadTopicNews(hubContext(api().store, 'en', 'trailers', '3'));
    expect(last.head?.links).toEqual([{ rel: 'prev', href: 'https://meydan.test/trailers-news/2' }]);
  });

  it('301s /1 to the bare hub and another spelling of the tag to the hub’s own name, keeping the page', async () => {
    expect(await loadTopicNews(hubContext(api().store, 'en', 'trailers', '1'))).toEqual({ redirect: { to: '/trailers-news', status: 301 } });
    expect(await loadTopicNews(hubContext(api().store, 'en', 'trailers-news', '2'))).toEqual({ redirect: { to: '/trailers-news/2', status: 301 } });
  });

  it('404s an unknown topic and a page past the last; other failures are 500', async () => {
    expect(await loadTopicNews(hubContext(api().store, 'en', 'no-such-topic'))).toEqual({ status: 404 });
    expect(await loadTopicNews(hubContext(api().store, 'en', 'trailers', '4'))).toEqual({ status: 404 });
    const down = scriptedStore(() => Promise.reject(apiError(503)));
    expect(await loadTopicNews(hubContext(down.store, 'en', 'trailers'))).toEqual({ status: 500 });
  });

  it('in tr names the Turkish tag page as canonical, with a generated description for a tag without one', async () => {
    const result = await loadTopicNews(hubContext(api().store, 'tr', 'ekonomi', '2'));
    expect(result.head).toMatchObject({
      title: 'Ekonomi haberleri – sayfa 2 | Meydan',
      description: "Ekonomi ile ilgili son dakika haberleri, gelişmeler ve yorumlar Meydan'da.",
      canonical: 'https://meydan.test/etiket/ekonomi-haberleri/2',
      links: [
        { rel: 'prev', href: 'https://meydan.test/etiket/ekonomi-haberleri' },
        { rel: 'next', href: 'https://meydan.test/etiket/ekonomi-haberleri/3' },
      ],
    });
  });

  it('makes the en tag page name the hub as canonical, so the two never compete', async () => {
    const { store } = api();
    const ctx = loaderContext(store, i18n.en, { edition: 'en', routeId: 'content.tag', pathname: '/tag/trailers-news/2', params: { tag: 'trailers', pageNum: '2' } });
    expect((await loadTag(ctx)).head?.canonical).toBe('https://meydan.test/trailers-news/2');
  });
});

describe('topic hub page', () => {
  async function renderHub(edition: Edition, name: string, pageNum?: string) {
    const { store } = api();
    await loadTopicNews(hubContext(store, edition, name, pageNum));
    return renderPage(<TopicNewsPage routeId="content.topic-news" params={pageNum ? { name, pageNum } : { name }} edition={edition} origin="https://meydan.test" />, store, i18n[edition], `/${name}-news`);
  }

  it('shows "{Tag} news", the description, the stories, numbered pages and related topics at their canonical listings', async () => {
    await renderHub('en', 'trailers');
    expect(screen.getByRole('heading', { level: 1, name: 'Trailers news' })).toBeInTheDocument();
    expect(screen.getByText(TRAILERS.description as string)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(26);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/trailers-news/2');
    expect(within(pages).getByRole('link', { name: 'Next ›' })).toHaveAttribute('href', '/trailers-news/2');
    const related = screen.getByRole('region', { name: 'Related topics' });
    expect(within(related).getByRole('link', { name: '#Marvel' })).toHaveAttribute('href', '/marvel-news');
    expect(within(related).getByRole('link', { name: '#TV Series' })).toHaveAttribute('href', '/tv-series-news');
  });

  it('speaks the edition: a Turkish hub without a description leads with the generated line', async () => {
    await renderHub('tr', 'ekonomi', '2');
    expect(screen.getByRole('heading', { level: 1, name: 'Ekonomi haberleri' })).toBeInTheDocument();
    expect(screen.getByText("Ekonomi ile ilgili en güncel haberler ve içerikler Meydan'da, en yeniden eskiye.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '‹ Önceki' })).toHaveAttribute('href', '/ekonomi-news');
    expect(screen.queryByRole('region', { name: 'İlgili konular' })).toBeNull();
  });
});
