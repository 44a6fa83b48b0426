import { badgeInk } from './ttt-board';

describe('badgeInk', () => {
  it('keeps the kit colour when it reads well, else takes black or white', () => {
    expect(badgeInk('#002D72', '#FFED00')).toBe('#FFED00'); // navy and yellow
    expect(badgeInk('#DA291C', '#FBE122')).toBe('#ffffff'); // red and yellow: too close (white reads best)
    expect(badgeInk('#004D98', '#A50044')).toBe('#ffffff'); // blue and garnet
    expect(badgeInk('#FFFFFF', '#D4A017')).toBe('#000000'); // white and gold
  });
});
