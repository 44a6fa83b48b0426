import { aspectOrbAllowance, type AspectPoint, findAspects } from './aspects';

const point = (key: string, longitude: number, speed = 0, pointClass: AspectPoint['pointClass'] = 'planet'): AspectPoint => ({
  key,
  longitude,
  speed,
  pointClass,
});

describe('findAspects', () => {
  it('finds the five major aspects with their orbs, across 0° Aries', () => {
    const aspects = findAspects([point('a', 355), point('b', 3), point('c', 61), point('d', 96), point('e', 128), point('f', 178)]);
    const byPair = Object.fromEntries(aspects.map((aspect) => [`${aspect.a}-${aspect.b}`, aspect]));
    const expectAspect = (pair: string, type: string, angle: number, orb: number) => {
      expect(byPair[pair]).toMatchObject({ type, angle });
      expect(byPair[pair].orb).toBeCloseTo(orb, 9);
    };
    expectAspect('a-b', 'conjunction', 0, 8);
    expectAspect('b-c', 'sextile', 60, 2);
    expectAspect('b-d', 'square', 90, 3);
    expectAspect('b-e', 'trine', 120, 5);
    expectAspect('a-f', 'opposition', 180, 3);
    expectAspect('c-f', 'trine', 120, 3);
    expect(byPair['d-f']).toBeUndefined(); // 82° apart: a square 8° off, beyond the planets' 7°
  });

  it('keeps to the orbs: planets 8/7/5°, luminaries wider, points narrower (mean of the pair)', () => {
    expect(aspectOrbAllowance('conjunction', 'planet', 'planet')).toBe(8);
    expect(aspectOrbAllowance('square', 'luminary', 'luminary')).toBe(8);
    expect(aspectOrbAllowance('sextile', 'luminary', 'point')).toBe(4.5);
    expect(findAspects([point('a', 0), point('b', 66)])).toEqual([]);
    expect(findAspects([point('a', 0), point('b', 64)])).toHaveLength(1);
    expect(findAspects([point('sun', 0, 0, 'luminary'), point('moon', 95, 0, 'luminary')])).toHaveLength(1);
    expect(findAspects([point('node', 0, 0, 'point'), point('mc', 95, 0, 'point')])).toEqual([]);
  });

  it('applies an aspect whose orb shrinks and separates one whose orb grows', () => {
    const [applying] = findAspects([point('fast', 85, 1), point('slow', 0, 0)]);
    expect(applying).toMatchObject({ type: 'square', applying: true });
    const [separating] = findAspects([point('fast', 95, 1), point('slow', 0, 0)]);
    expect(separating).toMatchObject({ type: 'square', applying: false });
    const [retrograde] = findAspects([point('back', 95, -1), point('slow', 0, 0)]);
    expect(retrograde).toMatchObject({ type: 'square', applying: true });
  });

  it('leaves out the pairs it is told to skip', () => {
    expect(findAspects([point('ascendant', 0), point('mc', 90)], [['ascendant', 'mc']])).toEqual([]);
  });
});
