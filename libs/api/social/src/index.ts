// The community domain (issue 5): profiles, follows, blocks, favorites, comments, notifications.
// Each area is its own Fastify plugin; apps/api registers them under /api/v3.5 with CommunityPluginOptions.
export type { CommunityPluginOptions, EmailConfirmationMailer } from './community-plugin';
export { isBlockedEitherWay } from './graph/blocks';
// Notifications: other community plugins call notify() inside their own write transactions.
export { notify, NOTIFICATION_TYPES } from './notifications/notify';
export type { NotificationInput, NotificationType } from './notifications/notify';
// Profiles, follows and blocks, favourites: apps/api registers each with CommunityPluginOptions.
export { profileRoutes } from './profiles/profile.routes';
export { graphRoutes } from './graph/graph.routes';
export { favoriteRoutes } from './favorites/favorite.routes';
// Avatars and covers (SPEC §7): upload routes + processing worker under /api, signed files under /media/u.
export { memberMediaFileRoutes, memberMediaRoutes, memberMediaSettings } from './media/media.routes';
export type { MemberMediaRoutesOptions, MemberMediaSettings, MemberMediaWorkerOptions } from './media/media.routes';
export { MAX_UPLOADS_PER_HOUR, PROFILE_IMAGE_JOB } from './media/media.service';
// Comments (threads, likes, reports, editors' review) and the notifications list, count and read marks.
export { commentRoutes } from './comments/comments.routes';
export type { CommentRoutesOptions } from './comments/comments.routes';
export { COMMENT_RATE_LIMITS } from './comments/comments.service';
export { notificationRoutes } from './notifications/notifications.routes';
// Member-written articles (drafts, review, deletion) and the /admin area (review queue, article flags, roles).
export { memberContentRoutes } from './member-content/member-content.routes';
export type { MemberContentPluginOptions } from './member-content/member-content.routes';
export type { ReaderCache } from './member-content/member-content.service';
export { editorialRoutes } from './editorial/editorial.routes';
export { ARTICLE_IMAGE_JOB, articleImageRoutes } from './member-content/article-images';
export type { ArticleImageRoutesOptions } from './member-content/article-images';
