import { computeStats } from './daily-stats';

const win = (day: string, guesses = 2) => ({ day, won: true, guesses });
const loss = (day: string) => ({ day, won: false, guesses: 6 });

describe('computeStats', () => {
  it('counts a streak ending today, or yesterday while today is open', () => {
    const results = [win('2026-11-25'), win('2026-11-26'), win('2026-11-27', 1)];
    expect(computeStats('emojile', results, '2026-11-27')).toMatchObject({ played: 3, won: 3, currentStreak: 3, bestStreak: 3, distribution: [1, 2, 0, 0, 0, 0] });
    expect(computeStats('emojile', results, '2026-11-28').currentStreak).toBe(3);
    expect(computeStats('emojile', results, '2026-11-29').currentStreak).toBe(0);
  });

  it('ends a streak at a loss or a missed day, and keeps the best', () => {
    const results = [win('2026-11-01'), win('2026-11-02'), win('2026-11-03'), win('2026-11-04'), loss('2026-11-05'), win('2026-11-07'), win('2026-11-08')];
    expect(computeStats('emojile', results, '2026-11-08')).toMatchObject({ played: 7, won: 6, currentStreak: 2, bestStreak: 4, lastDay: '2026-11-08' });
    expect(computeStats('emojile', [win('2026-11-06'), win('2026-11-08')], '2026-11-08')).toMatchObject({ currentStreak: 1, bestStreak: 1 });
  });

  it('counts quizzes by right answers, losses included', () => {
    const stats = computeStats('bilpop', [{ day: '2026-11-27', won: false, guesses: 2 }, { day: '2026-11-28', won: true, guesses: 5 }], '2026-11-28');
    expect(stats.distribution).toEqual([0, 0, 1, 0, 0, 1]);
    expect(computeStats('2048', [], '2026-11-28')).toEqual({ played: 0, won: 0, currentStreak: 0, bestStreak: 0, distribution: [], lastDay: null });
  });
});
