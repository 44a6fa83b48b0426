import { IMAGE_JSON, type ImageRow } from '@meydan/api/core';
import type { Db, Queryable } from '@meydan/api/db';

/** A board row with its member's public face. */
export interface BoardRow {
  user_id: string;
  score: number;
  extra: Record<string, unknown>;
  achieved_at: string;
  username: string;
  name: string | null;
  avatar: ImageRow | null;
}

export interface StoredScore {
  score: number;
  achievedAt: string;
}

/** SQL predicate: a member who may appear on a public board (not deactivated, not deleted). */
const LISTED = `u.is_active AND u.deleted_at IS NULL`;
const PLAYER_COLUMNS = `s.user_id, s.score, s.extra, s.achieved_at, u.username, u.name, ${IMAGE_JSON('u.avatar_image_id')} AS avatar`;

/**
 * The game_scores table (migration 0029), the boards' source of truth. Lists order by score, then
 * by who reached it first; places are shared by equal scores (competition ranking: 1, 2, 2, 4).
 * Places and counts include every row; the lists leave out deactivated and deleted members, so in
 * the rare case one of them is ahead, a member's place counts them while the list does not show them.
 */
export class BoardsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Adds a ranked result to one period's board: summed into the member's total, or kept when it
   * beats their best. Returns the member's standing on that board afterwards.
   */
  async record(
    on: Queryable,
    entry: { game: string; period: string; userId: string; score: number; extra: Record<string, unknown>; aggregate: 'sum' | 'best'; at: Date },
  ): Promise<StoredScore> {
    const update =
      entry.aggregate === 'sum'
        ? 'SET score = game_scores.score + EXCLUDED.score, extra = EXCLUDED.extra, achieved_at = EXCLUDED.achieved_at'
        : 'SET score = EXCLUDED.score, extra = EXCLUDED.extra, achieved_at = EXCLUDED.achieved_at WHERE game_scores.score < EXCLUDED.score';
    await on.query(
      `INSERT INTO game_scores (game, period, user_id, score, extra, achieved_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (game, period, user_id) DO UPDATE ${update}`,
      [entry.game, entry.period, entry.userId, entry.score, JSON.stringify(entry.extra), entry.at.toISOString()],
    );
    const { rows } = await on.query<{ score: number; achieved_at: string }>(
      `SELECT score, to_char(achieved_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS achieved_at FROM game_scores WHERE game = $1 AND period = $2 AND user_id = $3`,
      [entry.game, entry.period, entry.userId],
    );
    const row = rows[0] as { score: number; achieved_at: string };
    return { score: row.score, achievedAt: row.achieved_at };
  }

  /** Takes points off a member's total on one board (never below 0); null when they are not on it. */
  async deduct(on: Queryable, entry: { game: string; period: string; userId: string; score: number }): Promise<StoredScore | null> {
    const { rows } = await on.query<{ score: number; achieved_at: string }>(
      `UPDATE game_scores SET score = GREATEST(score + $4, 0) WHERE game = $1 AND period = $2 AND user_id = $3
       RETURNING score, to_char(achieved_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS achieved_at`,
      [entry.game, entry.period, entry.userId, entry.score],
    );
    const row = rows[0];
    return row ? { score: row.score, achievedAt: row.achieved_at } : null;
  }

  /** The first `limit` places, best first. */
  async top(game: string, period: string, limit: number): Promise<BoardRow[]> {
    const { rows } = await this.db.query<BoardRow>(
      `SELECT ${PLAYER_COLUMNS} FROM game_scores s JOIN users u ON u.id = s.user_id
       WHERE s.game = $1 AND s.period = $2 AND ${LISTED}
       ORDER BY s.score DESC, s.achieved_at, s.user_id LIMIT $3`,
      [game, period, limit],
    );
    return rows;
  }

  /** Members' rows by id (for places read from the Redis mirror). */
  async players(game: string, period: string, userIds: readonly string[]): Promise<BoardRow[]> {
    if (userIds.length === 0) return [];
    const { rows } = await this.db.query<BoardRow>(
      `SELECT ${PLAYER_COLUMNS} FROM game_scores s JOIN users u ON u.id = s.user_id
       WHERE s.game = $1 AND s.period = $2 AND s.user_id = ANY($3::uuid[]) AND ${LISTED}`,
      [game, period, userIds],
    );
    return rows;
  }

  /**
   * One member's row and place, or null when they are not on the board. The place is 1 + the
   * members with a higher score (equal scores share it): the members of the higher buckets, summed
   * from game_score_buckets, plus those above them inside their own bucket, whatever the board's size.
   */
  async placeOf(game: string, period: string, userId: string): Promise<{ row: BoardRow; rank: number } | null> {
    const [row] = await this.players(game, period, [userId]);
    if (!row) return null;
    const { rows } = await this.db.query<{ ahead: string }>(
      `SELECT coalesce((SELECT sum(players) FROM game_score_buckets WHERE game = $1 AND period = $2 AND bucket > game_score_bucket($3)), 0)
            + (SELECT count(*) FROM game_scores WHERE game = $1 AND period = $2 AND bucket = game_score_bucket($3) AND score > $3) AS ahead`,
      [game, period, row.score],
    );
    return { row, rank: Number(rows[0]?.ahead ?? 0) + 1 };
  }

  /** How many members are on a board (the bucket counts' sum). */
  async count(game: string, period: string): Promise<number> {
    const { rows } = await this.db.query<{ n: string | null }>(`SELECT sum(players) AS n FROM game_score_buckets WHERE game = $1 AND period = $2`, [game, period]);
    return Number(rows[0]?.n ?? 0);
  }

  /** Every entry of a board (to rebuild its Redis mirror), best first. */
  async all(game: string, period: string): Promise<{ user_id: string; score: number; achieved_at: Date | string }[]> {
    const { rows } = await this.db.query<{ user_id: string; score: number; achieved_at: Date | string }>(
      `SELECT s.user_id, s.score, s.achieved_at FROM game_scores s WHERE s.game = $1 AND s.period = $2`,
      [game, period],
    );
    return rows;
  }
}
