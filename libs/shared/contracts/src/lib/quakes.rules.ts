/**
 * The earthquakes API's limits and fixed lists (issue 18), shared by the API (validation) and the
 * quakes pages (forms, filters, links). Every value here is checked on the server too.
 */

/** The feeds the ingestion knows how to read; which of them run is configuration (QUAKES_SOURCES). */
export const QUAKE_SOURCE_NAMES = ['afad', 'koeri', 'usgs'] as const;
export type QuakeSourceName = (typeof QUAKE_SOURCE_NAMES)[number];

/** `GET /api/quakes/last-earthquakes` (SPEC §7: page, limit, city, min_magnitude; plus the rest). */
export const QUAKE_LIST_LIMITS = {
  defaultLimit: 50,
  maxLimit: 100,
  /** Deepest page a list reaches (older quakes are found by narrowing the time range). */
  maxPage: 200,
  cityMaxLength: 40,
  minMagnitude: 0,
  maxMagnitude: 10,
  /** Radius search around a point, km. */
  maxRadiusKm: 1000,
  /** The widest time range one request may cover, days. */
  maxRangeDays: 366,
} as const;

export const QUAKE_SORTS = ['time', 'magnitude'] as const;
export type QuakeSort = (typeof QUAKE_SORTS)[number];

/** The page's quick time ranges (`?range=`), hours back from now. */
export const QUAKE_TIME_RANGES = { '24h': 24, '7d': 24 * 7, '30d': 24 * 30 } as const;
export type QuakeTimeRange = keyof typeof QUAKE_TIME_RANGES;
export const QUAKE_DEFAULT_TIME_RANGE: QuakeTimeRange = '7d';

/** The page's magnitude steps (`?min_magnitude=`); the API takes any value 0–10. */
export const QUAKE_MAGNITUDE_STEPS = [0, 2, 3, 4, 5] as const;

/** GeoJSON feeds: `/api/quakes/feeds/{period}.geojson?min_magnitude=` (a fixed set keeps the cache small). */
export const QUAKE_FEED_PERIODS = { hour: 1, day: 24, week: 24 * 7 } as const;
export type QuakeFeedPeriod = keyof typeof QUAKE_FEED_PERIODS;
export const QUAKE_FEED_MIN_MAGNITUDES = ['all', '1.0', '2.5', '4.5'] as const;
export type QuakeFeedMinMagnitude = (typeof QUAKE_FEED_MIN_MAGNITUDES)[number];
/** Seconds a feed (and the list's first page) may be served from a cache. */
export const QUAKE_FEED_MAX_AGE_SECONDS = 30;

/** An event page: nearby recent quakes (the aftershock sequence). */
export const QUAKE_AFTERSHOCKS = { radiusKm: 50, days: 7, limit: 50 } as const;
/** An event page: the nearest province seats listed. */
export const QUAKE_NEAREST_CITIES = 5;

/**
 * "Did you feel it?": the 12 levels of the Modified Mercalli intensity scale (I … XII), drawn as
 * pictures. A report farther from the epicentre than the quake can be felt (quakeFeltRadiusKm,
 * from the place the reader gave) is kept but flagged and left out of the trusted counts.
 */
export const QUAKE_FELT = {
  levels: 12,
  /** A reader may give or change their report for this long after the quake. */
  openDays: 7,
  /** The map layer groups reports into squares this many degrees wide (about 11 km), so no reader's point is shown. */
  gridDegrees: 0.1,
} as const;

/**
 * How far from the epicentre a quake of this magnitude is plausibly felt: about 50 km at M3, 120 km
 * at M4, 290 km at M5, 690 km at M6 (2.4× per magnitude, as felt reports of past Turkish quakes
 * reach), within 50–1500 km; 300 km when no source gave a magnitude.
 */
export function quakeFeltRadiusKm(magnitude: number | null): number {
  if (magnitude === null || !Number.isFinite(magnitude)) return 300;
  return Math.round(Math.min(1500, Math.max(50, 50 * 2.4 ** (magnitude - 3))));
}

/** Alerts: places a member may watch, radius, magnitude and quiet hours. */
export const QUAKE_ALERTS = {
  maxPlaces: 10,
  minRadiusKm: 10,
  maxRadiusKm: 500,
  defaultRadiusKm: 100,
  minMagnitude: 2,
  maxMagnitude: 8,
  defaultMinMagnitude: 4,
  labelMaxLength: 60,
  /** Quiet hours hold back alerts below this magnitude only: a quake this strong wakes the member. */
  quietHoursBypassMagnitude: 6,
  /** An alert goes out only for a quake this recent when the official source publishes it. */
  freshMinutes: 60,
} as const;

/** The realtime topic every page of the list listens to (public: anyone may subscribe). */
export const QUAKES_LIVE_TOPIC = 'quakes:live';
