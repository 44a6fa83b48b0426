import { useState } from 'react';
import { gamesApi, GAMES_API_PREFIX, useGetPlayerRankQuery } from '@meydan/games/data-access';
import { prefetchQuery, skipToken } from '@meydan/shared/data-access/api-client';
import { isUuid, LEADERBOARD_DURATIONS, type GameType } from '@meydan/shared/contracts';
import { selectCurrentUser, useAppSelector } from '@meydan/shared/data-access/store';
import { openLoginDialog } from '@meydan/shared/ui';
import type { LoaderResult, RouteContext, RoutePageProps } from '@meydan/shared/util/remote-kit';
import { Link, useLocation } from '@meydan/shared/util/router';
import { routePath, type Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { SITE_NAME } from '../common/daily-loader';
import { isMobileView } from '../common/mobile-view';
import { shareText } from '@meydan/shared/ui';
import { boardOfSlug, durationOf, slugOfBoard } from './board-slugs';

const LOCALES = { tr: 'tr-TR', en: 'en-GB', ru: 'ru-RU' } as const;

function playerOf(search: string): string | null {
  const id = new URLSearchParams(search).get('p');
  return id && isUuid(id) ? id : null;
}

/** Where a board's game is played. */
function gamePath(edition: Edition, board: GameType): string {
  switch (board) {
    case 'emojile':
      return routePath(edition, 'games.emojile');
    case 'bilpop':
      return routePath(edition, 'games.bilpop');
    case 'zekiye':
      return routePath(edition, 'games.zekiye');
    default:
      return routePath(edition, 'games.game', { slug: slugOfBoard(board) });
  }
}

/**
 * `/oyun/skor/{game}?p={player}&d={period}` (SPEC §2.6): a player's score and place, shareable,
 * with its own social preview (a PNG drawn by the games API). Without a player it is the signed-in
 * member's own score page, personal and kept out of search indexes.
 */
export async function loadScore(ctx: RouteContext): Promise<LoaderResult> {
  const t = ctx.i18n.getFixedT(ctx.edition, 'games');
  const board = boardOfSlug(ctx.params['slug']);
  if (!board) return { status: 404, head: { title: `${t('score.title')} | ${SITE_NAME}`, noindex: true } };
  const duration = durationOf(ctx.search);
  const playerId = playerOf(ctx.search);
  const game = t(`names.${board}`);
  if (!playerId) return { head: { title: `${t('score.ownTitle', { game })} | ${SITE_NAME}`, description: t('score.description', { game }), noindex: true } };
  const { data } = await prefetchQuery(ctx, gamesApi.endpoints.getPlayerRank.initiate({ board, duration, playerId }));
  const entry = data?.entry;
  const title = entry
    ? t('score.headTitle', { player: entry.player.name ?? entry.player.username, score: new Intl.NumberFormat(LOCALES[ctx.edition]).format(entry.score), game })
    : t('score.ownTitle', { game });
  const canonical = `${ctx.origin}${ctx.pathname}?p=${playerId}${duration === 'daily' ? '' : `&d=${duration}`}`;
  const image = `${ctx.origin}${GAMES_API_PREFIX}/leaderboards/${board}/${duration}/players/${playerId}/card.png`;
  return {
    status: entry ? 200 : 404,
    head: {
      title: `${title} | ${SITE_NAME}`,
      description: t('score.description', { game }),
      canonical,
      noindex: true,
      og: { 'og:type': 'website', 'og:title': title, 'og:url': canonical, 'og:image': image, 'og:image:width': '1200', 'og:image:height': '630', 'twitter:card': 'summary_large_image' },
    },
  };
}

export function ScorePage({ edition, params, origin, routeId }: RoutePageProps) {
  const { t } = useTranslation('games');
  const location = useLocation();
  const viewer = useAppSelector(selectCurrentUser);
  const board = boardOfSlug(params['slug']);
  const duration = durationOf(location.search);
  const playerId = playerOf(location.search) ?? viewer?._id ?? null;
  const { data, isError } = useGetPlayerRankQuery(board && playerId ? { board, duration, playerId } : skipToken);
  const [shared, setShared] = useState<string | null>(null);
  if (!board) return <p className="notice notice--error">{t('boards.unknown')}</p>;
  const game = t(`names.${board}`);
  const mobile = isMobileView(routeId);
  const base = routePath(edition, mobile ? 'games.mobile.score' : 'games.score', { slug: params['slug'] ?? slugOfBoard(board) });
  const entry = data?.entry ?? null;
  const shareUrl = playerId ? `${origin}${base}?p=${playerId}${duration === 'daily' ? '' : `&d=${duration}`}` : '';

  const share = async () => {
    if (!entry) return;
    const outcome = await shareText(t('score.shareText', { game, score: entry.score, rank: entry.rank }), shareUrl);
    setShared(outcome === 'copied' ? t('share.copied') : outcome === 'failed' ? t('share.failed') : null);
  };

  return (
    <div className="game-page game-page--score">
      <header className="game-header">
        <div className="game-header__title">
          <h1>{t('score.ownTitle', { game })}</h1>
        </div>
      </header>
      <nav className="board-tabs board-tabs--periods" aria-label={t('boards.periodsLabel')}>
        {LEADERBOARD_DURATIONS.map((period) => {
          const query = new URLSearchParams(location.search);
          if (period === 'daily') query.delete('d');
          else query.set('d', period);
          const search = query.toString();
          return (
            <Link key={period} to={`${base}${search ? `?${search}` : ''}`} aria-current={period === duration ? 'page' : undefined} className="board-tabs__tab">
              {t(`boards.duration.${period}`)}
            </Link>
          );
        })}
      </nav>
      {isError ? <p className="notice notice--error" role="alert">{t('boards.loadFailed')}</p> : null}
      {!playerId ? (
        <p className="game-signin">
          {t('score.signInNote')}{' '}
          <button type="button" className="button button--link" onClick={() => openLoginDialog()}>
            {t('daily.signIn')}
          </button>
        </p>
      ) : entry ? (
        <section className="score-card" aria-label={t('score.cardLabel', { game })}>
          <p className="score-card__player">{entry.player.name ?? entry.player.username}</p>
          <p className="score-card__score">
            {new Intl.NumberFormat(LOCALES[edition]).format(entry.score)} <span>{t('score.points')}</span>
          </p>
          <p className="score-card__place">{t('score.place', { rank: entry.rank, players: data?.players ?? 0, count: data?.players ?? 0 })}</p>
          <button type="button" className="button button--primary" onClick={() => void share()}>
            {t('share.button')}
          </button>
          {shared ? <p role="status">{shared}</p> : null}
        </section>
      ) : data ? (
        <p className="board__empty">{t('score.notOnBoard')}</p>
      ) : null}
      <p className="score-links">
        <Link className="button" to={gamePath(edition, board)}>
          {t('score.play', { game })}
        </Link>{' '}
        <Link className="button" to={routePath(edition, mobile ? 'games.mobile.leaderboard' : 'games.leaderboard', { slug: slugOfBoard(board) })}>
          {t('nav.leaderboard')}
        </Link>
      </p>
    </div>
  );
}
