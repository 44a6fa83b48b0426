export { literalTranslationKeys, missingTranslationKeys, type TranslationTree } from './lib/translation-keys';
export { describePlannedRemote, type PlannedRemoteSpec } from './lib/planned-remote-spec';
