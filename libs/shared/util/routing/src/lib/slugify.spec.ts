import { slugify } from './slugify';

describe('slugify', () => {
  it('lower-cases and hyphenates', () => {
    expect(slugify('Hello World')).toBe('hello-world');
    expect(slugify('  --Hello,   World!!  ')).toBe('hello-world');
    expect(slugify('2026 Seçimleri: 10 Madde')).toBe('2026-secimleri-10-madde');
  });

  it('transliterates Turkish letters, including dotted and dotless i', () => {
    expect(slugify('Çığ Öğüş İŞ')).toBe('cig-ogus-is');
    expect(slugify('İstanbul')).toBe('istanbul');
    expect(slugify('ISPARTA ılık')).toBe('isparta-ilik');
    expect(slugify('ıİIi')).toBe('iiii');
  });

  it('strips accents and maps letters NFD cannot split', () => {
    expect(slugify('Crème Brûlée à la Façon')).toBe('creme-brulee-a-la-facon');
    expect(slugify('Straße Øresund Łódź Æsir')).toBe('strasse-oresund-lodz-aesir');
  });

  it('transliterates Cyrillic', () => {
    expect(slugify('Привет, мир!')).toBe('privet-mir');
    expect(slugify('Щука и Ёж — Юла, Явь, Цех, Хор, Жук, Чай, Шум')).toBe(
      'shchuka-i-ezh-yula-yav-tsekh-khor-zhuk-chay-shum',
    );
    expect(slugify('Объявление')).toBe('obyavlenie');
  });

  it('keeps letters of any script without transliteration, lower-cased by the edition', () => {
    expect(slugify('Привет, Мир!', { transliterate: false, edition: 'ru' })).toBe('привет-мир');
    expect(slugify('IŞIK Çağı', { transliterate: false })).toBe('ışık-çağı');
    expect(slugify('IPHONE Pro', { transliterate: false, edition: 'en' })).toBe('iphone-pro');
  });

  it('returns an empty string when nothing is left', () => {
    expect(slugify('')).toBe('');
    expect(slugify('!!! ---')).toBe('');
    expect(slugify('😀')).toBe('');
  });
});
