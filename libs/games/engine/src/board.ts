/**
 * A 2048 board: rows from top to bottom, each row from left to right; 0 is an empty cell and any
 * other number is a tile's value. Boards are square (4×4 is the standard game).
 */
export type Board = number[][];

/** The way the tiles slide. */
export type Direction = 'up' | 'right' | 'down' | 'left';

/** A source of numbers in [0, 1), like Math.random or seededRandom(seed). */
export type Random = () => number;

export const DIRECTIONS: readonly Direction[] = ['up', 'right', 'down', 'left'];

/** The tile that wins the game (play may go on after it). */
export const WINNING_TILE_2048 = 2048;

export function isDirection(value: unknown): value is Direction {
  return typeof value === 'string' && (DIRECTIONS as readonly string[]).includes(value);
}

/** An empty size×size board. */
export function emptyBoard2048(size: number): Board {
  if (!Number.isInteger(size) || size < 2) {
    throw new RangeError(`A 2048 board needs an integer size of at least 2, got ${size}`);
  }
  return Array.from({ length: size }, () => new Array<number>(size).fill(0));
}

/** A board whose rows can be changed without touching the original. */
export function copyBoard(board: Board): Board {
  return board.map((row) => row.slice());
}

/**
 * Refuses what is not a square board. Rows of another length would make a move read holes
 * as tiles or drop tiles silently, and a game or a replay would go on from a corrupted state.
 */
export function assertSquareBoard(board: Board): void {
  const size = Array.isArray(board) ? board.length : 0;
  if (size === 0 || !board.every((row) => Array.isArray(row) && row.length === size)) {
    throw new RangeError('A 2048 board must be a non-empty square array of rows');
  }
}
