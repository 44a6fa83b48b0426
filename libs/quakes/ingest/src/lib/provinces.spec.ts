import { PROVINCES_TABLE, sampleJson } from '../testing/samples';
import { PROVINCES, provinceByPlate, provinceOf } from './provinces';

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
