import { READ_WORDS_PER_MINUTE, readMinutes } from './read-time';

describe('readMinutes', () => {
  it('turns words into whole minutes at 200 a minute, at least one', () => {
    expect(READ_WORDS_PER_MINUTE).toBe(200);
    expect([1, 99, 299, 300, 1000, 1099, 4321].map(readMinutes)).toEqual([1, 1, 1, 2, 5, 5, 22]);
  });

  it('gives nothing to show without words (a video, an empty story)', () => {
    expect([null, undefined, 0, -3].map(readMinutes)).toEqual([undefined, undefined, undefined, undefined]);
  });
});
