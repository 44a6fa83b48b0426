import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponses, requestEdition, setPublicEditionCache } from '@meydan/api/core';
import type { Queryable } from '@meydan/api/db';
import { TopicParamsSchema, TopicResponseSchema } from '@meydan/shared/contracts';
import { ContentRepository } from '../content.repository';
import { TopicRepository } from './topic.repository';
import { topicOf } from './topic.service';

export interface TopicRoutesOptions {
  db: Queryable;
}

const ERRORS = errorResponses(400, 404, 500);

/** `GET /tags/topic/{name}`: what a topic hub (`/{name}-news`) shows above its list. Public and cached. */
export const topicRoutes: FastifyPluginAsync<TopicRoutesOptions> = async (instance, options) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const content = new ContentRepository(options.db);
  const topics = new TopicRepository(options.db);

  fastify.get(
    '/tags/topic/:name',
    {
      config: { cache: true, access: 'visitor' },
      schema: {
        tags: ['content'],
        summary: 'A topic hub: the tag behind /{name}-news, its description and related tags',
        description: 'name is the topic name ("trailers"), the tag route slug ("trailers-news") or the tag slug. The hub lists the stories with GET /articles?tagId=.',
        params: TopicParamsSchema,
        response: { 200: TopicResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      setPublicEditionCache(reply);
      return topicOf(content, topics, requestEdition(request), request.params.name);
    },
  );
};
