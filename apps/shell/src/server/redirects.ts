import { type Edition, legacyCategoryRedirect, matchRoute, stripContentsSegment } from '@meydan/shared/util/routing';

/**
 * Path rules the web tier applies before routing (SPEC §2.9), in order; each 301s and keeps the
 * query string:
 * 1. a `/icerikler` segment is stripped;
 * 2. a trailing slash is dropped so every page has one canonical URL;
 * 3. an old category listing address goes to the category page (legacyCategoryRedirect), only
 *    when no route of the table claims the path.
 * Rules that need data (article addresses, tags) live in the route loaders of the owner remote.
 *
 * "Unknown middleware" (SPEC §8, 500): the original front end ran named per-page middleware and
 * failed with that message when a page named one that did not exist. Here the server rules are
 * this fixed list and every route's code is its owner remote's loader, so no request can name
 * a missing one; a route its owner remote does not provide renders the remote's fallback
 * instead (see renderPage). The i18n key `errors.unknownMiddleware` stays for the catalogue.
 */
export function canonicalRedirect(edition: Edition, pathname: string, search: string): string | null {
  let path = stripContentsSegment(pathname) ?? pathname;
  if (path.length > 1 && path.endsWith('/')) path = path.replace(/\/+$/, '') || '/';
  const legacy = matchRoute(edition, path) ? null : legacyCategoryRedirect(edition, path);
  if (legacy) return legacy + search;
  return path === pathname ? null : path + search;
}
