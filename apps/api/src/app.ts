import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { registerErrorHandling, requestLogSerializer, setHostMap } from '@meydan/api/core';
import { type AuthRateLimits, captchaSettingsFromEnv, identityProviderSettingsFromEnv, scaledRateLimits } from '@meydan/api/auth';
import { createDb, type Db } from '@meydan/api/db';
import { mailConfigFromEnv } from '@meydan/api/mail';
import { pushSettingsFromEnv } from '@meydan/api/push';
import { firebaseSettingsFromEnv } from '@meydan/api/firebase';
import { DEFAULT_HOST_MAP, parseEditionOrigins, parseHostMap, parseTrustProxy, type EditionOrigins, type HostMap, type TrustProxy } from '@meydan/shared/util/routing';
import { type ApiRoutesOptions, PRIVATE_QUERY_PATHS, registerApiRoutes } from './api-routes';

// The shell's all-in-one server loads this bundle and opens the database through it.
export { createDb } from '@meydan/api/db';
export type { CreateDbOptions, Db } from '@meydan/api/db';
export { apiPlugin, API_PREFIX, API_VERSION_PREFIX, DEFAULT_MEDIA_DIR, PRIVATE_QUERY_PATHS, registerApiRoutes } from './api-routes';
export type { ApiRoutesOptions } from './api-routes';

export interface BuildAppOptions {
  /** An open database; when absent one is created (and closed with the app). */
  db?: Db;
  databaseUrl?: string;
  /** PGlite folder when neither db nor databaseUrl is given (default ./.data/pglite). */
  dataDir?: string;
  logger?: boolean;
  /**
   * Log every request and response at info (Fastify's default). Off by default: access logs
   * belong to the load balancer, and two log lines per request cost about a third of the
   * API's throughput (`npm run bench`). Errors are always logged by the error handler.
   */
  logRequests?: boolean;
  /** Where the log lines go (tests read them); standard output by default. */
  logStream?: { write(line: string): void };
  hostMap?: HostMap;
  mediaDir?: string;
  mediaBaseUrl?: string;
  cache?: ApiRoutesOptions['cache'];
  redisUrl?: string;
  /** The proxies whose X-Forwarded-* (Host included) are believed (TRUST_PROXY, see parseTrustProxy); default none. */
  trustProxy?: TrustProxy;
  origins?: EditionOrigins;
  /** Signs shareable quiz result links (QUIZ_RESULT_SECRET); the API refuses to start without it in production. */
  quizResultSecret?: string;
  /** Signs access tokens and registration challenges (AUTH_TOKEN_SECRET); required in production. */
  authTokenSecret?: string;
  /** The registration hosted captcha (CAPTCHA_PROVIDER, CAPTCHA_SITE_KEY, CAPTCHA_SECRET, CAPTCHA_VERIFY_URL); unset: proof of work. */
  captcha?: ApiRoutesOptions['captcha'];
  powDifficulty?: number;
  authRateLimits?: ApiRoutesOptions['authRateLimits'];
  /** Google, Facebook and Twitter sign-in (GOOGLE_*, FACEBOOK_*, TWITTER_*); each unset provider is off. */
  identityProviders?: ApiRoutesOptions['identityProviders'];
  /** SMTP and the development outbox (MAIL_TRANSPORT, SMTP_*, MAIL_FROM, DEV_OUTBOX); production refuses to start without SMTP. */
  mail?: ApiRoutesOptions['mail'];
  mailWorker?: ApiRoutesOptions['mailWorker'];
  rankingWorker?: ApiRoutesOptions['rankingWorker'];
  /** Member avatars and covers (MEMBER_MEDIA_DIR, default ./.data/member-media). */
  memberMediaDir?: string;
  mediaWorker?: ApiRoutesOptions['mediaWorker'];
  /** Web Push VAPID keys and contact (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT). */
  push?: ApiRoutesOptions['push'];
  pushWorker?: ApiRoutesOptions['pushWorker'];
  /** Firebase (FIREBASE_*): the web config's public part, Firebase anonymous sign-in and FCM pushes; unset, none. */
  firebase?: ApiRoutesOptions['firebase'];
  /** Earthquakes: the feeds polled (default QUAKES_SOURCES), the workers' tuning (tests). */
  quakes?: ApiRoutesOptions['quakes'];
  /** The realtime fan-out (tests share one between apps); default: from redisUrl. */
  realtime?: ApiRoutesOptions['realtime'];
  /** Told when readers' content changes (see ApiRoutesOptions.onReaderContentChange). */
  onReaderContentChange?: ApiRoutesOptions['onReaderContentChange'];
}

/** The standalone API server: JSON errors everywhere, the API plugin at the root. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const db = options.db ?? (await createDb({ databaseUrl: options.databaseUrl, dataDir: options.dataDir }));
  const app = Fastify({
    // The request serializer keeps birth data (the astrology routes' query strings) out of the log.
    logger: options.logger
      ? { level: process.env['LOG_LEVEL'] ?? 'info', serializers: { req: requestLogSerializer(PRIVATE_QUERY_PATHS) }, ...(options.logStream ? { stream: options.logStream } : {}) }
      : false,
    logController: new LogController({ disableRequestLogging: !options.logRequests }),
    trustProxy: options.trustProxy ?? false,
  });
  if (!options.db) app.addHook('onClose', async () => db.close());
  const hostMap = options.hostMap ?? DEFAULT_HOST_MAP;
  setHostMap(app, hostMap);
  registerErrorHandling(app);
  // JSON, feeds and docs in brotli or gzip as the client accepts (the all-in-one web tier registers its own).
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await registerApiRoutes(app, {
    db,
    hostMap,
    mediaDir: options.mediaDir,
    mediaBaseUrl: options.mediaBaseUrl,
    cache: options.cache,
    redisUrl: options.redisUrl,
    origins: options.origins,
    quizResultSecret: options.quizResultSecret,
    authTokenSecret: options.authTokenSecret,
    captcha: options.captcha,
    powDifficulty: options.powDifficulty,
    authRateLimits: options.authRateLimits,
    identityProviders: options.identityProviders,
    mail: options.mail,
    mailWorker: options.mailWorker,
    rankingWorker: options.rankingWorker,
    memberMediaDir: options.memberMediaDir,
    mediaWorker: options.mediaWorker,
    push: options.push,
    pushWorker: options.pushWorker,
    firebase: options.firebase,
    quakes: options.quakes,
    realtime: options.realtime,
    onReaderContentChange: options.onReaderContentChange,
  });
  return app;
}

/** AUTH_POW_DIFFICULTY: whole leading zero bits, 8..32 (lower is no robot check, higher takes minutes in a browser). */
function powDifficulty(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const bits = Number(value);
  if (!Number.isInteger(bits) || bits < 8 || bits > 32) throw new Error(`AUTH_POW_DIFFICULTY must be a whole number from 8 to 32, not "${value}"`);
  return bits;
}

/** AUTH_RATE_LIMIT_SCALE: a whole multiplier 1..1000 of every auth rate limit (suites that sign in often from one address). */
function rateLimitScale(value: string | undefined): AuthRateLimits | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const scale = Number(value);
  if (!Number.isInteger(scale) || scale < 1 || scale > 1000) throw new Error(`AUTH_RATE_LIMIT_SCALE must be a whole number from 1 to 1000, not "${value}"`);
  return scaledRateLimits(scale);
}

/**
 * The API's settings from the environment (see apps/api/README.md), shared by the standalone
 * server and the shell's all-in-one mode so both honour the same variables.
 */
export function apiOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): Omit<BuildAppOptions, 'db' | 'logger'> {
  const cacheTtl = Number(env['API_CACHE_TTL_MS']);
  return {
    databaseUrl: env['DATABASE_URL'] || undefined,
    dataDir: env['DATA_DIR'] || undefined,
    mediaDir: env['MEDIA_DIR'] || undefined,
    memberMediaDir: env['MEMBER_MEDIA_DIR'] || undefined,
    mediaBaseUrl: env['MEDIA_BASE_URL'] || undefined,
    hostMap: parseHostMap(env['HOST_MAP']),
    redisUrl: env['REDIS_URL'] || undefined,
    trustProxy: parseTrustProxy(env['TRUST_PROXY']),
    logRequests: env['LOG_REQUESTS'] === 'true',
    // The public web's origins (the web tier's port, not the API's).
    origins: parseEditionOrigins(env['EDITION_ORIGINS']),
    quizResultSecret: env['QUIZ_RESULT_SECRET'] || undefined,
    authTokenSecret: env['AUTH_TOKEN_SECRET'] || undefined,
    captcha: captchaSettingsFromEnv(env),
    powDifficulty: powDifficulty(env['AUTH_POW_DIFFICULTY']),
    authRateLimits: rateLimitScale(env['AUTH_RATE_LIMIT_SCALE']),
    identityProviders: identityProviderSettingsFromEnv(env),
    mail: mailConfigFromEnv(env),
    push: pushSettingsFromEnv(env),
    firebase: firebaseSettingsFromEnv(env),
    cache: env['API_CACHE'] === 'off' ? false : { ttlMs: Number.isFinite(cacheTtl) && cacheTtl > 0 ? cacheTtl : undefined },
  };
}
