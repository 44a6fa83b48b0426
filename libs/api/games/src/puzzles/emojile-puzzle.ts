import type { EmojilePuzzle } from '../data/bank.types';
import { EMOJILE_HINTS, EMOJILE_MAX_GUESSES } from '../game-rules';
import { pickForDay } from './day-pick';
import type { PuzzleParts } from './puzzle-content';

export interface EmojileSolution {
  bankId: string;
  answer: string;
  accepted: readonly string[];
  hints: readonly string[];
}

/** The day's Emojile row: the emojis and its category are public; answer and hints are not. */
export function makeEmojilePuzzle(bank: readonly EmojilePuzzle[], puzzleNumber: number, salt: string): PuzzleParts {
  const item = bank[pickForDay(bank.length, puzzleNumber, salt)] as EmojilePuzzle;
  const solution: EmojileSolution = { bankId: item.id, answer: item.answer, accepted: item.accepted, hints: item.hints };
  return {
    content: { emojis: item.emojis, category: item.category, maxGuesses: EMOJILE_MAX_GUESSES, hints: EMOJILE_HINTS },
    solution: { ...solution },
  };
}
