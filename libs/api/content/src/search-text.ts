/**
 * What the search routes do with a reader's query before SQL. Folding (case, Turkish letters,
 * diacritics, ё) is not here: it happens in the database, through the same search_fold()
 * (migration 0025) that built the index, so query and index can never fold differently.
 */

/** Composed form (a typed "ş" may arrive as s + combining cedilla), trimmed, single spaces. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/** Words shorter than this are taken as typed: a swap in "ve" or "in" finds other common words. */
const MIN_TRANSPOSED_LENGTH = 3;
/** Longer words are taken as typed: past this, a typo is better left to the fuzzy title match. */
const MAX_TRANSPOSED_LENGTH = 30;
/** A query of more words is not expanded at all (the tsquery would grow with each word). */
const MAX_TRANSPOSED_WORDS = 6;

/** The word and every spelling one swap of two neighbouring letters away from it. */
function withTranspositions(word: string): string[] {
  const letters = Array.from(word);
  const spellings = new Set([word]);
  if (letters.length >= MIN_TRANSPOSED_LENGTH && letters.length <= MAX_TRANSPOSED_LENGTH) {
    for (let i = 0; i + 1 < letters.length; i += 1) {
      if (letters[i] === letters[i + 1]) continue;
      const swapped = [...letters];
      [swapped[i], swapped[i + 1]] = [letters[i + 1] as string, letters[i] as string];
      spellings.add(swapped.join(''));
    }
  }
  return [...spellings];
}

/**
 * A to_tsquery text matching the query with one pair of neighbouring letters swapped in any of
 * its words (`kaıdnların` → `kadınların`): every word becomes "it or one of its transpositions",
 * the words ANDed. Only letters and digits reach it, so nothing of the reader's text is read as
 * tsquery syntax. Null when no word can be transposed or the query is too long to expand.
 */
export function transpositionQuery(text: string): string | null {
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0 || words.length > MAX_TRANSPOSED_WORDS) return null;
  const groups = words.map(withTranspositions);
  if (groups.every((group) => group.length === 1)) return null;
  return groups.map((group) => `(${group.join(' | ')})`).join(' & ');
}
