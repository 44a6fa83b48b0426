import { gameDayOf } from '@meydan/games/engine';
import { gamesApi, useGetCatalogueQuery } from '@meydan/games/data-access';
import { prefetchQuery } from '@meydan/shared/data-access/api-client';
import type { CatalogueEntry } from '@meydan/shared/contracts';
import { type Edition, matchRoute } from '@meydan/shared/util/routing';
import type { LoaderResult, RouteContext, RoutePageProps } from '@meydan/shared/util/remote-kit';
import { SITE_NAME } from './common/daily-loader';
import { isMobileView } from './common/mobile-view';
import { Game2048Page } from './g2048/game-2048-page';
import { CataloguePage } from './hub/catalogue-page';
import { PartnerGamePage } from './partner/partner-game-page';
import { TTT_SLUG, TttPage } from './ttt/ttt-page';

/**
 * `games.game`: `/oyun` (`/game` in en and ru) is the catalogue; `/oyun/{slug}` a game's page:
 * 2048, Tic Tac Toe Football, or a partner's game in its frame. A slug the catalogue does not
 * list in this edition is a 404.
 */
export async function loadGameRoute(ctx: RouteContext): Promise<LoaderResult> {
  const t = ctx.i18n.getFixedT(ctx.edition, 'games');
  const slug = ctx.params['slug'];
  const catalogue = await prefetchQuery(ctx, gamesApi.endpoints.getCatalogue.initiate({ edition: ctx.edition }));
  const canonical = ctx.origin + ctx.pathname;
  if (!slug) {
    if (!catalogue.data) return { status: 503, head: { title: `${t('hub.title')} | ${SITE_NAME}`, noindex: true } };
    return { head: { title: `${t('hub.headTitle')} | ${SITE_NAME}`, description: t('hub.lead'), canonical, og: { 'og:type': 'website', 'og:title': t('hub.headTitle'), 'og:url': canonical } } };
  }
  const entry = catalogue.data?.items.find((item) => item.slug === slug);
  if (!entry) return { status: catalogue.data ? 404 : 503, head: { title: `${t('hub.notFound')} | ${SITE_NAME}`, noindex: true } };
  // SPEC §2.11: an in-house game played in an article (its catalogue url is the article's path).
  if (isArticleGame(entry, ctx.edition)) return { redirect: { to: entry.url, status: 302 } };
  if (slug === '2048') await prefetchQuery(ctx, gamesApi.endpoints.getDailyPuzzle.initiate({ edition: ctx.edition, type: '2048', day: gameDayOf(Date.now()) }));
  return {
    head: {
      ...(isMobileView(ctx.routeId) ? { noindex: true } : {}),
      title: `${entry.name} | ${SITE_NAME}`,
      description: entry.description,
      canonical,
      og: { 'og:type': 'website', 'og:title': entry.name, 'og:description': entry.description, 'og:url': canonical, 'og:image': ctx.origin + entry.coverImage },
    },
  };
}

/** An own game whose page is an article of this site (SPEC §2.11), not a games route. */
function isArticleGame(entry: CatalogueEntry, edition: Edition): boolean {
  return entry.source !== 'mediazone' && matchRoute(edition, entry.url)?.route.id === 'content.article';
}

export function GameRoutePage(props: RoutePageProps) {
  const slug = props.params['slug'];
  const { data } = useGetCatalogueQuery({ edition: props.edition });
  if (!slug) return <CataloguePage {...props} />;
  if (slug === '2048') return <Game2048Page {...props} />;
  if (slug === TTT_SLUG) return <TttPage {...props} />;
  const entry = data?.items.find((item) => item.slug === slug);
  // An article game's address redirects to its article (the loader): nothing to draw here.
  if (!entry || isArticleGame(entry, props.edition)) return null;
  return <PartnerGamePage entry={entry} edition={props.edition} />;
}
