import { formatAge, relativeAge } from './relative-time';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The words for a moment `ago` ms before NOW, as a list shows it ('now' and null passed through). */
function ago(ms: number, locale: string): string | null {
  const age = relativeAge(NOW - ms, NOW);
  return age === 'now' || age === null ? age : formatAge(age, locale);
}

describe('relativeAge', () => {
  it('is "now" under a minute, and for a moment a little ahead of the clock', () => {
    expect(relativeAge(NOW, NOW)).toBe('now');
    expect(relativeAge(NOW - 59_999, NOW)).toBe('now');
    expect(relativeAge(NOW + 5 * MINUTE, NOW)).toBe('now');
  });

  it('counts whole minutes, hours and days, floored', () => {
    expect(relativeAge(NOW - MINUTE, NOW)).toEqual({ value: 1, unit: 'minute' });
    expect(relativeAge(NOW - (59 * MINUTE + 59_000), NOW)).toEqual({ value: 59, unit: 'minute' });
    expect(relativeAge(NOW - HOUR, NOW)).toEqual({ value: 1, unit: 'hour' });
    expect(relativeAge(NOW - (23 * HOUR + 59 * MINUTE), NOW)).toEqual({ value: 23, unit: 'hour' });
    expect(relativeAge(NOW - DAY, NOW)).toEqual({ value: 1, unit: 'day' });
    expect(relativeAge(NOW - (7 * DAY - 1), NOW)).toEqual({ value: 6, unit: 'day' });
  });

  it('gives up from a week on: the date itself is shown then', () => {
    expect(relativeAge(NOW - 7 * DAY, NOW)).toBeNull();
    expect(relativeAge(NOW - 400 * DAY, NOW)).toBeNull();
  });
});

describe('formatAge in each edition', () => {
  it('Turkish, abbreviated', () => {
    expect(ago(5 * MINUTE, 'tr')).toBe('5 dk. önce');
    expect(ago(2 * HOUR, 'tr')).toBe('2 sa. önce');
    expect(ago(3 * DAY, 'tr')).toBe('3 gün önce');
  });

  it('English, in words, singular and plural', () => {
    expect(ago(MINUTE, 'en')).toBe('1 minute ago');
    expect(ago(5 * MINUTE, 'en')).toBe('5 minutes ago');
    expect(ago(2 * HOUR, 'en')).toBe('2 hours ago');
    expect(ago(DAY, 'en')).toBe('1 day ago');
  });

  it('Russian, with its three plural forms', () => {
    expect(ago(MINUTE, 'ru')).toBe('1 минуту назад');
    expect(ago(3 * MINUTE, 'ru')).toBe('3 минуты назад');
    expect(ago(5 * MINUTE, 'ru')).toBe('5 минут назад');
    expect(ago(21 * MINUTE, 'ru')).toBe('21 минуту назад');
    expect(ago(HOUR, 'ru')).toBe('1 час назад');
    expect(ago(3 * HOUR, 'ru')).toBe('3 часа назад');
    expect(ago(5 * HOUR, 'ru')).toBe('5 часов назад');
    expect(ago(21 * HOUR, 'ru')).toBe('21 час назад');
    expect(ago(2 * DAY, 'ru')).toBe('2 дня назад');
    expect(ago(5 * DAY, 'ru')).toBe('5 дней назад');
  });

  it('leaves "now" and old moments to the caller', () => {
    expect(ago(10_000, 'tr')).toBe('now');
    expect(ago(8 * DAY, 'en')).toBeNull();
  });
});
