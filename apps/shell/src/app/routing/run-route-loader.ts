import type { LoaderResult, RouteContext, RoutePage } from '@meydan/shared/util/remote-kit';

/** Runs a route's loader; a loader that throws is a 500 for that page, not a crash of the shell. */
export async function runRouteLoader(page: RoutePage, ctx: RouteContext): Promise<LoaderResult> {
  if (!page.load) return {};
  try {
    return (await page.load(ctx)) ?? {};
  } catch (error) {
    if (ctx.isServer) console.error(`[ssr] loader of ${ctx.routeId} failed`, error);
    return { status: 500 };
  }
}
