import { prefetchQuery } from '@meydan/shared/data-access/api-client';
import { contentApi } from '@meydan/content/data-access';
import { truncate } from '@meydan/shared/util/format';
import type { LoaderResult, RouteContext } from '@meydan/shared/util/remote-kit';
import { livingTopicForPath, type LivingTestTopic } from '@meydan/shared/util/routing';
import { latestHref, latestPageFrom } from './latest-content-page';
import { livingListArgs, livingTagRoute } from './living-page';
import { pagedListingHead } from './page-head';

/** /test and /test/{topic}: 404 past the last page or for a topic without its tag. */
export async function loadLiving(ctx: RouteContext): Promise<LoaderResult> {
  const topic = livingTopicForPath(ctx.pathname) as LivingTestTopic | 'test' | null;
  if (!topic) return { status: 404 };
  const page = latestPageFrom(ctx.search);
  const tagRoute = livingTagRoute(ctx.edition, topic);
  let tagId: string | undefined;
  if (tagRoute) {
    const tag = await prefetchQuery(ctx, contentApi.endpoints.getTagByRoute.initiate(tagRoute));
    if (tag.error) return { status: tag.error.statusCode === 404 ? 404 : 500 };
    tagId = tag.data?._id;
  }
  const list = await prefetchQuery(ctx, contentApi.endpoints.getArticles.initiate(livingListArgs(topic, tagId, page)));
  if (list.error) return { status: 500 };
  if (page > 1 && !list.data?.items.length) return { status: 404 };
  const t = ctx.i18n.getFixedT(ctx.edition, 'content');
  const path = ctx.pathname.replace(/\/$/, '') || '/test';
  const title = page > 1 ? t('living.titlePaged', { title: t(`living.${topic}.title`), page }) : t('living.titleTag', { title: t(`living.${topic}.title`) });
  const description = truncate(t(`living.${topic}.lead`));
  const url = ctx.origin + latestHref(path)(page);
  return { head: pagedListingHead(ctx, { title, description, url, items: list.data?.items ?? [], page, pageSize: livingListArgs(topic, tagId, page).limit }) };
}
