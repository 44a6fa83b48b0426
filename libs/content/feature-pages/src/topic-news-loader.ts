import { prefetchQuery } from '@meydan/shared/data-access/api-client';
import { contentApi, topicsApi } from '@meydan/content/data-access';
import { truncate } from '@meydan/shared/util/format';
import type { LoaderResult, RouteContext } from '@meydan/shared/util/remote-kit';
import { canonicalTagListingPath, topicNameOf, topicPath } from '@meydan/shared/util/routing';
import { TAG_PAGE_SIZE } from './tag-route';
import { resolveTopicRoute } from './topic-route';
import { pagedListingHead } from './page-head';

/**
 * A topic hub `/{name}-news/{pageNum?}`: the tag's stories, newest first, 26 a page like the tag
 * page. `/1` 301s to the bare path, another spelling of the tag (`/trailers-news-news`) 301s to
 * the hub's own name, an unknown topic or a page past the end is a 404. Which of hub and tag page
 * is canonical is decided once, in canonicalTagListingPath (libs/shared/util/routing topics.ts):
 * the hub in en and ru, the Turkish tag page in tr.
 */
export async function loadTopicNews(ctx: RouteContext): Promise<LoaderResult> {
  const { name, page } = resolveTopicRoute(ctx.params);
  if (ctx.params['pageNum'] === '1') return { redirect: { to: topicPath(ctx.edition, name), status: 301 } };
  const { data: topic, error } = await prefetchQuery(ctx, topicsApi.endpoints.getTopic.initiate(name));
  if (error) return { status: error.statusCode === 404 || error.statusCode === 400 ? 404 : 500 };
  if (!topic) return { status: 500 };
  const own = topicNameOf(ctx.edition, topic.tag.route);
  // The tag's hub would be a section page (en `business`): there is no hub for it.
  if (!own) return { status: 404 };
  if (own !== name) return { redirect: { to: topicPath(ctx.edition, own, page), status: 301 } };
  const list = await prefetchQuery(ctx, contentApi.endpoints.getArticles.initiate({ tagId: topic.tag._id, page, limit: TAG_PAGE_SIZE }));
  if (list.error || !list.data) return { status: 500 };
  if (page > 1 && !list.data.items.length) return { status: 404 };
  const tr = ctx.i18n.getFixedT(ctx.edition, 'content');
  const title = page > 1 ? tr('tag.titlePaged', { name: topic.tag.name, page }) : tr('tag.title', { name: topic.tag.name });
  const description = truncate(topic.description ?? tr('tag.description', { name: topic.tag.name }));
  const href = (n: number) => ctx.origin + canonicalTagListingPath(ctx.edition, topic.tag.route, n);
  const links = [
    ...(page > 1 ? [{ rel: 'prev', href: href(page - 1) }] : []),
    ...(list.data.pagination.hasNextPage ? [{ rel: 'next', href: href(page + 1) }] : []),
  ];
  return { head: { ...pagedListingHead(ctx, { title, description, url: href(page), items: list.data.items, page, pageSize: TAG_PAGE_SIZE }), links } };
}
