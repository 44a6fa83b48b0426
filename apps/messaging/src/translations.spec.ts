import { join } from 'node:path';
import { literalTranslationKeys, missingTranslationKeys, type TranslationTree } from '@meydan/shared/testing';
import { COMMON_RESOURCES } from '@meydan/shared/util/i18n';
import en from './i18n/en.json';
import ru from './i18n/ru.json';
import tr from './i18n/tr.json';

const MESSAGING = { tr, en, ru } as unknown as Record<'tr' | 'en' | 'ru', TranslationTree>;

describe('messaging remote translations', () => {
  it('has every key its pages use in tr, en and ru', () => {
    const root = join(__dirname, '../../..');
    const keys = literalTranslationKeys([join(root, 'apps/messaging/src'), join(root, 'libs/messaging')]);
    expect(keys.length).toBeGreaterThan(20);
    // Pages read both their own namespace and the shared `common` one (whose top-level keys differ).
    const resources = Object.fromEntries((['tr', 'en', 'ru'] as const).map((lang) => [lang, { ...COMMON_RESOURCES[lang], ...MESSAGING[lang] }]));
    expect(missingTranslationKeys(keys, resources)).toEqual({});
  });
});
