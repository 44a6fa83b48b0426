import type { Db, Queryable } from '@meydan/api/db';
import type { TttDifficulty, TttMode, TttStatus } from '@meydan/shared/contracts';
import type { MatchState } from './match-rules';

export interface MatchRow {
  id: string;
  mode: TttMode;
  difficulty: TttDifficulty;
  edition: string;
  status: TttStatus;
  owner_user_id: string | null;
  x_user_id: string | null;
  o_user_id: string | null;
  state: MatchState;
  points: { x: number; o: number } | null;
  created_at: string;
}

/** A member's public face on a match (a deactivated or deleted member shows no name). */
export interface MatchPlayer {
  id: string;
  username: string | null;
  name: string | null;
}

const COLUMNS = `id, mode, difficulty, edition, status, owner_user_id, x_user_id, o_user_id, state, points,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

/** A live invitation nobody answered within this long is no longer offered to anyone. */
export const WAITING_MINUTES = 10;

/** The ttt_matches table (migration 0030). */
export class MatchesRepository {
  constructor(private readonly db: Db) {}

  async insert(
    on: Queryable,
    match: { mode: TttMode; difficulty: TttDifficulty; edition: string; status: TttStatus; isPrivate: boolean; ownerUserId: string | null; xUserId: string | null; oUserId: string | null; state: MatchState; createdAt: Date },
  ): Promise<MatchRow> {
    const { rows } = await on.query<MatchRow>(
      `INSERT INTO ttt_matches (mode, difficulty, edition, status, is_private, owner_user_id, x_user_id, o_user_id, state, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
      [match.mode, match.difficulty, match.edition, match.status, match.isPrivate, match.ownerUserId, match.xUserId, match.oUserId, JSON.stringify(match.state), match.createdAt.toISOString()],
    );
    return rows[0] as MatchRow;
  }

  async byId(id: string): Promise<MatchRow | null> {
    const { rows } = await this.db.query<MatchRow>(`SELECT ${COLUMNS} FROM ttt_matches WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** The match, locked for the rest of the transaction: two sides' moves take turns on it. */
  async lock(tx: Queryable, id: string): Promise<MatchRow | null> {
    const { rows } = await tx.query<MatchRow>(`SELECT ${COLUMNS} FROM ttt_matches WHERE id = $1 FOR UPDATE`, [id]);
    return rows[0] ?? null;
  }

  /**
   * The oldest open (not private) live invitation of another member of this difficulty and edition still within
   * WAITING_MINUTES, locked; one already being taken by a concurrent request is skipped.
   */
  async lockWaiting(tx: Queryable, difficulty: TttDifficulty, edition: string, exceptUserId: string, now: number): Promise<MatchRow | null> {
    // `now` is the service's clock, the one created_at is written with (so a lapse is judged on one clock).
    const { rows } = await tx.query<MatchRow>(
      `SELECT ${COLUMNS} FROM ttt_matches
       WHERE status = 'waiting' AND NOT is_private AND difficulty = $1 AND edition = $2 AND owner_user_id <> $3
         AND created_at > $4
       ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [difficulty, edition, exceptUserId, new Date(now - WAITING_MINUTES * 60_000).toISOString()],
    );
    return rows[0] ?? null;
  }

  async save(tx: Queryable, row: Pick<MatchRow, 'id' | 'status' | 'x_user_id' | 'o_user_id' | 'state' | 'points'>): Promise<void> {
    await tx.query(
      `UPDATE ttt_matches SET status = $2, x_user_id = $3, o_user_id = $4, state = $5, points = $6, updated_at = now(),
         finished_at = CASE WHEN $2 IN ('finished', 'cancelled') THEN coalesce(finished_at, now()) END
       WHERE id = $1`,
      [row.id, row.status, row.x_user_id, row.o_user_id, JSON.stringify(row.state), row.points === null ? null : JSON.stringify(row.points)],
    );
  }

  /** Matches left waiting or playing with no change for `seconds`, oldest first (for the sweep). */
  async stale(seconds: number, limit: number): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>(
      `SELECT id FROM ttt_matches WHERE status IN ('waiting', 'playing') AND updated_at < now() - make_interval(secs => $1)
       ORDER BY updated_at LIMIT $2`,
      [seconds, limit],
    );
    return rows.map((row) => row.id);
  }

  async players(ids: readonly string[]): Promise<MatchPlayer[]> {
    if (ids.length === 0) return [];
    const { rows } = await this.db.query<MatchPlayer>(
      `SELECT id, CASE WHEN is_active AND deleted_at IS NULL THEN username END AS username,
              CASE WHEN is_active AND deleted_at IS NULL THEN name END AS name
       FROM users WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    return rows;
  }

  /** Whether the member plays in the match (the realtime topic `match:{id}` is theirs). */
  async isPlayer(matchId: string, userId: string): Promise<boolean> {
    const { rows } = await this.db.query(
      `SELECT 1 FROM ttt_matches WHERE id = $1 AND (x_user_id = $2 OR o_user_id = $2 OR owner_user_id = $2)`,
      [matchId, userId],
    );
    return rows.length > 0;
  }

  /** A member's record in the matches that count (computer and live), and a live one still open. */
  async record(userId: string): Promise<{ played: number; won: number; drawn: number; lost: number; quit: number; open_match_id: string | null }> {
    const { rows } = await this.db.query<{ played: number; won: number; drawn: number; lost: number; quit: number; open_match_id: string | null }>(
      `WITH mine AS (
         SELECT status, state, CASE WHEN x_user_id = $1 THEN 'x' ELSE 'o' END AS mark, id, mode, created_at
         FROM ttt_matches WHERE (x_user_id = $1 OR o_user_id = $1) AND mode IN ('computer', 'live')
       )
       SELECT count(*) FILTER (WHERE status = 'finished')::int AS played,
              count(*) FILTER (WHERE status = 'finished' AND state->>'winner' = mark)::int AS won,
              count(*) FILTER (WHERE status = 'finished' AND state->>'winner' IS NULL)::int AS drawn,
              count(*) FILTER (WHERE status = 'finished' AND state->>'winner' IS NOT NULL AND state->>'winner' <> mark)::int AS lost,
              count(*) FILTER (WHERE status = 'finished' AND state->>'endReason' IN ('quit', 'abandoned') AND state->'lastMove'->>'mark' = mark)::int AS quit,
              (SELECT id FROM mine WHERE mode = 'live' AND status IN ('waiting', 'playing') ORDER BY created_at DESC LIMIT 1) AS open_match_id
       FROM mine`,
      [userId],
    );
    return rows[0] as { played: number; won: number; drawn: number; lost: number; quit: number; open_match_id: string | null };
  }
}

/** For the realtime socket's topic check (`match:{id}`): whether the member plays in the match. */
export function isTttPlayer(db: Db, matchId: string, userId: string): Promise<boolean> {
  return new MatchesRepository(db).isPlayer(matchId, userId);
}
