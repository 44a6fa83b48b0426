import { type Static, Type } from '@sinclair/typebox';
import { Nullable } from './common.schema';
import { TAROT_ARCANA, TAROT_DECK_SIZE, TAROT_QUESTION_MAX_LENGTH, TAROT_RANKS, TAROT_SPREAD_IDS, TAROT_SUITS } from './tarot.rules';

/**
 * The tarot API (issue 17 item 5; SPEC §2.4 tarot routes) at `/api/astro/tarot/…`: the 78
 * Rider–Waite cards with their meanings in the edition, the reader's card of the day and spreads
 * drawn on the server. Names and texts come in the edition (X-Edition); slugs are the same in all.
 */
export * from './tarot.rules';

const literals = <T extends string>(values: readonly T[], options: { description?: string } = {}) => Type.Union(values.map((value) => Type.Literal(value)), options);

export const TarotCardParamsSchema = Type.Object(
  { slug: Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9-]+$', description: 'The card\'s slug (deli, kupa-asi, kilic-ikilisi …), the same in every edition' }) },
  { additionalProperties: false },
);
export type TarotCardParams = Static<typeof TarotCardParamsSchema>;

const CARD_SUMMARY = {
  /** `ar00` … `ar21`, `waac` … `peki`. */
  id: Type.String(),
  slug: Type.String(),
  arcana: literals(TAROT_ARCANA),
  suit: Nullable(literals(TAROT_SUITS)),
  rank: Nullable(literals(TAROT_RANKS, { description: 'Minor arcana only' })),
  number: Type.Integer({ minimum: 0, maximum: 21, description: 'Major arcana 0 (the Fool) … 21 (the World), Rider–Waite order (VIII Strength, XI Justice); minor 1 (ace) … 10, page 11, knight 12, queen 13, king 14' }),
  roman: Nullable(Type.String({ description: 'The numeral printed on a major arcana card (0, I … XXI)' })),
  /** In the edition. */
  name: Type.String(),
  keywords: Type.Array(Type.String(), { minItems: 3, maxItems: 5 }),
  /** The card's picture, drawn by the API: `/api/astro/tarot/cards/{slug}/image.svg`. */
  image: Type.String(),
};

export const TarotCardSummarySchema = Type.Object(CARD_SUMMARY);
export type TarotCardSummary = Static<typeof TarotCardSummarySchema>;

export const TarotCardListResponseSchema = Type.Object({
  items: Type.Array(TarotCardSummarySchema, { minItems: TAROT_DECK_SIZE, maxItems: TAROT_DECK_SIZE, description: 'The deck in order: the major arcana, then wands, cups, swords, pentacles, ace to king' }),
});
export type TarotCardListResponse = Static<typeof TarotCardListResponseSchema>;

const CardLinkSchema = Type.Object({ slug: Type.String(), name: Type.String() });

export const TarotCardResponseSchema = Type.Object({
  ...CARD_SUMMARY,
  /** What the Rider–Waite picture shows, one sentence. */
  description: Type.String(),
  upright: Type.String(),
  reversed: Type.String(),
  /** Neighbours in deck order; null before the first card and after the last. */
  previous: Nullable(CardLinkSchema),
  next: Nullable(CardLinkSchema),
});
export type TarotCardResponse = Static<typeof TarotCardResponseSchema>;

/** A card as drawn: its summary, the picture's description and the meaning for the orientation it came out in. */
export const TarotDrawnCardSchema = Type.Object({
  ...CARD_SUMMARY,
  description: Type.String(),
  /** The upright or the reversed meaning, as the card was drawn. */
  meaning: Type.String(),
});
export type TarotDrawnCard = Static<typeof TarotDrawnCardSchema>;

export const TarotDailyResponseSchema = Type.Object({
  /** The Europe/Istanbul day the card belongs to, YYYY-MM-DD; a new card comes at midnight there. */
  day: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  card: TarotDrawnCardSchema,
  reversed: Type.Boolean(),
});
export type TarotDailyResponse = Static<typeof TarotDailyResponseSchema>;

export const TarotReadingBodySchema = Type.Object(
  {
    spread: literals(TAROT_SPREAD_IDS, { description: 'three-card or celtic-cross; daily is refused (GET /tarot/daily gives the one card of the day)' }),
    question: Type.Optional(Type.String({ maxLength: TAROT_QUESTION_MAX_LENGTH, description: `Plain text, at most ${TAROT_QUESTION_MAX_LENGTH} characters; trimmed, echoed back, never stored` })),
  },
  { additionalProperties: false },
);
export type TarotReadingBody = Static<typeof TarotReadingBodySchema>;

export const TarotSpreadPositionSchema = Type.Object({
  /** Stable across editions: past, present, future; present, challenge, foundation … outcome. */
  key: Type.String(),
  name: Type.String(),
  description: Type.String(),
});
export type TarotSpreadPosition = Static<typeof TarotSpreadPositionSchema>;

export const TarotReadingResponseSchema = Type.Object({
  spread: literals(TAROT_SPREAD_IDS),
  /** The spread's name in the edition. */
  name: Type.String(),
  /** The reader's question as read (trimmed), or null. */
  question: Nullable(Type.String()),
  /** In the order of the spread's positions; never the same card twice. */
  cards: Type.Array(Type.Object({ position: TarotSpreadPositionSchema, card: TarotDrawnCardSchema, reversed: Type.Boolean() })),
});
export type TarotReadingResponse = Static<typeof TarotReadingResponseSchema>;
