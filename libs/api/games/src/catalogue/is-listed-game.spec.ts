import { isListedGame } from './catalogue.service';

// What the counter service asks before it counts a reaction to `game:{slug}` (issue 16).
describe('isListedGame', () => {
  it('knows the catalogue’s slugs, own games and partners’ alike', () => {
    for (const slug of ['emojile', 'bilpop', 'zekiye', '2048', 'tic-tac-toe-football', 'zone-okey']) expect(isListedGame(slug, 'tr', false)).toBe(true);
    expect(isListedGame('no-such-game', 'tr', false)).toBe(false);
    expect(isListedGame('no-such-game', 'tr', true)).toBe(false);
  });

  it('follows the listing rule: a game without a text in the edition or dev-only counts only in development', () => {
    expect(isListedGame('nonogram', 'tr', false)).toBe(false);
    expect(isListedGame('nonogram', 'en', false)).toBe(true);
    expect(isListedGame('racing-test', 'en', false)).toBe(false);
    expect(isListedGame('racing-test', 'en', true)).toBe(true);
  });
});
