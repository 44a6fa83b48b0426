/**
 * @meydan/astrology/tarot — the Rider–Waite tarot deck as data (78 cards, their slugs and names
 * in each edition), the spreads and their positions, and drawing cards: pure and isomorphic, for
 * the API (which writes the meanings and draws the readings) and the tarot pages alike.
 */
export * from './cards';
export * from './draw';
export * from './spreads';
export type { TarotText } from './tarot-text';
