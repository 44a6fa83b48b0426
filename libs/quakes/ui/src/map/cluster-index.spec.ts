import { quake } from '../testing/quakes';
import { buildClusterIndex, worldPixel, type BBox, type QuakeClusterItem, type QuakeMarkerItem } from './cluster-index';

const TURKEY: BBox = [25, 35, 45, 43];
const MAX_ZOOM = 11;

// An aftershock sequence near Elbistan (within a few km), a quake in İzmir, one in Van.
const events = [
  quake('elbistan-1', 38.2, 37.2, 4.1),
  quake('elbistan-2', 38.22, 37.23, 2.3),
  quake('elbistan-3', 38.19, 37.18, 5.4),
  quake('elbistan-4', 38.21, 37.16, null),
  quake('izmir', 38.42, 27.14, 3.2),
  quake('van', 38.5, 43.4, 2.0),
];

const clusters = (items: ReturnType<ReturnType<typeof buildClusterIndex>['items']>) => items.filter((item): item is QuakeClusterItem => item.kind === 'cluster');
const markers = (items: ReturnType<ReturnType<typeof buildClusterIndex>['items']>) => items.filter((item): item is QuakeMarkerItem => item.kind === 'quake');

describe('buildClusterIndex', () => {
  const index = buildClusterIndex(events, { maxZoom: MAX_ZOOM });

  it('groups the sequence into one bubble at the country view, with its count and strongest magnitude', () => {
    const items = index.items(TURKEY, 5);
    expect(clusters(items)).toEqual([expect.objectContaining({ count: 4, maxMagnitude: 5.4 })]);
    expect(markers(items).map((item) => item.event.id).sort()).toEqual(['izmir', 'van']);
  });

  it('lists the strongest first (tab order) and keys items stably', () => {
    const items = index.items(TURKEY, 5);
    expect(items.map((item) => item.key)).toEqual([expect.stringMatching(/^c:\d+$/), 'q:izmir', 'q:van']);
    expect(index.items(TURKEY, 5).map((item) => item.key)).toEqual(items.map((item) => item.key));
  });

  it('answers only what is in the box', () => {
    expect(markers(index.items([26, 37, 28, 39], 5)).map((item) => item.event.id)).toEqual(['izmir']);
  });

  it('splits a cluster at its expansion zoom, and every quake stands alone at the deepest zoom', () => {
    const [cluster] = clusters(index.items(TURKEY, 5));
    const zoom = index.expansionZoom((cluster as QuakeClusterItem).clusterId);
    expect(zoom).toBeGreaterThan(5);
    expect(zoom).toBeLessThanOrEqual(MAX_ZOOM);
    const after = index.items(TURKEY, zoom);
    expect(after.length).toBeGreaterThan(3);
    expect(markers(index.items(TURKEY, MAX_ZOOM))).toHaveLength(6);
  });

  it('keeps "no magnitude" apart from the magnitudes of a cluster', () => {
    const alone = buildClusterIndex([quake('a', 39, 30, null), quake('b', 39.001, 30.001, null)], { maxZoom: MAX_ZOOM });
    expect(clusters(alone.items(TURKEY, 5))).toEqual([expect.objectContaining({ count: 2, maxMagnitude: null })]);
  });

  it('rounds a fractional zoom to the nearer whole one', () => {
    expect(index.items(TURKEY, 4.75).map((item) => item.key)).toEqual(index.items(TURKEY, 5).map((item) => item.key));
  });

  it('finds the zoom at which a clustered quake is shown on its own', () => {
    const zoom = index.revealZoom('elbistan-2', 5);
    expect(zoom).toBeGreaterThan(5);
    expect(markers(index.items(TURKEY, zoom)).map((item) => item.event.id)).toContain('elbistan-2');
    expect(markers(index.items(TURKEY, zoom - 1)).map((item) => item.event.id)).not.toContain('elbistan-2');
    // A quake already alone needs no zoom; an unknown one stays where the map is.
    expect(index.revealZoom('izmir', 5)).toBe(5);
    expect(index.revealZoom('nowhere', 6.2)).toBe(6);
  });

  it('fans quakes at the very same place out around it once zooming cannot separate them', () => {
    const same = buildClusterIndex([quake('x1', 39.5, 29.9, 2.1), quake('x2', 39.5, 29.9, 2.8), quake('x3', 39.5, 29.9, 3.6), quake('y', 39.9, 29.9, 1.5)], { maxZoom: MAX_ZOOM });
    expect(same.revealZoom('x1', 5)).toBe(MAX_ZOOM);
    const items = markers(same.items(TURKEY, MAX_ZOOM));
    const spread = items.filter((item) => item.event.id.startsWith('x'));
    expect(spread).toHaveLength(3);
    const offsets = spread.map((item) => item.offset.join(','));
    expect(new Set(offsets).size).toBe(3);
    for (const item of spread) expect(Math.hypot(...item.offset)).toBeGreaterThanOrEqual(13);
    expect(items.find((item) => item.event.id === 'y')?.offset).toEqual([0, 0]);
  });
});

describe('worldPixel', () => {
  it('projects like Leaflet (Web Mercator, 256 px tiles)', () => {
    expect(worldPixel(0, 0, 0)).toEqual([128, 128]);
    expect(worldPixel(0, 180, 2)[0]).toBe(1024);
    // Mercator's edge is the top of the world; the southern hemisphere mirrors the northern one.
    expect(worldPixel(85.0511, 0, 3)[1]).toBeCloseTo(0, 1);
    const [, north] = worldPixel(38.5, 35.5, 6);
    const [, south] = worldPixel(-38.5, 35.5, 6);
    expect(north + south).toBeCloseTo(256 * 64, 6);
    // Each zoom doubles the world.
    expect(worldPixel(38.5, 35.5, 7)[0]).toBeCloseTo(2 * worldPixel(38.5, 35.5, 6)[0], 6);
  });
});
