import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyHttpProxy from '@fastify/http-proxy';
import { REALTIME_PATH } from '@meydan/shared/contracts';
import { editionFromHost, type HostMap } from '@meydan/shared/util/routing';

/**
 * Web-tier-only deployments (ALL_IN_ONE=0): the browser calls `/api/...`, loads `/media/...` and
 * opens the realtime socket `/ws` on the page's own origin (no CORS, cookies stay first-party),
 * and this forwards them to the API service. The web tier owns the host map, so it tells the API
 * the edition explicitly.
 */
export async function registerApiProxy(app: FastifyInstance, apiUrl: string, hostMap: HostMap): Promise<void> {
  const upstream = new URL(apiUrl).origin;
  for (const prefix of ['/api', '/media']) {
    await app.register(fastifyHttpProxy, {
      upstream,
      prefix,
      rewritePrefix: prefix,
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => ({
          ...headers,
          'x-edition': editionFromHost(request.headers.host, hostMap),
          'x-forwarded-host': request.headers.host ?? '',
          'x-forwarded-proto': request.protocol,
          // The reader's address as this tier sees it: the API caps view/share counts per network.
          'x-forwarded-for': request.ip,
        }),
      },
    });
  }
  // The realtime socket: upgrades are piped to the API's /ws. The page's Origin goes along, so the
  // API's cross-site check sees the browser's page and not this proxy (which would send none).
  const wsClientOptions: { headers: Record<string, string>; rewriteRequestHeaders: WsHeaderRewrite } = {
    headers: {},
    rewriteRequestHeaders: (headers, request) => {
      const forwarded: Record<string, string> = {
        ...headers,
        'x-edition': editionFromHost(request.headers.host, hostMap),
        'x-forwarded-host': request.headers.host ?? '',
        'x-forwarded-for': request.ip,
      };
      for (const name of ['origin', 'accept-language', 'user-agent'] as const) {
        const value = request.headers[name];
        if (typeof value === 'string') forwarded[name] = value;
      }
      return forwarded;
    },
  };
  await app.register(fastifyHttpProxy, { upstream, prefix: REALTIME_PATH, rewritePrefix: REALTIME_PATH, websocket: true, wsClientOptions });
}

/** The upstream socket's request headers; @fastify/http-proxy honours it (defaultWsHeadersRewrite) though its types omit it. */
type WsHeaderRewrite = (headers: Record<string, string>, request: FastifyRequest) => Record<string, string>;
