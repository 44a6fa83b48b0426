import { pickForDay, shuffledIndexes } from './day-pick';

describe('pickForDay', () => {
  it('uses every item once before any comes back', () => {
    const firstPass = Array.from({ length: 75 }, (_, i) => pickForDay(75, i + 1, 'emojile:tr'));
    expect(new Set(firstPass).size).toBe(75);
    const secondPass = Array.from({ length: 75 }, (_, i) => pickForDay(75, i + 76, 'emojile:tr'));
    expect(new Set(secondPass).size).toBe(75);
    expect(secondPass).not.toEqual(firstPass);
  });

  it('is deterministic and differs between salts', () => {
    expect(pickForDay(40, 17, 'a')).toBe(pickForDay(40, 17, 'a'));
    expect(shuffledIndexes(40, 'a')).not.toEqual(shuffledIndexes(40, 'b'));
    expect(() => pickForDay(0, 1, 'empty')).toThrow(RangeError);
  });
});
