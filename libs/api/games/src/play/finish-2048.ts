import { HttpError } from '@meydan/api/core';
import type { Direction } from '@meydan/games/engine';
import { replay2048 } from '@meydan/games/engine';
import type { Finish2048Body } from '@meydan/shared/contracts';
import { MAX_2048_SCORE, MIN_MS_PER_2048_MOVE } from '../game-rules';
import { GAMES_MESSAGES } from '../games.messages';

const DIRECTION_OF: Record<string, Direction> = { u: 'up', r: 'right', d: 'down', l: 'left' };

export interface Verified2048 {
  score: number;
  moves: number;
  maxTile: number;
  won: boolean;
  over: boolean;
}

/** Why a submitted 2048 game is refused; null when it stands. */
export type Refusal2048 = 'scoreMismatch' | 'tooFast' | 'scoreTooHigh';

/**
 * Replays a submitted 2048 game from its attempt's seed (issue 16 item 4): the score is the
 * replay's, never the browser's; the browser's claim must agree with it, the game must not
 * have been played faster than a human can, and the score must be possible at all.
 */
export function verify2048(seed: string, body: Finish2048Body, elapsedMs: number): { result: Verified2048; refusal: Refusal2048 | null } {
  const moves = Array.from(body.moves, (letter) => DIRECTION_OF[letter] as Direction);
  const replay = replay2048(seed, moves);
  const result: Verified2048 = { score: replay.score, moves: replay.moves, maxTile: Math.max(...replay.board.flat()), won: replay.won, over: replay.over };
  let refusal: Refusal2048 | null = null;
  if (replay.score !== body.score) refusal = 'scoreMismatch';
  else if (replay.score > MAX_2048_SCORE) refusal = 'scoreTooHigh';
  else if (elapsedMs < replay.moves * MIN_MS_PER_2048_MOVE) refusal = 'tooFast';
  return { result, refusal };
}

export function refusalError(refusal: Refusal2048): HttpError {
  return new HttpError(refusal === 'tooFast' ? 422 : 400, GAMES_MESSAGES[refusal]);
}
