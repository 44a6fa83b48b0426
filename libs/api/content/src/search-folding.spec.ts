import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import type { Edition } from '@meydan/shared/util/routing';
import { ContentRepository } from './content.repository';
import { ContentService } from './content.service';
import { transpositionQuery } from './search-text';

jest.setTimeout(60_000);

const HOUR = 3_600_000;

/** Headlines as editors write them; the queries below are typed the way readers type. */
const ARTICLES: ReadonlyArray<[Edition, string, string]> = [
  ['tr', 'Kış lastiği uygulaması yarın başlıyor', 'Sürücüler için kış lastiği zorunluluğu başladı.'],
  ['tr', 'İstanbul’da metro seferleri uzatıldı', 'İstanbul Büyükşehir Belediyesi yeni saatleri açıkladı.'],
  ['tr', 'Istanbul maratonuna rekor katılım', 'Koşucular köprüden geçti.'],
  ['tr', 'Kadınların iş hayatındaki yükselişi', 'Yönetim kurullarında kadın oranı arttı.'],
  ['tr', 'Ankara’da hava soğuyor', 'Meteoroloji uyardı.'],
  ['en', 'Café culture returns to the high street', 'Independent cafés reopen.'],
  ['ru', 'Ёлка на главной площади', 'Праздничная ёлка появилась в центре города.'],
];

describe.each(['postgres', 'pglite'] as const)('search as readers type (%s, PGlite when no server answers)', (engine) => {
  let testDb: TestDatabase;
  let service: ContentService;
  const titles = async (edition: Edition, q: string) => {
    const result = await service.searchArticles(edition, { q });
    return { titles: result.items.map((item) => item.title), approximate: result.approximate };
  };

  beforeAll(async () => {
    testDb = await createTestDatabase({ engine });
    for (const [index, [edition, title, description]] of ARTICLES.entries()) {
      await testDb.db.query(
        `INSERT INTO articles (edition, title, slug, description, entries, published_at) VALUES ($1, $2, $3, $4, '[]'::jsonb, $5)`,
        [edition, title, `story-${index}`, description, new Date(Date.now() - (index + 1) * HOUR).toISOString()],
      );
    }
    service = new ContentService(new ContentRepository(testDb.db), {});
  });

  afterAll(async () => {
    await testDb.cleanup();
  });

  it('finds Turkish letters typed without them: kis lastigi finds Kış lastiği', async () => {
    const result = await titles('tr', 'kis lastigi');
    expect(result).toEqual({ titles: ['Kış lastiği uygulaması yarın başlıyor'], approximate: false });
  });

  it('finds with any capitals what the Turkish spelling finds: ISTANBUL = İstanbul = istanbul = ıstanbul', async () => {
    const expected = (await titles('tr', 'İstanbul')).titles;
    expect(expected.sort()).toEqual(['Istanbul maratonuna rekor katılım', 'İstanbul’da metro seferleri uzatıldı'].sort());
    for (const q of ['ISTANBUL', 'istanbul', 'İSTANBUL', 'ıstanbul']) {
      const result = await titles('tr', q);
      expect({ q, titles: result.titles.sort(), approximate: result.approximate }).toEqual({ q, titles: expected, approximate: false });
    }
  });

  it('tolerates one pair of swapped letters: kaıdnların finds Kadınların, flagged as approximate', async () => {
    expect(await titles('tr', 'kaıdnların')).toEqual({ titles: ['Kadınların iş hayatındaki yükselişi'], approximate: true });
    expect(await titles('tr', 'kis laitsgi')).toEqual({ titles: ['Kış lastiği uygulaması yarın başlıyor'], approximate: true });
  });

  it('folds diacritics in every edition, and ё in Russian', async () => {
    const cafe = { titles: ['Café culture returns to the high street'], approximate: false };
    expect(await titles('en', 'cafes')).toEqual(cafe);
    expect(await titles('en', 'CAFÉ')).toEqual(cafe);
    const tree = { titles: ['Ёлка на главной площади'], approximate: false };
    expect(await titles('ru', 'елка')).toEqual(tree);
    expect(await titles('ru', 'ЁЛКА')).toEqual(tree);
  });

  it('still finds nothing for words that are not there', async () => {
    expect((await titles('tr', 'zürafa')).titles).toEqual([]);
  });

  it('folds tag names the same way', async () => {
    await testDb.db.query(`INSERT INTO tags (edition, name, slug, route) VALUES ('tr', 'Kış Lastiği', 'kis-lastigi', '/etiket/kis-lastigi')`);
    const tags = await service.searchTags('tr', { q: 'KIS LASTIGI' });
    expect(tags.items.map((tag) => tag.name)).toEqual(['Kış Lastiği']);
  });
});

describe('transpositionQuery', () => {
  it('ORs each word with its one-swap spellings and ANDs the words', () => {
    expect(transpositionQuery('kisa yol')).toBe('(kisa | iksa | ksia | kias) & (yol | oyl | ylo)');
  });

  it('keeps only letters and digits, so nothing the reader typed is read as tsquery syntax', () => {
    expect(transpositionQuery("abc' & !(x) | <->")).toBe('(abc | bac | acb) & (x)');
  });

  it('leaves out queries with nothing to swap or too many words', () => {
    expect(transpositionQuery('a b')).toBeNull();
    expect(transpositionQuery('bir iki üç dört beş altı yedi')).toBeNull();
  });
});
