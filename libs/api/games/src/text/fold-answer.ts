/**
 * Answers are compared folded (case, Turkish i, ё, diacritics and punctuation ignored). The folding
 * lives in @meydan/shared/util/format as foldText, where the place search folds names the same way.
 */
export { foldText as foldAnswer } from '@meydan/shared/util/format';
