import { busyMs, type RecordedStatement } from './recording-db';

const statement = (start: number, end: number): RecordedStatement => ({ sql: 'SELECT 1', params: undefined, start, end });

describe('busyMs', () => {
  it('adds sequential statements', () => {
    expect(busyMs([statement(0, 5), statement(10, 12)])).toBe(7);
  });

  it('counts overlapping statements (page and facets in parallel) once', () => {
    expect(busyMs([statement(10, 30), statement(0, 5), statement(12, 40), statement(15, 20)])).toBe(35);
  });

  it('is zero without statements', () => {
    expect(busyMs([])).toBe(0);
  });
});
