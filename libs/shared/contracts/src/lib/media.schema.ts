import { type Static, Type } from '@sinclair/typebox';
import { HomeCardWidgetSchema, HomeWidgetSchema } from './browse.schema';
import { PaginationSchema } from './common.schema';
import { ArticleSummarySchema, ListViewSchema, VideoDataSchema } from './content.schema';

/** SPEC §9: galleries 26 per page. */
export const GALLERIES_PAGE_SIZE = 26;
export const VIDEOS_PAGE_SIZE = 20;
/** Related clips beside a video and the reels strip. */
export const RECOMMENDED_VIDEOS_SIZE = 9;
export const REELS_SIZE = 10;
export const BREAKING_NEWS_SIZE = 5;

/** A video article card; `videoData` of its first clip when asked for with getVideoEntry. */
export const VideoSummarySchema = Type.Composite([ArticleSummarySchema, Type.Object({ videoData: Type.Optional(VideoDataSchema) })]);
export type VideoSummary = Static<typeof VideoSummarySchema>;

export const VideosQuerySchema = Type.Object(
  {
    categoryId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    getVideoEntry: Type.Optional(Type.Boolean({ default: false })),
    page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: VIDEOS_PAGE_SIZE })),
  },
  { additionalProperties: false },
);
export type VideosQuery = Static<typeof VideosQuerySchema>;

export const VideoListResponseSchema = Type.Object({ items: Type.Array(VideoSummarySchema), pagination: PaginationSchema });
export type VideoListResponse = Static<typeof VideoListResponseSchema>;

export const VideoItemsResponseSchema = Type.Object({ items: Type.Array(VideoSummarySchema) });
export type VideoItemsResponse = Static<typeof VideoItemsResponseSchema>;

export const GalleriesQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: GALLERIES_PAGE_SIZE })),
  },
  { additionalProperties: false },
);
export type GalleriesQuery = Static<typeof GalleriesQuerySchema>;

/** `/browse/home/more`: the next page of one home widget. */
export const HomeMoreQuerySchema = Type.Object(
  {
    widgetId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9-]+$' }),
    page: Type.Optional(Type.Integer({ minimum: 2, maximum: 50, default: 2 })),
    view: Type.Optional(ListViewSchema),
  },
  { additionalProperties: false },
);
export type HomeMoreQuery = Static<typeof HomeMoreQuerySchema>;

export const HomeMoreResponseSchema = Type.Object({ widget: HomeWidgetSchema, pagination: PaginationSchema });
export type HomeMoreResponse = Static<typeof HomeMoreResponseSchema>;
export const HomeMoreCardsResponseSchema = Type.Object({ widget: HomeCardWidgetSchema, pagination: PaginationSchema });
export type HomeMoreCardsResponse = Static<typeof HomeMoreCardsResponseSchema>;
