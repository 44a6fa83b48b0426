/**
 * A seeded PRNG, so the stand-ins' made-up differences between sources (seconds, kilometres,
 * tenths of magnitude) are the same on every run: a spec, a screenshot and a demo see one catalogue.
 */

/** FNV-1a over the text's UTF-16 units: a 32-bit seed from a line of text. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  between(min: number, max: number): number;
  /** A whole number from min to max, both included. */
  integer(min: number, max: number): number;
  /** -1 or 1. */
  sign(): number;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32: small, fast and good enough for test data (not for anything secret). */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    between: (min, max) => min + (max - min) * next(),
    integer: (min, max) => min + Math.floor((max - min + 1) * next()),
    sign: () => (next() < 0.5 ? -1 : 1),
    pick: (items) => items[Math.floor(next() * items.length)],
  };
  return random;
}
