import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponses, HttpError, type LocalizedText, networkOf, requestEdition } from '@meydan/api/core';
import type { Db } from '@meydan/api/db';
import { isUuid, TrackingAcceptedSchema, type TrackingEvent, TrackingEventsBodySchema } from '@meydan/shared/contracts';
import { hasNoTrackingCookie } from '@meydan/shared/util/cookies';
import { isBot } from '@meydan/shared/util/device';
import type { Edition } from '@meydan/shared/util/routing';
import { CONTENT_MESSAGES } from '../content.messages';
import { ensureReaderId } from '@meydan/api/core';
import { CollectorRepository, type CountKind, type CountRequest } from './collector.repository';

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
const DEFAULT_PRUNE_CHANCE = 0.01;
const DAY_MS = 86_400_000;

const TEXT = {
  crossSite: {
    tr: 'Olaylar yalnızca Meydan sayfalarından gönderilebilir.',
    en: 'Events can only be sent from Meydan pages.',
    ru: 'События можно отправлять только со страниц Meydan.',
  },
} satisfies Record<string, LocalizedText>;

const ERRORS = errorResponses(400, 403, 404, 413, 415, 500);
const LEGACY_ID = /^[1-9][0-9]{0,14}$/;

export interface CollectorRoutesOptions {
  db: Db;
  /** Secure reader cookies (production, HTTPS). */
  secureCookies?: boolean;
  limits?: Partial<CollectorLimits>;
  /** Clock of the counting day (UTC); tests move it. */
  now?: () => number;
  /** Chance that a request also deletes claims older than yesterday (default 1 %). */
  pruneChance?: number;
}

/** Which count an event adds to, if any: reads and shares of articles. */
function countKindOf(event: TrackingEvent): CountKind | null {
  if (event.event.itemType !== 'article') return null;
  if (event.event.type === 'item_read') return 'view';
  if (event.event.type === 'item_share') return 'share';
  return null;
}

/** The network's claim key: hashed, so no address is stored. */
export function networkKey(ip: string): string {
  return `n:${createHash('sha256').update(networkOf(ip)).digest('base64url').slice(0, 32)}`;
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Event collector (SPEC §3 tracking event, §7 `POST /events`): the browser reports what a reader
 * did; `item_read` and `item_share` of an article add to its view and share counts. Counting is
 * per reader (the `m-rid` cookie, minted here when missing), per article and UTC day: one view,
 * `sharesPerReader` shares, and at most `countsPerNetwork` of each from one network address.
 * The slots live in PostgreSQL and are taken in the same transaction as the increment, so every
 * replica agrees and nothing is held in a process. Bots, the no-tracking cookie (SPEC §4) and
 * events that count nothing are accepted and dropped; raw events are not stored.
 */
export const collectorRoutes: FastifyPluginAsync<CollectorRoutesOptions> = async (instance, options) => {
  await instance.register(fastifyCookie);
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const repository = new CollectorRepository(options.db);
  const limits: CollectorLimits = { ...COLLECTOR_LIMITS, ...options.limits };
  const perReader: Readonly<Record<CountKind, number>> = { view: limits.viewsPerReader, share: limits.sharesPerReader };
  const now = options.now ?? Date.now;
  const pruneChance = options.pruneChance ?? DEFAULT_PRUNE_CHANCE;

  /** The edition's articles the counted events name, by the id the event used; 404 if any is unknown. */
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

  fastify.post(
    '/events',
    {
      // Anonymous readers report too; who counts is the m-rid reader cookie, not an account.
      config: { access: 'visitor' },
      bodyLimit: COLLECTOR_BODY_LIMIT,
      schema: {
        tags: ['collector'],
        summary: 'Tracking events: one event or a batch of up to 20; reads and shares of articles count',
        description:
          'item_read of an article adds one view per reader and UTC day; item_share adds a share (metadata.network: x, facebook, ' +
          'whatsapp, telegram, copy or native), at most 5 per reader, article and day. Other event and item types are accepted ' +
          'and ignored, as is everything from bots or with the no-tracking cookie (notp). 404 when a counted event names an ' +
          'article the edition does not have; 403 for cross-site requests. Counts reach GET /articles/{id} within its cache TTL (60 s).',
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
      if (isBot(request.headers['user-agent']) || hasNoTrackingCookie(request.cookies)) return accepted;

      const counted = events.flatMap((event) => {
        const kind = countKindOf(event);
        return kind ? [{ kind, itemId: event.event.itemId }] : [];
      });
      if (counted.length === 0) return accepted;
      const articles = await resolveArticles(requestEdition(request), [...new Set(counted.map((item) => item.itemId))]);
      const reader = `r:${ensureReaderId(request, reply, options.secureCookies ?? false)}`;
      const network = networkKey(request.ip);
      const requests: CountRequest[] = counted.map(({ kind, itemId }) => ({
        articleId: articles.get(itemId) as string,
        kind,
        claims: [
          { readerKey: reader, limit: perReader[kind] },
          { readerKey: network, limit: limits.countsPerNetwork },
        ],
      }));
      const today = now();
      await repository.count(requests, utcDay(today));
      if (pruneChance > 0 && Math.random() < pruneChance) {
        // Off the response path; a failure only leaves old rows for the next try.
        repository.prune(utcDay(today - DAY_MS)).catch((error: unknown) => request.log.warn({ err: error }, 'pruning count claims failed'));
      }
      return accepted;
    },
  );
};
