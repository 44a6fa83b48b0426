import { turkeyLocalText } from './turkey-time';

describe('turkeyLocalText', () => {
  it('writes Turkey’s wall clock: UTC+3 since 2016, summer and winter time before', () => {
    expect(turkeyLocalText(Date.UTC(2026, 10, 28, 9, 0, 0))).toBe('2026.11.28 12:00:00');
    expect(turkeyLocalText(Date.UTC(2017, 5, 14, 12, 48, 10))).toBe('2017.06.14 15:48:10');
    expect(turkeyLocalText(Date.UTC(2015, 0, 10, 23, 30, 5))).toBe('2015.01.11 01:30:05');
    // 2015-10-25 (delayed to 11-08 that year): 00:59:59 UTC is still summer time (03:59:59), 01:00 winter time (03:00).
    expect(turkeyLocalText(Date.UTC(2015, 10, 8, 0, 59, 59))).toBe('2015.11.08 03:59:59');
    expect(turkeyLocalText(Date.UTC(2015, 10, 8, 1, 0, 0))).toBe('2015.11.08 03:00:00');
  });
});
