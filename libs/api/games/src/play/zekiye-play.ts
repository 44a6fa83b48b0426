import { HttpError } from '@meydan/api/core';
import type { AttemptMoveBody } from '@meydan/shared/contracts';
import { ZEKIYE_POINTS_PER_TEASER } from '../game-rules';
import { GAMES_MESSAGES } from '../games.messages';
import type { ZekiyeSolution } from '../puzzles/zekiye-puzzle';
import { foldAnswer } from '../text/fold-answer';
import type { MoveOutcome } from './move-outcome';

export interface ZekiyeState {
  /** By teaser index: the answer as typed and whether it was right. One answer per teaser. */
  answers: Record<string, { text: string; correct: boolean }>;
}

export function newZekiyeState(): ZekiyeState {
  return { answers: {} };
}

/** A typed answer against a teaser's: numbers compare by value ("042" is 42), words folded. */
export function isZekiyeAnswer(typed: string, expected: { answer: string; accepted: readonly string[] }): boolean {
  const candidates = [expected.answer, ...expected.accepted];
  const numeric = typed.replace(/\s+/g, '').replace(',', '.');
  if (/^-?\d+(\.\d+)?$/.test(numeric)) return candidates.some((candidate) => Number(candidate) === Number(numeric));
  const folded = foldAnswer(typed);
  return folded !== '' && candidates.some((candidate) => foldAnswer(candidate) === folded);
}

export function playZekiye(state: ZekiyeState, move: AttemptMoveBody, solution: ZekiyeSolution): MoveOutcome<ZekiyeState> {
  if (move.index === undefined || move.answer === undefined) throw new HttpError(400, GAMES_MESSAGES.moveIncomplete);
  const expected = solution.answers[move.index];
  if (!expected) throw new HttpError(400, GAMES_MESSAGES.questionNotInQuiz);
  if (state.answers[String(move.index)]) throw new HttpError(409, GAMES_MESSAGES.alreadyAnswered);
  const text = move.answer.normalize('NFC').trim();
  if (text === '') throw new HttpError(400, GAMES_MESSAGES.moveIncomplete);
  const next: ZekiyeState = { answers: { ...state.answers, [String(move.index)]: { text, correct: isZekiyeAnswer(text, expected) } } };
  const correct = Object.values(next.answers).filter((answer) => answer.correct).length;
  const done = Object.keys(next.answers).length >= solution.answers.length;
  const status = !done ? 'playing' : correct * 2 > solution.answers.length ? 'won' : 'lost';
  return { state: next, status, score: correct * ZEKIYE_POINTS_PER_TEASER, guesses: correct };
}

/** The player's answers; the right answers and explanations once `revealSolution` (as Bilpop). */
export function zekiyeView(state: ZekiyeState, solution: ZekiyeSolution, revealSolution: boolean): Record<string, unknown> {
  return { answers: state.answers, revealed: revealSolution ? solution.answers : [] };
}
