import { HttpError } from '@meydan/api/core';
import type { AttemptMoveBody } from '@meydan/shared/contracts';
import { EMOJILE_HINTS, EMOJILE_MAX_GUESSES, EMOJILE_POINTS } from '../game-rules';
import { GAMES_MESSAGES } from '../games.messages';
import type { EmojileSolution } from '../puzzles/emojile-puzzle';
import { foldAnswer } from '../text/fold-answer';
import type { MoveOutcome } from './move-outcome';

export interface EmojileState {
  hard: boolean;
  /** Guesses as typed (trimmed), in order, each with whether it was right. */
  guesses: { text: string; correct: boolean }[];
  hintsShown: number;
}

export function newEmojileState(hard: boolean): EmojileState {
  return { hard, guesses: [], hintsShown: 0 };
}

/** Emojile's score for a win: guesses left unused, hints shown, hard mode. */
export function emojileScore(state: EmojileState): number {
  const used = state.guesses.length;
  const score = EMOJILE_POINTS.perGuessLeft * (EMOJILE_MAX_GUESSES + 1 - used) - EMOJILE_POINTS.perHint * state.hintsShown + (state.hard ? EMOJILE_POINTS.hardBonus : 0);
  return Math.max(0, score);
}

/** Whether a typed guess names the answer: folded (case, Turkish letters, diacritics) against it and its accepted spellings. */
export function isEmojileAnswer(guess: string, solution: Pick<EmojileSolution, 'answer' | 'accepted'>): boolean {
  const folded = foldAnswer(guess);
  if (folded === '') return false;
  return [solution.answer, ...solution.accepted].some((candidate) => foldAnswer(candidate) === folded);
}

/** One Emojile move: a guess, or asking for the next hint. The caller has checked the attempt is playing. */
export function playEmojile(state: EmojileState, move: AttemptMoveBody, solution: EmojileSolution): MoveOutcome<EmojileState> {
  if (move.hint) {
    if (state.hard) throw new HttpError(400, GAMES_MESSAGES.hintsOffInHardMode);
    if (state.hintsShown >= Math.min(EMOJILE_HINTS, solution.hints.length)) throw new HttpError(400, GAMES_MESSAGES.noHintsLeft);
    const next = { ...state, hintsShown: state.hintsShown + 1 };
    return { state: next, status: 'playing', score: 0, guesses: next.guesses.length };
  }
  if (move.guess === undefined) throw new HttpError(400, GAMES_MESSAGES.moveIncomplete);
  const text = move.guess.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (text === '') throw new HttpError(400, GAMES_MESSAGES.moveIncomplete);
  const correct = isEmojileAnswer(text, solution);
  const next: EmojileState = { ...state, guesses: [...state.guesses, { text, correct }] };
  if (correct) return { state: next, status: 'won', score: emojileScore(next), guesses: next.guesses.length };
  const status = next.guesses.length >= EMOJILE_MAX_GUESSES ? 'lost' : 'playing';
  return { state: next, status, score: 0, guesses: next.guesses.length };
}

/** What the player sees of their attempt: their guesses and the hints they have opened. */
export function emojileView(state: EmojileState, solution: EmojileSolution): Record<string, unknown> {
  return { hard: state.hard, guesses: state.guesses, hints: solution.hints.slice(0, state.hintsShown), hintsLeft: state.hard ? 0 : Math.min(EMOJILE_HINTS, solution.hints.length) - state.hintsShown };
}
