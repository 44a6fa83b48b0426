import { PROVINCES_TABLE, sampleJson } from '../testing/samples';
import type { Province } from './types';
import { nearestSeats, PROVINCE_SEATS, PROVINCES, provinceByPlate, provinceBySlug, provinceOf, provinceSlug } from './provinces';

const table = (sampleJson(PROVINCES_TABLE) as { provinces: Array<{ plate: number; name: string; koeri_ascii: string; aliases: string[] }> }).provinces;

describe('PROVINCES', () => {
  it('holds the 81 provinces of the shared table, by plate code', () => {
    expect(PROVINCES).toHaveLength(81);
    expect(PROVINCES).toEqual(table.map(({ plate, name }) => ({ plate, name })));
    expect(provinceByPlate(35)).toEqual({ plate: 35, name: 'İzmir' });
    expect(provinceByPlate(82)).toBeNull();
  });
});

describe('provinceOf', () => {
  it('folds İzmir however it is typed', () => {
    for (const typed of ['İZMİR', 'izmir', 'Izmir', 'IZMIR', 'İzmir', ' izmİr ', 'ızmır']) expect(provinceOf(typed)).toEqual({ plate: 35, name: 'İzmir' });
  });

  it('finds every province by its name, in Turkish upper and lower case, and by KOERI’s ASCII', () => {
    for (const { plate, name, koeri_ascii } of table) {
      expect(provinceOf(name)).toEqual({ plate, name });
      expect(provinceOf(name.toLocaleUpperCase('tr'))).toEqual({ plate, name });
      expect(provinceOf(name.toLocaleLowerCase('tr'))).toEqual({ plate, name });
      expect(provinceOf(koeri_ascii)).toEqual({ plate, name });
      expect(provinceOf(koeri_ascii.toLowerCase())).toEqual({ plate, name });
    }
  });

  it('knows the old and short names', () => {
    expect(provinceOf('Afyon')).toEqual({ plate: 3, name: 'Afyonkarahisar' });
    expect(provinceOf('İçel')).toEqual({ plate: 33, name: 'Mersin' });
    expect(provinceOf('ICEL')).toEqual({ plate: 33, name: 'Mersin' });
    expect(provinceOf('Maraş')).toEqual({ plate: 46, name: 'Kahramanmaraş' });
    expect(provinceOf('K.MARAS')).toEqual({ plate: 46, name: 'Kahramanmaraş' });
    expect(provinceOf('Urfa')).toEqual({ plate: 63, name: 'Şanlıurfa' });
    expect(provinceOf('Hakkâri')).toEqual({ plate: 30, name: 'Hakkari' });
  });

  it('accepts plate codes', () => {
    expect(provinceOf('06')).toEqual({ plate: 6, name: 'Ankara' });
    expect(provinceOf('81')).toEqual({ plate: 81, name: 'Düzce' });
    expect(provinceOf('0')).toBeNull();
    expect(provinceOf('82')).toBeNull();
  });

  it('gives null for anything else', () => {
    for (const text of ['', '   ', 'EGE DENIZI', 'Girne', 'Istanbull', 'İzmir ili']) expect(provinceOf(text)).toBeNull();
    for (const value of [null, undefined, 35, {}, ['İzmir']]) expect(provinceOf(value)).toBeNull();
  });
});

describe('province slugs and seats', () => {
  it('gives every province one slug that leads back to it', () => {
    const slugs = PROVINCES.map(provinceSlug);
    expect(new Set(slugs).size).toBe(81);
    for (const province of PROVINCES) expect(provinceBySlug(provinceSlug(province))).toBe(province);
    expect(provinceSlug(provinceOf('İZMİR') as Province)).toBe('izmir');
    expect(provinceSlug(provinceOf('kahramanmaras') as Province)).toBe('kahramanmaras');
    expect(provinceSlug(provinceOf('Afyon') as Province)).toBe('afyonkarahisar');
    expect(provinceBySlug('Izmir')).toBeNull();
  });

  it('knows every seat, inside Turkey, and finds the nearest ones', () => {
    expect(PROVINCE_SEATS).toHaveLength(81);
    for (const seat of PROVINCE_SEATS) {
      expect(seat.latitude).toBeGreaterThan(35.8);
      expect(seat.latitude).toBeLessThan(42.2);
      expect(seat.longitude).toBeGreaterThan(25.6);
      expect(seat.longitude).toBeLessThan(44.9);
    }
    // Pazarcık's epicentre (2023-02-06): Kahramanmaraş, then Gaziantep and Kilis.
    const nearest = nearestSeats(37.288, 37.043, 3);
    expect(nearest.map((seat) => seat.name)).toEqual(['Kahramanmaraş', 'Gaziantep', 'Kilis']);
    expect(nearest[0]?.distanceKm).toBeGreaterThan(30);
    expect(nearest[0]?.distanceKm).toBeLessThan(45);
  });
});
