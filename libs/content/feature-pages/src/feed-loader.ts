import { prefetchQuery } from '@meydan/shared/data-access/api-client';
import { contentApi } from '@meydan/content/data-access';
import { truncate } from '@meydan/shared/util/format';
import type { LoaderResult, RouteContext } from '@meydan/shared/util/remote-kit';
import { feedListArgs, feedPath, feedSection, isFeedSlug } from './feed-page';
import { socialTags } from './page-head';

/**
 * `/akis/{slug?}`: the feed's first page and the section names go into the server HTML; a slug
 * that is no §2.6 section or subcategory of this edition is a 404.
 *
 * SPEC §2.9 hides /akis/ from crawlers in tr, and robots.txt says `Disallow: /akis/`. That rule
 * neither covers `/akis` itself nor keeps a linked URL out of an index (a blocked page can still
 * be listed, without its text), so the tr page also says `noindex`, with `follow`: the feed is
 * where crawlers that do fetch it find the newest stories, and those should be indexed. en and ru
 * index the feed like any listing.
 */
export async function loadFeed(ctx: RouteContext): Promise<LoaderResult> {
  const slug = ctx.params['slug'] || undefined;
  if (slug !== undefined && !isFeedSlug(slug)) return { status: 404 };
  const [categories, list] = await Promise.all([
    prefetchQuery(ctx, contentApi.endpoints.getCategories.initiate()),
    prefetchQuery(ctx, contentApi.endpoints.getArticles.initiate(feedListArgs(slug))),
  ]);
  if (list.error) return { status: list.error.statusCode === 404 ? 404 : 500 };
  if (categories.error || !categories.data) return { status: 500 };
  const current = feedSection(categories.data, slug);
  if (slug !== undefined && !current) return { status: 404 };
  const t = ctx.i18n.getFixedT(ctx.edition, 'content');
  const name = current?.category.name;
  const title = name ? t('feed.sectionTitle', { name }) : t('feed.title');
  const description = truncate(name ? t('feed.sectionDescription', { name }) : t('feed.description'));
  const url = ctx.origin + feedPath(ctx.edition, slug);
  return {
    head: {
      title,
      description,
      // A canonical link asks for the page to be indexed; the tr page asks not to be.
      ...(ctx.edition === 'tr' ? { noindex: 'follow' as const } : { canonical: url }),
      og: socialTags(ctx, { type: 'website', title, description, url }),
    },
  };
}
