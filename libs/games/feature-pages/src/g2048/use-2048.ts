import { useCallback, useMemo, useRef, useState } from 'react';
import { type Board, canMove2048, type Direction, hasWon2048, move2048, newGame2048, seededRandom, spawn2048 } from '@meydan/games/engine';

export interface Game2048State {
  board: Board;
  score: number;
  /** Every move made, one letter each (u, r, d, l): what the server replays. */
  moves: string;
  won: boolean;
  /** The player chose to keep playing after 2048 (the original's "keep going"). */
  keepPlaying: boolean;
  over: boolean;
  /** Where the last spawned tile landed, for its pop-in. */
  spawned: [number, number] | null;
}

const LETTER: Record<Direction, string> = { up: 'u', right: 'r', down: 'd', left: 'l' };

function start(seed: string): { state: Game2048State; random: () => number } {
  const random = seededRandom(seed);
  const board = newGame2048(random);
  return { state: { board, score: 0, moves: '', won: false, keepPlaying: false, over: !canMove2048(board), spawned: null }, random };
}

/**
 * A 2048 game in the browser, dealt by the seed exactly as the server's replay deals it (the
 * engine's rules, one random stream: a tile after each move that changed the board). Undo keeps
 * snapshots of the game and of the random stream's position; it is for unranked play only.
 */
export function use2048(seed: string, { allowUndo }: { allowUndo: boolean }) {
  const initial = useMemo(() => start(seed), [seed]);
  const [state, setState] = useState<Game2048State>(initial.state);
  const random = useRef(initial.random);
  const draws = useRef(0);
  const history = useRef<{ state: Game2048State; draws: number }[]>([]);
  const countingRandom = useCallback(() => {
    draws.current++;
    return random.current();
  }, []);

  // The game advances from a ref, not inside a state updater: an updater may run twice (strict
  // mode) or late, and each move draws from the random stream exactly once.
  const current = useRef(state);
  current.current = state;

  const seedRef = useRef(seed);
  if (seedRef.current !== seed) {
    // A new seed (another day, a new free game): start over from it.
    seedRef.current = seed;
    random.current = initial.random;
    draws.current = 0;
    history.current = [];
    current.current = initial.state;
    setState(initial.state);
  }

  const move = useCallback(
    (direction: Direction): { moved: boolean; gained: number } => {
      const now = current.current;
      if (now.over || (now.won && !now.keepPlaying)) return { moved: false, gained: 0 };
      const result = move2048(now.board, direction);
      const moves = now.moves + LETTER[direction];
      if (!result.moved) {
        current.current = { ...now, moves };
        setState(current.current);
        return { moved: false, gained: 0 };
      }
      if (allowUndo) history.current.push({ state: now, draws: draws.current });
      const spawned = spawn2048(result.board, countingRandom);
      current.current = {
        board: spawned,
        score: now.score + result.scoreGained,
        moves,
        won: now.won || hasWon2048(spawned),
        keepPlaying: now.keepPlaying,
        over: !canMove2048(spawned),
        spawned: findNewTile(result.board, spawned),
      };
      setState(current.current);
      return { moved: true, gained: result.scoreGained };
    },
    [allowUndo, countingRandom],
  );

  const undo = useCallback(() => {
    const previous = history.current.pop();
    if (!previous) return;
    // Replaying the random stream to its earlier position keeps later tiles as the server deals them.
    random.current = start(seedRef.current).random;
    for (let i = 0; i < previous.draws; i++) random.current();
    draws.current = previous.draws;
    current.current = previous.state;
    setState(previous.state);
  }, []);

  const keepPlaying = useCallback(() => {
    current.current = { ...current.current, keepPlaying: true };
    setState(current.current);
  }, []);

  return { state, move, undo, canUndo: allowUndo && history.current.length > 0, keepPlaying };
}

function findNewTile(before: Board, after: Board): [number, number] | null {
  for (let r = 0; r < after.length; r++) for (let c = 0; c < (after[r] as number[]).length; c++) if ((before[r] as number[])[c] === 0 && (after[r] as number[])[c] !== 0) return [r, c];
  return null;
}
