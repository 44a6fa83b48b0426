import { sanitizeArticleHtml } from '@meydan/shared/util/sanitizer';

/**
 * Article HTML as the API serves it: sanitized here, on the server, so reader pages render it as
 * it comes and never load a sanitizer (issue 14). Bodies are imported or pasted editor content,
 * so the stored text is not trusted. Sanitizing (DOMPurify on jsdom) costs milliseconds per
 * fragment, so results are remembered by their input, up to a bound on the characters held.
 */
const MAX_CACHED_CHARS = 8_000_000;
const cache = new Map<string, string>();
let cachedChars = 0;

export function servedArticleHtml(html: string): string {
  const known = cache.get(html);
  if (known !== undefined) {
    // Refresh its place: the oldest unused fragments leave first.
    cache.delete(html);
    cache.set(html, known);
    return known;
  }
  const safe = sanitizeArticleHtml(html);
  cache.set(html, safe);
  cachedChars += html.length + safe.length;
  for (const [input, output] of cache) {
    if (cachedChars <= MAX_CACHED_CHARS) break;
    cache.delete(input);
    cachedChars -= input.length + output.length;
  }
  return safe;
}
