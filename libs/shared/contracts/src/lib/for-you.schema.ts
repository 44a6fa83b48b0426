import { type Static, Type } from '@sinclair/typebox';
import { PaginationSchema } from './common.schema';
import { ArticleSummarySchema, TagSchema } from './content.schema';

/** SPEC §9 "articles 15 or 20": 15 fills five rows of the three-column grid. */
export const FOR_YOU_PAGE_SIZE = { default: 15, max: 50, maxPage: 100 } as const;

export const ForYouQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: FOR_YOU_PAGE_SIZE.maxPage, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: FOR_YOU_PAGE_SIZE.max, default: FOR_YOU_PAGE_SIZE.default })),
  },
  { additionalProperties: false },
);
export type ForYouQuery = Static<typeof ForYouQuerySchema>;

/**
 * `personal`: ranked by the reader's own interests (then filled with popular stories);
 * `popular`: the reader has no signals yet, so the edition's aging-popular ranking.
 */
export const FOR_YOU_MODES = ['personal', 'popular'] as const;
export type ForYouMode = (typeof FOR_YOU_MODES)[number];

/** `GET /browse/for-you`: one page of the reader's feed; never shared-cached (it depends on the reader cookie). */
export const ForYouResponseSchema = Type.Object({
  mode: Type.Union(FOR_YOU_MODES.map((mode) => Type.Literal(mode))),
  /** The reader's strongest tags, strongest first (empty in `popular` mode): what the page says it used. */
  basedOn: Type.Array(TagSchema),
  items: Type.Array(ArticleSummarySchema),
  pagination: PaginationSchema,
});
export type ForYouResponse = Static<typeof ForYouResponseSchema>;
