import dayjs from 'dayjs';
import { DATE_FORMATS, formatDate, formatDay, formatShortDay, formatTimeline, isoDate } from './dates';

const INSTANT = '2026-11-21T12:05:00Z';

describe('formatDate', () => {
  it('uses the SPEC §9 formats', () => {
    expect(DATE_FORMATS).toEqual({ tr: 'DD.MM.YYYY - HH:mm', en: 'MMMM DD YYYY - hh:mma', ru: 'DD.MM.YYYY - HH:mm' });
  });

  it('formats in the edition time zone', () => {
    expect(formatDate(INSTANT, 'tr')).toBe('21.11.2026 - 15:05');
    expect(formatDate(INSTANT, 'ru')).toBe('21.11.2026 - 15:05');
    expect(formatDate(INSTANT, 'en')).toBe('November 21 2026 - 12:05pm');
    expect(formatDate('2026-11-21T15:05:00Z', 'en')).toBe('November 21 2026 - 03:05pm');
  });

  it('crosses the date line per zone', () => {
    const lateUtc = '2026-12-31T22:30:00Z';
    expect(formatDate(lateUtc, 'tr')).toBe('01.01.2027 - 01:30');
    expect(formatDate(lateUtc, 'ru')).toBe('01.01.2027 - 01:30');
    expect(formatDate(lateUtc, 'en')).toBe('December 31 2026 - 10:30pm');
  });

  it('pads the English hour and uses am', () => {
    expect(formatDate('2026-03-05T09:07:00Z', 'en')).toBe('March 05 2026 - 09:07am');
    expect(formatDate('2026-03-05T00:00:00Z', 'en')).toBe('March 05 2026 - 12:00am');
  });

  it('accepts Date objects, timestamps and offsets', () => {
    const date = new Date(INSTANT);
    expect(formatDate(date, 'tr')).toBe('21.11.2026 - 15:05');
    expect(formatDate(date.getTime(), 'tr')).toBe('21.11.2026 - 15:05');
    expect(formatDate('2026-11-21T15:05:00+03:00', 'en')).toBe('November 21 2026 - 12:05pm');
  });

  it('reads offset-less strings as UTC, whatever the machine zone', () => {
    expect(formatDate('2026-11-21T12:05:00', 'tr')).toBe('21.11.2026 - 15:05');
  });

  it('keeps English month names when another bundle changed the global dayjs locale', () => {
    const previous = dayjs.locale();
    dayjs.locale('en-fake', { name: 'en-fake', months: Array(12).fill('X') } as unknown as ILocale, true);
    dayjs.locale('en-fake');
    try {
      expect(formatDate(INSTANT, 'en')).toBe('November 21 2026 - 12:05pm');
    } finally {
      dayjs.locale(previous);
    }
  });

  it('renders nothing for invalid dates', () => {
    expect(formatDate('not a date', 'tr')).toBe('');
    expect(formatDate(Number.NaN, 'en')).toBe('');
  });
});

describe('formatDay', () => {
  it('writes the day half of the §9 format', () => {
    expect([formatDay('2026-11-20', 'tr'), formatDay('2026-11-20', 'en'), formatDay('2026-11-20', 'ru')]).toEqual(['20.11.2026', 'November 20 2026', '20.11.2026']);
  });

  it('keeps a calendar day as it is in every zone, and reads a moment in the edition’s zone', () => {
    // 22:30 UTC on the 20th is already the 21st in Istanbul and Moscow.
    expect(formatDay('2026-11-20T22:30:00Z', 'tr')).toBe('21.11.2026');
    expect(formatDay('2026-11-20T22:30:00Z', 'en')).toBe('November 20 2026');
    expect(formatDay('2026-11-21', 'ru')).toBe('21.11.2026');
  });

  it('renders nothing for invalid days', () => {
    expect(formatDay('2026-13-45', 'tr')).toBe('');
    expect(formatDay('soon', 'en')).toBe('');
    expect(formatShortDay('2026-02-30', 'ru')).toBe('');
  });

  it('drops the year in the short form', () => {
    expect([formatShortDay('2026-11-05', 'tr'), formatShortDay('2026-11-05', 'en'), formatShortDay('2026-11-05', 'ru')]).toEqual(['05.11', 'Nov 5', '05.11']);
    expect(formatShortDay('2026-11-20T22:30:00Z', 'tr')).toBe('21.11');
  });
});

describe('isoDate', () => {
  it('returns ISO 8601 in UTC', () => {
    expect(isoDate(INSTANT)).toBe('2026-11-21T12:05:00.000Z');
    expect(isoDate(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe('2026-01-02T03:04:05.000Z');
    expect(isoDate('2026-11-21T15:05:00+03:00')).toBe('2026-11-21T12:05:00.000Z');
  });

  it('returns an empty string for invalid input', () => {
    expect(isoDate('nope')).toBe('');
  });
});

describe('formatTimeline', () => {
  const NOW = '2026-11-21T20:30:00Z'; // 23:30 in Istanbul and Moscow, 20:30 in London

  it('gives only the time of day for today in the edition zone', () => {
    expect(formatTimeline('2026-11-21T12:05:00Z', 'tr', NOW)).toEqual({ time: '15:05', day: '' });
    expect(formatTimeline('2026-11-21T12:05:00Z', 'ru', NOW)).toEqual({ time: '15:05', day: '' });
    expect(formatTimeline('2026-11-21T12:05:00Z', 'en', NOW)).toEqual({ time: '12:05pm', day: '' });
  });

  it('adds the day when the story is from another day there', () => {
    expect(formatTimeline('2026-11-20T21:10:00Z', 'tr', NOW)).toEqual({ time: '00:10', day: '' });
    expect(formatTimeline('2026-11-20T20:50:00Z', 'tr', NOW)).toEqual({ time: '23:50', day: '20.11.2026' });
    expect(formatTimeline('2026-11-20T21:10:00Z', 'en', NOW)).toEqual({ time: '09:10pm', day: 'November 20 2026' });
    // Past midnight in Istanbul but not yet in London: today for one edition is tomorrow for the other.
    expect(formatTimeline('2026-11-21T20:00:00Z', 'tr', '2026-11-21T22:00:00Z')).toEqual({ time: '23:00', day: '21.11.2026' });
    expect(formatTimeline('2026-11-21T20:00:00Z', 'en', '2026-11-21T22:00:00Z')).toEqual({ time: '08:00pm', day: '' });
  });

  it('renders nothing for an invalid date', () => {
    expect(formatTimeline('not a date', 'tr', NOW)).toEqual({ time: '', day: '' });
  });
});
