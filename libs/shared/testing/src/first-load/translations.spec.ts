import { distinctiveStrings, encodedForms, foreignTranslations, resourceStrings, type TranslationResource } from './translations';

const sentences = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix} sentence number ${i} of the resources`);

describe('translation detection', () => {
  const shellTr: TranslationResource = { source: 'apps/shell/src/i18n/*.json', locale: 'tr', strings: ['Meydan haberleri burada toplanır', 'Meydan', ...sentences('Türkçe kabuk', 30)] };
  const shellEn: TranslationResource = { source: 'apps/shell/src/i18n/*.json', locale: 'en', strings: ['Meydan', 'Where news and games meet', "It's quoted so it is skipped", ...sentences('English shell', 30)] };
  const shellRu: TranslationResource = { source: 'apps/shell/src/i18n/*.json', locale: 'ru', strings: sentences('Русский', 30) };
  const quakesEn: TranslationResource = { source: 'apps/quakes/src/i18n/*.json', locale: 'en', strings: sentences('Quakes', 4) };
  const resources = [shellTr, shellEn, shellRu, quakesEn];

  it('flattens nested resources', () => {
    expect(resourceStrings({ nav: { home: 'Home', list: ['a', { b: 'c' }] }, count: 3 })).toEqual(['Home', 'a', 'c']);
  });

  it('keeps a resource’s own sentences, longest first, without quotes or strings another locale shares', () => {
    const markers = distinctiveStrings(resources, shellEn);
    expect(markers).toContain('Where news and games meet');
    expect(markers).not.toContain('Meydan');
    expect(markers).not.toContain("It's quoted so it is skipped");
    expect(markers[0]?.length).toBeGreaterThanOrEqual(markers.at(-1)?.length ?? 0);
  });

  it('matches escaped non-ASCII forms of minified code', () => {
    expect(encodedForms('Türkçe')).toEqual(expect.arrayContaining(['Türkçe', 'T\\u00fcrk\\u00e7e', 'T\\xfcrk\\xe7e']));
    expect(encodedForms('Lütfen sayfayı')).toContain('L\\xfctfen sayfayı');
  });

  it('finds whole foreign bundles, however written, and names the script holding them', () => {
    const bundle = `var en=${JSON.stringify(shellEn.strings)};var ru="${shellRu.strings.map((value) => encodedForms(value)[1]).join('","')}";`;
    const found = foreignTranslations('tr', resources, [
      { url: '/_shell/main.js', text: 'console.log("Where news and games meet")' },
      { url: '/_mf/shell/browser/750.js', text: bundle },
    ]);
    expect(found.map((entry) => [entry.locale, entry.sources, entry.files[0]])).toEqual([
      ['en', ['apps/shell/src/i18n/*.json (31/31)'], '/_mf/shell/browser/750.js'],
      ['ru', ['apps/shell/src/i18n/*.json (30/30)'], '/_mf/shell/browser/750.js'],
    ]);
  });

  it('finds a small remote’s bundle on its own', () => {
    const found = foreignTranslations('tr', resources, [{ url: '/_mf/quakes/browser/routes.js', text: JSON.stringify(quakesEn.strings) }]);
    expect(found.map((entry) => [entry.locale, entry.sources])).toEqual([['en', ['apps/quakes/src/i18n/*.json (4/4)']]]);
  });

  it('ignores stray foreign phrases and the page’s own edition', () => {
    const text = `"Where news and games meet" "English shell sentence number 3 of the resources" ${JSON.stringify(shellTr.strings)}`;
    expect(foreignTranslations('tr', resources, [{ url: '/a.js', text }])).toEqual([]);
  });
});
