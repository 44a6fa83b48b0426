export {
  GENERIC_MESSAGE_KEYS,
  MESSAGE_KEYS,
  type MessageKeyMap,
  messageKeysOf,
  messages,
  type ValidationRule,
} from './lib/message-keys';
export {
  CommentTextSchema,
  DeletionReasonSchema,
  EMAIL_PATTERN,
  EmailSchema,
  type Feedback,
  FeedbackSchema,
  LIMITS,
  MessageTextSchema,
  PasswordSchema,
  USERNAME_PATTERN,
  type Username,
  UsernameSchema,
  VALIDATION_MESSAGE_KEYS,
} from './lib/validation.schema';
export { validate, type ValidationIssue, type ValidationResult } from './lib/validate';
// What staff type to name an article: a link, a number, a uuid or title words.
export { type ArticleLookup, articleLookup } from './lib/article-lookup';
// The one uuid check (schemas, API services, SQL).
export { CANONICAL_UUID_SOURCE, isCanonicalUuid, isUuid, UUID_PATTERN } from './lib/uuid';
export {
  DateTimeSchema,
  EditionSchema,
  ErrorResponse,
  ErrorResponseSchema,
  type IdParams,
  IdParamsSchema,
  Nullable,
  type Pagination,
  PaginationSchema,
} from './lib/common.schema';
export {
  type CardImage,
  CardImageSchema,
  type Image,
  type ImageResolution,
  ImageResolutionSchema,
  ImageSchema,
  type PictureSource,
  PictureSourceSchema,
} from './lib/image.schema';
export { toArticleCard, toCardItems, toCardWidget, toDiscoverCards, toFooterCards, toHomeCards } from './lib/card-view';
// Every content type and schema (articles, entries, quizzes, videos, categories, tags).
export * from './lib/content.schema';
export {
  type FooterCardsResponse,
  FooterCardsResponseSchema,
  FooterResponse,
  FooterResponseSchema,
  HOME_WIDGET_TYPES,
  type HomeCardsResponse,
  HomeCardsResponseSchema,
  type HomeCardWidget,
  HomeCardWidgetSchema,
  HomeResponse,
  HomeResponseSchema,
  type HomeWidget,
  HomeWidgetSchema,
  type DiscoverCardsResponse,
  DiscoverCardsResponseSchema,
  type DiscoverResponse,
  DiscoverResponseSchema,
  type TrendsResponse,
  TrendsResponseSchema,
} from './lib/browse.schema';
export {
  ARTICLE_SORTS,
  ARTICLES_PAGE_SIZE,
  type ArticleSort,
  type ArticlesQuery,
  ArticlesQuerySchema,
  type CategoryQuery,
  CategoryQuerySchema,
  CURSOR_SORTS,
  HOME_PLATFORMS,
  type HomeQuery,
  HomeQuerySchema,
  type ListViewQuery,
  ListViewQuerySchema,
  type TagRouteParams,
  TagRouteParamsSchema,
} from './lib/query.schema';
export {
  SEARCH_DURATIONS,
  SEARCH_LIMITS,
  SEARCH_QUERY_LENGTH,
  SEARCH_SORTS,
  type SearchArticleQuery,
  SearchArticleQuerySchema,
  type SearchArticleResponse,
  SearchArticleResponseSchema,
  type SearchFacet,
  SearchFacetSchema,
  type SearchNameQuery,
  SearchNameQuerySchema,
  type SearchTagResponse,
  SearchTagResponseSchema,
  type SearchUserResponse,
  SearchUserResponseSchema,
} from './lib/search.schema';
export {
  MAX_REACTIONS_PER_READER,
  REACTION_EMOJIS,
  REACTION_KEY_PATTERN,
  type ReactionChangeQuery,
  ReactionChangeQuerySchema,
  type ReactionEmoji,
  type ReactionState,
  ReactionStateQuerySchema,
  ReactionStateSchema,
} from './lib/reactions.schema';
// Columnists (yazio) and the actors/movies pages.
export * from './lib/yazio.schema';
export * from './lib/entertainment.schema';
// Written documents (corporate pages, legal notices), site metadata, web config, periodic series, storefront.
export * from './documents/documents';
export * from './lib/metadata.schema';
export * from './lib/web-config.schema';
export * from './lib/ads';
export * from './lib/periodic.schema';
export * from './lib/storefront.schema';
// Quiz results: answers in, scored outcome with a shareable signed token out.
export * from './lib/quiz-result.schema';
export * from './lib/media.schema';
// Tracking events for the event collector (view and share counts).
export * from './lib/tracking.schema';
// The editors' reading dashboard over the collector's daily aggregates (/admin/analytics).
export * from './lib/reading-analytics.schema';
// Topic hubs (`/{name}-news`) and the reader's own feed (`/sanaozel`).
export * from './lib/topic.schema';
export * from './lib/for-you.schema';
// The exchange-rates living page.
export * from './lib/exchange-rates.schema';
// The development outbox: mails the API queued, as their recipients get them (dev only).
export * from './lib/dev-outbox.schema';
// The /dev/counter and /dev/reco pages: an article's counters and recommendations, for editors.
export * from './lib/dev-insight.schema';
// Accounts and sessions: login, registration (robot check), tokens, the member's profile and sessions.
export * from './lib/auth.schema';
// The signed anonymous identity of visitors in the English entertainment sections (SPEC §1).
export * from './lib/anonymous.schema';
// Members' public profiles and profile edits, follows and blocks, favourite articles.
export * from './lib/profile.schema';
// Premium members' statuses and the rule every ad placement asks (issue 19).
export { adsAllowedFor, isPremium, isPremiumStatus, PREMIUM_STATUSES, type PremiumFields, type PremiumStatus } from './lib/premium.rules';
export * from './lib/social-graph.schema';
export * from './lib/favorites.schema';
// Comments (threads, likes, reports, editors' review) and notifications.
export * from './lib/comments.schema';
export * from './lib/notifications.schema';
// Member-written articles (drafts, review, my posts) and the /admin area (review queue, flags, roles).
export * from './lib/member-content.schema';
export * from './lib/editorial.schema';
// Avatar and cover uploads (SPEC §7 PUT/DELETE /users/me/avatar and /users/me/cover).
export * from './lib/upload.schema';
// Messaging (issue 6): conversations API, the realtime socket protocol and push registration.
export * from './lib/conversations.schema';
export * from './lib/realtime';
export * from './lib/push.schema';
export * from './lib/consent.schema';
// Games (issue 16): catalogue, daily puzzles, attempts, player statuses and leaderboards.
export * from './lib/games.schema';
export * from './lib/ttt.schema';
// Astrology (issue 17): natal charts, the rising sign and sign compatibility at /api/astro.
export * from './lib/astro.schema';
// The sign pages: profiles of the twelve signs and their daily, weekly, monthly and yearly readings.
export * from './lib/astro-signs.schema';
// Tarot (issue 17 item 5): the 78 cards with their meanings, the card of the day and spreads at /api/astro/tarot.
export * from './lib/tarot.schema';
// Earthquakes (issue 18): merged AFAD, KOERI and USGS events, feeds, felt reports and alerts at /api/quakes.
export * from './lib/quakes.schema';
// The web tier's page micro-cache (issue 14): the Redis keys the API bumps when readers' content changes.
export { PAGE_CACHE_REDIS_PREFIX, PAGE_CACHE_VERSION_KEY } from './lib/page-cache';
