import type { ArticleSummary } from '@meydan/shared/contracts';
import { escapeXml, rfc822, XML_DECLARATION } from './xml';

export interface RssChannel {
  title: string;
  description: string;
  /** The page the feed belongs to (absolute). */
  link: string;
  /** The feed's own URL (absolute), for atom:link rel=self. */
  selfUrl: string;
  language: string;
  /** Public origin that relative article routes and media URLs are resolved against. */
  origin: string;
  items: readonly ArticleSummary[];
}

const absolute = (url: string, origin: string) => new URL(url, origin).toString();

function item(article: ArticleSummary, origin: string): string {
  const link = absolute(article.route, origin);
  const description = article.seoData?.description || article.description || '';
  const image = article.image?.resolutions.standard;
  return [
    '<item>',
    `<title>${escapeXml(article.title)}</title>`,
    `<link>${escapeXml(link)}</link>`,
    `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
    description ? `<description>${escapeXml(description)}</description>` : '',
    `<pubDate>${rfc822(article.published)}</pubDate>`,
    ...article.authors.map((author) => `<dc:creator>${escapeXml(author.name)}</dc:creator>`),
    ...article.categories.map((category) => `<category>${escapeXml(category.name)}</category>`),
    image
      ? `<media:content url="${escapeXml(absolute(image.url, origin))}" medium="image" type="image/${image.format === 'png' ? 'png' : 'jpeg'}" width="${image.width}" height="${image.height}"/>`
      : '',
    '</item>',
  ].join('');
}

/** RSS 2.0 with the Atom self link, Dublin Core authors and Media RSS images. */
export function renderRss(channel: RssChannel): string {
  const newest = channel.items[0]?.published;
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">',
    '<channel>',
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(channel.link)}</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    `<language>${escapeXml(channel.language)}</language>`,
    `<atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    newest ? `<lastBuildDate>${rfc822(newest)}</lastBuildDate>` : '',
    '<ttl>15</ttl>',
    ...channel.items.map((article) => item(article, channel.origin)),
    '</channel>',
    '</rss>',
  ].join('\n');
}
