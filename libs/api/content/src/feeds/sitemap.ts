import { escapeXml, w3cDate, XML_DECLARATION } from './xml';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapEntry {
  loc: string;
  lastmod?: Date | string;
}

export function renderSitemapIndex(sitemaps: readonly SitemapEntry[]): string {
  const body = sitemaps.map((s) => `<sitemap><loc>${escapeXml(s.loc)}</loc>${s.lastmod ? `<lastmod>${w3cDate(s.lastmod)}</lastmod>` : ''}</sitemap>`);
  return [XML_DECLARATION, `<sitemapindex xmlns="${SITEMAP_NS}">`, ...body, '</sitemapindex>'].join('\n');
}

export function renderUrlSet(urls: readonly SitemapEntry[]): string {
  const body = urls.map((u) => `<url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${w3cDate(u.lastmod)}</lastmod>` : ''}</url>`);
  return [XML_DECLARATION, `<urlset xmlns="${SITEMAP_NS}">`, ...body, '</urlset>'].join('\n');
}

export interface NewsEntry {
  loc: string;
  title: string;
  published: Date | string;
}

/** Google News sitemap: articles of the last 48 hours with publication name and language. */
export function renderNewsSitemap(entries: readonly NewsEntry[], publication: { name: string; language: string }): string {
  const body = entries.map(
    (e) =>
      `<url><loc>${escapeXml(e.loc)}</loc><news:news><news:publication><news:name>${escapeXml(publication.name)}</news:name>` +
      `<news:language>${escapeXml(publication.language)}</news:language></news:publication>` +
      `<news:publication_date>${w3cDate(e.published)}</news:publication_date><news:title>${escapeXml(e.title)}</news:title></news:news></url>`,
  );
  return [XML_DECLARATION, `<urlset xmlns="${SITEMAP_NS}" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">`, ...body, '</urlset>'].join('\n');
}
