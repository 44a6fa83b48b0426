import { gameDayOf } from '@meydan/games/engine';
import { gamesApi } from '@meydan/games/data-access';
import { prefetchQuery } from '@meydan/shared/data-access/api-client';
import type { DailyGameType } from '@meydan/shared/contracts';
import type { LoaderResult, RouteContext } from '@meydan/shared/util/remote-kit';
import { isMobileView } from './mobile-view';

export const SITE_NAME = 'Meydan';

/** A past puzzle is opened from the archive as `?id=…`; today's puzzle has no query. */
export function archiveIdOf(search: string): string | null {
  const id = new URLSearchParams(search).get('id');
  return id && /^[1-9][0-9]{0,14}$/.test(id) ? id : null;
}

/**
 * The loader of a daily game's page: the puzzle (today's, or the archive's `?id=`) goes into the
 * store for the server HTML, without its answer. The page is indexable only for today's puzzle;
 * an archive page points its canonical at the game's page.
 */
export function dailyGameLoader(type: DailyGameType) {
  return async (ctx: RouteContext): Promise<LoaderResult> => {
    const t = ctx.i18n.getFixedT(ctx.edition, 'games');
    const archiveId = archiveIdOf(ctx.search);
    const { data, error } = archiveId
      ? await prefetchQuery(ctx, gamesApi.endpoints.getPuzzle.initiate({ edition: ctx.edition, type, id: archiveId }))
      : await prefetchQuery(ctx, gamesApi.endpoints.getDailyPuzzle.initiate({ edition: ctx.edition, type, day: gameDayOf(Date.now()) }));
    const name = t(`names.${type}`);
    const canonical = ctx.origin + ctx.pathname;
    const description = t(`${type}.description`);
    if (!data) {
      const status = error?.statusCode === 404 ? 404 : 503;
      return { status, head: { title: `${name} | ${SITE_NAME}`, description, noindex: true } };
    }
    const title = t('daily.headTitle', { name, number: data.number });
    return {
      head: {
        title: `${title} | ${SITE_NAME}`,
        description,
        canonical,
        noindex: isMobileView(ctx.routeId) ? true : archiveId ? 'follow' : undefined,
        og: { 'og:type': 'website', 'og:title': title, 'og:description': description, 'og:url': canonical, 'og:site_name': SITE_NAME },
      },
    };
  };
}
