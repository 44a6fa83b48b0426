import { articleLookup } from './article-lookup';

describe('articleLookup', () => {
  it('reads a uuid, a number, a link or a path, and falls back to title words', () => {
    expect(articleLookup('  ')).toEqual({ kind: 'all' });
    expect(articleLookup(undefined)).toEqual({ kind: 'all' });
    expect(articleLookup('0F6C1E0A-0000-4000-8000-0000000000B1')).toEqual({ kind: 'id', id: '0f6c1e0a-0000-4000-8000-0000000000b1' });
    expect(articleLookup('10234')).toEqual({ kind: 'legacy', legacyId: 10234 });
    expect(articleLookup('https://en.meydan.example/news/quake-drill-in-istanbul-10234?utm=x#top')).toEqual({ kind: 'legacy', legacyId: 10234 });
    expect(articleLookup('/haber/istanbul-da-deprem-tatbikati-10234/')).toEqual({ kind: 'legacy', legacyId: 10234 });
    // Too short for an article number (SPEC §2.8: 10001 and up): words.
    expect(articleLookup('2024')).toEqual({ kind: 'title', text: '2024' });
    expect(articleLookup('deprem tatbikatı')).toEqual({ kind: 'title', text: 'deprem tatbikatı' });
    expect(articleLookup('https://meydan.example/about')).toEqual({ kind: 'title', text: 'https://meydan.example/about' });
  });
});
