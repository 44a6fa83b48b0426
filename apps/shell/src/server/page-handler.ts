import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ConsentState, Theme } from '@meydan/shared/util/cookies';
import type { Edition, HostMap } from '@meydan/shared/util/routing';
import { pageAddress } from './page-cache-key';
import type { PageResponder, RenderResult } from './page-responder';
import { renderFallbackErrorPage } from './fallback-error-page';

/** One page request as the renderer needs it. */
export interface PageContext {
  edition: Edition;
  /** Path and query. */
  path: string;
  pathname: string;
  hasSession: boolean;
  /** The reader's cookie choice (null: the banner shows). */
  consent: ConsentState | null;
  /** A premium member's hint: no ad slot. */
  noAds: boolean;
  /** The reader's colour theme (null: the system setting decides, through CSS). */
  theme: Theme | null;
  /** Forces an error page (e.g. 404 for an unknown article behind /r/). */
  status?: number;
  headers: FastifyRequest['headers'];
}

export interface PageHandlerOptions {
  pages: PageResponder;
  hostMap: HostMap;
  render: (page: PageContext) => Promise<RenderResult>;
  /** The CSP of the page for its inline script hashes. */
  policy: (page: PageContext, scriptHashes: readonly string[]) => string;
}

/**
 * The SSR route's handler: works out the edition, the session and the micro-cache key, then lets
 * the PageResponder answer from the cache or from a render. A failure before the response
 * started gets the static error page.
 */
export function createPageHandler({ pages, hostMap, render, policy }: PageHandlerOptions) {
  return async function servePage(req: FastifyRequest, reply: FastifyReply, status?: number): Promise<void> {
    const { edition, path, pathname, hasSession, consent, noAds, theme, key } = pageAddress(req, hostMap);
    const page: PageContext = { edition, path, pathname, hasSession, consent, noAds, theme, status, headers: req.headers };
    reply.hijack();
    try {
      await pages.respond(reply.raw, {
        // A forced error page (the share redirect's 404) is not the page at this address.
        key: status ? undefined : key,
        acceptEncoding: req.headers['accept-encoding'],
        render: () => render(page),
        policy: (scriptHashes) => policy(page, scriptHashes),
      });
    } catch (error) {
      console.error('[ssr] page failed', error);
      if (!reply.raw.headersSent) {
        reply.raw.statusCode = 500;
        reply.raw.setHeader('Content-Type', 'text/html; charset=utf-8');
        reply.raw.end(renderFallbackErrorPage(edition));
      } else {
        reply.raw.end();
      }
    }
  };
}
