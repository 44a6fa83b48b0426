import { categoryPath, isSection, isSubcategoryOf, SECTION_KEYS, SECTIONS, SUBCATEGORY_KEYS } from './sections';

describe('SECTIONS', () => {
  it('lists the nine §2.6 sections', () => {
    expect(SECTION_KEYS).toEqual([
      'business',
      'culture',
      'entertainment',
      'life',
      'news',
      'meydan',
      'other',
      'sport',
      'technology',
    ]);
  });

  it('keeps the spec spellings of subcategories', () => {
    expect(SECTIONS.business).toContain('enterpreneurship');
    expect(SECTIONS.culture).toContain('theather');
    expect(SECTIONS.meydan).toEqual(['funny', 'listicle', 'men', 'quiz', 'video', 'women']);
    expect(SECTIONS.life).toHaveLength(9);
    expect(SECTIONS.news).toEqual([]);
  });

  it('collects unique subcategory keys', () => {
    expect(new Set(SUBCATEGORY_KEYS).size).toBe(SUBCATEGORY_KEYS.length);
    expect(SUBCATEGORY_KEYS).toEqual(expect.arrayContaining(['economy', 'game', 'games', 'space']));
  });

  it('answers membership questions', () => {
    expect(isSection('sport')).toBe(true);
    expect(isSection('toString')).toBe(false);
    expect(isSubcategoryOf('sport', 'football')).toBe(true);
    expect(isSubcategoryOf('sport', 'economy')).toBe(false);
  });
});

describe('categoryPath', () => {
  it('builds per-edition listing paths', () => {
    expect(categoryPath('tr', 'business')).toBe('/business');
    expect(categoryPath('tr', 'business', 'economy')).toBe('/business/economy');
    expect(categoryPath('en', 'business')).toBe('/business-news');
    expect(categoryPath('en', 'business', 'economy')).toBe('/business-news/economy');
    expect(categoryPath('ru', 'business', 'economy')).toBe('/business-novosti/economy');
    expect(categoryPath('ru', 'meydan', '')).toBe('/meydan-novosti');
  });

  it('rejects unknown sections and foreign subcategories', () => {
    expect(() => categoryPath('tr', 'politics' as never)).toThrow(/politics/);
    expect(() => categoryPath('tr', 'business', 'football')).toThrow(/football/);
  });
});
