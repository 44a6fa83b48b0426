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

  it('writes 12-hour English times with a padded hour and lowercase am/pm', () => {
    expect(formatDate('2026-03-05T00:30:00Z', 'en')).toBe('March 05 2026 - 12:30am');
    expect(formatDate('2026-03-05T11:59:00Z', 'en')).toBe('March 05 2026 - 11:59am');
    expect(formatDate('2026-03-05T12:00:00Z', 'en')).toBe('March 05 2026 - 12:00pm');
    expect(formatDate('2026-03-05T23:59:00Z', 'en')).toBe('March 05 2026 - 11:59pm');
  });

  it('follows the zone’s past offset changes (Istanbul’s last summer time, Moscow’s 2014 change)', () => {
    // Istanbul went from +02 to +03 at 01:00 UTC on 29 March 2015 and back on 8 November 2015.
    expect(formatDate('2015-03-29T00:59:00Z', 'tr')).toBe('29.03.2015 - 02:59');
    expect(formatDate('2015-03-29T01:00:00Z', 'tr')).toBe('29.03.2015 - 04:00');
    expect(formatDate('2015-11-08T00:59:00Z', 'tr')).toBe('08.11.2015 - 03:59');
    expect(formatDate('2015-11-08T01:00:00Z', 'tr')).toBe('08.11.2015 - 03:00');
    // Moscow went from +04 to +03 at 22:00 UTC on 25 October 2014: 01:00-01:59 happens twice.
    expect(formatDate('2014-10-25T21:59:00Z', 'ru')).toBe('26.10.2014 - 01:59');
    expect(formatDate('2014-10-25T22:00:00Z', 'ru')).toBe('26.10.2014 - 01:00');
    expect(formatTimeline('2014-10-25T21:30:00Z', 'ru', '2014-10-25T22:30:00Z')).toEqual({ time: '01:30', day: '' });
  });

  it('does not depend on the machine’s time zone', () => {
    const previous = process.env['TZ'];
    process.env['TZ'] = 'America/Los_Angeles';
    try {
      expect(formatDate('2026-11-21T12:05:00', 'tr')).toBe('21.11.2026 - 15:05');
      expect(formatDay('2026-11-21', 'en')).toBe('November 21 2026');
    } finally {
      if (previous === undefined) delete process.env['TZ'];
      else process.env['TZ'] = previous;
    }
  });

  it('renders nothing for invalid dates', () => {
    expect(formatDate('not a date', 'tr')).toBe('');
    expect(formatDate(Number.NaN, 'en')).toBe('');
    expect(formatDate('', 'ru')).toBe('');
    expect(formatDate(new Date('nope'), 'tr')).toBe('');
    expect(formatDate(8.64e15 + 1, 'tr')).toBe('');
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

  it('knows which calendar days exist', () => {
    expect(formatDay('2024-02-29', 'tr')).toBe('29.02.2024');
    expect(formatDay('2025-02-29', 'tr')).toBe('');
    expect(formatDay('2026-04-31', 'en')).toBe('');
    expect(formatDay('2026-00-10', 'ru')).toBe('');
    expect(formatShortDay('2024-02-29', 'en')).toBe('Feb 29');
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
    expect(formatTimeline(INSTANT, 'tr', 'not a date')).toEqual({ time: '', day: '' });
  });
});
