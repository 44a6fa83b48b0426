import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { literalTranslationKeys, missingTranslationKeys } from './translation-keys';

describe('translation key checks', () => {
  it('collects literal t() keys from sources and skips specs', () => {
    const dir = mkdtempSync(join(tmpdir(), 'keys-'));
    mkdirSync(join(dir, 'sub'));
    writeFileSync(join(dir, 'a.tsx'), `t('a.b'); t("c"); t(\`dyn.\${x}\`)`);
    writeFileSync(join(dir, 'sub/b.ts'), `const x = t( 'd.e', { n: 1 })`);
    writeFileSync(join(dir, 'a.spec.tsx'), `t('only.in.spec')`);
    expect(literalTranslationKeys([dir])).toEqual(['a.b', 'c', 'd.e']);
  });

  it('reports keys missing per language, accepting plural forms', () => {
    const resources = {
      en: { a: { b: 'B' }, count_one: '1', count_other: 'n' },
      ru: { a: { b: { deeper: 'x' } } },
    };
    expect(missingTranslationKeys(['a.b', 'count', 'a.zz'], resources)).toEqual({ en: ['a.zz'], ru: ['a.b', 'count', 'a.zz'] });
  });
});
