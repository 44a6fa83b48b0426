import { prefetchQuery } from '@meydan/shared/data-access/api-client';
import { topicsApi } from '@meydan/content/data-access';
import type { LoaderResult, RouteContext } from '@meydan/shared/util/remote-kit';
import { routePath } from '@meydan/shared/util/routing';

/**
 * `/sanaozel`: a personal page, so noindex (canonical still names it). The feed is fetched only
 * in the browser: the SSR request carries no reader cookie, and its HTML goes out with the
 * shell's shared `Cache-Control: no-cache`, which loaders cannot change (LoaderResult has no cache
 * policy), so nothing personal may be in it. A client-side navigation fetches before the page
 * swaps in, fresh every time (the reader may have reacted since).
 */
export async function loadForYou(ctx: RouteContext): Promise<LoaderResult> {
  if (!ctx.isServer) await prefetchQuery(ctx, topicsApi.endpoints.getForYou.initiate({ page: 1 }, { forceRefetch: true }));
  const tr = ctx.i18n.getFixedT(ctx.edition, 'content');
  return {
    head: { title: tr('forYou.title'), description: tr('forYou.description'), canonical: ctx.origin + routePath(ctx.edition, 'content.for-you'), noindex: true },
  };
}
