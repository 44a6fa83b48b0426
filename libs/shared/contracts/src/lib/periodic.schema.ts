import { type Static, Type } from '@sinclair/typebox';
import { DateTimeSchema, EditionSchema, Nullable, PaginationSchema } from './common.schema';
import { ArticleSummarySchema, CategoryBaseSchema } from './content.schema';
import { ImageSchema } from './image.schema';
import { METADATA_KEY_PATTERN } from './metadata.schema';

/*
 * Periodic contents: recurring editorial series that come out on a fixed schedule, each issue an
 * ordinary article (the morning briefing every weekday, the daily exchange-rate bulletin, the
 * daily horoscope, the weekly "what's on" cinema guide). The series is the stable thing readers
 * and apps follow: its schedule, when the next issue is due, the latest issue and the archive.
 */
export const PERIODIC_FREQUENCIES = ['daily', 'weekdays', 'weekly', 'monthly'] as const;
export type PeriodicFrequency = (typeof PERIODIC_FREQUENCIES)[number];
export const PERIODIC_ISSUES_PAGE_SIZE = { default: 10, max: 30 } as const;

export const PeriodicContentQuerySchema = Type.Object(
  {
    key: Type.String({ minLength: 1, maxLength: 80, pattern: METADATA_KEY_PATTERN }),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PERIODIC_ISSUES_PAGE_SIZE.max, default: PERIODIC_ISSUES_PAGE_SIZE.default })),
  },
  { additionalProperties: false },
);
export type PeriodicContentQuery = Static<typeof PeriodicContentQuerySchema>;

export const PeriodicIssueSchema = Type.Object({
  /** The day the issue is for (YYYY-MM-DD, edition time zone). */
  issueDate: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  article: ArticleSummarySchema,
});
export type PeriodicIssue = Static<typeof PeriodicIssueSchema>;

export const PeriodicContentSchema = Type.Object({
  _id: Type.String(),
  key: Type.String(),
  edition: EditionSchema,
  title: Type.String(),
  description: Type.String(),
  frequency: Type.Union(PERIODIC_FREQUENCIES.map((f) => Type.Literal(f))),
  schedule: Type.Object({
    /** Local publication time, HH:MM. */
    time: Type.String(),
    /** ISO weekday (1 = Monday) of a weekly series, day of month of a monthly one. */
    day: Nullable(Type.Integer({ minimum: 1, maximum: 31 })),
    timeZone: Type.String(),
  }),
  isActive: Type.Boolean(),
  /** When the next issue is due; null for a series that has stopped. */
  nextIssueAt: Nullable(DateTimeSchema),
  category: Nullable(CategoryBaseSchema),
  image: Nullable(ImageSchema),
  latest: Nullable(PeriodicIssueSchema),
  /** The archive, newest first, paginated. */
  issues: Type.Array(PeriodicIssueSchema),
  pagination: PaginationSchema,
});
export type PeriodicContent = Static<typeof PeriodicContentSchema>;
