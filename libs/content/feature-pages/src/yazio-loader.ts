import { prefetchQuery } from '@meydan/shared/data-access/api-client';
import { peopleApi } from '@meydan/content/data-access';
import type { Columnist } from '@meydan/shared/contracts';
import type { LoaderResult, RouteContext } from '@meydan/shared/util/remote-kit';
import { routePath, type Edition } from '@meydan/shared/util/routing';
import { latestHref, latestPageFrom } from './latest-content-page';
import { absoluteImageUrl, notFoundOrFailed, peopleHead } from './people-head';

/** `/yazio/{slug}` pages with `?page=N` (like subcategories: the path has no room for a number). */
export function columnistPageHref(edition: Edition, slug: string): (page: number) => string {
  return latestHref(routePath(edition, 'content.yazio.author', { slug }));
}

export const columnistPageFrom = latestPageFrom;

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
  const { data, error } = await prefetchQuery(ctx, peopleApi.endpoints.getYazioAuthors.initiate());
  const t = ctx.i18n.getFixedT(ctx.edition, 'content');
  const path = routePath(ctx.edition, 'content.yazio');
  const columnists = (data?.items ?? []).map((columnist) => person(ctx, columnist));
  return {
    status: error || !data ? 500 : 200,
    head: peopleHead(ctx, {
      path,
      title: t('yazio.title'),
      description: t('yazio.description'),
      type: 'website',
      jsonLd: { '@type': 'CollectionPage', name: t('yazio.heading'), url: ctx.origin + path, hasPart: columnists },
    }),
  };
}

/** `/yazio/{slug}?page=N`: a columnist and their columns; unknown columnist or a page past the end is a 404. */
export async function loadColumnist(ctx: RouteContext): Promise<LoaderResult> {
  const slug = ctx.params['slug'] ?? '';
  const page = columnistPageFrom(ctx.search);
  const { data, error } = await prefetchQuery(ctx, peopleApi.endpoints.getYazioAuthor.initiate({ slug, page }));
  if (error) return notFoundOrFailed(error);
  if (!data) return { status: 500 };
  if (page > 1 && data.items.length === 0) return { status: 404 };
  const t = ctx.i18n.getFixedT(ctx.edition, 'content');
  const { author } = data;
  const path = columnistPageHref(ctx.edition, author.slug)(page);
  return {
    head: peopleHead(ctx, {
      path,
      title: page > 1 ? t('yazio.authorTitlePaged', { name: author.name, page }) : t('yazio.authorTitle', { name: author.name }),
      description: author.bio || t('yazio.authorDescription', { name: author.name }),
      type: 'profile',
      image: author.avatar,
      jsonLd: { '@type': 'ProfilePage', url: ctx.origin + path, mainEntity: person(ctx, author) },
    }),
  };
}
