import { parseAfadEvents } from '@meydan/quakes/ingest';
import { afadPlace, koeriAscii, koeriPlace, nearestDistrict, usgsPlace } from './places';

describe('places in each source’s style', () => {
  it('names a land quake by its district and province in proper Turkish (AFAD)', () => {
    expect(afadPlace('GULPINAR-AYVACIK (CANAKKALE)', 39.533, 26.1072)).toEqual({ location: 'Ayvacık (Çanakkale)', province: 'Çanakkale', district: 'Ayvacık', country: 'Türkiye' });
    expect(afadPlace('TURNALI-KANGAL (SIVAS)', 39.0123, 37.3423).location).toBe('Kangal (Sivas)');
    // `PLACE-(PROVINCE)`: no district named, so the nearest one in that province.
    expect(afadPlace('GOZEBASI-(ELAZIG)', 38.516, 39.256)).toMatchObject({ province: 'Elazığ', country: 'Türkiye' });
  });

  it('names a sea quake by the sea, the distance and the nearest district, as AFAD does', () => {
    const place = afadPlace('EGE DENIZI', 38.8675, 26.4438);
    expect(place.location).toMatch(/^Ege Denizi - \[\d+\.\d\d km\] .+ \(.+\)$/);
    expect(place.country).toBe('Türkiye');
    expect(afadPlace('ERDEK ACIKLARI-BALIKESIR (MARMARA DENIZI)', 40.5475, 28.2392).location).toMatch(/^Marmara Denizi - \[/);
  });

  it('names a quake abroad by its country, which the AFAD parser then gives no Turkish province', () => {
    const place = afadPlace('YUNANISTAN', 39.5, 21.9);
    expect(place).toEqual({ location: 'Yunanistan', province: '', district: '', country: 'Yunanistan' });
    const [record] = parseAfadEvents([{ eventID: '1', date: '2026-01-01T00:00:00', latitude: '39.5', longitude: '21.9', depth: '7', type: 'ML', magnitude: '2.1', ...place }]);
    expect(record.province).toBeNull();
  });

  it('writes KOERI’s ASCII upper case and USGS’s distance and bearing', () => {
    expect(koeriAscii('Sındırgı (Balıkesir)')).toBe('SINDIRGI (BALIKESIR)');
    expect(koeriAscii('İzmir Körfezi')).toBe('IZMIR KORFEZI');
    expect(koeriPlace(39.2286, 28.1275)).toBe('SINDIRGI (BALIKESIR)');
    expect(usgsPlace('SINDIRGI (BALIKESIR)', 39.1, 28.1)).toMatch(/^\d+ km (N|NNE|NE|ENE|E|ESE|SE|SSE|S|SSW|SW|WSW|W|WNW|NW|NNW) of Sındırgı, Turkey$/);
    expect(usgsPlace('GIRIT ADASI (AKDENIZ)', 34.7, 23.8)).toMatch(/ km .+ of .+, Turkey$/);
    expect(usgsPlace('YUNANISTAN', 39.5, 21.9)).toBe('Greece');
  });

  it('finds the nearest district, within a province when asked', () => {
    expect(nearestDistrict(39.2286, 28.1275).district.name).toBe('Sındırgı');
    expect(nearestDistrict(39.2286, 28.1275, 45).district.province.name).toBe('Manisa');
  });
});
