import type { AxiosRequestConfig } from 'axios';
import type { Article, Image } from '@meydan/shared/contracts';
import { socialTagProblems, structuredDataProblems, type JsonLdNode } from '@meydan/shared/testing/structured-data';
import type { HeadData } from '@meydan/shared/util/remote-kit';
import { articleHead } from './loaders';
import { loadCategory, loadHome } from './listing-loaders';
import { contentI18n, loaderContext, scriptedStore, storyFixture } from './testing/page-harness';

/**
 * Issue 15 item 17: home and listing pages carry a picture, the edition's locale, a description
 * and Twitter card tags, and JSON-LD (WebSite with its search on home, a CollectionPage with the
 * listed stories as an ItemList on listings); article JSON-LD passes the same checks.
 */
function image(id: string): Image {
  const resolution = (width: number) => ({ url: `/media/images/${id}/${width}.jpg`, width, height: Math.round((width * 9) / 16), format: 'jpg' });
  return { _id: id, resolutions: { standard: resolution(620), high: resolution(1024), extraHigh: resolution(1536), raw: resolution(1920) } };
}

const story = (n: number, withImage = true) => ({ ...storyFixture(n, 'tr'), route: `/haber/haber-${n}-${10_000 + n}`, image: withImage ? image(`img-${n}`) : null });
const page = (items: unknown[], pageNumber = 1) => ({ items, pagination: { page: pageNumber, limit: 20, total: 60, totalPages: 3, hasNextPage: true } });
const NEWS = { _id: 'cat-news', name: 'Gündem', slug: 'news', route: '/gundem', parent: null, edition: 'tr', subs: [] };

function respond(config: AxiosRequestConfig): unknown {
  switch (config.url) {
    case '/browse/home':
      return { widgets: [{ id: 'recent', type: 'recent', title: 'Son', items: [story(1, false), story(2), story(3)] }] };
    case '/browse/breaking-news':
      return { items: [] };
    case '/categories':
      return { items: [NEWS] };
    case '/articles':
      return page([story(21), story(22)], Number((config.params as { page?: number }).page ?? 1));
    default:
      throw new Error(`unexpected ${config.url}`);
  }
}

async function load(loader: typeof loadHome, route: { routeId: string; pathname: string; params?: Record<string, string> }): Promise<HeadData> {
  const { store } = scriptedStore(respond);
  const result = await loader(loaderContext(store, await contentI18n('tr'), { edition: 'tr', ...route }));
  return result.head as HeadData;
}

const checked = (head: HeadData) => ({ social: socialTagProblems(head.og ?? {}), jsonLd: structuredDataProblems((head.jsonLd ?? []) as JsonLdNode[], { url: head.canonical ?? '' }) });

describe('home head', () => {
  it('shares the lead story’s picture with the locale, description and Twitter card', async () => {
    const head = await load(loadHome, { routeId: 'content.home', pathname: '/' });
    expect(head.og).toMatchObject({
      'og:type': 'website',
      'og:url': 'https://meydan.test/',
      'og:locale': 'tr_TR',
      'og:image': 'https://meydan.test/media/images/img-2/1024.jpg',
      'twitter:card': 'summary_large_image',
      'twitter:image': 'https://meydan.test/media/images/img-2/1024.jpg',
    });
    expect(head.og?.['og:description']).toBe(head.description);
    expect(checked(head)).toEqual({ social: [], jsonLd: [] });
  });

  it('describes the site with a SearchAction on the edition’s search path', async () => {
    const head = await load(loadHome, { routeId: 'content.home', pathname: '/' });
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'WebSite',
        url: 'https://meydan.test/',
        inLanguage: 'tr',
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: 'https://meydan.test/ara/haber/{search_term_string}' },
          'query-input': 'required name=search_term_string',
        },
      }),
    ]);
  });
});

describe('category head', () => {
  it('has a description, picture and locale, and lists its stories as a CollectionPage', async () => {
    const head = await load(loadCategory, { routeId: 'content.category', pathname: '/gundem', params: { section: 'news' } });
    expect(head.og).toMatchObject({ 'og:description': head.description, 'og:image': 'https://meydan.test/media/images/img-21/1024.jpg', 'og:locale': 'tr_TR', 'twitter:card': 'summary_large_image' });
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'CollectionPage',
        url: 'https://meydan.test/gundem',
        mainEntity: {
          '@type': 'ItemList',
          numberOfItems: 2,
          itemListElement: [
            { '@type': 'ListItem', position: 1, url: 'https://meydan.test/haber/haber-21-10021', name: 'Story number 21' },
            { '@type': 'ListItem', position: 2, url: 'https://meydan.test/haber/haber-22-10022', name: 'Story number 22' },
          ],
        },
      }),
    ]);
    expect(checked(head)).toEqual({ social: [], jsonLd: [] });
  });

  it('numbers a later page’s stories on from the earlier pages', async () => {
    const head = await load(loadCategory, { routeId: 'content.category', pathname: '/gundem/2', params: { section: 'news', subOrPagination: '2' } });
    const list = (head.jsonLd?.[0] as { mainEntity: { itemListElement: Array<{ position: number }> } }).mainEntity;
    expect(list.itemListElement.map((item) => item.position)).toEqual([21, 22]);
  });
});

describe('article head', () => {
  const video: Article = {
    ...storyFixture(5, 'tr'),
    route: '/haber/video-10005',
    description: 'A clip',
    image: image('poster'),
    authors: [],
    entries: [{ mode: 'video', title: 'Clip', videoData: { source: '/media/videos/clip.mp4', poster: image('poster'), duration: 65, width: 1280, height: 720 } }],
  } as unknown as Article;

  it('describes a video with sizes as quantities and no embedUrl back to the article', async () => {
    const ctx = loaderContext(scriptedStore(respond).store, await contentI18n('tr'), { edition: 'tr', routeId: 'content.article', pathname: video.route });
    const head = articleHead(ctx, video);
    const clip = head.jsonLd?.find((node) => (node as { '@type': string })['@type'] === 'VideoObject') as Record<string, unknown>;
    expect(clip['width']).toEqual({ '@type': 'QuantitativeValue', value: 1280, unitCode: 'E37', unitText: 'px' });
    expect(clip['height']).toMatchObject({ '@type': 'QuantitativeValue', value: 720 });
    expect(clip).not.toHaveProperty('embedUrl');
    expect(clip['contentUrl']).toBe('https://meydan.test/media/videos/clip.mp4');
    // No named author: the newsroom (the publisher) is the author.
    expect(head.jsonLd?.[0]).toMatchObject({ author: [{ '@type': 'Organization', name: 'Meydan' }] });
    expect(checked(head)).toEqual({ social: [], jsonLd: [] });
  });
});
