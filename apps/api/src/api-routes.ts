import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import {
  createCacheStore,
  type HttpCacheOptions,
  localize,
  MESSAGES,
  registerApiSecurityHeaders,
  registerErrorHandling,
  registerHttpCache,
  requestLanguage,
  setHostMap,
} from '@meydan/api/core';
import { accessTokenVerifier, anonymousRoutes, authRoutes, resolveAuthTokenSecret, type AuthRateLimits, type IdentityProviderSettings, IdentityProviders } from '@meydan/api/auth';
import { collectorRoutes, contentRoutes, reactionRoutes } from '@meydan/api/content';
import type { CommunityPluginOptions } from '@meydan/api/social';
import type { Db } from '@meydan/api/db';
import { devOutboxRoutes, type MailConfig, type MailerOptions, setupMailer } from '@meydan/api/mail';
import { DEFAULT_HOST_MAP, defaultEditionOrigins, type EditionOrigins, type HostMap } from '@meydan/shared/util/routing';

export const API_PREFIX = '/api';
export const API_VERSION_PREFIX = '/v3.5';
const COLLECTOR_PREFIX = '/collector';
export const DEFAULT_MEDIA_DIR = './.data/media';
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
  /** CAPTCHA_PROVIDER: a hosted captcha for registration instead of the proof of work (none implemented yet). */
  captchaProvider?: string;
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
  const mediaDir = path.resolve(options.mediaDir ?? DEFAULT_MEDIA_DIR);
  // Reader cookies are Secure, and HSTS is sent, whenever the public site is served over HTTPS.
  const httpsSite = Object.values(options.origins ?? {}).some((origin) => origin.startsWith('https:'));
  await registerApiSecurityHeaders(fastify, { hsts: httpsSite });

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
        { name: 'collector', description: 'Tracking events (event collector): article view and share counts' },
        { name: 'auth', description: 'Login, registration (proof-of-work robot check), token refresh and logout' },
        { name: 'users', description: "The signed-in member's profile, sessions and account" },
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

  fastify.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  fastify.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await withTimeout(db.query('SELECT 1'), READY_TIMEOUT_MS);
      return { status: 'ready', database: db.kind };
    } catch (error) {
      request.log.error({ err: error }, 'readiness check failed');
      return reply.code(503).send({ message: localize(MESSAGES.unavailable, requestLanguage(request)), statusCode: 503 });
    }
  });

  await fastify.register(
    async (api) => {
      registerErrorHandling(api);
      // A host server with a catch-all page route (the shell's SSR `/*`) would otherwise render
      // HTML for unknown API paths; this wildcard is more specific and keeps them JSON 404s.
      api.all('/*', { schema: { hide: true } }, async (request, reply) =>
        reply.code(404).header('cache-control', 'no-store').send({ message: localize(MESSAGES.notFound, requestLanguage(request)), statusCode: 404 }),
      );
      if (options.cache !== false) {
        const cache = options.cache ?? {};
        registerHttpCache(api, {
          staleIfError: true,
          ...cache,
          store: cache.store ?? createCacheStore({ redisUrl: options.redisUrl, onError: (error) => api.log.warn({ err: error }, 'cache store error') }),
        });
      }
      // One instance for sign-in and the web config's buttons: Google's discovery is fetched once.
      const identityProviders = new IdentityProviders(options.identityProviders);
      await api.register(contentRoutes, {
        prefix: API_VERSION_PREFIX,
        db,
        mediaBaseUrl: options.mediaBaseUrl,
        origins: options.origins,
        quizResultSecret: options.quizResultSecret,
        signIn: () => identityProviders.signInConfig(),
      });
      const secureCookies = httpsSite;
      await api.register(reactionRoutes, { prefix: API_VERSION_PREFIX, db, secureCookies });
      // Checked before the routes that queue mail; its worker runs from onReady to onClose.
      const mailer = setupMailer(api, { db, config: options.mail, worker: options.mailWorker });
      if (mailer.settings.devOutbox) await api.register(devOutboxRoutes, { prefix: API_VERSION_PREFIX, db });
      await api.register(authRoutes, {
        prefix: API_VERSION_PREFIX,
        db,
        secret: options.authTokenSecret,
        trustedOrigins: Object.values(options.origins ?? defaultEditionOrigins()),
        secureCookies,
        redisUrl: options.redisUrl,
        captchaProvider: options.captchaProvider,
        powDifficulty: options.powDifficulty,
        rateLimits: options.authRateLimits,
        mediaBaseUrl: options.mediaBaseUrl,
        editionOrigins: options.origins,
        mailer,
        identityProviders,
      });
      // SPEC §1 anonymous sign-in: same secret, origins, cookie security and rate-limit store as authRoutes.
      await api.register(anonymousRoutes, {
        prefix: API_VERSION_PREFIX,
        db,
        secret: options.authTokenSecret,
        trustedOrigins: Object.values(options.origins ?? defaultEditionOrigins()),
        secureCookies,
        redisUrl: options.redisUrl,
      });
      // Community plugins (issue 5) authenticate members with the auth routes' own rule.
      const community: CommunityPluginOptions & { prefix: string } = {
        prefix: API_VERSION_PREFIX,
        db,
        verifyAccessToken: accessTokenVerifier(db, resolveAuthTokenSecret(options.authTokenSecret, process.env['NODE_ENV'], (message) => api.log.warn(message))),
        trustedOrigins: Object.values(options.origins ?? defaultEditionOrigins()),
        mediaBaseUrl: options.mediaBaseUrl,
      };
      // (community plugins register here: api.register(xxxRoutes, community))
      void community;
      // ARCHITECTURE §1 URL plan: the event collector lives at /api/collector/…
      await api.register(collectorRoutes, { prefix: COLLECTOR_PREFIX, db, secureCookies });
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
  return fastify.register(apiPlugin, options);
}
