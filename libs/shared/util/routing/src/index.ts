export { editionAlternates, type EditionAlternate } from './lib/alternates';
export {
  DEFAULT_EDITION,
  EDITION_LOCALES,
  EDITION_TIME_ZONES,
  EDITIONS,
  type Edition,
  isEdition,
} from './lib/editions';
export {
  DEFAULT_HOST_MAP,
  defaultEditionOrigins,
  editionFromHost,
  type EditionOrigins,
  type HostMap,
  parseEditionOrigins,
  parseHostMap,
} from './lib/host-map';
export {
  CATEGORY_POSTFIX,
  CONTENTS_SEGMENT,
  PATH_SEGMENTS,
  segment,
  SEGMENT_KEYS,
  type SegmentKey,
  stripContentsSegment,
  TAG_POSTFIX,
} from './lib/segments';
export {
  categoryPath,
  isSection,
  isSubcategoryOf,
  SECTION_KEYS,
  type SectionKey,
  SECTIONS,
  SUBCATEGORY_KEYS,
  type SubcategoryKey,
} from './lib/sections';
export {
  EXCHANGE_RATES_ROUTE_ID,
  EXCHANGE_RATES_SLUGS,
  LIVING_TEST_ROUTES,
  LIVING_TEST_SUBPATHS,
  LIVING_TEST_TAG_NAMES,
  LIVING_TEST_TOPICS,
  LIVING_TOPICS,
  type LivingTestTopic,
  type LivingTopic,
  livingTopicForPath,
} from './lib/living';
export {
  buildPath,
  type BuildParams,
  type CompiledPattern,
  compilePattern,
  matchPattern,
  type ParamConstraint,
  type ParamConstraints,
  type PathParams,
} from './lib/path-pattern';
export {
  findRoute,
  LEGAL_DOCUMENTS,
  matchRoute,
  type RouteDef,
  type RouteMatch,
  type OwnedRouteId,
  type RouteId,
  type RouteOwner,
  routePath,
  ROUTES,
  ZODIAC_SIGNS,
} from './lib/routes';
export { canonicalTagListingPath, TOPIC_ROUTE_ID, topicHubIsCanonical, topicNameOf, topicPath } from './lib/topics';
export { ROBOTS_DISALLOW, robotsTxt } from './lib/robots';
export { slugify, type SlugifyOptions } from './lib/slugify';
export {
  type ArticleLinkInput,
  articleLink,
  extractArticleId,
  type LinkQuery,
  MAX_ARTICLE_ID,
  MIN_ARTICLE_ID,
  type ProfileLinkInput,
  profileLink,
  type TagLinkInput,
  tagLink,
  tagRouteFor,
} from './lib/links';
export { RSS_CATEGORY_SLUGS, rssPath, SITEMAP_INDEX_PATH, sitemapPath } from './lib/feeds';
export {
  articleAddressRedirect,
  articleSitePath,
  isExternalHttpUrl,
  isSitePath,
  LEGACY_CATEGORY_PREFIXES,
  legacyCategoryRedirect,
} from './lib/redirects';
export { isRemoteName, REMOTE_NAMES, type RemoteName } from './lib/remotes';
export { parseTrustProxy, type TrustedHops, type TrustProxy } from './lib/trust-proxy';
export { isChromelessPath } from './lib/chromeless';
