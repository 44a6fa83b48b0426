import { EDITIONS } from '@meydan/shared/util/routing';
import { gazetteerEntries, type GazetteerEntry } from './gazetteer';
import { countryName } from './labels';
import { foldPlaceName } from './fold';

/**
 * What a key is: a whole folded name (the place's own or local one, or an alternate), or the part of
 * any of them from a later word on ('york' of 'new york').
 */
export const KEY_NAME = 0;
export const KEY_ALTERNATE = 1;
export const KEY_LATER_WORD = 2;

/**
 * Turkish places weigh this many times their population in the ranking: most readers are from
 * Turkey, so 'Sinop' should find Turkey's Sinop (34 000) before Brazil's (140 000), while 'Ber'
 * still finds Berlin before Bergama.
 */
const TURKEY_WEIGHT = 10;

export interface SearchIndex {
  entries: readonly GazetteerEntry[];
  /** Folded keys in code-unit order (the order of `<`), for a binary search of a prefix. */
  keys: readonly string[];
  /** The entry each key belongs to. */
  owners: Int32Array;
  /** KEY_NAME, KEY_ALTERNATE or KEY_LATER_WORD. */
  kinds: Uint8Array;
  /** Each entry's folded name and local names, scanned for a match inside a name. */
  primaryKeys: readonly string[];
  primaryOwners: Int32Array;
  /** The ranking weight of each entry (population, Turkish places weighted up). */
  weights: Float64Array;
  /** Each entry's folded own name, the last tie-breaker. */
  sortNames: readonly string[];
  /**
   * Each entry's region and country in folded words, each word after a space: ' istanbul tr
   * turkiye турция', matched by the part of a query after a comma ('kadikoy, ist').
   */
  contexts: readonly string[];
  byId: ReadonlyMap<string, GazetteerEntry>;
}

function contextOf(entry: GazetteerEntry): string {
  const parts = [entry.admin ?? '', entry.country, ...EDITIONS.map((edition) => countryName(entry.country, edition))];
  if (entry.province) parts.push(...Object.values(entry.province.localNames));
  return ` ${parts.map(foldPlaceName).join(' ')}`;
}

function buildIndex(): SearchIndex {
  const entries = gazetteerEntries();
  const pairs: { key: string; owner: number; kind: number }[] = [];
  const primaryKeys: string[] = [];
  const primaryOwners: number[] = [];
  entries.forEach((entry, owner) => {
    const names = new Set([entry.name, ...Object.values(entry.localNames)].map(foldPlaceName));
    const whole = new Set([...names, ...entry.searchNames.map(foldPlaceName)].filter((key) => key.length > 0));
    const laterWords = new Set<string>();
    for (const key of whole) {
      pairs.push({ key, owner, kind: names.has(key) ? KEY_NAME : KEY_ALTERNATE });
      for (let at = key.indexOf(' '); at >= 0; at = key.indexOf(' ', at + 1)) {
        const rest = key.slice(at + 1);
        if (!whole.has(rest)) laterWords.add(rest);
      }
    }
    for (const key of laterWords) pairs.push({ key, owner, kind: KEY_LATER_WORD });
    for (const key of names) {
      primaryKeys.push(key);
      primaryOwners.push(owner);
    }
  });
  pairs.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return {
    entries,
    keys: pairs.map((pair) => pair.key),
    owners: Int32Array.from(pairs, (pair) => pair.owner),
    kinds: Uint8Array.from(pairs, (pair) => pair.kind),
    primaryKeys,
    primaryOwners: Int32Array.from(primaryOwners),
    weights: Float64Array.from(entries, (entry) => (entry.population ?? 0) * (entry.country === 'TR' ? TURKEY_WEIGHT : 1)),
    sortNames: entries.map((entry) => foldPlaceName(entry.name)),
    contexts: entries.map(contextOf),
    byId: new Map(entries.map((entry) => [entry.id, entry])),
  };
}

let index: SearchIndex | undefined;

/** The index, built once per process on first use (about a second on this machine's slow core). */
export function searchIndex(): SearchIndex {
  index ??= buildIndex();
  return index;
}

/** The first position in sorted `keys` whose key is not below `prefix`. */
export function lowerBound(keys: readonly string[], prefix: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle] < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}
