import { join } from 'node:path';
import { COMMON_RESOURCES } from '@meydan/shared/util/i18n';
import { SECTION_KEYS } from '@meydan/shared/util/routing';
import { literalTranslationKeys, missingTranslationKeys, type TranslationTree } from '@meydan/shared/testing';

describe('shell translations', () => {
  const resources = COMMON_RESOURCES as unknown as Record<string, TranslationTree>;

  it('has every key the shell uses in tr, en and ru', () => {
    const keys = literalTranslationKeys([join(__dirname, '..')]);
    expect(keys.length).toBeGreaterThan(10);
    expect(missingTranslationKeys(keys, resources)).toEqual({});
  });

  it('names every section shown in the header', () => {
    expect(missingTranslationKeys(SECTION_KEYS.map((s) => `nav.sections.${s}`), resources)).toEqual({});
  });
});
