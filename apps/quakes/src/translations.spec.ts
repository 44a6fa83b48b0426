import { join } from 'node:path';
import { literalTranslationKeys, missingTranslationKeys, type TranslationTree } from '@meydan/shared/testing';
import en from './i18n/en.json';
import ru from './i18n/ru.json';
import tr from './i18n/tr.json';

describe('quakes remote translations', () => {
  it('has every key its pages use in tr, en and ru', () => {
    const root = join(__dirname, '../../..');
    const keys = literalTranslationKeys([join(root, 'apps/quakes/src'), join(root, 'libs/quakes/feature-pages')]);
    expect(keys.length).toBeGreaterThan(5);
    expect(missingTranslationKeys(keys, { tr, en, ru } as Record<string, TranslationTree>)).toEqual({});
  });

  it('names all 81 provinces in every edition', () => {
    for (const texts of [tr, en, ru]) expect(Object.keys(texts.provinces).map(Number)).toEqual(Array.from({ length: 81 }, (_, index) => index + 1));
  });
});
