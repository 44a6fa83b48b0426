/**
 * The map's clustering, free of Leaflet (so it runs in unit tests): supercluster over the events,
 * answered as the markers to draw for a view. Cluster bubbles know their count and the largest
 * magnitude inside (their colour); a quake hidden in a cluster can be revealed by the zoom at which
 * it stands alone; quakes at the very same place are fanned out around it once they cannot be
 * separated by zooming.
 */
import Supercluster from 'supercluster';
import type { QuakeSummary } from '@meydan/shared/contracts';

export interface QuakeMarkerItem {
  kind: 'quake';
  /** `q:` + the event id: stable across views, so a marker (and its focus) survives a pan. */
  key: string;
  event: QuakeSummary;
  latitude: number;
  longitude: number;
  magnitude: number | null;
  /** Shift in px from its true place when it shares that place with others ([0, 0] otherwise). */
  offset: [number, number];
}

export interface QuakeClusterItem {
  kind: 'cluster';
  /** `c:` + supercluster's id, which is stable for one index and zoom. */
  key: string;
  clusterId: number;
  latitude: number;
  longitude: number;
  count: number;
  /** The largest magnitude inside; null when none of them has one. */
  maxMagnitude: number | null;
}

export type QuakeMapItem = QuakeMarkerItem | QuakeClusterItem;

/** [west, south, east, north] in degrees. */
export type BBox = [number, number, number, number];

export interface ClusterIndexOptions {
  /** The map's deepest zoom: clusters form up to the zoom before it, so at it every quake stands alone. */
  maxZoom: number;
  /** Cluster radius in screen px (Leaflet's 256 px tiles). */
  radius?: number;
}

export interface QuakeClusterIndex {
  /** What to draw for a view, the strongest first (their tab order). Fractional zooms are rounded. */
  items(bbox: BBox, zoom: number): QuakeMapItem[];
  /** The zoom at which a cluster splits (clicking it zooms there). */
  expansionZoom(clusterId: number): number;
  /** The smallest zoom ≥ `fromZoom` at which the quake is a marker of its own (maxZoom when it never is sooner). */
  revealZoom(id: string, fromZoom: number): number;
  event(id: string): QuakeSummary | undefined;
}

interface PointProps {
  id: string;
}
/** What supercluster adds to a cluster's properties. */
interface ClusterFeatureProps {
  cluster: true;
  cluster_id: number;
  point_count: number;
}
interface ClusterProps {
  /** −1 stands for "no magnitude" inside supercluster (its reduce works on numbers). */
  maxMagnitude: number;
}

const NO_MAGNITUDE = -1;
/** Quakes whose markers fall this close (px) at a zoom are fanned out… */
const SAME_PLACE_PX = 3;
/** …on a ring of this radius per marker (px), at least MIN_SPREAD_PX. */
const SPREAD_PX_PER_MARKER = 4;
const MIN_SPREAD_PX = 14;

/** Web Mercator world px at a zoom (256 px tiles), as Leaflet projects. */
export function worldPixel(latitude: number, longitude: number, zoom: number): [number, number] {
  const scale = 256 * 2 ** zoom;
  const sin = Math.sin((Math.max(-85.0511, Math.min(85.0511, latitude)) * Math.PI) / 180);
  return [((longitude + 180) / 360) * scale, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale];
}

export function buildClusterIndex(events: readonly QuakeSummary[], { maxZoom, radius = 36 }: ClusterIndexOptions): QuakeClusterIndex {
  const byId = new Map(events.map((event) => [event.id, event]));
  const index = new Supercluster<PointProps, ClusterProps>({
    // extent 256: radius counts Leaflet px, whose tiles are 256 px (supercluster's default is 512).
    extent: 256,
    radius,
    minZoom: 0,
    maxZoom: maxZoom - 1,
    map: (props) => ({ maxMagnitude: byId.get(props.id)?.magnitude ?? NO_MAGNITUDE }),
    reduce: (accumulated, props) => {
      accumulated.maxMagnitude = Math.max(accumulated.maxMagnitude, props.maxMagnitude);
    },
  });
  index.load(
    [...byId.values()].map((event) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [event.longitude, event.latitude] },
      properties: { id: event.id },
    })),
  );
  const level = (zoom: number) => Math.max(0, Math.min(maxZoom, Math.round(zoom)));

  function items(bbox: BBox, zoom: number): QuakeMapItem[] {
    const result: QuakeMapItem[] = [];
    for (const feature of index.getClusters(bbox, level(zoom))) {
      const [longitude, latitude] = feature.geometry.coordinates as [number, number];
      const props = feature.properties as Partial<ClusterFeatureProps & ClusterProps & PointProps>;
      if (props.cluster) {
        const clusterId = props.cluster_id as number;
        const max = props.maxMagnitude ?? NO_MAGNITUDE;
        result.push({ kind: 'cluster', key: `c:${clusterId}`, clusterId, latitude, longitude, count: props.point_count as number, maxMagnitude: max === NO_MAGNITUDE ? null : max });
      } else {
        const event = byId.get(props.id as string) as QuakeSummary;
        result.push({ kind: 'quake', key: `q:${event.id}`, event, latitude, longitude, magnitude: event.magnitude, offset: [0, 0] });
      }
    }
    fanOutSamePlace(result, zoom);
    return result.sort((a, b) => strength(b) - strength(a) || a.key.localeCompare(b.key));
  }

  function revealZoom(id: string, fromZoom: number): number {
    const event = byId.get(id);
    if (!event) return level(fromZoom);
    const near: BBox = [event.longitude - 1e-6, event.latitude - 1e-6, event.longitude + 1e-6, event.latitude + 1e-6];
    for (let zoom = level(fromZoom); zoom < maxZoom; zoom += 1) {
      if (index.getClusters(near, zoom).some((feature) => (feature.properties as Partial<PointProps>).id === id)) return zoom;
    }
    return maxZoom;
  }

  return {
    items,
    expansionZoom: (clusterId) => Math.min(maxZoom, index.getClusterExpansionZoom(clusterId)),
    revealZoom,
    event: (id) => byId.get(id),
  };
}

function strength(item: QuakeMapItem): number {
  return (item.kind === 'cluster' ? item.maxMagnitude : item.magnitude) ?? NO_MAGNITUDE;
}

/** Spreads quakes drawn on the same spot onto a ring around it, in a fixed order (by id). */
function fanOutSamePlace(items: QuakeMapItem[], zoom: number): void {
  const groups = new Map<string, QuakeMarkerItem[]>();
  for (const item of items) {
    if (item.kind !== 'quake') continue;
    const [x, y] = worldPixel(item.latitude, item.longitude, zoom);
    const cell = `${Math.round(x / SAME_PLACE_PX)}:${Math.round(y / SAME_PLACE_PX)}`;
    groups.set(cell, [...(groups.get(cell) ?? []), item]);
  }
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    group.sort((a, b) => a.event.id.localeCompare(b.event.id));
    const ring = Math.max(MIN_SPREAD_PX, (SPREAD_PX_PER_MARKER * group.length) / 2);
    group.forEach((item, k) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * k) / group.length;
      item.offset = [Math.round(ring * Math.cos(angle)), Math.round(ring * Math.sin(angle))];
    });
  }
}
