/**
 * Shapes of the games' authored content (the daily puzzle banks and the footballers), kept
 * server-side: answers never reach a browser before their day is over.
 */
import type { Edition } from '@meydan/shared/util/routing';

export type { Edition };

/** A text in each edition's language. */
export type Localized = Readonly<Record<Edition, string>>;

/** What an Emojile row stands for. */
export type EmojileCategory = 'film' | 'series' | 'song' | 'idiom' | 'book';

/** One Emojile puzzle: a row of emojis and the title or saying behind it, in one edition. */
export interface EmojilePuzzle {
  /** Stable id, unique within the edition's bank (e.g. `tr-film-eskiya`). */
  readonly id: string;
  readonly category: EmojileCategory;
  /** 3 to 7 emojis, no spaces or words (shown to everyone). */
  readonly emojis: string;
  /** The canonical answer as it is written in the edition's language (shown after the day ends). */
  readonly answer: string;
  /** Other spellings accepted (original title, common short forms); folding is done by code. */
  readonly accepted: readonly string[];
  /** Three hints, each more revealing than the last, none containing the answer's words. */
  readonly hints: readonly [string, string, string];
}

/** Bilpop's categories, one daily quiz per category. */
export type BilpopCategory = 'film' | 'music' | 'tv' | 'celebrities' | 'sports';

/** Modes a Bilpop player unlocks in order (SPEC §2.11: the next after 30 stars or 30 correct answers). */
export type BilpopMode = 1 | 2 | 3;

/** One Bilpop question in one edition. */
export interface BilpopQuestion {
  readonly id: string;
  readonly category: BilpopCategory;
  /** 1 easy, 2 medium, 3 hard: the mode the question is asked in. */
  readonly mode: BilpopMode;
  readonly question: string;
  /** Four options; exactly one is right. */
  readonly options: readonly [string, string, string, string];
  /** Index of the right option. */
  readonly correct: 0 | 1 | 2 | 3;
  /** One sentence shown after the answer. */
  readonly explanation: string;
}
