import { assertSquareBoard, type Board, copyBoard, type Random } from './board';

/** The original's odds: a new tile is a 2 nine times in ten, else a 4. */
const CHANCE_OF_TWO = 0.9;

/**
 * Adds one tile as the original game does (js/game_manager.js `addRandomTile`, js/grid.js
 * `randomAvailableCell`), drawing from `random` in the same order, so that a seeded game is the
 * same game in the browser and in the server's replay:
 * 1. only if a cell is empty (a full board draws nothing);
 * 2. the value first: `random() < 0.9` gives 2, else 4;
 * 3. then the cell: `floor(random() * count)` among the empty cells listed column by column
 *    (left column first, top to bottom within a column), as the original's grid is indexed [x][y].
 * Returns a new board; the input is never changed.
 */
export function spawn2048(board: Board, random: Random): Board {
  assertSquareBoard(board);
  const emptyCells = emptyCellsColumnMajor(board);
  const result = copyBoard(board);
  if (emptyCells.length === 0) return result;

  const value = random() < CHANCE_OF_TWO ? 2 : 4;
  const index = Math.floor(random() * emptyCells.length);
  const cell = emptyCells[index];
  if (cell === undefined) {
    throw new RangeError('spawn2048: random() must return numbers in [0, 1)');
  }
  const [row, column] = cell;
  result[row][column] = value;
  return result;
}

/** [row, column] of every empty cell, left column first, top to bottom within a column. */
export function emptyCellsColumnMajor(board: Board): Array<[number, number]> {
  const cells: Array<[number, number]> = [];
  const size = board.length;
  for (let column = 0; column < size; column++) {
    for (let row = 0; row < size; row++) {
      if (board[row][column] === 0) cells.push([row, column]);
    }
  }
  return cells;
}
