import { type Static, Type } from '@sinclair/typebox';
import { ListViewSchema } from './content.schema';
import { ARTICLES_PAGE_SIZE } from '../constants';

export const ARTICLE_SORTS = ['recent', 'agingPopular', 'random', 'igDate', 'popular'] as const;
export type ArticleSort = (typeof ARTICLE_SORTS)[number];

/** Longest accepted `before`/`since` (an ISO date-time with microseconds and an offset is 32). */
const ARTICLE_CURSOR_MAX_LENGTH = 40;

export const ArticlesQuerySchema = Type.Object(
  {
    categoryId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    tagId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    tagRouteName: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    sort: Type.Optional(Type.Union(ARTICLE_SORTS.map((sort) => Type.Literal(sort)), { default: 'recent' })),
    page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: ARTICLES_PAGE_SIZE.max, default: ARTICLES_PAGE_SIZE.default })),
    useHasNextPage: Type.Optional(Type.Boolean({ default: false })),
    view: Type.Optional(ListViewSchema),
    // Time cursors: a page that starts where the reader's list ends does not shift when new
    // stories arrive, as page offsets would. The API checks the date strictly (400 otherwise).
    before: Type.Optional(
      Type.String({
        maxLength: ARTICLE_CURSOR_MAX_LENGTH,
        description:
          'Only articles older than this ISO 8601 date-time with a zone (e.g. 2026-11-20T09:00:00Z), in the time the sort orders by: ' +
          'published (sort=recent) or posted to Instagram (sort=igDate). Pass the last listed article’s time to get the next page.',
        examples: ['2026-11-20T09:00:00.000Z'],
      }),
    ),
    beforeId: Type.Optional(
      Type.Integer({
        minimum: 1,
        description: 'With before: the last listed article’s legacyId, so articles sharing its exact time are neither repeated nor skipped.',
      }),
    ),
    since: Type.Optional(
      Type.String({
        maxLength: ARTICLE_CURSOR_MAX_LENGTH,
        description:
          'Only articles at or after this ISO 8601 date-time with a zone, newest first (sort=recent or igDate): what is new since the newest ' +
          'article a reader has. Inclusive, so the client drops the ones it already shows.',
        examples: ['2026-11-20T09:00:00.000Z'],
      }),
    ),
  },
  { additionalProperties: false },
);
export type ArticlesQuery = Static<typeof ArticlesQuerySchema>;

/** Sorts whose order is a time, so `before`/`since` cursors apply to them. */
export const CURSOR_SORTS = ['recent', 'igDate'] as const satisfies readonly ArticleSort[];

export const CategoryQuerySchema = Type.Object(
  { withSubs: Type.Optional(Type.Boolean({ default: false })) },
  { additionalProperties: false },
);
export type CategoryQuery = Static<typeof CategoryQuerySchema>;

export const HOME_PLATFORMS = ['web', 'mobile'] as const;

export const HomeQuerySchema = Type.Object(
  { platform: Type.Optional(Type.Union(HOME_PLATFORMS.map((p) => Type.Literal(p)), { default: 'web' })), view: Type.Optional(ListViewSchema) },
  { additionalProperties: false },
);
export type HomeQuery = Static<typeof HomeQuerySchema>;

/** `route` is a tag slug route (`ekonomi-haberleri`) or a full tag path, URL-encoded. */
export const TagRouteParamsSchema = Type.Object(
  { route: Type.String({ minLength: 1, maxLength: 300 }) },
  { additionalProperties: false },
);
export type TagRouteParams = Static<typeof TagRouteParamsSchema>;

/**
 * The card view of lists that take no other query. Unknown parameters stay ignored, as they were
 * before these routes had a query schema.
 */
export const ListViewQuerySchema = Type.Object({ view: Type.Optional(ListViewSchema) });
export type ListViewQuery = Static<typeof ListViewQuerySchema>;
// Defined with the schema-free constants (one source of truth), offered here as before.
export { ARTICLES_PAGE_SIZE };
