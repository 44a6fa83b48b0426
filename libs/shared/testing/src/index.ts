export { literalTranslationKeys, missingTranslationKeys, type TranslationTree } from './lib/translation-keys';
