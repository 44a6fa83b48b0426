/**
 * `@meydan/shared/contracts/constants`: the contracts' plain values (limits, page sizes, enums,
 * the realtime protocol's names) and small pure helpers, without any TypeBox schema. Browser code
 * that only needs these imports them from here, so a reader's page never loads TypeBox or the
 * schemas (issue 14); a form that validates loads the schemas from `@meydan/shared/contracts`
 * together with itself (a lazy chunk). The schema files import these values from this file and
 * re-export them, so each is defined once and the main entry still offers everything. Types
 * derived from schemas stay in the main entry: `import type` is erased and costs no bytes.
 */
import type { Article } from './lib/content.schema';

/** SPEC §5 / §9 limits, shared by API validation and form hints. */
export const LIMITS = {
  usernameMin: 3,
  usernameMax: 30,
  passwordMin: 6,
  // Not in the spec: bounds the argon2 input so a megabyte password cannot burn CPU.
  passwordMax: 128,
  commentMin: 5,
  commentMax: 1000,
  messageMax: 3000,
  deletionReasonMax: 500,
  feedbackMessageMin: 5,
  feedbackMessageMax: 3000,
  feedbackNameMax: 100,
  emailMax: 254,
} as const;

/** A member's roles, from the least to the most rights (the admin pages change them). */
export const MEMBER_ROLES = ['member', 'editor', 'admin'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** SPEC §5: a username's characters (its length is LIMITS.usernameMin to usernameMax). */
export const USERNAME_PATTERN = '^[a-z0-9\\-_~.]+$';
const USERNAME_REGEX = new RegExp(USERNAME_PATTERN);

/**
 * UsernameSchema's rules (length and characters) without TypeBox, for a check as the member
 * types; the schema stays the one that judges a submitted form (validation.spec.ts keeps the two equal).
 */
export function isValidUsername(value: string): boolean {
  return value.length >= LIMITS.usernameMin && value.length <= LIMITS.usernameMax && USERNAME_REGEX.test(value);
}

export const ARTICLES_PAGE_SIZE = { default: 20, max: 50 } as const;

/**
 * SPEC §3 Comment sorts. `smart` (the default) is recency with a like weight:
 * score = created_at in hours + 6 × ln(1 + likes), highest first. Each e-fold of likes buys six
 * hours of freshness, so a comment liked 20 times an hour ago outranks an unliked one from a few
 * minutes ago, while yesterday's unloved comments sink. The score never depends on "now", so the
 * order (and hence pagination) is stable between requests.
 */
export const COMMENT_SORTS = ['smart', 'date', 'likes'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];

/** How many rate days of history come with each instrument (trading days, not calendar days). */
export const EXCHANGE_RATE_DAYS = { min: 7, max: 120, default: 30 } as const;

/** Longest result token: Fastify routes path parameters of up to 100 characters. */
export const MAX_QUIZ_TOKEN_LENGTH = 100;

/** The reactions offered under an article or game, in display order. */
export const REACTION_EMOJIS = ['love', 'haha', 'wow', 'clap', 'fire', 'sad', 'angry', 'think'] as const;
export type ReactionEmoji = (typeof REACTION_EMOJIS)[number];
/** SPEC §5: at most 3 different emojis per reader and item. */
export const MAX_REACTIONS_PER_READER = 3;

/**
 * Actors and movies share the `/oyuncular/:slug?` route family: `/oyuncular/{actor}` is an
 * actor and `/oyuncular/film-{movie}` a movie (actor slugs never start with this prefix).
 */
export const MOVIE_SLUG_PREFIX = 'film-';

/** SPEC §9 Push timings. */
export const PUSH_TIMINGS = {
  /** The registration call's timeout. */
  requestTimeoutMs: 5000,
  /** A stored token older than this is sent again. */
  refreshAfterMs: 7 * 24 * 60 * 60 * 1000,
  /** The browser forgets a stored token after this. */
  localExpiryMs: 15 * 24 * 60 * 60 * 1000,
  /** A refused permission alert snoozes for 1, then 7, then 15 days, cycling. */
  snoozeDays: [1, 7, 15] as const,
  /** Status call cache (SPEC §9 "status cache 300 s"). */
  statusCacheMs: 300_000,
} as const;

/** Shortest and longest query accepted (a one-letter query finds nothing useful). */
export const SEARCH_QUERY_LENGTH = { min: 2, max: 100 } as const;

/** SPEC §9: a storefront ("vitrin") page shows 15 products. */
export const VITRIN_PAGE_SIZE = 15;

/** SPEC §7/§9 "config cache 5 min": browsers, the API's cache and the RTK Query cache all keep it 300 s. */
export const WEB_CONFIG_MAX_AGE_S = 300;

/** SPEC §5: the longest message. */
export const MESSAGE_MAX_LENGTH = LIMITS.messageMax;

/**
 * SPEC §3: a quiz is an article with a question entry or whose first category is Test. The
 * §2.6 tree files quizzes under `meydan/quiz`, so that subcategory counts as well.
 */
export function isQuiz(article: Pick<Article, 'entries' | 'categories'>): boolean {
  const first = article.categories[0];
  return (
    article.entries.some((entry) => entry.mode === 'question') ||
    first?.name.toLocaleLowerCase('tr') === 'test' ||
    first?.slug === 'test' ||
    article.categories.some((category) => category.slug === 'quiz')
  );
}

// The reading tracker's limits, thresholds and codes (it runs on readers' pages without TypeBox).
export {
  COLLECTOR_STATUS_MAX_AGE_SECONDS,
  MAX_READ_TIME_MINUTES,
  MAX_TRACKING_BATCH,
  READ_SCROLL_DEPTHS,
  type ReadScrollDepth,
  TRACKER_DEVICE_TYPES,
  TRACKER_ID_PREFIX,
  type TrackerDeviceType,
  TRACKING_ACTIONS,
  type TrackingAction,
} from './lib/tracking.rules';

// The realtime socket protocol has no schemas: its names and topics come as they are.
export {
  REALTIME_CLIENT_VERSION,
  REALTIME_ERRORS,
  REALTIME_MAX_FRAME_BYTES,
  REALTIME_MAX_RETRIES,
  REALTIME_MAX_TOPICS,
  REALTIME_PATH,
  REALTIME_RESERVED_TOPICS,
  REALTIME_RETRY_DELAY_MS,
  realtimeTopics,
} from './lib/realtime';

// Premium members' statuses and the one rule every ad placement asks (issue 19).
export { adsAllowedFor, isPremium, isPremiumStatus, PREMIUM_STATUSES, type PremiumFields, type PremiumStatus } from './lib/premium.rules';

// The member-article and profile rules the editor and the settings forms check as the member types.
export {
  htmlToPlainText,
  MEMBER_ARTICLE_LIMITS,
  MEMBER_ARTICLE_STATUSES,
  MEMBER_ARTICLES_PAGE_SIZE,
  MEMBER_ENTRY_TYPES,
  memberArticleKey,
  memberArticleSubmissionIssues,
  type MemberArticleStatus,
  type MemberEntryType,
  type NormalizedVideo,
  normalizeVideoUrl,
  type VideoProvider,
} from './lib/member-content.rules';
export {
  BIRTHDATE_MIN,
  COUNTRY_CODES,
  isCountryCode,
  isValidBirthdate,
  normalizeWebsite,
  PROFILE_IMAGE_FIELD,
  PROFILE_IMAGE_KINDS,
  PROFILE_IMAGE_LIMITS,
  PROFILE_IMAGE_UPLOAD_TIMEOUT_MS,
  PROFILE_LIMITS,
  type ProfileImageKind,
  WEBSITE_PATTERN,
} from './lib/profile.rules';

// Tic Tac Toe Football's modes, turn time and board points (the game page shows them).
export {
  TTT_MAX_MISSED_TURNS,
  TTT_POINTS,
  TTT_TURN_SECONDS,
  type TttDifficulty,
  type TttMark,
  type TttMode,
} from './lib/ttt.rules';

// The astrology API's inputs and answers: years, house systems, warning codes (the birth forms check them).
export {
  ASTRO_BODIES,
  ASTRO_CHART_TIMEOUT_MS,
  PLACES_CREDITS,
  SAVED_CHART_LIMITS,
  type PlaceDataCredit,
  ASTRO_DEFAULT_HOUSE_SYSTEM,
  ASTRO_HOUSE_SYSTEMS,
  ASTRO_WARNING_CODES,
  ASTRO_YEARS,
  type AstroBody,
  type AstroHouseSystem,
  type AstroWarningCode,
} from './lib/astro.rules';

// The sign pages' reading periods, display dates and reading limits.
export {
  ASTRO_LUCKY_NUMBER,
  ASTRO_READING_PERIODS,
  ASTRO_READING_TEXT,
  ASTRO_READING_YEARS_AROUND,
  ASTRO_SIGN_DATES,
  type AstroReadingPeriod,
} from './lib/astro-signs.rules';
// The tarot deck's suits and ranks, the spreads and the question's length (the tarot pages and @meydan/astrology/tarot).
export {
  TAROT_ARCANA,
  TAROT_DECK_SIZE,
  TAROT_QUESTION_MAX_LENGTH,
  TAROT_RANKS,
  TAROT_READING_SPREADS,
  TAROT_SPREAD_IDS,
  TAROT_SUITS,
  tarotCardImagePath,
  type TarotArcana,
  type TarotRank,
  type TarotReadingSpread,
  type TarotSpreadId,
  type TarotSuit,
} from './lib/tarot.rules';

// The corporate and legal pages' list and per-edition loaders (the document schema stays in the main entry).
export { CORPORATE_PAGES, loadCorporateDocuments, loadLegalDocuments } from './documents/document-loaders';

// The earthquakes API's limits, sorts, ranges, feeds, felt-report and alert rules (the quakes pages check them).
export {
  QUAKE_AFTERSHOCKS,
  QUAKE_ALERTS,
  QUAKE_DEFAULT_TIME_RANGE,
  QUAKE_FEED_MAX_AGE_SECONDS,
  QUAKE_FEED_MIN_MAGNITUDES,
  QUAKE_FEED_PERIODS,
  QUAKE_FELT,
  QUAKE_LIST_LIMITS,
  QUAKE_MAGNITUDE_STEPS,
  QUAKE_NEAREST_CITIES,
  QUAKE_SORTS,
  QUAKE_SOURCE_NAMES,
  QUAKE_TIME_RANGES,
  QUAKES_LIVE_TOPIC,
  quakeFeltRadiusKm,
  type QuakeFeedMinMagnitude,
  type QuakeFeedPeriod,
  type QuakeSort,
  type QuakeSourceName,
  type QuakeTimeRange,
} from './lib/quakes.rules';

// The editors' reading dashboard: default and longest date ranges, article sorts (/admin/analytics).
export { ANALYTICS_ARTICLE_SORTS, ANALYTICS_DEFAULT_DAYS, ANALYTICS_MAX_DAYS, type AnalyticsArticleSort } from './lib/reading-analytics.rules';
