import { HttpError } from '@meydan/api/core';
import type { AttemptMoveBody } from '@meydan/shared/contracts';
import type { BilpopCategory, BilpopMode } from '../data/bank.types';
import { BILPOP_MAX_MODE, BILPOP_POINTS, BILPOP_STAR_SECONDS, BILPOP_UNLOCK_AT } from '../game-rules';
import { GAMES_MESSAGES } from '../games.messages';
import { BILPOP_CATEGORIES, type BilpopSolution, bilpopQuestionIndex } from '../puzzles/bilpop-puzzle';
import type { MoveOutcome } from './move-outcome';

export interface BilpopAnswer {
  option: number;
  correct: boolean;
  stars: number;
}

export interface BilpopState {
  /** The mode each category is played in, fixed when the attempt starts. */
  modes: Record<BilpopCategory, BilpopMode>;
  /** By question index. */
  answers: Record<string, BilpopAnswer>;
  /** Server time (ms) from which the next answer's speed is counted. */
  clockFrom: number;
}

/** Per-category progress of a member (SPEC §2.11): counts in the current mode, and the mode. */
export interface CategoryProgress {
  mode: BilpopMode;
  correct: number;
  stars: number;
}

export function newBilpopState(modes: Record<BilpopCategory, BilpopMode>, now: number): BilpopState {
  return { modes, answers: {}, clockFrom: now };
}

/** The questions of a day's quiz this attempt answers: per category, the one of its mode. */
export function bilpopQuestionIndexes(state: BilpopState): number[] {
  return BILPOP_CATEGORIES.map((category) => bilpopQuestionIndex(category, state.modes[category]));
}

/** Stars of a right answer by its speed: 3 within 10 s, 2 within 20 s, else 1. */
export function starsFor(elapsedMs: number): number {
  const seconds = elapsedMs / 1000;
  if (seconds <= BILPOP_STAR_SECONDS[0]) return 3;
  if (seconds <= BILPOP_STAR_SECONDS[1]) return 2;
  return 1;
}

export function bilpopScore(state: BilpopState, modeOf: (index: number) => number): number {
  return Object.entries(state.answers).reduce((sum, [index, answer]) => (answer.correct ? sum + BILPOP_POINTS.perMode * modeOf(Number(index)) + BILPOP_POINTS.perStar * answer.stars : sum), 0);
}

const modeOfIndex = (index: number) => (index % 3) + 1;

/** One Bilpop answer. The speed is measured on the server, from the previous answer (or the start). */
export function playBilpop(state: BilpopState, move: AttemptMoveBody, solution: BilpopSolution, now: number): MoveOutcome<BilpopState> {
  if (move.index === undefined || move.option === undefined) throw new HttpError(400, GAMES_MESSAGES.moveIncomplete);
  const asked = bilpopQuestionIndexes(state);
  if (!asked.includes(move.index)) throw new HttpError(400, GAMES_MESSAGES.questionNotInQuiz);
  if (state.answers[String(move.index)]) throw new HttpError(409, GAMES_MESSAGES.alreadyAnswered);
  const right = solution.answers[move.index]?.correct === move.option;
  const answer: BilpopAnswer = { option: move.option, correct: right, stars: right ? starsFor(now - state.clockFrom) : 0 };
  const next: BilpopState = { ...state, answers: { ...state.answers, [String(move.index)]: answer }, clockFrom: now };
  const answered = Object.keys(next.answers).length;
  const correct = Object.values(next.answers).filter((a) => a.correct).length;
  const done = answered >= asked.length;
  // A quiz counts as won with a majority right (3 of 5): streaks follow wins, as in Emojile.
  const status = !done ? 'playing' : correct * 2 > asked.length ? 'won' : 'lost';
  return { state: next, status, score: bilpopScore(next, modeOfIndex), guesses: correct };
}

/**
 * A category's progress after a finished quiz: its right answers and stars add to the counts of
 * the mode they were played in; at 30 of either, the next mode opens and its counts start at 0.
 */
export function advanceProgress(progress: CategoryProgress, playedMode: BilpopMode, correct: number, stars: number): CategoryProgress {
  // Only play in the category's current mode moves it on.
  if (playedMode !== progress.mode) return progress;
  const next = { mode: progress.mode, correct: progress.correct + correct, stars: progress.stars + stars };
  if (progress.mode < BILPOP_MAX_MODE && (next.correct >= BILPOP_UNLOCK_AT || next.stars >= BILPOP_UNLOCK_AT)) {
    return { mode: (progress.mode + 1) as BilpopMode, correct: 0, stars: 0 };
  }
  return next;
}

/**
 * What the player sees: their answers, each marked right or wrong. The right option and its
 * explanation are shown only once `revealSolution` (the day is over, or an archive play): a
 * player who knew today's answers could hand them to a second account before its ranked play.
 */
export function bilpopView(state: BilpopState, solution: BilpopSolution, revealSolution: boolean): Record<string, unknown> {
  const revealed = revealSolution
    ? Object.fromEntries(bilpopQuestionIndexes(state).map((index) => [String(index), { correct: solution.answers[index]?.correct ?? null, explanation: solution.answers[index]?.explanation ?? '' }]))
    : {};
  return { modes: state.modes, questions: bilpopQuestionIndexes(state), answers: state.answers, revealed };
}
