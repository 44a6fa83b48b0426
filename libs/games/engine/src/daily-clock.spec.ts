import {
  addGameDays,
  boardPeriodOf,
  daysBetween,
  gameDayOf,
  gameDayStart,
  isGameDay,
  isoWeekOf,
  nextGameDayStart,
  puzzleNumberOf,
} from './daily-clock';

describe('daily clock (Europe/Istanbul)', () => {
  it('switches the day at 00:00 Istanbul time, not at UTC midnight', () => {
    expect(gameDayOf(Date.parse('2026-11-27T20:59:59Z'))).toBe('2026-11-27');
    expect(gameDayOf(Date.parse('2026-11-27T21:00:00Z'))).toBe('2026-11-28');
    expect(gameDayOf(Date.parse('2026-11-28T00:30:00Z'))).toBe('2026-11-28');
  });

  it('finds the instant a day starts and the next switch', () => {
    expect(new Date(gameDayStart('2026-11-28')).toISOString()).toBe('2026-11-27T21:00:00.000Z');
    expect(new Date(nextGameDayStart(Date.parse('2026-11-28T12:00:00Z'))).toISOString()).toBe('2026-11-28T21:00:00.000Z');
    expect(new Date(nextGameDayStart(Date.parse('2026-11-28T20:59:59.999Z'))).toISOString()).toBe('2026-11-28T21:00:00.000Z');
    expect(new Date(nextGameDayStart(Date.parse('2026-11-28T21:00:00Z'))).toISOString()).toBe('2026-11-29T21:00:00.000Z');
  });

  it('uses the time-zone database: Istanbul kept summer time in 2015 (+03:00 on 2015-07-01, +02:00 on 2015-12-01)', () => {
    expect(new Date(gameDayStart('2015-07-01')).toISOString()).toBe('2015-06-30T21:00:00.000Z');
    expect(new Date(gameDayStart('2015-12-01')).toISOString()).toBe('2015-11-30T22:00:00.000Z');
  });

  it('does calendar arithmetic across months, years and leap days', () => {
    expect(addGameDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addGameDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2026-01-01', '2026-11-28')).toBe(331);
    expect(puzzleNumberOf('2026-01-01')).toBe(1);
    expect(puzzleNumberOf('2026-11-28')).toBe(332);
  });

  it('validates days', () => {
    expect(isGameDay('2026-11-28')).toBe(true);
    expect(isGameDay('2028-02-29')).toBe(true);
    expect(isGameDay('2026-02-29')).toBe(false);
    expect(isGameDay('2026-13-01')).toBe(false);
    expect(isGameDay('26-11-28')).toBe(false);
  });

  it('names ISO weeks (Monday first) and board periods', () => {
    expect(isoWeekOf('2026-11-28')).toBe('2026-W48');
    expect(isoWeekOf('2026-11-30')).toBe('2026-W49');
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
    expect(isoWeekOf('2021-01-03')).toBe('2020-W53');
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
    expect(boardPeriodOf('daily', '2026-11-28')).toBe('2026-11-28');
    expect(boardPeriodOf('weekly', '2026-11-28')).toBe('2026-W48');
    expect(boardPeriodOf('monthly', '2026-11-28')).toBe('2026-11');
    expect(boardPeriodOf('all-time', '2026-11-28')).toBe('all');
  });
});
