import { peopleApi } from '@meydan/content/data-access';
import type { Columnist, Image, YazioAuthorResponse, YazioAuthorsResponse } from '@meydan/shared/contracts';
import { truncate } from '@meydan/shared/util/format';
import type { LoaderResult, RouteContext } from '@meydan/shared/util/remote-kit';
import { routePath, type Edition } from '@meydan/shared/util/routing';
import { latestHref, latestPageFrom } from './latest-content-page';
import { fetchQuery } from './loaders';

/** `/yazio/{slug}` pages with `?page=N` (like subcategories: the path has no room for a number). */
export function columnistPageHref(edition: Edition, slug: string): (page: number) => string {
  return latestHref(routePath(edition, 'content.yazio.author', { slug }));
}

export const columnistPageFrom = latestPageFrom;

export function absoluteImageUrl(ctx: RouteContext, image: Image | null | undefined): string | undefined {
  const url = image?.resolutions.high.url;
  return url ? new URL(url, ctx.origin).toString() : undefined;
}

function person(ctx: RouteContext, columnist: Columnist) {
  const image = absoluteImageUrl(ctx, columnist.avatar);
  return {
    '@type': 'Person',
    name: columnist.name,
    url: ctx.origin + columnist.route,
    ...(columnist.bio ? { description: columnist.bio } : {}),
    ...(image ? { image } : {}),
    worksFor: { '@type': 'Organization', name: 'Meydan' },
  };
}

/** `/yazio`: the edition's columnists. */
export async function loadYazio(ctx: RouteContext): Promise<LoaderResult> {
  const { data, error } = await fetchQuery<YazioAuthorsResponse>(ctx, peopleApi.endpoints.getYazioAuthors.initiate());
  const t = ctx.i18n.getFixedT(ctx.edition, 'content');
  const url = ctx.origin + routePath(ctx.edition, 'content.yazio');
  const title = t('yazio.title');
  const description = truncate(t('yazio.description'));
  return {
    status: error || !data ? 500 : 200,
    head: {
      title,
      description,
      canonical: url,
      og: { 'og:type': 'website', 'og:title': title, 'og:description': description, 'og:url': url, 'og:site_name': 'Meydan' },
      ...(data
        ? { jsonLd: [{ '@context': 'https://schema.org', '@type': 'CollectionPage', name: t('yazio.heading'), url, hasPart: data.items.map((columnist) => person(ctx, columnist)) }] }
        : {}),
    },
  };
}

/** `/yazio/{slug}?page=N`: a columnist and their columns; unknown columnist or a page past the end is a 404. */
export async function loadColumnist(ctx: RouteContext): Promise<LoaderResult> {
  const slug = ctx.params['slug'] ?? '';
  const page = columnistPageFrom(ctx.search);
  const { data, error } = await fetchQuery<YazioAuthorResponse>(ctx, peopleApi.endpoints.getYazioAuthor.initiate({ slug, page }));
  // A slug the API rejects as malformed (400) names no columnist either.
  if (error) return { status: error.statusCode === 404 || error.statusCode === 400 ? 404 : 500 };
  if (!data) return { status: 500 };
  if (page > 1 && data.items.length === 0) return { status: 404 };
  const t = ctx.i18n.getFixedT(ctx.edition, 'content');
  const { author } = data;
  const title = page > 1 ? t('yazio.authorTitlePaged', { name: author.name, page }) : t('yazio.authorTitle', { name: author.name });
  const description = truncate(author.bio || t('yazio.authorDescription', { name: author.name }));
  const url = ctx.origin + columnistPageHref(ctx.edition, author.slug)(page);
  const image = absoluteImageUrl(ctx, author.avatar);
  return {
    head: {
      title,
      description,
      canonical: url,
      og: {
        'og:type': 'profile',
        'og:title': title,
        'og:description': description,
        'og:url': url,
        'og:site_name': 'Meydan',
        ...(image ? { 'og:image': image } : {}),
      },
      jsonLd: [{ '@context': 'https://schema.org', '@type': 'ProfilePage', url, mainEntity: person(ctx, author) }],
    },
  };
}
