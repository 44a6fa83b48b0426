import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { errorResponses, registerMemberRoutes, registerRateLimiting, requestEdition, setEditionCache, setPublicEditionCache } from '@meydan/api/core';
import {
  ASTRO_DEFAULT_HOUSE_SYSTEM,
  CompatibilityQuerySchema,
  CompatibilityResponseSchema,
  NatalChartQuerySchema,
  NatalChartResponseSchema,
  NearestPlaceQuerySchema,
  NearestPlaceResponseSchema,
  PlaceSearchQuerySchema,
  PlaceSearchResponseSchema,
  RisingSignQuerySchema,
  RisingSignResponseSchema,
} from '@meydan/shared/contracts';
import { ASTRO_RATE_LIMITS, type AstroPluginOptions } from './astro-plugin';
import { assertValidQuery, birthInputOf } from './birth-input';
import { natalChartAnswer, risingSignAnswer } from './chart.service';
import { compatibilityAnswer, parseSign } from './compatibility.service';
import { nearestPlaceAnswer, placeSearchAnswer } from './places.service';
import { savedChartRoutes } from './saved-charts/saved-charts.routes';
import { signRoutes } from './signs/signs.routes';
import { tarotRoutes } from './tarot/tarot.routes';

const TAGS = ['astrology'];
const CHART_ERRORS = errorResponses(400, 429);

/**
 * Charts are deterministic, so the reader's browser may reuse one (back from the result page, a
 * reload) for an hour; never a shared cache: its key, the URL, is the birth data (issue 17 item 6).
 */
export const CHART_CACHE_CONTROL = 'private, max-age=3600';
/** The gazetteer changes only with a release. */
export const PLACES_CACHE_CONTROL = 'public, max-age=86400';

function setChartCache(reply: FastifyReply): void {
  setEditionCache(reply, CHART_CACHE_CONTROL);
}

/**
 * The astrology API (issue 17 deliverable 1; SPEC §7 rising sign, natal chart summary, sign
 * compatibility) at `/api/astro`. Birth data is personal data: charts are computed for each
 * request and never stored, and apps/api keeps these routes' query strings out of its logs.
 */
export const astroRoutes: FastifyPluginAsync<AstroPluginOptions> = async (instance, options) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  registerMemberRoutes(fastify, { verify: options.verifyAccessToken, trustedOrigins: options.trustedOrigins });
  const limiting = await registerRateLimiting(fastify, { redisUrl: options.redisUrl, nameSpace: 'meydan:astro-rate:' });
  const chartLimit = limiting.limiter('astro-chart', { ...ASTRO_RATE_LIMITS.chart, ...options.limits?.chart });
  // A search runs as the reader types: a wider allowance than charts.
  const placeLimit = limiting.limiter('astro-places', { ...ASTRO_RATE_LIMITS.places, ...options.limits?.places });
  // A member's saved charts (/charts): the only birth data the API keeps, and only on request.
  await fastify.register(savedChartRoutes, { ...options, prefix: '' });

  fastify.get('/natal-chart', {
    config: { access: 'visitor' },
    onRequest: chartLimit,
    attachValidation: true,
    schema: {
      tags: TAGS,
      summary: 'A natal chart: the twelve bodies, ascendant, MC, houses and major aspects for a birth date, time and place',
      description:
        'Leave out hour and minute together for an unknown birth time: the bodies at local noon, no ascendant, MC or houses, and a warning for each body that changed sign that day. ' +
        'Warnings carry their code and a message in the edition. Years 1900–2100. Nothing is stored; Cache-Control is private. ' +
        'SPEC §3 lists gender among the astrology inputs; no computation needs it, so it is not read (unknown parameters are dropped).',
      querystring: NatalChartQuerySchema,
      response: { 200: NatalChartResponseSchema, ...CHART_ERRORS },
    },
  }, async (request, reply) => {
    assertValidQuery(request);
    const birth = birthInputOf(request.query);
    const answer = natalChartAnswer(birth, request.query.houseSystem ?? ASTRO_DEFAULT_HOUSE_SYSTEM, requestEdition(request));
    setChartCache(reply);
    return answer;
  });

  fastify.get('/rising-sign', {
    config: { access: 'visitor' },
    onRequest: chartLimit,
    attachValidation: true,
    schema: {
      tags: TAGS,
      summary: 'The rising sign (ascendant) for a birth date, time and place, with what it means in the edition',
      description: 'The birth time is required. Nothing is stored; Cache-Control is private.',
      querystring: RisingSignQuerySchema,
      response: { 200: RisingSignResponseSchema, ...CHART_ERRORS },
    },
  }, async (request, reply) => {
    assertValidQuery(request, { timeRequired: true });
    const birth = birthInputOf(request.query);
    const answer = risingSignAnswer({ ...birth, time: { hour: request.query.hour, minute: request.query.minute } }, requestEdition(request));
    setChartCache(reply);
    return answer;
  });

  // Two sun signs identify nobody: a public answer, cached by the API and shared caches per edition.
  fastify.get('/compatibility', {
    config: { access: 'visitor', cache: true },
    attachValidation: true,
    schema: {
      tags: TAGS,
      summary: 'Sign compatibility: love, friendship and work scores for two signs and an explanation in the edition',
      description: 'a and b: a sign page slug (koc … balik, also koc-burcu), an English name (aries … pisces) or 0 (Aries) … 11 (Pisces). The same pair always gets the same scores, in either order.',
      querystring: CompatibilityQuerySchema,
      response: { 200: CompatibilityResponseSchema, ...errorResponses(400) },
    },
  }, async (request, reply) => {
    assertValidQuery(request);
    const answer = compatibilityAnswer(parseSign(request.query.a), parseSign(request.query.b), requestEdition(request));
    setPublicEditionCache(reply);
    return answer;
  });

  // Birthplaces (issue 17 item 3): a place name identifies nobody, so answers are public and shared.
  fastify.get('/places', {
    config: { access: 'visitor' },
    onRequest: placeLimit,
    schema: {
      tags: TAGS,
      summary: "Birthplace search: Turkey's provinces and districts and the world's towns of 15,000 or more, each with its coordinates and IANA time zone",
      description: 'Turkish-correct folding (İ/i, I/ı, ş, ğ, ç, ö, ü, diacritics, case); ", region or country" after a comma narrows. Under 2 letters: no results. The data sources are credited in `credits` (show them with the results).',
      querystring: PlaceSearchQuerySchema,
      response: { 200: PlaceSearchResponseSchema, ...errorResponses(400, 429) },
    },
  }, async (request, reply) => {
    setEditionCache(reply, PLACES_CACHE_CONTROL);
    return placeSearchAnswer(request.query.q, request.query.limit, requestEdition(request));
  });

  fastify.get('/places/nearest', {
    config: { access: 'visitor' },
    onRequest: placeLimit,
    schema: {
      tags: TAGS,
      summary: 'The known place nearest to hand-typed coordinates, whose time zone the birth form proposes',
      querystring: NearestPlaceQuerySchema,
      response: { 200: NearestPlaceResponseSchema, ...errorResponses(400, 429) },
    },
  }, async (request, reply) => {
    setEditionCache(reply, PLACES_CACHE_CONTROL);
    return nearestPlaceAnswer(request.query.latitude, request.query.longitude, requestEdition(request));
  });

  await fastify.register(signRoutes, { db: options.db, demo: options.demo });
  await fastify.register(tarotRoutes, { ...options, prefix: '/tarot' });
};
