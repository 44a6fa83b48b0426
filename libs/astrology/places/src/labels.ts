import type { Edition } from '@meydan/shared/util/routing';
import type { GazetteerEntry } from './gazetteer';
import { foldPlaceName } from './fold';

const countryNames = new Map<Edition, Intl.DisplayNames>();

/** The country's name in the edition's language (Node's ICU: 'Birleşik Krallık', 'Великобритания'). */
export function countryName(country: string, edition: Edition): string {
  let names = countryNames.get(edition);
  if (!names) {
    names = new Intl.DisplayNames([edition], { type: 'region', fallback: 'code' });
    countryNames.set(edition, names);
  }
  return names.of(country) ?? country;
}

/** The place's name in the edition's language where the data has one, else its own name. */
export function localName(entry: GazetteerEntry, edition: Edition): string {
  return entry.localNames[edition] ?? entry.name;
}

/** Per edition: how many cities of a country share a displayed name ('US|springfield' → 8). */
const sharedNames = new Map<Edition, Map<string, number>>();

function namesSharedInCountry(entries: readonly GazetteerEntry[], edition: Edition): Map<string, number> {
  let counts = sharedNames.get(edition);
  if (!counts) {
    counts = new Map();
    for (const entry of entries) {
      if (entry.kind !== 'city') continue;
      const key = `${entry.country}|${foldPlaceName(localName(entry, edition))}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    sharedNames.set(edition, counts);
  }
  return counts;
}

/**
 * The text a reader picks from: 'Kadıköy, İstanbul' for a district, 'İzmir, Türkiye' for a province,
 * 'Londra, Birleşik Krallık' for a city elsewhere, with its state or region added where the country
 * has more than one city of that name ('Springfield, Missouri, ABD').
 */
export function placeLabel(entry: GazetteerEntry, edition: Edition, entries: readonly GazetteerEntry[]): string {
  const name = localName(entry, edition);
  if (entry.kind === 'district' && entry.province) return `${name}, ${localName(entry.province, edition)}`;
  const country = countryName(entry.country, edition);
  const shared = entry.kind === 'city' && (namesSharedInCountry(entries, edition).get(`${entry.country}|${foldPlaceName(name)}`) ?? 0) > 1;
  return shared && entry.admin ? `${name}, ${entry.admin}, ${country}` : `${name}, ${country}`;
}
