export type { Board, Direction, Random } from './board';
export { DIRECTIONS, WINNING_TILE_2048, emptyBoard2048, isDirection } from './board';
export { type MoveResult, move2048 } from './move';
export { spawn2048 } from './spawn';
export { canMove2048, hasWon2048, isGameOver2048, newGame2048 } from './game';
export { seededRandom } from './random';
export { type Replay2048Result, replay2048 } from './replay';
export {
  GAME_EPOCH_DAY,
  GAME_TIME_ZONE,
  addGameDays,
  boardPeriodOf,
  daysBetween,
  gameDayOf,
  gameDayStart,
  isGameDay,
  isoWeekOf,
  nextGameDayStart,
  puzzleNumberOf,
  type BoardDuration,
} from './daily-clock';
export { computeStats, DAILY_QUIZ_QUESTIONS, EMOJILE_MAX_GUESSES, type DailyGame, type DailyResult, type DailyStats } from './daily-stats';
