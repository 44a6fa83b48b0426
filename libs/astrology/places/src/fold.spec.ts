import { foldPlaceName } from './fold';

describe('foldPlaceName', () => {
  it('folds Turkish letters and case the way readers type them', () => {
    expect(foldPlaceName('Kadıköy')).toBe('kadikoy');
    expect(foldPlaceName('KADIKÖY')).toBe('kadikoy');
    expect(foldPlaceName('İZMİR')).toBe('izmir');
    expect(foldPlaceName('Çanakkale')).toBe('canakkale');
    expect(foldPlaceName('Muğla')).toBe('mugla');
    expect(foldPlaceName('Şişli')).toBe('sisli');
    expect(foldPlaceName('Ürgüp')).toBe('urgup');
  });

  it('drops apostrophes instead of splitting the word, and other punctuation becomes a space', () => {
    expect(foldPlaceName("N'Djamena")).toBe('ndjamena');
    expect(foldPlaceName('L’Aquila')).toBe('laquila');
    expect(foldPlaceName('Saint-Étienne')).toBe('saint etienne');
  });

  it('folds Cyrillic case and ё', () => {
    expect(foldPlaceName('МОСКВА')).toBe('москва');
    expect(foldPlaceName('Орёл')).toBe(foldPlaceName('Орел'));
  });
});
