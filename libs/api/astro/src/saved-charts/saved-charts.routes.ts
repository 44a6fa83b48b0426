import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { errorResponses, HttpError, MEMBER_SECURITY, PRIVATE_CACHE_CONTROL, signedInMember } from '@meydan/api/core';
import { SaveChartBodySchema, SavedChartListSchema, SavedChartParamsSchema, SavedChartSchema } from '@meydan/shared/contracts';
import { Type } from '@sinclair/typebox';
import type { AstroPluginOptions } from '../astro-plugin';
import { ASTRO_MESSAGES } from '../astro.messages';
import { SavedChartsRepository } from './saved-charts.repository';
import { SavedChartsService } from './saved-charts.service';

const TAGS = ['astrology'];

/**
 * A member's saved charts at `/api/astro/charts` (issue 17 item 6): list, save, delete. Only the
 * member reaches their own charts (a chart of someone else's is "not found", never "forbidden", so
 * ids tell nothing); answers are private and never cached. Registered inside the astrology plugin,
 * whose member authentication and access policies apply.
 */
export const savedChartRoutes: FastifyPluginAsync<AstroPluginOptions> = async (instance, options) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const service = new SavedChartsService(new SavedChartsRepository(options.db));

  fastify.get('/charts', {
    config: { access: 'member' },
    schema: { tags: TAGS, summary: "The signed-in member's saved charts, newest first", security: MEMBER_SECURITY, response: { 200: SavedChartListSchema, ...errorResponses(401, 503) } },
  }, async (request, reply) => {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return service.list(signedInMember(request).userId);
  });

  fastify.post('/charts', {
    config: { access: 'member' },
    attachValidation: true,
    schema: {
      tags: TAGS,
      summary: 'Saves a chart: a name and the birth details it is computed from (up to 50 per member)',
      security: MEMBER_SECURITY,
      body: SaveChartBodySchema,
      response: { 201: SavedChartSchema, ...errorResponses(400, 401, 403, 409, 503) },
    },
  }, async (request, reply) => {
    if (request.validationError) {
      const path = (request.validationError as { validation?: { instancePath: string; params: Record<string, unknown> }[] }).validation?.[0];
      const aboutLabel = path?.instancePath === '/label' || path?.params['missingProperty'] === 'label';
      throw new HttpError(400, aboutLabel ? ASTRO_MESSAGES.chartLabel : ASTRO_MESSAGES.chartDetails);
    }
    const saved = await service.save(signedInMember(request).userId, request.body);
    reply.header('cache-control', PRIVATE_CACHE_CONTROL).code(201);
    return saved;
  });

  fastify.delete('/charts/:id', {
    config: { access: 'owner' },
    attachValidation: true,
    schema: {
      tags: TAGS,
      summary: 'Deletes one of the member’s saved charts',
      security: MEMBER_SECURITY,
      params: SavedChartParamsSchema,
      response: { 204: Type.Null(), ...errorResponses(401, 403, 404, 503) },
    },
  }, async (request, reply) => {
    // A malformed id names no chart of theirs either.
    if (request.validationError) throw new HttpError(404, ASTRO_MESSAGES.chartNotFound);
    await service.delete(signedInMember(request).userId, request.params.id);
    reply.header('cache-control', PRIVATE_CACHE_CONTROL).code(204);
    return null;
  });
};
