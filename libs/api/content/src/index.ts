export { contentRoutes } from './content.routes';
export type { ContentPluginOptions } from './content.routes';
export { ContentService, FOOTER_SIZES, HOME_SIZES, isUuid, tagRouteCandidates } from './content.service';
export type { ContentServiceOptions, HomePlatform } from './content.service';
export { ContentRepository } from './content.repository';
export { reactionRoutes } from './reactions/reactions.routes';
export { ensureReaderId, READER_COOKIE, readerIdOf } from './reader/reader-id';
export { COLLECTOR_BODY_LIMIT, COLLECTOR_LIMITS, collectorRoutes } from './collector/collector.routes';
export type { CollectorLimits, CollectorRoutesOptions } from './collector/collector.routes';
