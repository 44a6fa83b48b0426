import type { LoaderResult, RemoteRoute, RouteContext } from '@meydan/shared/util/remote-kit';

/** Runs a route's loader; a loader that throws is a 500 for that page, not a crash of the shell. */
export async function runRouteLoader(route: RemoteRoute, ctx: RouteContext): Promise<LoaderResult> {
  if (!route.load) return {};
  try {
    return (await route.load(ctx)) ?? {};
  } catch (error) {
    if (ctx.isServer) console.error(`[ssr] loader of ${route.id} failed`, error);
    return { status: 500 };
  }
}
