/**
 * @meydan/quakes/stand-ins — local stand-ins of the three earthquake feeds (AFAD's event filter,
 * KOERI's list page, USGS's GeoJSON) serving the real samples moved to recent times and released
 * over time, with control endpoints to inject a quake or take a source down. Node only (node:http,
 * the sample files). See README.md.
 */
export { createQuakeStandIns, type QuakeStandIns, type QuakeStandInsOptions, type RunningQuakeStandIns, STAND_IN_PATHS } from './lib/stand-ins';
export type { InjectedQuake } from './lib/inject';
export { encodeWindows1254 } from './lib/windows-1254';
