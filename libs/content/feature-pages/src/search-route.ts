import type { SearchArticleQuery } from '@meydan/shared/contracts';
import { SEARCH_QUERY_LENGTH } from '@meydan/shared/contracts/constants';
import { routePath, type Edition } from '@meydan/shared/util/routing';

export type SearchTab = 'content' | 'tag' | 'user';

const TAB_ROUTES: Readonly<Record<SearchTab, string>> = {
  content: 'content.search.content',
  tag: 'content.search.tag',
  user: 'social.search.user',
};

export interface ResolvedSearch {
  tab: SearchTab;
  /** The query as typed (trimmed), '' when none. */
  query: string;
  /** Long enough to search (SPEC limits). */
  searchable: boolean;
  page: number;
  sort: NonNullable<SearchArticleQuery['sort']>;
  categoryId?: string;
}

/**
 * `/ara/{query}`, `/ara/haber/{query}` (articles), `/ara/etiket/{query}` (tags): the query is
 * the last path segment, or `?q=` when the search form was sent without JavaScript. Page, sort
 * and category ride in the query string.
 */
export function resolveSearch(routeId: string, params: Readonly<Record<string, string>>, search: string): ResolvedSearch {
  const query = new URLSearchParams(search);
  const raw = params['slug'] ? safeDecode(params['slug']) : (query.get('q') ?? '');
  const text = raw.trim().replace(/\s+/g, ' ').slice(0, SEARCH_QUERY_LENGTH.max);
  const page = Number(query.get('page') ?? '1');
  return {
    tab: routeId === 'content.search.tag' ? 'tag' : 'content',
    query: text,
    searchable: text.length >= SEARCH_QUERY_LENGTH.min,
    page: Number.isInteger(page) && page > 0 && page <= 100 ? page : 1,
    sort: query.get('sort') === 'recent' ? 'recent' : 'relevance',
    categoryId: query.get('category') ?? undefined,
  };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The tab an address belongs to. The search form asks the address, not the rendered route: while
 * a tab link's page is still loading the address has already changed and the old tab is on
 * screen, and a search sent then must go to the tab the reader chose.
 */
export function searchTabOfPath(edition: Edition, pathname: string): SearchTab {
  const within = (tab: SearchTab) => {
    const base = routePath(edition, TAB_ROUTES[tab]);
    return pathname === base || pathname.startsWith(`${base}/`);
  };
  return (['tag', 'user'] as const).find(within) ?? 'content';
}

/** The address of a tab for a query, with optional query-string state. */
export function searchHref(edition: Edition, tab: SearchTab, query: string, state: Record<string, string | number | undefined> = {}): string {
  const base = routePath(edition, TAB_ROUTES[tab]);
  const path = query ? `${base}/${encodeURIComponent(query)}` : base;
  const qs = new URLSearchParams(Object.entries(state).filter(([, v]) => v !== undefined && v !== '' && v !== 1 && v !== 'relevance') as Array<[string, string]>);
  const suffix = qs.toString();
  return suffix ? `${path}?${suffix}` : path;
}

/** The article query a resolved search sends (the page and the loader share it, so the cache key matches). */
export function articleSearchArgs(resolved: ResolvedSearch): SearchArticleQuery {
  return { q: resolved.query, page: resolved.page, sort: resolved.sort, categoryId: resolved.categoryId, withFacets: true, mainCategoriesOnly: true };
}
