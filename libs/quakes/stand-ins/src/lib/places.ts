/**
 * Place texts in each source's style for the quakes the stand-ins make up: AFAD's proper Turkish
 * names (`Ayvacık (Çanakkale)`, `Ege Denizi - [13.24 km] Dikili (İzmir)`), USGS's distance and
 * bearing from a town (`12 km SSW of Ayvacık, Turkey`) and KOERI's ASCII upper case
 * (`AYVACIK (CANAKKALE)`). Names come from a table of districts with coordinates, never from
 * guessing diacritics back into KOERI's ASCII.
 */
import { foldText } from '@meydan/shared/util/format';
import { distanceKm, PROVINCE_SEATS, provinceByPlate, provinceOf, type Province } from '@meydan/quakes/ingest';
import districtTable from '../data/districts.json';

export interface District {
  name: string;
  province: Province;
  latitude: number;
  longitude: number;
}

/** Every district: the table's, and each province's central one at its seat (AFAD writes `Merkez`). */
const DISTRICTS: readonly District[] = [
  ...(districtTable.districts as Array<[number, string, number, number]>).map(([plate, name, latitude, longitude]) => ({
    name,
    province: provinceByPlate(plate) as Province,
    latitude,
    longitude,
  })),
  ...PROVINCE_SEATS.map((seat) => ({ name: 'Merkez', province: { plate: seat.plate, name: seat.name }, latitude: seat.latitude, longitude: seat.longitude })),
];

const byFoldedName = new Map<string, District>();
for (const district of DISTRICTS) byFoldedName.set(`${district.province.plate}/${foldText(district.name)}`, district);

/** The district nearest a point (optionally within one province), with its distance in km. */
export function nearestDistrict(latitude: number, longitude: number, plate?: number): { district: District; km: number } {
  let best: { district: District; km: number } | undefined;
  for (const district of DISTRICTS) {
    if (plate !== undefined && district.province.plate !== plate) continue;
    const km = distanceKm(latitude, longitude, district.latitude, district.longitude);
    if (!best || km < best.km) best = { district, km };
  }
  if (!best) throw new RangeError(`No district in province ${plate}`);
  return best;
}

/** KOERI's spelling: Turkish upper case with the marks dropped (`Sındırgı` → `SINDIRGI`). */
export function koeriAscii(text: string): string {
  return text
    .toLocaleUpperCase('tr')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '?');
}

/** KOERI's sea and lake names → AFAD's. */
const SEAS: Readonly<Record<string, string>> = {
  'ege denizi': 'Ege Denizi',
  akdeniz: 'Akdeniz',
  'dogu akdeniz': 'Akdeniz',
  'marmara denizi': 'Marmara Denizi',
  karadeniz: 'Karadeniz',
  'van golu': 'Van Gölü',
};

/** KOERI's foreign place words → the country in Turkish (AFAD) and in English (USGS). */
const COUNTRIES: Readonly<Record<string, { tr: string; en: string }>> = {
  yunanistan: { tr: 'Yunanistan', en: 'Greece' },
  irak: { tr: 'Irak', en: 'Iraq' },
  iran: { tr: 'İran', en: 'Iran' },
  suriye: { tr: 'Suriye', en: 'Syria' },
  bulgaristan: { tr: 'Bulgaristan', en: 'Bulgaria' },
  gurcistan: { tr: 'Gürcistan', en: 'Georgia' },
  ermenistan: { tr: 'Ermenistan', en: 'Armenia' },
  azerbaycan: { tr: 'Azerbaycan', en: 'Azerbaijan' },
  kibris: { tr: 'Kıbrıs', en: 'Cyprus' },
  cyprus: { tr: 'Kıbrıs', en: 'Cyprus' },
};

const LAST_PARENTHESES = /^(.*?)\s*\(([^()]*)\)\s*$/;

function countryOf(koeriLocation: string): { tr: string; en: string } | null {
  const first = foldText(koeriLocation).split(' ')[0] ?? '';
  return COUNTRIES[first] ?? null;
}

export interface AfadPlace {
  location: string;
  province: string;
  district: string;
  country: string;
}

const kmText = (km: number) => km.toFixed(2);

/**
 * AFAD's place fields for a quake KOERI lists at `koeriLocation`: the district and province of a
 * land quake (the district by name within KOERI's province, else the nearest one there); for a
 * sea quake the sea, the distance and the nearest district (AFAD names the nearest Turkish
 * province then, as it does); a foreign country by its Turkish name.
 */
export function afadPlace(koeriLocation: string, latitude: number, longitude: number): AfadPlace {
  const parts = LAST_PARENTHESES.exec(koeriLocation);
  const province = parts ? provinceOf(parts[2]) : null;
  if (province && parts) {
    const named = parts[1].split('-').map((part) => part.trim()).filter(Boolean).pop();
    const district = (named && byFoldedName.get(`${province.plate}/${foldText(named)}`)) || nearestDistrict(latitude, longitude, province.plate).district;
    return { location: `${district.name} (${province.name})`, province: province.name, district: district.name, country: 'Türkiye' };
  }
  const sea = SEAS[foldText(parts ? parts[2] : koeriLocation)];
  const country = countryOf(koeriLocation);
  if (country && !sea) return { location: country.tr, province: '', district: '', country: country.tr };
  const { district, km } = nearestDistrict(latitude, longitude);
  const place = `${district.name} (${district.province.name})`;
  return {
    location: sea ? `${sea} - [${kmText(km)} km] ${place}` : place,
    province: district.province.name,
    district: district.name,
    country: 'Türkiye',
  };
}

const COMPASS = ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW'] as const;

/** The 16-point compass direction from a town to a point. */
function bearing(fromLatitude: number, fromLongitude: number, toLatitude: number, toLongitude: number): string {
  const rad = Math.PI / 180;
  const y = Math.sin((toLongitude - fromLongitude) * rad) * Math.cos(toLatitude * rad);
  const x = Math.cos(fromLatitude * rad) * Math.sin(toLatitude * rad) - Math.sin(fromLatitude * rad) * Math.cos(toLatitude * rad) * Math.cos((toLongitude - fromLongitude) * rad);
  const degrees = (Math.atan2(y, x) / rad + 360) % 360;
  return COMPASS[Math.round(degrees / 22.5) % 16];
}

/** Past this distance USGS names a region rather than a town; a known foreign country is named then. */
const TOWN_RANGE_KM = 150;

/** USGS's `place`: `12 km SSW of Ayvacık, Turkey`, or the country for a quake far abroad. */
export function usgsPlace(koeriLocation: string, latitude: number, longitude: number): string {
  const { district, km } = nearestDistrict(latitude, longitude);
  const country = countryOf(koeriLocation);
  if (country && km > TOWN_RANGE_KM) return country.en;
  const town = district.name === 'Merkez' ? district.province.name : district.name;
  return `${Math.round(km)} km ${bearing(district.latitude, district.longitude, latitude, longitude)} of ${town}, Turkey`;
}

/** KOERI's location for a point: `AYVACIK (CANAKKALE)` from the nearest district. */
export function koeriPlace(latitude: number, longitude: number): string {
  const { district } = nearestDistrict(latitude, longitude);
  const name = district.name === 'Merkez' ? district.province.name : district.name;
  return `${koeriAscii(name)} (${koeriAscii(district.province.name)})`;
}
