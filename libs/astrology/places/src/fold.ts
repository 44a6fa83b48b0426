import { foldText } from '@meydan/shared/util/format';

// Apostrophes inside names (N'Djamena, L'Aquila, the soft signs of GeoNames' transliterations such as
// Kam'yanets') are dropped rather than turned into spaces, so that a reader who leaves them out still
// types a prefix of the name.
const APOSTROPHES = /['’ʼʻ`´]/g;

/**
 * The form place names and queries are compared in: foldText (case, Turkish İ/ı, ё, diacritics,
 * punctuation) after the apostrophes are removed. 'Kadıköy', 'KADIKÖY' and 'kadikoy' all give 'kadikoy'.
 */
export function foldPlaceName(text: string): string {
  return foldText(text.replace(APOSTROPHES, ''));
}
