import { type Board, emptyBoard2048, type Random, WINNING_TILE_2048 } from './board';
import { spawn2048 } from './spawn';

/** The original's start: an empty board and two tiles spawned one after the other. */
const START_TILES = 2;

export function newGame2048(random: Random, size = 4): Board {
  let board = emptyBoard2048(size);
  for (let tile = 0; tile < START_TILES; tile++) {
    board = spawn2048(board, random);
  }
  return board;
}

/** True while some move can change the board: an empty cell, or two equal tiles side by side. */
export function canMove2048(board: Board): boolean {
  const size = board.length;
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      const value = board[row][column];
      if (value === 0) return true;
      if (column + 1 < size && board[row][column + 1] === value) return true;
      if (row + 1 < size && board[row + 1][column] === value) return true;
    }
  }
  return false;
}

/** The original's game over: no move can change the board. */
export function isGameOver2048(board: Board): boolean {
  return !canMove2048(board);
}

/**
 * True once the board holds a 2048 tile or a bigger one. Tiles only grow, so a board past 2048
 * (played on after the win) still counts as won, as in the original's keep-playing mode.
 */
export function hasWon2048(board: Board): boolean {
  return board.some((row) => row.some((value) => value >= WINNING_TILE_2048));
}
