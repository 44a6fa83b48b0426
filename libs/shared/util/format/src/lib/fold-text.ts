/**
 * Folds typed text to the form it is compared in (a quiz answer against the accepted ones, a place
 * search against the gazetteer's names), so that case, Turkish dotted and dotless i, diacritics, ё
 * and punctuation never decide whether two texts match.
 *
 * Steps, in this order (each needs the one before):
 * 1. NFC, so that a precomposed and a decomposed letter are one letter from here on.
 * 2. Turkish capitals first: İ → i and I → ı. JavaScript's toLowerCase turns İ into i plus a
 *    combining dot and I into i, which is wrong for Turkish 'ISPANAK' (ıspanak); mapping them
 *    by hand keeps both readings, and step 4 then merges them.
 * 3. Lower case.
 * 4. ı → i and ё → е: a reader on a keyboard without them types i and е.
 * 5. Latin letters that carry their mark inside the letter (ł, ø, đ, ß, æ, œ …) are spelled out;
 *    NFD cannot split them, so step 6 alone would leave 'łukasz' unequal to 'lukasz'.
 * 6. NFD and every combining mark dropped: ş → s, ü → u, é → e, ñ → n (and Cyrillic й → и,
 *    harmless because both sides of a comparison are folded alike).
 * 7. Anything that is not a letter, a digit or white space becomes a space; runs of white space
 *    become one space; the ends are trimmed.
 */
const LETTERS_WITHOUT_DECOMPOSITION: Readonly<Record<string, string>> = {
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ħ: 'h',
};

const UNDECOMPOSABLE = new RegExp(`[${Object.keys(LETTERS_WITHOUT_DECOMPOSITION).join('')}]`, 'g');

export function foldText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/İ/g, 'i')
    .replace(/I/g, 'ı')
    .toLowerCase()
    .replace(/ı/g, 'i')
    .replace(/ё/g, 'е')
    .replace(UNDECOMPOSABLE, (letter) => LETTERS_WITHOUT_DECOMPOSITION[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
