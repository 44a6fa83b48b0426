import { type TarotCard, TAROT_CARDS } from './cards';

/**
 * Drawing cards. Pure: the randomness comes in as an argument (the API draws readings with
 * node:crypto, tests with a seeded generator), so the same sequence of numbers always gives the
 * same cards, here and in the browser.
 */

/**
 * Each drawn card is reversed with probability 1/2: the deck is shuffled with reversals, every
 * card as likely to come out upside down as upright, as when a reader turns half the deck
 * while shuffling. A fixed half keeps the reversed meanings exactly as present as the upright ones.
 */
export const TAROT_REVERSED_PROBABILITY = 0.5;

export interface DrawnCard {
  card: TarotCard;
  reversed: boolean;
}

/** A number in [0, 1) from `random`, which should already be one; guards a generator returning 1. */
function unit(random: () => number): number {
  const value = random();
  return value >= 1 || value < 0 || Number.isNaN(value) ? 0 : value;
}

/**
 * `count` different cards from a fully shuffled deck (a partial Fisher–Yates shuffle: every
 * ordered selection equally likely for a uniform `random`), each upright or reversed.
 */
export function drawCards(count: number, random: () => number): DrawnCard[] {
  if (!Number.isInteger(count) || count < 0 || count > TAROT_CARDS.length) throw new RangeError(`cannot draw ${count} cards from ${TAROT_CARDS.length}`);
  const deck = [...TAROT_CARDS];
  const drawn: DrawnCard[] = [];
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(unit(random) * (deck.length - i));
    [deck[i], deck[j]] = [deck[j] as TarotCard, deck[i] as TarotCard];
    drawn.push({ card: deck[i] as TarotCard, reversed: unit(random) < TAROT_REVERSED_PROBABILITY });
  }
  return drawn;
}

/** The bytes a daily card comes from: 7 or more, from a cryptographic hash of `dailyCardSeed`. */
export const DAILY_DIGEST_MIN_BYTES = 7;

/**
 * What the API hashes (SHA-256) for a reader's card of the day: the same reader and day always
 * give the same card. The hash is the caller's (node:crypto on the server), so this lib stays
 * isomorphic and synchronous.
 */
export function dailyCardSeed(readerKey: string, day: string): string {
  return `tarot-daily\u0000${day}\u0000${readerKey}`;
}

/**
 * The card of the day from a digest of `dailyCardSeed`: its first six bytes pick the card (a
 * 48-bit number modulo 78, whose bias is below 10⁻¹²) and the seventh the orientation.
 */
export function dailyCardFromDigest(digest: Uint8Array): DrawnCard {
  if (digest.length < DAILY_DIGEST_MIN_BYTES) throw new RangeError(`a daily card needs ${DAILY_DIGEST_MIN_BYTES} bytes of digest`);
  let value = 0;
  for (let i = 0; i < 6; i++) value = value * 256 + (digest[i] as number);
  const card = TAROT_CARDS[value % TAROT_CARDS.length] as TarotCard;
  return { card, reversed: (digest[6] as number) / 256 < TAROT_REVERSED_PROBABILITY };
}

/** The tarot's day switches at midnight in Istanbul, wherever the reader is (like the games' daily puzzle). */
export const TAROT_TIME_ZONE = 'Europe/Istanbul';
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TAROT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Istanbul calendar day (`YYYY-MM-DD`) of an instant: the key of the card of the day. */
export function tarotDayOf(instant: Date | number): string {
  return dayFormat.format(instant);
}
