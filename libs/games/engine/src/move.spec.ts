import type { Board, Direction } from './board';
import { move2048 } from './move';
import { frozenBoard } from './testing/frozen-board';

/*
 * Expected positions are derived by hand from the original game (gabrielecirulli/2048,
 * js/game_manager.js): `buildTraversals` visits cells starting from the side the tiles move
 * towards, `findFarthestPosition` slides a tile until the next cell is taken, and a tile merges
 * into that next tile only if the values match and the next tile has no `mergedFrom` (was not
 * made by a merge in this move).
 */

function moveRow(row: number[], direction: 'left' | 'right') {
  const result = move2048(frozenBoard([row, [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]), direction);
  return { row: result.board[0], moved: result.moved, scoreGained: result.scoreGained };
}

describe('move2048 on one row: the positions the issue names', () => {
  it.each([
    // row, left, right, score
    [[2, 2, 2, 2], [4, 4, 0, 0], [0, 0, 4, 4], 8],
    [[2, 2, 2, 0], [4, 2, 0, 0], [0, 0, 2, 4], 4],
    [[4, 4, 8, 8], [8, 16, 0, 0], [0, 0, 8, 16], 24],
  ])('%j slides left to %j and right to %j, scoring %i', (row, left, right, score) => {
    expect(moveRow(row, 'left')).toEqual({ row: left, moved: true, scoreGained: score });
    expect(moveRow(row, 'right')).toEqual({ row: right, moved: true, scoreGained: score });
  });
});

describe('move2048 on one row: slide and merge rules', () => {
  it.each([
    // A merged tile takes no second merge in the same move, even with an equal neighbour.
    [[2, 2, 4, 0], 'left', [4, 4, 0, 0], 4],
    [[0, 4, 2, 2], 'right', [0, 0, 4, 4], 4],
    [[8, 4, 4, 0], 'left', [8, 8, 0, 0], 8],
    // Tiles slide across gaps, and equal tiles merge across them.
    [[0, 0, 0, 2], 'left', [2, 0, 0, 0], 0],
    [[4, 0, 0, 4], 'left', [8, 0, 0, 0], 8],
    [[2, 0, 2, 2], 'left', [4, 2, 0, 0], 4],
    [[2, 0, 2, 2], 'right', [0, 0, 2, 4], 4],
    [[2, 4, 0, 2], 'left', [2, 4, 2, 0], 0],
    [[2, 2, 4, 4], 'right', [0, 0, 4, 8], 12],
    [[16, 16, 16, 0], 'right', [0, 0, 16, 32], 32],
  ] as Array<[number[], 'left' | 'right', number[], number]>)('%j %s → %j (+%i)', (row, direction, expected, score) => {
    expect(moveRow(row, direction)).toEqual({ row: expected, moved: true, scoreGained: score });
  });
});

describe('move2048 on a full mixed board', () => {
  const board: Board = [
    [2, 0, 2, 4],
    [4, 4, 4, 4],
    [0, 8, 8, 2],
    [2, 2, 0, 16],
  ];

  it.each([
    [
      'left',
      [
        [4, 4, 0, 0],
        [8, 8, 0, 0],
        [16, 2, 0, 0],
        [4, 16, 0, 0],
      ],
      4 + 16 + 16 + 4,
    ],
    [
      'right',
      [
        [0, 0, 4, 4],
        [0, 0, 8, 8],
        [0, 0, 16, 2],
        [0, 0, 4, 16],
      ],
      4 + 16 + 16 + 4,
    ],
    [
      'up',
      [
        [2, 4, 2, 8],
        [4, 8, 4, 2],
        [2, 2, 8, 16],
        [0, 0, 0, 0],
      ],
      8,
    ],
    [
      'down',
      [
        [0, 0, 0, 0],
        [2, 4, 2, 8],
        [4, 8, 4, 2],
        [2, 2, 8, 16],
      ],
      8,
    ],
  ] as Array<[Direction, Board, number]>)('%s', (direction, expected, score) => {
    const before = JSON.stringify(board);
    expect(move2048(frozenBoard(board), direction)).toEqual({ board: expected, moved: true, scoreGained: score });
    expect(JSON.stringify(board)).toBe(before);
  });
});

describe('move2048 on columns', () => {
  // Column 1 holds [2,2,2,0] and column 2 [2,2,2,2], top to bottom.
  const board: Board = [
    [0, 2, 2, 0],
    [0, 2, 2, 0],
    [0, 2, 2, 0],
    [0, 0, 2, 0],
  ];

  it('merges the pair nearest the top first when moving up', () => {
    expect(move2048(frozenBoard(board), 'up')).toEqual({
      board: [
        [0, 4, 4, 0],
        [0, 2, 4, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ],
      moved: true,
      scoreGained: 4 + 8,
    });
  });

  it('merges the pair nearest the bottom first when moving down', () => {
    expect(move2048(frozenBoard(board), 'down')).toEqual({
      board: [
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 2, 4, 0],
        [0, 4, 4, 0],
      ],
      moved: true,
      scoreGained: 4 + 8,
    });
  });
});

describe('move2048 when nothing can move that way', () => {
  it.each([
    ['left', [[2, 4, 0, 0], [8, 0, 0, 0], [0, 0, 0, 0], [4, 2, 4, 2]]],
    ['right', [[0, 0, 2, 4], [0, 0, 0, 8], [0, 0, 0, 0], [4, 2, 4, 2]]],
    ['up', [[2, 4, 8, 2], [4, 0, 2, 0], [0, 0, 0, 0], [0, 0, 0, 0]]],
    ['down', [[0, 0, 0, 0], [0, 0, 0, 0], [2, 0, 8, 0], [4, 4, 2, 2]]],
  ] as Array<[Direction, Board]>)('%s reports no move, scores nothing and returns the same content', (direction, board) => {
    const result = move2048(frozenBoard(board), direction);
    expect(result).toEqual({ board, moved: false, scoreGained: 0 });
    // A new array all the same: the caller may change it without touching its input.
    expect(result.board).not.toBe(board);
  });

  it('moves nothing on an empty board', () => {
    const empty = [
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ];
    for (const direction of ['up', 'right', 'down', 'left'] as const) {
      expect(move2048(frozenBoard(empty), direction)).toEqual({ board: empty, moved: false, scoreGained: 0 });
    }
  });

  it('moves nothing on a full board without equal neighbours', () => {
    const locked = [
      [2, 4, 2, 4],
      [4, 2, 4, 2],
      [2, 4, 2, 4],
      [4, 2, 4, 2],
    ];
    for (const direction of ['up', 'right', 'down', 'left'] as const) {
      expect(move2048(frozenBoard(locked), direction).moved).toBe(false);
    }
  });
});

describe('move2048 keeps its input and accepts any square size', () => {
  it('never changes the input board, and its result shares no row with it', () => {
    const board = [
      [2, 2, 0, 0],
      [0, 4, 4, 0],
      [8, 0, 0, 8],
      [2, 0, 2, 0],
    ];
    const copy = JSON.stringify(board);
    for (const direction of ['up', 'right', 'down', 'left'] as const) {
      const result = move2048(board, direction);
      expect(JSON.stringify(board)).toBe(copy);
      result.board.forEach((row, index) => expect(row).not.toBe(board[index]));
    }
  });

  it('plays a 3×3 and a 5×5 board by the same rules', () => {
    expect(move2048([[2, 2, 2], [0, 0, 0], [4, 0, 4]], 'left').board).toEqual([[4, 2, 0], [0, 0, 0], [8, 0, 0]]);
    expect(move2048([[2, 2, 2, 2, 2], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]], 'right')).toEqual({
      board: [[0, 0, 2, 4, 4], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]],
      moved: true,
      scoreGained: 8,
    });
  });

  it('refuses a board that is not square and a direction that does not exist', () => {
    expect(() => move2048([[2, 2], [2]], 'left')).toThrow(RangeError);
    expect(() => move2048([], 'left')).toThrow(RangeError);
    expect(() => move2048([[2, 2], [0, 0]], 'sideways' as Direction)).toThrow(RangeError);
  });
});
