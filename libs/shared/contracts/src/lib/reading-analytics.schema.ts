import { type Static, Type } from '@sinclair/typebox';
import { EditionSchema, Nullable, PaginationSchema } from './common.schema';
import { ADMIN_PAGE_SIZE } from './editorial.schema';
import { ANALYTICS_ARTICLE_SORTS } from './reading-analytics.rules';

/*
 * The editors' reading dashboard (`/admin/analytics`, API `/api/collector/analytics/…`): what the
 * event collector aggregated per article and UTC day. Dates are UTC days `YYYY-MM-DD`, both ends
 * included; without them the last ANALYTICS_DEFAULT_DAYS days up to today.
 */
export { ANALYTICS_ARTICLE_SORTS, ANALYTICS_DEFAULT_DAYS, ANALYTICS_MAX_DAYS, type AnalyticsArticleSort } from './reading-analytics.rules';

const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'UTC day, YYYY-MM-DD' });
const Count = Type.Integer({ minimum: 0 });

const RangeFields = {
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  /** Default: the edition of the request (its Host or X-Edition). */
  edition: Type.Optional(EditionSchema),
  /** A section's SPEC §2.6 key (`sport`, `news` …), the same in every edition. */
  section: Type.Optional(Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9-]+$' })),
};

export const AnalyticsRangeQuerySchema = Type.Object(RangeFields, { additionalProperties: false });
export type AnalyticsRangeQuery = Static<typeof AnalyticsRangeQuerySchema>;

export const AnalyticsArticlesQuerySchema = Type.Object(
  {
    ...RangeFields,
    sort: Type.Optional(Type.Union(ANALYTICS_ARTICLE_SORTS.map((sort) => Type.Literal(sort)))),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: ADMIN_PAGE_SIZE.max, default: ADMIN_PAGE_SIZE.default })),
  },
  { additionalProperties: false },
);
export type AnalyticsArticlesQuery = Static<typeof AnalyticsArticlesQuerySchema>;

export const AnalyticsArticleQuerySchema = Type.Object({ from: RangeFields.from, to: RangeFields.to }, { additionalProperties: false });
export type AnalyticsArticleQuery = Static<typeof AnalyticsArticleQuerySchema>;

/**
 * Reading numbers of a period. `readers` are unique readers per day (a reader counted on two days
 * counts twice; the article's view count adds the same way); completes and the depth counts are
 * readers among them, so `depth90 / readers` is the share of readers who got 90 % down the body.
 * `medianReadTime` is the median read time of the completes in whole minutes (1–10, SPEC §9 cap),
 * null without any; `engagedSeconds` their mean engaged (visible and focused) time.
 */
export const ReadingMetricsSchema = Type.Object({
  reads: Count,
  readers: Count,
  completes: Count,
  medianReadTime: Nullable(Type.Integer({ minimum: 1, maximum: 10 })),
  engagedSeconds: Nullable(Type.Number({ minimum: 0 })),
  depth25: Count,
  depth50: Count,
  depth90: Count,
  depth100: Count,
});
export type ReadingMetrics = Static<typeof ReadingMetricsSchema>;

/** Totals of a period add the read-time histogram: completes that took 1, 2 … 10 minutes. */
export const ReadingTotalsSchema = Type.Composite([ReadingMetricsSchema, Type.Object({ readTimeHistogram: Type.Array(Count, { minItems: 10, maxItems: 10 }) })]);
export type ReadingTotals = Static<typeof ReadingTotalsSchema>;

export const ReadingDaySchema = Type.Composite([Type.Object({ day: Day }), ReadingMetricsSchema]);
export type ReadingDay = Static<typeof ReadingDaySchema>;

export const AnalyticsSectionSchema = Type.Object({ id: Type.String(), slug: Type.String(), name: Type.String() });
export type AnalyticsSection = Static<typeof AnalyticsSectionSchema>;

export const SectionReadingSchema = Type.Composite([Type.Object({ section: AnalyticsSectionSchema }), ReadingMetricsSchema]);
export type SectionReading = Static<typeof SectionReadingSchema>;

/** Accepted events of the period by SPEC §3 event type and item type (searches, likes, follows …). */
export const EventCountSchema = Type.Object({ type: Type.String(), itemType: Type.String(), count: Count });
export type EventCount = Static<typeof EventCountSchema>;

export const AnalyticsOverviewSchema = Type.Object({
  from: Day,
  to: Day,
  edition: EditionSchema,
  /** The section asked for, null for the whole edition. */
  section: Nullable(AnalyticsSectionSchema),
  totals: ReadingTotalsSchema,
  /** Every day of the range, oldest first (days without reads are zeros). */
  days: Type.Array(ReadingDaySchema),
  /** Every section of the edition over the range (the section filter does not apply), most read first. */
  sections: Type.Array(SectionReadingSchema),
  /** Of the edition (the section filter does not apply), most frequent first. */
  events: Type.Array(EventCountSchema),
});
export type AnalyticsOverview = Static<typeof AnalyticsOverviewSchema>;

export const AnalyticsArticleRefSchema = Type.Object({
  id: Type.String(),
  legacyId: Type.Integer(),
  title: Type.String(),
  route: Type.String(),
  published: Nullable(Type.String({ format: 'date-time' })),
  section: Nullable(AnalyticsSectionSchema),
});
export type AnalyticsArticleRef = Static<typeof AnalyticsArticleRefSchema>;

export const ArticleReadingSchema = Type.Composite([Type.Object({ article: AnalyticsArticleRefSchema }), ReadingMetricsSchema]);
export type ArticleReading = Static<typeof ArticleReadingSchema>;

export const AnalyticsArticlesResponseSchema = Type.Object({
  from: Day,
  to: Day,
  edition: EditionSchema,
  items: Type.Array(ArticleReadingSchema),
  pagination: PaginationSchema,
});
export type AnalyticsArticlesResponse = Static<typeof AnalyticsArticlesResponseSchema>;

export const AnalyticsArticleResponseSchema = Type.Object({
  from: Day,
  to: Day,
  article: AnalyticsArticleRefSchema,
  totals: ReadingTotalsSchema,
  days: Type.Array(ReadingDaySchema),
});
export type AnalyticsArticleResponse = Static<typeof AnalyticsArticleResponseSchema>;
