import { COUNTRY_CODES, type Country } from '@meydan/shared/contracts';
import { EDITION_LOCALES, type Edition } from '@meydan/shared/util/routing';

const lists = new Map<Edition, Country[]>();

/**
 * Every ISO 3166-1 country with its name in the edition's language (ICU's names through
 * Intl.DisplayNames), sorted the way that language sorts. Computed once per language: the list
 * only changes with the Node/ICU version.
 */
export function countryList(edition: Edition): Country[] {
  const cached = lists.get(edition);
  if (cached) return cached;
  const locale = EDITION_LOCALES[edition];
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  const list = COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
  lists.set(edition, list);
  return list;
}
