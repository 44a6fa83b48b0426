import { type FormEvent, useState } from 'react';
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
import { type DailyAttempt, useDailyAttempt } from '../common/use-daily-attempt';
import { useDailyPuzzle } from '../common/use-daily-puzzle';
import { PuzzleUnavailable } from '../common/puzzle-unavailable';

interface ShownTeaser {
  index: number;
  kind: string;
  prompt: string;
  lines: string[];
  answerType: 'number' | 'word';
}

interface ZekiyeView {
  answers: Record<string, { text: string; correct: boolean }>;
  revealed: { answer: string; explanation: string }[];
}

export function zekiyeShareGrid(number: number, total: number, view: ZekiyeView | undefined): string {
  const squares = Array.from({ length: total }, (_, index) => (view?.answers[String(index)]?.correct ? '🟩' : '🟥')).join('');
  return `Zekiye #${number} ${squares}`;
}

function Teaser({ teaser, view, game, finished, solution }: { teaser: ShownTeaser; view: ZekiyeView | undefined; game: DailyAttempt; finished: boolean; solution: ZekiyeView['revealed'] | null }) {
  const { t } = useTranslation('games');
  const [value, setValue] = useState('');
  const answer = view?.answers[String(teaser.index)];
  const revealed = view?.revealed[teaser.index] ?? solution?.[teaser.index];
  const inputId = `zekiye-${teaser.index}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim() || game.busy) return;
    await game.move({ index: teaser.index, answer: value.trim() });
  };
  return (
    <li className={`dq-item${answer ? (answer.correct ? ' dq-item--right' : ' dq-item--wrong') : ''}`}>
      <p className="dq-item__text" id={`${inputId}-prompt`}>
        {teaser.prompt}
      </p>
      {teaser.lines.map((line, index) => (
        <p key={index} className="dq-item__line">
          {line}
        </p>
      ))}
      {answer ? (
        <p className="dq-item__feedback" role="status">
          {answer.correct ? t('zekiye.right', { answer: answer.text }) : t('zekiye.wrong', { answer: answer.text })}
          {revealed ? <span className="dq-item__explanation"> {t('zekiye.solution', { answer: revealed.answer, explanation: revealed.explanation })}</span> : null}
        </p>
      ) : finished ? null : (
        <form className="dq-item__form" onSubmit={submit} noValidate>
          <label htmlFor={inputId} className="visually-hidden">
            {t('zekiye.answerLabel', { number: teaser.index + 1 })}
          </label>
          <input
            id={inputId}
            className="emojile__input"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            inputMode={teaser.answerType === 'number' ? 'numeric' : 'text'}
            autoComplete="off"
            maxLength={120}
            aria-describedby={`${inputId}-prompt`}
          />
          <button type="submit" className="button button--primary" disabled={game.busy || value.trim() === ''}>
            {t('zekiye.answer')}
          </button>
        </form>
      )}
    </li>
  );
}

/**
 * Zekiye (issue 16 item 2): five brain teasers a day, one answer each, checked on the server; the
 * right answers and their explanations once the day is over.
 */
export function ZekiyePage({ edition, origin, routeId }: RoutePageProps) {
  const { t } = useTranslation('games');
  const { puzzle, isError, archiveId } = useDailyPuzzle('zekiye', edition);
  const viewer = useAppSelector(selectCurrentUser);
  const game = useDailyAttempt('zekiye', puzzle, viewer);

  if (!puzzle) return <PuzzleUnavailable name="Zekiye" board="zekiye" edition={edition} isError={isError} />;
  const teasers = (puzzle.content['teasers'] as ShownTeaser[]) ?? [];
  const attempt = game.attempt;
  const view = attempt?.state as unknown as ZekiyeView | undefined;
  const finished = attempt !== null && attempt.status !== 'playing';
  const solution = (puzzle.solution?.['answers'] as ZekiyeView['revealed'] | undefined) ?? null;
  const correct = view ? Object.values(view.answers).filter((answer) => answer.correct).length : 0;


  return (
    <div className="game-page game-page--quiz">
      <GameHeader name="Zekiye" board="zekiye" edition={edition} number={puzzle.number} day={puzzle.day} mobile={isMobileView(routeId)} />
      {archiveId ? <p className="game-page__archive-note">{t('daily.archiveNote')}</p> : null}
      <p className="dq-lead">{t('zekiye.lead')}</p>
      <ol className="dq-list">
        {teasers.map((teaser) => (
          <Teaser key={teaser.index} teaser={teaser} view={view} game={game} finished={finished} solution={solution} />
        ))}
      </ol>
      {finished && attempt ? (
        <QuizResult
          attempt={attempt}
          title={t('zekiye.finished', { correct, total: teasers.length })}
          answersLater={!solution && !view?.revealed.length ? t('zekiye.answersTomorrow') : null}
          shareGrid={zekiyeShareGrid(puzzle.number, teasers.length, view)}
          shareUrl={origin + routePath(edition, 'games.zekiye')}
        />
      ) : null}
      {game.error ? (
        <p className="notice notice--error" role="alert">
          {game.error}
        </p>
      ) : null}
      {!archiveId && puzzle.nextAt ? <Countdown until={puzzle.nextAt} /> : null}
      {game.stats && game.stats.played > 0 ? <StatsPanel stats={game.stats} distributionLabel={(index) => String(index)} /> : null}
      <GamePageFooter signedIn={viewer !== null} rules={t('zekiye.rules')} slug="zekiye" edition={edition} />
    </div>
  );
}
