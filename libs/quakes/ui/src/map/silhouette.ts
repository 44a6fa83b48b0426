/**
 * Türkiye's silhouette for the map's placeholder, derived from the province outlines: the edges no
 * two provinces share are the country's coast and land border (the outlines were simplified on
 * shared arcs, so a shared border is the same points in both provinces), chained into rings,
 * simplified to about 2 km and projected like the map (Web Mercator). Run by
 * scripts/build-silhouette.ts into turkey-silhouette.ts; the spec checks that file is up to date.
 */
import type { Position, ProvinceOutlines } from '@meydan/quakes/map-data';

export interface Silhouette {
  /** [[south, west], [north, east]] of the provinces, in degrees (Leaflet's order). */
  bounds: [[number, number], [number, number]];
  /** SVG viewBox: `0 0 width height`, width 1000. */
  viewBox: string;
  /** One path, every ring of the outline. */
  path: string;
}

const WIDTH = 1000;
/** Douglas–Peucker tolerance in viewBox units (1000 units ≈ 1 640 km, so about 2.5 km). */
const TOLERANCE = 1.5;
/** Islands smaller than this (viewBox units², about 35 km²) are left out of the picture. */
const MIN_AREA = 12;

const mercatorY = (latitude: number) => Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360));
const keyOf = (point: Position) => `${point[0]},${point[1]}`;

export function buildSilhouette(provinces: ProvinceOutlines): Silhouette {
  const rings = provinces.features.flatMap((feature) => (feature.geometry.type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates)).flat();
  const points = rings.flat();
  const west = Math.min(...points.map((p) => p[0]));
  const east = Math.max(...points.map((p) => p[0]));
  const south = Math.min(...points.map((p) => p[1]));
  const north = Math.max(...points.map((p) => p[1]));
  const scale = WIDTH / (((east - west) * Math.PI) / 180);
  const project = ([lon, lat]: Position): [number, number] => [(((lon - west) * Math.PI) / 180) * scale, (mercatorY(north) - mercatorY(lat)) * scale];
  const height = Math.ceil(project([east, south])[1]);

  const outline = boundaryRings(rings)
    .map((ring) => simplify(ring.map(project), TOLERANCE))
    .filter((ring) => ring.length >= 4 && Math.abs(area(ring)) >= MIN_AREA);
  return {
    bounds: [
      [south, west],
      [north, east],
    ],
    viewBox: `0 0 ${WIDTH} ${height}`,
    path: outline.map(pathOf).join(''),
  };
}

/** The rings formed by edges that belong to one province only. */
function boundaryRings(rings: Position[][]): Position[][] {
  const count = new Map<string, number>();
  const edgeKey = (a: Position, b: Position) => [keyOf(a), keyOf(b)].sort().join('|');
  for (const ring of rings) {
    for (let k = 0; k + 1 < ring.length; k += 1) {
      const key = edgeKey(ring[k] as Position, ring[k + 1] as Position);
      count.set(key, (count.get(key) ?? 0) + 1);
    }
  }
  // Directed boundary edges, as the provinces wind them (outer rings all wind the same way).
  const next = new Map<string, Position[]>();
  const point = new Map<string, Position>();
  for (const ring of rings) {
    for (let k = 0; k + 1 < ring.length; k += 1) {
      const [a, b] = [ring[k] as Position, ring[k + 1] as Position];
      if (count.get(edgeKey(a, b)) !== 1) continue;
      point.set(keyOf(a), a);
      next.set(keyOf(a), [...(next.get(keyOf(a)) ?? []), b]);
    }
  }
  const result: Position[][] = [];
  for (const startKey of [...next.keys()].sort()) {
    while ((next.get(startKey) ?? []).length > 0) {
      const ring: Position[] = [point.get(startKey) as Position];
      let key = startKey;
      for (;;) {
        const outgoing = next.get(key) as Position[];
        const to = outgoing.shift();
        if (!to) break;
        ring.push(to);
        key = keyOf(to);
        if (key === startKey) break;
      }
      result.push(ring);
    }
  }
  return result;
}

function simplify(points: [number, number][], tolerance: number): [number, number][] {
  if (points.length < 4) return points;
  const keep = new Array<boolean>(points.length).fill(false);
  keep[0] = true;
  keep[points.length - 1] = true;
  // A closed ring's first and last points coincide: split it at its farthest point first.
  let far = 0;
  let farDistance = -1;
  points.forEach(([x, y], k) => {
    const d = (x - (points[0] as [number, number])[0]) ** 2 + (y - (points[0] as [number, number])[1]) ** 2;
    if (d > farDistance) [far, farDistance] = [k, d];
  });
  keep[far] = true;
  const stack: [number, number][] = [
    [0, far],
    [far, points.length - 1],
  ];
  while (stack.length) {
    const [from, to] = stack.pop() as [number, number];
    let index = -1;
    let max = tolerance;
    for (let k = from + 1; k < to; k += 1) {
      const d = distanceToSegment(points[k] as [number, number], points[from] as [number, number], points[to] as [number, number]);
      if (d > max) [index, max] = [k, d];
    }
    if (index < 0) continue;
    keep[index] = true;
    stack.push([from, index], [index, to]);
  }
  return points.filter((_, k) => keep[k]);
}

function distanceToSegment([x, y]: [number, number], [x1, y1]: [number, number], [x2, y2]: [number, number]): number {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / length));
  return Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy));
}

function area(ring: [number, number][]): number {
  let sum = 0;
  for (let k = 0; k + 1 < ring.length; k += 1) sum += (ring[k] as [number, number])[0] * (ring[k + 1] as [number, number])[1] - (ring[k + 1] as [number, number])[0] * (ring[k] as [number, number])[1];
  return sum / 2;
}

/** `M x y l dx dy …z` with whole units: relative steps keep the numbers short. */
function pathOf(ring: [number, number][]): string {
  const rounded = ring.slice(0, -1).map(([x, y]) => [Math.round(x), Math.round(y)] as const);
  const [first, ...rest] = rounded;
  if (!first) return '';
  let [px, py] = first;
  const steps: string[] = [];
  for (const [x, y] of rest) {
    if (x === px && y === py) continue;
    steps.push(`${x - px} ${y - py}`);
    [px, py] = [x, y];
  }
  return `M${first[0]} ${first[1]}l${steps.join(' ').replace(/ -/g, '-')}z`;
}

/** The generated module's text (the script writes it; the spec compares it). */
export function silhouetteModule(silhouette: Silhouette): string {
  return `// Generated by libs/quakes/ui/scripts/build-silhouette.ts from @meydan/quakes/map-data's provinces: do not edit.
/** The provinces' extent, [[south, west], [north, east]]: the map fits it first. */
export const TURKEY_BOUNDS: [[number, number], [number, number]] = ${JSON.stringify(silhouette.bounds)};

/** Türkiye's outline for the placeholder, Web Mercator like the map, about 2.5 km simplified. */
export const TURKEY_SILHOUETTE = {
  viewBox: '${silhouette.viewBox}',
  path: '${silhouette.path}',
} as const;
`;
}
