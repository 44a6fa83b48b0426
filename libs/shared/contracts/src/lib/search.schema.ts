import { type Static, Type } from '@sinclair/typebox';
import { PaginationSchema } from './common.schema';
import { ArticleSummarySchema, AuthorSchema, TagSchema } from './content.schema';
import { SEARCH_QUERY_LENGTH } from '../constants';

/** SPEC §9 page sizes: search articles 24, users 40, tags 25. */
export const SEARCH_LIMITS = { articles: 24, users: 40, tags: 25 } as const;
export const SEARCH_SORTS = ['relevance', 'recent'] as const;
export const SEARCH_DURATIONS = ['day', 'week', 'month', 'year'] as const;

const QueryText = Type.String({ minLength: SEARCH_QUERY_LENGTH.min, maxLength: SEARCH_QUERY_LENGTH.max });

export const SearchArticleQuerySchema = Type.Object(
  {
    q: QueryText,
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: SEARCH_LIMITS.articles })),
    sort: Type.Optional(Type.Union(SEARCH_SORTS.map((sort) => Type.Literal(sort)), { default: 'relevance' })),
    categoryId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    duration: Type.Optional(Type.Union(SEARCH_DURATIONS.map((d) => Type.Literal(d)))),
    withFacets: Type.Optional(Type.Boolean({ default: false })),
    mainCategoriesOnly: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export type SearchArticleQuery = Static<typeof SearchArticleQuerySchema>;

export const SearchFacetSchema = Type.Object({ _id: Type.String(), name: Type.String(), slug: Type.String(), count: Type.Integer() });
export type SearchFacet = Static<typeof SearchFacetSchema>;

export const SearchArticleResponseSchema = Type.Object({
  items: Type.Array(ArticleSummarySchema),
  pagination: PaginationSchema,
  /** True when no article had the words and these are titles with a similar spelling. */
  approximate: Type.Boolean(),
  /**
   * Set when more articles match than a search ranks (the newest 2 400): `pagination.total` is
   * then a floor ("more than …"), and facet counts cover those newest matches.
   */
  totalIsFloor: Type.Optional(Type.Boolean()),
  facets: Type.Optional(Type.Array(SearchFacetSchema)),
});
export type SearchArticleResponse = Static<typeof SearchArticleResponseSchema>;

export const SearchNameQuerySchema = Type.Object(
  { q: QueryText, limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })) },
  { additionalProperties: false },
);
export type SearchNameQuery = Static<typeof SearchNameQuerySchema>;

export const SearchTagResponseSchema = Type.Object({ items: Type.Array(TagSchema) });
export type SearchTagResponse = Static<typeof SearchTagResponseSchema>;

export const SearchUserResponseSchema = Type.Object({ items: Type.Array(AuthorSchema) });
export type SearchUserResponse = Static<typeof SearchUserResponseSchema>;

// Defined with the schema-free constants (one source of truth), offered here as before.
export { SEARCH_QUERY_LENGTH };
