import { HttpError } from '@meydan/api/core';
import type { Db } from '@meydan/api/db';
import { addGameDays, computeStats, gameDayOf, isGameDay } from '@meydan/games/engine';
import type { DailyGameType, LocalResult, PlayerStatus } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import { GAMES_MESSAGES } from '../games.messages';
import type { AttemptsService } from '../attempts/attempts.service';
import type { PuzzlesService } from '../puzzles/puzzles.service';

import { ProgressRepository } from './progress.repository';
import { ResultsRepository } from './results.repository';

/** How far back a guest's browser history is taken on sign-in. */
export const MERGE_REACH_DAYS = 400;

/** SPEC §7 player statuses: a member's attempt at a puzzle, statistics and streaks; merging a guest's history. */
export class PlayersService {
  private readonly results: ResultsRepository;
  private readonly progress = new ProgressRepository();

  constructor(
    private readonly db: Db,
    private readonly puzzles: PuzzlesService,
    private readonly attempts: AttemptsService,
    private readonly clock: () => number = Date.now,
  ) {
    this.results = new ResultsRepository(db);
  }

  async stats(userId: string, game: DailyGameType) {
    return computeStats(game, await this.results.results(userId, game), gameDayOf(this.clock()));
  }

  async status(userId: string, game: DailyGameType, edition: Edition, puzzleId: string): Promise<PlayerStatus> {
    const puzzle = await this.puzzles.playableRow(game, edition, puzzleId);
    const status: PlayerStatus = { type: game, puzzleId: puzzle.id, attempt: await this.attempts.attemptOf(userId, puzzle), stats: await this.stats(userId, game) };
    if (game === 'bilpop') status.progress = await this.progress.of(this.db, userId);
    return status;
  }

  /**
   * A guest's results kept in the browser, merged into the member's on sign-in: only days with
   * no result on the server are added (a server-checked result always wins), so a streak never
   * gets shorter. Future days and days beyond the reach are refused as a whole.
   */
  async merge(userId: string, game: DailyGameType, results: readonly LocalResult[]) {
    const today = gameDayOf(this.clock());
    const earliest = addGameDays(today, -MERGE_REACH_DAYS);
    const bad = results.find((result) => !isGameDay(result.day) || result.day > today || result.day < earliest);
    if (bad) throw new HttpError(400, GAMES_MESSAGES.badResultDay, { params: { day: bad.day } });
    const unique = [...new Map(results.map((result) => [result.day, result])).values()];
    const merged = await this.results.mergeLocal(userId, game, unique);
    return { type: game, merged, stats: await this.stats(userId, game) };
  }
}
