import type { DailyGameType } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import type { BilpopQuestion, EmojilePuzzle } from '../data/bank.types';
import { makeBilpopPuzzle } from './bilpop-puzzle';
import { make2048Puzzle } from './puzzle-2048';
import type { PuzzleParts } from './puzzle-content';
import { makeEmojilePuzzle } from './emojile-puzzle';
import { makeZekiyePuzzle } from './zekiye-puzzle';

/** The authored banks the daily puzzles are drawn from, per edition. */
export interface PuzzleBanks {
  emojile: Readonly<Record<Edition, readonly EmojilePuzzle[]>>;
  bilpop: Readonly<Record<Edition, readonly BilpopQuestion[]>>;
}

export type PuzzleMaker = (edition: Edition, puzzleNumber: number) => PuzzleParts;

/**
 * How each game makes the puzzle of a day. The salt keeps each edition's order of its bank its
 * own; it is fixed, so a re-created database picks the same Emojile and Bilpop items for a day.
 */
export function puzzleMakers(banks: PuzzleBanks): Readonly<Record<DailyGameType, PuzzleMaker>> {
  return {
    emojile: (edition, number) => makeEmojilePuzzle(banks.emojile[edition], number, `emojile:${edition}`),
    bilpop: (edition, number) => makeBilpopPuzzle(banks.bilpop[edition], number, `bilpop:${edition}`),
    zekiye: (edition, number) => makeZekiyePuzzle(edition, number, 'zekiye'),
    '2048': () => make2048Puzzle(),
  };
}
