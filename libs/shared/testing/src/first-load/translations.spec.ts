import { distinctiveStrings, encodedForms, foreignTranslations, resourceStrings } from './translations';

const sentences = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix} sentence number ${i} of the resources`);

describe('translation detection', () => {
  const strings = {
    tr: ['Meydan haberleri burada toplanır', 'Meydan', ...sentences('Türkçe', 30)],
    en: ['Meydan', 'Where news and games meet', "It's quoted so it is skipped", ...sentences('English', 30)],
    ru: sentences('Русский', 30),
  };

  it('flattens nested resources', () => {
    expect(resourceStrings({ nav: { home: 'Home', list: ['a', { b: 'c' }] }, count: 3 })).toEqual(['Home', 'a', 'c']);
  });

  it('keeps a locale’s own sentences, longest first, without quotes or shared strings', () => {
    const markers = distinctiveStrings(strings, 'en');
    expect(markers).toContain('Where news and games meet');
    expect(markers).not.toContain('Meydan');
    expect(markers).not.toContain("It's quoted so it is skipped");
    expect(markers[0]?.length).toBeGreaterThanOrEqual(markers.at(-1)?.length ?? 0);
  });

  it('matches escaped non-ASCII forms of minified code', () => {
    expect(encodedForms('Türkçe')).toEqual(expect.arrayContaining(['Türkçe', 'T\\u00fcrk\\u00e7e', 'T\\xfcrk\\xe7e']));
  });

  it('finds a whole foreign bundle and names the script holding it', () => {
    const bundle = `var en=${JSON.stringify(strings.en)};var ru="${strings.ru.map((value) => encodedForms(value)[1]).join('","')}";`;
    const found = foreignTranslations('tr', strings, [
      { url: '/_shell/main.js', text: 'console.log("Where news and games meet")' },
      { url: '/_mf/content/browser/routes.js', text: bundle },
    ]);
    expect(found.map((entry) => [entry.locale, entry.hits, entry.files[0]])).toEqual([
      ['en', 31, '/_mf/content/browser/routes.js'],
      ['ru', 30, '/_mf/content/browser/routes.js'],
    ]);
  });

  it('ignores a stray foreign phrase', () => {
    expect(foreignTranslations('tr', strings, [{ url: '/a.js', text: '"Where news and games meet" "English sentence number 3 of the resources"' }])).toEqual([]);
  });
});
