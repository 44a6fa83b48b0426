import type { BilpopCategory, BilpopMode, BilpopQuestion } from '../data/bank.types';
import { pickForDay } from './day-pick';
import type { PuzzleParts } from './puzzle-content';

export const BILPOP_CATEGORIES: readonly BilpopCategory[] = ['film', 'music', 'tv', 'celebrities', 'sports'];
export const BILPOP_MODES: readonly BilpopMode[] = [1, 2, 3];

/** A question as the quiz shows it: no correct index, no explanation. */
export interface BilpopShownQuestion {
  index: number;
  category: BilpopCategory;
  mode: BilpopMode;
  question: string;
  options: readonly string[];
}

export interface BilpopSolution {
  /** By question index: the right option and its explanation. */
  answers: { correct: number; explanation: string; bankId: string }[];
}

/**
 * The day's Bilpop quiz: for each category one question of each mode (15 in all); a player
 * answers, per category, the question of the mode they have unlocked there (SPEC §2.11).
 */
export function makeBilpopPuzzle(bank: readonly BilpopQuestion[], puzzleNumber: number, salt: string): PuzzleParts {
  const questions: BilpopShownQuestion[] = [];
  const solution: BilpopSolution = { answers: [] };
  for (const category of BILPOP_CATEGORIES) {
    for (const mode of BILPOP_MODES) {
      const pool = bank.filter((question) => question.category === category && question.mode === mode);
      const item = pool[pickForDay(pool.length, puzzleNumber, `${salt}:${category}:${mode}`)] as BilpopQuestion;
      questions.push({ index: questions.length, category, mode, question: item.question, options: item.options });
      solution.answers.push({ correct: item.correct, explanation: item.explanation, bankId: item.id });
    }
  }
  return { content: { questions }, solution: { ...solution } };
}

/** The index, in a day's quiz, of a category's question for a mode. */
export function bilpopQuestionIndex(category: BilpopCategory, mode: BilpopMode): number {
  return BILPOP_CATEGORIES.indexOf(category) * BILPOP_MODES.length + (mode - 1);
}
