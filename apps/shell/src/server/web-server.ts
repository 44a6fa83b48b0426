import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { i18n as I18n } from 'i18next';
import { type Edition, editionFromHost, robotsTxt, SITEMAP_INDEX_PATH } from '@meydan/shared/util/routing';
import { createI18n } from '@meydan/shared/util/i18n';
import { REMOTE_NAMES, type RemoteName } from '@meydan/shared/util/remote-kit';
import type { WebConfig } from './config';
import { renderPage, type ShellPageAssets } from './render-page';
import { assertInlineSafe } from './document';
import { canonicalRedirect } from './redirects';
import { createFederationLoader } from '../app/routing/federation-loader';
import { watchRemoteEntries } from './remote-watch';
import { registerApiProxy } from './api-proxy';
import { registerFeedRoutes } from './feed-routes';
import { registerShareRedirect } from './share-redirect';
import { createRemoteStyles } from './remote-styles';
import { applySignInHandoff } from './sign-in-handoff';
import { registerSecurityHeaders } from './security-headers';
import { contentSecurityPolicy, mapTileOriginsOf, remoteOriginsOf } from './csp';
import { registerInstallableSite } from './installable-site';
import { isEmbeddablePath } from './security-headers';
import { PageSink } from './page-sink';
import { PageResponder, type RenderResult } from './page-responder';
import { createPageHandler } from './page-handler';
import { createPageStore } from './page-cache-store';
import { SCRIPT_MARKER } from './page-seal';
import { inProcessApi, type InProcessApiOptions, registerInProcessHandoff } from './in-process-api';

export interface WebServerOptions {
  config: WebConfig;
  /**
   * All-in-one mode: registers the product API on the same instance (see tools/start).
   * `purgePages` empties the page micro-cache; the API calls it when readers' content changes.
   */
  registerApi?: (app: FastifyInstance, web: WebHooks) => Promise<void>;
}

export interface WebHooks {
  purgePages(): void;
}

/**
 * The shell's browser build as pages use it (URLs under /_shell/): the app's entry scripts
 * (assets.json), and from the boot build (boot-assets.json) the loader's source and the critical
 * CSS, both inlined, the other stylesheets, linked, and the reading tracker's script, which the
 * loader adds with analytics consent (asking the collector's status first in production).
 */
function readShellAssets(browserDir: string, production: boolean): ShellPageAssets {
  const read = <T,>(file: string): T => {
    const path = join(browserDir, file);
    if (!existsSync(path)) throw new Error(`Shell browser build missing: ${path}. Run the build first.`);
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  };
  const app = read<{ scripts: string[] }>('assets.json');
  const boot = read<{ loader: string; criticalStyles: string; styles: string[]; ads: string; tracker: string }>('boot-assets.json');
  const source = (file: string) => readFileSync(join(browserDir, file), 'utf8');
  return {
    scripts: app.scripts.map((file) => `/_shell/${file}`),
    styles: boot.styles.map((file) => `/_shell/${file}`),
    bootLoader: assertInlineSafe('the boot loader', source(boot.loader), 'script'),
    adsScript: `/_shell/${boot.ads}`,
    criticalStyles: assertInlineSafe('the critical styles', source(boot.criticalStyles), 'style'),
    tracker: { src: `/_shell/${boot.tracker}`, checkStatus: production },
  };
}

/**
 * The web tier: SSR for every page, robots.txt, the shell's static assets and, in all-in-one
 * mode, the remotes' static bundles under /_mf/<remote>/ and the API. Stateless: any number of
 * replicas can run behind a load balancer.
 */
export async function createWebServer({ config, registerApi }: WebServerOptions): Promise<FastifyInstance> {
  const pageStore = config.pageCacheTtlMs > 0 ? createPageStore({ redisUrl: config.redisUrl, onError: rateLimitedWarning('[page-cache] Redis failed') }) : undefined;
  const pages = new PageResponder({ store: pageStore, ttlMs: config.pageCacheTtlMs, onError: rateLimitedWarning('[page-cache] storing a page failed') });
  // Cache hits of anonymous pages are answered before Fastify routes the request (see
  // PageResponder.serveFromMemory); everything else goes to Fastify.
  const app = Fastify({
    logger: false,
    // The reader's address keys every per-address limit: only configured proxies may name it.
    trustProxy: config.trustProxy,
    serverFactory: (handler) => createServer((req, res) => (pages.serveFromMemory(req, res, config.hostMap) ? undefined : handler(req, res))),
  });
  if (pageStore) app.addHook('onClose', async () => pageStore.close());
  const httpsSite = Object.values(config.origins).some((origin) => origin.startsWith('https:'));
  await registerSecurityHeaders(app, { hsts: config.production && httpsSite });
  // MEDIA_BASE_URL may list several hosts (SPEC §7 images spread by id): each joins img-src.
  const mediaOrigins = remoteOriginsOf(config.mediaBaseUrl.split(',').map((base) => base.trim()));
  const mapTileOrigins = mapTileOriginsOf(config.mapTiles);
  const adOrigins = config.adServer ? [new URL(config.adServer).origin] : [];
  const distDir = resolve(config.distDir);
  const shellBrowserDir = join(distDir, 'shell/browser');
  const assets = readShellAssets(shellBrowserDir, config.production);

  // Dynamic answers (API JSON in all-in-one mode, feeds, robots.txt, static files built without a
  // compressed copy); pages compress themselves (page-responder.ts), static bundles ship .br/.gz.
  // All-in-one: the SSR's API answers are handed over as strings, before compression could see them.
  if (registerApi) registerInProcessHandoff(app);
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(fastifyStatic, {
    root: shellBrowserDir,
    prefix: '/_shell/',
    preCompressed: true,
    immutable: true,
    maxAge: '365d',
    index: false,
  });
  if (config.allInOne) {
    for (const remote of REMOTE_NAMES) {
      await app.register(fastifyStatic, {
        root: join(distDir, remote),
        prefix: `/_mf/${remote}/`,
        decorateReply: false,
        index: false,
        preCompressed: true,
        // remoteEntry.js and the manifest keep their names across deploys: always revalidate them.
        cacheControl: false,
        setHeaders: (reply, path) => {
          reply.header('Access-Control-Allow-Origin', '*');
          if (/remoteEntry\.js$|mf-manifest\.json$|index\.html$/.test(path)) reply.header('Cache-Control', 'no-cache');
          else reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      });
    }
  }
  if (registerApi) {
    await registerApi(app, { purgePages: () => void pageStore?.purge() });
  } else {
    await registerApiProxy(app, config.apiUrl, config.hostMap);
    // The API answers its own health checks; the web tier alone reports that it is up.
    app.get('/healthz', async () => ({ status: 'ok' }));
    app.get('/readyz', async () => ({ status: 'ok' }));
  }

  const serverEntries = Object.fromEntries(REMOTE_NAMES.map((name) => [name, config.remotes[name].server])) as Record<RemoteName, string>;
  for (const [name, entry] of Object.entries(serverEntries)) {
    if (!config.trustedRemoteOrigins.includes(new URL(entry).origin)) throw new Error(`Remote ${name} is not on a trusted origin: ${entry}`);
  }
  const loader = createFederationLoader(serverEntries, config.remoteLoadTimeoutMs);
  if (config.remoteRefreshMs > 0) {
    const watch = watchRemoteEntries({
      entries: serverEntries,
      intervalMs: config.remoteRefreshMs,
      onChange: (remote) => {
        console.log(`[remote] ${remote} was redeployed; loading the new version`);
        loader.reset(remote);
      },
    });
    app.addHook('onClose', async () => watch.stop());
  }
  const browserRemotes = Object.fromEntries(REMOTE_NAMES.map((name) => [name, config.remotes[name].browser]));
  const remoteStyles = createRemoteStyles(config.remotes, `http://127.0.0.1:${config.port}`);
  const baseI18n = new Map<string, Promise<I18n>>();
  const i18nFor = (edition: string) => {
    if (!baseI18n.has(edition)) baseI18n.set(edition, createI18n({ edition: edition as 'tr' }));
    return baseI18n.get(edition) as Promise<I18n>;
  };
  const commonTranslator = async (edition: Edition) => (await i18nFor(edition)).getFixedT(edition, 'common');

  // The manifest, icons (the favicon too), offline page and service worker, per edition.
  await registerInstallableSite(app, { hostMap: config.hostMap, translator: commonTranslator });

  app.get('/robots.txt', async (req, reply) => {
    const edition = editionFromHost(req.headers.host, config.hostMap);
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robotsTxt(edition, config.origins[edition] + SITEMAP_INDEX_PATH));
  });

  registerFeedRoutes(app, config.apiUrl, config.hostMap);

  // All-in-one: the SSR reaches the API inside this process (no loopback HTTP).
  const apiInProcess = registerApi ? (options: InProcessApiOptions) => inProcessApi(app, options) : undefined;
  const remoteOrigins = remoteOriginsOf(Object.values(browserRemotes));

  /** Server-renders the page at the request URL; `status` forces an error page (e.g. 404). */
  const serveSsr = createPageHandler({
    pages,
    hostMap: config.hostMap,
    render: async ({ edition, path, hasSession, consent, noAds, theme, status, headers }): Promise<RenderResult> => {
      const sink = new PageSink();
      const outcome = await renderPage(
        {
          edition,
          url: path,
          origin: config.origins[edition],
          origins: config.origins,
          baseI18n: await i18nFor(edition),
          loader,
          apiUrl: config.apiUrl,
          inProcessApi: apiInProcess,
          nonce: SCRIPT_MARKER,
          browserRemotes,
          assets,
          remoteStyles,
          headers: forwardedHeaders(headers),
          userAgent: typeof headers['user-agent'] === 'string' ? headers['user-agent'] : undefined,
          hasSession,
          consent,
          adServer: config.adServer,
          noAds,
          theme,
          status,
        },
        sink,
      );
      if (outcome.redirect) return { redirect: outcome.redirect };
      // A degraded render is not worth keeping, a personal one must not be kept (both are sent as they are).
      return { status: sink.statusCode, headers: sink.headers, html: sink.html(), complete: !outcome.degraded && !outcome.personal };
    },
    policy: ({ edition, pathname }, scriptHashes) =>
      contentSecurityPolicy(scriptHashes, {
        remoteOrigins,
        mediaOrigins,
        mapTileOrigins,
        adOrigins,
        firebaseOrigins: config.firebaseOrigins,
        embeddable: isEmbeddablePath(pathname),
        captcha: config.captchaProvider,
        // The realtime socket is opened on the page's own origin (/ws, proxied to the API when it runs apart).
        socketOrigins: [config.origins[edition]],
      }),
  });

  registerShareRedirect(app, {
    apiUrl: config.apiUrl,
    editionOf: (req) => editionFromHost(req.headers.host, config.hostMap),
    originOf: (edition) => config.origins[edition],
    translator: commonTranslator,
    notFound: (req, reply) => serveSsr(req, reply, 404),
  });

  // The handoff's session cookies are Secure exactly when the API's are: the site is served over HTTPS.
  const secureCookies = httpsSite;
  app.get('/*', async (req, reply) => {
    const edition = editionFromHost(req.headers.host, config.hostMap);
    if (applySignInHandoff(req, reply, secureCookies)) return reply;
    const url = new URL(req.url, config.origins[edition]);
    const redirect = canonicalRedirect(edition, url.pathname, url.search);
    if (redirect) return reply.redirect(redirect, 301);
    return serveSsr(req, reply);
  });
  return app;
}

/** A warning logged at most once a minute: a Redis outage must not flood the log with one line per page. */
function rateLimitedWarning(message: string): (error: Error) => void {
  let last = 0;
  return (error) => {
    if (Date.now() - last < 60_000) return;
    last = Date.now();
    console.warn(message, error.message);
  };
}

/**
 * Headers the SSR client sends the API. Never the reader's cookies: the server renders the
 * anonymous page (see renderPage), so no member's session reaches server-side code.
 */
function forwardedHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  const accept = headers['accept-language'];
  if (typeof accept === 'string') out['Accept-Language'] = accept;
  return out;
}
