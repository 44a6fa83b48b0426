import { DISTRICT_ROWS, PROVINCE_ROWS, WORLD_ROWS } from './data';
import type { LocalNames } from './data/rows';
import { foldPlaceName } from './fold';

export const TURKEY_TIME_ZONE = 'Europe/Istanbul';

/** A place as the search keeps it: the rows of the three kinds in one shape. */
export interface GazetteerEntry {
  id: string;
  kind: 'province' | 'district' | 'city';
  name: string;
  country: string;
  admin?: string;
  /** For a district: its province's entry (whose local names give the label). */
  province?: GazetteerEntry;
  latitude: number;
  longitude: number;
  timezone: string;
  population?: number;
  localNames: LocalNames;
  /** Every name to search by: the name, the local names and the alternates. */
  searchNames: readonly string[];
}

function searchNamesOf(name: string, localNames: LocalNames | undefined, alternates: readonly string[] | undefined): string[] {
  return [name, ...Object.values(localNames ?? {}), ...(alternates ?? [])];
}

/** 'Kadıköy' → 'kadikoy', '19 Mayıs' → '19-mayis'. */
function slug(name: string): string {
  return foldPlaceName(name).replace(/ /g, '-');
}

function buildEntries(): GazetteerEntry[] {
  const provinces = new Map<string, GazetteerEntry>();
  const entries: GazetteerEntry[] = [];
  for (const row of PROVINCE_ROWS) {
    const entry: GazetteerEntry = {
      id: `tr-${row.code}`,
      kind: 'province',
      name: row.name,
      country: 'TR',
      latitude: row.lat,
      longitude: row.lon,
      timezone: TURKEY_TIME_ZONE,
      population: row.pop,
      localNames: row.names ?? {},
      searchNames: searchNamesOf(row.name, row.names, row.alt),
    };
    provinces.set(row.code, entry);
    entries.push(entry);
  }
  for (const row of DISTRICT_ROWS) {
    const province = provinces.get(row.province);
    if (!province) throw new Error(`district ${row.name} of unknown province ${row.province}`);
    entries.push({
      id: `tr-${row.province}-${slug(row.name)}`,
      kind: 'district',
      name: row.name,
      country: 'TR',
      admin: province.name,
      province,
      latitude: row.lat,
      longitude: row.lon,
      timezone: TURKEY_TIME_ZONE,
      population: row.pop,
      localNames: {},
      searchNames: searchNamesOf(row.name, undefined, row.alt),
    });
  }
  for (const row of WORLD_ROWS) {
    entries.push({
      id: `gn-${row.id}`,
      kind: 'city',
      name: row.name,
      country: row.country,
      admin: row.admin,
      latitude: row.lat,
      longitude: row.lon,
      timezone: row.tz,
      population: row.pop,
      localNames: row.names ?? {},
      searchNames: searchNamesOf(row.name, row.names, row.alt),
    });
  }
  return entries;
}

let entries: readonly GazetteerEntry[] | undefined;

/** Every place, built once per process on first use. */
export function gazetteerEntries(): readonly GazetteerEntry[] {
  entries ??= buildEntries();
  return entries;
}
