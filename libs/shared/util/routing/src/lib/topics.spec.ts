import { matchRoute } from './routes';
import { canonicalTagListingPath, topicHubIsCanonical, topicNameOf, topicPath } from './topics';

describe('topic hubs', () => {
  it('derives the topic name from a tag route in every edition', () => {
    expect(topicNameOf('en', '/tag/economy-news')).toBe('economy');
    expect(topicNameOf('ru', '/tag/moskva-news')).toBe('moskva');
    expect(topicNameOf('tr', '/etiket/ekonomi-haberleri')).toBe('ekonomi');
    // A stored route without the postfix still names its last segment.
    expect(topicNameOf('en', '/tag/trailers')).toBe('trailers');
  });

  it('has no hub where /{name}-news is a section page', () => {
    expect(matchRoute('en', '/business-news')?.route.id).toBe('content.category');
    expect(topicNameOf('en', '/tag/business-news')).toBeNull();
  });

  it('builds hub paths that the route table resolves to the topic route', () => {
    expect(topicPath('en', 'trailers')).toBe('/trailers-news');
    expect(topicPath('en', 'trailers', 1)).toBe('/trailers-news');
    expect(topicPath('ru', 'moskva', 3)).toBe('/moskva-news/3');
    expect(matchRoute('en', '/trailers-news/2')).toMatchObject({ route: { id: 'content.topic-news' }, params: { name: 'trailers', pageNum: '2' } });
  });

  it('keeps one canonical listing per tag: the hub in en and ru, the Turkish tag page in tr', () => {
    expect(topicHubIsCanonical('en')).toBe(true);
    expect(topicHubIsCanonical('ru')).toBe(true);
    expect(topicHubIsCanonical('tr')).toBe(false);
    expect(canonicalTagListingPath('en', '/tag/economy-news')).toBe('/economy-news');
    expect(canonicalTagListingPath('en', '/tag/economy-news', 2)).toBe('/economy-news/2');
    expect(canonicalTagListingPath('tr', '/etiket/ekonomi-haberleri')).toBe('/etiket/ekonomi-haberleri');
    expect(canonicalTagListingPath('tr', '/etiket/ekonomi-haberleri', 4)).toBe('/etiket/ekonomi-haberleri/4');
    // No hub for this name: the tag page is all there is.
    expect(canonicalTagListingPath('en', '/tag/business-news', 2)).toBe('/tag/business-news/2');
  });
});
