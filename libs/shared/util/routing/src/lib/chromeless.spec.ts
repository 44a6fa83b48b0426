import { isChromelessPath } from './chromeless';

describe('isChromelessPath', () => {
  it('is true for the mobile web views and the embeds only', () => {
    expect(isChromelessPath('/mobile/emojile')).toBe(true);
    expect(isChromelessPath('/mobile/oyun/leaderboard/2048')).toBe(true);
    expect(isChromelessPath('/embed/widget/leaderboard')).toBe(true);
    expect(isChromelessPath('/emojile')).toBe(false);
    expect(isChromelessPath('/mobilya')).toBe(false);
    expect(isChromelessPath('/')).toBe(false);
  });
});
