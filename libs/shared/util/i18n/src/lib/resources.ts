import type { Edition } from '@meydan/shared/util/routing';
import enCommon from './locales/en/common.json';
import ruCommon from './locales/ru/common.json';
import trCommon from './locales/tr/common.json';

export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

/** The shell's namespace: layout, navigation, footer, errors (§8) and validation (§5) texts. */
export const COMMON_NS = 'common';

export const COMMON_RESOURCES: Readonly<Record<Edition, TranslationTree>> = {
  tr: trCommon,
  en: enCommon,
  ru: ruCommon,
};
