/**
 * Detects another edition's translations in the scripts a page fetched, by content rather than by
 * file name (resource files may be split, renamed or inlined by the bundler): each locale's
 * distinctive strings — sentences no other locale uses — are looked up in the script text.
 */
import { FOREIGN_TRANSLATION_MIN_HITS, FOREIGN_TRANSLATION_SHARE } from './budgets';

/** Every string value of each locale's resource files, keyed by locale (tr, en, ru). */
export type TranslationStrings = Record<string, string[]>;

export interface ScriptText {
  url: string;
  text: string;
}

export interface ForeignTranslations {
  locale: string;
  hits: number;
  markers: number;
  examples: string[];
  /** The scripts holding the strings found, most hits first. */
  files: string[];
}

/** How many of a locale's strings are looked up: the longest, which never occur by chance. */
const MARKERS_PER_LOCALE = 200;
const MIN_MARKER_LENGTH = 16;

/** Flattens a resource tree ({ nav: { home: "Home" } }) into its string values. */
export function resourceStrings(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (Array.isArray(tree)) return tree.flatMap(resourceStrings);
  if (tree && typeof tree === 'object') return Object.values(tree).flatMap(resourceStrings);
  return [];
}

/** A locale's sentences that no other locale has, longest first (quotes and escapes left out). */
export function distinctiveStrings(strings: TranslationStrings, locale: string): string[] {
  const elsewhere = new Set(Object.entries(strings).flatMap(([other, values]) => (other === locale ? [] : values)));
  const own = new Set((strings[locale] ?? []).filter((value) => value.length >= MIN_MARKER_LENGTH && value.includes(' ') && !/["'`\\\n]/.test(value) && !elsewhere.has(value)));
  return [...own].sort((a, b) => b.length - a.length || a.localeCompare(b)).slice(0, MARKERS_PER_LOCALE);
}

/** The forms a string takes in minified code: as is, or with non-ASCII letters escaped. */
export function encodedForms(value: string): string[] {
  const escape = (style: 'u' | 'U' | 'x') =>
    value.replace(/[^\x20-\x7e]/g, (char) => {
      const code = char.charCodeAt(0);
      if (style === 'x' && code < 256) return `\\x${code.toString(16).padStart(2, '0')}`;
      const hex = code.toString(16).padStart(4, '0');
      return `\\u${style === 'U' ? hex.toUpperCase() : hex}`;
    });
  return [...new Set([value, escape('u'), escape('U'), escape('x')])];
}

/** Locales other than the page's whose translations the fetched scripts hold. */
export function foreignTranslations(edition: string, strings: TranslationStrings, scripts: readonly ScriptText[]): ForeignTranslations[] {
  const found: ForeignTranslations[] = [];
  for (const locale of Object.keys(strings).sort()) {
    if (locale === edition) continue;
    const markers = distinctiveStrings(strings, locale);
    const perFile = new Map<string, number>();
    const examples: string[] = [];
    for (const marker of markers) {
      const forms = encodedForms(marker);
      const holders = scripts.filter((script) => forms.some((form) => script.text.includes(form)));
      if (holders.length === 0) continue;
      examples.push(marker);
      for (const holder of holders) perFile.set(holder.url, (perFile.get(holder.url) ?? 0) + 1);
    }
    const hits = examples.length;
    if (hits >= FOREIGN_TRANSLATION_MIN_HITS && hits > markers.length * FOREIGN_TRANSLATION_SHARE) {
      const files = [...perFile].sort((a, b) => b[1] - a[1]).map(([url]) => url);
      found.push({ locale, hits, markers: markers.length, examples: examples.slice(0, 3), files });
    }
  }
  return found;
}
