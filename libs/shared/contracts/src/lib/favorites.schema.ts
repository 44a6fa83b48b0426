import { type Static, Type } from '@sinclair/typebox';
import { DateTimeSchema, EditionSchema, Nullable, PaginationSchema } from './common.schema';
import { CategoryBaseSchema } from './content.schema';
import { ImageSchema } from './image.schema';

/** SPEC §9 article page size (15 or 20). */
export const FAVORITES_PAGE_SIZE = { default: 20, max: 50 } as const;

/** An article card of a favourites list: what a card shows and links to. */
export const FavoriteArticleSchema = Type.Object({
  _id: Type.String(),
  legacyId: Type.Integer({ minimum: 1 }),
  edition: EditionSchema,
  title: Type.String(),
  /** The SPEC §2.8 article link (path on the article's edition). */
  route: Type.String(),
  description: Type.String(),
  image: Nullable(ImageSchema),
  /** The primary category. */
  category: Nullable(CategoryBaseSchema),
  published: DateTimeSchema,
  favoritedAt: DateTimeSchema,
});
export type FavoriteArticle = Static<typeof FavoriteArticleSchema>;

/** SPEC §7 `GET /favorites/{userId}` (page): the member's favourites in the request edition, newest first. */
export const FavoriteListResponseSchema = Type.Object({ items: Type.Array(FavoriteArticleSchema), pagination: PaginationSchema });
export type FavoriteListResponse = Static<typeof FavoriteListResponseSchema>;

export const FavoriteListQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: FAVORITES_PAGE_SIZE.max, default: FAVORITES_PAGE_SIZE.default })),
  },
  { additionalProperties: false },
);
export type FavoriteListQuery = Static<typeof FavoriteListQuerySchema>;

/** `GET /favorites/check/{id}`, and the answer of adding or removing one. */
export const FavoriteStateSchema = Type.Object({ favorite: Type.Boolean() });
export type FavoriteState = Static<typeof FavoriteStateSchema>;
