import type { Edition } from '@meydan/shared/util/routing';
import type { GazetteerEntry } from './gazetteer';
import { placeLabel } from './labels';
import type { Place, PlaceOptions } from './place';
import { foldPlaceName } from './fold';
import { distanceKm } from './geo';
import { KEY_LATER_WORD, KEY_NAME, lowerBound, searchIndex, type SearchIndex } from './search-index';

export interface SearchOptions extends PlaceOptions {
  /** How many places at most: 10 by default, at most 50. */
  limit?: number;
}

export const DEFAULT_SEARCH_LIMIT = 10;
export const MAX_SEARCH_LIMIT = 50;
/** Shorter queries give nothing: one letter matches a good part of the world. */
export const MIN_QUERY_LENGTH = 2;
/** A match inside a name (not at a word's start) counts from this many letters on. */
const MIN_INSIDE_MATCH_LENGTH = 3;

/**
 * Better matches first: the whole name, the name's start, a later word's start, inside the name.
 * A place's own (or local) name beats an alternate one: 'Kadıköy' is Istanbul's district, not the
 * village Denizli's Babadağ was once called.
 */
const enum Tier {
  Exact = 0,
  ExactAlternate = 1,
  Prefix = 2,
  PrefixAlternate = 3,
  LaterWord = 4,
  Inside = 5,
}

function tierOf(kind: number, exact: boolean): Tier {
  if (kind === KEY_LATER_WORD) return Tier.LaterWord;
  if (kind === KEY_NAME) return exact ? Tier.Exact : Tier.Prefix;
  return exact ? Tier.ExactAlternate : Tier.PrefixAlternate;
}

function toPlace(entry: GazetteerEntry, edition: Edition, index: SearchIndex): Place {
  return {
    id: entry.id,
    name: entry.name,
    label: placeLabel(entry, edition, index.entries),
    country: entry.country,
    ...(entry.admin ? { admin: entry.admin } : {}),
    latitude: entry.latitude,
    longitude: entry.longitude,
    timezone: entry.timezone,
    ...(entry.population ? { population: entry.population } : {}),
  };
}

function clampLimit(limit: number | undefined): number {
  if (limit === undefined || Number.isNaN(limit)) return DEFAULT_SEARCH_LIMIT;
  return Math.max(0, Math.min(MAX_SEARCH_LIMIT, Math.floor(limit)));
}

/**
 * Places whose name (or a local or alternate name) matches what a reader typed, best first: the
 * whole name, then the name's start, then a later word's start ('york'), then inside the name;
 * within each, the larger place first. Case, Turkish İ/ı, diacritics and punctuation are ignored
 * ('kadikoy' finds Kadıköy, 'Москва' and 'Moskova' find Moscow). A part after a comma narrows by
 * region or country: 'Springfield, miss', 'Kadıköy, ist'. Fewer than two letters give [].
 */
export function searchPlaces(query: string, options: SearchOptions = {}): Place[] {
  const edition = options.edition ?? 'tr';
  const limit = clampLimit(options.limit);
  const comma = query.indexOf(',');
  const wanted = foldPlaceName(comma >= 0 ? query.slice(0, comma) : query);
  const qualifier = comma >= 0 ? foldPlaceName(query.slice(comma + 1)) : '';
  if (wanted.length < MIN_QUERY_LENGTH || limit === 0) return [];

  const index = searchIndex();
  const accepts = (owner: number): boolean => qualifier === '' || index.contexts[owner].includes(` ${qualifier}`);
  const tiers = new Map<number, Tier>();
  const { keys, owners, kinds } = index;
  for (let i = lowerBound(keys, wanted); i < keys.length && keys[i].startsWith(wanted); i += 1) {
    const owner = owners[i];
    const tier = tierOf(kinds[i], keys[i].length === wanted.length);
    const known = tiers.get(owner);
    if ((known === undefined || tier < known) && accepts(owner)) tiers.set(owner, tier);
  }
  // Matches inside a name rank below all the others: look for them only when those are too few.
  if (tiers.size < limit && wanted.length >= MIN_INSIDE_MATCH_LENGTH) {
    const { primaryKeys, primaryOwners } = index;
    for (let i = 0; i < primaryKeys.length; i += 1) {
      const owner = primaryOwners[i];
      if (!tiers.has(owner) && primaryKeys[i].includes(wanted) && accepts(owner)) tiers.set(owner, Tier.Inside);
    }
  }

  const { weights, sortNames } = index;
  return [...tiers]
    .sort(([a, tierA], [b, tierB]) => tierA - tierB || weights[b] - weights[a] || (sortNames[a] < sortNames[b] ? -1 : sortNames[a] > sortNames[b] ? 1 : 0))
    .slice(0, limit)
    .map(([owner]) => toPlace(index.entries[owner], edition, index));
}

/**
 * Builds the search index now rather than on the first search (it takes about a second): for a
 * server to call once it is listening.
 */
export function warmPlaceSearch(): void {
  searchIndex();
}

/** The place with this id (as a search gave it), or undefined. */
export function placeById(id: string, options: PlaceOptions = {}): Place | undefined {
  const index = searchIndex();
  const entry = index.byId.get(id);
  return entry ? toPlace(entry, options.edition ?? 'tr', index) : undefined;
}

/**
 * The known place nearest to a point, with its distance: for a latitude and longitude typed by
 * hand, it names the surroundings and proposes a time zone (near a border, the reader may need
 * another one).
 */
export function nearestPlace(latitude: number, longitude: number, options: PlaceOptions = {}): { place: Place; distanceKm: number } | undefined {
  const index = searchIndex();
  let best: GazetteerEntry | undefined;
  let bestDistance = Infinity;
  for (const entry of index.entries) {
    const distance = distanceKm(latitude, longitude, entry.latitude, entry.longitude);
    if (distance < bestDistance) {
      best = entry;
      bestDistance = distance;
    }
  }
  return best ? { place: toPlace(best, options.edition ?? 'tr', index), distanceKm: bestDistance } : undefined;
}
