import { type Static, Type } from '@sinclair/typebox';

export const ARTICLE_SORTS = ['recent', 'agingPopular', 'random', 'igDate', 'popular'] as const;
export type ArticleSort = (typeof ARTICLE_SORTS)[number];

export const ARTICLES_PAGE_SIZE = { default: 20, max: 50 } as const;

export const ArticlesQuerySchema = Type.Object(
  {
    categoryId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    tagId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    tagRouteName: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    sort: Type.Optional(Type.Union(ARTICLE_SORTS.map((sort) => Type.Literal(sort)), { default: 'recent' })),
    page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: ARTICLES_PAGE_SIZE.max, default: ARTICLES_PAGE_SIZE.default })),
    useHasNextPage: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export type ArticlesQuery = Static<typeof ArticlesQuerySchema>;

export const CategoryQuerySchema = Type.Object(
  { withSubs: Type.Optional(Type.Boolean({ default: false })) },
  { additionalProperties: false },
);
export type CategoryQuery = Static<typeof CategoryQuerySchema>;

export const HOME_PLATFORMS = ['web', 'mobile'] as const;

export const HomeQuerySchema = Type.Object(
  { platform: Type.Optional(Type.Union(HOME_PLATFORMS.map((p) => Type.Literal(p)), { default: 'web' })) },
  { additionalProperties: false },
);
export type HomeQuery = Static<typeof HomeQuerySchema>;

/** `route` is a tag slug route (`ekonomi-haberleri`) or a full tag path, URL-encoded. */
export const TagRouteParamsSchema = Type.Object(
  { route: Type.String({ minLength: 1, maxLength: 300 }) },
  { additionalProperties: false },
);
export type TagRouteParams = Static<typeof TagRouteParamsSchema>;
