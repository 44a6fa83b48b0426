import type { AccessTokenVerifier, RateLimit, RealtimePublisher } from '@meydan/api/core';
import type { Db, Queryable } from '@meydan/api/db';
import type { Edition, EditionOrigins } from '@meydan/shared/util/routing';

/**
 * The auth domain's e-mail confirmation flow, handed in by apps/api (domain plugins do not import
 * each other): a profile edit that changes the address queues the confirmation mail in its own
 * transaction, then nudges the mailer after the commit.
 */
export interface EmailConfirmationMailer {
  queue(tx: Queryable, user: { id: string; email: string; username: string }, edition: Edition): Promise<void>;
  nudge(): void;
}

/**
 * What apps/api hands every community plugin (profiles, follows, blocks, favorites, comments,
 * notifications, member content). Each plugin authenticates with
 * `registerMemberRoutes(fastify, { verify: options.verifyAccessToken, trustedOrigins, … })` and
 * gives every route a `config.access`.
 */
export interface CommunityPluginOptions {
  db: Db;
  verifyAccessToken: AccessTokenVerifier;
  /** The editions' public origins: pages allowed to make cookie-authenticated writes. */
  trustedOrigins: readonly string[];
  /** Public prefix of media URLs (avatars, covers). */
  mediaBaseUrl?: string;
  /** Public origin per edition (EDITION_ORIGINS): links to another edition's pages are absolute. */
  editionOrigins?: EditionOrigins;
  /** Shares rate-limit counters between replicas (REDIS_URL). */
  redisUrl?: string;
  /** Overrides of the per-member social write limits (tests). */
  writeLimits?: Partial<Record<'graph' | 'favorites', RateLimit>>;
  /** Without it (tests, scripts) a profile edit cannot change the e-mail address. */
  emailConfirmation?: EmailConfirmationMailer;
  /**
   * The realtime fan-out (issue 6): a new notification and the unread count after marking read
   * reach the member's open tabs at once. Without it (tests, scripts) events go nowhere.
   */
  realtime?: RealtimePublisher;
}
