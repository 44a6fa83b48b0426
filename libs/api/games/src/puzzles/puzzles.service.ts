import type { Db } from '@meydan/api/db';
import { HttpError } from '@meydan/api/core';
import { DAILY_GAME_TYPES, type DailyGameType, type Puzzle, type PuzzleListResponse } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import { EDITIONS } from '@meydan/shared/util/routing';
import { addGameDays, gameDayOf, nextGameDayStart, puzzleNumberOf } from '@meydan/games/engine';
import { GAMES_MESSAGES } from '../games.messages';
import type { PuzzleMaker } from './puzzle-makers';
import { type PuzzleRow, PuzzlesRepository } from './puzzles.repository';

/** How many days back the archive reaches, and how many the seed writes (issue 16 item 9). */
export const ARCHIVE_DAYS = 60;

/** Whether a puzzle's solution may be shown: only once its Istanbul day is over. */
export function isSolutionPublic(puzzleDay: string, today: string): boolean {
  return puzzleDay < today;
}

/** The public view of a puzzle: the solution only once its day is over. */
export function publicPuzzle(row: PuzzleRow, today: string, now: number): Puzzle {
  const puzzle: Puzzle = { id: row.id, type: row.game, edition: row.edition, day: row.day, number: row.number, content: row.content };
  if (isSolutionPublic(row.day, today)) puzzle.solution = row.solution;
  if (row.day === today) puzzle.nextAt = new Date(nextGameDayStart(now)).toISOString();
  return puzzle;
}

/**
 * The daily puzzles (SPEC §7 daily question, question by id, by month, previous). Puzzles are
 * written ahead of their day by `ensureDays` (the seed, the API's start and a daily tick);
 * answering for a day that has none yet writes it on the spot, so a missed tick never leaves a
 * day without its puzzle.
 */
export class PuzzlesService {
  readonly repository: PuzzlesRepository;
  /** Days this process has made sure of: an optimization only (every write is idempotent). */
  private readonly ensured = new Set<string>();

  constructor(
    db: Db,
    private readonly makers: Readonly<Record<DailyGameType, PuzzleMaker>>,
    private readonly clock: () => number = Date.now,
  ) {
    this.repository = new PuzzlesRepository(db);
  }

  today(): string {
    return gameDayOf(this.clock());
  }

  /** Writes the missing puzzles of every game and edition from `from` to `to`. */
  async ensureDays(from: string, to: string, games: readonly DailyGameType[] = DAILY_GAME_TYPES, editions: readonly Edition[] = EDITIONS): Promise<number> {
    let written = 0;
    for (const game of games) {
      for (const edition of editions) {
        const existing = await this.repository.daysIn(game, edition, from, to);
        for (let day = from; day <= to; day = addGameDays(day, 1)) {
          if (existing.has(day)) continue;
          await this.write(game, edition, day);
          written++;
        }
      }
    }
    return written;
  }

  private async write(game: DailyGameType, edition: Edition, day: string): Promise<void> {
    const number = puzzleNumberOf(day);
    let parts;
    try {
      parts = this.makers[game](edition, number);
    } catch (error) {
      // A bank without the items a day needs is a content fault: the day has no puzzle, the API stays up.
      throw new HttpError(503, GAMES_MESSAGES.noPuzzleToday, { cause: error, expose: true });
    }
    await this.repository.insertIfMissing({ game, edition, day, number, content: parts.content, solution: parts.solution });
  }

  /** A day's puzzle row, written first if it is missing. */
  async puzzleOfDay(game: DailyGameType, edition: Edition, day: string): Promise<PuzzleRow> {
    const key = `${game}:${edition}:${day}`;
    if (!this.ensured.has(key)) {
      const found = await this.repository.byDay(game, edition, day);
      if (found) {
        this.ensured.add(key);
        return found;
      }
      await this.write(game, edition, day);
      this.ensured.add(key);
    }
    const row = await this.repository.byDay(game, edition, day);
    if (!row) throw new HttpError(503, GAMES_MESSAGES.noPuzzleToday, { expose: true });
    return row;
  }

  async daily(game: DailyGameType, edition: Edition): Promise<Puzzle> {
    const now = this.clock();
    const today = gameDayOf(now);
    return publicPuzzle(await this.puzzleOfDay(game, edition, today), today, now);
  }

  /** A puzzle of today or the past; a future day's is a 404, exactly like an unknown id. */
  async playableRow(game: DailyGameType, edition: Edition, id: string): Promise<PuzzleRow> {
    const row = await this.repository.byId(game, edition, id);
    if (!row || row.day > this.today()) throw new HttpError(404, GAMES_MESSAGES.puzzleNotFound);
    return row;
  }

  async byId(game: DailyGameType, edition: Edition, id: string): Promise<Puzzle> {
    const now = this.clock();
    return publicPuzzle(await this.playableRow(game, edition, id), gameDayOf(now), now);
  }

  /** The puzzles of a month up to today, newest first (the archive's calendar). */
  async month(game: DailyGameType, edition: Edition, year: number, month: number): Promise<PuzzleListResponse> {
    const first = `${year}-${String(month).padStart(2, '0')}-01`;
    const last = addGameDays(month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`, -1);
    const today = this.today();
    if (first > today) return { items: [], hasNextPage: false };
    const items = await this.repository.list(game, edition, first, last < today ? last : today, 31, 0);
    return { items, hasNextPage: false };
  }

  /** The puzzles before today, newest first, within the archive's reach. */
  async previous(game: DailyGameType, edition: Edition, page: number, limit: number): Promise<PuzzleListResponse> {
    const today = this.today();
    const rows = await this.repository.list(game, edition, addGameDays(today, -ARCHIVE_DAYS), addGameDays(today, -1), limit + 1, (page - 1) * limit);
    return { items: rows.slice(0, limit), hasNextPage: rows.length > limit };
  }
}
