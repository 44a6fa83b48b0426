import type { Attempt, DailyGameType } from '@meydan/shared/contracts';
import { type BilpopState, bilpopView } from '../play/bilpop-play';
import { type EmojileState, emojileView } from '../play/emojile-play';
import { type ZekiyeState, zekiyeView } from '../play/zekiye-play';
import type { BilpopSolution } from '../puzzles/bilpop-puzzle';
import type { EmojileSolution } from '../puzzles/emojile-puzzle';
import type { ZekiyeSolution } from '../puzzles/zekiye-puzzle';
import type { PuzzleRow } from '../puzzles/puzzles.repository';
import type { AttemptRow } from './attempts.repository';

/**
 * Whether a player may see the answers of their attempt: once it is over, and only when its
 * puzzle's day is over too (or it was played from the archive, whose days are over). A player who
 * lost today's Emojile learns the answer tomorrow, like everyone else.
 */
export function mayRevealSolution(row: AttemptRow, puzzle: PuzzleRow | null, today: string): boolean {
  if (!puzzle || row.status === 'playing') return false;
  return puzzle.day < today;
}

function stateView(game: DailyGameType, row: AttemptRow, puzzle: PuzzleRow | null, reveal: boolean): Record<string, unknown> {
  if (!puzzle) return row.state;
  switch (game) {
    case 'emojile':
      return emojileView(row.state as unknown as EmojileState, puzzle.solution as unknown as EmojileSolution);
    case 'bilpop':
      return bilpopView(row.state as unknown as BilpopState, puzzle.solution as unknown as BilpopSolution, reveal);
    case 'zekiye':
      return zekiyeView(row.state as unknown as ZekiyeState, puzzle.solution as unknown as ZekiyeSolution, reveal);
    case '2048':
      return row.state;
  }
}

/** The attempt as its player sees it, with a fresh token. */
export function attemptView(row: AttemptRow, puzzle: PuzzleRow | null, today: string, token: { token: string; expiresAt: Date }, rank?: number | null): Attempt {
  const reveal = mayRevealSolution(row, puzzle, today);
  const attempt: Attempt = {
    token: token.token,
    expiresAt: token.expiresAt.toISOString(),
    type: row.game,
    puzzleId: row.puzzle_id,
    mode: row.mode,
    ranked: row.ranked,
    seed: row.seed,
    status: row.status,
    score: row.score,
    state: stateView(row.game, row, puzzle, reveal),
  };
  if (reveal && puzzle && row.game !== '2048') attempt.solution = puzzle.solution;
  if (rank !== undefined) attempt.rank = rank;
  return attempt;
}
