import en from './words/en.json';
import ru from './words/ru.json';
import tr from './words/tr.json';

/**
 * Cyberbullying check of SPEC §5 ("cyberbullying words flagged"): insult, slur and threat lists
 * per language (words/*.json) matched on normalized words. A match does not refuse the comment:
 * it is stored, flagged offensive, and hidden from everyone but its author until an editor
 * reviews it, so a false positive costs a short delay rather than a lost comment.
 *
 * Normalization, so trivial disguises still match:
 * - Unicode NFKC (full-width letters, ligatures), zero-width and soft-hyphen characters dropped;
 * - Turkish case folding (I→ı, İ→i) before anything else, then an ASCII-folded form (ç→c, ğ→g,
 *   ı→i, ö→o, ş→s, ü→u and any other diacritic removed; ё→е) for people who type without
 *   Turkish letters, and the native form for the few words whose folded form is innocent
 *   (göt→got, piç→pic, sik→sık);
 * - leetspeak (0→o, 1→i, 3→e, 4→a, 5→s, 7→t, @→a, $→s; in Cyrillic words 3→з, 0→о, 6→б) and
 *   Latin look-alikes inside Cyrillic words (xуй → хуй), and the reverse for Latin words with
 *   Cyrillic look-alikes (idiоt with a Cyrillic о);
 * - letters split by dots, dashes or spaces (a.p.t.a.l, f u c k) joined, and stretched letters
 *   (aptalllll, fuuuuck) squeezed.
 * Every list is applied to every comment: people comment in any language on any edition, and
 * the lists are written so that their entries do not collide with ordinary words of the others.
 */

interface WordListFile {
  language: string;
  words: string[];
  native: string[];
  prefixes: string[];
  allow: string[];
  phrases: string[];
}

interface CompiledList {
  language: string;
  words: ReadonlySet<string>;
  native: ReadonlySet<string>;
  prefixes: readonly string[];
  allow: readonly string[];
  phrases: readonly string[];
}

const INVISIBLE = /[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const LATIN = /\p{Script=Latin}/u;
const LETTER = /\p{L}/u;

const LATIN_LEET: Readonly<Record<string, string>> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '@': 'a', $: 's', '!': 'i', '|': 'i', '€': 'e' };
const CYRILLIC_LEET: Readonly<Record<string, string>> = { '0': 'о', '3': 'з', '4': 'ч', '6': 'б', '@': 'а' };
// Latin letters that look like Cyrillic ones (lower case, after folding), and back.
const LATIN_TO_CYRILLIC: Readonly<Record<string, string>> = { a: 'а', b: 'в', c: 'с', e: 'е', h: 'н', k: 'к', m: 'м', o: 'о', p: 'р', t: 'т', x: 'х', y: 'у', u: 'и' };
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = { а: 'a', в: 'b', с: 'c', е: 'e', н: 'h', к: 'k', м: 'm', о: 'o', р: 'p', т: 't', х: 'x', у: 'y', і: 'i' };
const TURKISH_ASCII: Readonly<Record<string, string>> = { ı: 'i', ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', ł: 'l', đ: 'd' };

/** Lower case the Turkish way (I→ı, İ→i) and drop invisible characters. */
function lowerNative(text: string): string {
  return text.normalize('NFKC').replace(INVISIBLE, '').toLocaleLowerCase('tr').replace(/ё/g, 'е');
}

/** ASCII-fold Latin letters (and drop Cyrillic diacritics: й→и, ё→е) after lowerNative. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ıßæøœłđ]/g, (ch) => TURKISH_ASCII[ch] ?? ch)
    .normalize('NFC');
}

function mapChars(text: string, table: Readonly<Record<string, string>>): string {
  return Array.from(text, (ch) => table[ch] ?? ch).join('');
}

/** Runs of 3+ equal letters shortened to `keep` letters ("aptalllll" → "aptal" / "aptall"). */
function squeezeLong(text: string, keep: 1 | 2): string {
  return text.replace(/(\p{L})\1{2,}/gu, keep === 1 ? '$1' : '$1$1');
}

/** Every run of equal letters shortened to one ("iddiott" → "idiot"). */
function squeezeAll(text: string): string {
  return text.replace(/(\p{L})\1+/gu, '$1');
}

function variantsOf(word: string): string[] {
  return [...new Set([word, squeezeLong(word, 1), squeezeLong(word, 2), squeezeAll(word)])];
}

/**
 * The spellings of one whitespace-separated token worth checking, lower-cased (native form):
 * leetspeak undone per script, look-alikes mapped both ways, inner punctuation removed (joined)
 * and used as a separator (parts).
 */
function spellingsOf(rawToken: string): { joined: string[]; parts: string[]; primary: string[] } {
  // Sentence punctuation at the ends is not part of the word ("aptal!" is "aptal", not "aptali").
  const token = rawToken.replace(/^[^\p{L}\p{N}@$]+/u, '').replace(/[^\p{L}\p{N}]+$/u, '');
  if (!token || !LETTER.test(token)) return { joined: [], parts: [], primary: [] };
  const forms = new Set<string>();
  const hasCyrillic = CYRILLIC.test(token);
  const hasLatin = LATIN.test(token);
  if (hasCyrillic) forms.add(mapChars(mapChars(token, CYRILLIC_LEET), LATIN_TO_CYRILLIC));
  if (hasLatin || !hasCyrillic) forms.add(mapChars(mapChars(token, LATIN_LEET), CYRILLIC_TO_LATIN));
  forms.add(token);
  const joined = new Set<string>();
  const parts = new Set<string>();
  for (const form of forms) {
    joined.add(form.replace(/[^\p{L}]+/gu, ''));
    for (const part of form.split(/[^\p{L}]+/u)) if (part) parts.add(part);
  }
  // The leet-mapped form, split at punctuation: the words phrases are matched on.
  const primary = ([...forms][0] ?? token).split(/[^\p{L}]+/u).filter(Boolean);
  return { joined: [...joined].filter(Boolean), parts: [...parts], primary };
}

function compile(file: WordListFile): CompiledList {
  const normalize = (entry: string) => fold(lowerNative(entry.trim()));
  const withSqueezed = (entries: string[]) => entries.flatMap((entry) => [normalize(entry), squeezeAll(normalize(entry))]);
  return {
    language: file.language,
    words: new Set(withSqueezed(file.words)),
    native: new Set(file.native.map((entry) => lowerNative(entry.trim()))),
    prefixes: [...new Set(withSqueezed(file.prefixes))],
    allow: [...new Set(withSqueezed(file.allow))],
    phrases: file.phrases.map((phrase) => normalize(phrase).split(/\s+/).join(' ')),
  };
}

export const WORD_LISTS: readonly CompiledList[] = [tr, en, ru].map((file) => compile(file as WordListFile));

function matchWord(list: CompiledList, nativeWord: string): string | null {
  if (list.native.has(nativeWord)) return nativeWord;
  for (const candidate of variantsOf(fold(nativeWord))) {
    if (list.words.has(candidate)) return candidate;
    const prefix = list.prefixes.find((p) => candidate.startsWith(p));
    if (prefix && !list.allow.some((allowed) => candidate.startsWith(allowed))) return prefix;
  }
  return null;
}

/**
 * The list entries a text matches, as `language:entry` (for editors and tests); empty when the
 * text is clean.
 */
export function offensiveTerms(text: string): string[] {
  const tokens = lowerNative(text).split(/\s+/u).filter(Boolean);
  const words: string[] = [];
  // The folded words in order, for phrases ("kill yourself").
  const sequence: string[] = [];
  let singles: string[] = [];
  const flushSingles = () => {
    // "f u c k", "a p t a l": three or more one-letter tokens read as one word.
    if (singles.length >= 3) words.push(singles.join(''));
    singles = [];
  };
  for (const token of tokens) {
    const { joined, parts, primary } = spellingsOf(token);
    words.push(...joined, ...parts);
    const first = joined[0];
    if (first && Array.from(first).length === 1) singles.push(first);
    else flushSingles();
    sequence.push(...primary.map(fold));
  }
  flushSingles();
  const found = new Set<string>();
  const line = ` ${sequence.map((word) => squeezeLong(word, 1)).join(' ')} `;
  const plainLine = ` ${sequence.join(' ')} `;
  for (const list of WORD_LISTS) {
    for (const word of new Set(words)) {
      const match = matchWord(list, word);
      if (match) found.add(`${list.language}:${match}`);
    }
    for (const phrase of list.phrases) {
      if (plainLine.includes(` ${phrase} `) || line.includes(` ${phrase} `)) found.add(`${list.language}:${phrase}`);
    }
  }
  return [...found];
}

export function isOffensive(text: string): boolean {
  return offensiveTerms(text).length > 0;
}
