/**
 * @meydan/quakes/ingest — the pure core of the earthquakes feature (issue 18): the AFAD, KOERI and
 * USGS feed parsers, one record shape for all three, Turkish province matching, and the merge of
 * one quake's records from several sources into one event. Isomorphic, no I/O, no clock. See README.md.
 */
export { parseAfadEvents, parseAfadEventsWithReport } from './lib/afad';
export { distanceKm } from './lib/geo';
export { fromKoeri, koeriProvince, koeriSourceId, parseKoeriList, parseKoeriListWithReport } from './lib/koeri';
export { MERGE_DISTANCE_KM, MERGE_WINDOW_SECONDS, mergeEvents, sameQuake } from './lib/merge';
export { nearestSeats, PROVINCE_SEATS, PROVINCES, provinceByPlate, provinceBySlug, provinceOf, provinceSlug, type ProvinceSeat } from './lib/provinces';
export * from './lib/types';
export { parseUsgsGeoJson, parseUsgsGeoJsonWithReport } from './lib/usgs';
export { DEFAULT_POLL_INTERVAL_SECONDS, parseQuakeSources, pollUrl, POLL_LOOKBACK_MS, type QuakeSourceConfig } from './lib/sources-config';
export { eventIdOfSlug, eventSlug, placeSlug } from './lib/slugs';
