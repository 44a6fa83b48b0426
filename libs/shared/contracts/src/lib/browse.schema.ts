import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { ArticleCardSchema, ArticleSummarySchema, CategoryBaseSchema, TagSchema } from './content.schema';

export const HOME_WIDGET_TYPES = ['recent', 'popular', 'category'] as const;

// Each list shape is built once for its item, so the full and the card (`view=card`) forms stay one schema.
export const homeWidgetOf = <T extends TSchema>(item: T) =>
  Type.Object({
    id: Type.String(),
    type: Type.Union(HOME_WIDGET_TYPES.map((type) => Type.Literal(type))),
    title: Type.String(),
    items: Type.Array(item),
    /** Set on `category` widgets. */
    categoryId: Type.Optional(Type.String()),
  });
export const HomeWidgetSchema = homeWidgetOf(ArticleSummarySchema);
export type HomeWidget = Static<typeof HomeWidgetSchema>;
export const HomeCardWidgetSchema = Type.Composite([
  homeWidgetOf(ArticleCardSchema),
  // Cards name their categories without ids, so the card view says where a category widget links.
  Type.Object({ route: Type.Optional(Type.String({ description: "A category widget's section page (card view)" })) }),
]);
export type HomeCardWidget = Static<typeof HomeCardWidgetSchema>;

export const HomeResponseSchema = Type.Object({ widgets: Type.Array(HomeWidgetSchema) });
export const HomeResponse = HomeResponseSchema;
export type HomeResponse = Static<typeof HomeResponseSchema>;
export const HomeCardsResponseSchema = Type.Object({ widgets: Type.Array(HomeCardWidgetSchema) });
export type HomeCardsResponse = Static<typeof HomeCardsResponseSchema>;

/** SPEC §2.10 footer data. */
export const footerOf = <T extends TSchema>(item: T) =>
  Type.Object({
    popularMegaFooterArticles: Type.Array(item),
    recentMegaFooterArticles: Type.Array(item),
    footerHashtags: Type.Array(TagSchema),
    quickAccessArticles: Type.Array(item),
  });
export const FooterResponseSchema = footerOf(ArticleSummarySchema);
export const FooterResponse = FooterResponseSchema;
export type FooterResponse = Static<typeof FooterResponseSchema>;
export const FooterCardsResponseSchema = footerOf(ArticleCardSchema);
export type FooterCardsResponse = Static<typeof FooterCardsResponseSchema>;

/** `/browse/trends`: the tags most used by recent articles, with how many used them. */
export const TrendTagSchema = Type.Composite([TagSchema, Type.Object({ count: Type.Integer() })]);
export const TrendsResponseSchema = Type.Object({ items: Type.Array(TrendTagSchema) });
export type TrendsResponse = Static<typeof TrendsResponseSchema>;

/** `/browse/discover`: the most engaging articles of each section, and a rotating random pick. */
export const discoverOf = <T extends TSchema>(item: T) =>
  Type.Object({
    sections: Type.Array(Type.Object({ category: CategoryBaseSchema, items: Type.Array(item) })),
    random: Type.Array(item),
  });
export const DiscoverResponseSchema = discoverOf(ArticleSummarySchema);
export type DiscoverResponse = Static<typeof DiscoverResponseSchema>;
export const DiscoverCardsResponseSchema = discoverOf(ArticleCardSchema);
export type DiscoverCardsResponse = Static<typeof DiscoverCardsResponseSchema>;
