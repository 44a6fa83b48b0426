import { type Static, Type } from '@sinclair/typebox';
import { ArticleSummarySchema, CategoryBaseSchema, TagSchema } from './content.schema';

export const HOME_WIDGET_TYPES = ['recent', 'popular', 'category'] as const;

export const HomeWidgetSchema = Type.Object({
  id: Type.String(),
  type: Type.Union(HOME_WIDGET_TYPES.map((type) => Type.Literal(type))),
  title: Type.String(),
  items: Type.Array(ArticleSummarySchema),
  /** Set on `category` widgets. */
  categoryId: Type.Optional(Type.String()),
});
export type HomeWidget = Static<typeof HomeWidgetSchema>;

export const HomeResponseSchema = Type.Object({ widgets: Type.Array(HomeWidgetSchema) });
export const HomeResponse = HomeResponseSchema;
export type HomeResponse = Static<typeof HomeResponseSchema>;

/** SPEC §2.10 footer data. */
export const FooterResponseSchema = Type.Object({
  popularMegaFooterArticles: Type.Array(ArticleSummarySchema),
  recentMegaFooterArticles: Type.Array(ArticleSummarySchema),
  footerHashtags: Type.Array(TagSchema),
  quickAccessArticles: Type.Array(ArticleSummarySchema),
});
export const FooterResponse = FooterResponseSchema;
export type FooterResponse = Static<typeof FooterResponseSchema>;

/** `/browse/trends`: the tags most used by recent articles, with how many used them. */
export const TrendTagSchema = Type.Composite([TagSchema, Type.Object({ count: Type.Integer() })]);
export const TrendsResponseSchema = Type.Object({ items: Type.Array(TrendTagSchema) });
export type TrendsResponse = Static<typeof TrendsResponseSchema>;

/** `/browse/discover`: the most engaging articles of each section, and a rotating random pick. */
export const DiscoverResponseSchema = Type.Object({
  sections: Type.Array(Type.Object({ category: CategoryBaseSchema, items: Type.Array(ArticleSummarySchema) })),
  random: Type.Array(ArticleSummarySchema),
});
export type DiscoverResponse = Static<typeof DiscoverResponseSchema>;
