import type { AccessTokenVerifier } from '@meydan/api/core';
import type { Db } from '@meydan/api/db';

/**
 * What apps/api hands every community plugin (profiles, follows, blocks, favorites, comments,
 * notifications, member content). Each plugin authenticates with
 * `registerAuthentication(fastify, { verify: options.verifyAccessToken, trustedOrigins })` and
 * `enforceAccessPolicies(fastify, guards)`, and gives every route a `config.access`.
 */
export interface CommunityPluginOptions {
  db: Db;
  verifyAccessToken: AccessTokenVerifier;
  /** The editions' public origins: pages allowed to make cookie-authenticated writes. */
  trustedOrigins: readonly string[];
  /** Public prefix of media URLs (avatars, covers). */
  mediaBaseUrl?: string;
}
