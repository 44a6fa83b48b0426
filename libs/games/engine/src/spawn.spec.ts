import type { Board } from './board';
import { emptyCellsColumnMajor, spawn2048 } from './spawn';
import { scriptedRandom } from './testing/scripted-random';
import { frozenBoard } from './testing/frozen-board';

/*
 * The original (gabrielecirulli/2048) keeps its grid as cells[x][y], x the column and y the row;
 * `availableCells` walks x outer and y inner, so empty cells are listed column by column, top to
 * bottom. `addRandomTile` draws the value (`Math.random() < 0.9 ? 2 : 4`) before
 * `randomAvailableCell` draws the cell (`Math.floor(Math.random() * cells.length)`), and draws
 * nothing when no cell is free.
 */

// Empty cells (row, column): row-major order would be (0,1) (1,0) (1,3) (3,1);
// column-major order is (1,0) (0,1) (3,1) (1,3), so the two orders differ at both ends.
const board: Board = [
  [2, 0, 2, 2],
  [0, 2, 2, 0],
  [2, 2, 2, 2],
  [2, 0, 2, 2],
];

function withTile(row: number, column: number, value: number): Board {
  const result = board.map((cells) => cells.slice());
  result[row][column] = value;
  return result;
}

describe('spawn2048', () => {
  it('lists empty cells column by column, top to bottom', () => {
    expect(emptyCellsColumnMajor(board)).toEqual([
      [1, 0],
      [0, 1],
      [3, 1],
      [1, 3],
    ]);
  });

  it('draws the value first: [0.95, 0.0] puts a 4 in the first empty cell of the left-most column', () => {
    const random = scriptedRandom([0.95, 0.0]);
    expect(spawn2048(frozenBoard(board), random)).toEqual(withTile(1, 0, 4));
    expect(random.calls()).toBe(2);
  });

  it('[0.1, 0.99] puts a 2 in the last empty cell in column-major order', () => {
    expect(spawn2048(frozenBoard(board), scriptedRandom([0.1, 0.99]))).toEqual(withTile(1, 3, 2));
  });

  it('picks floor(random() × count) among the empty cells', () => {
    // 4 empty cells: [0, 0.25) → 1st, [0.25, 0.5) → 2nd, [0.5, 0.75) → 3rd, [0.75, 1) → 4th.
    expect(spawn2048(board, scriptedRandom([0.2, 0.2499]))).toEqual(withTile(1, 0, 2));
    expect(spawn2048(board, scriptedRandom([0.2, 0.25]))).toEqual(withTile(0, 1, 2));
    expect(spawn2048(board, scriptedRandom([0.2, 0.5]))).toEqual(withTile(3, 1, 2));
    expect(spawn2048(board, scriptedRandom([0.2, 0.75]))).toEqual(withTile(1, 3, 2));
  });

  it('gives a 2 below 0.9 and a 4 from 0.9 up', () => {
    expect(spawn2048(board, scriptedRandom([0.8999, 0]))[1][0]).toBe(2);
    expect(spawn2048(board, scriptedRandom([0.9, 0]))[1][0]).toBe(4);
    expect(spawn2048(board, scriptedRandom([0, 0]))[1][0]).toBe(2);
  });

  it('returns a new board and leaves its input as it was', () => {
    const input = board.map((row) => row.slice());
    const result = spawn2048(input, scriptedRandom([0.1, 0]));
    expect(input).toEqual(board);
    expect(result).not.toBe(input);
    result.forEach((row, index) => expect(row).not.toBe(input[index]));
  });

  it('on a full board returns the same content and draws nothing, as the original', () => {
    const full = [
      [2, 4, 2, 4],
      [4, 2, 4, 2],
      [2, 4, 2, 4],
      [4, 2, 4, 2],
    ];
    const random = scriptedRandom([]);
    expect(spawn2048(frozenBoard(full), random)).toEqual(full);
    expect(random.calls()).toBe(0);
  });

  it('fills the only empty cell whatever the cell draw', () => {
    const oneHole = [
      [2, 4, 2],
      [4, 2, 4],
      [2, 4, 0],
    ];
    expect(spawn2048(oneHole, scriptedRandom([0.5, 0.999]))).toEqual([
      [2, 4, 2],
      [4, 2, 4],
      [2, 4, 2],
    ]);
  });

  it('refuses a random source that returns 1 or more (it would pick no cell)', () => {
    expect(() => spawn2048(board, scriptedRandom([0.5, 1]))).toThrow(RangeError);
  });
});
