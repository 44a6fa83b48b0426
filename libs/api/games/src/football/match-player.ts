/**
 * Which footballers a typed answer can mean. Tic Tac Toe Football accepts a cell when any of them
 * fits it, so the answer is every candidate, not a best guess.
 */
import { foldAnswer } from '../text/fold-answer';
import type { Footballer } from './footballer.types';

/** A name compared letter by letter: folded, then with its spaces removed ('N'Golo' = 'ngolo'). */
function compact(text: string): string {
  return foldAnswer(text).replace(/ /g, '');
}

interface PlayerKeys {
  readonly player: Footballer;
  /** The full name, the Russian name and every alias. */
  readonly names: readonly string[];
  /**
   * The surname as a reader may type it alone: every tail of the name after the first word
   * ('van dijk' and 'dijk' for Virgil van Dijk), in Latin and in Russian. A single-word name
   * ('Kaká') is already one of `names`.
   */
  readonly surnames: readonly string[];
}

function surnameTails(name: string): string[] {
  const words = foldAnswer(name).split(' ').filter(Boolean);
  const tails: string[] = [];
  for (let start = 1; start < words.length; start++) tails.push(words.slice(start).join(''));
  return tails;
}

function keysOf(player: Footballer): PlayerKeys {
  const names = [player.name, player.nameRu, ...player.aliases].map(compact).filter(Boolean);
  const surnames = [...surnameTails(player.name), ...surnameTails(player.nameRu)];
  return { player, names: [...new Set(names)], surnames: [...new Set(surnames)] };
}

// The keys of one list of players are built once: a round may check many answers against it.
const keysByList = new WeakMap<readonly Footballer[], readonly PlayerKeys[]>();

function keysFor(players: readonly Footballer[]): readonly PlayerKeys[] {
  let keys = keysByList.get(players);
  if (!keys) {
    keys = players.map(keysOf);
    keysByList.set(players, keys);
  }
  return keys;
}

/**
 * How many typos a name of this many letters forgives: none below 6 letters (short names are too
 * close to each other), 1 from 6, 2 from 10.
 */
export function allowedTypos(letters: number): number {
  if (letters >= 10) return 2;
  if (letters >= 6) return 1;
  return 0;
}

/**
 * Optimal-string-alignment Damerau-Levenshtein distance (insertions, deletions, substitutions and
 * swaps of two neighbours each cost 1), or `limit + 1` as soon as it must exceed `limit`.
 */
export function typoDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        distance = Math.min(distance, beforePrevious[j - 2] + 1);
      }
      current.push(distance);
      rowMinimum = Math.min(rowMinimum, distance);
    }
    if (rowMinimum > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return Math.min(previous[b.length], limit + 1);
}

/** The allowance follows the real name's length: a typo may itself drop a letter. */
function isNearMiss(typed: string, key: string): boolean {
  const limit = allowedTypos(key.length);
  return limit > 0 && typoDistance(typed, key, limit) <= limit;
}

/**
 * Every player `typed` can mean, in the order of `players`: those whose folded full name, Russian
 * name, alias or surname alone equals it; only when there is none, those within the allowed typos
 * of one of them (an exact 'Kane' must not also bring in every name one letter away).
 */
export function matchFootballer(typed: string, players: readonly Footballer[]): Footballer[] {
  const wanted = compact(typed);
  if (!wanted) return [];
  const keys = keysFor(players);

  const exact = keys.filter(({ names, surnames }) => names.includes(wanted) || surnames.includes(wanted));
  if (exact.length > 0) return exact.map(({ player }) => player);

  return keys
    .filter(({ names, surnames }) => [...names, ...surnames].some((key) => isNearMiss(wanted, key)))
    .map(({ player }) => player);
}
