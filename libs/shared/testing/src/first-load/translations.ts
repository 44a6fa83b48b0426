/**
 * Detects another edition's translations in the scripts a page fetched, by content rather than by
 * file name (resource files may be split, renamed or inlined by the bundler): each resource
 * file's distinctive strings — sentences no other locale uses — are looked up in the script text.
 * Per resource file, so a remote's small bundle is found as surely as the shell's large one.
 */
import { FOREIGN_TRANSLATION_MIN_HITS, FOREIGN_TRANSLATION_SHARE } from './budgets';

/** One locale's strings of one resource (`apps/content/src/i18n/*.json` in en). */
export interface TranslationResource {
  /** The resource's path with the locale replaced by `*`: the same for every locale of it. */
  source: string;
  locale: string;
  strings: string[];
}

export interface ScriptText {
  url: string;
  text: string;
}

export interface ForeignTranslations {
  locale: string;
  hits: number;
  markers: number;
  /** The resources found, with their share of strings found. */
  sources: string[];
  examples: string[];
  /** The scripts holding the strings found, most hits first. */
  files: string[];
}

/** How many strings of a resource are looked up: its longest, which never occur by chance. */
const MARKERS_PER_RESOURCE = 50;
const MIN_MARKER_LENGTH = 16;

/** Flattens a resource tree ({ nav: { home: "Home" } }) into its string values. */
export function resourceStrings(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (Array.isArray(tree)) return tree.flatMap(resourceStrings);
  if (tree && typeof tree === 'object') return Object.values(tree).flatMap(resourceStrings);
  return [];
}

/** A resource's sentences that no other locale has, longest first (quotes and escapes left out). */
export function distinctiveStrings(resources: readonly TranslationResource[], resource: TranslationResource): string[] {
  const elsewhere = new Set(resources.filter((other) => other.locale !== resource.locale).flatMap((other) => other.strings));
  const own = new Set(resource.strings.filter((value) => value.length >= MIN_MARKER_LENGTH && value.includes(' ') && !/["'`\\\n]/.test(value) && !elsewhere.has(value)));
  return [...own].sort((a, b) => b.length - a.length || a.localeCompare(b)).slice(0, MARKERS_PER_RESOURCE);
}

/**
 * The forms a string takes in minified code: as is, or with non-ASCII letters escaped — all of
 * them (`\u015f`), or only Latin-1 ones (`\xfc`) as JSON.parse('…') modules do, leaving `ş` as is.
 */
export function encodedForms(value: string): string[] {
  const escape = (latin1: 'x' | 'u', other: 'u' | 'U' | 'raw') =>
    value.replace(/[^\x20-\x7e]/g, (char) => {
      const code = char.charCodeAt(0);
      if (code < 256) return latin1 === 'x' ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
      if (other === 'raw') return char;
      const hex = code.toString(16).padStart(4, '0');
      return `\\u${other === 'U' ? hex.toUpperCase() : hex}`;
    });
  return [...new Set([value, escape('u', 'u'), escape('u', 'U'), escape('x', 'u'), escape('x', 'raw'), escape('u', 'raw')])];
}

/**
 * Locales other than the page's whose translations the fetched scripts hold: a resource counts
 * when more than FOREIGN_TRANSLATION_SHARE of its distinctive strings (and at least
 * FOREIGN_TRANSLATION_MIN_HITS, or all of a smaller resource) are found.
 */
export function foreignTranslations(edition: string, resources: readonly TranslationResource[], scripts: readonly ScriptText[]): ForeignTranslations[] {
  const byLocale = new Map<string, ForeignTranslations & { perFile: Map<string, number> }>();
  for (const resource of resources) {
    if (resource.locale === edition) continue;
    const markers = distinctiveStrings(resources, resource);
    const found: string[] = [];
    const perFile = new Map<string, number>();
    for (const marker of markers) {
      const forms = encodedForms(marker);
      const holders = scripts.filter((script) => forms.some((form) => script.text.includes(form)));
      if (holders.length === 0) continue;
      found.push(marker);
      for (const holder of holders) perFile.set(holder.url, (perFile.get(holder.url) ?? 0) + 1);
    }
    if (found.length === 0 || found.length < Math.min(FOREIGN_TRANSLATION_MIN_HITS, markers.length) || found.length <= markers.length * FOREIGN_TRANSLATION_SHARE) continue;
    const entry = byLocale.get(resource.locale) ?? { locale: resource.locale, hits: 0, markers: 0, sources: [] as string[], examples: [] as string[], files: [] as string[], perFile: new Map<string, number>() };
    entry.hits += found.length;
    entry.markers += markers.length;
    entry.sources.push(`${resource.source} (${found.length}/${markers.length})`);
    if (entry.examples.length < 3) entry.examples.push(...found.slice(0, 3 - entry.examples.length));
    for (const [url, count] of perFile) entry.perFile.set(url, (entry.perFile.get(url) ?? 0) + count);
    byLocale.set(resource.locale, entry);
  }
  return [...byLocale.values()]
    .sort((a, b) => a.locale.localeCompare(b.locale))
    .map(({ perFile, ...entry }) => ({ ...entry, files: [...perFile].sort((a, b) => b[1] - a[1]).map(([url]) => url) }));
}
