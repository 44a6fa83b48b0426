import fastifyCookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  ensureReaderId,
  errorResponses,
  MEMBER_SECURITY,
  PRIVATE_CACHE_CONTROL,
  readerIdOf,
  registerMemberRoutes,
  registerRateLimiting,
  requestEdition,
  setEditionCache,
  signedInMember,
} from '@meydan/api/core';
import { JobWorker } from '@meydan/api/db';
import {
  QUAKE_FEED_MAX_AGE_SECONDS,
  QUAKE_FEED_MIN_MAGNITUDES,
  QUAKE_FEED_PERIODS,
  QuakeAlertSettingsSchema,
  QuakeDetailSchema,
  QuakeFeltBodySchema,
  QuakeFeltSummarySchema,
  QuakeIdParamsSchema,
  QuakeListQuerySchema,
  QuakeListResponseSchema,
  QUAKES_LIVE_TOPIC,
  QuakeSourcesResponseSchema,
  type QuakeFeedPeriod,
  type QuakeLiveEvent,
} from '@meydan/shared/contracts';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { alertFanoutHandler, AlertSettingsService } from './alerts/alerts.service';
import { summaryOf } from './events/event-view';
import { QuakeEventsService } from './events/events.service';
import { quakeCardPng } from './events/quake-card';
import { QuakeSnapshot } from './events/quake-snapshot';
import { FeltService, type FeltReader } from './felt/felt.service';
import { QuakeIngestWorker } from './ingest/ingest-worker';
import { type EventChange, QUAKE_ALERT_FANOUT_JOB } from './ingest/quake-store';
import { QUAKE_RATE_LIMITS, type QuakesPluginOptions } from './quakes-plugin';

const TAGS = ['quakes'];
const PUBLIC_CACHE = `public, max-age=${QUAKE_FEED_MAX_AGE_SECONDS}`;
/** Only news goes out live: the backlog a first poll brings is not "a new quake". */
const LIVE_WINDOW_MS = 6 * 3600 * 1000;

/**
 * The earthquakes API (issue 18; SPEC §7 `GET last-earthquakes`) at `/api/quakes`: merged events
 * from AFAD, KOERI and USGS, each number with its source; lists, event pages and GeoJSON feeds
 * served from each replica's in-memory snapshot (a spike costs no database query); "Did you feel
 * it?" reports; members' alert settings. The ingestion and the alert fan-out run beside it.
 */
export const quakesRoutes: FastifyPluginAsync<QuakesPluginOptions> = async (instance, options) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const clock = options.clock ?? Date.now;
  await fastify.register(fastifyCookie);
  registerMemberRoutes(fastify, { verify: options.verifyAccessToken, trustedOrigins: options.trustedOrigins });
  const limiting = await registerRateLimiting(fastify, { redisUrl: options.redisUrl, nameSpace: 'meydan:quakes-rate:' });
  const feltLimit = limiting.limiter('quakes-felt', { ...QUAKE_RATE_LIMITS.felt, ...options.limits?.felt });
  const alertsLimit = limiting.limiter('quakes-alerts', { ...QUAKE_RATE_LIMITS.alerts, ...options.limits?.alerts });

  const snapshot = new QuakeSnapshot(options.db, clock);
  const sourceNames = options.sources.map((config) => config.source);
  const events = new QuakeEventsService(options.db, snapshot, sourceNames, clock, options.mapTiles ?? null);
  const felt = new FeltService(options.db, clock);
  const alerts = new AlertSettingsService(options.db, clock);

  // Any replica's news (its ingestion published it) makes this one's snapshot refresh on the next read.
  const unsubscribe = options.realtime.subscribe((topicId) => {
    if (topicId === QUAKES_LIVE_TOPIC) snapshot.invalidate();
  });
  fastify.addHook('onClose', async () => unsubscribe());

  const announce = (changes: EventChange[]) => {
    snapshot.invalidate();
    const now = clock();
    for (const change of changes) {
      if (now - Date.parse(change.event.time) > LIVE_WINDOW_MS) continue;
      options.realtime.publish(QUAKES_LIVE_TOPIC, { kind: change.kind, event: summaryOf(change.event) } satisfies QuakeLiveEvent);
    }
  };
  const ingestion = new QuakeIngestWorker({ db: options.db, sources: options.sources, onChanges: announce, logger: fastify.log, fetch: options.fetch, now: clock, pollIntervalMs: options.worker ? options.worker.pollIntervalMs : undefined });
  const alertJobs = new JobWorker({
    db: options.db,
    name: 'quake alert worker',
    handlers: { [QUAKE_ALERT_FANOUT_JOB]: alertFanoutHandler({ db: options.db, now: clock, nudgePush: () => undefined }) },
    logger: fastify.log,
    now: clock,
    pollIntervalMs: options.worker ? (options.worker.jobPollIntervalMs ?? 2000) : 2000,
  });
  options.exposeWorkers?.({ ingestOnce: () => ingestion.runOnce(), alertsOnce: () => alertJobs.runOnce() });
  if (options.worker !== false) {
    fastify.addHook('onReady', async () => {
      if (options.sources.length > 0) ingestion.start();
      alertJobs.start();
    });
    fastify.addHook('onClose', async () => {
      await Promise.all([ingestion.stop(), alertJobs.stop()]);
    });
  }

  const publicCache = (reply: FastifyReply) => setEditionCache(reply, PUBLIC_CACHE);

  fastify.get('/last-earthquakes', {
    config: { access: 'visitor' },
    schema: {
      tags: TAGS,
      summary: 'Recent earthquakes, merged from every configured source (SPEC §7 last-earthquakes)',
      description:
        'Newest first (or the largest first with sort=magnitude), 50 a page by default. `city` matches a Turkish province by any spelling (İZMİR, izmir, Izmir, Afyon) or its plate code. ' +
        'Without from/to the last 7 days. `bbox` is west,south,east,north; lat+lon+radius_km search around a point. Each event lists every source’s magnitude with its type.',
      querystring: QuakeListQuerySchema,
      response: { 200: QuakeListResponseSchema, ...errorResponses(400, 503) },
    },
  }, async (request, reply) => {
    const answer = await events.listJson(request.query);
    publicCache(reply);
    // Already JSON (the response schema's shape, checked by the specs): sent as it is.
    return reply.type('application/json; charset=utf-8').send(answer as never);
  });

  fastify.get('/events/:id', {
    config: { access: 'visitor' },
    schema: {
      tags: TAGS,
      summary: 'One earthquake: every source’s record side by side, revised records, the nearest cities and the quakes around it (the aftershock sequence)',
      params: QuakeIdParamsSchema,
      response: { 200: QuakeDetailSchema, ...errorResponses(400, 404, 503) },
    },
  }, async (request, reply) => {
    const detail = await events.detail(request.params.id);
    publicCache(reply);
    return detail;
  });

  fastify.get('/sources', {
    config: { access: 'visitor' },
    schema: {
      tags: TAGS,
      summary: 'The configured sources: who they are (for the credits), when each last answered, and the map’s tile layer',
      response: { 200: QuakeSourcesResponseSchema, ...errorResponses(503) },
    },
  }, async (request, reply) => {
    const answer = await events.sourceStatus(requestEdition(request));
    setEditionCache(reply, 'public, max-age=15');
    return answer;
  });

  for (const period of Object.keys(QUAKE_FEED_PERIODS) as QuakeFeedPeriod[]) {
    fastify.get(`/feeds/${period}.geojson`, {
      config: { access: 'visitor' },
      schema: {
        tags: TAGS,
        summary: `GeoJSON feed: the earthquakes of the past ${period}`,
        description: `A FeatureCollection ([longitude, latitude, depth km] points; properties time, mag, magnitudes, place, province, sources, revised, felt, slug). Cached for ${QUAKE_FEED_MAX_AGE_SECONDS} s; ETag and If-None-Match supported; open to any origin.`,
        querystring: Type.Object(
          { min_magnitude: Type.Optional(Type.Union(QUAKE_FEED_MIN_MAGNITUDES.map((value) => Type.Literal(value)), { description: 'all (default), 1.0, 2.5 or 4.5' })) },
          { additionalProperties: false },
        ),
        response: { 200: Type.String({ description: 'application/geo+json' }), 304: Type.Null(), ...errorResponses(400, 503) },
      },
    }, async (request, reply) => {
      const feed = await events.feed(period, request.query.min_magnitude ?? 'all');
      reply.header('cache-control', PUBLIC_CACHE).header('etag', feed.etag).header('access-control-allow-origin', '*');
      if (request.headers['if-none-match'] === feed.etag) return reply.code(304).send(null);
      return reply.type('application/geo+json; charset=utf-8').send(feed.body as never);
    });
  }

  // Social previews, drawn once per quake, edition and revision (a small cache: the news of the hour).
  const cards = new Map<string, Buffer>();
  fastify.get('/events/:id/card.png', {
    config: { access: 'visitor' },
    schema: {
      tags: TAGS,
      summary: 'An earthquake’s social preview: a 1200×630 PNG (magnitude, place, Turkey time, depth, sources, a map of Türkiye with the epicentre) in the edition',
      params: QuakeIdParamsSchema,
      response: { 200: Type.String({ description: 'image/png' }), ...errorResponses(400, 404, 503) },
    },
  }, async (request, reply) => {
    // The summary only: no sequence or nearest cities are worked out for a picture.
    const { summary: event } = await events.find(request.params.id);
    const edition = requestEdition(request);
    const key = `${edition}:${JSON.stringify([event.id, event.magnitudes, event.time, event.latitude, event.longitude, event.depthKm, event.location, event.sources])}`;
    let png = cards.get(key);
    if (!png) {
      png = await quakeCardPng(event, edition);
      cards.set(key, png);
      if (cards.size > 200) cards.delete(cards.keys().next().value as string);
    }
    setEditionCache(reply, 'public, max-age=300');
    return reply.type('image/png').send(png as never);
  });

  /** The event a felt report is about, from the snapshot or the table. */
  const eventFor = async (id: string) => (await events.find(id)).event;
  const readerOf = (request: FastifyRequest, reply: FastifyReply | null): FeltReader | null => {
    if (request.auth) return { key: `u:${request.auth.userId}`, userId: request.auth.userId };
    const id = reply ? ensureReaderId(request, reply, options.secureCookies ?? false) : readerIdOf(request.cookies);
    return id ? { key: `r:${id}`, userId: null } : null;
  };

  fastify.get('/events/:id/felt', {
    config: { access: 'visitor' },
    schema: {
      tags: TAGS,
      summary: '"Did you feel it?": the trusted reports by intensity, grouped on the map, and this reader’s own',
      params: QuakeIdParamsSchema,
      response: { 200: QuakeFeltSummarySchema, ...errorResponses(400, 404, 503) },
    },
  }, async (request, reply) => {
    const summary = await felt.summary(await eventFor(request.params.id), readerOf(request, null));
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return summary;
  });

  fastify.put('/events/:id/felt', {
    config: { access: 'visitor' },
    onRequest: feltLimit,
    schema: {
      tags: TAGS,
      summary: '"Did you feel it?": reports (or changes) how strongly this reader felt the quake, I–XII, and where',
      description: 'Members report as themselves, visitors by their reader cookie: one report per reader and quake, open for 7 days. The point is rounded to about 1 km; a report from farther than the quake can be felt is kept but flagged and not counted.',
      params: QuakeIdParamsSchema,
      body: QuakeFeltBodySchema,
      response: { 200: QuakeFeltSummarySchema, ...errorResponses(400, 403, 404, 409, 429, 503) },
    },
  }, async (request, reply) => {
    const event = await eventFor(request.params.id);
    const summary = await felt.report(event, readerOf(request, reply) as FeltReader, request.body);
    snapshot.invalidate();
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return summary;
  });

  fastify.get('/alerts', {
    config: { access: 'member' },
    schema: { tags: TAGS, summary: "The signed-in member's earthquake alert settings", security: MEMBER_SECURITY, response: { 200: QuakeAlertSettingsSchema, ...errorResponses(401, 503) } },
  }, async (request, reply) => {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return alerts.get(signedInMember(request).userId);
  });

  fastify.put('/alerts', {
    config: { access: 'member' },
    onRequest: alertsLimit,
    schema: {
      tags: TAGS,
      summary: 'Saves the member’s earthquake alerts: places (provinces, or a point and radius), the least magnitude and quiet hours (Turkey time)',
      description: 'A Web Push goes out once per quake and member, after AFAD or Kandilli publishes it; a revision alerts again only a member who had no alert of it. Quiet hours hold back alerts below magnitude 6.',
      security: MEMBER_SECURITY,
      body: QuakeAlertSettingsSchema,
      response: { 200: QuakeAlertSettingsSchema, ...errorResponses(400, 401, 403, 429, 503) },
    },
  }, async (request, reply) => {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return alerts.save(signedInMember(request).userId, request.body);
  });
};
