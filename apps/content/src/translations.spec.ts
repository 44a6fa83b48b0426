import { join } from 'node:path';
import { literalTranslationKeys, missingTranslationKeys, type TranslationTree } from '@meydan/shared/testing';
import en from './i18n/en.json';
import ru from './i18n/ru.json';
import tr from './i18n/tr.json';

describe('content remote translations', () => {
  it('has every key its pages use in tr, en and ru', () => {
    const root = join(__dirname, '../../..');
    const keys = literalTranslationKeys([join(root, 'apps/content/src'), join(root, 'libs/content')]);
    expect(keys.length).toBeGreaterThan(5);
    expect(missingTranslationKeys(keys, { tr, en, ru } as Record<string, TranslationTree>)).toEqual({});
  });
});
