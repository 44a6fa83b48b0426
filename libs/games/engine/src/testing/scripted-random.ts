import type { Random } from '../board';

/**
 * A Random that returns the given numbers in order and counts its calls; it throws when the
 * script runs out, so a test sees an unexpected extra draw.
 */
export function scriptedRandom(values: readonly number[]): Random & { calls: () => number } {
  let index = 0;
  const random = () => {
    if (index >= values.length) throw new Error(`scriptedRandom: draw ${index + 1} was not scripted`);
    return values[index++];
  };
  return Object.assign(random, { calls: () => index });
}
