import type { AccessTokenVerifier, RateLimit, RealtimePublisher } from '@meydan/api/core';
import type { Db } from '@meydan/api/db';

/** What a limiter counts: sends (a message, a first message) and the other writes (start, deletes). */
export type MessagingLimitKind = 'send' | 'write';

/**
 * What apps/api hands the conversations plugin: the community plugins' options (it is registered
 * with `{ ...community, realtime }`) plus the realtime publisher. Only the fields this plugin
 * reads are named, so the community object passes as it is.
 */
export interface MessagingPluginOptions {
  db: Db;
  verifyAccessToken: AccessTokenVerifier;
  /** The editions' public origins: pages allowed to make cookie-authenticated writes. */
  trustedOrigins: readonly string[];
  /** Public prefix of media URLs (avatars). */
  mediaBaseUrl?: string;
  /** Shares rate-limit counters between replicas (REDIS_URL). */
  redisUrl?: string;
  /** Where events go after a write commits; NO_REALTIME (nowhere) without a realtime server. */
  realtime?: RealtimePublisher;
  /** Overrides of the per-member messaging limits (tests). */
  messageLimits?: Partial<Record<MessagingLimitKind, RateLimit>>;
}
