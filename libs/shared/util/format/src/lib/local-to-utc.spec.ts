import { localToUtc } from './local-to-utc';

const istanbul = (year: number, month: number, day: number, hour: number, minute = 0) =>
  localToUtc({ year, month, day, hour, minute, timezone: 'Europe/Istanbul' });

/*
 * Turkey's clock history as the tz database records it (the runtime's ICU, Node 20 full ICU, tzdata
 * 2025c when checked). Each case reads a wall time and expects the UTC instant an almanac gives.
 */
describe('localToUtc: Turkey', () => {
  it('keeps UTC+3 as standard time from 1978 to 1984, winter included', () => {
    expect(istanbul(1980, 1, 15, 12)).toEqual({ utc: new Date('1980-01-15T09:00:00Z'), offsetMinutes: 180 });
    expect(istanbul(1982, 12, 1, 12).utc).toEqual(new Date('1982-12-01T09:00:00Z'));
    expect(istanbul(1984, 1, 15, 12).utc).toEqual(new Date('1984-01-15T09:00:00Z'));
  });

  it('went back to UTC+2 in winter from November 1984', () => {
    expect(istanbul(1985, 1, 15, 12)).toEqual({ utc: new Date('1985-01-15T10:00:00Z'), offsetMinutes: 120 });
  });

  it('ran on UTC+4 in the summer of 1983 (from 31 July to 2 October)', () => {
    expect(istanbul(1983, 7, 31, 12)).toEqual({ utc: new Date('1983-07-31T08:00:00Z'), offsetMinutes: 240 });
    expect(istanbul(1983, 8, 20, 12).utc).toEqual(new Date('1983-08-20T08:00:00Z'));
    // The day before the change it was still UTC+3.
    expect(istanbul(1983, 7, 30, 12)).toEqual({ utc: new Date('1983-07-30T09:00:00Z'), offsetMinutes: 180 });
  });

  it('began summer time 2011 on 28 March, a day after the EU', () => {
    expect(istanbul(2011, 3, 27, 12)).toEqual({ utc: new Date('2011-03-27T10:00:00Z'), offsetMinutes: 120 });
    expect(istanbul(2011, 3, 28, 12)).toEqual({ utc: new Date('2011-03-28T09:00:00Z'), offsetMinutes: 180 });
    // 03:00 jumped to 04:00 that night: 03:30 never happened and reads as 04:30 summer time.
    expect(istanbul(2011, 3, 28, 3, 30)).toEqual({ utc: new Date('2011-03-28T01:30:00Z'), offsetMinutes: 180, gap: true });
  });

  it('began summer time 2014 on 31 March, after the local elections', () => {
    expect(istanbul(2014, 3, 30, 12).utc).toEqual(new Date('2014-03-30T10:00:00Z'));
    expect(istanbul(2014, 3, 31, 12).utc).toEqual(new Date('2014-03-31T09:00:00Z'));
  });

  it('ended summer time 2015 on 8 November, two weeks after the EU', () => {
    expect(istanbul(2015, 10, 25, 12)).toEqual({ utc: new Date('2015-10-25T09:00:00Z'), offsetMinutes: 180 });
    expect(istanbul(2015, 11, 7, 12).utc).toEqual(new Date('2015-11-07T09:00:00Z'));
    expect(istanbul(2015, 11, 8, 12)).toEqual({ utc: new Date('2015-11-08T10:00:00Z'), offsetMinutes: 120 });
    // 04:00 went back to 03:00: 03:30 happened twice; the first (still UTC+3) is taken.
    expect(istanbul(2015, 11, 8, 3, 30)).toEqual({
      utc: new Date('2015-11-08T00:30:00Z'),
      offsetMinutes: 180,
      ambiguous: true,
      laterUtc: new Date('2015-11-08T01:30:00Z'),
    });
  });

  it('stays on UTC+3 all year since 7 September 2016', () => {
    expect(istanbul(2016, 9, 8, 12).utc).toEqual(new Date('2016-09-08T09:00:00Z'));
    // Under the old rules this would have been winter time (UTC+2).
    expect(istanbul(2016, 12, 1, 12)).toEqual({ utc: new Date('2016-12-01T09:00:00Z'), offsetMinutes: 180 });
    expect(istanbul(2025, 1, 15, 12).utc).toEqual(new Date('2025-01-15T09:00:00Z'));
  });
});

describe('localToUtc: other zones and inputs', () => {
  it('handles the usual gap and overlap of a European and an American zone', () => {
    expect(localToUtc({ year: 2021, month: 3, day: 28, hour: 2, minute: 30, timezone: 'Europe/Berlin' })).toEqual({
      utc: new Date('2021-03-28T01:30:00Z'),
      offsetMinutes: 120,
      gap: true,
    });
    expect(localToUtc({ year: 2021, month: 11, day: 7, hour: 1, minute: 30, timezone: 'America/New_York' })).toEqual({
      utc: new Date('2021-11-07T05:30:00Z'),
      offsetMinutes: -240,
      ambiguous: true,
      laterUtc: new Date('2021-11-07T06:30:00Z'),
    });
  });

  it('keeps the seconds of a wall time, also across a clock change', () => {
    expect(localToUtc({ year: 2017, month: 6, day: 12, hour: 15, minute: 28, second: 38, timezone: 'Europe/Istanbul' })).toEqual({
      utc: new Date('2017-06-12T12:28:38Z'),
      offsetMinutes: 180,
    });
    // The last second before Turkey's clocks went back at 04:00 on 8 November 2015 (UTC+3 → UTC+2).
    expect(localToUtc({ year: 2015, month: 11, day: 8, hour: 2, minute: 59, second: 59, timezone: 'Europe/Istanbul' }).utc).toEqual(
      new Date('2015-11-07T23:59:59Z'),
    );
    expect(() => localToUtc({ year: 2023, month: 1, day: 1, hour: 0, minute: 0, second: 60, timezone: 'UTC' })).toThrow(RangeError);
  });

  it('handles zones east of Greenwich by a fraction of an hour', () => {
    expect(localToUtc({ year: 2000, month: 1, day: 1, hour: 17, minute: 30, timezone: 'Asia/Kolkata' }).utc).toEqual(
      new Date('2000-01-01T12:00:00Z'),
    );
  });

  it('refuses impossible dates, times and unknown zones', () => {
    expect(() => localToUtc({ year: 2023, month: 2, day: 29, hour: 0, minute: 0, timezone: 'UTC' })).toThrow(RangeError);
    expect(() => localToUtc({ year: 2023, month: 13, day: 1, hour: 0, minute: 0, timezone: 'UTC' })).toThrow(RangeError);
    expect(() => localToUtc({ year: 2023, month: 1, day: 1, hour: 24, minute: 0, timezone: 'UTC' })).toThrow(RangeError);
    expect(() => localToUtc({ year: 2023, month: 1, day: 1, hour: 0, minute: 60, timezone: 'UTC' })).toThrow(RangeError);
    expect(() => localToUtc({ year: 2023, month: 1, day: 1, hour: 0, minute: 0, timezone: 'Mars/Olympus' })).toThrow(
      /Unknown time zone/,
    );
  });
});
