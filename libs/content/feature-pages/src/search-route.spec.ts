import { resolveSearch, searchHref, searchTabOfPath } from './search-route';

describe('search routes', () => {
  it('reads the query from the path, else from ?q=, with page, sort and category', () => {
    expect(resolveSearch('content.search', { slug: 'kitap%20fuar%C4%B1' }, '?page=2&sort=recent&category=c1')).toEqual({
      tab: 'content',
      query: 'kitap fuarı',
      searchable: true,
      page: 2,
      sort: 'recent',
      categoryId: 'c1',
    });
    expect(resolveSearch('content.search.tag', {}, '?q=%20%20ist%20%20')).toMatchObject({ tab: 'tag', query: 'ist', page: 1, sort: 'relevance' });
  });

  it('marks too-short queries and ignores bad page numbers and broken escapes', () => {
    expect(resolveSearch('content.search', { slug: 'a' }, '?page=-3')).toMatchObject({ searchable: false, page: 1 });
    expect(resolveSearch('content.search', { slug: '%E0%A4%A' }, '')).toMatchObject({ query: '%E0%A4%A' });
  });

  it('builds tab addresses in the edition segments, leaving defaults out of the query string', () => {
    expect(searchHref('tr', 'content', 'kitap fuarı', { page: 1, sort: 'relevance' })).toBe('/ara/haber/kitap%20fuar%C4%B1');
    expect(searchHref('tr', 'tag', 'ist')).toBe('/ara/etiket/ist');
    expect(searchHref('en', 'content', 'run', { page: 2, sort: 'recent' })).toBe('/search/content/run?page=2&sort=recent');
    expect(searchHref('tr', 'user', 'ayse')).toBe('/ara/uye/ayse');
  });

  it('tells the tab from the address, so a search sent while a tab is loading goes to that tab', () => {
    expect(searchTabOfPath('tr', '/ara/etiket/ist')).toBe('tag');
    expect(searchTabOfPath('tr', '/ara/etiket')).toBe('tag');
    expect(searchTabOfPath('tr', '/ara/haber/kitap')).toBe('content');
    expect(searchTabOfPath('tr', '/ara/etiketler')).toBe('content');
    expect(searchTabOfPath('en', '/search/user/ann')).toBe('user');
    expect(searchTabOfPath('ru', '/search/tag/x')).toBe('tag');
    expect(searchTabOfPath('ru', '/search/news/x')).toBe('content');
  });
});
