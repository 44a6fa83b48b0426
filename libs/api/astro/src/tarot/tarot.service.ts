import { createHash, randomInt } from 'node:crypto';
import { HttpError } from '@meydan/api/core';
import {
  dailyCardFromDigest,
  dailyCardSeed,
  type DrawnCard,
  drawCards,
  TAROT_CARDS,
  TAROT_SPREADS,
  type TarotCard,
  tarotCardBySlug,
  type TarotReadingSpread,
} from '@meydan/astrology/tarot';
import {
  tarotCardImagePath,
  type TarotCardListResponse,
  type TarotCardResponse,
  type TarotCardSummary,
  type TarotDailyResponse,
  type TarotDrawnCard,
  type TarotReadingResponse,
} from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import { TAROT_MESSAGES } from './tarot.messages';
import { TAROT_TEXTS, type TarotCardText } from './texts';

/**
 * The tarot answers: the deck's data from @meydan/astrology/tarot with the meanings written here
 * (texts/), in the request's edition. Nothing is stored: a reading is drawn, answered and forgotten.
 */

export function cardText(card: TarotCard, edition: Edition): TarotCardText {
  const text = TAROT_TEXTS[card.id]?.[edition];
  // Every card has its texts (a spec checks all 78 in each edition); a gap is a bug, not bad input.
  if (!text) throw new Error(`tarot: no ${edition} text for ${card.id}`);
  return text;
}

function cardSummary(card: TarotCard, edition: Edition): TarotCardSummary {
  return {
    id: card.id,
    slug: card.slug,
    arcana: card.arcana,
    suit: card.suit,
    rank: card.rank,
    number: card.number,
    roman: card.roman,
    name: card.names[edition],
    keywords: [...cardText(card, edition).keywords],
    image: tarotCardImagePath(card.slug),
  };
}

export function findCard(slug: string): TarotCard {
  const card = tarotCardBySlug(slug);
  if (!card) throw new HttpError(404, TAROT_MESSAGES.cardNotFound);
  return card;
}

export function cardListAnswer(edition: Edition): TarotCardListResponse {
  return { items: TAROT_CARDS.map((card) => cardSummary(card, edition)) };
}

export function cardAnswer(slug: string, edition: Edition): TarotCardResponse {
  const card = findCard(slug);
  const index = TAROT_CARDS.indexOf(card);
  const link = (neighbour: TarotCard | undefined) => (neighbour ? { slug: neighbour.slug, name: neighbour.names[edition] } : null);
  const text = cardText(card, edition);
  return {
    ...cardSummary(card, edition),
    description: text.description,
    upright: text.upright,
    reversed: text.reversed,
    previous: link(TAROT_CARDS[index - 1]),
    next: link(TAROT_CARDS[index + 1]),
  };
}

function drawnCardAnswer({ card, reversed }: DrawnCard, edition: Edition): TarotDrawnCard {
  const text = cardText(card, edition);
  return { ...cardSummary(card, edition), description: text.description, meaning: reversed ? text.reversed : text.upright };
}

/** The reader's card of the day: SHA-256 of reader and day, so it stays put all day on every replica. */
export function dailyCard(readerKey: string, day: string): DrawnCard {
  return dailyCardFromDigest(createHash('sha256').update(dailyCardSeed(readerKey, day)).digest());
}

export function dailyAnswer(readerKey: string, day: string, edition: Edition): TarotDailyResponse {
  const drawn = dailyCard(readerKey, day);
  return { day, card: drawnCardAnswer(drawn, edition), reversed: drawn.reversed };
}

// randomInt's range must stay below 2^48.
const RANDOM_RANGE = 2 ** 47;
/** A uniform number in [0, 1) from the operating system's CSPRNG: nobody can predict or replay a spread. */
export const cryptoRandom = (): number => randomInt(RANDOM_RANGE) / RANDOM_RANGE;

export function readingAnswer(spreadId: TarotReadingSpread, question: string | null, edition: Edition, random: () => number = cryptoRandom): TarotReadingResponse {
  const spread = TAROT_SPREADS[spreadId];
  const drawn = drawCards(spread.positions.length, random);
  return {
    spread: spread.id,
    name: spread.name[edition],
    question,
    cards: spread.positions.map((position, index) => {
      const card = drawn[index] as DrawnCard;
      return {
        position: { key: position.key, name: position.name[edition], description: position.description[edition] },
        card: drawnCardAnswer(card, edition),
        reversed: card.reversed,
      };
    }),
  };
}
