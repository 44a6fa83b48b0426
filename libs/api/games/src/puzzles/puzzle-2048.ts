import { randomBytes } from 'node:crypto';
import type { PuzzleParts } from './puzzle-content';

/**
 * The day's 2048: a seed nobody knows before the day (random, stored with the puzzle), the same
 * for every player, so the daily board compares games dealt the same tiles.
 */
export function make2048Puzzle(): PuzzleParts {
  return { content: { seed: randomBytes(12).toString('base64url'), size: 4 }, solution: {} };
}
