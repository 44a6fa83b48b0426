import type { Board } from '../board';

/** A copy of the board frozen down to its rows, so any write to a function's input throws (specs run in strict mode). */
export function frozenBoard(board: Board): Board {
  return Object.freeze(board.map((row) => Object.freeze(row.slice()))) as Board;
}
