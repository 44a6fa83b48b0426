/**
 * The tarot API's plain values (no schemas): the tarot pages import them from
 * `@meydan/shared/contracts/constants` without loading TypeBox, @meydan/astrology/tarot builds
 * the deck on them, and tarot.schema.ts builds the answers' schemas.
 */

export const TAROT_DECK_SIZE = 78;
export const TAROT_ARCANA = ['major', 'minor'] as const;
export type TarotArcana = (typeof TAROT_ARCANA)[number];
export const TAROT_SUITS = ['wands', 'cups', 'swords', 'pentacles'] as const;
export type TarotSuit = (typeof TAROT_SUITS)[number];
/** Minor arcana ranks, numbered 1 (ace) … 14 (king) in the card's `number`. */
export const TAROT_RANKS = ['ace', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'page', 'knight', 'queen', 'king'] as const;
export type TarotRank = (typeof TAROT_RANKS)[number];

/** Every spread; `daily` is drawn by GET /tarot/daily (one card per reader and day), the others by POST /tarot/readings. */
export const TAROT_SPREAD_IDS = ['daily', 'three-card', 'celtic-cross'] as const;
export type TarotSpreadId = (typeof TAROT_SPREAD_IDS)[number];
export const TAROT_READING_SPREADS = ['three-card', 'celtic-cross'] as const satisfies readonly TarotSpreadId[];
export type TarotReadingSpread = (typeof TAROT_READING_SPREADS)[number];

/** The question a reader may write above a spread: plain text, trimmed, at most this many characters. */
export const TAROT_QUESTION_MAX_LENGTH = 200;

/** Where the API draws a card's picture (an SVG, 300×520, its name in the request's edition). */
export function tarotCardImagePath(slug: string): string {
  return `/api/astro/tarot/cards/${encodeURIComponent(slug)}/image.svg`;
}
