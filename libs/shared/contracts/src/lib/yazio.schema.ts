import { type Static, Type } from '@sinclair/typebox';
import { DateTimeSchema, Nullable, PaginationSchema } from './common.schema';
import { ArticleSummarySchema } from './content.schema';
import { ImageSchema } from './image.schema';

/** SPEC §9 page sizes: author list 150, author articles 49. */
export const YAZIO_PAGE_SIZES = { authors: 150, columns: 49 } as const;

/** Columnist slugs share the SPEC §5 slug grammar (no dots: they are path segments). */
export const COLUMNIST_SLUG_PATTERN = '^[a-z0-9-]{1,64}$';

/** The newest column, enough for a card link. */
export const LatestColumnSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  route: Type.String(),
  published: DateTimeSchema,
});
export type LatestColumn = Static<typeof LatestColumnSchema>;

/** A staff author with a column page (`/yazio/{slug}`) in one edition. */
export const ColumnistSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  /** The member name, for the profile link. */
  username: Type.String(),
  slug: Type.String(),
  /** `/yazio/{slug}`. */
  route: Type.String(),
  avatar: Nullable(ImageSchema),
  bio: Type.String(),
  /** Listed columns in the edition. */
  columnCount: Type.Integer({ minimum: 0 }),
  latestColumn: Nullable(LatestColumnSchema),
});
export type Columnist = Static<typeof ColumnistSchema>;

export const YazioAuthorsQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: YAZIO_PAGE_SIZES.authors, default: YAZIO_PAGE_SIZES.authors })),
  },
  { additionalProperties: false },
);
export type YazioAuthorsQuery = Static<typeof YazioAuthorsQuerySchema>;

export const YazioAuthorsResponseSchema = Type.Object({ items: Type.Array(ColumnistSchema), pagination: PaginationSchema });
export type YazioAuthorsResponse = Static<typeof YazioAuthorsResponseSchema>;

export const YazioAuthorParamsSchema = Type.Object(
  { slug: Type.String({ pattern: COLUMNIST_SLUG_PATTERN }) },
  { additionalProperties: false },
);
export type YazioAuthorParams = Static<typeof YazioAuthorParamsSchema>;

export const YazioColumnsQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: YAZIO_PAGE_SIZES.columns, default: YAZIO_PAGE_SIZES.columns })),
  },
  { additionalProperties: false },
);
export type YazioColumnsQuery = Static<typeof YazioColumnsQuerySchema>;

/** `/yazio/{slug}`: the columnist and one page of their columns, newest first. */
export const YazioAuthorResponseSchema = Type.Object({
  author: ColumnistSchema,
  items: Type.Array(ArticleSummarySchema),
  pagination: PaginationSchema,
});
export type YazioAuthorResponse = Static<typeof YazioAuthorResponseSchema>;
