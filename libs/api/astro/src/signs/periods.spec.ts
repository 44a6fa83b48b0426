import { addDays, isCalendarDay, isPeriodStart, isWithinYears, istanbulDayOf, istanbulDayStart, periodEndOf, periodStartOf, releaseInstantOf, shiftPeriod } from './periods';

describe('the readings calendar (Europe/Istanbul)', () => {
  it('switches the day at Istanbul midnight: 21:00 UTC while Turkey keeps UTC+3', () => {
    expect(istanbulDayOf(Date.parse('2026-03-20T20:59:59Z'))).toBe('2026-03-20');
    expect(istanbulDayOf(Date.parse('2026-03-20T21:00:00Z'))).toBe('2026-03-21');
    expect(istanbulDayOf(Date.parse('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
    expect(istanbulDayStart('2026-03-21')).toBe(Date.parse('2026-03-20T21:00:00Z'));
    // Before 2016 Turkey still changed clocks: midnight of a summer day in 2015 was 21:00 UTC, of a winter day 22:00.
    expect(istanbulDayStart('2015-07-01')).toBe(Date.parse('2015-06-30T21:00:00Z'));
    expect(istanbulDayStart('2015-01-15')).toBe(Date.parse('2015-01-14T22:00:00Z'));
  });

  it('starts weeks on Monday, across month and year ends', () => {
    expect(periodStartOf('weekly', '2026-11-28')).toBe('2026-11-23'); // a Saturday
    expect(periodStartOf('weekly', '2026-11-23')).toBe('2026-11-23'); // the Monday itself
    expect(periodStartOf('weekly', '2026-11-29')).toBe('2026-11-23'); // Sunday closes the week
    expect(periodStartOf('weekly', '2027-01-01')).toBe('2026-12-28'); // ISO week 53 of 2026
    expect(periodStartOf('weekly', '2027-01-03')).toBe('2026-12-28');
    expect(periodStartOf('weekly', '2027-01-04')).toBe('2027-01-04');
    expect(periodStartOf('weekly', '2025-01-01')).toBe('2024-12-30');
    expect(periodEndOf('weekly', '2026-12-28')).toBe('2027-01-03');
  });

  it('names months and years by their first day, with their last day inclusive', () => {
    expect(periodStartOf('daily', '2026-02-14')).toBe('2026-02-14');
    expect(periodStartOf('monthly', '2026-02-14')).toBe('2026-02-01');
    expect(periodEndOf('monthly', '2026-02-01')).toBe('2026-02-28');
    expect(periodEndOf('monthly', '2028-02-01')).toBe('2028-02-29');
    expect(periodStartOf('yearly', '2026-08-30')).toBe('2026-01-01');
    expect(periodEndOf('yearly', '2026-01-01')).toBe('2026-12-31');
    expect(periodEndOf('daily', '2026-12-31')).toBe('2026-12-31');
  });

  it('steps periods back and forth', () => {
    expect(shiftPeriod('daily', '2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftPeriod('weekly', '2026-12-28', -3)).toBe('2026-12-07');
    expect(shiftPeriod('monthly', '2026-01-01', -2)).toBe('2025-11-01');
    expect(shiftPeriod('yearly', '2026-01-01', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('knows real days, period starts and the two-year window', () => {
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-2-1')).toBe(false);
    expect(isPeriodStart('weekly', '2026-11-23')).toBe(true);
    expect(isPeriodStart('weekly', '2026-11-24')).toBe(false);
    expect(isPeriodStart('monthly', '2026-11-02')).toBe(false);
    expect(isPeriodStart('yearly', '2026-01-01')).toBe(true);
    expect(isWithinYears('2024-11-28', '2026-11-28', 2)).toBe(true);
    expect(isWithinYears('2024-11-27', '2026-11-28', 2)).toBe(false);
    expect(isWithinYears('2028-11-29', '2026-11-28', 2)).toBe(false);
  });

  it('publishes a reading at the start of the Istanbul day before its period', () => {
    expect(new Date(releaseInstantOf('2026-11-23')).toISOString()).toBe('2026-11-21T21:00:00.000Z');
  });
});
