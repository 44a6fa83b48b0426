import { performance } from 'node:perf_hooks';
import { MAX_SEARCH_LIMIT, nearestPlace, placeById, searchPlaces, warmPlaceSearch } from './search';

const first = (query: string, edition: 'tr' | 'en' | 'ru' = 'tr') => searchPlaces(query, { edition })[0];

describe('searchPlaces', () => {
  beforeAll(() => warmPlaceSearch());

  describe('Turkish places', () => {
    it('finds districts by folded input and shows their province', () => {
      expect(first('kadikoy')).toMatchObject({ id: 'tr-34-kadikoy', name: 'Kadıköy', label: 'Kadıköy, İstanbul', admin: 'İstanbul', country: 'TR', timezone: 'Europe/Istanbul' });
      expect(first('CANKAYA')).toMatchObject({ name: 'Çankaya', label: 'Çankaya, Ankara', timezone: 'Europe/Istanbul' });
      expect(first('bodrum')).toMatchObject({ name: 'Bodrum', admin: 'Muğla' });
      expect(first('Urgup')).toMatchObject({ name: 'Ürgüp', admin: 'Nevşehir' });
      expect(first('sisli')).toMatchObject({ name: 'Şişli', admin: 'İstanbul' });
      expect(first('19 mayis')).toMatchObject({ name: '19 Mayıs', admin: 'Samsun' });
    });

    it('finds provinces at their central city, with the country in the label', () => {
      const izmir = first('izmir');
      expect(izmir).toMatchObject({ id: 'tr-35', name: 'İzmir', label: 'İzmir, Türkiye', country: 'TR', timezone: 'Europe/Istanbul' });
      expect(izmir.admin).toBeUndefined();
      expect(izmir.latitude).toBeCloseTo(38.41, 1);
      expect(izmir.longitude).toBeCloseTo(27.14, 1);
      expect(first('Измир', 'ru')).toMatchObject({ id: 'tr-35', label: 'İzmir, Турция' });
      expect(first('Стамбул', 'ru')).toMatchObject({ id: 'tr-34', label: 'Стамбул, Турция' });
      expect(first('istanbul', 'en')).toMatchObject({ id: 'tr-34', label: 'Istanbul, Türkiye' });
    });

    it('puts İstanbul first for "ist", and the province before its namesakes', () => {
      expect(first('ist').id).toBe('tr-34');
      expect(first('İST').id).toBe('tr-34');
      expect(first('ank').id).toBe('tr-06');
    });

    it('narrows by the part after a comma', () => {
      const results = searchPlaces('merkezefendi, den');
      expect(results[0]).toMatchObject({ name: 'Merkezefendi', admin: 'Denizli' });
      expect(searchPlaces('kadikoy, ankara')).toEqual([]);
    });
  });

  describe('the world', () => {
    it.each([
      ['London', 'Europe/London', 'GB', 'London, United Kingdom'],
      ['new york', 'America/New_York', 'US', 'New York, United States'],
      ['Tokyo', 'Asia/Tokyo', 'JP', 'Tokyo, Japan'],
      ['sydney', 'Australia/Sydney', 'AU', 'Sydney, Australia'],
      ['Москва', 'Europe/Moscow', 'RU', 'Moscow, Russia'],
      ['Moskova', 'Europe/Moscow', 'RU', 'Moscow, Russia'],
      ['Moscow', 'Europe/Moscow', 'RU', 'Moscow, Russia'],
    ])('%s → %s', (query, timezone, country, label) => {
      expect(first(query, 'en')).toMatchObject({ timezone, country, label });
    });

    it("labels in the edition's language where the data has the name", () => {
      expect(first('moscow', 'tr').label).toBe('Moskova, Rusya');
      expect(first('moscow', 'ru').label).toBe('Москва, Россия');
      expect(first('london', 'tr').label).toBe('Londra, Birleşik Krallık');
      expect(first('london', 'ru').label).toBe('Лондон, Великобритания');
    });

    it('adds the state where a country has more than one city of the name', () => {
      const springfields = searchPlaces('springfield', { edition: 'en', limit: 5 });
      expect(springfields[0].label).toBe('Springfield, Missouri, United States');
      expect(new Set(springfields.map((place) => place.label)).size).toBe(springfields.length);
    });

    it('ranks the whole name before its start, its start before a later word, and larger places first', () => {
      const york = searchPlaces('york', { edition: 'en' });
      expect(york[0].name).toBe('York');
      expect(york.findIndex((place) => place.name === 'New York City')).toBeGreaterThan(0);
      const paris = searchPlaces('paris', { edition: 'en' });
      expect(paris[0]).toMatchObject({ country: 'FR', timezone: 'Europe/Paris' });
    });

    it('finds a match inside a name when nothing starts with the query', () => {
      expect(searchPlaces('akkale').map((place) => place.name)).toContain('Çanakkale');
    });
  });

  describe('limits and short queries', () => {
    it('returns nothing for an empty or one-letter query', () => {
      expect(searchPlaces('')).toEqual([]);
      expect(searchPlaces('   ')).toEqual([]);
      expect(searchPlaces('a')).toEqual([]);
      expect(searchPlaces('İ')).toEqual([]);
      expect(searchPlaces('-')).toEqual([]);
    });

    it('respects the limit, 10 by default and at most 50', () => {
      expect(searchPlaces('sa')).toHaveLength(10);
      expect(searchPlaces('sa', { limit: 3 })).toHaveLength(3);
      expect(searchPlaces('sa', { limit: 0 })).toEqual([]);
      expect(searchPlaces('sa', { limit: 1000 })).toHaveLength(MAX_SEARCH_LIMIT);
    });

    it('gives nothing for a name it does not know', () => {
      expect(searchPlaces('qxzqxz')).toEqual([]);
    });
  });

  it('searches the whole gazetteer in well under 5 ms once warm', () => {
    const queries = ['ist', 'ka', 'sa', 'kadikoy', 'bodrum', 'Моск', 'london', 'new york', 'spring', 'qxzqxz', 'akkale'];
    const times: number[] = [];
    for (let round = 0; round < 10; round += 1) {
      for (const query of queries) {
        const start = performance.now();
        searchPlaces(query);
        times.push(performance.now() - start);
      }
    }
    times.sort((a, b) => a - b);
    expect(times[Math.floor(times.length / 2)]).toBeLessThan(5);
  });
});

describe('placeById', () => {
  it('gives back a place a search gave, in any edition', () => {
    const moscow = first('Москва', 'ru');
    expect(placeById(moscow.id, { edition: 'ru' })).toEqual(moscow);
    expect(placeById('tr-34-kadikoy', { edition: 'en' })).toMatchObject({ name: 'Kadıköy', label: 'Kadıköy, Istanbul' });
    expect(placeById('tr-06')).toMatchObject({ name: 'Ankara', label: 'Ankara, Türkiye' });
  });

  it('gives undefined for an unknown id', () => {
    expect(placeById('gn-0')).toBeUndefined();
    expect(placeById('')).toBeUndefined();
  });
});

describe('nearestPlace', () => {
  it('names the nearest known place and its time zone for a point typed by hand', () => {
    const near = nearestPlace(40.99, 29.03);
    expect(near?.place.timezone).toBe('Europe/Istanbul');
    expect(near?.place.admin).toBe('İstanbul');
    expect(near?.distanceKm).toBeLessThan(5);
    expect(nearestPlace(-33.87, 151.21, { edition: 'en' })?.place).toMatchObject({ name: 'Sydney', timezone: 'Australia/Sydney' });
  });
});
