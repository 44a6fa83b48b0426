import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { errorResponses, HttpError, localize, type LocalizedText, requestEdition } from '@meydan/api/core';
import {
  articleLink,
  canonicalTagListingPath,
  RSS_CATEGORY_SLUGS,
  rssPath,
  sitemapPath,
  type Edition,
  type EditionOrigins,
} from '@meydan/shared/util/routing';
import type { ContentRepository, SitemapArticleRow } from '../content.repository';
import type { ContentService } from '../content.service';
import { astrologyPagePaths } from './astrology-pages';
import { renderRss } from './rss';
import { renderNewsSitemap, renderSitemapIndex, renderUrlSet } from './sitemap';

export interface FeedRoutesOptions {
  service: ContentService;
  repository: ContentRepository;
  origins: EditionOrigins;
  now?: () => number;
}

/** Items in an RSS feed: enough for readers polling every few minutes, small enough to serve fast. */
export const RSS_ITEMS = 50;
/** Google News sitemaps hold articles of the last 48 hours. */
export const NEWS_SITEMAP_HOURS = 48;
const FEED_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=600';

const TEXT = {
  mainTitle: { tr: 'Meydan – Son haberler', en: 'Meydan – Latest news', ru: 'Meydan – Последние новости' },
  mainDescription: {
    tr: 'Meydan’da yayımlanan en yeni haberler, listeler ve testler.',
    en: 'The latest news, lists and quizzes published on Meydan.',
    ru: 'Последние новости, подборки и тесты на Meydan.',
  },
  categoryTitle: { tr: 'Meydan – {name}', en: 'Meydan – {name}', ru: 'Meydan – {name}' },
  categoryDescription: { tr: 'Meydan’da {name} haberleri.', en: '{name} stories on Meydan.', ru: 'Материалы рубрики «{name}» на Meydan.' },
  feedNotFound: { tr: 'Bu RSS beslemesi bulunamadı.', en: 'This RSS feed does not exist.', ru: 'Такой RSS-ленты нет.' },
  sitemapNotFound: { tr: 'Bu site haritası bulunamadı.', en: 'This sitemap does not exist.', ru: 'Такой карты сайта нет.' },
} satisfies Record<string, LocalizedText>;

const ERRORS = errorResponses(400, 404, 500);
const xmlResponse = { 200: Type.String({ description: 'XML document' }), ...ERRORS };

function sendXml(reply: FastifyReply, type: 'rss' | 'xml', body: string) {
  reply.header('cache-control', FEED_CACHE_CONTROL).header('vary', 'X-Edition');
  reply.type(type === 'rss' ? 'application/rss+xml; charset=utf-8' : 'application/xml; charset=utf-8');
  return body;
}

const articleUrl = (origin: string, edition: Edition, row: SitemapArticleRow) =>
  origin + articleLink(edition, { legacyId: row.legacy_id, title: row.title, originalTitle: row.original_title, route: row.route });

function monthRange(month: string): { from: Date; to: Date } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(year, mon - 1, 1)), to: new Date(Date.UTC(year, mon, 1)) };
}

/**
 * RSS 2.0 feeds and XML sitemaps of an edition (SPEC §2.9, §3). The web tier serves them at
 * the public addresses of `@meydan/shared/util/routing` (`/rss.xml`, `/sitemap.xml`, …); links
 * inside are absolute, on the edition's configured public origin. Cached like other public GETs.
 */
export const feedRoutes: FastifyPluginAsync<FeedRoutesOptions> = async (instance, { service, repository, origins, now = Date.now }) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const config = { cache: true, access: 'visitor' } as const;
  const editionOf = (request: Parameters<typeof requestEdition>[0]): Edition => requestEdition(request);

  async function rss(edition: Edition, slug?: string): Promise<string> {
    const origin = origins[edition];
    let categoryId: string | undefined;
    let name = '';
    let link = `${origin}/`;
    if (slug) {
      const category = RSS_CATEGORY_SLUGS[edition].includes(slug) ? (await service.categories(edition, true)).items.flatMap((c) => [c, ...(c.subs ?? [])]).find((c) => c.slug === slug) : undefined;
      if (!category) throw new HttpError(404, TEXT.feedNotFound);
      categoryId = category._id;
      name = category.name;
      link = origin + category.route;
    }
    const list = await service.articles(edition, { categoryId, sort: 'recent', page: 1, limit: RSS_ITEMS, useHasNextPage: true });
    return renderRss({
      title: localize(slug ? TEXT.categoryTitle : TEXT.mainTitle, edition, { name }),
      description: localize(slug ? TEXT.categoryDescription : TEXT.mainDescription, edition, { name }),
      link,
      selfUrl: origin + rssPath(slug),
      language: edition,
      origin,
      items: list.items,
    });
  }

  fastify.get('/feeds/rss', { config, schema: { tags: ['feeds'], summary: 'RSS 2.0 of the edition’s latest articles', response: xmlResponse } }, async (request, reply) =>
    sendXml(reply, 'rss', await rss(editionOf(request))),
  );

  fastify.get(
    '/feeds/rss/:slug',
    {
      config,
      schema: {
        tags: ['feeds'],
        summary: 'RSS 2.0 of one category (SPEC §3 lists: tr 20, en 9, ru 9)',
        params: Type.Object({ slug: Type.String({ pattern: '^[a-z0-9-]{1,60}$' }) }),
        response: xmlResponse,
      },
    },
    async (request, reply) => sendXml(reply, 'rss', await rss(editionOf(request), request.params.slug)),
  );

  fastify.get(
    '/feeds/rss-list',
    {
      config,
      schema: {
        tags: ['feeds'],
        summary: 'The edition’s RSS feeds, for the /rss page',
        response: {
          200: Type.Object({ main: Type.String(), items: Type.Array(Type.Object({ slug: Type.String(), name: Type.String(), path: Type.String(), parent: Type.Union([Type.String(), Type.Null()]) })) }),
          ...ERRORS,
        },
      },
    },
    async (request, reply) => {
      const edition = editionOf(request);
      const all = (await service.categories(edition, true)).items.flatMap((section) => [
        { category: section, parent: null },
        ...(section.subs ?? []).map((sub) => ({ category: sub, parent: section.name })),
      ]);
      const items = RSS_CATEGORY_SLUGS[edition].flatMap((slug) => {
        const found = all.find((entry) => entry.category.slug === slug);
        return found ? [{ slug, name: found.category.name, path: rssPath(slug), parent: found.parent }] : [];
      });
      reply.header('cache-control', FEED_CACHE_CONTROL).header('vary', 'X-Edition');
      return { main: rssPath(), items };
    },
  );

  fastify.get('/sitemaps/index', { config, schema: { tags: ['feeds'], summary: 'Sitemap index: sections, news, one sitemap per month', response: xmlResponse } }, async (request, reply) => {
    const edition = editionOf(request);
    const origin = origins[edition];
    const months = await repository.sitemapMonths(edition);
    const xml = renderSitemapIndex([
      { loc: origin + sitemapPath('sections') },
      { loc: origin + sitemapPath('news'), lastmod: months[0]?.lastmod },
      ...months.map((m) => ({ loc: origin + sitemapPath(`articles-${m.month}`), lastmod: m.lastmod })),
    ]);
    return sendXml(reply, 'xml', xml);
  });

  fastify.get(
    '/sitemaps/articles/:month',
    {
      config,
      schema: { tags: ['feeds'], summary: 'Articles published in one month (YYYY-MM)', params: Type.Object({ month: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }) }), response: xmlResponse },
    },
    async (request, reply) => {
      const edition = editionOf(request);
      const { from, to } = monthRange(request.params.month);
      const rows = await repository.sitemapArticles(edition, from, to);
      if (rows.length === 0) throw new HttpError(404, TEXT.sitemapNotFound);
      return sendXml(reply, 'xml', renderUrlSet(rows.map((row) => ({ loc: articleUrl(origins[edition], edition, row), lastmod: row.lastmod }))));
    },
  );

  fastify.get('/sitemaps/news', { config, schema: { tags: ['feeds'], summary: 'Google News sitemap: the last 48 hours', response: xmlResponse } }, async (request, reply) => {
    const edition = editionOf(request);
    const until = new Date(now());
    const rows = await repository.sitemapArticles(edition, new Date(until.getTime() - NEWS_SITEMAP_HOURS * 3_600_000), until);
    const xml = renderNewsSitemap(
      rows.map((row) => ({ loc: articleUrl(origins[edition], edition, row), title: row.title, published: row.published_at })),
      { name: 'Meydan', language: edition },
    );
    return sendXml(reply, 'xml', xml);
  });

  fastify.get('/sitemaps/sections', { config, schema: { tags: ['feeds'], summary: 'Home, every category and every tag (its canonical listing: the topic hub in en and ru), and the astrology pages', response: xmlResponse } }, async (request, reply) => {
    const edition = editionOf(request);
    const origin = origins[edition];
    const categories = (await service.categories(edition, true)).items.flatMap((c) => [c, ...(c.subs ?? [])]);
    const tags = await repository.listTags(edition);
    const xml = renderUrlSet([
      { loc: `${origin}/` },
      ...categories.map((c) => ({ loc: origin + c.route })),
      ...tags.map((t) => ({ loc: origin + canonicalTagListingPath(edition, t.route) })),
      ...astrologyPagePaths(edition).map((path) => ({ loc: origin + path })),
    ]);
    return sendXml(reply, 'xml', xml);
  });

};
