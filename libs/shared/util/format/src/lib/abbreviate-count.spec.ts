import { abbreviateCount } from './abbreviate-count';

const NBSP = '\u00a0';

describe('abbreviateCount', () => {
  it('keeps counts below 1000 as they are', () => {
    expect(abbreviateCount(0, 'tr')).toBe('0');
    expect(abbreviateCount(7, 'en')).toBe('7');
    expect(abbreviateCount(999, 'ru')).toBe('999');
  });

  it('shows 1000–9999 with one decimal, dropping .0', () => {
    expect(abbreviateCount(1000, 'en')).toBe('1K');
    expect(abbreviateCount(1500, 'en')).toBe('1.5K');
    expect(abbreviateCount(1999, 'en')).toBe('1.9K');
    expect(abbreviateCount(9999, 'en')).toBe('9.9K');
    expect(abbreviateCount(1000, 'tr')).toBe(`1${NBSP}B`);
    expect(abbreviateCount(1500, 'tr')).toBe(`1,5${NBSP}B`);
    expect(abbreviateCount(2050, 'ru')).toBe(`2${NBSP}тыс.`);
    expect(abbreviateCount(2150, 'ru')).toBe(`2,1${NBSP}тыс.`);
  });

  it('shows 10000–999999 in whole thousands', () => {
    expect(abbreviateCount(10_000, 'en')).toBe('10K');
    expect(abbreviateCount(15_300, 'tr')).toBe(`15${NBSP}B`);
    expect(abbreviateCount(999_999, 'en')).toBe('999K');
    expect(abbreviateCount(120_000, 'ru')).toBe(`120${NBSP}тыс.`);
  });

  it('shows a million and more in millions with one decimal', () => {
    expect(abbreviateCount(1_000_000, 'en')).toBe('1M');
    expect(abbreviateCount(1_250_000, 'en')).toBe('1.2M');
    expect(abbreviateCount(1_250_000, 'tr')).toBe(`1,2${NBSP}Mn`);
    expect(abbreviateCount(15_300_000, 'ru')).toBe(`15,3${NBSP}млн`);
    expect(abbreviateCount(2_000_000_000, 'en')).toBe('2000M');
  });

  it('handles fractions, negatives and non-numbers', () => {
    expect(abbreviateCount(999.9, 'en')).toBe('999');
    expect(abbreviateCount(-1500, 'en')).toBe('-1.5K');
    expect(abbreviateCount(Number.NaN, 'en')).toBe('0');
    expect(abbreviateCount(Number.POSITIVE_INFINITY, 'tr')).toBe('0');
  });
});
