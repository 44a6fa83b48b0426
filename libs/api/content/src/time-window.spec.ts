import { HttpError, localize } from '@meydan/api/core';
import { articlesCacheTtl, parseInstant, timeWindowOf } from './time-window';

const DEFAULT_TTL = 900_000;

function failure(run: () => unknown): { statusCode: number; en: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { statusCode: error.statusCode, en: localize(error.text, 'en', error.params) };
    throw error;
  }
  throw new Error('expected a failure');
}

describe('parseInstant', () => {
  it('reads ISO 8601 instants with a zone, down to the millisecond', () => {
    expect(parseInstant('2026-11-20T09:00:00Z')?.toISOString()).toBe('2026-11-20T09:00:00.000Z');
    expect(parseInstant('2026-11-20T12:30:15.5+03:00')?.toISOString()).toBe('2026-11-20T09:30:15.500Z');
    expect(parseInstant('2026-11-20T09:00:00.123456Z')?.toISOString()).toBe('2026-11-20T09:00:00.123Z');
    expect(parseInstant('2024-02-29T23:59:59-05:30')?.toISOString()).toBe('2024-03-01T05:29:59.000Z');
    expect(parseInstant('0099-01-01T00:00:00Z')?.toISOString()).toBe('0099-01-01T00:00:00.000Z');
  });

  it('rejects impossible dates, missing zones and anything loose', () => {
    for (const value of [
      '2026-02-29T00:00:00Z',
      '2026-13-01T00:00:00Z',
      '2026-04-31T00:00:00Z',
      '2026-11-20T24:00:00Z',
      '2026-11-20T09:60:00Z',
      '2026-11-20T09:00:60Z',
      '2026-11-20T09:00:00',
      '2026-11-20T09:00Z',
      '2026-11-20',
      '2026-11-20 09:00:00Z',
      '2026-11-20T09:00:00+15:00',
      '2026-11-20T09:00:00+03:60',
      '2026-11-20T09:00:00.1234567Z',
      ' 2026-11-20T09:00:00Z',
      '1763629200000',
      'yesterday',
    ]) {
      expect([value, parseInstant(value)]).toEqual([value, null]);
    }
  });
});

describe('timeWindowOf', () => {
  it('has no window without a cursor, and one on the sort’s time column with one', () => {
    expect(timeWindowOf({ page: 3 }, 'popular')).toBeUndefined();
    expect(timeWindowOf({ before: '2026-11-20T09:00:00Z', beforeId: 10500 }, 'recent')).toEqual({
      column: 'published_at',
      before: new Date('2026-11-20T09:00:00Z'),
      beforeId: 10500,
    });
    expect(timeWindowOf({ since: '2026-11-20T12:00:00+03:00', page: 1 }, 'igDate')).toEqual({ column: 'ig_posted_at', since: new Date('2026-11-20T09:00:00Z') });
    const both = timeWindowOf({ before: '2026-11-20T09:00:00Z', beforeId: 10500, since: '2026-11-20T09:00:00Z' }, 'recent');
    expect(both?.since).toEqual(both?.before);
  });

  it('answers every misuse with a 400 that says what is wrong', () => {
    expect(failure(() => timeWindowOf({ before: '2026-02-30T00:00:00Z' }, 'recent'))).toEqual({
      statusCode: 400,
      en: 'Invalid request: query parameter "before" must be a date and time with a time zone, like 2026-11-20T09:00:00Z.',
    });
    expect(failure(() => timeWindowOf({ since: 'now' }, 'igDate')).en).toContain('"since"');
    expect(failure(() => timeWindowOf({ before: '2026-11-20T09:00:00Z' }, 'popular')).en).toBe(
      'Invalid request: "before", "beforeId" and "since" work only with sort=recent or sort=igDate.',
    );
    expect(failure(() => timeWindowOf({ since: '2026-11-20T09:00:00Z', page: 2 }, 'recent')).en).toBe(
      'Invalid request: "page" cannot be combined with "before", "beforeId" or "since".',
    );
    expect(failure(() => timeWindowOf({ beforeId: 10500 }, 'recent')).en).toBe('Invalid request: "beforeId" can only be used together with "before".');
    expect(failure(() => timeWindowOf({ before: '2026-11-20T09:00:00Z', since: '2026-11-20T10:00:00+01:00' }, 'recent')).en).toBe(
      'Invalid request: "since" must be earlier than "before".',
    );
  });
});

describe('articlesCacheTtl', () => {
  it('keeps the head of a time-ordered list for a minute and everything else for the default', () => {
    expect(articlesCacheTtl({}, DEFAULT_TTL)).toBe(60_000);
    expect(articlesCacheTtl({ sort: 'igDate', page: 1 }, DEFAULT_TTL)).toBe(60_000);
    expect(articlesCacheTtl({ since: '2026-11-20T09:00:00Z' }, DEFAULT_TTL)).toBe(60_000);
    expect(articlesCacheTtl({ page: 2 }, DEFAULT_TTL)).toBe(DEFAULT_TTL);
    expect(articlesCacheTtl({ before: '2026-11-20T09:00:00Z' }, DEFAULT_TTL)).toBe(DEFAULT_TTL);
    expect(articlesCacheTtl({ sort: 'popular' }, DEFAULT_TTL)).toBe(DEFAULT_TTL);
    expect(articlesCacheTtl({}, 30_000)).toBe(30_000);
  });
});
