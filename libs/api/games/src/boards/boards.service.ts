import { mapImage, type MapContext } from '@meydan/api/core';
import type { Db, Queryable } from '@meydan/api/db';
import { boardPeriodOf, type BoardDuration } from '@meydan/games/engine';
import { type GameType, LEADERBOARD_DURATIONS, type LeaderboardEntry, type LeaderboardRankResponse, type LeaderboardResponse } from '@meydan/shared/contracts';
import { rulesOf } from '../game-rules';
import { type BoardRow, BoardsRepository } from './boards.repository';
import type { RedisBoardMirror } from './redis-board-mirror';

export const DEFAULT_BOARD_LIMIT = 50;

/** Places of a list sorted by score from the top: equal scores share a place (1, 2, 2, 4). */
export function competitionRanks(scores: readonly number[]): number[] {
  const ranks: number[] = [];
  scores.forEach((score, index) => ranks.push(index > 0 && score === scores[index - 1] ? (ranks[index - 1] as number) : index + 1));
  return ranks;
}

export interface RankedResult {
  game: GameType;
  userId: string;
  /** The Istanbul day of the puzzle the result belongs to. */
  day: string;
  score: number;
  extra: Record<string, unknown>;
  at: Date;
}

/**
 * Daily, weekly, monthly and all-time boards per game (issue 16 item 4). A ranked result is
 * written to the four periods of its day in the caller's transaction; the Redis mirror learns of
 * it once that transaction has committed. Reads ask the mirror first and PostgreSQL when the
 * mirror cannot answer.
 */
export class BoardsService {
  readonly repository: BoardsRepository;

  constructor(
    db: Db,
    private readonly mapContext: MapContext,
    private readonly mirror?: RedisBoardMirror,
  ) {
    this.repository = new BoardsRepository(db);
  }

  /**
   * A negative score (Tic Tac Toe Football's quit penalty) is taken off the member's existing
   * totals, never below 0, and puts nobody on a board they were not on.
   */
  async record(tx: Queryable, result: RankedResult): Promise<void> {
    const rules = rulesOf(result.game);
    for (const duration of LEADERBOARD_DURATIONS) {
      const period = boardPeriodOf(duration, result.day);
      const entry = { game: result.game, period, userId: result.userId, score: result.score, extra: result.extra, aggregate: rules.aggregate, at: result.at };
      const stored = result.score < 0 ? await this.repository.deduct(tx, entry) : await this.repository.record(tx, entry);
      const mirror = this.mirror;
      if (mirror && stored) tx.afterCommit?.(() => void mirror.update(result.game, period, result.userId, stored).catch(() => undefined));
    }
  }

  private entry(row: BoardRow, rank: number, game: GameType, duration: BoardDuration): LeaderboardEntry {
    return {
      rank,
      score: row.score,
      player: { id: row.user_id, username: row.username, name: row.name, avatar: mapImage(row.avatar, this.mapContext, row.name ?? row.username) },
      boardType: game,
      duration,
      extraData: row.extra,
    };
  }

  async board(game: GameType, duration: BoardDuration, day: string, limit: number, askerId: string | null): Promise<LeaderboardResponse> {
    const period = boardPeriodOf(duration, day);
    const mirrored = await this.mirror?.top(game, period, limit);
    let items: LeaderboardEntry[];
    if (mirrored) {
      const rows = new Map((await this.repository.players(game, period, mirrored.map((entry) => entry.userId))).map((row) => [row.user_id, row]));
      const ranks = competitionRanks(mirrored.map((entry) => entry.score));
      items = mirrored.flatMap((entry, index) => {
        const row = rows.get(entry.userId);
        return row ? [this.entry(row, ranks[index] as number, game, duration)] : [];
      });
    } else {
      const rows = await this.repository.top(game, period, limit);
      const ranks = competitionRanks(rows.map((row) => row.score));
      items = rows.map((row, index) => this.entry(row, ranks[index] as number, game, duration));
    }
    const standing = askerId ? await this.standing(game, duration, period, askerId) : { entry: null, players: null };
    const players = standing.players ?? (await this.repository.count(game, period));
    const response: LeaderboardResponse = { board: game, duration, period, players, items };
    if (askerId) response.me = standing.entry;
    return response;
  }

  private async standing(game: GameType, duration: BoardDuration, period: string, userId: string): Promise<{ entry: LeaderboardEntry | null; players: number | null }> {
    const mirrored = await this.mirror?.place(game, period, userId);
    if (mirrored) {
      if (mirrored.rank === 0) return { entry: null, players: mirrored.players };
      const [row] = await this.repository.players(game, period, [userId]);
      return { entry: row ? this.entry(row, mirrored.rank, game, duration) : null, players: mirrored.players };
    }
    const place = await this.repository.placeOf(game, period, userId);
    return { entry: place ? this.entry(place.row, place.rank, game, duration) : null, players: null };
  }

  async playerRank(game: GameType, duration: BoardDuration, day: string, userId: string): Promise<LeaderboardRankResponse> {
    const period = boardPeriodOf(duration, day);
    const standing = await this.standing(game, duration, period, userId);
    return { period, players: standing.players ?? (await this.repository.count(game, period)), entry: standing.entry };
  }
}
