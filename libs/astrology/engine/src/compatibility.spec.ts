import { compatibility } from './compatibility';

const ARIES = 0,
  TAURUS = 1,
  GEMINI = 2,
  CANCER = 3,
  LEO = 4,
  LIBRA = 6,
  SAGITTARIUS = 8,
  CAPRICORN = 9,
  PISCES = 11;

describe('compatibility', () => {
  it('gives every pair scores from 0 to 100, the same for (a, b) and (b, a), every time', () => {
    for (let a = 0; a < 12; a++) {
      for (let b = 0; b < 12; b++) {
        const result = compatibility(a, b);
        for (const score of [result.love, result.friendship, result.work]) {
          expect(Number.isInteger(score)).toBe(true);
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(100);
        }
        const reversed = compatibility(b, a);
        expect([reversed.love, reversed.friendship, reversed.work]).toEqual([result.love, result.friendship, result.work]);
        expect(compatibility(a, b)).toEqual(result);
      }
    }
  });

  it('names the factors behind the scores', () => {
    expect(compatibility(ARIES, LEO)).toMatchObject({
      aspect: 'trine',
      elements: ['fire', 'fire'],
      elementRelation: 'same',
      modalities: ['cardinal', 'fixed'],
    });
    expect(compatibility(ARIES, LIBRA)).toMatchObject({ aspect: 'opposition', elementRelation: 'complementary' });
    expect(compatibility(ARIES, CANCER)).toMatchObject({ aspect: 'square', elementRelation: 'challenging' });
    expect(compatibility(TAURUS, TAURUS)).toMatchObject({ aspect: 'same-sign', modalities: ['fixed', 'fixed'] });
    expect(compatibility(ARIES, PISCES)).toMatchObject({ aspect: 'semi-sextile' });
  });

  it('rates the easy aspects above the hard ones', () => {
    const trine = compatibility(ARIES, SAGITTARIUS);
    const sextile = compatibility(ARIES, GEMINI);
    const square = compatibility(ARIES, CAPRICORN);
    expect(trine.love).toBeGreaterThan(square.love);
    expect(sextile.friendship).toBeGreaterThan(square.friendship);
    expect(sextile.work).toBeGreaterThan(square.work);
  });

  it('refuses anything but a sign index', () => {
    expect(() => compatibility(12, 0)).toThrow(RangeError);
    expect(() => compatibility(-1, 0)).toThrow(RangeError);
    expect(() => compatibility(1.5, 0)).toThrow(RangeError);
  });
});
