import { type Board, DIRECTIONS, type Direction } from './board';
import { canMove2048, hasWon2048, newGame2048 } from './game';
import { move2048 } from './move';
import { seededRandom } from './random';
import { replay2048 } from './replay';
import { spawn2048 } from './spawn';

/** A fixed, long list of moves drawn from its own seed. */
function randomMoves(seed: string, count: number): Direction[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => DIRECTIONS[Math.floor(random() * 4)]);
}

describe('replay2048 on a game worked out by hand', () => {
  /*
   * seededRandom('meydan') draws 0.4929, 0.8420, 0.9552, 0.2080, 0.1286, 0.6029, 0.6606, 0.9234,
   * 0.1446, 0.0585, 0.8246, 0.1726 (pinned in random.spec.ts). Cells are counted column-major.
   */
  it('starts with the two tiles the seed draws', () => {
    // 0.4929 → a 2; 0.8420 × 16 → cell 13 = (1,3). 0.9552 → a 4; 0.2080 × 15 → cell 3 = (3,0).
    expect(replay2048('meydan', [])).toEqual({
      board: [
        [0, 0, 0, 0],
        [0, 0, 0, 2],
        [0, 0, 0, 0],
        [4, 0, 0, 0],
      ],
      score: 0,
      moves: 0,
      ignoredMoves: 0,
      won: false,
      over: false,
    });
  });

  it('spawns after each move that changed the board, and only then', () => {
    // left: 2 → (1,0); spawn 0.1286 → 2, 0.6029 × 14 → cell 8 = (2,2).
    // up: column 0 → [2,4,0,0], the 2 at (2,2) → (0,2); spawn 0.6606 → 2, 0.9234 × 13 → cell 12 = (3,3).
    // left: row 0 [2,0,2,0] → [4,0,0,0] (+4), the 2 at (3,3) → (3,0); spawn 0.1446 → 2, 0.0585 × 13 → cell 0 = (2,0).
    // left: column 0 is full and the rest empty, nothing moves: no spawn, no draw.
    // up: column 0 [4,4,2,2] → [8,4,0,0] (+8 +4); spawn 0.8246 → 2, 0.1726 × 14 → cell 2 = (0,1).
    expect(replay2048('meydan', ['left', 'up', 'left', 'left', 'up'])).toEqual({
      board: [
        [8, 2, 0, 0],
        [4, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ],
      score: 16,
      moves: 4,
      ignoredMoves: 1,
      won: false,
      over: false,
    });
  });
});

describe('replay2048', () => {
  const moves = randomMoves('moves', 600);

  it('gives the same result for the same seed and moves', () => {
    expect(replay2048('attempt-1', moves)).toEqual(replay2048('attempt-1', moves));
  });

  it('usually gives a different game for a different seed', () => {
    const boards = new Set(Array.from({ length: 20 }, (_, index) => JSON.stringify(replay2048(`attempt-${index}`, moves).board)));
    expect(boards.size).toBe(20);
    const starts = new Set(Array.from({ length: 20 }, (_, index) => JSON.stringify(replay2048(`attempt-${index}`, []).board)));
    expect(starts.size).toBeGreaterThan(10);
  });

  it('is the game the browser plays with the same functions and seed', () => {
    const random = seededRandom('attempt-2');
    let board: Board = newGame2048(random);
    let score = 0;
    let changed = 0;
    for (const direction of moves) {
      const result = move2048(board, direction);
      if (!result.moved) continue;
      changed++;
      score += result.scoreGained;
      board = spawn2048(result.board, random);
    }
    const replayed = replay2048('attempt-2', moves);
    expect(replayed).toMatchObject({ board, score, moves: changed, ignoredMoves: moves.length - changed });
    expect(score).toBeGreaterThan(0);
  });

  it('ignores a move that changes nothing: no spawn, no random draw, no score', () => {
    // Find a seed whose start cannot move one way (both tiles against that edge); the search is
    // deterministic, so the test always uses the same seed.
    let seed = '';
    let stuck: Direction | undefined;
    for (let index = 0; stuck === undefined; index++) {
      seed = `stuck-${index}`;
      const start = newGame2048(seededRandom(seed));
      stuck = DIRECTIONS.find((direction) => !move2048(start, direction).moved);
    }
    if (stuck === undefined) throw new Error('unreachable');
    const start = replay2048(seed, []);

    expect(replay2048(seed, [stuck, stuck, stuck])).toEqual({ ...start, ignoredMoves: 3 });

    // The ignored moves drew nothing, so the game goes on exactly as without them.
    const later = moves.slice(0, 50);
    const withIgnored = replay2048(seed, [stuck, stuck, ...later]);
    const without = replay2048(seed, later);
    expect(withIgnored).toEqual({ ...without, ignoredMoves: without.ignoredMoves + 2 });
  });

  it('reports a game over and ignores every move after it', () => {
    const cycle = Array.from({ length: 4000 }, (_, index) => DIRECTIONS[index % 4]);
    const result = replay2048('to-the-end', cycle);
    expect(result.over).toBe(true);
    expect(canMove2048(result.board)).toBe(false);
    expect(result.moves + result.ignoredMoves).toBe(cycle.length);

    const further = replay2048('to-the-end', [...cycle, 'up', 'right', 'down', 'left']);
    expect(further).toEqual({ ...result, ignoredMoves: result.ignoredMoves + 4 });
  });

  it('plays other sizes: a 2×2 game ends quickly', () => {
    const result = replay2048('small', randomMoves('small-moves', 200), 2);
    expect(result.board).toHaveLength(2);
    expect(result.over).toBe(true);
  });

  it('reports won from the final board', () => {
    const result = replay2048('attempt-3', moves);
    expect(result.won).toBe(hasWon2048(result.board));
    expect(result.won).toBe(false);
  });

  it('refuses a move that is not a direction', () => {
    expect(() => replay2048('attempt-4', ['left', 'jump' as Direction])).toThrow(RangeError);
  });
});
