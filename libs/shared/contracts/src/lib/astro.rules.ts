/**
 * The astrology API's plain values (no schemas): the birth forms import them from
 * `@meydan/shared/contracts/constants` without loading TypeBox; astro.schema.ts builds on them.
 */

/**
 * Birth years the API computes charts for: the range in which the engine's positions are checked
 * against independent ephemerides to the tolerances (issue 17, deliverable 2).
 */
export const ASTRO_YEARS = { min: 1900, max: 2100 } as const;

/** House systems a natal chart can be drawn with; `placidus` when none is asked for. */
export const ASTRO_HOUSE_SYSTEMS = ['placidus', 'whole-sign', 'equal', 'koch', 'porphyry'] as const;
export type AstroHouseSystem = (typeof ASTRO_HOUSE_SYSTEMS)[number];
export const ASTRO_DEFAULT_HOUSE_SYSTEM: AstroHouseSystem = 'placidus';

/** The bodies of a chart, in the order the engine lists them. */
export const ASTRO_BODIES = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'northNode', 'chiron'] as const;
export type AstroBody = (typeof ASTRO_BODIES)[number];
export const ASTRO_ASPECT_TYPES = ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const;

/**
 * What a chart warns about, each with a localized message:
 * - `polar-fallback`: Placidus or Koch cannot be drawn beyond the polar circles; Porphyry was used;
 * - `birth-time-unknown`: no ascendant, MC or houses, positions at local noon;
 * - `sign-changed-during-day`: with the time unknown, a body (often the Moon) changed sign that day;
 * - `local-time-skipped`: the clocks jumped over the given time (spring forward); read on the old clock;
 * - `local-time-repeated`: the given time happened twice (clocks set back); the first one is used.
 */
export const ASTRO_WARNING_CODES = ['polar-fallback', 'birth-time-unknown', 'sign-changed-during-day', 'local-time-skipped', 'local-time-repeated'] as const;
export type AstroWarningCode = (typeof ASTRO_WARNING_CODES)[number];

/** Sun-sign compatibility: how far apart the two signs are, and how their elements get along. */
export const ASTRO_SIGN_ASPECTS = ['same-sign', 'semi-sextile', 'sextile', 'square', 'trine', 'quincunx', 'opposition'] as const;
export const ASTRO_ELEMENT_RELATIONS = ['same', 'complementary', 'challenging'] as const;
export const ASTRO_ELEMENTS = ['fire', 'earth', 'air', 'water'] as const;
export const ASTRO_MODALITIES = ['cardinal', 'fixed', 'mutable'] as const;

/**
 * SPEC §7: the natal chart summary call gives up after 15 s (the page then shows its friendly
 * error: astrology calls yield null on failure).
 */
export const ASTRO_CHART_TIMEOUT_MS = 15_000;

/** A member's saved charts: how many they may keep, and the lengths of a chart's label and place. */
export const SAVED_CHART_LIMITS = { charts: 50, label: 40, place: 120 } as const;

// ---------------------------------------------------------------- birthplace data credits

/** A source of the gazetteer, as pages credit it (the licenses ask for it wherever the data is used). */
export interface PlaceDataCredit {
  name: string;
  url: string;
  license: string;
  licenseUrl: string;
  /** What of the gazetteer comes from it. */
  usedFor: string;
  /** The attribution line to show, as the license asks for it. */
  notice: string;
}

/**
 * The birthplace gazetteer's sources (libs/astrology/places): show them (or their `notice` lines)
 * where place results or charts computed from them are shown. Plain values here so that pages
 * can credit them without the gazetteer; the search API returns them with every answer too.
 */
export const PLACES_CREDITS: readonly PlaceDataCredit[] = [
  {
    name: 'GeoNames',
    url: 'https://www.geonames.org/',
    license: 'CC BY 4.0',
    licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
    usedFor: 'Cities outside Turkey, populations, time zones, alternate names and region names.',
    notice: 'Place data from GeoNames (geonames.org), licensed under CC BY 4.0; selected and reformatted.',
  },
  {
    name: 'Countries States Cities Database',
    url: 'https://github.com/dr5hn/countries-states-cities-database',
    license: 'ODbL 1.0',
    licenseUrl: 'https://opendatacommons.org/licenses/odbl/1-0/',
    usedFor: "Turkey's 81 provinces and 973 districts with their coordinates.",
    notice: 'Contains information from the Countries States Cities Database (Darshan Gada), made available under the Open Database License (ODbL) 1.0.',
  },
  {
    name: 'Unicode CLDR',
    url: 'https://cldr.unicode.org/',
    license: 'Unicode License v3',
    licenseUrl: 'https://www.unicode.org/license.txt',
    usedFor: 'Turkish, Russian and English names of the cities that name time zones (Moskova, Лондон).',
    notice: 'City names from the Unicode Common Locale Data Repository, © 1991-2025 Unicode, Inc., under the Unicode License v3.',
  },
];
