import { DAILY_QUIZ_QUESTIONS, EMOJILE_MAX_GUESSES } from '@meydan/games/engine';
import { type DailyGameType, type GameType, MAX_2048_SCORE, TTT_POINTS } from '@meydan/shared/contracts';

export { EMOJILE_MAX_GUESSES };

/**
 * Each game's scoring rules as the boards apply them (issue 16 item 4): how a period board adds
 * up its days, the highest score a ranked attempt can make, and the least time a human needs.
 */
export interface GameRules {
  /** Weekly, monthly and all-time boards: the sum of the daily scores, or the best one. */
  readonly aggregate: 'sum' | 'best';
  /** The most one ranked attempt can score; anything above is refused. */
  readonly maxScore: number;
}

export const EMOJILE_HINTS = 3;
/** Emojile: 100 per guess left unused, minus 30 per hint shown; hard mode (no hints) adds 50. */
export const EMOJILE_POINTS = { perGuessLeft: 100, perHint: 30, hardBonus: 50 } as const;

/** Bilpop: one question per category, 100 points per mode of the question and 10 per star. */
export const BILPOP_POINTS = { perMode: 100, perStar: 10 } as const;
/** Stars of a correct Bilpop answer by how fast it came (seconds since the question could be seen). */
export const BILPOP_STAR_SECONDS = [10, 20] as const;
/** SPEC §2.11: the next mode of a category opens after 30 stars or 30 correct answers in it. */
export const BILPOP_UNLOCK_AT = 30;
export const BILPOP_MAX_MODE = 3;

/** Zekiye: 100 points per teaser solved, one answer each. */
export const ZEKIYE_POINTS_PER_TEASER = 100;
export const ZEKIYE_TEASERS = DAILY_QUIZ_QUESTIONS;

/**
 * 2048: the least time per board-changing move a ranked game may show (25 moves a second is
 * beyond a human's sustained pace), and the highest score a 4×4 game can reach (a 131072 tile
 * made from 2s and 4s scores under 3,932,156).
 */
export const MIN_MS_PER_2048_MOVE = 40;
export { MAX_2048_SCORE };

export const GAME_RULES: Readonly<Record<DailyGameType, GameRules>> = {
  emojile: { aggregate: 'sum', maxScore: EMOJILE_MAX_GUESSES * EMOJILE_POINTS.perGuessLeft + EMOJILE_POINTS.hardBonus },
  bilpop: { aggregate: 'sum', maxScore: 5 * (BILPOP_MAX_MODE * BILPOP_POINTS.perMode + 3 * BILPOP_POINTS.perStar) },
  zekiye: { aggregate: 'sum', maxScore: ZEKIYE_TEASERS * ZEKIYE_POINTS_PER_TEASER },
  '2048': { aggregate: 'best', maxScore: MAX_2048_SCORE },
};

/**
 * Tic Tac Toe Football's boards add up the points of finished matches (TTT_POINTS); a quit takes
 * points off, never below 0.
 */
export const TTT_RULES: GameRules = { aggregate: 'sum', maxScore: TTT_POINTS.liveWin };

/** Boards exist for every game type. */
export function rulesOf(game: GameType): GameRules {
  return game === 'ttt-football' ? TTT_RULES : GAME_RULES[game];
}
