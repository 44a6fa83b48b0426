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

/** The gazetteer's sources: show them (or their `notice` lines) where place results are shown. */
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
