import { GAZETTEER_BUILD } from './data';
import { gazetteerEntries, TURKEY_TIME_ZONE } from './gazetteer';

describe('the gazetteer', () => {
  const entries = gazetteerEntries();
  const provinces = entries.filter((entry) => entry.kind === 'province');
  const districts = entries.filter((entry) => entry.kind === 'district');

  it("has Turkey's 81 provinces, codes 01 to 81, each in Europe/Istanbul", () => {
    expect(provinces).toHaveLength(81);
    expect(provinces.map((province) => province.id).sort()).toEqual(Array.from({ length: 81 }, (_, i) => `tr-${String(i + 1).padStart(2, '0')}`));
    for (const province of provinces) expect(province.timezone).toBe(TURKEY_TIME_ZONE);
  });

  it("has all 973 districts: 922 listed and the 51 central ones (Merkez) that their province's entry stands for", () => {
    expect(districts).toHaveLength(922);
    expect(GAZETTEER_BUILD.centralDistricts).toBe(51);
    expect(districts.length + GAZETTEER_BUILD.centralDistricts).toBe(973);
    for (const district of districts) {
      expect(district.timezone).toBe(TURKEY_TIME_ZONE);
      expect(district.province?.kind).toBe('province');
    }
    // Every metropolitan province lists its districts, and a few are where they should be.
    const byName = (name: string) => districts.find((district) => district.name === name);
    expect(byName('Kadıköy')?.admin).toBe('İstanbul');
    expect(byName('Çankaya')?.admin).toBe('Ankara');
    expect(byName('Bodrum')?.admin).toBe('Muğla');
    expect(byName('Ürgüp')?.admin).toBe('Nevşehir');
    expect(byName('19 Mayıs')?.admin).toBe('Samsun');
    expect(districts.filter((district) => district.admin === 'İstanbul')).toHaveLength(39);
  });

  it('places every Turkish entry inside Turkey', () => {
    for (const entry of [...provinces, ...districts]) {
      expect(entry.latitude).toBeGreaterThan(35.8);
      expect(entry.latitude).toBeLessThan(42.2);
      expect(entry.longitude).toBeGreaterThan(25.6);
      expect(entry.longitude).toBeLessThan(44.9);
    }
  });

  it('has unique ids and coordinates in range', () => {
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    for (const entry of entries) {
      expect(Math.abs(entry.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(entry.longitude)).toBeLessThanOrEqual(180);
    }
  });

  it('has larger cities of the whole world, each with a time zone the runtime knows', () => {
    const cities = entries.filter((entry) => entry.kind === 'city');
    expect(cities.length).toBeGreaterThan(25_000);
    expect(new Set(cities.map((city) => city.country)).size).toBeGreaterThan(200);
    const zones = new Set(entries.map((entry) => entry.timezone));
    for (const zone of zones) expect(() => new Intl.DateTimeFormat(undefined, { timeZone: zone })).not.toThrow();
  });

  it("gives a time zone whose offset is that place's clock (a sample)", () => {
    const offsetAt = (zone: string, date: Date) =>
      new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(date).find((part) => part.type === 'timeZoneName')?.value;
    const winter = new Date(Date.UTC(2024, 0, 15, 12));
    const zoneOf = (name: string, country: string) => entries.find((entry) => entry.name === name && entry.country === country)?.timezone ?? 'none';
    expect(offsetAt(zoneOf('Tokyo', 'JP'), winter)).toBe('GMT+09:00');
    expect(offsetAt(zoneOf('Moscow', 'RU'), winter)).toBe('GMT+03:00');
    expect(offsetAt(zoneOf('Vladivostok', 'RU'), winter)).toBe('GMT+10:00');
    expect(offsetAt(zoneOf('Los Angeles', 'US'), winter)).toBe('GMT-08:00');
    expect(offsetAt(zoneOf('Ankara', 'TR'), winter)).toBe('GMT+03:00');
  });
});
