import { advanceProgress, starsFor } from './bilpop-play';

describe('Bilpop progress (SPEC §2.11)', () => {
  it('gives stars by speed', () => {
    expect([starsFor(4000), starsFor(10_000), starsFor(15_000), starsFor(20_000), starsFor(60_000)]).toEqual([3, 3, 2, 2, 1]);
  });

  it('opens the next mode at 30 correct answers or 30 stars, and the counts start again', () => {
    expect(advanceProgress({ mode: 1, correct: 29, stars: 10 }, 1, 1, 1)).toEqual({ mode: 2, correct: 0, stars: 0 });
    expect(advanceProgress({ mode: 1, correct: 9, stars: 27 }, 1, 1, 3)).toEqual({ mode: 2, correct: 0, stars: 0 });
    expect(advanceProgress({ mode: 2, correct: 3, stars: 5 }, 2, 1, 2)).toEqual({ mode: 2, correct: 4, stars: 7 });
    expect(advanceProgress({ mode: 3, correct: 40, stars: 90 }, 3, 1, 3)).toEqual({ mode: 3, correct: 41, stars: 93 });
  });

  it('counts only play in the current mode', () => {
    expect(advanceProgress({ mode: 2, correct: 3, stars: 5 }, 1, 1, 3)).toEqual({ mode: 2, correct: 3, stars: 5 });
  });
});
