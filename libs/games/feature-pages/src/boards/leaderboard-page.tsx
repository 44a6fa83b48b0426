import { gamesApi, useGetLeaderboardQuery } from '@meydan/games/data-access';
import { prefetchQuery } from '@meydan/shared/data-access/api-client';
import { LEADERBOARD_DURATIONS, type LeaderboardEntry } from '@meydan/shared/contracts';
import { selectCurrentUser, useAppSelector } from '@meydan/shared/data-access/store';
import { Avatar } from '@meydan/shared/ui';
import type { LoaderResult, RouteContext, RoutePageProps } from '@meydan/shared/util/remote-kit';
import { Link, useLocation } from '@meydan/shared/util/router';
import { routePath } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { SITE_NAME } from '../common/daily-loader';
import { isMobileView } from '../common/mobile-view';
import { BOARD_SLUGS, boardOfSlug, durationOf } from './board-slugs';

export const BOARD_LIMIT = 50;

/** `/oyun/leaderboard/{slug?}`: the anonymous board goes into the server HTML; unknown games are a 404. */
export async function loadLeaderboard(ctx: RouteContext): Promise<LoaderResult> {
  const t = ctx.i18n.getFixedT(ctx.edition, 'games');
  const board = boardOfSlug(ctx.params['slug']);
  if (!board) return { status: 404, head: { title: `${t('boards.title')} | ${SITE_NAME}`, noindex: true } };
  const duration = durationOf(ctx.search);
  await prefetchQuery(ctx, gamesApi.endpoints.getLeaderboard.initiate({ edition: ctx.edition, board, duration, viewerId: null, limit: BOARD_LIMIT }));
  const name = t(`names.${board}`);
  const title = t('boards.headTitle', { name });
  return { head: { title: `${title} | ${SITE_NAME}`, description: t('boards.description', { name }), canonical: ctx.origin + ctx.pathname, ...(isMobileView(ctx.routeId) ? { noindex: true } : {}) } };
}

const LOCALES = { tr: 'tr-TR', en: 'en-GB', ru: 'ru-RU' } as const;

function Row({ entry, mine, edition }: { entry: LeaderboardEntry; mine: boolean; edition: RoutePageProps['edition'] }) {
  const { t } = useTranslation('games');
  return (
    <tr className={mine ? 'board__row board__row--me' : 'board__row'}>
      <td className="board__rank">{entry.rank}</td>
      <td>
        <span className="board__player">
          <Avatar image={entry.player.avatar} size={32} className="avatar board__avatar" />
          <span>
            {entry.player.name ?? entry.player.username}
            {mine ? <span className="game-badge">{t('boards.you')}</span> : null}
          </span>
        </span>
      </td>
      <td className="board__score">{new Intl.NumberFormat(LOCALES[edition]).format(entry.score)}</td>
    </tr>
  );
}

/** The boards (issue 16 item 4): a game and a period, the top places, and the member's own. */
export function LeaderboardPage({ edition, params, routeId }: RoutePageProps) {
  const { t } = useTranslation('games');
  const location = useLocation();
  const viewer = useAppSelector(selectCurrentUser);
  const board = boardOfSlug(params['slug']);
  const duration = durationOf(location.search);
  const { data, isError, isFetching } = useGetLeaderboardQuery(
    { edition, board: board ?? 'emojile', duration, viewerId: viewer?._id ?? null, limit: BOARD_LIMIT },
    { skip: board === null },
  );
  if (!board) return <p className="notice notice--error">{t('boards.unknown')}</p>;
  const route = isMobileView(routeId) ? 'games.mobile.leaderboard' : 'games.leaderboard';
  const base = routePath(edition, route, { slug: params['slug'] ?? '' }).replace(/\/$/, '');
  const me = data?.me ?? null;
  const meShown = me && data?.items.some((entry) => entry.player.id === me.player.id);

  return (
    <div className="game-page game-page--boards">
      <header className="game-header">
        <div className="game-header__title">
          <h1>{t('boards.headTitle', { name: t(`names.${board}`) })}</h1>
          {data ? <p className="game-header__meta">{t('boards.players', { count: data.players })}</p> : null}
        </div>
      </header>
      <nav className="board-tabs" aria-label={t('boards.gamesLabel')}>
        {Object.keys(BOARD_SLUGS).map((slug) => (
          <Link key={slug} to={`${routePath(edition, route, { slug })}${location.search}`} aria-current={BOARD_SLUGS[slug] === board ? 'page' : undefined} className="board-tabs__tab">
            {t(`names.${BOARD_SLUGS[slug]}`)}
          </Link>
        ))}
      </nav>
      <nav className="board-tabs board-tabs--periods" aria-label={t('boards.periodsLabel')}>
        {LEADERBOARD_DURATIONS.map((period) => (
          <Link key={period} to={period === 'daily' ? base || routePath(edition, route) : `${base}?d=${period}`} aria-current={period === duration ? 'page' : undefined} className="board-tabs__tab">
            {t(`boards.duration.${period}`)}
          </Link>
        ))}
      </nav>
      {isError ? <p className="notice notice--error" role="alert">{t('boards.loadFailed')}</p> : null}
      {data && data.items.length === 0 ? <p className="board__empty">{t('boards.empty')}</p> : null}
      {data && data.items.length > 0 ? (
        <table className="board" aria-busy={isFetching}>
          <caption className="visually-hidden">{t('boards.caption', { name: t(`names.${board}`), period: t(`boards.duration.${duration}`) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('boards.rank')}</th>
              <th scope="col">{t('boards.player')}</th>
              <th scope="col">{t('boards.score')}</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((entry) => (
              <Row key={entry.player.id} entry={entry} mine={entry.player.id === viewer?._id} edition={edition} />
            ))}
          </tbody>
          {me && !meShown ? (
            <tfoot>
              <Row entry={me} mine edition={edition} />
            </tfoot>
          ) : null}
        </table>
      ) : null}
      {viewer && data && !me ? <p className="board__note">{t('boards.notOnBoard')}</p> : null}
    </div>
  );
}
