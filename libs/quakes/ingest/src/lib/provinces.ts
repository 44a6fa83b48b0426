/**
 * Türkiye's 81 provinces and the folding that matches a place name to one of them: KOERI's ASCII
 * upper case (`KAHRAMANMARAS`), AFAD's proper names (`Kahramanmaraş`) and whatever a reader types
 * in a city filter (`İZMİR`, `izmir`, `Izmir`, `IZMIR`, the old names `Afyon` and `İçel`).
 */
import { foldText } from '@meydan/shared/util/format';
import table from '../data/turkey-provinces.json';
import type { Province } from './types';

interface ProvinceRow {
  plate: number;
  name: string;
  koeri_ascii: string;
  aliases: string[];
}

/** The 81 provinces by plate code (data/turkey-provinces.json, whose `source` says where it comes from). */
export const PROVINCES: readonly Province[] = (table.provinces as ProvinceRow[]).map(({ plate, name }) => Object.freeze({ plate, name }));

const byPlate = new Map(PROVINCES.map((province) => [province.plate, province]));

/**
 * Folded spelling → province. foldText maps İ and I, ı and i alike and drops the marks, so the
 * proper name and KOERI's ASCII fold to one key; aliases are folded the same way.
 */
const byFoldedName = new Map<string, Province>();
for (const row of table.provinces as ProvinceRow[]) {
  const province = byPlate.get(row.plate) as Province;
  for (const spelling of [row.name, row.koeri_ascii, ...row.aliases]) byFoldedName.set(foldText(spelling), province);
}

/**
 * The province a typed or listed name means, or null. Case, Turkish dotted and dotless i,
 * diacritics and surrounding white space never matter; a plate code (`35`, `06`) is accepted too,
 * since city filters in Turkey are often written that way.
 */
export function provinceOf(text: unknown): Province | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  if (/^\d{1,2}$/.test(trimmed)) return byPlate.get(Number(trimmed)) ?? null;
  return byFoldedName.get(foldText(trimmed)) ?? null;
}

export function provinceByPlate(plate: number): Province | null {
  return byPlate.get(plate) ?? null;
}
