import { randomBytes } from 'node:crypto';
import { type AuthContext, HttpError } from '@meydan/api/core';
import type { Db, Queryable } from '@meydan/api/db';
import { gameDayOf } from '@meydan/games/engine';
import type { Attempt, AttemptMoveBody, AttemptStatus, DailyGameType, Finish2048Body, StartAttemptBody } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import type { AttemptTokens } from '../attempt-token';
import type { BoardsService } from '../boards/boards.service';
import type { BilpopCategory, BilpopMode } from '../data/bank.types';
import { GAME_RULES } from '../game-rules';
import { GAMES_MESSAGES } from '../games.messages';
import { advanceProgress, type BilpopState, newBilpopState, playBilpop } from '../play/bilpop-play';
import { type EmojileState, newEmojileState, playEmojile } from '../play/emojile-play';
import { refusalError, verify2048 } from '../play/finish-2048';
import type { MoveOutcome } from '../play/move-outcome';
import { newZekiyeState, playZekiye, type ZekiyeState } from '../play/zekiye-play';
import { BILPOP_CATEGORIES, type BilpopSolution } from '../puzzles/bilpop-puzzle';
import type { EmojileSolution } from '../puzzles/emojile-puzzle';
import type { PuzzleRow } from '../puzzles/puzzles.repository';
import type { PuzzlesService } from '../puzzles/puzzles.service';
import type { ZekiyeSolution } from '../puzzles/zekiye-puzzle';
import { ProgressRepository } from '../stats/progress.repository';
import { ResultsRepository } from '../stats/results.repository';
import { attemptView } from './attempt-view';
import { type AttemptRow, AttemptsRepository } from './attempts.repository';

const WORD_GAMES: readonly DailyGameType[] = ['emojile', 'bilpop', 'zekiye'];

/**
 * Attempts (issue 16 items 2–4): starting one (a member's first attempt at the day's puzzle is
 * the ranked one), moves checked on the server, 2048's replayed finish, and what a finished
 * attempt writes: the member's daily result (statistics, streaks), Bilpop's category progress and
 * the boards. Moves on one attempt are serialized by a row lock, so parallel guesses cannot
 * overtake the guess limit.
 */
export class AttemptsService {
  readonly repository: AttemptsRepository;
  private readonly results: ResultsRepository;
  private readonly progress = new ProgressRepository();

  constructor(
    private readonly db: Db,
    private readonly puzzles: PuzzlesService,
    private readonly boards: BoardsService,
    private readonly tokens: AttemptTokens,
    private readonly clock: () => number = Date.now,
  ) {
    this.repository = new AttemptsRepository(db);
    this.results = new ResultsRepository(db);
  }

  private async view(row: AttemptRow, puzzle: PuzzleRow | null, rank?: number | null): Promise<Attempt> {
    const now = this.clock();
    const token = await this.tokens.issue({ attemptId: row.id, game: row.game, userId: row.user_id }, now);
    return attemptView(row, puzzle, gameDayOf(now), token, rank);
  }

  async start(game: DailyGameType, edition: Edition, body: StartAttemptBody, auth: AuthContext | null): Promise<Attempt> {
    const userId = auth?.userId ?? null;
    if (body.free) {
      if (game !== '2048') throw new HttpError(400, GAMES_MESSAGES.freePlayIs2048Only);
      const row = await this.repository.create({ game, edition, puzzle_id: null, user_id: userId, mode: 'free', ranked: false, seed: randomBytes(12).toString('base64url'), state: {}, started_at: new Date(this.clock()) });
      return this.view(row, null);
    }
    const today = gameDayOf(this.clock());
    const puzzle = body.puzzleId ? await this.puzzles.playableRow(game, edition, body.puzzleId) : await this.puzzles.puzzleOfDay(game, edition, today);
    const mode = puzzle.day === today ? 'daily' : 'archive';

    if (userId) {
      const existing = await this.repository.latestOf(userId, puzzle.id);
      // A word game is played once per member and puzzle: coming back resumes it (or shows how it ended).
      if (existing && (WORD_GAMES.includes(game) || existing.status === 'playing')) return this.view(existing, puzzle);
    }
    const ranked = userId !== null && mode === 'daily' && !(await this.hasRanked(userId, puzzle.id));
    const state = await this.initialState(game, body, userId);
    const seed = game === '2048' ? String(puzzle.content['seed']) : randomBytes(12).toString('base64url');
    const row = await this.repository.create({ game, edition, puzzle_id: puzzle.id, user_id: userId, mode, ranked, seed, state, started_at: new Date(this.clock()) });
    return this.view(row, puzzle);
  }

  private async hasRanked(userId: string, puzzleId: string): Promise<boolean> {
    return (await this.repository.rankedOf(userId, puzzleId)) !== null;
  }

  private async initialState(game: DailyGameType, body: StartAttemptBody, userId: string | null): Promise<Record<string, unknown>> {
    switch (game) {
      case 'emojile':
        return { ...newEmojileState(body.hard === true) };
      case 'bilpop': {
        // Members play each category in the highest mode they have opened there; guests in the first.
        const progress = userId ? await this.progress.of(this.db, userId) : null;
        const modes = Object.fromEntries(BILPOP_CATEGORIES.map((category) => [category, progress?.[category].mode ?? 1])) as Record<BilpopCategory, BilpopMode>;
        return { ...newBilpopState(modes, this.clock()) };
      }
      case 'zekiye':
        return { ...newZekiyeState() };
      case '2048':
        return {};
    }
  }

  /** The attempt a token names, after checking it belongs to this game and this player. */
  private async claimsOf(game: DailyGameType, token: string, auth: AuthContext | null): Promise<string> {
    const claims = await this.tokens.read(token, this.clock());
    if (!claims) throw new HttpError(410, GAMES_MESSAGES.attemptExpired);
    if (claims.game !== game) throw new HttpError(400, GAMES_MESSAGES.wrongGame);
    // A member's attempt is theirs alone; a guest's goes with its token.
    if (claims.userId !== null && claims.userId !== auth?.userId) throw new HttpError(403, GAMES_MESSAGES.attemptNotYours);
    return claims.attemptId;
  }

  async move(game: DailyGameType, token: string, body: AttemptMoveBody, auth: AuthContext | null): Promise<Attempt> {
    if (game === '2048') throw new HttpError(400, GAMES_MESSAGES.wrongGame);
    const attemptId = await this.claimsOf(game, token, auth);
    const { row, puzzle } = await this.db.transaction(async (tx) => {
      const locked = await this.lockPlaying(tx, attemptId);
      const puzzleRow = await this.puzzleOf(tx, locked);
      const now = this.clock();
      const outcome = this.apply(game, locked, body, puzzleRow, now);
      const finished = outcome.status !== 'playing';
      await this.repository.save(tx, locked.id, { state: outcome.state as unknown as Record<string, unknown>, status: outcome.status, score: outcome.score, finishedAt: finished ? new Date(now) : null });
      const updated: AttemptRow = { ...locked, state: outcome.state as unknown as Record<string, unknown>, status: outcome.status, score: outcome.score };
      if (finished) await this.settle(tx, updated, puzzleRow, outcome, now);
      return { row: updated, puzzle: puzzleRow };
    });
    return this.view(row, puzzle);
  }

  private async lockPlaying(tx: Queryable, attemptId: string): Promise<AttemptRow> {
    const row = await this.repository.lock(tx, attemptId);
    if (!row) throw new HttpError(410, GAMES_MESSAGES.attemptExpired);
    if (row.status !== 'playing') throw new HttpError(409, GAMES_MESSAGES.attemptFinished);
    return row;
  }

  /** Inside the transaction: a pooled query while holding the row lock could wait on the pool forever. */
  private async puzzleOf(tx: Queryable, row: AttemptRow): Promise<PuzzleRow> {
    const puzzle = row.puzzle_id ? await this.puzzles.repository.byIdOnly(row.puzzle_id, tx) : null;
    if (!puzzle) throw new HttpError(410, GAMES_MESSAGES.attemptExpired);
    return puzzle;
  }

  private apply(game: DailyGameType, row: AttemptRow, body: AttemptMoveBody, puzzle: PuzzleRow, now: number): MoveOutcome<unknown> {
    switch (game) {
      case 'emojile':
        return playEmojile(row.state as unknown as EmojileState, body, puzzle.solution as unknown as EmojileSolution);
      case 'bilpop':
        return playBilpop(row.state as unknown as BilpopState, body, puzzle.solution as unknown as BilpopSolution, now);
      case 'zekiye':
        return playZekiye(row.state as unknown as ZekiyeState, body, puzzle.solution as unknown as ZekiyeSolution);
      case '2048':
        throw new HttpError(400, GAMES_MESSAGES.wrongGame);
    }
  }

  /**
   * What a finished attempt writes, in its transaction. Only a member's play of the day's
   * puzzle, finished within that day, counts: archive plays never change streaks or boards, and
   * a word game finished after midnight (when its answer is public) counts for neither.
   */
  private async settle(tx: Queryable, row: AttemptRow, puzzle: PuzzleRow, outcome: MoveOutcome<unknown>, now: number): Promise<void> {
    if (!row.user_id || row.mode !== 'daily') return;
    const withinDay = gameDayOf(now) === puzzle.day || row.game === '2048';
    if (!withinDay) return;
    const won = outcome.status === 'won' || (row.game === '2048' && outcome.status === 'finished');
    await this.results.recordServerResult(tx, { userId: row.user_id, game: row.game, day: puzzle.day, won, guesses: outcome.guesses, score: outcome.score });
    if (row.game === 'bilpop') await this.settleBilpop(tx, row.user_id, outcome.state as BilpopState);
    if (row.ranked) {
      await this.boards.record(tx, { game: row.game, userId: row.user_id, day: puzzle.day, score: Math.min(outcome.score, GAME_RULES[row.game].maxScore), extra: extraOf(row.game, outcome), at: new Date(now) });
    }
  }

  private async settleBilpop(tx: Queryable, userId: string, state: BilpopState): Promise<void> {
    const progress = await this.progress.of(tx, userId);
    for (const category of BILPOP_CATEGORIES) {
      const mode = state.modes[category];
      const index = BILPOP_CATEGORIES.indexOf(category) * 3 + (mode - 1);
      const answer = state.answers[String(index)];
      if (!answer) continue;
      const next = advanceProgress(progress[category], mode, answer.correct ? 1 : 0, answer.stars);
      await this.progress.save(tx, userId, category, next);
    }
  }

  /** 2048's end: the submitted moves are replayed from the attempt's seed; the replay's score is the score. */
  async finish2048(token: string, body: Finish2048Body, auth: AuthContext | null): Promise<Attempt> {
    const attemptId = await this.claimsOf('2048', token, auth);
    const outcome = await this.db.transaction(async (tx) => {
      const locked = await this.lockPlaying(tx, attemptId);
      const now = this.clock();
      const { result, refusal } = verify2048(locked.seed, body, now - new Date(locked.started_at).getTime());
      const status: AttemptStatus = 'finished';
      // A refused game is over too, with nothing to show: the same token cannot be tried again.
      const score = refusal ? 0 : result.score;
      const state = { moves: result.moves, maxTile: result.maxTile, won: result.won, over: result.over, ...(refusal ? { refused: refusal } : {}) };
      await this.repository.save(tx, locked.id, { state, status, score, finishedAt: new Date(now) });
      const row: AttemptRow = { ...locked, state, status, score };
      const puzzle = locked.puzzle_id ? await this.puzzles.repository.byIdOnly(locked.puzzle_id, tx) : null;
      if (!refusal && puzzle) await this.settle(tx, row, puzzle, { state, status, score, guesses: 0 }, now);
      return { row, puzzle, refusal };
    });
    if (outcome.refusal) throw refusalError(outcome.refusal);
    const rank = outcome.row.ranked && outcome.row.user_id && outcome.puzzle ? (await this.boards.playerRank('2048', 'daily', outcome.puzzle.day, outcome.row.user_id)).entry?.rank ?? null : undefined;
    return this.view(outcome.row, outcome.puzzle, rank);
  }

  /** A member's attempt at a puzzle (for the player status), with a fresh token. */
  async attemptOf(userId: string, puzzle: PuzzleRow): Promise<Attempt | null> {
    const row = await this.repository.latestOf(userId, puzzle.id);
    return row ? this.view(row, puzzle) : null;
  }
}

function extraOf(game: DailyGameType, outcome: MoveOutcome<unknown>): Record<string, unknown> {
  const state = outcome.state as Record<string, unknown>;
  switch (game) {
    case 'emojile': {
      const emojile = state as unknown as EmojileState;
      return { guesses: emojile.guesses.length, hints: emojile.hintsShown, hard: emojile.hard };
    }
    case 'bilpop':
    case 'zekiye':
      return { correct: outcome.guesses };
    case '2048':
      return { maxTile: state['maxTile'], moves: state['moves'] };
  }
}
