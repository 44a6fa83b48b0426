/**
 * The 81 province seats from the astrology gazetteer's generated files (libs/astrology/places,
 * from the Countries States Cities Database), read as files: that lib is node-only and in another
 * scope, and only the build script and the spec need the coordinates. Node only: this reads files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProvinceSeat } from '../province-seats';

const GAZETTEER_DIR = join(__dirname, '../../../../astrology/places/src/data/turkey');
const FILES = ['provinces-1.json', 'provinces-2.json'];

interface GazetteerProvince {
  code: string;
  name: string;
  lat: number;
  lon: number;
}

export function readGazetteerSeats(): ProvinceSeat[] {
  const rows = FILES.flatMap((file) => JSON.parse(readFileSync(join(GAZETTEER_DIR, file), 'utf8')) as GazetteerProvince[]);
  if (rows.length !== 81) throw new Error(`the gazetteer lists ${rows.length} provinces, expected 81`);
  return rows.map((row) => ({ plate: Number(row.code), name: row.name, longitude: row.lon, latitude: row.lat }));
}
