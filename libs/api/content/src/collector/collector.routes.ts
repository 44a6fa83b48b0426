import { randomInt } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { type AccessTokenVerifier, ensureReaderId, errorResponses, HttpError, type LocalizedText, networkOf, requestEdition } from '@meydan/api/core';
import type { Db } from '@meydan/api/db';
import {
  COLLECTOR_STATUS_MAX_AGE_SECONDS,
  CollectorStatusSchema,
  isUuid,
  TrackingAcceptedSchema,
  type TrackingEvent,
  TrackingEventsBodySchema,
} from '@meydan/shared/contracts';
import { consentFromCookies, hasConsent, hasNoTrackingCookie } from '@meydan/shared/util/cookies';
import { isBot } from '@meydan/shared/util/device';
import type { Edition } from '@meydan/shared/util/routing';
import { CONTENT_MESSAGES } from '../content.messages';
import { analyticsRoutes } from './analytics.routes';
import { type ArticleRecord, CollectorRepository, type CountClaim, eventCountKey } from './collector.repository';
import { DailySalt, hashedNetworkKey, hashedReaderKey } from './daily-salt';
import { articleSignals } from './reading-signals';

// Re-exported for callers that imported it from here before it moved to api-core.
export { networkOf };

/** How much one reader, and everyone behind one network address, can add per article and day. */
export interface CollectorLimits {
  viewsPerReader: number;
  sharesPerReader: number;
  /**
   * Counts per network (IPv4 address or IPv6 /64), article, kind and day. The reader cookie is the
   * client's to choose, so this is what bounds a script that invents a new one per request;
   * generous, because carrier-grade NAT puts many real readers behind one address.
   */
  countsPerNetwork: number;
}

export const COLLECTOR_LIMITS: Readonly<CollectorLimits> = { viewsPerReader: 1, sharesPerReader: 5, countsPerNetwork: 500 };
/** A full batch of events with generous metadata stays far below this. */
export const COLLECTOR_BODY_LIMIT = 16 * 1024;
/**
 * Retention: the daily aggregates (dashboard) are kept this many days; a reader's read history
 * ("For you", personalisation consent only) 90 days, past which its weight (halving every 30
 * days) no longer matters. The de-duplication rows live two days.
 */
export const COLLECTOR_RETENTION = { aggregateDays: 400, historyDays: 90 } as const;
/** Rows each article's (and the event counts') daily aggregate is spread over: writers rarely meet. */
export const DAILY_SHARDS = 4;
const DEFAULT_PRUNE_CHANCE = 0.01;
const DAY_MS = 86_400_000;

const TEXT = {
  crossSite: {
    tr: 'Olaylar yalnızca Meydan sayfalarından gönderilebilir.',
    en: 'Events can only be sent from Meydan pages.',
    ru: 'События можно отправлять только со страниц Meydan.',
  },
} satisfies Record<string, LocalizedText>;

const ERRORS = errorResponses(400, 403, 404, 413, 415, 500, 503);
const LEGACY_ID = /^[1-9][0-9]{0,14}$/;

export interface CollectorRoutesOptions {
  db: Db;
  /**
   * COLLECTOR_ENABLED (default on): off, `GET /status` answers `collectorStatus: false`, so
   * trackers send nothing, and events that still arrive (a status cached up to 300 s) are
   * accepted and dropped.
   */
  enabled?: boolean;
  /** Secure reader cookies (production, HTTPS). */
  secureCookies?: boolean;
  limits?: Partial<CollectorLimits>;
  /** Clock of the counting day (UTC); tests move it. */
  now?: () => number;
  /** Chance that a request also deletes claims older than yesterday, and aggregates past retention (default 1 %). */
  pruneChance?: number;
  /** Signed-in members for the editors' dashboard (`/analytics/…`); without it the dashboard is not served. */
  verifyAccessToken?: AccessTokenVerifier;
  /** The editions' public origins (cookie-authenticated requests of the dashboard must come from one). */
  trustedOrigins?: readonly string[];
}

/** Every event of the batch by type and item type. */
function eventCounts(events: readonly TrackingEvent[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { event } of events) {
    const key = eventCountKey(event.type, event.itemType);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Event collector (SPEC §3 tracking event, §7 `GET /status` and `POST /events`). The browser
 * reports what a reader did; reads and shares of an article add to its view and share counts,
 * and reads, read-completes and scroll depths to its daily reading aggregates (the editors'
 * dashboard, and the complete reads weigh in the popularity rankings).
 *
 * Who the reader is depends on the consent cookie (`m-consent`) the request carries: with
 * analytics consent, the `m-rid` reader cookie (minted here when missing); without it (or before
 * any choice) no cookie is read or set for counting, and the reader is a keyed hash of their
 * network and user agent with a salt of the UTC day (daily-salt.ts). A reader who allowed
 * personalised content gets the `m-rid` cookie too, and their complete reads feed "For you".
 *
 * Counting is once per reader, article and UTC day (views, completes, each scroll depth; shares
 * up to `sharesPerReader`), and at most `countsPerNetwork` views or shares from one network
 * address. Every slot is a database row taken in the same transaction as the counts, so any
 * number of replicas agree and nothing is held in a process. Bots and the no-tracking cookie
 * (SPEC §4, §6) are accepted and dropped before anything is stored. Raw events are never stored.
 */
export const collectorRoutes: FastifyPluginAsync<CollectorRoutesOptions> = async (instance, options) => {
  await instance.register(fastifyCookie);
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const repository = new CollectorRepository(options.db);
  const salts = new DailySalt(options.db);
  const enabled = options.enabled ?? true;
  const limits: CollectorLimits = { ...COLLECTOR_LIMITS, ...options.limits };
  const now = options.now ?? Date.now;
  const pruneChance = options.pruneChance ?? DEFAULT_PRUNE_CHANCE;

  /** The edition's articles the events name, by the id the event used; 404 if any is unknown. */
  async function resolveArticles(edition: Edition, itemIds: readonly string[]): Promise<Map<string, string>> {
    const legacyIds = itemIds.filter((id) => LEGACY_ID.test(id)).map(Number);
    const uuids = itemIds.filter(isUuid).map((id) => id.toLowerCase());
    const found = await repository.findArticles(edition, legacyIds, uuids);
    const byItemId = new Map<string, string>();
    for (const id of itemIds) {
      const article = found.find((row) => (LEGACY_ID.test(id) ? row.legacyId === Number(id) : row.uuid === id.toLowerCase()));
      if (!article) throw new HttpError(404, CONTENT_MESSAGES.articleNotFound);
      byItemId.set(id, article.uuid);
    }
    return byItemId;
  }

  fastify.get(
    '/status',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['collector'],
        summary: 'Whether trackers should send events (SPEC §5)',
        description: `collectorStatus is false when the operator switched the collector off (COLLECTOR_ENABLED=0). Cache-Control: public, max-age=${COLLECTOR_STATUS_MAX_AGE_SECONDS} (SPEC §9 status cache).`,
        response: { 200: CollectorStatusSchema, ...errorResponses(500) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${COLLECTOR_STATUS_MAX_AGE_SECONDS}`);
      return { collectorStatus: enabled };
    },
  );

  fastify.post(
    '/events',
    {
      // Anonymous readers report too; who counts is decided per request (consent), not by an account.
      config: { access: 'visitor' },
      bodyLimit: COLLECTOR_BODY_LIMIT,
      schema: {
        tags: ['collector'],
        summary: 'Tracking events: one event or a batch of up to 20; reads, shares, read-completes and scroll depths of articles count',
        description:
          'item_read of an article adds one view per reader and UTC day; item_share adds a share (metadata.network: x, facebook, ' +
          'whatsapp, telegram, copy or native), at most 5 per reader, article and day; item_read_complete (readTime in minutes, ' +
          'metadata.engagedSeconds) and item_read_scroll (metadata.depth, percent of the body) count once per reader, article and ' +
          'day for a reader whose read counted. Every event is counted per day and type. The reader is the m-rid cookie with ' +
          'analytics consent (m-consent cookie), else a daily salted hash of network and user agent (no cookie set). Bots and the ' +
          'no-tracking cookie (notp) are accepted and dropped, as is everything while the collector is off. 404 when an article ' +
          'event names an article the edition does not have; 403 for cross-site requests. Counts reach GET /articles/{id} within ' +
          'its cache TTL (60 s).',
        body: TrackingEventsBodySchema,
        response: { 202: TrackingAcceptedSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // Sec-Fetch-Site comes from the browser: another site cannot make readers count for it.
      if (request.headers['sec-fetch-site'] === 'cross-site') throw new HttpError(403, TEXT.crossSite);
      const events = Array.isArray(request.body) ? request.body : [request.body];
      const accepted = { accepted: events.length };
      reply.code(202);
      // SPEC §6: bots are never tracked; §4: nor a browser with the no-tracking flag. Nothing is stored.
      if (!enabled || isBot(request.headers['user-agent']) || hasNoTrackingCookie(request.cookies)) return accepted;

      const edition = requestEdition(request);
      const signals = articleSignals(events);
      const articles = signals.length > 0 ? await resolveArticles(edition, signals.map((item) => item.itemId)) : new Map<string, string>();
      const today = now();
      const day = utcDay(today);
      const consent = consentFromCookies(request.cookies);
      const analytics = hasConsent('analytics', consent);
      const personalization = hasConsent('personalization', consent);
      // The reader cookie only for a purpose the reader allowed, and only when an article event needs a reader.
      const readerId = signals.length > 0 && (analytics || personalization) ? ensureReaderId(request, reply, options.secureCookies ?? false) : null;
      const salt = signals.length === 0 ? '' : await salts.of(day);
      const readerKey = signals.length === 0 ? '' : analytics && readerId ? `r:${readerId}` : hashedReaderKey(salt, request.ip, request.headers['user-agent']);
      const network = signals.length === 0 ? '' : hashedNetworkKey(salt, request.ip);
      const claims = (perReader: number): CountClaim[] => [
        { readerKey, limit: perReader },
        { readerKey: network, limit: limits.countsPerNetwork },
      ];
      const records: ArticleRecord[] = signals.map(({ itemId, ...rest }) => ({
        articleId: articles.get(itemId) as string,
        signals: rest,
        viewClaims: claims(limits.viewsPerReader),
        shareClaims: claims(limits.sharesPerReader),
      }));
      await repository.record({
        day,
        edition,
        readerKey,
        personalReaderId: personalization ? readerId : null,
        articles: records,
        eventCounts: eventCounts(events),
        shard: randomInt(DAILY_SHARDS),
        at: new Date(today),
      });
      if (pruneChance > 0 && Math.random() < pruneChance) {
        // Off the response path; a failure only leaves old rows for the next try.
        void prune(today).catch((error: unknown) => request.log.warn({ err: error }, 'pruning collector rows failed'));
      }
      return accepted;
    },
  );

  async function prune(today: number): Promise<void> {
    await repository.prune(utcDay(today - DAY_MS));
    await repository.pruneRetention(utcDay(today - COLLECTOR_RETENTION.aggregateDays * DAY_MS), new Date(today - COLLECTOR_RETENTION.historyDays * DAY_MS));
  }

  if (options.verifyAccessToken) {
    await fastify.register(analyticsRoutes, {
      prefix: '/analytics',
      db: options.db,
      verifyAccessToken: options.verifyAccessToken,
      trustedOrigins: options.trustedOrigins ?? [],
      now,
    });
  }
};
