/**
 * The shapes of the generated gazetteer files in this folder (written by scripts/build-places.ts;
 * do not edit the JSON by hand). Coordinates are WGS84 degrees, north and east positive, rounded to
 * 4 decimals (about 11 m).
 */

/** A place's name in an edition's language, where a source gives one that differs from `name`. */
export type LocalNames = Partial<Record<'tr' | 'en' | 'ru', string>>;

/** A Turkish province (il), placed at its central city. Its time zone is Europe/Istanbul. */
export interface ProvinceRow {
  /** The plate and ISO 3166-2 code: '34' for İstanbul (TR-34). */
  code: string;
  name: string;
  lat: number;
  lon: number;
  pop?: number;
  /** Other spellings and exonyms to search by (Istanbul, Стамбул …). */
  alt?: string[];
  names?: LocalNames;
}

/** A Turkish district (ilçe) other than a province's central one. Its time zone is Europe/Istanbul. */
export interface DistrictRow {
  /** The province's code. */
  province: string;
  name: string;
  lat: number;
  lon: number;
  pop?: number;
  alt?: string[];
}

/** A city outside Turkey. */
export interface WorldRow {
  /** The GeoNames id. */
  id: number;
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** The first-level division (state, region, province), when GeoNames names it. */
  admin?: string;
  lat: number;
  lon: number;
  /** IANA time zone. */
  tz: string;
  pop: number;
  alt?: string[];
  names?: LocalNames;
}
