import { articleLink, extractArticleId, profileLink, tagLink, tagRouteFor } from './links';

describe('articleLink', () => {
  const article = { legacyId: 10001, title: 'Dolar Güne Yükselişle Başladı' };

  it('builds /{article segment}/{slug}-{legacyId} per edition', () => {
    expect(articleLink('tr', article)).toBe('/haber/dolar-gune-yukselisle-basladi-10001');
    expect(articleLink('en', article)).toBe('/content/dolar-gune-yukselisle-basladi-10001');
    expect(articleLink('ru', { legacyId: 20002, title: 'Курс доллара вырос' })).toBe('/news/kurs-dollara-vyros-20002');
  });

  it('prefers originalTitle over title', () => {
    expect(articleLink('tr', { ...article, originalTitle: 'Asıl Başlık' })).toBe('/haber/asil-baslik-10001');
    expect(articleLink('tr', { ...article, originalTitle: '' })).toBe('/haber/dolar-gune-yukselisle-basladi-10001');
  });

  it('lets redirectUrl, then route, override the slug path', () => {
    expect(articleLink('tr', { ...article, route: '/haber/eski-10001' })).toBe('/haber/eski-10001');
    expect(articleLink('tr', { ...article, route: '/haber/eski-10001', redirectUrl: 'https://x.test/a' })).toBe(
      'https://x.test/a',
    );
    expect(articleLink('tr', { ...article, route: null, redirectUrl: null })).toBe(
      '/haber/dolar-gune-yukselisle-basladi-10001',
    );
  });

  it('appends a query, skipping empty values and merging with an existing one', () => {
    expect(articleLink('tr', article, { utm_source: 'footer', page: 2, empty: undefined, none: null })).toBe(
      '/haber/dolar-gune-yukselisle-basladi-10001?utm_source=footer&page=2',
    );
    expect(articleLink('tr', { ...article, route: '/haber/a-10001?x=1#c' }, { y: 'ş' })).toBe(
      '/haber/a-10001?x=1&y=%C5%9F#c',
    );
    expect(articleLink('tr', article, {})).toBe('/haber/dolar-gune-yukselisle-basladi-10001');
  });

  it('still yields an id path for a title without letters', () => {
    expect(articleLink('tr', { legacyId: 10002, title: '!!!' })).toBe('/haber/10002');
  });

  it('produces paths extractArticleId understands', () => {
    expect(extractArticleId(articleLink('en', { legacyId: 123456, title: 'Top 10 - 2026' }))).toBe(123456);
  });
});

describe('tagLink and tagRouteFor', () => {
  it('builds tag routes per edition', () => {
    expect(tagRouteFor('tr', 'Süper Lig')).toBe('/etiket/super-lig-haberleri');
    expect(tagRouteFor('en', 'Premier League')).toBe('/tag/premier-league-news');
    expect(tagRouteFor('ru', 'Футбол')).toBe('/tag/futbol-news');
  });

  it('refuses a name without letters or digits', () => {
    expect(() => tagRouteFor('tr', '***')).toThrow(/\*\*\*/);
  });

  it('appends the query to the tag route', () => {
    expect(tagLink({ route: '/etiket/ekonomi-haberleri' })).toBe('/etiket/ekonomi-haberleri');
    expect(tagLink({ route: '/etiket/ekonomi-haberleri' }, { page: 2 })).toBe('/etiket/ekonomi-haberleri?page=2');
  });
});

describe('profileLink', () => {
  it('links active users by username', () => {
    expect(profileLink('tr', { username: 'ali.k' })).toBe('/profil/ali.k');
    expect(profileLink('en', { username: 'ali', isActive: true })).toBe('/profile/ali');
    expect(profileLink('ru', { username: 'ali' })).toBe('/profile/ali');
  });

  it('is empty without a username or for inactive users', () => {
    expect(profileLink('tr', {})).toBe('');
    expect(profileLink('tr', { username: null })).toBe('');
    expect(profileLink('tr', { username: '' })).toBe('');
    expect(profileLink('tr', { username: 'ali', isActive: false })).toBe('');
  });
});

describe('extractArticleId', () => {
  it.each([
    ['/haber/x-10001', 10001],
    ['/haber/x-10001?x=1', 10001],
    ['/haber/x-10001#yorumlar', 10001],
    ['/haber/x-10001/', 10001],
    ['/haber/bir-iki-999999999', 999999999],
    ['/h/123456', 123456],
    ['x-55555', 55555],
  ])('%s → %s', (path, id) => {
    expect(extractArticleId(path)).toBe(id);
  });

  it.each([
    ['/haber/x-10000'],
    ['/haber/x-1000000000'],
    ['/haber/x-010001'],
    ['/haber/x-10001a'],
    ['/haber/x-1e5'],
    ['/haber/x-'],
    ['/haber/no-id'],
    ['/haber/x-12345/yorumlar'],
    ['/haber/x-+12345'],
    [''],
  ])('%s → null', (path) => {
    expect(extractArticleId(path)).toBeNull();
  });
});
