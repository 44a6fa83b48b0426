import { RSS_CATEGORY_SLUGS, rssPath, sitemapPath } from './feeds';

describe('feed addresses', () => {
  it('has 20 Turkish, 9 English and 9 Russian category feeds, without repeats (SPEC §3)', () => {
    expect(RSS_CATEGORY_SLUGS.tr).toHaveLength(20);
    expect(RSS_CATEGORY_SLUGS.en).toHaveLength(9);
    expect(RSS_CATEGORY_SLUGS.ru).toHaveLength(9);
    expect(new Set(RSS_CATEGORY_SLUGS.tr).size).toBe(20);
  });

  it('builds the public feed and sitemap paths', () => {
    expect(rssPath()).toBe('/rss.xml');
    expect(rssPath('economy')).toBe('/rss/economy.xml');
    expect(sitemapPath('articles-2026-11')).toBe('/sitemaps/articles-2026-11.xml');
    expect(sitemapPath('news')).toBe('/sitemaps/news.xml');
  });
});
