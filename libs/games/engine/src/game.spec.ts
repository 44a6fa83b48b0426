import type { Board } from './board';
import { emptyBoard2048 } from './board';
import { canMove2048, hasWon2048, isGameOver2048, newGame2048 } from './game';
import { scriptedRandom } from './testing/scripted-random';

describe('newGame2048', () => {
  it('spawns two tiles on an empty board, one after the other, as the original starts', () => {
    // First tile: a 2 in the first of 16 empty cells, (0,0). Second: a 4 in the first of the 15
    // left, which in column-major order is (1,0), below the first.
    const random = scriptedRandom([0.1, 0.0, 0.95, 0.0]);
    expect(newGame2048(random)).toEqual([
      [2, 0, 0, 0],
      [4, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    expect(random.calls()).toBe(4);
  });

  it('draws the second tile among the cells the first left empty', () => {
    // 0.99 × 16 → cell 15, (3,3); then 0.99 × 15 → cell 14, (2,3).
    expect(newGame2048(scriptedRandom([0.5, 0.99, 0.5, 0.99]))).toEqual([
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 2],
      [0, 0, 0, 2],
    ]);
  });

  it('plays other sizes and refuses a board too small for two tiles', () => {
    const board = newGame2048(scriptedRandom([0.1, 0.5, 0.1, 0.5]), 5);
    expect(board).toHaveLength(5);
    expect(board.flat().filter((value) => value !== 0)).toEqual([2, 2]);
    expect(() => newGame2048(scriptedRandom([]), 1)).toThrow(RangeError);
    expect(() => newGame2048(scriptedRandom([]), 3.5)).toThrow(RangeError);
  });
});

describe('emptyBoard2048', () => {
  it('builds independent rows of zeros', () => {
    const board = emptyBoard2048(3);
    expect(board).toEqual([
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ]);
    board[0][0] = 2;
    expect(board[1][0]).toBe(0);
  });
});

describe('canMove2048 and isGameOver2048', () => {
  const locked: Board = [
    [2, 4, 2, 4],
    [4, 2, 4, 2],
    [2, 4, 2, 4],
    [4, 2, 4, 2],
  ];

  it('a full board without equal neighbours is over', () => {
    expect(canMove2048(locked)).toBe(false);
    expect(isGameOver2048(locked)).toBe(true);
  });

  it('an empty cell anywhere keeps the game going', () => {
    const board = locked.map((row) => row.slice());
    board[3][3] = 0;
    expect(canMove2048(board)).toBe(true);
    expect(isGameOver2048(board)).toBe(false);
  });

  it('equal neighbours in a row or in a column keep the game going, also on the last row and column', () => {
    const inRow = locked.map((row) => row.slice());
    inRow[3][3] = 4; // beside the 4 at (3,2)
    inRow[2][3] = 8; // and no longer equal to the tile above it
    expect(canMove2048(inRow)).toBe(true);
    const inColumn = locked.map((row) => row.slice());
    inColumn[3][3] = 4; // below the 4 at (2,3)
    inColumn[3][2] = 8; // and no longer equal to the tile beside it
    expect(canMove2048(inColumn)).toBe(true);
  });

  it('equal tiles only diagonal to each other do not', () => {
    expect(canMove2048([[2, 4], [4, 2]])).toBe(false);
  });
});

describe('hasWon2048', () => {
  it('is true with a 2048 tile, or a bigger one after playing on', () => {
    expect(hasWon2048([[2048, 0], [0, 0]])).toBe(true);
    expect(hasWon2048([[2, 4], [8, 4096]])).toBe(true);
  });

  it('is false below 2048', () => {
    expect(hasWon2048([[1024, 1024], [512, 0]])).toBe(false);
  });
});
