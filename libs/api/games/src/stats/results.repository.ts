import type { Db, Queryable } from '@meydan/api/db';
import type { DailyGameType, LocalResult } from '@meydan/shared/contracts';
import type { DailyResult } from '@meydan/games/engine';

/** The game_results table (migration 0029): one result per member, game and day. */
export class ResultsRepository {
  constructor(private readonly db: Db) {}

  /** A result the server checked; it replaces a result merged from the browser for that day. */
  async recordServerResult(on: Queryable, entry: { userId: string; game: DailyGameType; day: string; won: boolean; guesses: number; score: number }): Promise<void> {
    await on.query(
      `INSERT INTO game_results (user_id, game, day, won, guesses, score, source) VALUES ($1, $2, $3, $4, $5, $6, 'server')
       ON CONFLICT (user_id, game, day) DO UPDATE SET won = EXCLUDED.won, guesses = EXCLUDED.guesses, score = EXCLUDED.score,
         source = 'server', recorded_at = now() WHERE game_results.source = 'local'`,
      [entry.userId, entry.game, entry.day, entry.won, entry.guesses, entry.score],
    );
  }

  /** A guest's browser results, for the days the member has none: never replacing one, never lowering a streak. */
  async mergeLocal(userId: string, game: DailyGameType, results: readonly LocalResult[]): Promise<number> {
    if (results.length === 0) return 0;
    const { rows } = await this.db.query<{ day: string }>(
      `INSERT INTO game_results (user_id, game, day, won, guesses, score, source)
       SELECT $1, $2, r.day, r.won, r.guesses, r.score, 'local'
       FROM jsonb_to_recordset($3::jsonb) AS r(day date, won boolean, guesses integer, score integer)
       ON CONFLICT (user_id, game, day) DO NOTHING RETURNING day`,
      [userId, game, JSON.stringify(results)],
    );
    return rows.length;
  }

  async results(userId: string, game: DailyGameType): Promise<DailyResult[]> {
    const { rows } = await this.db.query<DailyResult>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, won, guesses FROM game_results WHERE user_id = $1 AND game = $2 ORDER BY day`,
      [userId, game],
    );
    return rows;
  }
}
