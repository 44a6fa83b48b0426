import { resolveTagRoute, tagPageHref } from './tag-route';

describe('tag routes', () => {
  it('rebuilds the stored tag route with the edition segment and postfix', () => {
    expect(resolveTagRoute('tr', { tag: 'ekonomi' })).toEqual({ route: '/etiket/ekonomi-haberleri', page: 1 });
    expect(resolveTagRoute('en', { tag: 'football', pageNum: '3' })).toEqual({ route: '/tag/football-news', page: 3 });
    expect(resolveTagRoute('ru', { tag: 'moskva' })).toEqual({ route: '/tag/moskva-news', page: 1 });
  });

  it('links page 1 to the tag route and later pages with their number', () => {
    expect(tagPageHref('/etiket/ekonomi-haberleri', 1)).toBe('/etiket/ekonomi-haberleri');
    expect(tagPageHref('/etiket/ekonomi-haberleri', 2)).toBe('/etiket/ekonomi-haberleri/2');
  });
});
