import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponses, requestEdition, setPublicEditionCache } from '@meydan/api/core';
import {
  ArticleCardItemsResponseSchema,
  ArticleItemsResponseSchema,
  HomeMoreCardsResponseSchema,
  ListViewQuerySchema,
  toCardItems,
  toCardWidget,
  ArticleListResponseSchema,
  GalleriesQuerySchema,
  HomeMoreQuerySchema,
  HomeMoreResponseSchema,
  IdParamsSchema,
  VideoItemsResponseSchema,
  VideoListResponseSchema,
  VideosQuerySchema,
} from '@meydan/shared/contracts';
import { eitherView, inView } from '../card-view';
import type { MediaService } from './media.service';

const ERRORS = errorResponses(400, 404, 500);

/** SPEC §7: /videos, /galleries, /reels/{id}, /browse/recommended/videos/{id}, /browse/breaking-news, /browse/home/more. */
export const mediaRoutes: FastifyPluginAsync<{ media: MediaService }> = async (instance, { media }) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const config = { cache: true, access: 'visitor' } as const;

  fastify.get(
    '/videos',
    {
      config,
      schema: {
        tags: ['content'],
        summary: 'Video articles, newest first; getVideoEntry=true adds each clip (renditions, poster, duration)',
        querystring: VideosQuerySchema,
        response: { 200: VideoListResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      setPublicEditionCache(reply);
      return media.videos(requestEdition(request), request.query);
    },
  );

  fastify.get(
    '/galleries',
    { config, schema: { tags: ['content'], summary: 'Photo galleries, newest first (26 per page)', querystring: GalleriesQuerySchema, response: { 200: ArticleListResponseSchema, ...ERRORS } } },
    async (request, reply) => {
      setPublicEditionCache(reply);
      return media.galleries(requestEdition(request), request.query);
    },
  );

  fastify.get(
    '/reels/:id',
    { config, schema: { tags: ['content'], summary: 'A swipeable strip of clips starting with this video article', params: IdParamsSchema, response: { 200: VideoItemsResponseSchema, ...ERRORS } } },
    async (request, reply) => {
      setPublicEditionCache(reply);
      return media.reels(requestEdition(request), request.params.id);
    },
  );

  fastify.get(
    '/browse/recommended/videos/:id',
    {
      config,
      schema: { tags: ['browse'], summary: 'Clips related to an article by shared tags and categories, then trending clips', params: IdParamsSchema, response: { 200: VideoItemsResponseSchema, ...ERRORS } },
    },
    async (request, reply) => {
      setPublicEditionCache(reply);
      return media.recommendedVideos(requestEdition(request), request.params.id);
    },
  );

  fastify.get(
    '/browse/breaking-news',
    {
      config,
      schema: {
        tags: ['browse'],
        summary: 'The latest news-section stories (6 hours before the newest one)',
        querystring: ListViewQuerySchema,
        response: { 200: eitherView(ArticleItemsResponseSchema, ArticleCardItemsResponseSchema), ...ERRORS },
      },
    },
    async (request, reply) => {
      setPublicEditionCache(reply);
      return inView(request.query.view, await media.breakingNews(requestEdition(request)), toCardItems);
    },
  );

  fastify.get(
    '/browse/home/more',
    {
      config,
      schema: { tags: ['browse'], summary: 'Page 2+ of one home widget (load more)', querystring: HomeMoreQuerySchema, response: { 200: eitherView(HomeMoreResponseSchema, HomeMoreCardsResponseSchema), ...ERRORS } },
    },
    async (request, reply) => {
      setPublicEditionCache(reply);
      return inView(request.query.view, await media.homeMore(requestEdition(request), request.query), (more) => ({ ...more, widget: toCardWidget(more.widget) }));
    },
  );
};
