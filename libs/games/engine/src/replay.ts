import type { Board, Direction } from './board';
import { canMove2048, hasWon2048, newGame2048 } from './game';
import { move2048 } from './move';
import { seededRandom } from './random';
import { spawn2048 } from './spawn';

export interface Replay2048Result {
  board: Board;
  /** The sum of every merge's new tile, as the original's score. */
  score: number;
  /** How many moves changed the board (each was followed by a spawned tile). */
  moves: number;
  /** How many moves changed nothing: no tile was spawned after them and they scored nothing. */
  ignoredMoves: number;
  /** A 2048 tile was made (play goes on after it, as the original's keep-playing). */
  won: boolean;
  /** No move can change the final board. */
  over: boolean;
}

/**
 * Plays a whole game from its seed: newGame2048(seededRandom(seed), size), then each move, with
 * a spawn only after a move that changed the board, exactly as the browser game draws its
 * tiles. The server replays a submitted list of moves with this to compute the score itself;
 * identical seeds and moves always give identical results. Throws a RangeError on a move that
 * is not a direction. Bound the length of `moves` before calling (it runs in time linear in it).
 */
export function replay2048(seed: string | number, moves: readonly Direction[], size = 4): Replay2048Result {
  const random = seededRandom(seed);
  let board = newGame2048(random, size);
  let score = 0;
  let changed = 0;
  let ignoredMoves = 0;

  for (const direction of moves) {
    const result = move2048(board, direction);
    if (!result.moved) {
      ignoredMoves++;
      continue;
    }
    changed++;
    score += result.scoreGained;
    board = spawn2048(result.board, random);
  }

  return { board, score, moves: changed, ignoredMoves, won: hasWon2048(board), over: !canMove2048(board) };
}
