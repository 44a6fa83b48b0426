import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { errorResponses, MEMBER_SECURITY, PRIVATE_CACHE_CONTROL, requestEdition, setEditionCache, signedInMember } from '@meydan/api/core';
import {
  AstroReadingParamsSchema,
  AstroReadingQuerySchema,
  AstroReadingSchema,
  AstroReadingWriteBodySchema,
  AstroReadingWriteParamsSchema,
  AstroSignListResponseSchema,
  AstroSignParamsSchema,
  AstroSignProfileSchema,
} from '@meydan/shared/contracts';
import type { AstroPluginOptions } from '../astro-plugin';
import { seedReadings } from './readings-seed';
import { ReadingsService } from './readings.service';
import { signList, signOfPath, signProfile } from './signs.service';

/** What the sign routes take from the astrology plugin's options; `clock` is for the specs. */
export type SignRoutesOptions = Pick<AstroPluginOptions, 'db' | 'demo'> & { clock?: () => number };

const TAGS = ['astrology'];
/** The profiles change only with a release. */
export const SIGN_PROFILE_CACHE_CONTROL = 'public, max-age=86400';
/** A reading may be corrected by an editor, and "today" moves at Istanbul's midnight. */
export const READING_CACHE_CONTROL = 'public, max-age=300';


/**
 * The sign pages' API (issue 17 item 5; SPEC §2.4 `/astroloji/{burc}/{slug?}`) at
 * `/api/astro/signs`: the twelve profiles, written per edition, and the daily, weekly, monthly and
 * yearly readings, which editors write (`PUT`) and ASTRO_DEMO composes for the current periods.
 * Registered inside the astrology plugin, whose member authentication and access guards apply.
 */
export const signRoutes: FastifyPluginAsync<SignRoutesOptions> = async (instance, options) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const clock = options.clock ?? Date.now;
  const readings = new ReadingsService(options.db, clock);

  fastify.get('/signs', {
    config: { access: 'visitor', cache: true },
    schema: {
      tags: TAGS,
      summary: 'The twelve signs: name, symbol, dates, element, modality, ruler and a one-line tagline in the edition',
      description: 'Dates are for display: the table most Turkish sites print (a sign really begins at the Sun’s ingress, which moves by a day between years).',
      response: { 200: AstroSignListResponseSchema },
    },
  }, async (request, reply) => {
    setEditionCache(reply, SIGN_PROFILE_CACHE_CONTROL);
    return { items: signList(requestEdition(request)) };
  });

  fastify.get('/signs/:sign', {
    config: { access: 'visitor', cache: true },
    schema: {
      tags: TAGS,
      summary: 'A sign’s page: its facts, overview, personality, love, career and health texts, strengths, challenges, lucky day and colour, best matches',
      params: AstroSignParamsSchema,
      response: { 200: AstroSignProfileSchema, ...errorResponses(404) },
    },
  }, async (request, reply) => {
    const profile = signProfile(signOfPath(request.params.sign), requestEdition(request));
    setEditionCache(reply, SIGN_PROFILE_CACHE_CONTROL);
    return profile;
  });

  fastify.get('/signs/:sign/readings/:period', {
    config: { access: 'visitor' },
    schema: {
      tags: TAGS,
      summary: 'A sign’s daily, weekly, monthly or yearly reading in the edition: the period containing `date` (today in Istanbul by default)',
      description:
        'Periods are Europe/Istanbul calendar periods (weeks from Monday). A reading is published the day before its period starts; `previous` and `next` name the nearest published readings. ' +
        '404 when none is published for the period; 400 for a date that is not a real day or lies more than two years from today.',
      params: AstroReadingParamsSchema,
      querystring: AstroReadingQuerySchema,
      response: { 200: AstroReadingSchema, ...errorResponses(400, 404) },
    },
  }, async (request, reply) => {
    const sign = signOfPath(request.params.sign);
    const reading = await readings.reading(sign, request.params.period, requestEdition(request), request.query.date);
    setEditionCache(reply, READING_CACHE_CONTROL);
    return reading;
  });

  fastify.put('/signs/:sign/readings/:period/:periodStart', {
    config: { access: 'editor' },
    schema: {
      tags: TAGS,
      summary: 'Editors: write or rewrite a sign’s reading for a period and edition',
      description: 'Plain text per section (no HTML). A new reading is published the day before its period starts (or at once for a current period); a rewrite keeps its publication date.',
      security: MEMBER_SECURITY,
      params: AstroReadingWriteParamsSchema,
      body: AstroReadingWriteBodySchema,
      response: { 200: AstroReadingSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    const editor = signedInMember(request);
    const sign = signOfPath(request.params.sign);
    const reading = await readings.write(sign, request.params.period, request.params.periodStart, request.body, editor.userId);
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return reading;
  });

  if (options.demo) {
    fastify.addHook('onReady', async () => {
      try {
        fastify.log.info(await seedReadings(options.db, clock()), 'astrology demo readings ready');
      } catch (error) {
        fastify.log.warn({ err: error }, 'astrology: could not write the demo readings at start');
      }
    });
  }
};
