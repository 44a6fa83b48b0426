import { extractArticleId } from '@meydan/shared/util/routing';
import { isUuid } from './uuid';

/** What a staff member typed to name an article (the /admin search, the /dev pages). */
export type ArticleLookup = { kind: 'id'; id: string } | { kind: 'legacy'; legacyId: number } | { kind: 'title'; text: string } | { kind: 'all' };

/**
 * An article URL or path, a legacy id (SPEC §2.8 id extraction), a uuid, or words of the title;
 * nothing at all is `all`.
 */
export function articleLookup(text: string | undefined): ArticleLookup {
  const query = (text ?? '').trim();
  if (!query) return { kind: 'all' };
  if (isUuid(query)) return { kind: 'id', id: query.toLowerCase() };
  if (/^\d+$/.test(query)) {
    const legacyId = extractArticleId(query);
    return legacyId === null ? { kind: 'title', text: query } : { kind: 'legacy', legacyId };
  }
  let path = query;
  try {
    path = new URL(query).pathname;
  } catch {
    // Not a URL: maybe a path ("/haber/...-10234") or plain words.
  }
  if (path.startsWith('/')) {
    const legacyId = extractArticleId(path);
    if (legacyId !== null) return { kind: 'legacy', legacyId };
  }
  return { kind: 'title', text: query };
}
