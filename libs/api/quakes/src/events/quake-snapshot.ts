/**
 * The hot path (issue 18 item 3: a 50× spike within minutes of a tremor). Each replica keeps the
 * last SNAPSHOT_DAYS of events in memory, read in one query at most every
 * QUAKE_FEED_MAX_AGE_SECONDS, and answers the feeds, the list and event pages of that period from
 * it: a spike of readers costs no database query at all. A new or revised event (this replica's
 * ingestion, or another's through the realtime bus) marks it stale, so news shows at once; a
 * refresh is single-flight (one query however many requests wait), and while the database is
 * down the last snapshot keeps answering.
 */
import type { Queryable } from '@meydan/api/db';
import type { QuakeEvent } from '@meydan/quakes/ingest';
import { QUAKE_FEED_MAX_AGE_SECONDS, type QuakeSummary } from '@meydan/shared/contracts';
import { summaryOf } from './event-view';

/** The longest quick range of the page (30 days): everything the page asks for by default. */
export const SNAPSHOT_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;

export interface SnapshotEvent {
  event: QuakeEvent;
  summary: QuakeSummary;
  timeMs: number;
}

export interface Snapshot {
  /** Newest first. */
  events: readonly SnapshotEvent[];
  byId: ReadonlyMap<string, SnapshotEvent>;
  /** Events at or after this instant are all here. */
  fromMs: number;
  takenAtMs: number;
  /** Bumped on each refresh: derived answers (serialized feeds) are cached per version. */
  version: number;
}

export class QuakeSnapshot {
  private current: Snapshot | null = null;
  private stale = true;
  private refreshing: Promise<Snapshot> | null = null;
  private version = 0;

  constructor(
    private readonly db: Queryable,
    private readonly now: () => number = Date.now,
    private readonly maxAgeMs = QUAKE_FEED_MAX_AGE_SECONDS * 1000,
  ) {}

  /** New data exists: the next read refreshes. */
  invalidate(): void {
    this.stale = true;
  }

  /**
   * The snapshot, refreshed first when it is stale or older than the max age. Throws only when
   * there has never been one and the database cannot give one.
   */
  async get(): Promise<Snapshot> {
    const current = this.current;
    if (current && !this.stale && this.now() - current.takenAtMs < this.maxAgeMs) return current;
    try {
      return await this.refresh();
    } catch (error) {
      if (current) return current;
      throw error;
    }
  }

  private refresh(): Promise<Snapshot> {
    this.refreshing ??= this.load().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async load(): Promise<Snapshot> {
    // Marked fresh before the query: an invalidation while it runs makes the next read refresh again.
    this.stale = false;
    const takenAtMs = this.now();
    const fromMs = takenAtMs - SNAPSHOT_DAYS * DAY_MS;
    try {
      const { rows } = await this.db.query<{ event: QuakeEvent; felt: number }>(
        `SELECT e.event, COALESCE(f.n, 0)::int AS felt
           FROM quake_events e
           LEFT JOIN (
             SELECT r.event_id, count(*) AS n FROM quake_felt_reports r
               JOIN quake_events x ON x.id = r.event_id AND x.time >= $1::timestamptz
              WHERE NOT r.flagged GROUP BY r.event_id
           ) f ON f.event_id = e.id
          WHERE e.time >= $1::timestamptz
          ORDER BY e.time DESC, e.id`,
        [new Date(fromMs).toISOString()],
      );
      const events = rows.map((row) => ({ event: row.event, summary: summaryOf(row.event, Number(row.felt)), timeMs: Date.parse(row.event.time) }));
      this.version += 1;
      this.current = { events, byId: new Map(events.map((item) => [item.event.id, item])), fromMs, takenAtMs, version: this.version };
      return this.current;
    } catch (error) {
      this.stale = true;
      throw error;
    }
  }
}
