// The community domain (issue 5): profiles, follows, blocks, favorites, comments, notifications,
// member-written articles, the /admin area and member media. One plugin (house rule 5) that
// apps/api registers under /api/v3.5; it registers each area as its own encapsulated plugin.
export { socialRoutes } from './social-plugin';
export type { SocialPluginOptions } from './social-plugin';
export type { CommunityPluginOptions, EmailConfirmationMailer } from './community-plugin';
export { isBlockedEitherWay } from './graph/blocks';
// Notifications: other community plugins call notify() inside their own write transactions.
export { notify, NOTIFICATION_TYPES } from './notifications/notify';
export type { NotificationInput, NotificationType } from './notifications/notify';
// Avatars, covers and post pictures: signed files under /media/u (outside /api, so apps/api
// registers memberMediaFileRoutes beside the static media), with the settings both sides share.
export { memberMediaFileRoutes, memberMediaSettings } from './media/media.routes';
export type { MemberMediaRoutesOptions, MemberMediaSettings, MemberMediaWorkerOptions } from './media/media.routes';
export { MAX_UPLOADS_PER_HOUR, PROFILE_IMAGE_JOB } from './media/media.service';
export type { CommentRoutesOptions } from './comments/comments.routes';
export { COMMENT_RATE_LIMITS } from './comments/comments.service';
export type { MemberContentPluginOptions } from './member-content/member-content.routes';
export type { ReaderCache } from './member-content/member-content.service';
export { ARTICLE_IMAGE_JOB } from './member-content/article-images';
export type { ArticleImageRoutesOptions } from './member-content/article-images';
