import { type Static, Type } from '@sinclair/typebox';
import { ASTRO_ELEMENTS, ASTRO_MODALITIES } from './astro.rules';
import { ASTRO_LUCKY_NUMBER, ASTRO_READING_PERIODS, ASTRO_READING_TEXT } from './astro-signs.rules';
import { DateTimeSchema, EditionSchema, Nullable } from './common.schema';

/**
 * The sign pages' API (issue 17 item 5; SPEC §2.4 `/astroloji/{burc}/{slug?}`) at
 * `/api/astro/signs/…`: the twelve signs' profiles and their daily, weekly, monthly and yearly
 * readings, written per edition. Texts are in the request's edition (X-Edition).
 */
export * from './astro-signs.rules';

const literals = <T extends string>(values: readonly T[], options: { description?: string } = {}) => Type.Union(values.map((value) => Type.Literal(value)), options);

const SIGN_INDEX = Type.Integer({ minimum: 0, maximum: 11, description: '0 = Aries (Koç) … 11 = Pisces (Balık)' });
const CALENDAR_DAY = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'A calendar day, YYYY-MM-DD (Europe/Istanbul)' });
const MONTH_DAY = Type.String({ pattern: '^\\d{2}-\\d{2}$', description: 'MM-DD' });
/** A fact with a stable id (for icons, styles) and its name in the edition. */
const NamedSchema = <T extends string>(ids: readonly T[] | null) => Type.Object({ id: ids ? literals(ids) : Type.String(), name: Type.String() });

/** A sign as links name it: its index, page slug (koc … balik) and name in the edition. */
export const AstroSignRefSchema = Type.Object({ index: SIGN_INDEX, slug: Type.String(), name: Type.String() });
export type AstroSignRef = Static<typeof AstroSignRefSchema>;

export const AstroSignDatesSchema = Type.Object({
  start: MONTH_DAY,
  end: MONTH_DAY,
  /** The range as the edition writes it: '21 Mart – 20 Nisan', 'March 21 – April 20', '21 марта — 20 апреля'. */
  label: Type.String(),
});

export const AstroSignSummarySchema = Type.Object({
  ...AstroSignRefSchema.properties,
  /** The Unicode zodiac symbol (♈ …). */
  symbol: Type.String(),
  /** Display dates: the table most Turkish sites print (a sign really starts at the Sun's ingress, which moves by a day between years). */
  dates: AstroSignDatesSchema,
  element: NamedSchema(ASTRO_ELEMENTS),
  modality: NamedSchema(ASTRO_MODALITIES),
  /** The ruling planet; Scorpio, Aquarius and Pisces list the modern ruler first, then the traditional one. */
  rulers: Type.Array(NamedSchema(null), { minItems: 1, maxItems: 2 }),
  /** One line in the edition, for cards and descriptions. */
  tagline: Type.String(),
});
export type AstroSignSummary = Static<typeof AstroSignSummarySchema>;

export const AstroSignListResponseSchema = Type.Object({ items: Type.Array(AstroSignSummarySchema, { minItems: 12, maxItems: 12 }) });
export type AstroSignListResponse = Static<typeof AstroSignListResponseSchema>;

export const AstroSignProfileSchema = Type.Object({
  ...AstroSignSummarySchema.properties,
  /** Two paragraphs. */
  overview: Type.Array(Type.String(), { minItems: 2, maxItems: 2 }),
  personality: Type.String(),
  love: Type.String(),
  career: Type.String(),
  health: Type.String(),
  /** Short phrases. */
  strengths: Type.Array(Type.String(), { minItems: 4, maxItems: 5 }),
  challenges: Type.Array(Type.String(), { minItems: 3, maxItems: 4 }),
  luckyDay: NamedSchema(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const),
  luckyColor: NamedSchema(null),
  /** The signs it gets on best with. */
  bestMatches: Type.Array(AstroSignRefSchema, { minItems: 2, maxItems: 4 }),
});
export type AstroSignProfile = Static<typeof AstroSignProfileSchema>;

const SIGN_PARAM = Type.String({
  maxLength: 20,
  pattern: '^[A-Za-z0-9-]+$',
  description: 'A sign: its page slug (koc … balik, with or without -burcu), its English name (aries … pisces) or 0 … 11',
});
export const AstroSignParamsSchema = Type.Object({ sign: SIGN_PARAM }, { additionalProperties: false });
export type AstroSignParams = Static<typeof AstroSignParamsSchema>;

export const AstroReadingPeriodSchema = literals(ASTRO_READING_PERIODS, {
  description: 'daily (the Istanbul day), weekly (the ISO week from Monday), monthly or yearly',
});

export const AstroReadingParamsSchema = Type.Object({ sign: SIGN_PARAM, period: AstroReadingPeriodSchema }, { additionalProperties: false });
export type AstroReadingParams = Static<typeof AstroReadingParamsSchema>;

export const AstroReadingQuerySchema = Type.Object(
  { date: Type.Optional(Type.String({ maxLength: 10, description: 'YYYY-MM-DD: the reading of the period containing this day; today in Istanbul by default. Within two years of today.' })) },
  { additionalProperties: false },
);
export type AstroReadingQuery = Static<typeof AstroReadingQuerySchema>;

export const AstroReadingSchema = Type.Object({
  sign: AstroSignRefSchema,
  period: AstroReadingPeriodSchema,
  edition: EditionSchema,
  /** The period's first and last day, inclusive. */
  periodStart: CALENDAR_DAY,
  periodEnd: CALENDAR_DAY,
  general: Type.String(),
  love: Type.String(),
  career: Type.String(),
  health: Type.String(),
  luckyNumber: Nullable(Type.Integer({ minimum: ASTRO_LUCKY_NUMBER.min, maximum: ASTRO_LUCKY_NUMBER.max })),
  publishedAt: DateTimeSchema,
  /** The start of the nearest earlier published reading of this sign, period and edition, if any. */
  previous: Nullable(CALENDAR_DAY),
  /** The start of the nearest later one, if it is published (readings go out the day before their period starts). */
  next: Nullable(CALENDAR_DAY),
});
export type AstroReading = Static<typeof AstroReadingSchema>;

export const AstroReadingWriteParamsSchema = Type.Object(
  { sign: SIGN_PARAM, period: AstroReadingPeriodSchema, periodStart: Type.String({ maxLength: 10, description: "The period's first day, YYYY-MM-DD (a Monday for weekly, the 1st for monthly, 1 January for yearly)" }) },
  { additionalProperties: false },
);
export type AstroReadingWriteParams = Static<typeof AstroReadingWriteParamsSchema>;

const READING_TEXT = Type.String({ minLength: 1, maxLength: ASTRO_READING_TEXT.max, description: `Plain text, ${ASTRO_READING_TEXT.min}–${ASTRO_READING_TEXT.max} characters (no HTML)` });
export const AstroReadingWriteBodySchema = Type.Object(
  {
    edition: EditionSchema,
    general: READING_TEXT,
    love: READING_TEXT,
    career: READING_TEXT,
    health: READING_TEXT,
    luckyNumber: Type.Optional(Nullable(Type.Integer({ minimum: ASTRO_LUCKY_NUMBER.min, maximum: ASTRO_LUCKY_NUMBER.max }))),
  },
  { additionalProperties: false },
);
export type AstroReadingWriteBody = Static<typeof AstroReadingWriteBodySchema>;
