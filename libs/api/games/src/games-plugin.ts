import type { AccessTokenVerifier, RealtimePublisher } from '@meydan/api/core';
import type { Db } from '@meydan/api/db';
import type { PuzzleBanks } from './puzzles/puzzle-makers';

/** What apps/api hands the games plugin. */
export interface GamesPluginOptions {
  db: Db;
  verifyAccessToken: AccessTokenVerifier;
  /** The editions' public origins: pages allowed to make cookie-authenticated writes. */
  trustedOrigins: readonly string[];
  /** Signs attempt tokens (a key derived from it). */
  authTokenSecret: string;
  /** Public prefix of media URLs (avatars on the boards). */
  mediaBaseUrl?: string;
  /** Live Tic Tac Toe Football matches tell both players of each change (topic `match:{id}`). */
  realtime?: RealtimePublisher;
  /** Boards' Redis mirror and shared rate-limit counters (REDIS_URL). */
  redisUrl?: string;
  /** Key prefix of the boards in Redis (tests keep theirs apart). */
  redisKeyPrefix?: string;
  /** SPEC §4: development lists every game (dev-only ones too). */
  development?: boolean;
  /** Where partner games are served (GAMES_PARTNER_ORIGIN); '' = this site's local stand-in. */
  partnerOrigin?: string;
  /** The public prefix the plugin is mounted at (for the pictures' URLs), e.g. `/api/games/v1`. */
  publicPrefix?: string;
  /** The authored banks (tests pass small ones). */
  banks?: PuzzleBanks;
  /**
   * GAMES_DEMO=1 (`npm start`, the e2e platform): at start, the last 60 days of puzzles and a
   * dozen demo players with three weeks of results, so the boards and streaks have something to
   * show. Idempotent; never set in production.
   */
  demo?: boolean;
  /**
   * GAMES_PARTNER_KEYS: partner organizations' secrets for the signed game headers, JSON
   * `{"partner": ["current", "previous"]}` (several at once, so keys rotate without a cut).
   */
  partnerKeys?: string;
  /** The clock (tests move it across midnight). */
  clock?: () => number;
  /** Overrides of the rate limits (tests). */
  limits?: Partial<Record<GamesLimitKind, { max: number; windowMs: number }>>;
}

export type GamesLimitKind = 'start' | 'move' | 'read';

/** Per network (and per member for moves): starting games, moves, board and puzzle reads. */
export const GAMES_RATE_LIMITS: Record<GamesLimitKind, { max: number; windowMs: number }> = {
  start: { max: 60, windowMs: 60_000 },
  move: { max: 240, windowMs: 60_000 },
  read: { max: 600, windowMs: 60_000 },
};
