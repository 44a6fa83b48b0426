import { act, renderHook } from '@testing-library/react';
import { newGame2048, replay2048, seededRandom } from '@meydan/games/engine';
import { emojileShareGrid } from './emojile/emojile-page';
import { use2048 } from './g2048/use-2048';
import { bilpopShareGrid } from './quiz/bilpop-page';
import { zekiyeShareGrid } from './quiz/zekiye-page';

describe('share grids: spoiler-free, the same for everyone', () => {
  it('Emojile: one square per guess, the hints, hard mode', () => {
    const view = { hard: false, guesses: [{ text: 'Eşkıya değil', correct: false }, { text: 'Eşkıya', correct: true }], hints: ['a'], hintsLeft: 2 };
    expect(emojileShareGrid(332, view, true)).toBe('Emojile #332 2/6 💡1\n🟥🟩');
    expect(emojileShareGrid(332, { ...view, hard: true, hints: [] }, true)).toBe('Emojile #332 2/6 *\n🟥🟩');
    const lost = { hard: false, guesses: Array.from({ length: 6 }, () => ({ text: 'x', correct: false })), hints: [], hintsLeft: 3 };
    const grid = emojileShareGrid(7, lost, false);
    expect(grid).toBe('Emojile #7 X/6\n🟥🟥🟥🟥🟥🟥');
    expect(grid).not.toContain('x');
  });

  it('Bilpop and Zekiye: one square per question, stars', () => {
    const view = { modes: {}, questions: [0, 3, 6, 9, 12], answers: { '0': { option: 1, correct: true, stars: 3 }, '3': { option: 0, correct: false, stars: 0 }, '6': { option: 2, correct: true, stars: 1 } }, revealed: {} };
    expect(bilpopShareGrid(12, view)).toBe('Bilpop #12 🟩🟥🟩🟥🟥 ⭐4');
    expect(zekiyeShareGrid(3, 5, { answers: { '1': { text: '42', correct: true } }, revealed: [] })).toBe('Zekiye #3 🟥🟩🟥🟥🟥');
  });
});

describe('use2048', () => {
  it('deals the seed’s tiles and plays as the server replays', () => {
    const { result } = renderHook(() => use2048('daily-seed', { allowUndo: false }));
    expect(result.current.state.board).toEqual(newGame2048(seededRandom('daily-seed')));
    for (const direction of ['left', 'up', 'right', 'down', 'left', 'left', 'up'] as const) act(() => void result.current.move(direction));
    const replay = replay2048('daily-seed', ['left', 'up', 'right', 'down', 'left', 'left', 'up']);
    expect(result.current.state.board).toEqual(replay.board);
    expect(result.current.state.score).toBe(replay.score);
    expect(result.current.state.moves).toBe('lurdllu');
    expect(result.current.canUndo).toBe(false);
  });

  it('undoes in free play, and later tiles still come as the server deals them', () => {
    const { result } = renderHook(() => use2048('free-seed', { allowUndo: true }));
    act(() => void result.current.move('left'));
    act(() => void result.current.move('up'));
    act(() => result.current.undo());
    act(() => void result.current.move('up'));
    // The undone move is gone from the board; the replay of what stands agrees with it.
    expect(result.current.state.board).toEqual(replay2048('free-seed', ['left', 'up']).board);
  });
});
