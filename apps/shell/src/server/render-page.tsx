import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { ServerResponse } from 'node:http';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from '@meydan/shared/util/router';
import type { i18n as I18n } from 'i18next';
import { createHttpClient } from '@meydan/shared/data-access/api-client';
import { makeStore } from '@meydan/shared/data-access/store';
import { cloneForRequest } from '@meydan/shared/util/i18n';
import { truncate } from '@meydan/shared/util/format';
import type { Edition, EditionOrigins } from '@meydan/shared/util/routing';
import type { CaptchaProvider } from '@meydan/shared/contracts';
import { withEditionAlternates } from '../app/routing/edition-alternates';
import type { HeadData, LoaderResult } from '@meydan/shared/util/remote-kit';
import { ShellApp } from '../app/shell-app';
import { resolveView } from '../app/routing/route-outlet';
import { prepareRemoteRoute, type RemoteLoader } from '../app/routing/remote-registry';
import { runRouteLoader } from '../app/routing/run-route-loader';
import { shellApi } from '../app/shell.api';
import { DOCUMENT_TAIL, documentHead, scriptSafeJson } from './document';
import { contentSecurityPolicy, remoteOriginsOf } from './csp';
import { isEmbeddablePath } from './security-headers';
import type { BootData } from '../app/boot-data';
import { pageCacheControl } from './page-cache';

export interface RenderRequest {
  edition: Edition;
  url: string;
  origin: string;
  /** Every edition's public origin (hreflang alternates). */
  origins: EditionOrigins;
  baseI18n: I18n;
  loader: RemoteLoader;
  apiUrl: string;
  /** Browser entry URLs of every remote (from the manifest), handed to the client runtime. */
  browserRemotes: Record<string, string>;
  /** Script and stylesheet URLs of the shell's own browser build. */
  assets: { scripts: string[]; styles: string[] };
  /** Extra stylesheets of the remote that renders this page. */
  remoteStyles: (remote: string) => Promise<string[]>;
  headers: Record<string, string>;
  /** The request carries a session cookie (o-auth-token or o-refresh-token). */
  hasSession?: boolean;
  /** Origins of media outside this site (a CDN), allowed in the page CSP. */
  mediaOrigins?: readonly string[];
  /** The hosted captcha of registration (CAPTCHA_PROVIDER), whose widget the page CSP allows. */
  captchaProvider?: CaptchaProvider;
  /** Renders the error page with this status instead of running the route (e.g. 404 for an unknown article behind /r/). */
  status?: number;
}

export interface RenderOutcome {
  status: number;
  redirect?: { to: string; status: 301 | 302 };
}

const META_DESCRIPTION_MAX = 160;

/**
 * Server-renders one page: resolves the route, loads its owner remote, runs the route loader
 * against a per-request store and i18n instance, then streams the React tree. Redirects and the
 * status code are decided before the first byte.
 */
export async function renderPage(req: RenderRequest, res: ServerResponse): Promise<RenderOutcome> {
  const { edition, url, origin } = req;
  const { pathname, search } = new URL(url, origin);
  // No reader cookies and no token renewal: every page renders anonymous (see page-cache.ts).
  const http = createHttpClient({ baseURL: req.apiUrl, headers: { 'X-Edition': edition, ...req.headers } });
  const store = makeStore({ http });
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
  }
  await footer;
  footer.unsubscribe();
  if (result.redirect) return { status: result.redirect.status, redirect: result.redirect };

  const status = !view.routeId ? 404 : (result.status ?? 200);
  view.status = status === 503 ? 200 : status;
  const head = withEditionAlternates(finalizeHead(result.head, status, i18n, edition, origin, pathname), status === 200 ? view.routeId : null, view.params, req.origins);
  const nonce = randomBytes(16).toString('base64');
  const boot: BootData = {
    edition,
    origin,
    origins: req.origins,
    apiBase: '/api/v3.5',
    remotes: req.browserRemotes,
    state: store.getState(),
    auth: { hasSession: req.hasSession ?? false },
    view: { key: view.key, routeId: view.routeId, owner: view.owner, params: view.params, status: view.status, failed: view.slot?.status === 'failed' },
  };
  const remoteStyles = view.owner && view.owner !== 'shell' && view.slot?.status === 'ready' ? await req.remoteStyles(view.owner) : [];

  await new Promise<void>((resolve, reject) => {
    let failed = false;
    const stream = renderToPipeableStream(
      <ShellApp
        store={store}
        i18n={i18n}
        shell={{ edition, origin, origins: req.origins, loader: req.loader, isServer: true }}
        initialView={view}
        router={(children) => <StaticRouter location={url}>{children}</StaticRouter>}
      />,
      {
        nonce,
        // Route loaders fetch all data before rendering, so every boundary completes in the
        // first pass. React would still "outline" boundaries above its default 12.8 kB chunk
        // size (fallback first, content later via script), so pages with much text (e.g.
        // Cyrillic, two bytes per letter) would show the remote fallback without JavaScript.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onShellReady() {
          res.statusCode = status;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader(
            'Content-Security-Policy',
            contentSecurityPolicy(nonce, {
              remoteOrigins: remoteOriginsOf(Object.values(req.browserRemotes)),
              mediaOrigins: req.mediaOrigins,
              embeddable: isEmbeddablePath(pathname),
              captcha: req.captchaProvider,
            }),
          );
          res.setHeader('Cache-Control', pageCacheControl(status, req.hasSession ?? false));
          res.write(
            documentHead({
              lang: edition,
              head,
              nonce,
              stylesheets: [...req.assets.styles, ...remoteStyles],
              bootJson: scriptSafeJson(boot),
            }),
          );
          const body = new PassThrough();
          body.on('data', (chunk) => res.write(chunk));
          body.on('end', () => {
            const scripts = req.assets.scripts.map((src) => `<script src="${src}" nonce="${nonce}" defer></script>`).join('');
            res.end(DOCUMENT_TAIL.replace('</body>', `${scripts}</body>`));
            resolve();
          });
          stream.pipe(body);
        },
        onShellError(error) {
          failed = true;
          reject(error);
        },
        onError(error) {
          if (!failed) console.error('[ssr] render error inside a boundary', error);
        },
      },
    );
    setTimeout(() => stream.abort(), 10_000).unref();
  });
  return { status };
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
