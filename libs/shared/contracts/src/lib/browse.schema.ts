import { type Static, Type } from '@sinclair/typebox';
import { ArticleSummarySchema, TagSchema } from './content.schema';

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
