import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import {
  breakerLogOf,
  type CacheStore,
  createCacheStore,
  createPagePurge,
  type HttpCacheOptions,
  localize,
  MESSAGES,
  registerApiSecurityHeaders,
  registerErrorHandling,
  registerInputGuards,
  type RealtimeBus,
  registerHttpCache,
  requestLanguage,
  setHostMap,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
} from '@meydan/api/core';
import {
  accessTokenVerifier,
  anonymousRoutes,
  authRoutes,
  emailConfirmationMailer,
  resolveAuthTokenSecret,
  type AuthRateLimits,
  type CaptchaSettings,
  type IdentityProviderSettings,
  IdentityProviders,
} from '@meydan/api/auth';
import { collectorRoutes, contentRoutes, devInsightRoutes, forgetReadingHistory, reactionRoutes, type RankingWorkerSettings } from '@meydan/api/content';
import {
  type CommunityPluginOptions,
  memberMediaFileRoutes,
  memberMediaSettings,
  type MemberMediaWorkerOptions,
  socialRoutes,
} from '@meydan/api/social';
import type { Db } from '@meydan/api/db';
import { astroRoutes, type AstroPluginOptions } from '@meydan/api/astro';
import { consentRoutes } from '@meydan/api/privacy';
import { quakesRoutes, type QuakesPluginOptions } from '@meydan/api/quakes';
import { feedbackRoutes, type FeedbackRateLimits } from '@meydan/api/feedback';
import { parseQuakeSources } from '@meydan/quakes/ingest';
import { gamesRoutes, type GamesPluginOptions, isListedGame, isTttPlayer } from '@meydan/api/games';
import { conversationRoutes, isConversationMember } from '@meydan/api/messaging';
import { createRealtimeBus, realtimeSocket } from '@meydan/api/realtime';
import { devOutboxRoutes, type MailConfig, type MailerOptions, setupMailer } from '@meydan/api/mail';
import { pushRoutes, type PushSettings, type PushWorkerOptions, resolveVapid } from '@meydan/api/push';
import { FcmClient, FIREBASE_OFF, FirebaseIdTokens, type FirebaseSettings, firebaseWebConfig } from '@meydan/api/firebase';
import { DEFAULT_HOST_MAP, defaultEditionOrigins, type Edition, type EditionOrigins, type HostMap } from '@meydan/shared/util/routing';

export const API_PREFIX = '/api';
export const API_VERSION_PREFIX = '/v3.5';
const COLLECTOR_PREFIX = '/collector';
/** ARCHITECTURE §1 URL plan: the recommendation service (push status and registration). */
const RECO_PREFIX = '/reco/v1';
const GAMES_PREFIX = '/games/v1';
/** ARCHITECTURE §1 URL plan: the astrology API. */
const ASTRO_PREFIX = '/astro';
/** ARCHITECTURE §1 URL plan: the earthquakes API. */
const QUAKES_PREFIX = '/quakes';
/**
 * Paths whose query strings are personal data (birth dates, times and places: issue 17 item 6):
 * the request log keeps their path and drops the query (app.ts).
 */
export const PRIVATE_QUERY_PATHS: readonly string[] = [`${API_PREFIX}${ASTRO_PREFIX}`];
export const DEFAULT_MEDIA_DIR = './.data/media';
/** Member avatars and covers: never served as a folder, only through signed paths (/media/u/…). */
export const DEFAULT_MEMBER_MEDIA_DIR = './.data/member-media';
const READY_TIMEOUT_MS = 2000;
// Generated media never changes under a URL (a new image gets a new id).
const MEDIA_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

export interface ApiRoutesOptions {
  db: Db;
  hostMap?: HostMap;
  /** Folder served at /media/* (default ./.data/media). */
  mediaDir?: string;
  /** Public prefix written into image URLs (default /media; a CDN origin in production). */
  mediaBaseUrl?: string;
  /** HTTP cache for the public GETs; false turns it off. Default: LRU (or Redis via redisUrl), stale-if-error on. */
  cache?: false | HttpCacheOptions;
  redisUrl?: string;
  /** Public origin per edition (EDITION_ORIGINS), for absolute links in feeds and sitemaps. */
  origins?: EditionOrigins;
  /** QUIZ_RESULT_SECRET: signs shareable quiz result links; required in production. */
  quizResultSecret?: string;
  /** AUTH_TOKEN_SECRET: signs access tokens and registration challenges; required in production. */
  authTokenSecret?: string;
  /** CAPTCHA_PROVIDER (+ CAPTCHA_SITE_KEY, CAPTCHA_SECRET, CAPTCHA_VERIFY_URL): a hosted captcha for registration instead of the proof of work. */
  captcha?: CaptchaSettings;
  /** Registration proof-of-work difficulty in leading zero bits (AUTH_POW_DIFFICULTY, default 18). */
  powDifficulty?: number;
  /** Overrides of the auth rate limits (tests). */
  authRateLimits?: Partial<AuthRateLimits>;
  /** GOOGLE_*, FACEBOOK_*, TWITTER_*: the sign-in providers; each one unset is off (its web config button hidden). */
  identityProviders?: IdentityProviderSettings;
  /** MAIL_TRANSPORT, SMTP_*, MAIL_FROM, DEV_OUTBOX: production refuses to start without SMTP (or MAIL_TRANSPORT=outbox). */
  mail?: MailConfig;
  /** Mail worker tuning, or false for a replica that only queues (tests, scripts). */
  mailWorker?: MailerOptions['worker'];
  /** Content ranking refresh tuning (default: every 60 s), or false for a replica that leaves it to the others (tests, scripts). */
  rankingWorker?: RankingWorkerSettings;
  /** MEMBER_MEDIA_DIR: member uploads and their renditions (default ./.data/member-media); shared by every replica. */
  memberMediaDir?: string;
  /** Avatar and cover processing worker tuning, or false for a replica that only queues (tests, scripts). */
  mediaWorker?: MemberMediaWorkerOptions;
  /** VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT: Web Push; unset, development derives keys from AUTH_TOKEN_SECRET and production has no push. */
  push?: PushSettings;
  /** Push sending worker tuning, or false for a replica that only queues (tests, scripts). */
  pushWorker?: PushWorkerOptions;
  /**
   * FIREBASE_WEB_CONFIG, FIREBASE_AUTH_EMULATOR_HOST, FIREBASE_AUTH_JWKS_URL, FIREBASE_SERVICE_ACCOUNT,
   * FIREBASE_FCM_URL, FIREBASE_OAUTH_TOKEN_URL (firebaseSettingsFromEnv): the web config's `firebase`,
   * the anonymous sign-in's Firebase ID tokens, and FCM as a push platform. Unset: no Firebase anywhere.
   */
  firebase?: FirebaseSettings;
  /** The realtime fan-out, owned (and closed) by the caller (tests); default: Redis pub/sub via redisUrl, else in-process. */
  realtime?: RealtimeBus;
  /**
   * Called when content readers see changes (an article published, changed, hidden or deleted):
   * the all-in-one web tier empties its page micro-cache. Web replicas elsewhere learn it through
   * Redis (redisUrl), whose page cache version the API bumps at the same moment.
   */
  onReaderContentChange?: () => void;
  /** Games API settings beyond the shared ones (tests: small banks, a movable clock, limits). */
  games?: Partial<Pick<GamesPluginOptions, 'banks' | 'clock' | 'limits' | 'partnerOrigin' | 'redisKeyPrefix'>>;
  /** Overrides of the feedback and survey sending limits (tests). */
  feedbackRateLimits?: Partial<FeedbackRateLimits>;
  /** Astrology API settings beyond the shared ones (tests: rate limits). */
  astro?: Partial<Pick<AstroPluginOptions, 'limits'>>;
  /**
   * Earthquakes API settings beyond the shared ones. `sources` defaults to QUAKES_SOURCES (none
   * when unset); tests pass their own, a fetch and a clock, or `worker: false`.
   */
  quakes?: Partial<Pick<QuakesPluginOptions, 'sources' | 'worker' | 'fetch' | 'clock' | 'limits'>>;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Everything the API serves, as one encapsulated plugin: external plugins (OpenAPI, docs UI,
 * media files), then app plugins (host map, error contract, HTTP cache), then routes.
 * `/api/*` answers unknown paths with the JSON 404; other paths keep the host's handler.
 */
export const apiPlugin: FastifyPluginAsync<ApiRoutesOptions> = async (fastify, options) => {
  const { db } = options;
  // AUTH_TOKEN_SECRET, resolved once: access tokens, the socket's client ids, signed member media
  // paths and the development VAPID keys all derive from it.
  const authTokenSecret = resolveAuthTokenSecret(options.authTokenSecret, process.env['NODE_ENV'], (message) => fastify.log.warn(message));
  // The Web Push identity (configured keys, or derived ones outside production); none turns push off in the web config.
  const vapid = resolveVapid(options.push, { authTokenSecret, production: process.env['NODE_ENV'] === 'production' });
  // Firebase (issue 19): only where configured; its public part goes to browsers through the web config.
  const firebase = options.firebase ?? FIREBASE_OFF;
  if (firebase.web && firebase.authEmulatorHost) fastify.log.warn(`Firebase Auth goes to the emulator at ${firebase.authEmulatorHost} (FIREBASE_AUTH_EMULATOR_HOST): development and tests only`);
  if (firebase.serviceAccount && !firebase.web?.vapidKey) fastify.log.warn('FIREBASE_SERVICE_ACCOUNT is set but FIREBASE_WEB_CONFIG has no vapidKey: browsers cannot get FCM tokens, pushes stay on Web Push');
  // One realtime bus per replica (ARCHITECTURE §1): Redis pub/sub across replicas when REDIS_URL is set.
  const realtime = options.realtime ?? createRealtimeBus({ redisUrl: options.redisUrl, log: fastify.log, breakerLog: breakerLogOf(fastify.log) });
  if (!options.realtime) fastify.addHook('onClose', async () => realtime.close());
  const mediaDir = path.resolve(options.mediaDir ?? DEFAULT_MEDIA_DIR);
  // Reader cookies are Secure, and HSTS is sent, whenever the public site is served over HTTPS.
  const httpsSite = Object.values(options.origins ?? {}).some((origin) => origin.startsWith('https:'));
  await registerApiSecurityHeaders(fastify, { hsts: httpsSite });
  // Before any route: NUL and half surrogate pairs in any input, and broken multipart framing, are one 400 here.
  registerInputGuards(fastify);

  await fastify.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Meydan API',
        version: '3.5.0',
        description:
          'Public product API. The edition (tr, en, ru) comes from the X-Edition header, else the Host. ' +
          'Errors are { message, statusCode } in the request language.',
      },
      tags: [
        { name: 'content', description: 'Categories, articles, tags and browse widgets' },
        { name: 'feeds', description: 'RSS 2.0 feeds and XML sitemaps' },
        { name: 'search', description: 'Article, tag and member search' },
        { name: 'reactions', description: 'Emoji reactions (counter service)' },
        { name: 'collector', description: 'Tracking events (event collector): view, share and read-complete counts, reading aggregates' },
        { name: 'auth', description: 'Login, registration (proof-of-work robot check), token refresh and logout' },
        { name: 'users', description: "The signed-in member's profile, sessions and account" },
        { name: 'social', description: 'Following and blocking members' },
        { name: 'favorites', description: "Members' favourite articles" },
        { name: 'comments', description: "Article comments and replies, likes, reports, and the editors' review of reported or offensive comments" },
        { name: 'notifications', description: "The signed-in member's notifications, unread count and read marks" },
        { name: 'member content', description: "Members' own articles: drafts, autosave, submission for review, deletion" },
        { name: 'messages', description: "The signed-in member's private conversations: messages, unread counts, read marks and deletions" },
        { name: 'admin', description: 'Editors: the review queue, article flags, the reading dashboard and an article’s counts and recommendations (/dev); admins: members, roles and premium' },
        { name: 'feedback', description: 'Feedback and the satisfaction survey (readers send, editors read them in /admin/feedback)' },
        { name: 'push', description: 'Recommendation service (/api/reco/v1): push status and browser push registration' },
        { name: 'privacy', description: 'Cookie consent (/api/v3.5/consents): the reader\'s choices on the banner and the preferences page, recorded as proof' },
        { name: 'quakes', description: 'Earthquakes (/api/quakes): events merged from AFAD, Kandilli (KOERI) and USGS, GeoJSON feeds, "Did you feel it?" reports and alerts' },
        { name: 'astrology', description: 'Astrology (/api/astro): natal charts, the rising sign and sign compatibility; birth data is computed with, never stored or logged' },
      ],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          cookieAuth: { type: 'apiKey', in: 'cookie', name: 'o-auth-token' },
        },
      },
    },
  });
  await fastify.register(fastifySwaggerUi, { routePrefix: `${API_PREFIX}/docs`, staticCSP: true });
  await mkdir(mediaDir, { recursive: true });
  await fastify.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    list: false,
    maxAge: MEDIA_MAX_AGE_MS,
    immutable: true,
  });

  setHostMap(fastify, options.hostMap ?? DEFAULT_HOST_MAP);
  registerErrorHandling(fastify, { notFound: false });
  // Signed member image paths, beside the static /media/* files; the key derives from AUTH_TOKEN_SECRET.
  const memberMedia = memberMediaSettings({
    dir: options.memberMediaDir ?? DEFAULT_MEMBER_MEDIA_DIR,
    authTokenSecret,
  });
  await fastify.register(memberMediaFileRoutes, { media: memberMedia });

  // Probes of the load balancer and the orchestrator: public (ARCHITECTURE §5 visitor policy).
  fastify.get('/healthz', { config: { access: 'visitor' }, schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  fastify.get('/readyz', { config: { access: 'visitor' }, schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await withTimeout(db.query('SELECT 1'), READY_TIMEOUT_MS);
      return { status: 'ready', database: db.kind };
    } catch (error) {
      // Probed every few seconds through an outage: a line without a stack, the cause named.
      request.log.warn({ code: (error as { code?: unknown }).code, reason: (error as Error).message }, 'readiness check failed');
      reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return reply.code(503).send({ message: localize(MESSAGES.unavailable, requestLanguage(request)), statusCode: 503 });
    }
  });

  await fastify.register(
    async (api) => {
      registerErrorHandling(api);
      // A host server with a catch-all page route (the shell's SSR `/*`) would otherwise render
      // HTML for unknown API paths; this wildcard is more specific and keeps them JSON 404s.
      api.all('/*', { config: { access: 'visitor' }, schema: { hide: true } }, async (request, reply) =>
        reply.code(404).header('cache-control', 'no-store').send({ message: localize(MESSAGES.notFound, requestLanguage(request)), statusCode: 404 }),
      );
      // Kept for the editorial routes, which clear it when an article appears or disappears for readers.
      let httpCache: CacheStore | undefined;
      if (options.cache !== false) {
        const cache = options.cache ?? {};
        httpCache = registerHttpCache(api, {
          staleIfError: true,
          ...cache,
          store: cache.store ?? createCacheStore({ redisUrl: options.redisUrl, log: breakerLogOf(api.log), onError: (error) => api.log.warn({ err: error }, 'cache store error') }),
        });
      }
      // What an editorial change must reach: this HTTP cache and the web tier's page micro-cache.
      const pagePurge = createPagePurge({
        redisUrl: options.redisUrl,
        local: options.onReaderContentChange,
        log: breakerLogOf(api.log),
        onError: (error) => api.log.warn({ err: error }, 'page cache purge failed'),
      });
      api.addHook('onClose', async () => pagePurge.close());
      const readerCache = {
        clear: async () => {
          await Promise.all([httpCache?.clear(), pagePurge.purge()]);
        },
      };
      // One instance for sign-in and the web config's buttons: Google's discovery is fetched once.
      const identityProviders = new IdentityProviders(options.identityProviders);
      await api.register(contentRoutes, {
        prefix: API_VERSION_PREFIX,
        db,
        mediaBaseUrl: options.mediaBaseUrl,
        origins: options.origins,
        quizResultSecret: options.quizResultSecret,
        signIn: () => identityProviders.signInConfig(),
        vapidPublicKey: vapid?.publicKey ?? null,
        firebase: firebaseWebConfig(firebase),
        rankingWorker: options.rankingWorker,
      });
      const secureCookies = httpsSite;
      // SPEC §4: development lists every game (dev-only ones and those without a text in the edition too).
      const development = process.env['NODE_ENV'] !== 'production';
      // Reactions to a game (`game:{slug}`) only for one the catalogue lists in the asker's edition.
      const isGame = (slug: string, edition: Edition) => isListedGame(slug, edition, development);
      await api.register(reactionRoutes, { prefix: API_VERSION_PREFIX, db, secureCookies, isGame });
      // Checked before the routes that queue mail; its worker runs from onReady to onClose.
      const mailer = setupMailer(api, { db, config: options.mail, worker: options.mailWorker });
      if (mailer.settings.devOutbox) await api.register(devOutboxRoutes, { prefix: API_VERSION_PREFIX, db });
      await api.register(authRoutes, {
        prefix: API_VERSION_PREFIX,
        db,
        secret: authTokenSecret,
        trustedOrigins: Object.values(options.origins ?? defaultEditionOrigins()),
        secureCookies,
        redisUrl: options.redisUrl,
        captcha: options.captcha,
        powDifficulty: options.powDifficulty,
        rateLimits: options.authRateLimits,
        mediaBaseUrl: options.mediaBaseUrl,
        editionOrigins: options.origins,
        mailer,
        identityProviders,
      });
      // SPEC §1 anonymous sign-in: same secret, origins, cookie security and rate-limit store as authRoutes;
      // where Firebase is configured it takes the ID tokens of Firebase anonymous users.
      await api.register(anonymousRoutes, {
        prefix: API_VERSION_PREFIX,
        db,
        secret: authTokenSecret,
        trustedOrigins: Object.values(options.origins ?? defaultEditionOrigins()),
        secureCookies,
        redisUrl: options.redisUrl,
        firebase: firebase.web
          ? {
              projectId: firebase.web.projectId,
              idTokens: new FirebaseIdTokens({
                projectId: firebase.web.projectId,
                jwksUrl: firebase.authJwksUrl,
                // Like the Admin SDK: the real emulator's unsigned tokens, never in production.
                acceptEmulatorTokens: firebase.authEmulatorHost !== null && process.env['NODE_ENV'] !== 'production',
              }),
            }
          : null,
      });
      // Community plugins (issue 5) authenticate members with the auth routes' own rule.
      const community: CommunityPluginOptions & { prefix: string } = {
        prefix: API_VERSION_PREFIX,
        db,
        verifyAccessToken: accessTokenVerifier(db, authTokenSecret),
        trustedOrigins: Object.values(options.origins ?? defaultEditionOrigins()),
        mediaBaseUrl: options.mediaBaseUrl,
        redisUrl: options.redisUrl,
        editionOrigins: options.origins,
        // A profile edit that changes the address mails the same confirmation link as registration.
        emailConfirmation: emailConfirmationMailer(db, { editionOrigins: options.origins, mailer }),
        // New notifications (and the count after marking read) reach the member's open tabs.
        realtime,
      };
      // The realtime socket at /ws, on the host's own HTTP server (standalone API and all-in-one
      // shell alike); the same token rule and trusted origins as the community plugins.
      await api.register(realtimeSocket, {
        bus: realtime,
        verifyAccessToken: community.verifyAccessToken,
        trustedOrigins: community.trustedOrigins,
        authTokenSecret,
        isConversationMember: (conversationId, userId) => isConversationMember(db, conversationId, userId),
        isMatchPlayer: (matchId, userId) => isTttPlayer(db, matchId, userId),
      });
      // The community domain, one plugin with its areas inside: published, hidden and deleted member
      // posts clear the HTTP cache; member media share the signed files served at /media/u.
      await api.register(socialRoutes, { ...community, readerCache, media: memberMedia, worker: options.mediaWorker });
      // /dev/counter and /dev/reco (SPEC §2.6): anyone in development, editors and admins in production.
      await api.register(devInsightRoutes, {
        prefix: API_VERSION_PREFIX,
        db,
        verifyAccessToken: community.verifyAccessToken,
        trustedOrigins: community.trustedOrigins,
        open: development,
      });
      // Feedback and the satisfaction survey (issue 19): stored, limited per network and member in the database.
      await api.register(feedbackRoutes, {
        prefix: API_VERSION_PREFIX,
        db,
        verifyAccessToken: community.verifyAccessToken,
        trustedOrigins: community.trustedOrigins,
        editionOrigins: options.origins ?? defaultEditionOrigins(),
        secret: authTokenSecret,
        redisUrl: options.redisUrl,
        limits: options.feedbackRateLimits,
      });
      // Private messaging (issue 6): events go to the realtime bus after each write commits.
      await api.register(conversationRoutes, { ...community, realtime });
      // Games (issue 16) at /api/games/v1/…: catalogue, daily puzzles, attempts, statuses and boards.
      await api.register(gamesRoutes, {
        ...community,
        prefix: GAMES_PREFIX,
        publicPrefix: `${API_PREFIX}${GAMES_PREFIX}`,
        authTokenSecret,
        development,
        demo: process.env['GAMES_DEMO'] === '1',
        partnerKeys: process.env['GAMES_PARTNER_KEYS'],
        partnerOrigin: partnerOriginOf(options),
        ...options.games,
      });
      // Astrology (issue 17) at /api/astro/…: charts computed per request from the birth data, never stored.
      await api.register(astroRoutes, {
        prefix: ASTRO_PREFIX,
        db,
        verifyAccessToken: community.verifyAccessToken,
        trustedOrigins: community.trustedOrigins,
        redisUrl: options.redisUrl,
        demo: process.env['ASTRO_DEMO'] === '1',
        ...options.astro,
      });
      // Earthquakes (issue 18) at /api/quakes/…: the ingestion of QUAKES_SOURCES runs beside it on every replica.
      const quakeSources = options.quakes?.sources ?? quakeSourcesFromEnv((message) => fastify.log.warn(message));
      await api.register(quakesRoutes, {
        prefix: QUAKES_PREFIX,
        db,
        sources: quakeSources,
        mapTiles: quakeMapTilesFromEnv(),
        realtime,
        verifyAccessToken: community.verifyAccessToken,
        trustedOrigins: community.trustedOrigins,
        secureCookies,
        redisUrl: options.redisUrl,
        ...options.quakes,
      });
      // Cookie consent (issue 19) at /api/v3.5/consents: the banner's and the preferences' choices, recorded as proof.
      await api.register(consentRoutes, {
        prefix: `${API_VERSION_PREFIX}/consents`,
        db,
        verifyAccessToken: community.verifyAccessToken,
        trustedOrigins: community.trustedOrigins,
        secureCookies,
        redisUrl: options.redisUrl,
        forgetPersonalization: (readerId) => forgetReadingHistory(db, readerId),
      });
      // ARCHITECTURE §1 URL plan: the event collector lives at /api/collector/… (its editors'
      // dashboard at /api/collector/analytics/…); COLLECTOR_ENABLED=0 switches collecting off.
      await api.register(collectorRoutes, {
        prefix: COLLECTOR_PREFIX,
        db,
        secureCookies,
        enabled: collectorEnabled(),
        verifyAccessToken: community.verifyAccessToken,
        trustedOrigins: community.trustedOrigins,
      });
      // ... and the recommendation service at /api/reco/v1/…: push status and device registration. Its
      // worker (from onReady to onClose) sends the pushes that new messages, follows and replies queue.
      await api.register(pushRoutes, {
        ...community,
        prefix: RECO_PREFIX,
        push: options.push,
        authTokenSecret,
        worker: options.pushWorker,
        // Firebase Cloud Messaging as a second platform where a service account can send.
        fcm: firebase.serviceAccount ? new FcmClient({ account: firebase.serviceAccount, fcmUrl: firebase.fcmUrl }) : null,
      });
    },
    { prefix: API_PREFIX },
  );
};

/**
 * Adds the API (`/api/...`, `/api/docs`, `/healthz`, `/readyz`, `/media/*`) to an existing
 * Fastify instance, e.g. the shell's SSR server in all-in-one mode. Await it (or the
 * instance's ready()) before listening.
 */
export function registerApiRoutes(fastify: FastifyInstance, options: ApiRoutesOptions) {
  // Outside the API's context: its headers forbid framing, and these pages exist to be framed.
  if (!partnerOriginOf(options) && existsSync(PARTNER_GAMES_DIR)) void fastify.register(partnerGamesStandIn);
  return fastify.register(apiPlugin, options);
}

/** COLLECTOR_ENABLED: `0` or `false` switches the event collector off (GET /status answers false). */
export function collectorEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env['COLLECTOR_ENABLED']?.trim().toLowerCase();
  return value !== '0' && value !== 'false' && value !== 'off';
}

/** QUAKES_SOURCES, read once at start; an entry that does not read is logged and left out. */
function quakeSourcesFromEnv(warn: (message: string) => void): QuakesPluginOptions['sources'] {
  const { sources, errors } = parseQuakeSources(process.env['QUAKES_SOURCES']);
  for (const error of errors) warn(`QUAKES_SOURCES: ${error}`);
  return sources;
}

/**
 * QUAKES_MAP_TILES (an http(s) tile URL template with {z}, {x} and {y}) and QUAKES_MAP_ATTRIBUTION
 * (its credit line, which tile providers require): the quake map's base layer. Unset, the map
 * draws its own province outlines only (tests, CI, offline; no tile server is contacted).
 */
export function quakeMapTilesFromEnv(env: NodeJS.ProcessEnv = process.env): { url: string; attribution: string } | null {
  const url = env['QUAKES_MAP_TILES']?.trim();
  if (!url) return null;
  if (!/^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/.test(url)) throw new Error('QUAKES_MAP_TILES must be an http(s) URL template with {z}, {x} and {y}');
  const attribution = env['QUAKES_MAP_ATTRIBUTION']?.trim();
  if (!attribution) throw new Error('QUAKES_MAP_ATTRIBUTION is required with QUAKES_MAP_TILES: tile providers require their credit on the map');
  return { url, attribution };
}

/** Where partner games are served from (GAMES_PARTNER_ORIGIN); none means the local stand-in. */
function partnerOriginOf(options: ApiRoutesOptions): string {
  return options.games?.partnerOrigin ?? process.env['GAMES_PARTNER_ORIGIN'] ?? '';
}

/** The stand-in partner games (tools/partner-games), for development, tests and the offline demo. */
const PARTNER_GAMES_DIR = path.resolve('tools/partner-games');

/**
 * Serves the stand-in partner games at /partner-games/{slug}/ (issue 16 item 2), each page
 * sandboxed by its own CSP (`sandbox allow-scripts`: an opaque origin even when opened directly)
 * and allowed only inline code and data: pictures, so a game can reach nothing.
 */
const partnerGamesStandIn: FastifyPluginAsync = async (fastify) => {
  await fastify.register(fastifyStatic, {
    root: PARTNER_GAMES_DIR,
    prefix: '/partner-games/',
    decorateReply: false,
    index: ['index.html'],
    list: false,
    allowedPath: (pathName) => pathName.endsWith('/') || pathName.endsWith('.html'),
    setHeaders: (response) => {
      response.header(
        'content-security-policy',
        "sandbox allow-scripts allow-pointer-lock; default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data: blob:; font-src data:; frame-ancestors 'self'",
      );
      response.header('x-content-type-options', 'nosniff');
      response.header('cache-control', 'public, max-age=300');
    },
  });
};
