import { join } from 'node:path';
import { literalTranslationKeys, missingTranslationKeys, type TranslationTree } from '@meydan/shared/testing';
import { COMMON_RESOURCES } from '@meydan/shared/util/i18n';
import en from './i18n/en.json';
import ru from './i18n/ru.json';
import tr from './i18n/tr.json';

// The planned pages' feature lists are arrays, which TranslationTree does not model.
const SOCIAL = { tr, en, ru } as unknown as Record<'tr' | 'en' | 'ru', TranslationTree>;

/** Every leaf key of a tree, dotted: pages build some keys at run time (`settings.${kind}.submit`), which no scan finds. */
function leafKeys(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`)));
}

describe('social remote translations', () => {
  it('has every key its pages use in tr, en and ru', () => {
    const root = join(__dirname, '../../..');
    const keys = literalTranslationKeys([join(root, 'apps/social/src'), join(root, 'libs/social')]);
    expect(keys.length).toBeGreaterThan(5);
    // Pages read both their own namespace and the shared `common` one (whose top-level keys differ).
    const resources = Object.fromEntries((['tr', 'en', 'ru'] as const).map((lang) => [lang, { ...COMMON_RESOURCES[lang], ...SOCIAL[lang] }]));
    expect(missingTranslationKeys(keys, resources)).toEqual({});
  });

  it('has the same settings texts in tr, en and ru, none left empty', () => {
    const [trKeys, enKeys, ruKeys] = (['tr', 'en', 'ru'] as const).map((lang) => leafKeys(SOCIAL[lang]['settings'] as TranslationTree).sort());
    expect(enKeys.length).toBeGreaterThan(20);
    expect(trKeys).toEqual(enKeys);
    expect(ruKeys).toEqual(enKeys);
    for (const lang of ['tr', 'en', 'ru'] as const) {
      const texts = (enKeys as string[]).map((key) => key.split('.').reduce<unknown>((node, part) => (node as TranslationTree)[part], SOCIAL[lang]['settings']));
      expect(texts.filter((text) => typeof text !== 'string' || text.trim() === '')).toEqual([]);
    }
  });
});
