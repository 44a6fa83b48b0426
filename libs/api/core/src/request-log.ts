import type { FastifyRequest } from 'fastify';

/** What stands in a logged URL for a query string that holds personal data. */
export const REDACTED_QUERY = '?[redacted]';

/** The path as the router would read it, for matching only: decoded where it can be, single slashes, lower case. */
function comparablePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: match on the raw text.
  }
  return decoded.replace(/\/{2,}/g, '/').toLowerCase();
}

/**
 * `url` without its query string when its path lies under one of `privatePaths` (e.g.
 * `/api/astro`, whose queries are birth dates and places): the path stays, so a log still shows
 * which route was called.
 */
export function redactPrivateQuery(url: string, privatePaths: readonly string[]): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const path = comparablePath(url.slice(0, queryAt));
  const isPrivate = privatePaths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  return isPrivate ? `${url.slice(0, queryAt)}${REDACTED_QUERY}` : url;
}

/**
 * Fastify's request log serializer (the `req` of "incoming request" lines and of errors logged
 * with the request), the same fields as Fastify's own, with private query strings left out.
 */
export function requestLogSerializer(privatePaths: readonly string[]) {
  return (request: FastifyRequest) => ({
    method: request.method,
    url: redactPrivateQuery(request.url, privatePaths),
    version: [request.headers?.['accept-version']].flat()[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  });
}
