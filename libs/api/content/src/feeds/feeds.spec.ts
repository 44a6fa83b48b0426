import type { ArticleSummary } from '@meydan/shared/contracts';
import { renderRss } from './rss';
import { renderNewsSitemap, renderSitemapIndex, renderUrlSet } from './sitemap';
import { escapeXml, rfc822 } from './xml';

const article = {
  _id: 'a1',
  legacyId: 10001,
  title: 'Kar & kış: "<özel>" haber',
  route: '/haber/kar-kis-ozel-haber-10001',
  description: 'Açıklama\u0001 metni',
  seoData: { description: '' },
  published: '2026-11-20T09:00:00.000Z',
  categories: [{ _id: 'c', name: 'Gündem & Hava', slug: 'news', route: '/news', parent: null, edition: 'tr' }],
  authors: [{ _id: 'u', name: 'Ayşe Yılmaz', username: 'ayse', isActive: true, avatar: null }],
  image: { _id: 'i', resolutions: { standard: { url: '/media/images/i/620.jpg', width: 620, height: 349, format: 'jpg' } } },
} as unknown as ArticleSummary;

describe('XML feeds', () => {
  it('escapes markup characters and drops control characters XML forbids', () => {
    expect(escapeXml(`a & b < c > "d" 'e'\u0000\u001F`)).toBe('a &amp; b &lt; c &gt; &quot;d&quot; &apos;e&apos;');
    expect(rfc822('2026-11-20T09:00:00.000Z')).toBe('Fri, 20 Nov 2026 09:00:00 GMT');
  });

  it('renders an RSS 2.0 item with absolute links, escaped text, author, category and image', () => {
    const xml = renderRss({ title: 'Meydan', description: 'd', link: 'https://m.tr/', selfUrl: 'https://m.tr/rss.xml', language: 'tr', origin: 'https://m.tr', items: [article] });
    expect(xml).toContain('<title>Kar &amp; kış: &quot;&lt;özel&gt;&quot; haber</title>');
    expect(xml).toContain('<link>https://m.tr/haber/kar-kis-ozel-haber-10001</link>');
    expect(xml).toContain('<description>Açıklama metni</description>');
    expect(xml).toContain('<dc:creator>Ayşe Yılmaz</dc:creator>');
    expect(xml).toContain('<category>Gündem &amp; Hava</category>');
    expect(xml).toContain('<media:content url="https://m.tr/media/images/i/620.jpg" medium="image" type="image/jpeg" width="620" height="349"/>');
    expect(xml).toContain('<pubDate>Fri, 20 Nov 2026 09:00:00 GMT</pubDate>');
  });

  it('renders sitemap index, url set and Google News entries', () => {
    expect(renderSitemapIndex([{ loc: 'https://m.tr/sitemaps/news.xml', lastmod: '2026-11-20T09:00:00Z' }])).toContain(
      '<sitemap><loc>https://m.tr/sitemaps/news.xml</loc><lastmod>2026-11-20T09:00:00.000Z</lastmod></sitemap>',
    );
    expect(renderUrlSet([{ loc: 'https://m.tr/?a=1&b=2' }])).toContain('<url><loc>https://m.tr/?a=1&amp;b=2</loc></url>');
    const news = renderNewsSitemap([{ loc: 'https://m.tr/haber/x-10001', title: 'A & B', published: '2026-11-20T09:00:00Z' }], { name: 'Meydan', language: 'tr' });
    expect(news).toContain('<news:language>tr</news:language>');
    expect(news).toContain('<news:title>A &amp; B</news:title>');
  });
});
