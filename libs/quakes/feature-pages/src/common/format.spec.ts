import { kilometres, offsetText, relativeTime, turkeyTime } from './format';

describe('how the quake pages write numbers and times', () => {
  it('writes a quake’s time on Turkey’s clock in every edition, the day first except in English', () => {
    expect(turkeyTime('2026-11-28T21:05:12Z', 'tr')).toBe('29.11.2026 00:05:12');
    expect(turkeyTime('2026-11-28T21:05:12Z', 'ru')).toBe('29.11.2026 00:05:12');
    expect(turkeyTime('2026-11-28T21:05:12Z', 'en')).toBe('2026-11-29 00:05:12');
    // Before 2016 Turkey kept winter time: UTC+2 in January 2015.
    expect(turkeyTime('2015-01-10T10:00:00Z', 'tr')).toBe('10.01.2015 12:00:00');
    expect(turkeyTime('not a time', 'tr')).toBe('');
  });

  it('says how long ago in the largest whole unit, and "now" under a minute or a little ahead', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(relativeTime('2026-11-28T11:59:30Z', now, 'tr')).toBe('şimdi');
    expect(relativeTime('2026-11-28T12:00:05Z', now, 'en')).toBe('now');
    expect(relativeTime('2026-11-28T11:55:00Z', now, 'tr')).toBe('5 dk. önce');
    expect(relativeTime('2026-11-28T09:30:00Z', now, 'en')).toBe('2 hr. ago');
    expect(relativeTime('2026-11-25T12:00:00Z', now, 'ru')).toBe('3 дн. назад');
  });

  it('writes a sequence’s offsets in their two largest units', () => {
    expect(offsetText(-(2 * 60 + 14) * 60_000, 'tr')).toBe('2 sa. 14 dk.');
    expect(offsetText(15 * 60_000, 'en')).toBe('15 min');
    expect(offsetText((27 * 60 + 40) * 60_000, 'en')).toBe('1 day 3 hr');
    expect(offsetText(2 * 3_600_000, 'ru')).toBe('2 ч');
    expect(offsetText(20_000, 'tr')).toBe('0 dk.');
  });

  it('writes distances with the edition’s decimal mark', () => {
    expect(kilometres(52.44, 'tr')).toBe('52,4 km');
    expect(kilometres(52.44, 'en')).toBe('52.4 km');
  });
});
