/**
 * Point-in-polygon and point-to-outline distance on the outline files, for the build's checks and
 * the spec (which province's polygon holds a province seat). Planar on degrees for containment,
 * which is exact enough for rings whose vertices are a few km apart; distances use a local
 * equirectangular projection around the point, fine within the few km they are used for.
 */
import type { OutlineGeometry, Position, Ring } from './types';

const EARTH_RADIUS_KM = 6371.0088;
const RAD = Math.PI / 180;

function polygonsOf(geometry: OutlineGeometry): Ring[][] {
  return geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
}

/** Even-odd rule over all rings of one polygon, so holes count as outside. */
function polygonContains(rings: readonly Ring[], [x, y]: Position): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

export function geometryContains(geometry: OutlineGeometry, point: Position): boolean {
  return polygonsOf(geometry).some((rings) => polygonContains(rings, point));
}

/** km per degree of latitude, and of longitude at a latitude: the local equirectangular scale. */
function kmPerDegree(latitude: number): { x: number; y: number } {
  const y = EARTH_RADIUS_KM * RAD;
  return { x: y * Math.cos(latitude * RAD), y };
}

/** Distance between two nearby points, km (equirectangular around the first: within 0.1 % up to a few hundred km). */
export function nearbyDistanceKm([longitudeA, latitudeA]: Position, [longitudeB, latitudeB]: Position): number {
  const scale = kmPerDegree(latitudeA);
  return Math.hypot((longitudeB - longitudeA) * scale.x, (latitudeB - latitudeA) * scale.y);
}

/** Shortest distance from a point to the geometry's boundary, km (0 is not returned for inside points: it is the distance to the edge). */
export function distanceToBoundaryKm(geometry: OutlineGeometry, [longitude, latitude]: Position): number {
  const scale = kmPerDegree(latitude);
  const project = ([x, y]: Position): [number, number] => [(x - longitude) * scale.x, (y - latitude) * scale.y];
  let best = Infinity;
  for (const rings of polygonsOf(geometry)) {
    for (const ring of rings) {
      for (let i = 1; i < ring.length; i++) best = Math.min(best, distanceToSegment(project(ring[i - 1]), project(ring[i])));
    }
  }
  return best;
}

/** Distance from the origin to the segment a–b in the plane. */
function distanceToSegment([ax, ay]: [number, number], [bx, by]: [number, number]): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / lengthSquared));
  return Math.hypot(ax + t * dx, ay + t * dy);
}

export interface BoundingBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

export function boundingBoxOf(geometry: OutlineGeometry): BoundingBox {
  const box = { west: Infinity, south: Infinity, east: -Infinity, north: -Infinity };
  for (const rings of polygonsOf(geometry)) {
    for (const ring of rings) {
      for (const [x, y] of ring) {
        box.west = Math.min(box.west, x);
        box.east = Math.max(box.east, x);
        box.south = Math.min(box.south, y);
        box.north = Math.max(box.north, y);
      }
    }
  }
  return box;
}
