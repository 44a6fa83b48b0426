/**
 * The live map, loaded only in the browser and only when the map is wanted (QuakeMap imports this
 * module dynamically: Leaflet touches `window` when it is imported, and with supercluster it is
 * about 47 KB gzip that the list's first load must not carry). Leaflet's own stylesheet and the
 * markers' rules come with this chunk as a CSS chunk of their own; the placeholder before it is
 * styled by the shell (quakes-ui.css).
 *
 * Layers, bottom up: the countries around and Türkiye's provinces (always, so the map needs no tile
 * server), the configured tiles, the "Did you feel it?" squares, the quakes. Markers and cluster
 * bubbles are DOM elements (divIcons): focusable, named, activated by Enter or Space.
 */
import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './quake-map.css';
import { loadNeighbourOutlines, loadProvinceOutlines, MAP_DATA_CREDITS } from '@meydan/quakes/map-data';
import { clusterRadius, formatMagnitude, magnitudeClassName, markerRadius, markerShowsLabel } from '../magnitude';
import { feltCellBounds, feltCellOpacity, feltColour } from '../felt/felt-colours';
import { buildClusterIndex, type QuakeClusterIndex, type QuakeMapItem } from './cluster-index';
import { TURKEY_BOUNDS } from './turkey-silhouette';
import type { QuakeFeltCells, QuakeMapController, QuakeMapTiles, QuakeMapViewProps } from './types';

/** Deepest zoom: about 1:70 000, as far as a quake's located position means anything. */
export const MAP_MAX_ZOOM = 11;
const MAP_MIN_ZOOM = 4;
/** Panning stops a little beyond the outlines' coverage (lon 19–50, lat 32–45). */
const MAX_BOUNDS: L.LatLngBoundsExpression = [
  [30, 15],
  [47, 54],
];
const OUTLINE_PANE = 'quake-outlines';

export interface CreateQuakeMapOptions extends QuakeMapViewProps {
  tiles: QuakeMapTiles | null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Builds the map in `element` once the outlines are in; resolves to its controller. */
export async function createQuakeMap(element: HTMLElement, options: CreateQuakeMapOptions): Promise<QuakeMapController> {
  const [provinces, neighbours] = await Promise.all([loadProvinceOutlines(), loadNeighbourOutlines()]);
  // Phones: one finger scrolls the page (a map must not trap it), two fingers pan and zoom the map.
  const coarsePointer = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
  const map = L.map(element, {
    zoomControl: false,
    attributionControl: false,
    zoomSnap: 0.25,
    zoomDelta: 1,
    minZoom: MAP_MIN_ZOOM,
    maxZoom: MAP_MAX_ZOOM,
    maxBounds: MAX_BOUNDS,
    maxBoundsViscosity: 0.8,
    dragging: !coarsePointer,
    // The wheel zooms only once the reader has engaged the map (a click or focus), so scrolling the page past it never does.
    scrollWheelZoom: false,
    keyboardPanDelta: 100,
    fadeAnimation: !reducedMotion(),
    zoomAnimation: !reducedMotion(),
    markerZoomAnimation: !reducedMotion(),
  });
  map.on('focus click', () => map.scrollWheelZoom.enable());
  map.on('blur', () => map.scrollWheelZoom.disable());

  map.createPane(OUTLINE_PANE);
  // Under the tiles (tilePane is 200): the outlines show wherever tiles are missing or fail.
  (map.getPane(OUTLINE_PANE) as HTMLElement).style.zIndex = '150';
  L.geoJSON(neighbours as GeoJSON.FeatureCollection, { pane: OUTLINE_PANE, interactive: false, style: () => ({ className: 'quake-map__neighbour' }) }).addTo(map);
  L.geoJSON(provinces as GeoJSON.FeatureCollection, { pane: OUTLINE_PANE, interactive: false, style: () => ({ className: 'quake-map__province' }) }).addTo(map);

  const attribution = L.control.attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' }).addTo(map);
  attribution.addAttribution(`${escapeHtml(options.texts.credits)}: ${MAP_DATA_CREDITS.map((credit) => `<a href="${escapeHtml(credit.url)}">${escapeHtml(credit.label)}</a>`).join(', ')}`);
  if (options.tiles) {
    L.tileLayer(options.tiles.url, { attribution: escapeHtml(options.tiles.attribution), maxZoom: MAP_MAX_ZOOM, subdomains: 'abc' }).addTo(map);
  }
  L.control.zoom({ zoomInTitle: options.texts.zoomIn, zoomOutTitle: options.texts.zoomOut }).addTo(map);
  const resetButton = addResetControl(map, options.texts.reset);

  const fitTurkey = () => map.fitBounds(TURKEY_BOUNDS, { padding: [8, 8], animate: false });
  fitTurkey();
  L.DomEvent.on(resetButton, 'click', () => fitTurkey());
  // The box may change size after the map is drawn (the page's layout settling, a phone turned, the
  // sticky desktop column): Leaflet measures once, so it is told, and a view nobody has moved yet
  // is fitted to Türkiye again.
  let moved = false;
  map.on('dragstart', () => (moved = true));
  const initialZoom = map.getZoom();
  const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => {
    map.invalidateSize({ animate: false });
    if (!moved && map.getZoom() === initialZoom && !current.selectedId) fitTurkey();
  });
  resize?.observe(element);

  const felt = L.layerGroup().addTo(map);
  const markers = new QuakeMarkers(map, options);
  let current = options;
  drawFelt(felt, options.feltCells);
  markers.render();
  markers.reveal(options.selectedId);

  return {
    update(next) {
      const previous = current;
      current = { ...current, ...next };
      markers.setProps(current, next.events !== previous.events);
      if (next.feltCells !== previous.feltCells) drawFelt(felt, next.feltCells);
      if (next.selectedId !== previous.selectedId) markers.reveal(next.selectedId);
      else markers.render();
    },
    destroy() {
      resize?.disconnect();
      // Leaflet ends a zoom animation from a 250 ms timer that would run after remove() and throw
      // (reading '_leaflet_pos' of the removed pane): a page left mid-zoom finishes it first.
      const zooming = map as unknown as { _animatingZoom?: boolean; _onZoomTransitionEnd?: () => void };
      if (zooming._animatingZoom) zooming._onZoomTransitionEnd?.();
      map.stop();
      map.remove();
    },
  };
}

function addResetControl(map: L.Map, label: string): HTMLButtonElement {
  const bar = L.DomUtil.create('div', 'leaflet-bar quake-map__reset');
  const button = L.DomUtil.create('button', '', bar) as HTMLButtonElement;
  button.type = 'button';
  button.title = label;
  button.setAttribute('aria-label', label);
  // Four corners: "fit the country".
  button.innerHTML =
    '<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d="M2 6V2h4M10 2h4v4M14 10v4h-4M6 14H2v-4" fill="none" stroke="currentColor" stroke-width="2"/></svg>';
  L.DomEvent.disableClickPropagation(bar);
  const control = new L.Control({ position: 'topleft' });
  control.onAdd = () => bar;
  control.addTo(map);
  return button;
}

function drawFelt(layer: L.LayerGroup, cells: QuakeFeltCells | undefined): void {
  layer.clearLayers();
  for (const cell of cells ?? []) {
    const colour = feltColour(cell.intensity);
    L.rectangle(feltCellBounds(cell), { className: 'quake-map__felt', interactive: false, color: colour, weight: 1, fillColor: colour, fillOpacity: feltCellOpacity(cell.count) }).addTo(layer);
  }
}

interface DrawnMarker {
  marker: L.Marker;
  item: QuakeMapItem;
  /** Everything the icon shows; a marker is rebuilt only when this changes (so focus survives a pan). */
  signature: string;
}

/** The quakes' markers and cluster bubbles for the current view, kept in step with the index. */
class QuakeMarkers {
  private index: QuakeClusterIndex;
  private readonly layer: L.LayerGroup;
  private readonly drawn = new Map<string, DrawnMarker>();
  /** The last quake chosen on the map: its selection coming back from the page does not move the map under the pointer. */
  private chosenHere: string | null = null;
  /** A cluster opened from the keyboard: once the map has zoomed, focus goes to what was inside. */
  private focusAfterZoom: L.LatLng | null = null;

  constructor(
    private readonly map: L.Map,
    private props: QuakeMapViewProps,
  ) {
    this.index = buildClusterIndex(props.events, { maxZoom: MAP_MAX_ZOOM });
    this.layer = L.layerGroup().addTo(map);
    map.on('moveend', () => {
      this.render();
      this.focusNearest();
    });
  }

  setProps(props: QuakeMapViewProps, eventsChanged: boolean): void {
    this.props = props;
    if (eventsChanged) this.index = buildClusterIndex(props.events, { maxZoom: MAP_MAX_ZOOM });
  }

  render(): void {
    const bounds = this.map.getBounds().pad(0.1);
    const items = this.index.items([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], this.map.getZoom());
    const keep = new Set<string>();
    items.forEach((item, order) => {
      keep.add(item.key);
      const signature = this.signatureOf(item);
      const existing = this.drawn.get(item.key);
      if (existing && existing.signature === signature) {
        existing.item = item;
        existing.marker.setZIndexOffset(this.zIndexOf(item, order));
        return;
      }
      if (existing) this.layer.removeLayer(existing.marker);
      this.drawn.set(item.key, { marker: this.createMarker(item, order), item, signature });
    });
    for (const [key, drawn] of this.drawn) {
      if (keep.has(key)) continue;
      this.layer.removeLayer(drawn.marker);
      this.drawn.delete(key);
    }
    this.orderFocus(items);
    this.markSelection();
  }

  /** Brings the selected quake into view (zooming until its cluster opens) unless it was just chosen on the map. */
  reveal(id: string | null): void {
    const event = id ? this.index.event(id) : undefined;
    if (!id || !event || this.chosenHere === id) {
      this.chosenHere = null;
      this.render();
      return;
    }
    this.chosenHere = null;
    const at = L.latLng(event.latitude, event.longitude);
    const zoom = this.map.getZoom();
    const needed = this.index.revealZoom(id, zoom);
    const animate = !reducedMotion();
    if (needed > zoom) this.map.setView(at, needed, { animate });
    else if (!this.map.getBounds().pad(-0.15).contains(at)) this.map.panTo(at, { animate });
    // A move re-renders on moveend; without one, the highlight is drawn now.
    this.render();
  }

  private signatureOf(item: QuakeMapItem): string {
    if (item.kind === 'cluster') return `c|${item.count}|${item.maxMagnitude}|${this.props.texts.cluster(item.count, item.maxMagnitude)}`;
    return `q|${item.magnitude}|${item.offset.join(',')}|${this.props.texts.marker(item.event)}`;
  }

  private zIndexOf(item: QuakeMapItem, order: number): number {
    // Stronger on top (items come strongest first), the selected quake above all.
    const selected = item.kind === 'quake' && item.event.id === this.props.selectedId;
    // Leaflet adds the marker's y in px (a few thousand at most), so the steps are wider than that.
    return (selected ? 1_000_000_000 : 0) + 500_000_000 - order * 5_000;
  }

  private createMarker(item: QuakeMapItem, order: number): L.Marker {
    const marker = L.marker([item.latitude, item.longitude], { icon: this.iconOf(item), keyboard: true, zIndexOffset: this.zIndexOf(item, order), riseOnHover: true });
    marker.on('click', () => this.activate(item.key, false));
    marker.addTo(this.layer);
    const element = marker.getElement();
    if (element) {
      const label = item.kind === 'cluster' ? this.props.texts.cluster(item.count, item.maxMagnitude) : this.props.texts.marker(item.event);
      element.setAttribute('aria-label', label);
      element.title = label;
      L.DomEvent.on(element, 'keydown', (event) => {
        const key = (event as KeyboardEvent).key;
        if (key !== 'Enter' && key !== ' ') return;
        L.DomEvent.preventDefault(event);
        L.DomEvent.stopPropagation(event);
        this.activate(item.key, true);
      });
    }
    return marker;
  }

  private iconOf(item: QuakeMapItem): L.DivIcon {
    if (item.kind === 'cluster') {
      const radius = clusterRadius(item.count);
      return L.divIcon({
        className: `quake-cluster ${magnitudeClassName(item.maxMagnitude)}`,
        html: `<span aria-hidden="true">${item.count > 999 ? '999+' : item.count}</span>`,
        iconSize: [radius * 2, radius * 2],
        iconAnchor: [radius, radius],
      });
    }
    const radius = markerRadius(item.magnitude);
    const [dx, dy] = item.offset;
    return L.divIcon({
      className: `quake-marker ${magnitudeClassName(item.magnitude)}`,
      html: markerShowsLabel(item.magnitude) ? `<span aria-hidden="true">${formatMagnitude(item.magnitude as number)}</span>` : '',
      iconSize: [radius * 2, radius * 2],
      iconAnchor: [radius - dx, radius - dy],
    });
  }

  private activate(key: string, fromKeyboard: boolean): void {
    const drawn = this.drawn.get(key);
    if (!drawn) return;
    const { item } = drawn;
    if (item.kind === 'cluster') {
      if (fromKeyboard) this.focusAfterZoom = L.latLng(item.latitude, item.longitude);
      this.map.setView([item.latitude, item.longitude], this.index.expansionZoom(item.clusterId), { animate: !reducedMotion() });
      return;
    }
    this.chosenHere = item.event.id;
    this.props.onSelect(item.event.id);
  }

  /** DOM order is tab order: the strongest first, as `items` are sorted. */
  private orderFocus(items: QuakeMapItem[]): void {
    const pane = this.map.getPane('markerPane');
    if (!pane) return;
    const active = document.activeElement;
    for (const item of items) {
      const element = this.drawn.get(item.key)?.marker.getElement();
      // Moving the focused element would blur it: leave it where it is.
      if (element && element !== active) pane.appendChild(element);
    }
  }

  private markSelection(): void {
    for (const { marker, item } of this.drawn.values()) {
      const element = marker.getElement();
      if (!element || item.kind !== 'quake') continue;
      const selected = item.event.id === this.props.selectedId;
      element.classList.toggle('is-selected', selected);
      if (selected) element.setAttribute('aria-current', 'true');
      else element.removeAttribute('aria-current');
    }
  }

  private focusNearest(): void {
    const target = this.focusAfterZoom;
    if (!target) return;
    this.focusAfterZoom = null;
    let best: { element: HTMLElement; distance: number } | null = null;
    for (const { marker } of this.drawn.values()) {
      const element = marker.getElement();
      if (!element) continue;
      const distance = this.map.distance(marker.getLatLng(), target);
      if (!best || distance < best.distance) best = { element, distance };
    }
    best?.element.focus();
  }
}
