import { type FormEvent, useId, useState } from 'react';
import { EMOJILE_MAX_GUESSES } from '@meydan/games/engine';
import { useGetPreviousPuzzlesQuery } from '@meydan/games/data-access';
import { selectCurrentUser, useAppSelector } from '@meydan/shared/data-access/store';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import { Link } from '@meydan/shared/util/router';
import { routePath } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { Countdown } from '../common/countdown';
import { isMobileView } from '../common/mobile-view';
import { formatGameDay, GameHeader } from '../common/game-header';
import { GamePageFooter } from '../common/page-footer';
import { shareText } from '@meydan/shared/ui';
import { StatsPanel } from '../common/stats-panel';
import { useDailyAttempt } from '../common/use-daily-attempt';
import { useDailyPuzzle } from '../common/use-daily-puzzle';
import { PuzzleUnavailable } from '../common/puzzle-unavailable';

interface EmojileView {
  hard: boolean;
  guesses: { text: string; correct: boolean }[];
  hints: string[];
  hintsLeft: number;
}

/** The spoiler-free share grid: one square per guess, the hints used, the puzzle's number. */
export function emojileShareGrid(number: number, view: EmojileView, won: boolean): string {
  const squares = view.guesses.map((guess) => (guess.correct ? '🟩' : '🟥')).join('');
  const score = won ? `${view.guesses.length}/${EMOJILE_MAX_GUESSES}` : `X/${EMOJILE_MAX_GUESSES}`;
  const hints = view.hints.length ? ` 💡${view.hints.length}` : '';
  return `Emojile #${number} ${score}${view.hard ? ' *' : ''}${hints}\n${squares}`;
}

/**
 * Emojile (issue 16 item 2): a row of emojis, the film, series, song, saying or book behind it.
 * Every guess is checked by the API, which keeps the answer until the day is over; a hint costs
 * points; hard mode (chosen before the first guess) has none and scores more.
 */
export function EmojilePage({ edition, origin, routeId }: RoutePageProps) {
  const { t } = useTranslation('games');
  const { puzzle, isError, archiveId, day } = useDailyPuzzle('emojile', edition);
  const viewer = useAppSelector(selectCurrentUser);
  const game = useDailyAttempt('emojile', puzzle, viewer);
  const [guess, setGuess] = useState('');
  const [hard, setHard] = useState(false);
  const [shared, setShared] = useState<string | null>(null);
  const inputId = useId();
  const hardId = useId();

  if (!puzzle) return <PuzzleUnavailable name="Emojile" board="emojile" edition={edition} isError={isError} />;

  const content = puzzle.content as { emojis: string; category: string; maxGuesses: number };
  const attempt = game.attempt;
  const view: EmojileView = (attempt?.state as unknown as EmojileView | undefined) ?? { hard, guesses: [], hints: [], hintsLeft: 3 };
  const finished = attempt !== null && attempt.status !== 'playing';
  const won = attempt?.status === 'won';
  const left = content.maxGuesses - view.guesses.length;
  const answer = (attempt?.solution ?? puzzle.solution)?.['answer'] as string | undefined;
  const isToday = !archiveId;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = guess.trim();
    if (!text || game.busy) return;
    const next = await game.move({ guess: text }, { hard });
    if (next) setGuess('');
  };

  const share = async () => {
    const url = origin + routePath(edition, 'games.emojile');
    const outcome = await shareText(emojileShareGrid(puzzle.number, view, won), url);
    setShared(outcome === 'copied' ? t('share.copied') : outcome === 'failed' ? t('share.failed') : null);
  };

  return (
    <div className="game-page game-page--emojile">
      <GameHeader name="Emojile" board="emojile" edition={edition} number={puzzle.number} day={puzzle.day} mobile={isMobileView(routeId)} />
      {!isToday ? <p className="game-page__archive-note">{t('daily.archiveNote')}</p> : null}

      <section className="emojile__puzzle" aria-labelledby={inputId}>
        <p className="emojile__category">{t(`emojile.category.${content.category}`)}</p>
        <p className="emojile__emojis" role="img" aria-label={t('emojile.emojisLabel', { emojis: content.emojis })}>
          {content.emojis}
        </p>

        {view.guesses.length > 0 ? (
          <ol className="emojile__guesses" aria-label={t('emojile.guessesLabel')}>
            {view.guesses.map((entry, index) => (
              <li key={index} className={entry.correct ? 'emojile__guess emojile__guess--right' : 'emojile__guess emojile__guess--wrong'}>
                <span aria-hidden="true">{entry.correct ? '✓' : '✗'}</span> {entry.text}
                <span className="visually-hidden">{entry.correct ? t('emojile.right') : t('emojile.wrong')}</span>
              </li>
            ))}
          </ol>
        ) : null}

        {view.hints.length > 0 ? (
          <ol className="emojile__hints" aria-label={t('emojile.hintsLabel')}>
            {view.hints.map((hint, index) => (
              <li key={index}>💡 {hint}</li>
            ))}
          </ol>
        ) : null}

        {!finished ? (
          <form className="emojile__form" onSubmit={submit} noValidate>
            <label htmlFor={inputId} className="emojile__label">
              {t('emojile.guessLabel')}
            </label>
            <div className="emojile__row">
              <input
                id={inputId}
                className="emojile__input"
                value={guess}
                onChange={(event) => setGuess(event.target.value)}
                maxLength={120}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                enterKeyHint="send"
                aria-describedby={`${inputId}-left`}
              />
              <button type="submit" className="button button--primary" disabled={game.busy || guess.trim() === ''}>
                {t('emojile.guess')}
              </button>
            </div>
            <p id={`${inputId}-left`} className="emojile__left">
              {t('emojile.guessesLeft', { count: left })}
            </p>
            <div className="emojile__tools">
              {!view.hard && !(attempt === null && hard) ? (
                <button type="button" className="button" disabled={game.busy || view.hintsLeft <= 0} onClick={() => void game.move({ hint: true }, { hard })}>
                  {t('emojile.hint', { count: view.hintsLeft })}
                </button>
              ) : null}
              {attempt === null ? (
                <label className="game-toggle" htmlFor={hardId}>
                  <input id={hardId} type="checkbox" checked={hard} onChange={(event) => setHard(event.target.checked)} /> {t('emojile.hardMode')}
                </label>
              ) : view.hard ? (
                <span className="game-badge">{t('emojile.hardMode')}</span>
              ) : null}
            </div>
          </form>
        ) : (
          <div className={won ? 'game-result game-result--won' : 'game-result game-result--lost'} role="status">
            <p className="game-result__title">{won ? t('emojile.won', { count: view.guesses.length }) : t('emojile.lost')}</p>
            {won ? <p className="game-result__score">{t('result.score', { score: attempt?.score ?? 0 })}</p> : null}
            {answer ? <p className="game-result__answer">{t('emojile.answerWas', { answer })}</p> : !won ? <p>{t('emojile.answerTomorrow')}</p> : null}
            <button type="button" className="button button--primary" onClick={() => void share()}>
              {t('share.button')}
            </button>
            {shared ? <p className="game-result__shared" role="status">{shared}</p> : null}
            {attempt?.ranked ? <p className="game-result__ranked">{t('result.ranked')}</p> : null}
          </div>
        )}
        {game.error ? (
          <p className="notice notice--error" role="alert">
            {game.error}
          </p>
        ) : null}
      </section>

      {isToday && puzzle.nextAt ? <Countdown until={puzzle.nextAt} /> : null}


      {game.stats && game.stats.played > 0 ? <StatsPanel stats={game.stats} highlight={won ? view.guesses.length - 1 : undefined} distributionLabel={(index) => String(index + 1)} /> : null}

      <GamePageFooter signedIn={viewer !== null} rules={t('emojile.rules')} slug="emojile" edition={edition} />

      <Archive edition={edition} day={day} mobile={isMobileView(routeId)} />
    </div>
  );
}

/** The last puzzles, to play from the archive (never counted for streaks or boards). */
function Archive({ edition, day, mobile }: { edition: RoutePageProps['edition']; day: string; mobile: boolean }) {
  const { t } = useTranslation('games');
  const { data } = useGetPreviousPuzzlesQuery({ edition, type: 'emojile', page: 1, day });
  if (!data?.items.length) return null;
  return (
    <section className="game-archive" aria-labelledby="emojile-archive">
      <h2 id="emojile-archive">{t('daily.archive')}</h2>
      <ul className="game-archive__list">
        {data.items.slice(0, 14).map((item) => (
          <li key={item.id}>
            <Link to={`${routePath(edition, mobile ? 'games.mobile.emojile' : 'games.emojile')}?id=${item.id}`}>
              #{item.number} <span>{formatGameDay(item.day, edition)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
