import type { TFunction } from 'i18next';
import { PROVINCES, provinceBySlug, provinceSlug } from '@meydan/quakes/ingest';
import { EDITION_LOCALES, type Edition } from '@meydan/shared/util/routing';

/**
 * Province names in the edition's language (`provinces.{plate}`: İzmir, Izmir, Измир): the API
 * names provinces in Turkish, the pages in the reader's language.
 */
export function provinceName(t: TFunction, plate: number): string {
  return t(`provinces.${plate}`);
}

/** The name of a province list page's slug, or null when the slug is no province. */
export function provinceNameOfSlug(t: TFunction, slug: string | null): string | null {
  const province = slug ? provinceBySlug(slug) : null;
  return province ? provinceName(t, province.plate) : null;
}

export interface ProvinceOption {
  plate: number;
  slug: string;
  name: string;
}

const sorted = new Map<string, ProvinceOption[]>();

/** The 81 provinces by name in the edition's alphabetical order (Turkish: Ç after C, İ after I), for the filter and the place pickers. */
export function provinceOptions(t: TFunction, edition: Edition): ProvinceOption[] {
  const key = `${edition}|${provinceName(t, 1)}`;
  let options = sorted.get(key);
  if (!options) {
    const collator = new Intl.Collator(EDITION_LOCALES[edition]);
    options = PROVINCES.map((province) => ({ plate: province.plate, slug: provinceSlug(province), name: provinceName(t, province.plate) })).sort((a, b) => collator.compare(a.name, b.name));
    sorted.set(key, options);
  }
  return options;
}
