import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { Direction } from '@meydan/games/engine';
import { useFinish2048Mutation, useGetDailyPuzzleQuery, useStartAttemptMutation } from '@meydan/games/data-access';
import type { Attempt } from '@meydan/shared/contracts';
import { selectCurrentUser, useAppSelector } from '@meydan/shared/data-access/store';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import { routePath } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { Countdown } from '../common/countdown';
import { GamePageFooter } from '../common/page-footer';
import { GameHeader } from '../common/game-header';
import { isMobileView } from '../common/mobile-view';
import { shareText } from '@meydan/shared/ui';
import { useIstanbulDay } from '../common/use-istanbul-day';
import { use2048 } from './use-2048';

const KEYS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowRight: 'right',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  w: 'up',
  d: 'right',
  s: 'down',
  a: 'left',
  W: 'up',
  D: 'right',
  S: 'down',
  A: 'left',
};
/** A swipe shorter than this (px) is a tap, not a move. */
const SWIPE_MIN = 24;

type Mode = { kind: 'daily' } | { kind: 'free'; attempt: Attempt };

/**
 * 2048 (issue 16 item 2): the day's game (the same tiles for everyone; a member's first game of
 * the day is ranked) or free play. The moves are kept and, at the end, sent for the server to
 * replay: the replay's score is the one that ranks. Arrow keys or WASD on the board, or a swipe
 * that neither scrolls the page nor goes back (touch-action: none on the board). Undo only in
 * free play.
 */
export function Game2048Page({ edition, origin, routeId }: RoutePageProps) {
  const { t } = useTranslation('games');
  const day = useIstanbulDay();
  const { data: puzzle, isError } = useGetDailyPuzzleQuery({ edition, type: '2048', day });
  const viewer = useAppSelector(selectCurrentUser);
  const [mode, setMode] = useState<Mode>({ kind: 'daily' });
  const [startAttempt] = useStartAttemptMutation();
  const [finish, finishing] = useFinish2048Mutation();
  const [dailyAttempt, setDailyAttempt] = useState<Attempt | null>(null);
  const [result, setResult] = useState<Attempt | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const seed = mode.kind === 'free' ? mode.attempt.seed : String(puzzle?.content['seed'] ?? 'loading');
  const game = use2048(seed, { allowUndo: mode.kind === 'free' });
  const boardRef = useRef<HTMLDivElement>(null);
  const swipe = useRef<{ x: number; y: number; id: number } | null>(null);
  const ranked = mode.kind === 'daily' && viewer !== null;

  // The daily attempt starts with the first move (the seed is public; the clock is the server's).
  const ensureAttempt = useCallback(async () => {
    if (mode.kind === 'free') return mode.attempt;
    if (dailyAttempt) return dailyAttempt;
    try {
      const started = await startAttempt({ type: '2048', body: puzzle ? { puzzleId: puzzle.id } : {} }).unwrap();
      setDailyAttempt(started);
      return started;
    } catch (failure) {
      setError((failure as { message?: string }).message ?? t('g2048.startFailed'));
      return null;
    }
  }, [dailyAttempt, mode, puzzle, startAttempt, t]);

  const play = useCallback(
    (direction: Direction) => {
      if (result) return;
      void ensureAttempt();
      const { moved, gained } = game.move(direction);
      setAnnouncement(moved ? t('g2048.moved', { direction: t(`g2048.direction.${direction}`), gained }) : t('g2048.blocked'));
    },
    [ensureAttempt, game, result, t],
  );

  const submit = useCallback(async () => {
    const attempt = await ensureAttempt();
    if (!attempt) return;
    try {
      const finished = await finish({ token: attempt.token, moves: game.state.moves, score: game.state.score }).unwrap();
      setResult(finished);
    } catch (failure) {
      setError((failure as { message?: string }).message ?? t('g2048.submitFailed'));
    }
  }, [ensureAttempt, finish, game.state.moves, game.state.score, t]);

  // A finished game is sent by itself.
  useEffect(() => {
    if (game.state.over && !result && !finishing.isLoading && game.state.moves.length > 0) void submit();
  }, [game.state.over, result, finishing.isLoading, game.state.moves.length, submit]);

  const onKeyDown = (event: KeyboardEvent) => {
    const direction = KEYS[event.key];
    if (!direction) return;
    event.preventDefault();
    play(direction);
  };
  const onPointerDown = (event: PointerEvent) => {
    swipe.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    boardRef.current?.focus({ preventScroll: true });
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipe.current;
    swipe.current = null;
    if (!from || from.id !== event.pointerId) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.max(Math.abs(dx), Math.abs(dy)) < SWIPE_MIN) return;
    play(Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'right' : 'left') : dy > 0 ? 'down' : 'up');
  };

  const newFreeGame = async () => {
    setError(null);
    try {
      const attempt = await startAttempt({ type: '2048', body: { free: true } }).unwrap();
      setResult(null);
      setMode({ kind: 'free', attempt });
    } catch (failure) {
      setError((failure as { message?: string }).message ?? t('g2048.startFailed'));
    }
  };
  const backToDaily = () => {
    setResult(null);
    setMode({ kind: 'daily' });
  };
  const share = async () => {
    const text = t('g2048.shareText', { score: result?.score ?? game.state.score, tile: Math.max(...game.state.board.flat()), number: puzzle?.number ?? '' });
    await shareText(text, origin + routePath(edition, 'games.game', { slug: '2048' }));
  };

  const { state } = game;
  const showWin = state.won && !state.keepPlaying && !result;
  return (
    <div className="game-page game-page--2048">
      <GameHeader name="2048" board="2048" edition={edition} mobile={isMobileView(routeId)} number={mode.kind === 'daily' ? puzzle?.number : undefined} day={mode.kind === 'daily' ? puzzle?.day : undefined} />
      {isError ? <p className="notice notice--error" role="alert">{t('daily.loadFailed')}</p> : null}
      <div className="g2048__bar">
        <p className="g2048__mode">{mode.kind === 'daily' ? (ranked ? t('g2048.dailyRanked') : t('g2048.daily')) : t('g2048.free')}</p>
        <dl className="g2048__scores">
          <div>
            <dt>{t('g2048.score')}</dt>
            <dd aria-live="off">{state.score}</dd>
          </div>
          <div>
            <dt>{t('g2048.moves')}</dt>
            <dd>{state.moves.length}</dd>
          </div>
        </dl>
      </div>

      <div
        ref={boardRef}
        className="g2048__board"
        role="application"
        aria-roledescription={t('g2048.boardRole')}
        aria-label={t('g2048.boardLabel')}
        aria-describedby="g2048-help"
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
      >
        {state.board.map((row, r) =>
          row.map((value, c) => (
            <div
              key={`${r}-${c}`}
              className={`g2048__cell${value ? ` g2048__tile g2048__tile--${value > 2048 ? 'super' : value}` : ''}${state.spawned?.[0] === r && state.spawned?.[1] === c ? ' g2048__tile--new' : ''}`}
              aria-hidden="true"
            >
              {value || ''}
            </div>
          )),
        )}
        {showWin ? (
          <div className="g2048__overlay" role="dialog" aria-label={t('g2048.wonTitle')}>
            <p>{t('g2048.wonTitle')}</p>
            <button type="button" className="button button--primary" onClick={game.keepPlaying}>
              {t('g2048.keepPlaying')}
            </button>
            <button type="button" className="button" onClick={() => void submit()}>
              {t('g2048.finish')}
            </button>
          </div>
        ) : null}
      </div>
      <p id="g2048-help" className="g2048__help">
        {t('g2048.help')}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <p className="visually-hidden">{t('g2048.boardText', { rows: state.board.map((row) => row.map((v) => v || '·').join(' ')).join(' / ') })}</p>

      <div className="g2048__actions">
        {mode.kind === 'free' ? (
          <button type="button" className="button" disabled={!game.canUndo || result !== null} onClick={game.undo}>
            {t('g2048.undo')}
          </button>
        ) : null}
        {!result && state.moves.length > 0 ? (
          <button type="button" className="button" disabled={finishing.isLoading} onClick={() => void submit()}>
            {t('g2048.finish')}
          </button>
        ) : null}
        <button type="button" className="button" onClick={() => void newFreeGame()}>
          {t('g2048.newFree')}
        </button>
        {mode.kind === 'free' ? (
          <button type="button" className="button" onClick={backToDaily}>
            {t('g2048.backToDaily')}
          </button>
        ) : null}
      </div>

      {result ? (
        <div className="game-result game-result--won" role="status">
          <p className="game-result__title">{t('g2048.over', { score: result.score })}</p>
          {result.ranked ? <p>{result.rank ? t('g2048.rank', { rank: result.rank }) : t('result.ranked')}</p> : mode.kind === 'daily' && !viewer ? <p>{t('g2048.guestUnranked')}</p> : null}
          <button type="button" className="button button--primary" onClick={() => void share()}>
            {t('share.button')}
          </button>
        </div>
      ) : null}
      {error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}

      {mode.kind === 'daily' && puzzle?.nextAt ? <Countdown until={puzzle.nextAt} /> : null}
      <GamePageFooter signedIn={viewer !== null} rules={t('g2048.rules')} slug="2048" edition={edition} />
    </div>
  );
}
