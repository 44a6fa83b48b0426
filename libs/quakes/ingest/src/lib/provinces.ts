/**
 * Türkiye's 81 provinces and the folding that matches a place name to one of them: KOERI's ASCII
 * upper case (`KAHRAMANMARAS`), AFAD's proper names (`Kahramanmaraş`) and whatever a reader types
 * in a city filter (`İZMİR`, `izmir`, `Izmir`, `IZMIR`, the old names `Afyon` and `İçel`).
 */
import { foldText } from '@meydan/shared/util/format';
import seats from '../data/province-seats.json';
import table from '../data/turkey-provinces.json';
import { distanceKm } from './geo';
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

/** The province's list-page slug: `İzmir` → `izmir`, `Kahramanmaraş` → `kahramanmaras`. */
export function provinceSlug(province: Province): string {
  return foldText(province.name).replace(/ /g, '-');
}

const bySlug = new Map(PROVINCES.map((province) => [provinceSlug(province), province]));

/** The province of a list-page slug (exactly as provinceSlug writes it), or null. */
export function provinceBySlug(slug: string): Province | null {
  return bySlug.get(slug) ?? null;
}

export interface ProvinceSeat extends Province {
  latitude: number;
  longitude: number;
}

/** Each province's seat (the city of the same name), from data/province-seats.json (ODbL, see its `source`). */
export const PROVINCE_SEATS: readonly ProvinceSeat[] = (seats.seats as Array<[number, number, number]>).map(([plate, latitude, longitude]) =>
  Object.freeze({ ...(byPlate.get(plate) as Province), latitude, longitude }),
);

/** The `count` province seats nearest a point, nearest first, with their distance in km (one decimal). */
export function nearestSeats(latitude: number, longitude: number, count: number): Array<ProvinceSeat & { distanceKm: number }> {
  return PROVINCE_SEATS.map((seat) => ({ ...seat, distanceKm: Math.round(distanceKm(latitude, longitude, seat.latitude, seat.longitude) * 10) / 10 }))
    .sort((a, b) => a.distanceKm - b.distanceKm || a.plate - b.plate)
    .slice(0, Math.max(0, count));
}
