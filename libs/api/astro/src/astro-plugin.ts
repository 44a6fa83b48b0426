import type { AccessTokenVerifier, RateLimit } from '@meydan/api/core';
import type { Db } from '@meydan/api/db';

/** What apps/api hands the astrology plugin. */
export interface AstroPluginOptions {
  /** Readings, saved charts: the site's database. */
  db: Db;
  /** Member routes (saved charts) take the site's access token. */
  verifyAccessToken: AccessTokenVerifier;
  /** The editions' public origins: pages allowed to make cookie-authenticated writes. */
  trustedOrigins: readonly string[];
  /**
   * ASTRO_DEMO=1 (`npm start`, the e2e platform): at start, the readings of the current periods
   * are written when missing, so the sign pages have something to show. Idempotent.
   */
  demo?: boolean;
  /** Shared rate-limit counters across replicas (REDIS_URL); this process's own counts otherwise. */
  redisUrl?: string;
  /** The current instant (tests): the tarot's card of the day is the one of this instant's Istanbul day. */
  clock?: () => Date;
  /** Overrides of the rate limits (tests, the bench). */
  limits?: Partial<Record<AstroLimitKind, RateLimit>>;
}

export type AstroLimitKind = 'chart' | 'places' | 'tarot';

/**
 * Per network: natal charts and rising signs together. A chart costs about a millisecond of CPU;
 * two a second per network for a minute is far more than a reader filling in the form needs, and
 * keeps one address from turning the API into a free ephemeris service.
 */
export const ASTRO_RATE_LIMITS: Record<AstroLimitKind, RateLimit> = {
  chart: { max: 120, windowMs: 60_000 },
  // One search per keystroke (debounced by the form): a few hundred a minute is a busy reader.
  places: { max: 600, windowMs: 60_000 },
  // Tarot spreads: a reader lays a few a minute at most; one a second keeps the deck a page, not a service.
  tarot: { max: 60, windowMs: 60_000 },
};
