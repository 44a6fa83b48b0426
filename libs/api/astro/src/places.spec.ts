import type { Place, PlaceSearchResponse } from '@meydan/shared/contracts';
import { PLACES_CACHE_CONTROL } from './astro.routes';
import { useAstroApp } from './testing/astro-test-app';

describe('astrology API: birthplaces', () => {
  const { get } = useAstroApp();

  const search = async (q: string, edition: 'tr' | 'en' | 'ru' = 'tr', limit?: number) => {
    const response = await get('/places', limit === undefined ? { q } : { q, limit }, edition);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(PLACES_CACHE_CONTROL);
    return response.json<PlaceSearchResponse>();
  };

  it('finds Turkish districts by folded input, each with its province, coordinates and time zone, and credits the data', async () => {
    const { items, credits } = await search('kadikoy');
    expect(items[0]).toMatchObject({ name: 'Kadıköy', label: 'Kadıköy, İstanbul', country: 'TR', timezone: 'Europe/Istanbul' });
    expect(items[0]!.latitude).toBeCloseTo(40.99, 1);
    expect(credits.map((credit) => credit.name)).toEqual(expect.arrayContaining(['GeoNames']));
    expect((await search('ist')).items[0]).toMatchObject({ name: 'İstanbul' });
  });

  it('labels places in the edition’s language and respects the limit', async () => {
    const ru = (await search('Моск', 'ru', 3)).items;
    expect(ru.length).toBeLessThanOrEqual(3);
    expect(ru[0]).toMatchObject({ country: 'RU', timezone: 'Europe/Moscow' });
    expect((await search('london', 'tr')).items[0]).toMatchObject({ timezone: 'Europe/London', label: expect.stringContaining('Londra') });
  });

  it('answers a one-letter query with nothing and refuses bad input with a localized 400', async () => {
    expect((await search('a')).items).toEqual([]);
    expect((await get('/places', {}, 'en')).statusCode).toBe(400);
    expect((await get('/places', { q: 'x'.repeat(81) }, 'en')).statusCode).toBe(400);
    expect((await get('/places', { q: 'ankara', limit: 0 }, 'en')).statusCode).toBe(400);
  });

  it('proposes the nearest known place (and its time zone) for hand-typed coordinates', async () => {
    const response = await get('/places/nearest', { latitude: 41.01, longitude: 28.98 }, 'tr');
    expect(response.statusCode).toBe(200);
    const { place, distanceKm } = response.json<{ place: Place; distanceKm: number }>();
    expect(place.timezone).toBe('Europe/Istanbul');
    expect(distanceKm).toBeLessThan(15);
    expect((await get('/places/nearest', { latitude: 91, longitude: 0 }, 'tr')).statusCode).toBe(400);
  });
});
