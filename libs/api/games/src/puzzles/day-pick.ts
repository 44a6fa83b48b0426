import { seededRandom } from '@meydan/games/engine';

/**
 * Which item of a bank a day's puzzle uses: the bank is walked in a shuffled order, a new
 * shuffle for each pass, so no item comes back before every other one has been used (a bank of
 * 75 Emojile rows repeats a row after 75 days at the earliest). Deterministic in (salt, number),
 * so every replica and every re-run of the seed picks the same.
 */
export function pickForDay(bankLength: number, puzzleNumber: number, salt: string): number {
  if (bankLength < 1) throw new RangeError(`${salt}: the bank is empty`);
  const index = puzzleNumber - 1;
  const pass = Math.floor(index / bankLength);
  return shuffledIndexes(bankLength, `${salt}:${pass}`)[index % bankLength] as number;
}

/** `0 … length-1` in the Fisher–Yates order of a seeded random. */
export function shuffledIndexes(length: number, seed: string): number[] {
  const random = seededRandom(seed);
  const order = Array.from({ length }, (_, i) => i);
  for (let i = length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order;
}
