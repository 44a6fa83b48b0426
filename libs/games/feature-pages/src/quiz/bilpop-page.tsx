import { selectCurrentUser, useAppSelector } from '@meydan/shared/data-access/store';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import { routePath } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { Countdown } from '../common/countdown';
import { isMobileView } from '../common/mobile-view';
import { GameHeader } from '../common/game-header';
import { GamePageFooter } from '../common/page-footer';
import { QuizResult } from '../common/quiz-result';
import { StatsPanel } from '../common/stats-panel';
import { useDailyAttempt } from '../common/use-daily-attempt';
import { useDailyPuzzle } from '../common/use-daily-puzzle';
import { PuzzleUnavailable } from '../common/puzzle-unavailable';

interface ShownQuestion {
  index: number;
  category: string;
  mode: number;
  question: string;
  options: string[];
}

interface BilpopView {
  modes: Record<string, number>;
  questions: number[];
  answers: Record<string, { option: number; correct: boolean; stars: number }>;
  revealed: Record<string, { correct: number | null; explanation: string }>;
}

const CATEGORIES = ['film', 'music', 'tv', 'celebrities', 'sports'] as const;
/** SPEC §2.11: the next mode opens after 30 stars or 30 correct answers in a category. */
const UNLOCK_AT = 30;

/** The share grid: one square per question, the stars, the number; nothing that gives an answer away. */
export function bilpopShareGrid(number: number, view: BilpopView): string {
  const squares = view.questions.map((index) => (view.answers[String(index)]?.correct ? '🟩' : '🟥')).join('');
  const stars = Object.values(view.answers).reduce((sum, answer) => sum + answer.stars, 0);
  return `Bilpop #${number} ${squares} ⭐${stars}`;
}

/**
 * Bilpop (issue 16 item 2): one question from each of five categories, in the mode the player has
 * opened there (SPEC §2.11). Answers are checked on the server, which also times them: a right
 * answer within 10 s earns 3 stars, within 20 s 2, later 1. Whether an answer was right shows at
 * once; the right option and why, once the day is over.
 */
export function BilpopPage({ edition, origin, routeId }: RoutePageProps) {
  const { t } = useTranslation('games');
  const { puzzle, isError, archiveId } = useDailyPuzzle('bilpop', edition);
  const viewer = useAppSelector(selectCurrentUser);
  const game = useDailyAttempt('bilpop', puzzle, viewer);

  if (!puzzle) return <PuzzleUnavailable name="Bilpop" board="bilpop" edition={edition} isError={isError} />;

  const questions = (puzzle.content['questions'] as ShownQuestion[]) ?? [];
  const attempt = game.attempt;
  const view = attempt?.state as unknown as BilpopView | undefined;
  const finished = attempt !== null && attempt.status !== 'playing';
  const asked = view?.questions ?? [];
  const current = asked.find((index) => !view?.answers[String(index)]);
  const revealedFromPuzzle = (puzzle.solution?.['answers'] as { correct: number; explanation: string }[] | undefined) ?? null;
  const progress = game.progress;


  return (
    <div className="game-page game-page--quiz">
      <GameHeader name="Bilpop" board="bilpop" edition={edition} number={puzzle.number} day={puzzle.day} mobile={isMobileView(routeId)} />
      {archiveId ? <p className="game-page__archive-note">{t('daily.archiveNote')}</p> : null}

      <ul className="dq-modes" aria-label={t('bilpop.modesLabel')}>
        {CATEGORIES.map((category) => {
          const mode = view?.modes[category] ?? progress?.[category]?.mode ?? 1;
          const counts = progress?.[category];
          return (
            <li key={category} className="dq-modes__item">
              <span className="dq-modes__name">{t(`bilpop.category.${category}`)}</span>
              <span className={`game-badge dq-mode dq-mode--${mode}`}>{t(`bilpop.mode.${mode}`)}</span>
              {counts && mode < 3 ? (
                <span className="dq-modes__progress">{t('bilpop.progress', { correct: counts.correct, stars: counts.stars, goal: UNLOCK_AT })}</span>
              ) : null}
            </li>
          );
        })}
      </ul>

      {!attempt ? (
        <div className="dq-start">
          <p>{t('bilpop.intro')}</p>
          <button type="button" className="button button--primary" disabled={game.busy} onClick={() => void game.start()}>
            {t('bilpop.start')}
          </button>
        </div>
      ) : (
        <ol className="dq-list">
          {asked.map((index, position) => {
            const question = questions[index];
            if (!question) return null;
            const answer = view?.answers[String(index)];
            const revealed = view?.revealed[String(index)] ?? (revealedFromPuzzle ? revealedFromPuzzle[index] : undefined);
            const active = index === current && !finished;
            if (!answer && !active) return null;
            return (
              <li key={index} className={`dq-item${answer ? (answer.correct ? ' dq-item--right' : ' dq-item--wrong') : ''}`}>
                <p className="dq-item__meta">
                  {t('bilpop.questionOf', { position: position + 1, total: asked.length })} · {t(`bilpop.category.${question.category}`)} · {t(`bilpop.mode.${question.mode}`)}
                </p>
                <fieldset className="dq-item__fieldset" disabled={!active || game.busy}>
                  <legend className="dq-item__text">{question.question}</legend>
                  <div className="dq-item__options">
                  {question.options.map((option, optionIndex) => {
                    const chosen = answer?.option === optionIndex;
                    const right = revealed?.correct === optionIndex;
                    return (
                      <button
                        key={optionIndex}
                        type="button"
                        className={`dq-option${chosen ? ' dq-option--chosen' : ''}${right ? ' dq-option--right' : ''}`}
                        aria-pressed={chosen}
                        onClick={() => void game.move({ index, option: optionIndex })}
                      >
                        {option}
                      </button>
                    );
                  })}
                  </div>
                </fieldset>
                {answer ? (
                  <p className="dq-item__feedback" role="status">
                    {answer.correct ? t('bilpop.right', { count: answer.stars }) : t('bilpop.wrong')}
                    {revealed?.explanation ? <span className="dq-item__explanation"> {revealed.explanation}</span> : null}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}

      {finished && view && attempt ? (
        <QuizResult
          attempt={attempt}
          title={t('bilpop.finished', { correct: Object.values(view.answers).filter((a) => a.correct).length, total: asked.length })}
          answersLater={!revealedFromPuzzle && Object.keys(view.revealed).length === 0 ? t('bilpop.answersTomorrow') : null}
          shareGrid={bilpopShareGrid(puzzle.number, view)}
          shareUrl={origin + routePath(edition, 'games.bilpop')}
        />
      ) : null}
      {game.error ? (
        <p className="notice notice--error" role="alert">
          {game.error}
        </p>
      ) : null}

      {!archiveId && puzzle.nextAt ? <Countdown until={puzzle.nextAt} /> : null}
      {game.stats && game.stats.played > 0 ? <StatsPanel stats={game.stats} distributionLabel={(index) => String(index)} /> : null}
      <GamePageFooter signedIn={viewer !== null} rules={t('bilpop.rules')} slug="bilpop" edition={edition} />
    </div>
  );
}
