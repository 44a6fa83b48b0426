import type { QuakeMapTexts } from '../map/types';

/** English texts as a page would pass them, for specs and harnesses. */
export const TEST_MAP_TEXTS: QuakeMapTexts = {
  showMap: 'Show map',
  loading: 'Loading the map…',
  failed: 'The map could not be loaded.',
  cluster: (count, max) => `${count} earthquakes${max === null ? '' : `, strongest ${max.toFixed(1)}`}. Zoom in`,
  marker: (event) => `${event.magnitude === null ? 'No magnitude' : `Magnitude ${event.magnitude.toFixed(1)}`}, ${event.location}`,
  credits: 'Map data',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  reset: 'Show all of Türkiye',
  keyboardHelp: 'Arrow keys move the map, plus and minus zoom; Tab reaches the earthquakes.',
};
