import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { editionFromHost, type HostMap } from '@meydan/shared/util/routing';

const FEED_TIMEOUT_MS = 10_000;

/** Public feed file names → API paths (see feedRoutes in libs/api/content). */
function sitemapApiPath(file: string): string | null {
  if (file === 'news.xml') return '/sitemaps/news';
  if (file === 'sections.xml') return '/sitemaps/sections';
  const month = /^articles-(\d{4}-\d{2})\.xml$/.exec(file)?.[1];
  return month ? `/sitemaps/articles/${month}` : null;
}

/**
 * The XML feeds at their public addresses (`/rss.xml`, `/rss/{slug}.xml`, `/sitemap.xml`,
 * `/sitemaps/*.xml`): the API renders them for the edition this host serves; the web tier
 * passes status, type and caching through, whether the API runs in-process or elsewhere.
 */
export function registerFeedRoutes(app: FastifyInstance, apiUrl: string, hostMap: HostMap): void {
  async function forward(request: FastifyRequest, reply: FastifyReply, apiPath: string | null) {
    if (!apiPath) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    try {
      const response = await fetch(apiUrl + apiPath, {
        headers: { 'X-Edition': editionFromHost(request.headers.host, hostMap) },
        signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
      });
      reply.code(response.status);
      reply.header('content-type', response.headers.get('content-type') ?? 'application/xml; charset=utf-8');
      reply.header('cache-control', response.headers.get('cache-control') ?? 'no-cache');
      return reply.send(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      request.log.warn({ err: error }, 'feed request to the API failed');
      return reply.code(503).header('retry-after', '30').type('text/plain; charset=utf-8').send('Feed temporarily unavailable');
    }
  }

  app.get('/rss.xml', (request, reply) => forward(request, reply, '/feeds/rss'));
  app.get<{ Params: { file: string } }>('/rss/:file', (request, reply) => {
    const slug = /^([a-z0-9-]{1,60})\.xml$/.exec(request.params.file)?.[1];
    return forward(request, reply, slug ? `/feeds/rss/${slug}` : null);
  });
  app.get('/sitemap.xml', (request, reply) => forward(request, reply, '/sitemaps/index'));
  app.get<{ Params: { file: string } }>('/sitemaps/:file', (request, reply) => forward(request, reply, sitemapApiPath(request.params.file)));
}
