/**
 * Lists, event pages, feeds and the sources' state. Whatever lies in the snapshot's 30 days is
 * answered from memory (the spike path); older ranges and events go to the database.
 */
import { createHash } from 'node:crypto';
import { HttpError, localize, type LocalizedText } from '@meydan/api/core';
import type { Queryable } from '@meydan/api/db';
import { distanceKm, nearestSeats, provinceSlug, type QuakeEvent } from '@meydan/quakes/ingest';
import {
  QUAKE_AFTERSHOCKS,
  QUAKE_FEED_PERIODS,
  QUAKE_NEAREST_CITIES,
  type QuakeDetail,
  type QuakeFeedMinMagnitude,
  type QuakeFeedPeriod,
  type QuakeListQuery,
  type QuakeListResponse,
  type QuakeSourceName,
  type QuakeSourcesResponse,
  type QuakeSummary,
} from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import { QUAKE_MESSAGES } from '../quakes.messages';
import { provinceView, sourceRecordOf, summaryOf } from './event-view';
import { eventsRepository } from './events.repository';
import { compareForSort, listFilterOf, matchesFilter } from './list-filter';
import type { QuakeSnapshot, SnapshotEvent } from './quake-snapshot';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Credit lines: each institution by its name in the edition, with its public site. */
export const SOURCE_CREDITS: Readonly<Record<QuakeSourceName, { name: LocalizedText; homepage: string }>> = {
  afad: {
    name: { tr: 'AFAD Deprem Dairesi Başkanlığı', en: 'AFAD (Disaster and Emergency Management Authority)', ru: 'AFAD (Управление по чрезвычайным ситуациям Турции)' },
    homepage: 'https://deprem.afad.gov.tr/',
  },
  koeri: {
    name: { tr: 'Boğaziçi Üniversitesi Kandilli Rasathanesi (KRDAE)', en: 'Kandilli Observatory (KOERI), Boğaziçi University', ru: 'Обсерватория Кандилли (KOERI), Университет Богазичи' },
    homepage: 'http://www.koeri.boun.edu.tr/',
  },
  usgs: {
    name: { tr: 'ABD Jeoloji Araştırmaları Kurumu (USGS)', en: 'U.S. Geological Survey (USGS)', ru: 'Геологическая служба США (USGS)' },
    homepage: 'https://earthquake.usgs.gov/',
  },
};

const toIso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/** Answers kept encoded: a spike sends the same bytes again without encoding 100 KB each time. */
export interface FeedBody {
  body: Buffer;
  etag: string;
}

/** Serialized list answers kept per snapshot version (the spike asks the same few pages). */
const MAX_CACHED_LISTS = 500;

export class QuakeEventsService {
  /** Serialized feeds and list answers of the current snapshot version. */
  private feeds = new Map<string, FeedBody>();
  private lists = new Map<string, Buffer>();
  private cachedVersion = -1;

  constructor(
    private readonly db: Queryable,
    private readonly snapshot: QuakeSnapshot,
    private readonly sources: readonly QuakeSourceName[],
    private readonly now: () => number,
    private readonly mapTiles: { url: string; attribution: string } | null = null,
  ) {}

  private async fromMemory(): Promise<Awaited<ReturnType<QuakeSnapshot['get']>> | null> {
    try {
      return await this.snapshot.get();
    } catch {
      return null;
    }
  }

  private unavailable(cause: unknown): HttpError {
    return new HttpError(503, QUAKE_MESSAGES.unavailable, { expose: true, cause });
  }

  /** Derived answers of an older snapshot are dropped when a new one is taken. */
  private cachesFor(version: number): void {
    if (version === this.cachedVersion) return;
    this.feeds = new Map();
    this.lists = new Map();
    this.cachedVersion = version;
  }

  /**
   * The list as JSON text. A list without an explicit `to` depends only on the snapshot (it holds
   * nothing newer than itself), so its text is kept until the next snapshot: a spike of readers on
   * the same page costs a Map lookup each, as the feeds do.
   */
  async listJson(query: QuakeListQuery): Promise<Buffer> {
    const snapshot = await this.fromMemory();
    const cacheable = snapshot !== null && query.to === undefined && query.from === undefined;
    const key = cacheable ? JSON.stringify(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : 1))) : '';
    if (cacheable) {
      this.cachesFor(snapshot.version);
      const cached = this.lists.get(key);
      if (cached !== undefined) return cached;
    }
    const bytes = Buffer.from(JSON.stringify(await this.list(query)));
    if (cacheable && snapshot.version === this.cachedVersion && this.lists.size < MAX_CACHED_LISTS) this.lists.set(key, bytes);
    return bytes;
  }

  async list(query: QuakeListQuery): Promise<QuakeListResponse> {
    const filter = listFilterOf(query, this.now());
    const answer = (items: QuakeSummary[], total: number): QuakeListResponse => {
      const totalPages = Math.ceil(total / filter.limit);
      return {
        items,
        pagination: { page: filter.page, limit: filter.limit, total, totalPages, hasNextPage: filter.page < totalPages },
        ...(query.city !== undefined ? { province: provinceView(filter.province) } : {}),
        from: new Date(filter.fromMs).toISOString(),
        to: new Date(filter.toMs).toISOString(),
      };
    };
    const snapshot = await this.fromMemory();
    if (snapshot && filter.fromMs >= snapshot.fromMs) {
      const matching = snapshot.events.filter((item) => matchesFilter(item.summary, item.timeMs, filter));
      if (filter.sort !== 'time') matching.sort(compareForSort(filter.sort));
      const start = (filter.page - 1) * filter.limit;
      return answer(matching.slice(start, start + filter.limit).map((item) => item.summary), matching.length);
    }
    try {
      const { rows, total } = await eventsRepository.page(this.db, filter);
      return answer(rows.map((row) => summaryOf(row.event, row.felt)), total);
    } catch (error) {
      throw this.unavailable(error);
    }
  }

  /** One event, from the snapshot or else the table; a 404 in the reader's language when there is none. */
  async find(id: string): Promise<{ event: QuakeEvent; summary: QuakeSummary }> {
    const found = (await this.fromMemory())?.byId.get(id);
    if (found) return found;
    let row;
    try {
      row = await eventsRepository.byId(this.db, id);
    } catch (error) {
      throw this.unavailable(error);
    }
    if (!row) throw new HttpError(404, QUAKE_MESSAGES.eventNotFound);
    return { event: row.event, summary: summaryOf(row.event, row.felt) };
  }

  async detail(id: string): Promise<QuakeDetail> {
    const { event, summary } = await this.find(id);
    const snapshot = await this.fromMemory();
    return {
      event: summary,
      records: event.records.map(sourceRecordOf),
      superseded: event.superseded.map(sourceRecordOf),
      nearestCities: nearestSeats(event.latitude, event.longitude, QUAKE_NEAREST_CITIES).map((seat) => ({ name: seat.name, plate: seat.plate, slug: provinceSlug(seat), distanceKm: seat.distanceKm })),
      sequence: await this.sequence(event, snapshot),
    };
  }

  /** Quakes within 50 km from a day before to a week after, oldest first: foreshocks and aftershocks. */
  private async sequence(event: QuakeEvent, snapshot: Awaited<ReturnType<QuakeSnapshot['get']>> | null): Promise<QuakeSummary[]> {
    const timeMs = Date.parse(event.time);
    const fromMs = timeMs - DAY_MS;
    const toMs = timeMs + QUAKE_AFTERSHOCKS.days * DAY_MS;
    const near = (item: { latitude: number; longitude: number }) => distanceKm(event.latitude, event.longitude, item.latitude, item.longitude) <= QUAKE_AFTERSHOCKS.radiusKm;
    if (snapshot && fromMs >= snapshot.fromMs) {
      return snapshot.events
        .filter((item: SnapshotEvent) => item.event.id !== event.id && item.timeMs >= fromMs && item.timeMs <= toMs && near(item.event))
        .reverse()
        .slice(0, QUAKE_AFTERSHOCKS.limit)
        .map((item) => item.summary);
    }
    try {
      const rows = await eventsRepository.around(this.db, event, QUAKE_AFTERSHOCKS.radiusKm, fromMs, toMs, QUAKE_AFTERSHOCKS.limit + 1);
      return rows.filter((row) => row.event.id !== event.id).slice(0, QUAKE_AFTERSHOCKS.limit).map((row) => summaryOf(row.event, row.felt));
    } catch {
      // The page stands without its sequence.
      return [];
    }
  }

  async sourceStatus(edition: Edition): Promise<QuakeSourcesResponse> {
    let rows: Awaited<ReturnType<typeof eventsRepository.sourceStates>> = [];
    try {
      rows = await eventsRepository.sourceStates(this.db, this.sources);
    } catch (error) {
      throw this.unavailable(error);
    }
    const bySource = new Map(rows.map((row) => [row.source, row]));
    return {
      items: this.sources.map((source) => {
        const row = bySource.get(source);
        return {
          source,
          name: localize(SOURCE_CREDITS[source].name, edition),
          homepage: SOURCE_CREDITS[source].homepage,
          lastSuccessAt: toIso(row?.last_success_at ?? null),
          lastAttemptAt: toIso(row?.last_attempt_at ?? null),
          failing: Number(row?.failures ?? 0) > 0,
        };
      }),
      mapTiles: this.mapTiles,
    };
  }

  /**
   * A GeoJSON feed (past hour, day or week, from a least magnitude), serialized once per snapshot
   * version: a spike of readers and map widgets costs a Map lookup each.
   */
  async feed(period: QuakeFeedPeriod, minMagnitude: QuakeFeedMinMagnitude): Promise<FeedBody> {
    const snapshot = await this.fromMemory();
    if (!snapshot) throw this.unavailable(new Error('no snapshot'));
    this.cachesFor(snapshot.version);
    const key = `${period}:${minMagnitude}`;
    const cached = this.feeds.get(key);
    if (cached) return cached;
    const least = minMagnitude === 'all' ? null : Number(minMagnitude);
    const fromMs = snapshot.takenAtMs - QUAKE_FEED_PERIODS[period] * HOUR_MS;
    const features = snapshot.events
      .filter((item) => item.timeMs >= fromMs && (least === null || (item.summary.magnitude ?? -Infinity) >= least))
      .map(({ summary }) => ({
        type: 'Feature' as const,
        id: summary.id,
        geometry: { type: 'Point' as const, coordinates: [summary.longitude, summary.latitude, summary.depthKm] },
        properties: {
          time: summary.time,
          mag: summary.magnitude,
          magnitudes: summary.magnitudes,
          place: summary.location,
          province: summary.province?.name ?? null,
          sources: summary.sources,
          revised: summary.revised,
          felt: summary.feltCount,
          slug: summary.slug,
        },
      }));
    const body = Buffer.from(
      JSON.stringify({
        type: 'FeatureCollection',
        metadata: { generated: new Date(snapshot.takenAtMs).toISOString(), period, minMagnitude, count: features.length, sources: this.sources },
        features,
      }),
    );
    // From the content: every replica names the same feed alike, so a reader's If-None-Match holds across them.
    const feed = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    this.feeds.set(key, feed);
    return feed;
  }
}
