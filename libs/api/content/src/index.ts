export { contentRoutes } from './content.routes';
export type { ContentPluginOptions } from './content.routes';
export { ContentService, FOOTER_SIZES, HOME_SIZES, isUuid, tagRouteCandidates } from './content.service';
export type { ContentServiceOptions, HomePlatform } from './content.service';
export { ContentRepository } from './content.repository';
export { READER_COOKIE, reactionRoutes } from './reactions/reactions.routes';
