import type { Random } from './board';

/**
 * A deterministic source of numbers in [0, 1) for one seed: the browser game and the server's
 * replay draw the same numbers from the same seed, so they play the same game.
 *
 * Algorithm (both public domain, written here from their published descriptions):
 * - the seed is turned into text (a number seed is its decimal string: 42 and '42' are the same
 *   seed) and hashed to four 32-bit words with cyrb128 (bryc), a string hash over UTF-16 code
 *   units that spreads small changes of the seed over all 128 bits;
 * - those words are the state (a, b, c, counter) of sfc32, Chris Doty-Humphrey's Small Fast
 *   Counting generator from PractRand (output a + b + counter; a = b ^ b >>> 9; b = c + c << 3;
 *   c = rotl(c, 21) + output; counter + 1); the first 12 outputs are discarded, as PractRand
 *   does when seeding, to mix the state;
 * - each 32-bit output divided by 2^32 is the number returned.
 *
 * Changing any of this changes every seeded game: games recorded before the change could no
 * longer be replayed, so the spec pins the first numbers of a few seeds.
 */
export function seededRandom(seed: string | number): Random {
  let [a, b, c, counter] = cyrb128(String(seed));

  const next = (): number => {
    const output = (((a + b) | 0) + counter) | 0;
    counter = (counter + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (((c << 21) | (c >>> 11)) + output) | 0;
    return (output >>> 0) / 4294967296;
  };

  for (let warmUp = 0; warmUp < 12; warmUp++) next();
  return next;
}

/** cyrb128: four 32-bit words (as signed int32) from a string. */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    h1 = h2 ^ Math.imul(h1 ^ unit, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ unit, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ unit, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ unit, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 | 0, h2 | 0, h3 | 0, h4 | 0];
}
