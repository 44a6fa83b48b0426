import type { Db, Queryable } from '@meydan/api/db';
import type { AttemptMode, AttemptStatus, DailyGameType } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';

export interface AttemptRow {
  id: string;
  game: DailyGameType;
  edition: Edition;
  puzzle_id: string | null;
  user_id: string | null;
  mode: AttemptMode;
  ranked: boolean;
  seed: string;
  state: Record<string, unknown>;
  status: AttemptStatus;
  score: number;
  started_at: Date;
  finished_at: Date | null;
}

const COLUMNS = 'id, game, edition, puzzle_id::text AS puzzle_id, user_id, mode, ranked, seed, state, status, score, started_at, finished_at';

export type NewAttempt = Pick<AttemptRow, 'game' | 'edition' | 'puzzle_id' | 'user_id' | 'mode' | 'ranked' | 'seed' | 'state' | 'started_at'>;

/** The game_attempts table (migration 0029). */
export class AttemptsRepository {
  constructor(readonly db: Db) {}

  /**
   * Starts an attempt. A second ranked attempt of a member at a puzzle is impossible (a partial
   * unique index): the insert then does nothing and the existing one is returned instead.
   */
  async create(attempt: NewAttempt): Promise<AttemptRow> {
    const { rows } = await this.db.query<AttemptRow>(
      `INSERT INTO game_attempts (game, edition, puzzle_id, user_id, mode, ranked, seed, state, started_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (user_id, puzzle_id) WHERE ranked DO NOTHING RETURNING ${COLUMNS}`,
      [attempt.game, attempt.edition, attempt.puzzle_id, attempt.user_id, attempt.mode, attempt.ranked, attempt.seed, JSON.stringify(attempt.state), attempt.started_at.toISOString()],
    );
    if (rows[0]) return rows[0];
    const existing = await this.rankedOf(attempt.user_id as string, attempt.puzzle_id as string);
    if (!existing) throw new Error('ranked attempt vanished between insert and read');
    return existing;
  }

  async rankedOf(userId: string, puzzleId: string): Promise<AttemptRow | null> {
    const { rows } = await this.db.query<AttemptRow>(`SELECT ${COLUMNS} FROM game_attempts WHERE user_id = $1 AND puzzle_id = $2 AND ranked`, [userId, puzzleId]);
    return rows[0] ?? null;
  }

  /** A member's latest attempt at a puzzle (ranked or not). */
  async latestOf(userId: string, puzzleId: string): Promise<AttemptRow | null> {
    const { rows } = await this.db.query<AttemptRow>(
      `SELECT ${COLUMNS} FROM game_attempts WHERE user_id = $1 AND puzzle_id = $2 ORDER BY ranked DESC, started_at DESC LIMIT 1`,
      [userId, puzzleId],
    );
    return rows[0] ?? null;
  }

  /** The attempt, locked for the rest of the transaction: moves on one attempt take turns. */
  async lock(tx: Queryable, id: string): Promise<AttemptRow | null> {
    const { rows } = await tx.query<AttemptRow>(`SELECT ${COLUMNS} FROM game_attempts WHERE id = $1 FOR UPDATE`, [id]);
    return rows[0] ?? null;
  }

  async save(tx: Queryable, id: string, change: { state: Record<string, unknown>; status: AttemptStatus; score: number; finishedAt: Date | null }): Promise<void> {
    await tx.query('UPDATE game_attempts SET state = $2, status = $3, score = $4, finished_at = $5 WHERE id = $1', [
      id,
      JSON.stringify(change.state),
      change.status,
      change.score,
      change.finishedAt?.toISOString() ?? null,
    ]);
  }

  /** Removes guests' attempts older than `before` (they can no longer be continued). */
  async sweepGuests(before: Date): Promise<number> {
    const { rows } = await this.db.query<{ id: string }>('DELETE FROM game_attempts WHERE user_id IS NULL AND started_at < $1 RETURNING id', [before.toISOString()]);
    return rows.length;
  }
}
