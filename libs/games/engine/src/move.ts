import { assertSquareBoard, type Board, type Direction, isDirection } from './board';

export interface MoveResult {
  /** The board after the move: always a new array, also when nothing moved. */
  board: Board;
  /** True only if at least one tile changed place (a merge counts): the only case that spawns a tile. */
  moved: boolean;
  /** The sum of the values of the tiles made by merges in this move. */
  scoreGained: number;
}

/**
 * Slides every tile of the board in one direction, as the original game does
 * (gabrielecirulli/2048, js/game_manager.js `move`): the original visits the cells starting
 * from the side the tiles move towards, each tile slides as far as it can and merges with the
 * tile that stops it when both have the same value and that tile is not itself the product of
 * a merge in this move. Per line that is the compaction below: the nearer pair merges first
 * ([2,2,2,0] left → [4,2,0,0], right → [0,0,2,4]) and a tile merges at most once
 * ([2,2,2,2] left → [4,4,0,0]). The input board is never changed.
 */
export function move2048(board: Board, direction: Direction): MoveResult {
  assertSquareBoard(board);
  if (!isDirection(direction)) {
    throw new RangeError(`Unknown 2048 direction: ${String(direction)}`);
  }
  const size = board.length;
  const result = board.map((row) => row.slice());
  let moved = false;
  let scoreGained = 0;

  for (let line = 0; line < size; line++) {
    const cells = lineFromLeadingEdge(size, line, direction);
    const slid = slideLine(cells.map(([row, column]) => board[row][column]));
    scoreGained += slid.scoreGained;
    cells.forEach(([row, column], index) => {
      if (result[row][column] !== slid.values[index]) {
        result[row][column] = slid.values[index];
        moved = true;
      }
    });
  }

  return { board: result, moved, scoreGained };
}

/** The [row, column] cells of one line, starting at the edge the tiles slide towards. */
function lineFromLeadingEdge(size: number, line: number, direction: Direction): Array<[number, number]> {
  return Array.from({ length: size }, (_, offset): [number, number] => {
    const far = size - 1 - offset;
    switch (direction) {
      case 'left':
        return [line, offset];
      case 'right':
        return [line, far];
      case 'up':
        return [offset, line];
      case 'down':
        return [far, line];
    }
  });
}

/** Slides one line towards its index 0, merging equal neighbours once each. */
function slideLine(values: readonly number[]): { values: number[]; scoreGained: number } {
  const packed: number[] = [];
  let scoreGained = 0;
  // The last placed tile may take a merge only if it did not come from one in this move.
  let lastCanMerge = false;
  for (const value of values) {
    if (value === 0) continue;
    if (lastCanMerge && packed[packed.length - 1] === value) {
      packed[packed.length - 1] = value * 2;
      scoreGained += value * 2;
      lastCanMerge = false;
    } else {
      packed.push(value);
      lastCanMerge = true;
    }
  }
  while (packed.length < values.length) packed.push(0);
  return { values: packed, scoreGained };
}
