/**
 * Tic Tac Toe Football's rules as pure functions over a match's state (SPEC §2.11): a turn lasts
 * 30 s, a wrong answer or a lapsed turn passes the turn, three in a row wins, a footballer named
 * once cannot be named again, and a side that quits or lets three turns in a row run out loses.
 * Time comes in as an argument: whoever reads a match next applies the turns that ran out, so no
 * replica keeps a timer.
 */
import { TTT_MAX_MISSED_TURNS, TTT_TURN_SECONDS, type TttEndReason, type TttMark } from '@meydan/shared/contracts';
import type { Footballer } from '../football/footballer.types';
import { footballerById, playedFor } from '../football/footballers';
import { answersFor, type Grid } from '../football/grid';

export const TURN_MS = TTT_TURN_SECONDS * 1000;
/** An answer sent in the last moment may arrive a little after the turn ran out on the server. */
export const ANSWER_GRACE_MS = 1500;

export const LINES: readonly (readonly [number, number, number])[] = [
  [0, 1, 2], [3, 4, 5], [6, 7, 8],
  [0, 3, 6], [1, 4, 7], [2, 5, 8],
  [0, 4, 8], [2, 4, 6],
];

export interface Claim {
  readonly mark: TttMark;
  readonly footballerId: string;
}

export type Verdict = 'fits' | 'unknown' | 'wrong' | 'used';

export interface MoveRecord {
  readonly mark: TttMark;
  readonly kind: 'guess' | 'timeout' | 'quit';
  readonly cell: number | null;
  readonly correct: boolean;
  readonly verdict: Verdict | null;
  readonly footballerId: string | null;
  readonly typed: string | null;
  /** Epoch ms. */
  readonly at: number;
}

/** What the database keeps of a match (jsonb); every change makes a new object. */
export interface MatchState {
  readonly v: 1;
  /** Seeds the easy mode's choices and the computer's play, turn by turn. */
  readonly seed: string;
  readonly rows: Grid['rows'];
  readonly columns: Grid['columns'];
  readonly cells: readonly (Claim | null)[];
  readonly turn: TttMark;
  readonly turnNumber: number;
  /** Epoch ms; the turn runs out TURN_MS later. */
  readonly turnStartedAt: number;
  /** Footballers named for a cell taken (never to be named again in this match). */
  readonly used: readonly string[];
  readonly missed: Readonly<Record<TttMark, number>>;
  /** The side the computer plays, if any. */
  readonly computer: TttMark | null;
  readonly lastMove: MoveRecord | null;
  readonly finished: boolean;
  readonly winner: TttMark | null;
  readonly endReason: TttEndReason | null;
  readonly line: readonly number[] | null;
}

export const other = (mark: TttMark): TttMark => (mark === 'x' ? 'o' : 'x');

export function newMatchState(grid: Grid, seed: string, now: number, first: TttMark, computer: TttMark | null): MatchState {
  return {
    v: 1,
    seed,
    rows: grid.rows,
    columns: grid.columns,
    cells: Array.from({ length: 9 }, () => null),
    turn: first,
    turnNumber: 1,
    turnStartedAt: now,
    used: [],
    missed: { x: 0, o: 0 },
    computer,
    lastMove: null,
    finished: false,
    winner: null,
    endReason: null,
    line: null,
  };
}

export function teamsOfCell(state: Pick<MatchState, 'rows' | 'columns'>, cell: number): [string, string] {
  return [state.rows[Math.floor(cell / 3)] as string, state.columns[cell % 3] as string];
}

/** The footballers who fit a cell and have not been named yet in this match. */
export function unusedAnswers(state: MatchState, cell: number): Footballer[] {
  const used = new Set(state.used);
  const [row, column] = teamsOfCell(state, cell);
  return answersFor(row, column).filter((player) => !used.has(player.id));
}

/** An open cell nobody can take any more: everyone who fits it has been named elsewhere. */
export function isDead(state: MatchState, cell: number): boolean {
  return state.cells[cell] === null && unusedAnswers(state, cell).length === 0;
}

/** The cells a side may still try for. */
export function openCells(state: MatchState): number[] {
  return state.cells.flatMap((claim, cell) => (claim === null && !isDead(state, cell) ? [cell] : []));
}

export function winningLine(cells: readonly (Claim | null)[], mark: TttMark): readonly number[] | null {
  return LINES.find((line) => line.every((cell) => cells[cell]?.mark === mark)) ?? null;
}

function finish(state: MatchState, winner: TttMark | null, endReason: TttEndReason, line: readonly number[] | null = null): MatchState {
  return { ...state, finished: true, winner, endReason, line };
}

/** The next side's turn, from `at`. */
function passTurn(state: MatchState, at: number): MatchState {
  return { ...state, turn: other(state.turn), turnNumber: state.turnNumber + 1, turnStartedAt: at };
}

/** After a cell was taken: a line wins; a board with no open cell left is a draw. */
function settle(state: MatchState, mark: TttMark, at: number): MatchState {
  const line = winningLine(state.cells, mark);
  if (line) return finish(state, mark, 'line', line);
  if (openCells(state).length === 0) {
    return finish(state, null, state.cells.every((claim) => claim !== null) ? 'full' : 'stalled');
  }
  return passTurn(state, at);
}

/**
 * How the footballers a guess may mean stand against a cell: the first who fits and is unused
 * takes it; otherwise the guess is wrong and says why (named already, fits one team only, or a
 * name nobody knows).
 */
export function judge(state: MatchState, cell: number, candidates: readonly Footballer[]): { verdict: Verdict; footballer: Footballer | null } {
  const [row, column] = teamsOfCell(state, cell);
  const fitting = candidates.filter((player) => playedFor(player, row) && playedFor(player, column));
  const fresh = fitting.find((player) => !state.used.includes(player.id));
  if (fresh) return { verdict: 'fits', footballer: fresh };
  if (fitting.length > 0) return { verdict: 'used', footballer: fitting[0] as Footballer };
  if (candidates.length > 0) return { verdict: 'wrong', footballer: candidates[0] as Footballer };
  return { verdict: 'unknown', footballer: null };
}

export interface GuessInput {
  readonly cell: number;
  readonly candidates: readonly Footballer[];
  readonly typed: string | null;
  readonly at: number;
}

/**
 * One answer of the side whose turn it is, for an open cell (the caller has checked both). A
 * fitting, unused footballer takes the cell; anything else passes the turn.
 */
export function applyGuess(state: MatchState, input: GuessInput): MatchState {
  const mark = state.turn;
  const { verdict, footballer } = judge(state, input.cell, input.candidates);
  const lastMove: MoveRecord = {
    mark,
    kind: 'guess',
    cell: input.cell,
    correct: verdict === 'fits',
    verdict,
    footballerId: footballer?.id ?? null,
    typed: input.typed,
    at: input.at,
  };
  const answered = { ...state, lastMove, missed: { ...state.missed, [mark]: 0 } };
  if (verdict !== 'fits' || !footballer) return passTurn(answered, input.at);
  const cells = state.cells.map((claim, index) => (index === input.cell ? { mark, footballerId: footballer.id } : claim));
  return settle({ ...answered, cells, used: [...state.used, footballer.id] }, mark, input.at);
}

/** A side gives up: the other side wins. */
export function applyQuit(state: MatchState, mark: TttMark, at: number): MatchState {
  const lastMove: MoveRecord = { mark, kind: 'quit', cell: null, correct: false, verdict: null, footballerId: null, typed: null, at };
  return finish({ ...state, lastMove }, other(mark), 'quit');
}

/** The current turn ran out: it passes, or the side has now missed too many in a row and loses. */
export function applyTimeout(state: MatchState): MatchState {
  const mark = state.turn;
  const at = state.turnStartedAt + TURN_MS;
  const missed = { ...state.missed, [mark]: state.missed[mark] + 1 };
  const lastMove: MoveRecord = { mark, kind: 'timeout', cell: null, correct: false, verdict: null, footballerId: null, typed: null, at };
  const timedOut = { ...state, missed, lastMove };
  if (missed[mark] >= TTT_MAX_MISSED_TURNS) return finish(timedOut, other(mark), 'abandoned');
  return passTurn(timedOut, at);
}

export function turnEndsAt(state: MatchState): number {
  return state.turnStartedAt + TURN_MS;
}

/** The footballers of a match's history, for views (ids that are not ours never get here). */
export function footballerOf(id: string | null): Footballer | null {
  return id === null ? null : (footballerById(id) ?? null);
}
