import type { AccessTokenVerifier, RateLimit, RealtimeBus } from '@meydan/api/core';
import type { Db } from '@meydan/api/db';
import type { QuakeSourceConfig } from '@meydan/quakes/ingest';
import type { FetchLike } from './ingest/source-fetch';

/** What apps/api hands the earthquakes plugin. */
export interface QuakesPluginOptions {
  db: Db;
  /** QUAKES_SOURCES, parsed: the feeds this deployment polls (none: the page says so). */
  sources: readonly QuakeSourceConfig[];
  /** QUAKES_MAP_TILES and QUAKES_MAP_ATTRIBUTION: the map's tile layer; none draws the outlines only. */
  mapTiles?: { url: string; attribution: string } | null;
  /** New and revised events go out on the public live topic; other replicas' news refreshes this one's snapshot. */
  realtime: RealtimeBus;
  verifyAccessToken: AccessTokenVerifier;
  /** The editions' public origins: pages allowed to make cookie-authenticated writes. */
  trustedOrigins: readonly string[];
  /** Secure reader cookies (HTTPS sites). */
  secureCookies?: boolean;
  redisUrl?: string;
  /**
   * The ingestion and alert workers' tuning, or false for a replica that only serves (specs drive
   * `ingestOnce`, scripts). Every replica may run them: the tables coordinate.
   */
  worker?: false | { pollIntervalMs?: number; jobPollIntervalMs?: number };
  /** Specs and the bench drive the workers' rounds themselves (with `worker: false`). */
  exposeWorkers?(workers: QuakeWorkerRounds): void;
  /** Tests: the feeds' fetch and the clock. */
  fetch?: FetchLike;
  clock?: () => number;
  limits?: Partial<Record<QuakeLimitKind, RateLimit>>;
}

export interface QuakeWorkerRounds {
  /** One ingestion round: one due source polled (or none due). */
  ingestOnce(): Promise<{ claimed: number }>;
  /** One round of the alert fan-out jobs. */
  alertsOnce(): Promise<unknown>;
}

export type QuakeLimitKind = 'felt' | 'alerts';

export const QUAKE_RATE_LIMITS: Record<QuakeLimitKind, RateLimit> = {
  // A reader reports once per quake and may correct it; a swarm brings a few quakes an hour.
  felt: { max: 30, windowMs: 10 * 60_000 },
  alerts: { max: 30, windowMs: 10 * 60_000 },
};
