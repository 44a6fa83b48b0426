import type { FastifyInstance } from 'fastify';
import fastifyHttpProxy from '@fastify/http-proxy';
import { editionFromHost, type HostMap } from '@meydan/shared/util/routing';

/**
 * Web-tier-only deployments (ALL_IN_ONE=0): the browser calls `/api/...` and loads `/media/...`
 * on the page's own origin (no CORS, cookies stay first-party), and this forwards them to the
 * API service. The web tier owns the host map, so it tells the API the edition explicitly.
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
}
