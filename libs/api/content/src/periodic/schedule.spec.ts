import { nextIssueAt, type Schedule } from './schedule';

const at = (iso: string) => new Date(iso);
const istanbul = (frequency: Schedule['frequency'], time: string, day: number | null = null): Schedule => ({ frequency, time, day, timeZone: 'Europe/Istanbul' });

describe('nextIssueAt', () => {
  it('is later today when today’s issue is still due, else tomorrow (Istanbul is UTC+3)', () => {
    expect(nextIssueAt(istanbul('daily', '09:30'), at('2026-11-20T06:00:00Z')).toISOString()).toBe('2026-11-20T06:30:00.000Z');
    expect(nextIssueAt(istanbul('daily', '09:30'), at('2026-11-20T06:30:00Z')).toISOString()).toBe('2026-11-21T06:30:00.000Z');
  });

  it('skips weekends for weekday series', () => {
    // Friday 20 Nov 2026 after the bulletin → Monday 23 Nov.
    expect(nextIssueAt(istanbul('weekdays', '09:30'), at('2026-11-20T12:00:00Z')).toISOString()).toBe('2026-11-23T06:30:00.000Z');
  });

  it('finds the next given weekday of a weekly series', () => {
    // Fridays at 10:00; from Saturday 21 Nov → Friday 27 Nov.
    expect(nextIssueAt(istanbul('weekly', '10:00', 5), at('2026-11-21T08:00:00Z')).toISOString()).toBe('2026-11-27T07:00:00.000Z');
  });

  it('uses the last day of a short month for a monthly series on the 31st', () => {
    expect(nextIssueAt(istanbul('monthly', '08:00', 31), at('2026-11-20T00:00:00Z')).toISOString()).toBe('2026-11-30T05:00:00.000Z');
  });

  it('follows the zone’s clock, not the server’s', () => {
    const moscow: Schedule = { frequency: 'daily', time: '07:00', day: null, timeZone: 'Europe/Moscow' };
    const utc: Schedule = { ...moscow, timeZone: 'UTC' };
    expect(nextIssueAt(moscow, at('2026-11-20T00:00:00Z')).toISOString()).toBe('2026-11-20T04:00:00.000Z');
    expect(nextIssueAt(utc, at('2026-11-20T00:00:00Z')).toISOString()).toBe('2026-11-20T07:00:00.000Z');
  });
});
