import { gamesApi, useGetLeaderboardQuery } from '@meydan/games/data-access';
import { prefetchQuery } from '@meydan/shared/data-access/api-client';
import type { LoaderResult, RouteContext, RoutePageProps } from '@meydan/shared/util/remote-kit';
import { useLocation } from '@meydan/shared/util/router';
import { routePath } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { SITE_NAME } from '../common/daily-loader';
import { boardOfSlug, durationOf, slugOfBoard } from './board-slugs';

/** How many places the widget lists. */
export const EMBED_LIMIT = 10;
const LOCALES = { tr: 'tr-TR', en: 'en-GB', ru: 'ru-RU' } as const;

/** `?game=2048&duration=weekly` (SPEC §2.6 Embed; `d=` as on the boards works too). */
function widgetQuery(search: string) {
  const query = new URLSearchParams(search);
  const board = boardOfSlug(query.get('game') ?? undefined);
  const duration = durationOf(`?d=${query.get('duration') ?? query.get('d') ?? ''}`);
  return { board, duration };
}

export async function loadEmbedLeaderboard(ctx: RouteContext): Promise<LoaderResult> {
  const t = ctx.i18n.getFixedT(ctx.edition, 'games');
  const { board, duration } = widgetQuery(ctx.search);
  if (!board) return { status: 404, head: { title: `${t('boards.title')} | ${SITE_NAME}`, noindex: true } };
  await prefetchQuery(ctx, gamesApi.endpoints.getLeaderboard.initiate({ edition: ctx.edition, board, duration, viewerId: null, limit: EMBED_LIMIT }));
  return { head: { title: `${t('boards.headTitle', { name: t(`names.${board}`) })} | ${SITE_NAME}`, noindex: true } };
}

/**
 * The embeddable leaderboard (issue 16 item 6): a game's top places for a period, public names
 * only, for other sites to frame. It is server HTML with no app: the boot loader tells the
 * framing page its height. The full board opens on Meydan in a new tab.
 */
export function EmbedLeaderboardPage({ edition, origin }: RoutePageProps) {
  const { t } = useTranslation('games');
  const location = useLocation();
  const { board, duration } = widgetQuery(location.search);
  const { data, isError } = useGetLeaderboardQuery({ edition, board: board ?? 'emojile', duration, viewerId: null, limit: EMBED_LIMIT }, { skip: board === null });
  if (!board) return <p className="notice notice--error">{t('boards.unknown')}</p>;
  const name = t(`names.${board}`);
  const full = `${origin}${routePath(edition, 'games.leaderboard', { slug: slugOfBoard(board) })}${duration === 'daily' ? '' : `?d=${duration}`}`;
  return (
    <section className="embed-board" aria-labelledby="embed-board-title">
      <h1 id="embed-board-title" className="embed-board__title">
        {name} · {t(`boards.duration.${duration}`)}
      </h1>
      {isError ? <p className="notice notice--error">{t('boards.loadFailed')}</p> : null}
      {data && data.items.length === 0 ? <p className="board__empty">{t('boards.empty')}</p> : null}
      {data && data.items.length > 0 ? (
        <ol className="embed-board__list">
          {data.items.map((entry) => (
            <li key={entry.player.id} className="embed-board__row">
              <span className="embed-board__rank">{entry.rank}</span>
              <span className="embed-board__name">{entry.player.name ?? entry.player.username}</span>
              <span className="embed-board__score">{new Intl.NumberFormat(LOCALES[edition]).format(entry.score)}</span>
            </li>
          ))}
        </ol>
      ) : null}
      <a className="embed-board__more" href={full} target="_blank" rel="noopener">
        {t('boards.seeAll', { site: SITE_NAME })}
      </a>
    </section>
  );
}
