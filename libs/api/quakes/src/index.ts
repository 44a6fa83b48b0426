// Earthquakes (issue 18): ingestion of AFAD, KOERI and USGS, merged events, feeds, felt reports and alerts at /api/quakes.
export { quakesRoutes } from './quakes.routes';
export { QUAKE_RATE_LIMITS } from './quakes-plugin';
export type { QuakeLimitKind, QuakesPluginOptions, QuakeWorkerRounds } from './quakes-plugin';
export { QUAKE_ALERT_FANOUT_JOB } from './ingest/quake-store';
