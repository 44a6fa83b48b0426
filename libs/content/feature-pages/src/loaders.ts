import { prefetchQuery, type QueryThunk } from '@meydan/shared/data-access/api-client';
import { contentApi } from '@meydan/content/data-access';
import type { Article } from '@meydan/shared/contracts';
import type { CorporateDocument, LegalDocumentKey } from '@meydan/content/data-access';
import { articleAddressRedirect, articleSitePath, extractArticleId, isExternalHttpUrl, isSitePath, routePath } from '@meydan/shared/util/routing';
import { stripHtml, truncate } from '@meydan/shared/util/format';
import type { HeadData, LoaderResult, RouteContext } from '@meydan/shared/util/remote-kit';
import { CATEGORY_PAGE_SIZE } from './category-route';
import { sectionIdOf } from './article-section';
import { latestHref, latestPageFrom } from './latest-content-page';
import { articleSearchArgs, resolveSearch, searchHref } from './search-route';
import { corporateKeyOf } from './corporate-page';
import { breadcrumbJsonLd, itemListJsonLd, publisherJsonLd, quizJsonLd, videoJsonLd } from './structured-data';
import { pagedListingHead, SITE_NAME, socialTags } from './page-head';
import { sharedQuizResultHead } from './quiz/quiz-head';
import { AMP_ROUTE_ID, ampArticleResult } from './amp';
import { externalRedirectOf, externalRedirectResult } from './external-redirect-page';
import { VIEWER_PARAM } from './gallery-viewer/viewer-param';

/** Where an unknown article sends the reader (SPEC §2.9 "generic content path"). */
export const GENERIC_CONTENT_PATH = '/content';

function t(ctx: RouteContext) {
  return ctx.i18n.getFixedT(ctx.edition, 'content');
}

/** The generic content path: every article of the edition, newest first, `?page=N`. */
export async function loadLatest(ctx: RouteContext): Promise<LoaderResult> {
  const page = latestPageFrom(ctx.search);
  const list = await prefetchQuery(ctx, contentApi.endpoints.getArticles.initiate({ page, limit: CATEGORY_PAGE_SIZE }));
  if (list.error) return { status: 500 };
  if (page > 1 && !list.data?.items.length) return { status: 404 };
  const tr = t(ctx);
  const title = page > 1 ? tr('latest.titlePaged', { page }) : tr('latest.title');
  // /tumicerikler is the canonical listing; the generic /content path shows the same list.
  const url = ctx.origin + latestHref(routePath(ctx.edition, 'content.all'))(page);
  const description = tr('latest.description');
  return { head: pagedListingHead(ctx, { title, description, url, items: list.data?.items ?? [], page, pageSize: CATEGORY_PAGE_SIZE }) };
}

/** `content.article` without a slug is the generic content path; with one, an article. */
export function loadArticleOrLatest(ctx: RouteContext): Promise<LoaderResult> {
  return ctx.params['slug'] ? loadArticle(ctx) : loadLatest(ctx);
}

/**
 * SPEC §2.9 article rules: the id comes from the slug; an unknown article goes to the generic
 * content path; a moved article 301s to the route the API names; another address form 301s to
 * the canonical route (articleAddressRedirect); the old AMP address and external redirects have their own modules.
 */
export async function loadArticle(ctx: RouteContext): Promise<LoaderResult> {
  const id = extractArticleId(ctx.pathname);
  if (id === null) return { redirect: { to: GENERIC_CONTENT_PATH, status: 302 } };
  // Recommendations load alongside (same key the page uses); their failure only hides the section.
  const articleQuery = prefetchQuery(ctx, contentApi.endpoints.getArticle.initiate(String(id)));
  // The breadcrumb's section dropdown lists the subcategories: only the article's section is
  // fetched (the whole tree would weigh more than the article in the page's boot state).
  const section = articleQuery.then(({ data }) => {
    const sectionId = data ? sectionIdOf(data) : undefined;
    return sectionId ? prefetchQuery(ctx, contentApi.endpoints.getCategory.initiate(sectionId)) : null;
  });
  const [{ data: article, error }] = await Promise.all([articleQuery, prefetchQuery(ctx, contentApi.endpoints.getRecommendations.initiate(String(id))), section]);
  if (error) {
    if (error.action === 'redirect' && isRedirectTarget(error.payload?.route)) return { redirect: { to: error.payload.route, status: 301 } };
    if (error.statusCode === 404) return { redirect: { to: GENERIC_CONTENT_PATH, status: 302 } };
    return { status: 500 };
  }
  if (!article) return { status: 500 };
  if (ctx.routeId === AMP_ROUTE_ID) return ampArticleResult(ctx, article);
  const external = externalRedirectOf(article);
  if (external) return externalRedirectResult(ctx, article, external);
  const redirect = articleAddressRedirect(ctx.edition, ctx.pathname, articleSitePath(ctx.edition, article));
  if (redirect) return { redirect: { to: redirect + ctx.search, status: 301 } };
  // Quiz: a shared result link (?result={token}) is verified here and the head describes that result (quiz/quiz-head.ts).
  const sharedResult = await sharedQuizResultHead(ctx, article, () => articleHead(ctx, article), (thunk) => prefetchQuery(ctx, thunk as QueryThunk));
  if (sharedResult) return { head: sharedResult, readItem: article.legacyId };
  // An address naming a picture (`?image=N`, gallery-viewer/) opens the viewer on it: the app loads at once, not on intent.
  return { head: articleHead(ctx, article), readItem: article.legacyId, ...(new URLSearchParams(ctx.search).has(VIEWER_PARAM) ? { needsApp: true } : {}) };
}

/** A moved article's new address as the API names it: a path here or an http(s) URL, nothing else. */
function isRedirectTarget(route: string | undefined): route is string {
  return isSitePath(route) || isExternalHttpUrl(route);
}

export function articleHead(ctx: RouteContext, article: Article): HeadData {
  const url = ctx.origin + article.route;
  const description = truncate(
    article.seoData?.description || article.description || stripHtml(article.entries.find((e) => e.text)?.text?.plain ?? ''),
  );
  const image = article.facebookImage ?? article.image;
  const imageUrl = image?.resolutions.extraHigh?.url ?? image?.resolutions.standard?.url;
  const absoluteImage = imageUrl ? new URL(imageUrl, ctx.origin).toString() : undefined;
  const title = `${article.seoData?.altTitle || article.title} | Meydan`;
  const clip = article.entries.find((entry) => entry.mode === 'video' && entry.videoData)?.videoData;
  const og = socialTags(ctx, {
    type: 'article',
    title: article.title,
    description,
    url,
    image: absoluteImage,
    extra: {
      ...(clip ? { 'og:video': new URL(clip.source, ctx.origin).toString(), 'og:video:type': 'video/mp4' } : {}),
      'article:published_time': article.published,
      ...(article.modified ? { 'article:modified_time': article.modified } : {}),
    },
  });
  const publisher = publisherJsonLd(ctx.origin, SITE_NAME);
  const crumbs = [{ name: SITE_NAME, href: '/' }, ...article.categories.map((c) => ({ name: c.name, href: c.route })), { name: article.title, href: article.route }];
  return {
    title,
    description,
    canonical: url,
    noindex: article.noindex,
    og,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: article.title,
        description,
        mainEntityOfPage: url,
        url,
        inLanguage: ctx.edition,
        datePublished: article.published,
        dateModified: article.modified ?? article.published,
        ...(absoluteImage ? { image: [absoluteImage] } : {}),
        // A story without a named author is the newsroom's.
        author: article.authors.length ? article.authors.map((author) => ({ '@type': 'Person', name: author.name })) : [publisher],
        publisher,
        articleSection: article.categories[0]?.name,
        keywords: article.tags.map((tag) => tag.name).join(', '),
      },
      breadcrumbJsonLd(ctx.origin, crumbs),
      ...[itemListJsonLd(ctx.origin, article), quizJsonLd(ctx.origin, article)].filter((item): item is object => item !== null),
      ...videoJsonLd(ctx.origin, article),
    ],
  };
}

/** `/rss`: the list of feeds. */
export async function loadRss(ctx: RouteContext): Promise<LoaderResult> {
  const { error } = await prefetchQuery(ctx, contentApi.endpoints.getRssFeeds.initiate());
  const tr = t(ctx);
  const url = `${ctx.origin}/rss`;
  return { status: error ? 500 : 200, head: { title: tr('rss.title'), description: tr('rss.description'), canonical: url, og: socialTags(ctx, { type: 'website', title: tr('rss.title'), description: tr('rss.description'), url }) } };
}

/** Search pages: results are fetched for the server HTML; search pages are kept out of indexes (SPEC §2.9). */
export async function loadSearch(ctx: RouteContext): Promise<LoaderResult> {
  const resolved = resolveSearch(ctx.routeId, ctx.params, ctx.search);
  // A form sent without JavaScript (`?q=`) lands on the path form of the same search.
  const fromForm = new URLSearchParams(ctx.search).get('q');
  if (fromForm !== null && !ctx.params['slug'] && resolved.query) return { redirect: { to: searchHref(ctx.edition, resolved.tab, resolved.query), status: 302 } };
  if (resolved.searchable) {
    const { error } =
      resolved.tab === 'tag'
        ? await prefetchQuery(ctx, contentApi.endpoints.searchTags.initiate(resolved.query))
        : await prefetchQuery(ctx, contentApi.endpoints.searchArticles.initiate(articleSearchArgs(resolved)));
    if (error && error.statusCode !== 400) return { status: 500 };
  }
  const tr = t(ctx);
  const title = resolved.query ? tr('search.title', { query: resolved.query }) : tr('search.titleEmpty');
  return { head: { title, description: tr('search.description'), noindex: true } };
}

/** A browse page: its data is fetched for the server HTML; title and description from its copy. */
function browseLoader(key: 'trends' | 'discover', thunks: (ctx: RouteContext) => QueryThunk[]) {
  return async (ctx: RouteContext): Promise<LoaderResult> => {
    const results = await Promise.all(thunks(ctx).map((thunk) => prefetchQuery(ctx, thunk)));
    const tr = t(ctx);
    const url = `${ctx.origin}${ctx.pathname}`;
    const title = tr(`${key}.title`);
    return {
      status: results.some((result) => result.error) ? 500 : 200,
      head: { title, description: tr(`${key}.description`), canonical: url, og: socialTags(ctx, { type: 'website', title, description: tr(`${key}.description`), url }) },
    };
  };
}

export const loadTrends = browseLoader('trends', () => [contentApi.endpoints.getTrends.initiate(), contentApi.endpoints.getTrending.initiate()]);
export const loadDiscover = browseLoader('discover', () => [contentApi.endpoints.getDiscover.initiate()]);

/** The head of a written document page. */
function documentHead(ctx: RouteContext, title: string, description: string): LoaderResult {
  const url = ctx.origin + ctx.pathname;
  return { head: { title: `${title} | ${SITE_NAME}`, description, canonical: url, og: socialTags(ctx, { type: 'website', title, description, url }) } };
}

/** Corporate pages: the edition's texts (a bundled chunk) go into the store for the server HTML. */
export async function loadCorporate(ctx: RouteContext): Promise<LoaderResult> {
  const { data } = await prefetchQuery(ctx, contentApi.endpoints.getCorporateDocuments.initiate(ctx.edition));
  if (!data) return { status: 500 };
  const key = corporateKeyOf(ctx.routeId);
  const doc: Pick<CorporateDocument, 'title' | 'description'> = key ? data[key] : { title: t(ctx)('corporate.heading'), description: t(ctx)('corporate.lead') };
  return documentHead(ctx, doc.title, doc.description);
}

/** SPEC §2.5 legal notices. */
export async function loadLegal(ctx: RouteContext): Promise<LoaderResult> {
  const { data } = await prefetchQuery(ctx, contentApi.endpoints.getLegalDocuments.initiate(ctx.edition));
  const doc = data?.[ctx.params['doc'] as LegalDocumentKey];
  return doc ? documentHead(ctx, doc.title, doc.description) : { status: data ? 404 : 500 };
}
