import { prefetchQuery } from '@meydan/shared/data-access/api-client';
import { storefrontApi } from '@meydan/content/data-access';
import type { Image } from '@meydan/shared/contracts';
import { truncate } from '@meydan/shared/util/format';
import type { LoaderResult, RouteContext } from '@meydan/shared/util/remote-kit';
import { routePath, type Edition } from '@meydan/shared/util/routing';
import { socialTags } from './page-head';

export interface ResolvedVitrinRoute {
  /** The showcase key from `/vitrin/{slug}`. */
  key: string;
  page: number;
}

export function resolveVitrinRoute(params: Readonly<Record<string, string>>): ResolvedVitrinRoute {
  return { key: params['slug'] ?? '', page: params['pageNum'] ? Number(params['pageNum']) : 1 };
}

/** Page 1 is the showcase's own address; later pages append the number. */
export function vitrinPageHref(edition: Edition, key: string, page: number): string {
  return routePath(edition, 'content.vitrin.detail', page === 1 ? { slug: key } : { slug: key, pageNum: String(page) });
}

function absoluteImage(ctx: RouteContext, image: Image | null | undefined): string | undefined {
  const url = image?.resolutions.extraHigh.url;
  return url ? new URL(url, ctx.origin).toString() : undefined;
}

/** `/vitrin`: the edition's showcases. */
export async function loadVitrinList(ctx: RouteContext): Promise<LoaderResult> {
  const { data, error } = await prefetchQuery(ctx, storefrontApi.endpoints.getStorefrontFeeds.initiate());
  const tr = ctx.i18n.getFixedT(ctx.edition, 'content');
  const url = ctx.origin + routePath(ctx.edition, 'content.vitrin');
  const title = tr('vitrin.title');
  const description = truncate(tr('vitrin.description'));
  return {
    status: error || !data ? 500 : 200,
    head: {
      title,
      description,
      canonical: url,
      og: socialTags(ctx, { type: 'website', title, description, url, image: absoluteImage(ctx, data?.items[0]?.cover) }),
    },
  };
}

/**
 * `/vitrin/{slug}/{pageNum?}`: one showcase, 15 products a page. `/1` 301s to the bare address
 * (the canonical page 1); an unknown showcase or a page past the end is a 404.
 */
export async function loadVitrinFeed(ctx: RouteContext): Promise<LoaderResult> {
  const { key, page } = resolveVitrinRoute(ctx.params);
  if (ctx.params['pageNum'] === '1') return { redirect: { to: vitrinPageHref(ctx.edition, key, 1), status: 301 } };
  const { data, error } = await prefetchQuery(ctx, storefrontApi.endpoints.getStorefrontFeed.initiate({ key, page }));
  // A key the API rejects as malformed (400) names no showcase either.
  if (error) return { status: error.statusCode === 404 || error.statusCode === 400 ? 404 : 500 };
  if (!data) return { status: 500 };
  if (page > 1 && data.items.length === 0) return { status: 404 };
  const tr = ctx.i18n.getFixedT(ctx.edition, 'content');
  const { feed } = data;
  const title = page > 1 ? tr('vitrin.feedTitlePaged', { name: feed.title, page }) : tr('vitrin.feedTitle', { name: feed.title });
  const description = truncate(feed.description);
  const url = ctx.origin + vitrinPageHref(ctx.edition, key, page);
  return {
    head: {
      title,
      description,
      canonical: url,
      og: socialTags(ctx, { type: 'website', title, description, url, image: absoluteImage(ctx, feed.cover) }),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: feed.title,
          url,
          numberOfItems: feed.itemCount,
          itemListElement: data.items.map((item, index) => ({
            '@type': 'ListItem',
            position: (page - 1) * data.pagination.limit + index + 1,
            item: {
              '@type': 'Product',
              name: item.title,
              ...(item.image ? { image: new URL(item.image.resolutions.high.url, ctx.origin).toString() } : {}),
              offers: {
                '@type': 'Offer',
                price: item.price.amount.toFixed(2),
                priceCurrency: item.price.currency,
                availability: item.isAvailable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
                url: item.url,
                seller: { '@type': 'Organization', name: item.store.name },
              },
            },
          })),
        },
      ],
    },
  };
}
