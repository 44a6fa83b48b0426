import {
  articleAddressRedirect,
  articleSitePath,
  isExternalHttpUrl,
  isSitePath,
  legacyCategoryRedirect,
} from './redirects';

describe('isExternalHttpUrl', () => {
  it('accepts absolute http and https URLs', () => {
    expect(isExternalHttpUrl('https://example.com/story')).toBe(true);
    expect(isExternalHttpUrl('HTTP://example.com')).toBe(true);
  });
  it('refuses everything a browser could run or resolve against this site', () => {
    for (const value of ['javascript:alert(1)', 'data:text/html,x', '//evil.test/x', '/haber/x-10001', 'https://', 'ftp://x.test', '', null, undefined]) {
      expect({ value, ok: isExternalHttpUrl(value) }).toEqual({ value, ok: false });
    }
  });
});

describe('isSitePath', () => {
  it('accepts paths on this site only', () => {
    expect(isSitePath('/haber/x-10001')).toBe(true);
    expect(isSitePath('//evil.test/x')).toBe(false);
    expect(isSitePath('/\\evil.test')).toBe(false);
    expect(isSitePath('https://example.com')).toBe(false);
    expect(isSitePath(null)).toBe(false);
  });
});

describe('articleSitePath', () => {
  const article = { legacyId: 10001, title: 'Dolar Yükseldi' };
  it('keeps a stored site route', () => {
    expect(articleSitePath('tr', { ...article, route: '/haber/eski-10001' })).toBe('/haber/eski-10001');
  });
  it('ignores an off-site route or redirectUrl and builds the slug path', () => {
    expect(articleSitePath('tr', { ...article, route: 'https://example.com/a', redirectUrl: 'https://example.com/a' })).toBe('/haber/dolar-yukseldi-10001');
    expect(articleSitePath('en', { ...article, route: 'javascript:alert(1)' })).toBe('/content/dolar-yukseldi-10001');
  });
});

describe('articleAddressRedirect (SPEC §2.9)', () => {
  it('renders the canonical path itself', () => {
    expect(articleAddressRedirect('tr', '/haber/a-10001', '/haber/a-10001')).toBeNull();
    expect(articleAddressRedirect('en', '/content/a-10001', '/content/a-10001')).toBeNull();
  });
  it('sends legacy forms to the canonical route', () => {
    expect(articleAddressRedirect('tr', '/content/a-10001', '/haber/a-10001')).toBe('/haber/a-10001');
    expect(articleAddressRedirect('tr', '/h/a-10001', '/haber/a-10001')).toBe('/haber/a-10001');
    expect(articleAddressRedirect('en', '/h/a-10001', '/content/a-10001')).toBe('/content/a-10001');
    expect(articleAddressRedirect('ru', '/content/a-10001', '/news/a-10001')).toBe('/news/a-10001');
  });
  it('redirects a variant unless the canonical route begins with /haber/', () => {
    expect(articleAddressRedirect('tr', '/haber/old-10001', '/haber/a-10001')).toBeNull();
    expect(articleAddressRedirect('tr', '/haber/old-10001', '/video/a-10001')).toBe('/video/a-10001');
    expect(articleAddressRedirect('en', '/content/old-10001', '/content/a-10001')).toBe('/content/a-10001');
    expect(articleAddressRedirect('ru', '/news/old-10001', '/news/a-10001')).toBe('/news/a-10001');
  });
});

describe('legacyCategoryRedirect (SPEC §2.9)', () => {
  it('takes the second segment as category, drops its trailing hyphen and adds the edition postfix', () => {
    expect(legacyCategoryRedirect('tr', '/kategori/sport-')).toBe('/sport');
    expect(legacyCategoryRedirect('en', '/kategori/sport-')).toBe('/sport-news');
    expect(legacyCategoryRedirect('ru', '/category/technology')).toBe('/technology-novosti');
  });
  it('keeps a fifth segment that is a subcategory of the category or a page number', () => {
    expect(legacyCategoryRedirect('tr', '/kategori/sport-/a/b/football')).toBe('/sport/football');
    expect(legacyCategoryRedirect('en', '/kategori/sport-/a/b/3')).toBe('/sport-news/3');
    expect(legacyCategoryRedirect('ru', '/kategori/business/a/b/economy/extra')).toBe('/business-novosti/economy');
  });
  it('drops a fifth segment that would not name a listing page', () => {
    expect(legacyCategoryRedirect('tr', '/kategori/sport-/a/b/economy')).toBe('/sport');
    expect(legacyCategoryRedirect('tr', '/kategori/sport-/a/b/1')).toBe('/sport');
    expect(legacyCategoryRedirect('tr', '/kategori/sport-/a/b/%2F%2Fevil.test')).toBe('/sport');
    expect(legacyCategoryRedirect('tr', '/kategori/sport-/a')).toBe('/sport');
  });
  it('goes home without a (known) category', () => {
    expect(legacyCategoryRedirect('tr', '/kategori')).toBe('/');
    expect(legacyCategoryRedirect('tr', '/kategori/')).toBe('/');
    expect(legacyCategoryRedirect('en', '/kategori/%2F%2Fevil.test')).toBe('/');
    expect(legacyCategoryRedirect('en', '/category/no-such-section/a/b/2')).toBe('/');
  });
  it('ignores other paths', () => {
    expect(legacyCategoryRedirect('tr', '/sport/football')).toBeNull();
    expect(legacyCategoryRedirect('tr', '/kategoriler/sport')).toBeNull();
  });
});
