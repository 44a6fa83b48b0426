import type { Edition } from '@meydan/shared/util/routing';

/** What a card means, in one edition: written per edition, never translated word for word. */
export interface TarotCardText {
  /** Three to five. */
  keywords: readonly string[];
  /** What the Rider–Waite picture shows, one sentence. */
  description: string;
  upright: string;
  reversed: string;
}

/** A card's texts in every edition, keyed by the card's id (ar00, cuac …). */
export type TarotTexts = Readonly<Record<string, Readonly<Record<Edition, TarotCardText>>>>;
