import { prefetchQuery } from '@meydan/shared/data-access/api-client';
import { contentApi, mediaApi } from '@meydan/content/data-access';
import { canonicalTagListingPath } from '@meydan/shared/util/routing';
import { truncate } from '@meydan/shared/util/format';
import type { LoaderResult, RouteContext } from '@meydan/shared/util/remote-kit';
import { CATEGORY_PAGE_SIZE, resolveCategoryRoute } from './category-route';
import { resolveTagRoute, tagPageHref, TAG_PAGE_SIZE } from './tag-route';
import { searchHref } from './search-route';
import { absolute, publisherJsonLd } from './structured-data';
import { listingHead, pagedListingHead, SITE_NAME } from './page-head';

/*
 * The loaders of the listing pages (home, sections, tags), apart from loaders.ts so the article
 * page's code does not carry them (route module budgets, issue 14).
 */

function t(ctx: RouteContext) {
  return ctx.i18n.getFixedT(ctx.edition, 'content');
}

/** The placeholder of a SearchAction's URL template. */
export const SEARCH_TERM = 'search_term_string';

/**
 * The home page's WebSite with its SearchAction (the site search box in search results).
 * `searchPath` is the search page's path the query is appended to (`/ara` → `/ara/{query}`).
 */
export function webSiteJsonLd(origin: string, site: { name: string; description: string; inLanguage: string; searchPath: string }): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    description: site.description,
    url: absolute(origin, '/'),
    inLanguage: site.inLanguage,
    publisher: publisherJsonLd(origin, site.name),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absolute(origin, site.searchPath)}/{${SEARCH_TERM}}` },
      'query-input': `required name=${SEARCH_TERM}`,
    },
  };
}

export async function loadHome(ctx: RouteContext): Promise<LoaderResult> {
  // The breaking-news strip is optional: its failure only hides it.
  const [{ data, error }] = await Promise.all([prefetchQuery(ctx, contentApi.endpoints.getHome.initiate()), prefetchQuery(ctx, mediaApi.endpoints.getBreakingNews.initiate())]);
  const tr = t(ctx);
  const description = tr('home.description');
  return {
    status: error ? 500 : 200,
    head: listingHead(ctx, {
      title: tr('home.title'),
      description,
      url: `${ctx.origin}/`,
      // The lead story's picture (the recent widget comes first).
      items: (data?.widgets ?? []).flatMap((widget) => widget.items),
      jsonLd: [webSiteJsonLd(ctx.origin, { name: SITE_NAME, description, inLanguage: ctx.edition, searchPath: searchHref(ctx.edition, 'content', '') })],
    }),
  };
}

export async function loadCategory(ctx: RouteContext): Promise<LoaderResult> {
  const { data: categories, error } = await prefetchQuery(ctx, contentApi.endpoints.getCategories.initiate());
  if (error || !categories) return { status: error?.statusCode === 404 ? 404 : 500 };
  const resolved = resolveCategoryRoute(categories, ctx.params, ctx.search);
  if (!resolved) return { status: 404 };
  const list = await prefetchQuery(
    ctx,
    contentApi.endpoints.getArticles.initiate({ categoryId: resolved.category._id, page: resolved.page, limit: CATEGORY_PAGE_SIZE }),
  );
  if (list.error) return { status: 500 };
  if (resolved.page > 1 && !list.data?.items.length) return { status: 404 };
  const tr = t(ctx);
  const title = resolved.page > 1 ? tr('category.titlePaged', { name: resolved.category.name, page: resolved.page }) : tr('category.title', { name: resolved.category.name });
  const url = ctx.origin + resolved.hrefForPage(resolved.page);
  const description = categoryDescription(tr, resolved.category);
  return { head: pagedListingHead(ctx, { title, description, url, items: list.data?.items ?? [], page: resolved.page, pageSize: CATEGORY_PAGE_SIZE }) };
}

/**
 * SPEC §2.9 per-category meta descriptions. The listed names map to our §2.6 categories: Test →
 * quiz, Video → video, Yemek → food, Gündem → news, Goygoy → funny, Gıybet → celebrities, Spor →
 * sport, Cool → the Meydan section, Cafe → life; Vitrin, Yazio, Galeriler and iq live on their own
 * pages (storefront, columnists, galleries, general-knowledge tests). Others use the generic text.
 */
function categoryDescription(tr: ReturnType<typeof t>, category: { slug: string; name: string }): string {
  return truncate(tr(`category.descriptions.${category.slug}`, { defaultValue: tr('category.description', { name: category.name }) }));
}

/** A tag page: 404 for an unknown tag or a page past the end; `/1` 301s to the tag route. */
export async function loadTag(ctx: RouteContext): Promise<LoaderResult> {
  const { route, page } = resolveTagRoute(ctx.edition, ctx.params);
  if (ctx.params['pageNum'] === '1') return { redirect: { to: route, status: 301 } };
  const { data: tag, error } = await prefetchQuery(ctx, contentApi.endpoints.getTagByRoute.initiate(route));
  if (error) return { status: error.statusCode === 404 ? 404 : 500 };
  if (!tag) return { status: 500 };
  // The stored route is canonical (an old slug or another edition's form goes there).
  if (tag.route !== route) return { redirect: { to: tagPageHref(tag.route, page), status: 301 } };
  const list = await prefetchQuery(ctx, contentApi.endpoints.getArticles.initiate({ tagId: tag._id, page, limit: TAG_PAGE_SIZE }));
  if (list.error) return { status: 500 };
  if (page > 1 && !list.data?.items.length) return { status: 404 };
  const tr = t(ctx);
  const title = page > 1 ? tr('tag.titlePaged', { name: tag.name, page }) : tr('tag.title', { name: tag.name });
  // In en and ru the topic hub (`/{name}-news`) is the tag's canonical listing (routing topics.ts).
  const url = ctx.origin + canonicalTagListingPath(ctx.edition, tag.route, page);
  const description = tr('tag.description', { name: tag.name });
  return { head: pagedListingHead(ctx, { title, description, url, items: list.data?.items ?? [], page, pageSize: TAG_PAGE_SIZE }) };
}

/** SPEC §2.6 `/tag/{tagName}/{tagId}/{pageNum?}`: the old tag address 301s to the tag's route. */
export async function loadLegacyTag(ctx: RouteContext): Promise<LoaderResult> {
  const { data: tag, error } = await prefetchQuery(ctx, contentApi.endpoints.getTagByRoute.initiate(ctx.params['tagName'] ?? ''));
  if (error || !tag) return { status: error?.statusCode === 404 || !error ? 404 : 500 };
  const page = ctx.params['pageNum'] ? Number(ctx.params['pageNum']) : 1;
  return { redirect: { to: tagPageHref(tag.route, page), status: 301 } };
}
