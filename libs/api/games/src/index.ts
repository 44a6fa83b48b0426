export * from './data/bank.types';
export { gamesRoutes } from './games.routes';
export { GAMES_RATE_LIMITS } from './games-plugin';
export type { GamesPluginOptions, GamesLimitKind } from './games-plugin';
export { DEFAULT_PUZZLE_BANKS } from './data/banks';
export { puzzleMakers, type PuzzleBanks } from './puzzles/puzzle-makers';
export { PuzzlesService, ARCHIVE_DAYS } from './puzzles/puzzles.service';
export { seedGames, type GamesSeedSummary } from './seed/games-seed';
export * from './football';
