/**
 * The ingestion worker (issue 18 item 1): outside the request path, every replica runs one, and
 * the quake_sources table decides who polls what. Each round claims one due source with a lease
 * (SKIP LOCKED), polls it, stores and merges its records, and books the next poll: the configured
 * interval after a success, a growing back-off after failures (so a source that is down is asked
 * less and less often, and its "last answered at" shows on the page). A replica that dies
 * mid-poll loses its lease after LEASE_MS and another takes the source over; a restart resumes
 * from the table, so no poll is skipped or doubled for long.
 */
import { randomUUID } from 'node:crypto';
import { type Db, PollingWorker } from '@meydan/api/db';
import type { QuakeSourceConfig } from '@meydan/quakes/ingest';
import { type EventChange, QuakeStore } from './quake-store';
import { fetchFeed, type FetchLike } from './source-fetch';

const SECOND = 1000;
/** A poll's lease: longer than a fetch's timeout plus a merge. */
export const LEASE_MS = 60 * SECOND;
/** Back-off after the 1st, 2nd, … failure in a row (never sooner than the source's own interval). */
export const BACKOFF_MS: readonly number[] = [15 * SECOND, 30 * SECOND, 60 * SECOND, 120 * SECOND, 300 * SECOND];
/** Records and events are kept this long: the API answers ranges up to a year back. */
export const RETENTION_DAYS = 400;

export interface IngestLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface IngestWorkerOptions {
  db: Db;
  sources: readonly QuakeSourceConfig[];
  /** Announces committed changes (the realtime socket, this replica's snapshot). */
  onChanges(changes: EventChange[]): void;
  logger: IngestLogger;
  fetch?: FetchLike;
  now?: () => number;
  /** How often the table is asked for a due source (default 1 s: the intervals are 15 s). */
  pollIntervalMs?: number;
  random?: () => number;
}

interface ClaimedSource {
  source: string;
  failures: number;
}

export function backoffMs(failures: number, intervalMs: number, random: () => number): number {
  const step = BACKOFF_MS[Math.min(failures, BACKOFF_MS.length) - 1] ?? 0;
  // Up to 10 % later at random, so replicas' retries of one outage spread out.
  return Math.round(Math.max(intervalMs, step) * (1 + 0.1 * random()));
}

export class QuakeIngestWorker extends PollingWorker {
  private readonly store: QuakeStore;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly bySource: Map<string, QuakeSourceConfig>;
  private registered = false;

  constructor(private readonly options: IngestWorkerOptions) {
    const now = options.now ?? Date.now;
    super({ name: 'quake ingestion', pollIntervalMs: options.pollIntervalMs ?? SECOND, batchSize: 1, stopTimeoutMs: 15 * SECOND, sweepEveryMs: 3600 * SECOND, now, logger: options.logger });
    this.store = new QuakeStore(options.db);
    this.now = now;
    this.random = options.random ?? Math.random;
    this.bySource = new Map(options.sources.map((config) => [config.source, config]));
  }

  /**
   * Writes the configured sources into the table (a new one is due at once; a changed URL or
   * interval applies from its next poll). Sources no longer configured keep their row and are
   * never claimed.
   */
  async register(): Promise<void> {
    const now = new Date(this.now()).toISOString();
    for (const config of this.options.sources) {
      await this.options.db.query(
        `INSERT INTO quake_sources (source, url, interval_ms, next_poll_at) VALUES ($1, $2, $3, $4::timestamptz)
         ON CONFLICT (source) DO UPDATE SET url = excluded.url, interval_ms = excluded.interval_ms,
           next_poll_at = CASE WHEN quake_sources.url <> excluded.url THEN excluded.next_poll_at ELSE quake_sources.next_poll_at END`,
        [config.source, config.url, config.intervalMs, now],
      );
    }
    this.registered = true;
  }

  /** One due source polled (or none due): usable without start() (specs, the bench). */
  async runOnce(): Promise<{ claimed: number }> {
    if (this.bySource.size === 0) return { claimed: 0 };
    if (!this.registered) await this.register();
    const nowMs = this.now();
    const token = randomUUID();
    const { rows } = await this.options.db.query<ClaimedSource>(
      `UPDATE quake_sources SET lease_until = $2::timestamptz, lease_token = $3::uuid, last_attempt_at = $1::timestamptz
        WHERE source = (
                SELECT source FROM quake_sources
                 WHERE source = ANY($4::text[]) AND next_poll_at <= $1::timestamptz AND (lease_until IS NULL OR lease_until <= $1::timestamptz)
                 ORDER BY next_poll_at
                 LIMIT 1
                 FOR UPDATE SKIP LOCKED
              )
        RETURNING source, failures`,
      [new Date(nowMs).toISOString(), new Date(nowMs + LEASE_MS).toISOString(), token, [...this.bySource.keys()]],
    );
    const claimed = rows[0];
    if (!claimed) return { claimed: 0 };
    await this.poll(this.bySource.get(claimed.source) as QuakeSourceConfig, Number(claimed.failures), token, nowMs);
    return { claimed: 1 };
  }

  private async poll(config: QuakeSourceConfig, failures: number, token: string, startedMs: number): Promise<void> {
    const { db, logger } = this.options;
    try {
      const feed = await fetchFeed(config, startedMs, this.options.fetch);
      const result = await this.store.store(feed.records, this.now());
      await db.query(
        `UPDATE quake_sources SET last_success_at = $3::timestamptz, failures = 0, last_error = NULL, next_poll_at = $4::timestamptz, lease_until = NULL, lease_token = NULL
          WHERE source = $1 AND lease_token = $2::uuid`,
        [config.source, token, new Date(this.now()).toISOString(), new Date(startedMs + config.intervalMs).toISOString()],
      );
      if (feed.skipped > 0) logger.warn({ source: config.source, skipped: feed.skipped }, 'quakes: lines of a feed could not be read and were skipped');
      if (result.changes.length > 0) {
        logger.info({ source: config.source, stored: result.stored, changed: result.changes.length }, 'quakes: new records merged');
        this.options.onChanges(result.changes);
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failed = failures + 1;
      const retryAt = this.now() + backoffMs(failed, config.intervalMs, this.random);
      // The first failure of an outage is logged as an error, the rest quietly: the page shows it.
      (failed === 1 ? logger.error : logger.warn).call(logger, { source: config.source, failures: failed, error: message }, 'quakes: poll failed, backing off');
      await db
        .query(
          `UPDATE quake_sources SET failures = $3, last_error = left($4, 500), next_poll_at = $5::timestamptz, lease_until = NULL, lease_token = NULL
            WHERE source = $1 AND lease_token = $2::uuid`,
          [config.source, token, failed, message, new Date(retryAt).toISOString()],
        )
        .catch(() => undefined);
    }
  }

  protected async sweep(): Promise<void> {
    const before = new Date(this.now() - RETENTION_DAYS * 24 * 3600 * SECOND).toISOString();
    await this.options.db.query(`DELETE FROM quake_records WHERE time < $1::timestamptz`, [before]);
    await this.options.db.query(`DELETE FROM quake_events WHERE time < $1::timestamptz`, [before]);
  }
}
