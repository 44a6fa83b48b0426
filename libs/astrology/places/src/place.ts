import type { Edition } from '@meydan/shared/util/routing';

/** One place of the gazetteer, as the search and placeById give it. */
export interface Place {
  /** Stable: 'tr-34' (a province), 'tr-34-kadikoy' (a district), 'gn-2643743' (GeoNames id elsewhere). */
  id: string;
  /** The place's own name in the data (Kadıköy, London, Moscow). */
  name: string;
  /** What to show, in the edition's language where the data has it: 'Kadıköy, İstanbul', 'Moskova, Rusya'. */
  label: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** The province of a Turkish district; the state or region of a place elsewhere, when known. */
  admin?: string;
  /** WGS84 degrees, north positive. */
  latitude: number;
  /** WGS84 degrees, east positive. */
  longitude: number;
  /** IANA time zone; Europe/Istanbul for every Turkish place. */
  timezone: string;
  population?: number;
}

export interface PlaceOptions {
  /** The language of `label`; tr by default. */
  edition?: Edition;
}
