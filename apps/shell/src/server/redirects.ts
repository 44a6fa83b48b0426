/**
 * Path rewrites decided before routing (SPEC §2.9). Returns the target or null.
 * - a `/icerikler` segment is stripped (301);
 * - a trailing slash is dropped so every page has one canonical URL.
 */
export function canonicalRedirect(pathname: string, search: string): string | null {
  let path = pathname;
  if (/\/icerikler(?=\/|$)/.test(path)) path = path.replace(/\/icerikler(?=\/|$)/g, '') || '/';
  if (path.length > 1 && path.endsWith('/')) path = path.replace(/\/+$/, '') || '/';
  return path === pathname ? null : path + search;
}
