/**
 * The computer side of Tic Tac Toe Football and the easy mode's choices. Both draw from the
 * match's seed and the turn number, so replaying a match's reads gives the same play and a
 * reload shows the same four choices within a turn.
 */
import { seededRandom } from '@meydan/games/engine';
import type { TttDifficulty, TttMark } from '@meydan/shared/contracts';
import type { Footballer } from '../football/footballer.types';
import { FOOTBALLERS, playedFor } from '../football/footballers';
import { easyChoices, type Random, shuffled } from '../football/grid';
import { applyGuess, LINES, type MatchState, openCells, other, teamsOfCell, unusedAnswers } from './match-rules';

/** How long the computer "thinks" before answering (the page shows it thinking). */
export const COMPUTER_THINK_MS = 1800;

/**
 * How often the computer names a fitting footballer, and how often it plays the best cell
 * rather than any open one: beatable on easy, a fair fight on hard.
 */
const SKILL: Record<TttDifficulty, { knows: number; plays: number }> = {
  easy: { knows: 0.6, plays: 0.5 },
  hard: { knows: 0.82, plays: 0.9 },
};

const randomOf = (state: MatchState, purpose: string, extra = ''): Random => seededRandom(`${state.seed}:${purpose}:${state.turnNumber}:${extra}`);

/** The easy mode's four choices for an open cell on the current turn (footballer ids). */
export function choicesOf(state: MatchState, cell: number): string[] {
  const [row, column] = teamsOfCell(state, cell);
  return easyChoices(row, column, randomOf(state, 'choices', String(cell)), new Set(state.used));
}

/** An open cell that would complete a line of `mark`'s. */
function completingCell(state: MatchState, mark: TttMark, open: readonly number[]): number | undefined {
  for (const line of LINES) {
    const mine = line.filter((cell) => state.cells[cell]?.mark === mark).length;
    const free = line.filter((cell) => open.includes(cell));
    if (mine === 2 && free.length === 1) return free[0];
  }
  return undefined;
}

/** Win, else block, else the centre, else a corner, else any open cell. */
function bestCell(state: MatchState, mark: TttMark, open: readonly number[], random: Random): number {
  const win = completingCell(state, mark, open);
  if (win !== undefined) return win;
  const block = completingCell(state, other(mark), open);
  if (block !== undefined) return block;
  if (open.includes(4)) return 4;
  const corners = open.filter((cell) => [0, 2, 6, 8].includes(cell));
  return shuffled(corners.length > 0 ? corners : open, random)[0] as number;
}

/** A footballer who played for one of the cell's teams but not both: a believable mistake. */
function nearMiss(state: MatchState, cell: number, random: Random): Footballer {
  const [row, column] = teamsOfCell(state, cell);
  const candidates = FOOTBALLERS.filter((player) => playedFor(player, row) !== playedFor(player, column));
  return shuffled(candidates, random)[0] as Footballer;
}

/** The computer's move on its turn (the match must be playing and the turn the computer's). */
export function computerMove(state: MatchState, difficulty: TttDifficulty, at: number): MatchState {
  const random = randomOf(state, 'computer');
  const open = openCells(state);
  const skill = SKILL[difficulty];
  const cell = random() < skill.plays ? bestCell(state, state.turn, open, random) : (shuffled(open, random)[0] as number);
  const knows = random() < skill.knows;
  const footballer = knows ? (shuffled(unusedAnswers(state, cell), random)[0] as Footballer) : nearMiss(state, cell, random);
  return applyGuess(state, { cell, candidates: [footballer], typed: null, at });
}

/** Whether it is the computer's turn in a match still being played. */
export function isComputersTurn(state: MatchState): boolean {
  return !state.finished && state.computer === state.turn;
}
