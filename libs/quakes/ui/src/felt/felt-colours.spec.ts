import { feltCellBounds, feltCellOpacity, feltColour, feltInk, relativeLuminance } from './felt-colours';

describe('feltColour', () => {
  const levels = Array.from({ length: 12 }, (_, k) => k + 1);

  it('runs viridis from its light end at I to its dark end at XII', () => {
    expect(feltColour(1)).toBe('#fde725');
    expect(feltColour(12)).toBe('#440154');
  });

  it('gives twelve distinct colours, each darker than the one before', () => {
    const colours = levels.map(feltColour);
    expect(new Set(colours).size).toBe(12);
    const luminance = colours.map(relativeLuminance);
    for (let k = 1; k < 12; k += 1) expect(luminance[k]).toBeLessThan(luminance[k - 1] as number);
  });

  it('clamps and rounds levels outside the scale', () => {
    expect(feltColour(0)).toBe(feltColour(1));
    expect(feltColour(13)).toBe(feltColour(12));
    expect(feltColour(4.4)).toBe(feltColour(4));
  });

  // The ink draws pictures, not text: WCAG 1.4.11 asks 3:1 of graphics (viridis' middle allows no more than about 4.3).
  it('draws dark ink on the light levels and white on the dark ones, legibly', () => {
    expect(feltInk(1)).toBe('#1d1d1f');
    expect(feltInk(12)).toBe('#ffffff');
    for (const level of levels) {
      const [a, b] = [relativeLuminance(feltColour(level)), relativeLuminance(feltInk(level))];
      expect((Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('feltCellBounds', () => {
  it('is the square of the grid around the cell’s centre', () => {
    expect(feltCellBounds({ latitude: 38.35, longitude: 38.25 })).toEqual([
      [38.3, 38.2],
      [38.4, 38.3],
    ]);
    expect(feltCellBounds({ latitude: 0, longitude: 0 }, 1)).toEqual([
      [-0.5, -0.5],
      [0.5, 0.5],
    ]);
  });
});

describe('feltCellOpacity', () => {
  it('is faint for one report and firmer with more, up to a ceiling', () => {
    expect(feltCellOpacity(1)).toBe(0.45);
    expect(feltCellOpacity(10)).toBe(0.65);
    expect(feltCellOpacity(100)).toBe(0.85);
    expect(feltCellOpacity(100000)).toBe(0.85);
  });
});
