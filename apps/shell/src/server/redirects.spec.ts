import { canonicalRedirect } from './redirects';

describe('canonicalRedirect', () => {
  it('strips an /icerikler segment (SPEC §2.9)', () => {
    expect(canonicalRedirect('tr', '/profil/ayse/icerikler', '')).toBe('/profil/ayse');
    expect(canonicalRedirect('tr', '/icerikler', '?a=1')).toBe('/?a=1');
  });
  it('drops a trailing slash but keeps the root', () => {
    expect(canonicalRedirect('tr', '/business/', '?page=2')).toBe('/business?page=2');
    expect(canonicalRedirect('tr', '/', '')).toBeNull();
  });
  it('sends an old category listing address to the category page, in one hop', () => {
    expect(canonicalRedirect('en', '/kategori/sport-/a/b/football', '?ref=x')).toBe('/sport-news/football?ref=x');
    expect(canonicalRedirect('tr', '/kategori/sport-/', '')).toBe('/sport');
    expect(canonicalRedirect('ru', '/kategori', '')).toBe('/');
  });
  it('leaves canonical paths and look-alike segments alone', () => {
    expect(canonicalRedirect('tr', '/haber/ekonomi-10001', '')).toBeNull();
    expect(canonicalRedirect('tr', '/icerikler-listesi', '')).toBeNull();
    expect(canonicalRedirect('tr', '/bu/yol/yok', '')).toBeNull();
  });
});
