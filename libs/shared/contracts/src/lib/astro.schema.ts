import { type Static, Type } from '@sinclair/typebox';
import { DateTimeSchema, Nullable } from './common.schema';
import {
  ASTRO_ASPECT_TYPES,
  ASTRO_BODIES,
  ASTRO_ELEMENT_RELATIONS,
  ASTRO_ELEMENTS,
  ASTRO_HOUSE_SYSTEMS,
  ASTRO_MODALITIES,
  ASTRO_SIGN_ASPECTS,
  ASTRO_WARNING_CODES,
  ASTRO_YEARS,
  SAVED_CHART_LIMITS,
} from './astro.rules';

/**
 * The astrology API (issue 17; SPEC §3 astrology inputs, §7 rising sign, natal chart summary and
 * sign compatibility) at `/api/astro/…` (ARCHITECTURE §1). Longitudes are tropical, geocentric,
 * apparent ecliptic longitudes of date in degrees [0, 360); a sign is 0 (Aries) … 11 (Pisces).
 */
export * from './astro.rules';

const literals = <T extends string>(values: readonly T[], options: { description?: string } = {}) => Type.Union(values.map((value) => Type.Literal(value)), options);

// ---------------------------------------------------------------- birth inputs (§3)

const BIRTH_DATE = {
  year: Type.Integer({ minimum: ASTRO_YEARS.min, maximum: ASTRO_YEARS.max, description: `${ASTRO_YEARS.min}–${ASTRO_YEARS.max}: the range the positions are accurate for` }),
  month: Type.Integer({ minimum: 1, maximum: 12 }),
  day: Type.Integer({ minimum: 1, maximum: 31, description: 'Checked against the month (no 29 February in a common year)' }),
};
const hourSchema = (description: string) => Type.Integer({ minimum: 0, maximum: 23, description });
const minuteSchema = () => Type.Integer({ minimum: 0, maximum: 59 });
const BIRTH_PLACE = {
  latitude: Type.Number({ exclusiveMinimum: -90, exclusiveMaximum: 90, description: 'Degrees, north positive; the poles themselves have no ascendant' }),
  longitude: Type.Number({ minimum: -180, maximum: 180, description: 'Degrees, east positive' }),
  timezone: Type.String({
    minLength: 1,
    maxLength: 64,
    pattern: '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+){0,2}$',
    description: 'An IANA time zone such as Europe/Istanbul: the offset in force at that date and place comes from the time-zone database, never a fixed offset',
  }),
};
export const AstroHouseSystemSchema = literals(ASTRO_HOUSE_SYSTEMS);

/** `hour` and `minute` come together, or neither for an unknown birth time. */
export const NatalChartQuerySchema = Type.Object(
  {
    ...BIRTH_DATE,
    hour: Type.Optional(hourSchema('Local wall-clock hour, 0–23; leave out together with minute for an unknown birth time')),
    minute: Type.Optional(minuteSchema()),
    ...BIRTH_PLACE,
    houseSystem: Type.Optional(
      literals(ASTRO_HOUSE_SYSTEMS, { description: 'placidus by default; beyond the polar circles placidus and koch fall back to porphyry (see warnings)' }),
    ),
  },
  { additionalProperties: false },
);
export type NatalChartQuery = Static<typeof NatalChartQuerySchema>;

export const RisingSignQuerySchema = Type.Object(
  { ...BIRTH_DATE, hour: hourSchema('Local wall-clock hour, 0–23 (the rising sign needs the birth time)'), minute: minuteSchema(), ...BIRTH_PLACE },
  { additionalProperties: false },
);
export type RisingSignQuery = Static<typeof RisingSignQuerySchema>;

const SIGN_PARAM = Type.String({
  maxLength: 16,
  pattern: '^[A-Za-z0-9-]+$',
  description: 'A sign: its page slug (koc, boga, … balik, with or without -burcu), its English name (aries … pisces) or 0 (Aries) … 11 (Pisces)',
});
export const CompatibilityQuerySchema = Type.Object({ a: SIGN_PARAM, b: SIGN_PARAM }, { additionalProperties: false });
export type CompatibilityQuery = Static<typeof CompatibilityQuerySchema>;

// ---------------------------------------------------------------- natal chart

const SignIndexSchema = Type.Integer({ minimum: 0, maximum: 11, description: '0 = Aries … 11 = Pisces' });
const LongitudeSchema = Type.Number({ minimum: 0, exclusiveMaximum: 360 });
/** Minutes east of UTC; not always whole before the 1920s (local mean time: Istanbul's was +1:56:56). */
const UtcOffsetSchema = Type.Number({ description: 'Minutes east of UTC in force at that date and place' });
const DegreeInSignSchema = Type.Number({ minimum: 0, exclusiveMaximum: 30, description: 'Degrees within the sign' });

export const ChartPointSchema = Type.Object({
  longitude: LongitudeSchema,
  sign: SignIndexSchema,
  degree: DegreeInSignSchema,
  /** 1–12; absent when the birth time (and so the houses) is unknown. */
  house: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
  /** Moving backwards along the ecliptic (bodies only; never the Sun or the Moon). */
  retrograde: Type.Optional(Type.Boolean()),
});
export type ChartPoint = Static<typeof ChartPointSchema>;

export const ChartBodiesSchema = Type.Object(Object.fromEntries(ASTRO_BODIES.map((body) => [body, ChartPointSchema])) as Record<(typeof ASTRO_BODIES)[number], typeof ChartPointSchema>);

const ChartPointKeySchema = literals([...ASTRO_BODIES, 'ascendant', 'mc'] as const);
export const ChartAspectSchema = Type.Object({
  a: ChartPointKeySchema,
  b: ChartPointKeySchema,
  type: literals(ASTRO_ASPECT_TYPES),
  /** The exact angle of the aspect: 0, 60, 90, 120 or 180. */
  angle: Type.Number(),
  /** Degrees from exact. */
  orb: Type.Number({ minimum: 0 }),
  /** The orb is shrinking (the aspect is forming). */
  applying: Type.Boolean(),
});
export type ChartAspect = Static<typeof ChartAspectSchema>;

/** A warning's code with its message in the edition, and the facts it is about. */
export const ChartWarningSchema = Type.Object({
  code: literals(ASTRO_WARNING_CODES),
  message: Type.String(),
  /** polar-fallback: the system asked for, and the one used. */
  requested: Type.Optional(AstroHouseSystemSchema),
  used: Type.Optional(AstroHouseSystemSchema),
  /** sign-changed-during-day: which body, from and to which sign, and when (UTC). */
  body: Type.Optional(literals(ASTRO_BODIES)),
  from: Type.Optional(SignIndexSchema),
  to: Type.Optional(SignIndexSchema),
  at: Type.Optional(DateTimeSchema),
  /** local-time-repeated: the second reading of the wall time, for a birth in the repeated hour. */
  laterUtc: Type.Optional(DateTimeSchema),
});
export type ChartWarning = Static<typeof ChartWarningSchema>;

/** One paragraph of a chart's reading in the edition: its subject ("Sun in Taurus, 10th house") and text. */
export const ChartReadingSchema = Type.Object({
  key: ChartPointKeySchema,
  title: Type.String(),
  text: Type.String(),
});
export type ChartReading = Static<typeof ChartReadingSchema>;

/**
 * With a birth time: the chart at that instant. Without one (`timeKnown: false`): the bodies at
 * local noon, no ascendant, MC, houses or house system (null), warnings `birth-time-unknown` and
 * `sign-changed-during-day` for each body that changed sign that local day, whose bounds are
 * `dayStartUtc` and `dayEndUtc`.
 */
export const NatalChartResponseSchema = Type.Object({
  /** The birth instant (or local noon), ISO 8601 UTC. */
  utc: DateTimeSchema,
  julianDayUt: Type.Number(),
  /** The UTC offset in force then and there, in minutes east (Istanbul in summer 1983: 240). */
  utcOffsetMinutes: UtcOffsetSchema,
  timeKnown: Type.Boolean(),
  bodies: ChartBodiesSchema,
  ascendant: Nullable(ChartPointSchema),
  mc: Nullable(ChartPointSchema),
  /** Twelve cusp longitudes, index 0 = house 1 (the ascendant in the quadrant systems), 9 = the MC. */
  houses: Nullable(Type.Array(LongitudeSchema, { minItems: 12, maxItems: 12 })),
  aspects: Type.Array(ChartAspectSchema),
  /** The system the houses were drawn with (porphyry after a polar fallback). */
  houseSystem: Nullable(AstroHouseSystemSchema),
  warnings: Type.Array(ChartWarningSchema),
  dayStartUtc: Type.Optional(DateTimeSchema),
  dayEndUtc: Type.Optional(DateTimeSchema),
  /**
   * What the chart says, in the edition: the big three (Sun, Moon and, with a birth time, the
   * ascendant) and each other body in its sign (and house).
   */
  interpretation: Type.Optional(Type.Object({ bigThree: Type.Array(ChartReadingSchema), bodies: Type.Array(ChartReadingSchema) })),
});
export type NatalChartResponse = Static<typeof NatalChartResponseSchema>;

// ---------------------------------------------------------------- rising sign

export const RisingSignResponseSchema = Type.Object({
  utc: DateTimeSchema,
  utcOffsetMinutes: UtcOffsetSchema,
  /** The ascendant. */
  longitude: LongitudeSchema,
  sign: SignIndexSchema,
  degree: DegreeInSignSchema,
  /** The sign's page slug (koc … balik). */
  slug: Type.String(),
  /** The sign's name in the edition. */
  name: Type.String(),
  /** What the rising sign means, in the edition. */
  text: Type.String(),
  warnings: Type.Array(ChartWarningSchema),
});
export type RisingSignResponse = Static<typeof RisingSignResponseSchema>;

// ---------------------------------------------------------------- compatibility

export const CompatibilitySignSchema = Type.Object({
  sign: SignIndexSchema,
  slug: Type.String(),
  name: Type.String(),
  element: literals(ASTRO_ELEMENTS),
  modality: literals(ASTRO_MODALITIES),
});

const ScoreSchema = Type.Integer({ minimum: 0, maximum: 100 });
/** The same pair always gets the same scores, in either order. */
export const CompatibilityResponseSchema = Type.Object({
  a: CompatibilitySignSchema,
  b: CompatibilitySignSchema,
  love: ScoreSchema,
  friendship: ScoreSchema,
  work: ScoreSchema,
  aspect: literals(ASTRO_SIGN_ASPECTS),
  elementRelation: literals(ASTRO_ELEMENT_RELATIONS),
  /** A few sentences in the edition: the signs' distance, their elements and modalities, the strongest score. */
  explanation: Type.String(),
});
export type CompatibilityResponse = Static<typeof CompatibilityResponseSchema>;

// ---------------------------------------------------------------- birthplaces (issue 17 item 3)

export const PLACE_QUERY_MAX_LENGTH = 80;
export const PlaceSearchQuerySchema = Type.Object(
  {
    q: Type.String({ minLength: 1, maxLength: PLACE_QUERY_MAX_LENGTH, description: 'What the reader typed: a city or a Turkish district, optionally ", region or country"' }),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  },
  { additionalProperties: false },
);
export type PlaceSearchQuery = Static<typeof PlaceSearchQuerySchema>;

export const PlaceSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** In the edition's language where the data has it: 'Kadıköy, İstanbul', 'Moskova, Rusya'. */
  label: Type.String(),
  country: Type.String({ description: 'ISO 3166-1 alpha-2' }),
  admin: Type.Optional(Type.String()),
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  timezone: Type.String({ description: 'IANA time zone' }),
  population: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type Place = Static<typeof PlaceSchema>;

/** Where the place data comes from; the licenses ask for this credit wherever results are shown. */
export const PlaceCreditSchema = Type.Object({ name: Type.String(), url: Type.String(), license: Type.String(), licenseUrl: Type.String(), notice: Type.String() });
export const PlaceSearchResponseSchema = Type.Object({ items: Type.Array(PlaceSchema), credits: Type.Array(PlaceCreditSchema) });
export type PlaceSearchResponse = Static<typeof PlaceSearchResponseSchema>;

export const NearestPlaceQuerySchema = Type.Object(
  { latitude: Type.Number({ minimum: -90, maximum: 90 }), longitude: Type.Number({ minimum: -180, maximum: 180 }) },
  { additionalProperties: false },
);
export const NearestPlaceResponseSchema = Type.Object({
  /** The nearest known place: its time zone is the one proposed for hand-typed coordinates. */
  place: Type.Union([PlaceSchema, Type.Null()]),
  distanceKm: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
  credits: Type.Array(PlaceCreditSchema),
});

// ---------------------------------------------------------------- a member's saved charts (issue 17 item 6)

/** The details a saved chart is computed from: the same the result page's address carries. */
export const SavedChartBirthSchema = Type.Object(
  {
    date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'Local calendar day at the birthplace, YYYY-MM-DD' }),
    time: Nullable(Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'Local wall-clock time HH:MM; null when unknown' })),
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
    timezone: Type.String({ minLength: 2, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_+\\-/]+$' }),
    place: Type.String({ maxLength: SAVED_CHART_LIMITS.place }),
    houseSystem: AstroHouseSystemSchema,
  },
  { additionalProperties: false },
);
export type SavedChartBirth = Static<typeof SavedChartBirthSchema>;

export const SaveChartBodySchema = Type.Object(
  { label: Type.String({ minLength: 1, maxLength: SAVED_CHART_LIMITS.label }), birth: SavedChartBirthSchema },
  { additionalProperties: false },
);
export type SaveChartBody = Static<typeof SaveChartBodySchema>;

export const SavedChartSchema = Type.Object({ id: Type.String({ format: 'uuid' }), label: Type.String(), birth: SavedChartBirthSchema, createdAt: DateTimeSchema });
export type SavedChart = Static<typeof SavedChartSchema>;
export const SavedChartListSchema = Type.Object({ items: Type.Array(SavedChartSchema), limit: Type.Integer() });
export type SavedChartList = Static<typeof SavedChartListSchema>;
export const SavedChartParamsSchema = Type.Object({ id: Type.String({ format: 'uuid' }) });
