import type { QuakeFeltSummary, QuakeSummary } from '@meydan/shared/contracts';

/**
 * Every word the map shows or announces, translated by the page (this lib holds no translations).
 * The functions let the page use its plural rules ("1 deprem", "3 землетрясения").
 */
export interface QuakeMapTexts {
  /** The placeholder's button that loads the map at once: "Show map". */
  showMap: string;
  /** Announced while the map's code and outlines load: "Loading the map…". */
  loading: string;
  /** Shown when they could not be loaded; the showMap button then retries: "The map could not be loaded." */
  failed: string;
  /** A cluster bubble's accessible name: "12 earthquakes, strongest 4.2. Zoom in". */
  cluster: (count: number, maxMagnitude: number | null) => string;
  /** A marker's accessible name (and tooltip): "4.2 ML, Elbistan (Kahramanmaraş), 14:05". */
  marker: (event: QuakeSummary) => string;
  /** Before the data credits in the attribution line: "Map data". */
  credits: string;
  /** The zoom buttons' names: "Zoom in", "Zoom out". */
  zoomIn: string;
  zoomOut: string;
  /** The button that fits Türkiye again: "Show all of Türkiye". */
  reset: string;
  /** How the map is used from the keyboard, given to the map as its description: "Arrow keys move the map, + and − zoom; Tab reaches the quakes." */
  keyboardHelp: string;
}

/** A configured tile server (QUAKES_MAP_TILES, QUAKES_MAP_ATTRIBUTION). */
export interface QuakeMapTiles {
  /** Leaflet URL template: https://tile.example/{z}/{x}/{y}.png ({s} subdomains a, b, c). */
  url: string;
  /** Plain text, shown escaped: "© OpenStreetMap contributors". */
  attribution: string;
}

export type QuakeFeltCells = QuakeFeltSummary['cells'];

export interface QuakeMapProps {
  events: QuakeSummary[];
  selectedId: string | null;
  /** A marker was clicked or activated with Enter/Space. */
  onSelect(id: string): void;
  /** "Did you feel it?" squares; each cell's latitude/longitude is its centre, QUAKE_FELT.gridDegrees wide. */
  feltCells?: QuakeFeltCells;
  /** Null or absent: the outlines alone. */
  tiles?: QuakeMapTiles | null;
  /** The map's accessible name: "Map of the earthquakes listed". */
  label: string;
  /** Load the map at once instead of when it scrolls into view (an event page whose map is its point). */
  eagerly?: boolean;
  texts: QuakeMapTexts;
  /** Extra class on the map's box (sizes: the default box is 3:2, 260–560 px high). */
  className?: string;
}

/** What the lazy map module is handed: the props it draws, less the ones the placeholder handles. */
export type QuakeMapViewProps = Pick<QuakeMapProps, 'events' | 'selectedId' | 'feltCells' | 'texts'> & { onSelect(id: string): void };

/** The live map, as the lazy module returns it: updated in place, destroyed with the component. */
export interface QuakeMapController {
  update(props: QuakeMapViewProps): void;
  destroy(): void;
}
