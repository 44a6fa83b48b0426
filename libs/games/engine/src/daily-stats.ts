import { addGameDays } from './daily-clock';

/** The games with a daily puzzle, as the games API names them. */
export type DailyGame = 'emojile' | 'bilpop' | 'zekiye' | '2048';

/** How many guesses Emojile allows, and how many questions a day's quiz asks (Bilpop, Zekiye). */
export const EMOJILE_MAX_GUESSES = 6;
export const DAILY_QUIZ_QUESTIONS = 5;

/** A player's statistics in one game (the games API's PlayerStats). */
export interface DailyStats {
  played: number;
  won: number;
  currentStreak: number;
  bestStreak: number;
  distribution: number[];
  lastDay: string | null;
}

export interface DailyResult {
  day: string;
  won: boolean;
  /** Emojile: guesses used; quizzes: right answers. */
  guesses: number;
}

/** The guess distribution's columns per game: Emojile by guesses used (wins), quizzes by right answers (0–5). */
const DISTRIBUTION: Record<DailyGame, { size: number; index: (result: DailyResult) => number | null }> = {
  emojile: { size: EMOJILE_MAX_GUESSES, index: (result) => (result.won ? result.guesses - 1 : null) },
  bilpop: { size: DAILY_QUIZ_QUESTIONS + 1, index: (result) => result.guesses },
  zekiye: { size: DAILY_QUIZ_QUESTIONS + 1, index: (result) => result.guesses },
  '2048': { size: 0, index: () => null },
};

/**
 * Statistics from a player's daily results (the server's for members, local storage's for guests) (any order): played, won, the current streak (won
 * days in a row ending today, or yesterday while today is still open: a day not yet played does
 * not break it), the best streak and the distribution. A lost or missed day ends a streak.
 */
export function computeStats(game: DailyGame, results: readonly DailyResult[], today: string): DailyStats {
  const byDay = new Map(results.map((result) => [result.day, result]));
  const days = [...byDay.keys()].sort();
  const distribution = new Array<number>(DISTRIBUTION[game].size).fill(0);
  let won = 0;
  let best = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of days) {
    const result = byDay.get(day) as DailyResult;
    if (result.won) won++;
    const column = DISTRIBUTION[game].index(result);
    if (column !== null && column >= 0 && column < distribution.length) distribution[column] = (distribution[column] as number) + 1;
    run = result.won ? (previous !== null && addGameDays(previous, 1) === day && run > 0 ? run + 1 : 1) : 0;
    best = Math.max(best, run);
    previous = day;
  }
  let current = 0;
  let cursor = byDay.get(today) ? today : addGameDays(today, -1);
  while (byDay.get(cursor)?.won) {
    current++;
    cursor = addGameDays(cursor, -1);
  }
  return { played: days.length, won, currentStreak: current, bestStreak: best, distribution, lastDay: days.at(-1) ?? null };
}
