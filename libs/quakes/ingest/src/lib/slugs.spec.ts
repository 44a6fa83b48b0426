import { eventIdOfSlug, eventSlug, placeSlug } from './slugs';

describe('event slugs', () => {
  it('folds the place and keeps the id at the end', () => {
    expect(placeSlug('SINDIRGI (BALIKESIR)')).toBe('sindirgi-balikesir');
    expect(placeSlug('Pazarcık (Kahramanmaraş)')).toBe('pazarcik-kahramanmaras');
    expect(placeSlug('13 km S of Marmaris, Turkey')).toBe('13-km-s-of-marmaris-turkey');
    expect(placeSlug('***')).toBe('');
    expect(placeSlug('A'.repeat(50) + ' ' + 'B'.repeat(20)).length).toBeLessThanOrEqual(60);
    expect(eventSlug({ id: 'afad-543428', location: 'Sındırgı (Balıkesir)' })).toBe('sindirgi-balikesir-afad-543428');
    expect(eventSlug({ id: 'usgs-us7000adtk', location: '' })).toBe('usgs-us7000adtk');
  });

  it('reads the id back from any slug, and nothing from a province or a stray word', () => {
    const ids = ['afad-543428', 'usgs-us7000adtk', 'koeri-2017-06-14t12-48-10z-38-8675-26-4438'];
    for (const id of ids) {
      for (const location of ['SINDIRGI (BALIKESIR)', 'KOERI-USGS KOYU (IZMIR)', '', '13 km S of Marmaris, Turkey']) {
        expect(eventIdOfSlug(eventSlug({ id, location }))).toBe(id);
      }
    }
    expect(eventIdOfSlug('izmir')).toBeNull();
    expect(eventIdOfSlug('kahramanmaras')).toBeNull();
    expect(eventIdOfSlug('afad-')).toBeNull();
    expect(eventIdOfSlug('Afad-1')).toBeNull();
  });
});
