import { angleDifference, elementOf, forwardArc, modalityOf, normalizeDegrees, SIGNS, zodiacPosition } from './zodiac';

describe('zodiac', () => {
  it('normalizes angles into [0, 360)', () => {
    expect(normalizeDegrees(-30)).toBe(330);
    expect(normalizeDegrees(720)).toBe(0);
    expect(normalizeDegrees(-1e-15)).toBeLessThan(360);
  });

  it('gives the sign from Aries (0) to Pisces (11) and the degree within it', () => {
    expect(zodiacPosition(0)).toEqual({ longitude: 0, sign: 0, degree: 0 });
    expect(zodiacPosition(359.999)).toMatchObject({ sign: 11 });
    expect(zodiacPosition(146.75)).toMatchObject({ sign: 4, degree: 26.75 });
    expect(SIGNS[4]).toBe('leo');
  });

  it('measures arcs across 0° Aries', () => {
    expect(angleDifference(5, 355)).toBe(10);
    expect(angleDifference(355, 5)).toBe(-10);
    expect(forwardArc(350, 10)).toBe(20);
  });

  it('knows elements and modalities', () => {
    expect([0, 1, 2, 3].map(elementOf)).toEqual(['fire', 'earth', 'air', 'water']);
    expect([0, 1, 2, 11].map(modalityOf)).toEqual(['cardinal', 'fixed', 'mutable', 'mutable']);
  });
});
