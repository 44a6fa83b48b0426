import { type Static, Type } from '@sinclair/typebox';
import { DateTimeSchema, Nullable, PaginationSchema } from './common.schema';
import { QUAKE_ALERTS, QUAKE_FELT, QUAKE_LIST_LIMITS, QUAKE_SORTS, QUAKE_SOURCE_NAMES } from './quakes.rules';

/**
 * The earthquakes API (issue 18; SPEC §2.6 `/son-depremler`, §7 `GET last-earthquakes`) at
 * `/api/quakes/…`. Events are merged from AFAD, KOERI and USGS records; every number keeps its
 * source, and an event shows every source's magnitude rather than one picked.
 */
export * from './quakes.rules';

const literals = <T extends string>(values: readonly T[], options: { description?: string } = {}) => Type.Union(values.map((value) => Type.Literal(value)), options);

export const QuakeSourceNameSchema = literals(QUAKE_SOURCE_NAMES, { description: 'afad (AFAD, Türkiye’s national network), koeri (Kandilli Observatory), usgs (U.S. Geological Survey)' });

export const QuakeProvinceSchema = Type.Object({
  plate: Type.Integer({ minimum: 1, maximum: 81, description: 'Licence-plate code' }),
  name: Type.String({ description: 'Official name (Kahramanmaraş)' }),
  slug: Type.String({ description: 'The province’s list page slug (kahramanmaras)' }),
});
export type QuakeProvince = Static<typeof QuakeProvinceSchema>;

export const QuakeMagnitudeSchema = Type.Object({
  source: QuakeSourceNameSchema,
  type: Type.String({ description: 'As the source labels it, upper case: MD, ML, MW, MB, MWW …; M when the source gives none' }),
  value: Type.Number(),
});
export type QuakeMagnitude = Static<typeof QuakeMagnitudeSchema>;

/** One event in a list, a feed or the live socket. */
export const QuakeSummarySchema = Type.Object({
  id: Type.String({ description: 'Stable: the source and id of the record seen first (afad-543428)' }),
  /** The event page's slug: the place, then the id. */
  slug: Type.String(),
  time: DateTimeSchema,
  latitude: Type.Number(),
  longitude: Type.Number(),
  depthKm: Type.Number(),
  /** The preferred source's place text as it wrote it. */
  location: Type.String(),
  province: Nullable(QuakeProvinceSchema),
  preferredSource: QuakeSourceNameSchema,
  /** Every source's magnitudes, the preferred source first. */
  magnitudes: Type.Array(QuakeMagnitudeSchema),
  /** The largest of `magnitudes` (sorting, marker size); null when no source computed one. */
  magnitude: Nullable(Type.Number()),
  /** A source revised it (KOERI REVIZEnn, an AFAD update, a reviewed USGS solution). */
  revised: Type.Boolean(),
  sources: Type.Array(QuakeSourceNameSchema),
  /** Trusted "Did you feel it?" reports. */
  feltCount: Type.Integer({ minimum: 0 }),
});
export type QuakeSummary = Static<typeof QuakeSummarySchema>;

export const QuakeListQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: QUAKE_LIST_LIMITS.maxPage })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: QUAKE_LIST_LIMITS.maxLimit })),
    city: Type.Optional(Type.String({ minLength: 1, maxLength: QUAKE_LIST_LIMITS.cityMaxLength, description: 'A province, any case or spelling: İZMİR, izmir, Izmir, Afyon; or its plate code' })),
    min_magnitude: Type.Optional(Type.Number({ minimum: QUAKE_LIST_LIMITS.minMagnitude, maximum: QUAKE_LIST_LIMITS.maxMagnitude })),
    from: Type.Optional(Type.String({ format: 'date-time', description: 'Earliest origin time (default: 7 days ago)' })),
    to: Type.Optional(Type.String({ format: 'date-time', description: 'Latest origin time (default: now)' })),
    bbox: Type.Optional(Type.String({ maxLength: 80, pattern: '^-?[0-9.]+,-?[0-9.]+,-?[0-9.]+,-?[0-9.]+$', description: 'west,south,east,north in degrees' })),
    lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
    lon: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
    radius_km: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: QUAKE_LIST_LIMITS.maxRadiusKm })),
    sort: Type.Optional(literals(QUAKE_SORTS, { description: 'time (newest first, default) or magnitude (largest first)' })),
  },
  { additionalProperties: false },
);
export type QuakeListQuery = Static<typeof QuakeListQuerySchema>;

export const QuakeListResponseSchema = Type.Object({
  items: Type.Array(QuakeSummarySchema),
  pagination: PaginationSchema,
  /** The province the `city` filter matched (its proper name), when one was asked for. */
  province: Type.Optional(Nullable(QuakeProvinceSchema)),
  /** The range the list covers. */
  from: DateTimeSchema,
  to: DateTimeSchema,
});
export type QuakeListResponse = Static<typeof QuakeListResponseSchema>;

/** One source's record of an event, with its raw wording. */
export const QuakeSourceRecordSchema = Type.Object({
  source: QuakeSourceNameSchema,
  sourceId: Type.String(),
  time: DateTimeSchema,
  latitude: Type.Number(),
  longitude: Type.Number(),
  depthKm: Type.Number(),
  magnitudes: Type.Array(Type.Object({ type: Type.String(), value: Type.Number() })),
  location: Type.String(),
  revision: Type.Integer({ minimum: 0 }),
  /** KOERI's quality word (İlksel, REVIZE01, or an unknown word kept as it is). */
  quality: Nullable(Type.String()),
  updatedAt: Nullable(DateTimeSchema),
  /** The source's own page for it, when it has one (USGS). */
  url: Nullable(Type.String()),
});
export type QuakeSourceRecord = Static<typeof QuakeSourceRecordSchema>;

export const QuakeNearbyCitySchema = Type.Object({
  name: Type.String(),
  plate: Type.Integer({ minimum: 1, maximum: 81 }),
  slug: Type.String(),
  distanceKm: Type.Number(),
});
export type QuakeNearbyCity = Static<typeof QuakeNearbyCitySchema>;

export const QuakeFeltSummarySchema = Type.Object({
  /** Trusted reports. */
  total: Type.Integer({ minimum: 0 }),
  /** Trusted reports per level, index 0 = I … 11 = XII. */
  byIntensity: Type.Array(Type.Integer({ minimum: 0 }), { minItems: QUAKE_FELT.levels, maxItems: QUAKE_FELT.levels }),
  /** Reports from too far away: kept, flagged, not counted above. */
  flagged: Type.Integer({ minimum: 0 }),
  /** The map layer: trusted reports grouped into squares (never a reader's own point). */
  cells: Type.Array(Type.Object({ latitude: Type.Number(), longitude: Type.Number(), count: Type.Integer({ minimum: 1 }), intensity: Type.Integer({ minimum: 1, maximum: 12, description: 'The median level' }) })),
  /** This reader's report, if any. */
  mine: Nullable(Type.Integer({ minimum: 1, maximum: QUAKE_FELT.levels })),
  /** Whether reports are still taken for this quake. */
  open: Type.Boolean(),
});
export type QuakeFeltSummary = Static<typeof QuakeFeltSummarySchema>;

export const QuakeDetailSchema = Type.Object({
  event: QuakeSummarySchema,
  /** Every source's record, the preferred first. */
  records: Type.Array(QuakeSourceRecordSchema),
  /** Records a revision replaced (KOERI's preliminary lines, older versions). */
  superseded: Type.Array(QuakeSourceRecordSchema),
  nearestCities: Type.Array(QuakeNearbyCitySchema),
  /** Quakes within 50 km in the week after it (and the day before), oldest first. */
  sequence: Type.Array(QuakeSummarySchema),
});
export type QuakeDetail = Static<typeof QuakeDetailSchema>;

export const QuakeIdParamsSchema = Type.Object({ id: Type.String({ minLength: 3, maxLength: 120, pattern: '^[a-z0-9-]+$' }) }, { additionalProperties: false });

export const QuakeSourceStatusSchema = Type.Object({
  source: QuakeSourceNameSchema,
  /** Credit line: the institution's name. */
  name: Type.String(),
  /** The institution's public site (for the credit link). */
  homepage: Type.String(),
  lastSuccessAt: Nullable(DateTimeSchema),
  lastAttemptAt: Nullable(DateTimeSchema),
  /** True while its last poll failed. */
  failing: Type.Boolean(),
});
export type QuakeSourceStatus = Static<typeof QuakeSourceStatusSchema>;
export const QuakeSourcesResponseSchema = Type.Object({
  items: Type.Array(QuakeSourceStatusSchema),
  /**
   * The map's base layer (QUAKES_MAP_TILES, QUAKES_MAP_ATTRIBUTION): a tile URL template
   * (`https://tiles.example/{z}/{x}/{y}.png`) and its credit line; null draws the map from its own
   * province outlines only.
   */
  mapTiles: Nullable(Type.Object({ url: Type.String(), attribution: Type.String() })),
});
export type QuakeSourcesResponse = Static<typeof QuakeSourcesResponseSchema>;

export const QuakeFeltBodySchema = Type.Object(
  {
    intensity: Type.Integer({ minimum: 1, maximum: QUAKE_FELT.levels }),
    /** Where the reader was: a point (rounded to ~1 km before it is stored), or a province. */
    latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
    longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
    plate: Type.Optional(Type.Integer({ minimum: 1, maximum: 81 })),
  },
  { additionalProperties: false },
);
export type QuakeFeltBody = Static<typeof QuakeFeltBodySchema>;

export const QuakeAlertPlaceSchema = Type.Union([
  Type.Object({ kind: Type.Literal('province'), plate: Type.Integer({ minimum: 1, maximum: 81 }) }, { additionalProperties: false }),
  Type.Object(
    {
      kind: Type.Literal('point'),
      latitude: Type.Number({ minimum: -90, maximum: 90 }),
      longitude: Type.Number({ minimum: -180, maximum: 180 }),
      radiusKm: Type.Integer({ minimum: QUAKE_ALERTS.minRadiusKm, maximum: QUAKE_ALERTS.maxRadiusKm }),
      label: Type.Optional(Type.String({ maxLength: QUAKE_ALERTS.labelMaxLength })),
    },
    { additionalProperties: false },
  ),
]);
export type QuakeAlertPlace = Static<typeof QuakeAlertPlaceSchema>;

const CLOCK_TIME = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'HH:MM, Turkey time' });

export const QuakeAlertSettingsSchema = Type.Object(
  {
    enabled: Type.Boolean(),
    // Stored to one decimal (multipleOf 0.1 would refuse 4.8: binary floating point).
    minMagnitude: Type.Number({ minimum: QUAKE_ALERTS.minMagnitude, maximum: QUAKE_ALERTS.maxMagnitude }),
    places: Type.Array(QuakeAlertPlaceSchema, { maxItems: QUAKE_ALERTS.maxPlaces }),
    /** No alert between these times (an alert of a quake at or above QUAKE_ALERTS.quietHoursBypassMagnitude still goes out). Null: none. */
    quietHours: Nullable(Type.Object({ start: CLOCK_TIME, end: CLOCK_TIME }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export type QuakeAlertSettings = Static<typeof QuakeAlertSettingsSchema>;

/** What the live topic carries: a new or revised event. */
export interface QuakeLiveEvent {
  kind: 'new' | 'revised';
  event: QuakeSummary;
}
