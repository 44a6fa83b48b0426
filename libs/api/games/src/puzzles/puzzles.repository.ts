import type { Db, Queryable } from '@meydan/api/db';
import type { DailyGameType } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';

export interface PuzzleRow {
  id: string;
  game: DailyGameType;
  edition: Edition;
  day: string;
  number: number;
  content: Record<string, unknown>;
  solution: Record<string, unknown>;
}

const COLUMNS = "id::text AS id, game, edition, to_char(day, 'YYYY-MM-DD') AS day, number, content, solution";

/** The game_puzzles table (migration 0029). */
export class PuzzlesRepository {
  constructor(private readonly db: Db) {}

  /** Writes a day's puzzle unless one exists (replicas racing to create it keep the first). */
  async insertIfMissing(
    row: Omit<PuzzleRow, 'id'>,
    on: Queryable = this.db,
  ): Promise<void> {
    await on.query(
      `INSERT INTO game_puzzles (game, edition, day, number, content, solution)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (game, edition, day) DO NOTHING`,
      [row.game, row.edition, row.day, row.number, JSON.stringify(row.content), JSON.stringify(row.solution)],
    );
  }

  async byDay(game: DailyGameType, edition: Edition, day: string): Promise<PuzzleRow | null> {
    const { rows } = await this.db.query<PuzzleRow>(`SELECT ${COLUMNS} FROM game_puzzles WHERE game = $1 AND edition = $2 AND day = $3`, [game, edition, day]);
    return rows[0] ?? null;
  }

  async byId(game: DailyGameType, edition: Edition, id: string): Promise<PuzzleRow | null> {
    const { rows } = await this.db.query<PuzzleRow>(`SELECT ${COLUMNS} FROM game_puzzles WHERE id = $1 AND game = $2 AND edition = $3`, [id, game, edition]);
    return rows[0] ?? null;
  }

  /** Any game's puzzle by id (attempts know their puzzle by id only). */
  async byIdOnly(id: string, on: Queryable = this.db): Promise<PuzzleRow | null> {
    const { rows } = await on.query<PuzzleRow>(`SELECT ${COLUMNS} FROM game_puzzles WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** Days already written in [from, to] (to know which a range still lacks). */
  async daysIn(game: DailyGameType, edition: Edition, from: string, to: string): Promise<Set<string>> {
    const { rows } = await this.db.query<{ day: string }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM game_puzzles WHERE game = $1 AND edition = $2 AND day BETWEEN $3 AND $4`,
      [game, edition, from, to],
    );
    return new Set(rows.map((row) => row.day));
  }

  /** Summaries of the puzzles in [from, to], newest first. */
  async list(game: DailyGameType, edition: Edition, from: string, to: string, limit: number, offset: number): Promise<Pick<PuzzleRow, 'id' | 'day' | 'number'>[]> {
    const { rows } = await this.db.query<Pick<PuzzleRow, 'id' | 'day' | 'number'>>(
      `SELECT id::text AS id, to_char(day, 'YYYY-MM-DD') AS day, number FROM game_puzzles
       WHERE game = $1 AND edition = $2 AND day BETWEEN $3 AND $4
       ORDER BY day DESC LIMIT $5 OFFSET $6`,
      [game, edition, from, to, limit, offset],
    );
    return rows;
  }
}
