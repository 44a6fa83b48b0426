import { answersFor, generateGrid } from '../football/grid';
import { FOOTBALLERS } from '../football/footballers';
import { seededRandom } from '@meydan/games/engine';
import { advance } from './advance';
import { COMPUTER_THINK_MS, choicesOf, computerMove } from './computer-player';
import { applyGuess, applyQuit, applyTimeout, isDead, type MatchState, newMatchState, openCells, TURN_MS, winningLine } from './match-rules';

const T0 = Date.parse('2026-11-28T09:00:00Z');
const grid = generateGrid(seededRandom('rules-spec'));
const fresh = (computer: 'x' | 'o' | null = null): MatchState => newMatchState(grid, 'rules-spec', T0, 'x', computer);
const answerFor = (state: MatchState, cell: number) => answersFor(state.rows[Math.floor(cell / 3)]!, state.columns[cell % 3]!).find((player) => !state.used.includes(player.id))!;

describe('Tic Tac Toe Football rules', () => {
  it('takes a cell for a fitting footballer, passes the turn on a wrong one, and never takes a named one twice', () => {
    let state = fresh();
    const player = answerFor(state, 0);
    state = applyGuess(state, { cell: 0, candidates: [player], typed: null, at: T0 + 5000 });
    expect(state.cells[0]).toEqual({ mark: 'x', footballerId: player.id });
    expect(state).toMatchObject({ turn: 'o', turnNumber: 2, turnStartedAt: T0 + 5000, used: [player.id] });
    // O names the same footballer for a cell he would also fit: already named, so wrong.
    const again = applyGuess(state, { cell: 3, candidates: [player], typed: null, at: T0 + 6000 });
    expect(again.lastMove!.verdict).toMatch(/used|wrong/);
    expect(again.cells[3]).toBeNull();
    expect(again.turn).toBe('x');
  });

  it('lets a turn run out after 30 s and ends the match when a side misses three in a row', () => {
    let state = fresh();
    expect(advance(state, 'easy', T0 + TURN_MS - 1)).toBe(state);
    state = advance(state, 'easy', T0 + TURN_MS);
    expect(state).toMatchObject({ turn: 'o', turnNumber: 2, missed: { x: 1, o: 0 }, lastMove: { kind: 'timeout', mark: 'x' } });
    // Nobody answers for ten minutes: X misses its third turn (x1 o1 x2 o2 x3) and loses.
    state = advance(state, 'easy', T0 + 10 * 60_000);
    expect(state).toMatchObject({ finished: true, winner: 'o', endReason: 'abandoned', missed: { x: 3, o: 2 }, turnNumber: 5 });
  });

  it('an answer resets the side’s missed turns; quitting hands the other side the win', () => {
    let state = applyTimeout(applyTimeout(fresh()));
    expect(state.missed).toEqual({ x: 1, o: 1 });
    state = applyGuess(state, { cell: 4, candidates: [], typed: 'nobody', at: state.turnStartedAt + 1000 });
    expect(state.missed).toEqual({ x: 0, o: 1 });
    expect(applyQuit(state, 'o', T0 + 90_000)).toMatchObject({ finished: true, winner: 'x', endReason: 'quit' });
  });

  it('finds lines in rows, columns and diagonals only', () => {
    const claim = (mark: 'x' | 'o') => ({ mark, footballerId: 'someone' });
    const cells = [claim('x'), null, null, null, claim('x'), null, null, null, claim('x')];
    expect(winningLine(cells, 'x')).toEqual([0, 4, 8]);
    expect(winningLine(cells, 'o')).toBeNull();
    expect(winningLine([claim('x'), claim('x'), null, claim('x'), null, null, null, null, null], 'x')).toBeNull();
  });

  it('calls a cell dead once everyone who fits it has been named, and a board with no open cell a draw', () => {
    const state = fresh();
    const everyone = answersFor(state.rows[0]!, state.columns[0]!).map((player) => player.id);
    const exhausted = { ...state, used: everyone };
    expect(isDead(exhausted, 0)).toBe(true);
    expect(openCells(exhausted)).not.toContain(0);
  });

  it('offers four easy choices, exactly one fitting and unnamed, the same within a turn and for each reload', () => {
    const state = fresh();
    for (let cell = 0; cell < 9; cell++) {
      const choices = choicesOf(state, cell);
      expect(new Set(choices).size).toBe(4);
      const fitting = answersFor(state.rows[Math.floor(cell / 3)]!, state.columns[cell % 3]!).map((player) => player.id);
      expect(choices.filter((id) => fitting.includes(id))).toHaveLength(1);
      expect(choicesOf(state, cell)).toEqual(choices);
    }
  });

  it('lets the computer answer only after thinking, on its own turn, with a believable player', () => {
    const state = fresh('x');
    expect(advance(state, 'hard', T0 + COMPUTER_THINK_MS - 1)).toBe(state);
    const moved = advance(state, 'hard', T0 + COMPUTER_THINK_MS);
    expect(moved.turn).toBe('o');
    expect(moved.lastMove).toMatchObject({ mark: 'x', kind: 'guess', at: T0 + COMPUTER_THINK_MS });
    expect(FOOTBALLERS.some((player) => player.id === moved.lastMove!.footballerId)).toBe(true);
    // The hard computer takes the centre on an empty board (its best cell) in most games.
    const centres = Array.from({ length: 40 }, (_, index) => computerMove({ ...state, seed: `c${index}` }, 'hard', T0).lastMove!.cell).filter((cell) => cell === 4).length;
    expect(centres).toBeGreaterThan(25);
  });
});
