import { canonicalRedirect } from './redirects';

describe('canonicalRedirect', () => {
  it('strips an /icerikler segment (SPEC §2.9)', () => {
    expect(canonicalRedirect('/profil/ayse/icerikler', '')).toBe('/profil/ayse');
    expect(canonicalRedirect('/icerikler', '?a=1')).toBe('/?a=1');
  });
  it('drops a trailing slash but keeps the root', () => {
    expect(canonicalRedirect('/business/', '?page=2')).toBe('/business?page=2');
    expect(canonicalRedirect('/', '')).toBeNull();
  });
  it('leaves canonical paths and look-alike segments alone', () => {
    expect(canonicalRedirect('/haber/ekonomi-10001', '')).toBeNull();
    expect(canonicalRedirect('/icerikler-listesi', '')).toBeNull();
  });
});
