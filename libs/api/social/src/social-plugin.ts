import type { FastifyPluginAsync } from 'fastify';
import type { CommunityPluginOptions } from './community-plugin';
import { commentRoutes, type CommentRoutesOptions } from './comments/comments.routes';
import { editorialRoutes } from './editorial/editorial.routes';
import { favoriteRoutes } from './favorites/favorite.routes';
import { graphRoutes } from './graph/graph.routes';
import { memberMediaRoutes, type MemberMediaSettings, type MemberMediaWorkerOptions } from './media/media.routes';
import { articleImageRoutes } from './member-content/article-images';
import { memberContentRoutes } from './member-content/member-content.routes';
import type { ReaderCache } from './member-content/member-content.service';
import { notificationRoutes } from './notifications/notifications.routes';
import { profileRoutes } from './profiles/profile.routes';

export interface SocialPluginOptions extends CommunityPluginOptions {
  /** The signed member media (avatars, covers, post pictures); apps/api serves its files with memberMediaFileRoutes. */
  media: MemberMediaSettings;
  /** Image processing worker tuning, or false for a replica that only queues (tests, scripts). */
  worker?: MemberMediaWorkerOptions;
  /** The API's HTTP response cache and the web tier's page cache: cleared when a member post appears or disappears for readers. */
  readerCache?: ReaderCache;
  /** Overrides COMMENT_RATE_LIMITS (tests). */
  commentRateLimits?: CommentRoutesOptions['commentRateLimits'];
}

/**
 * The community domain as one plugin (ARCHITECTURE house rule 5): profiles, follows and blocks,
 * favourites, comments, notifications, member-written articles with their pictures, the /admin
 * area, and avatar and cover uploads. Each area stays its own encapsulated plugin (its own hooks
 * and limits) under the prefix this one is registered with.
 */
export const socialRoutes: FastifyPluginAsync<SocialPluginOptions> = async (fastify, options) => {
  // The areas get the community options; the register options' own `prefix` must not apply twice.
  const { prefix: _prefix, media, worker, readerCache, commentRateLimits, ...community } = options as SocialPluginOptions & { prefix?: string };
  await fastify.register(profileRoutes, community);
  await fastify.register(graphRoutes, community);
  await fastify.register(favoriteRoutes, community);
  await fastify.register(commentRoutes, { ...community, commentRateLimits });
  await fastify.register(notificationRoutes, community);
  // Published, hidden and deleted posts clear the reader caches.
  await fastify.register(memberContentRoutes, { ...community, readerCache });
  await fastify.register(editorialRoutes, { ...community, readerCache });
  // Uploads answer at once; the processing workers run from onReady to onClose.
  await fastify.register(memberMediaRoutes, { ...community, media, worker });
  await fastify.register(articleImageRoutes, { ...community, media, worker });
};
