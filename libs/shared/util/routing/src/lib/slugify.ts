import { DEFAULT_EDITION, type Edition, EDITION_LOCALES } from './editions';

export interface SlugifyOptions {
  /** Latin-only output (Turkish letters, accents and Cyrillic transliterated). Default true. */
  transliterate?: boolean;
  /** Whose case rules lower-case the text (Turkish maps I to ı). Default tr. */
  edition?: Edition;
}

// Letters NFD does not decompose into base + combining mark.
const SPECIAL_LATIN: Readonly<Record<string, string>> = {
  ı: 'i',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
};

// Russian (plus Ukrainian/Belarusian letters), in the common URL transliteration.
const CYRILLIC: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y',
  к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f',
  х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
  і: 'i', ї: 'yi', є: 'ye', ґ: 'g', ў: 'u',
};

function transliterateText(lower: string): string {
  let out = '';
  // Cyrillic goes first: NFD would split й into и + breve and lose the distinction.
  for (const char of lower.normalize('NFC')) {
    const cyrillic = CYRILLIC[char];
    if (cyrillic !== undefined) {
      out += cyrillic;
      continue;
    }
    for (const part of char.normalize('NFD')) {
      if (!/\p{M}/u.test(part)) out += SPECIAL_LATIN[part] ?? part;
    }
  }
  return out;
}

/**
 * SPEC §5 slugs: lower-cased, runs of anything but letters/digits become one hyphen, no
 * leading or trailing hyphen. With `transliterate` (default) the result is `[a-z0-9-]` only.
 */
export function slugify(text: string, options: SlugifyOptions = {}): string {
  const { transliterate = true, edition = DEFAULT_EDITION } = options;
  const lower = text.toLocaleLowerCase(EDITION_LOCALES[edition]);
  if (transliterate) {
    return transliterateText(lower)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  }
  return lower
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}
