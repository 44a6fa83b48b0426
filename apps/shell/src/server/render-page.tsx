import { PassThrough } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { StaticRouter } from '@meydan/shared/util/router';
import type { i18n as I18n } from 'i18next';
import { type ApiTransport, createHttpClient } from '@meydan/shared/data-access/api-client';
import type { InProcessApiOptions } from './in-process-api';
import { adsConfigured, consentChanged, makeStore, releaseStore } from '@meydan/shared/data-access/store';
import { webConfigApi } from '@meydan/shared/data-access/api-client';
import type { ConsentState, Theme } from '@meydan/shared/util/cookies';
import { cloneForRequest } from '@meydan/shared/util/i18n';
import { truncate } from '@meydan/shared/util/format';
import type { Edition, EditionOrigins } from '@meydan/shared/util/routing';
import { withEditionAlternates } from '../app/routing/edition-alternates';
import type { HeadData, LoaderResult } from '@meydan/shared/util/remote-kit';
import { ShellApp } from '../app/shell-app';
import { resolveView } from '../app/routing/route-outlet';
import { prepareRemoteRoute, type RemoteLoader } from '../app/routing/remote-registry';
import { runRouteLoader } from '../app/routing/run-route-loader';
import { shellRouteHead } from '../app/routing/shell-routes';
import { shellApi } from '../app/shell.api';
import { withoutFooterEntry } from '../app/layout/footer-state';
import { withoutHeadOnlyFields } from '../app/layout/boot-state-slim';
import { deviceModeFromUserAgent } from '@meydan/shared/util/device';
import { documentHead, documentTail, scriptSafeJson } from './document';
import { hydrationMode, queryNeedsApp } from './hydration-mode';
import type { BootData } from '../app/boot-data';
import { PERSONAL_PAGE_CACHE_CONTROL, pageCacheControl } from './page-cache';
import { PAGE_RETRY_AFTER_SECONDS, pageStatus } from './page-status';
import type { PageSink } from './page-sink';
import { OFFLINE_ARTICLE_HEADER, OFFLINE_ARTICLE_VALUE } from './service-worker';

export interface RenderRequest {
  edition: Edition;
  url: string;
  origin: string;
  /** Every edition's public origin (hreflang alternates). */
  origins: EditionOrigins;
  baseI18n: I18n;
  loader: RemoteLoader;
  apiUrl: string;
  /** All-in-one mode: a client that reaches the API inside this process instead of over HTTP (in-process-api.ts). */
  inProcessApi?: (options: InProcessApiOptions) => ApiTransport;
  /** Marks the server's own scripts; sealing swaps it for CSP hashes (page-seal.ts). */
  nonce: string;
  /** Browser entry URLs of every remote (from the manifest), handed to the client runtime. */
  browserRemotes: Record<string, string>;
  /** The shell's browser build: its app scripts and stylesheet URLs, the boot loader source and the critical CSS. */
  assets: ShellPageAssets;
  /** Extra stylesheets of the remote that renders this page. */
  remoteStyles: (remote: string) => Promise<string[]>;
  headers: Record<string, string>;
  /** The browser's User-Agent: on the games area it sets the first device mode (SPEC §2.10). */
  userAgent?: string;
  /** The request carries a session cookie (o-auth-token or o-refresh-token). */
  hasSession?: boolean;
  /** The reader's cookie choice from the request (null or absent: no choice yet, the banner shows). */
  consent?: ConsentState | null;
  /** AD_SERVER_URL (none: no ad slot), and a premium member's hint (no ad slot either). */
  adServer?: string;
  noAds?: boolean;
  /** The reader's colour theme from the `theme` cookie (issue 20): `<html data-theme>`; absent, CSS follows the system. */
  theme?: Theme | null;
  /** Renders the error page with this status instead of running the route (e.g. 404 for an unknown article behind /r/). */
  status?: number;
}

export interface ShellPageAssets {
  scripts: string[];
  styles: string[];
  bootLoader: string;
  /** The ads script the boot loader loads once advertising is allowed (issue 19). */
  adsScript?: string;
  criticalStyles: string;
  /** The reading tracker's script, named on the boot loader; `checkStatus` in production (SPEC §5). */
  tracker?: { src: string; checkStatus: boolean };
}

export interface RenderOutcome {
  status: number;
  redirect?: { to: string; status: 301 | 302 };
  /** A part of the page failed and shows its fallback (not worth caching). */
  degraded?: boolean;
  /** The page shows personal data from its address (LoaderResult.personal): never cached. */
  personal?: boolean;
}

const META_DESCRIPTION_MAX = 160;

/**
 * Server-renders one page: resolves the route, loads its owner remote, runs the route loader
 * against a per-request store and i18n instance, then streams the React tree. Redirects and the
 * status code are decided before the first byte.
 */
export async function renderPage(req: RenderRequest, res: PageSink): Promise<RenderOutcome> {
  // No reader cookies and no token renewal: every page renders anonymous (see page-cache.ts).
  const clientOptions = { baseURL: req.apiUrl, headers: { 'X-Edition': req.edition, ...req.headers } };
  const http = req.inProcessApi ? req.inProcessApi(clientOptions) : createHttpClient(clientOptions);
  const store = makeStore({ http });
  // Without its record id: the page (and its boot state) is shared by every reader of the same choice.
  store.dispatch(consentChanged(req.consent ? { ...req.consent, recordId: '' } : null));
  try {
    return await renderWithStore(req, res, store);
  } finally {
    // Else RTK Query's cache timers keep the store (and the page's data) for minutes.
    releaseStore(store);
  }
}

async function renderWithStore(req: RenderRequest, res: PageSink, store: ReturnType<typeof makeStore>): Promise<RenderOutcome> {
  const { edition, url, origin } = req;
  const { pathname, search } = new URL(url, origin);
  const i18n = cloneForRequest(req.baseI18n, edition);

  const view = resolveView(edition, pathname, search, {});
  let result: LoaderResult = {};
  const footer = store.dispatch(shellApi.endpoints.getFooter.initiate());
  if (req.status) {
    result = { status: req.status };
  } else if (view.owner && view.owner !== 'shell' && view.routeId) {
    // The remote, this route's page chunk and this edition's texts, before the loader runs.
    const { slot, page } = await prepareRemoteRoute(req.loader, view.owner, view.routeId, { edition, i18n });
    view.slot = slot;
    view.page = page;
    if (page) {
      result = await runRouteLoader(page, {
        edition,
        origin,
        routeId: view.routeId,
        pathname,
        search,
        params: view.params,
        dispatch: store.dispatch,
        getState: store.getState,
        i18n,
        isServer: true,
      });
    } else {
      // Remote or page chunk down, or the route missing: the fallback renders; crawlers are told to come back.
      result = { status: 503 };
    }
  } else if (view.owner === 'shell' && view.routeId) {
    result = { head: shellRouteHead(view.routeId, i18n.getFixedT(edition, 'common')) };
  }
  await footer;
  footer.unsubscribe();
  await configureAds(store, req);
  if (result.redirect) return { status: result.redirect.status, redirect: result.redirect };

  // An API refusing for an outage makes the page a 503 with Retry-After (the error page), not a 500.
  const { status, unavailable } = pageStatus(!view.routeId ? 404 : (result.status ?? 200), store.getState());
  // A remote that failed to load is a 503 too, but the page renders around its fallback.
  view.status = status === 503 && !unavailable ? 200 : status;
  const head = withEditionAlternates(finalizeHead(result.head, status, i18n, edition, origin, pathname), status === 200 ? view.routeId : null, view.params, req.origins);
  const nonce = req.nonce;
  // One clock reading for the whole render: the HTML's relative times and the boot state agree.
  const now = Date.now();
  const boot: BootData = {
    edition,
    origin,
    origins: req.origins,
    apiBase: '/api/v3.5',
    remotes: req.browserRemotes,
    now,
    state: withoutHeadOnlyFields(withoutFooterEntry(store.getState())),
    auth: { hasSession: req.hasSession ?? false },
    view: { key: view.key, routeId: view.routeId, owner: view.owner, params: view.params, status: view.status, failed: view.slot?.status === 'failed' },
  };
  const remoteStyles = view.owner && view.owner !== 'shell' && view.slot?.status === 'ready' ? await req.remoteStyles(view.owner) : [];
  const mode = hydrationMode({ owner: view.owner, routeId: view.routeId, failed: boot.view.failed, needsApp: result.needsApp || status >= 400 || queryNeedsApp(search) }, req.hasSession ?? false);

  const tree = (
    <ShellApp
      store={store}
      i18n={i18n}
      shell={{ edition, origin, origins: req.origins, loader: req.loader, isServer: true, hasSession: req.hasSession ?? false, renderedAt: now }}
      initialView={view}
      router={(children) => <StaticRouter location={url}>{children}</StaticRouter>}
    />
  );
  const { html: body, degraded } = await renderBody(tree, nonce);
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  const personal = status === 200 && result.personal === true;
  res.setHeader('Cache-Control', personal ? PERSONAL_PAGE_CACHE_CONTROL : pageCacheControl(status, req.hasSession ?? false));
  if (status === 503) res.setHeader('Retry-After', String(PAGE_RETRY_AFTER_SECONDS));
  // An article anyone may read: the service worker keeps it for offline reading (service-worker.ts).
  if (status === 200 && result.readItem !== undefined && !personal) res.setHeader(OFFLINE_ARTICLE_HEADER, OFFLINE_ARTICLE_VALUE);
  res.write(
    documentHead({
      lang: edition,
      head,
      nonce,
      inlineStyles: req.assets.criticalStyles,
      stylesheets: [...req.assets.styles, ...remoteStyles],
      preloadScripts: mode === 'eager' ? req.assets.scripts : [],
      bootJson: scriptSafeJson(boot),
      // The page cache keys pages by this same user-agent class (page-cache-key.ts).
      device: view.owner === 'games' ? deviceModeFromUserAgent(req.userAgent) : undefined,
      // Keyed by the page cache too: the first paint is in the reader's theme, nothing flashes.
      theme: req.theme ?? undefined,
    }),
  );
  res.write(body);
  const ads = store.getState().ui.ads;
  res.end(
    documentTail({
      nonce,
      loader: req.assets.bootLoader,
      app: req.assets.scripts,
      mode,
      readItem: status === 200 ? result.readItem : undefined,
      renderedAt: now,
      ads: ads && req.assets.adsScript ? { script: req.assets.adsScript, server: ads.server, idleTimeoutMs: ads.idleTimeoutMs } : undefined,
      tracker: req.assets.tracker,
    }),
  );
  return { status, degraded, personal };
}

/**
 * React's marker of a boundary it left for the client to render: the data-driven renderToString
 * meets one only when a component suspended (it does not wait) or threw.
 */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The page's React tree as HTML: a string render, or, when a boundary suspended (something not
 * loaded ahead) or threw, the streaming renderer, which waits for the one and reports the other.
 * `degraded` when a boundary failed (the page is then not worth caching).
 */
export async function renderBody(tree: ReactElement, nonce: string): Promise<{ html: string; degraded: boolean }> {
  const html = renderToString(tree);
  return html.includes(CLIENT_RENDERED_BOUNDARY) ? renderStreaming(tree, nonce) : { html, degraded: false };
}

/**
 * The first render is `renderToString`: route loaders fetch all data before rendering and the
 * page's chunks are loaded ahead, so nothing suspends, and a string render skips the streaming
 * renderer's byte encoding and stream plumbing (about a tenth of an uncached render's CPU, issue
 * 14; the page is held whole for its CSP hashes anyway, see page-sink.ts). This is the fallback
 * when a boundary did not complete: it waits for suspended parts and logs a boundary's error.
 */
function renderStreaming(tree: ReactElement, nonce: string): Promise<{ html: string; degraded: boolean }> {
  let abortTimer: NodeJS.Timeout | undefined;
  let degraded = false;
  return new Promise((resolve, reject) => {
    let failed = false;
    const chunks: Buffer[] = [];
    const stream = renderToPipeableStream(tree, {
      nonce,
      // Every boundary completes in the first pass here; React would still "outline" boundaries
      // above its default 12.8 kB chunk size (fallback first, content later via script), so pages
      // with much text (e.g. Cyrillic, two bytes per letter) would show the fallback without JavaScript.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        const body = new PassThrough();
        body.on('data', (chunk: Buffer) => chunks.push(chunk));
        body.on('end', () => {
          clearTimeout(abortTimer);
          resolve({ html: Buffer.concat(chunks).toString('utf8'), degraded });
        });
        stream.pipe(body);
      },
      onShellError(error) {
        failed = true;
        clearTimeout(abortTimer);
        reject(error);
      },
      onError(error) {
        degraded = true;
        if (!failed) console.error('[ssr] render error inside a boundary', error);
      },
    });
    // Cleared when the render ends: a pending timer would keep the render (and its store) alive.
    abortTimer = setTimeout(() => stream.abort(), 10_000);
    abortTimer.unref();
  });
}

function finalizeHead(head: HeadData | undefined, status: number, i18n: I18n, edition: Edition, origin: string, pathname: string): HeadData {
  const t = i18n.getFixedT(edition, 'common');
  if (status === 404) return { title: `${t('errors.notFound')} | ${t('site.name')}`, noindex: true };
  if (status >= 500) return { title: `${t('errors.busy')} | ${t('site.name')}`, noindex: true };
  const base: HeadData = head ?? { title: t('site.name') };
  return {
    ...base,
    description: base.description ? truncate(base.description, META_DESCRIPTION_MAX) : undefined,
    canonical: base.canonical ?? (base.noindex ? undefined : origin + pathname),
  };
}

/**
 * The page's ads (issue 19): with an ad server configured and no premium hint, the edition's ad
 * configuration (web config, cached by the API) decides the slots. A failed config read means no
 * ads, silently.
 */
async function configureAds(store: ReturnType<typeof makeStore>, req: RenderRequest): Promise<void> {
  if (!req.adServer || req.noAds || (req.consent && !req.consent.purposes.includes('advertising'))) return;
  const query = store.dispatch(webConfigApi.endpoints.getWebConfig.initiate());
  const { data } = await query;
  query.unsubscribe();
  // Not kept in the boot state: every page would carry the whole config (2 KB); the slots the page
  // needs are in the ui state, and the browser asks for the config when a part needs it.
  store.dispatch(webConfigApi.internalActions.removeQueryResult({ queryCacheKey: query.queryCacheKey as Parameters<typeof webConfigApi.internalActions.removeQueryResult>[0]['queryCacheKey'] }));
  if (!data?.ads.enabled || data.ads.slots.length === 0) return;
  store.dispatch(adsConfigured({ server: req.adServer, slots: data.ads.slots, idleTimeoutMs: data.ads.idleTimeoutMs, interstitial: data.ads.interstitial }));
}
