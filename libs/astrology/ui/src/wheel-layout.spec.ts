import { spreadAngles, turn } from './wheel-layout';

describe('spreadAngles', () => {
  it('leaves glyphs that are far enough apart where they are', () => {
    expect(spreadAngles([10, 100, 250], 8)).toEqual([10, 100, 250]);
  });

  it('fans a stellium out around its place, keeping the order', () => {
    const spread = spreadAngles([120, 121, 122, 300], 8);
    expect(turn(spread[0]!, spread[1]!)).toBeGreaterThanOrEqual(7.99);
    expect(turn(spread[1]!, spread[2]!)).toBeGreaterThanOrEqual(7.99);
    // Centred on the cluster: the middle glyph barely moves.
    expect(Math.abs(turn(121, spread[1]!))).toBeLessThan(1.5);
    expect(spread[3]).toBe(300);
  });

  it('works across 0° Aries', () => {
    const spread = spreadAngles([359, 1], 8);
    expect(turn(spread[0]!, spread[1]!)).toBeGreaterThanOrEqual(7.99);
    expect(Math.abs(turn(0, (spread[0]! + turn(spread[0]!, spread[1]!) / 2)))).toBeLessThan(0.01);
  });

  it('shrinks the gap when more glyphs are given than the ring holds', () => {
    const spread = spreadAngles(Array.from({ length: 60 }, () => 0), 8);
    const sorted = [...spread].sort((a, b) => a - b);
    for (let i = 1; i < sorted.length; i += 1) expect(sorted[i]! - sorted[i - 1]!).toBeGreaterThan(5);
  });
});
