import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type ArticleListArgs, useGetArticlesQuery, useLazyGetArticlesQuery } from '@meydan/content/data-access';
import type { ArticleCard } from '@meydan/shared/contracts';
import { ARTICLES_PAGE_SIZE } from '@meydan/shared/contracts/constants';

export interface ArticleStreamOptions {
  /**
   * The time the list is ordered by: `published` (sort=recent) or `igPostedAt` (sort=igDate).
   * Cursors are built from it and the last article's legacy id.
   */
  timeOf: (article: ArticleCard) => string | undefined;
  /** Look for newer stories this often while the page is visible; no polling when absent. */
  pollMs?: number;
  /** The first request does not tell whether older stories exist (a `since` window): offer to load more. */
  assumeMore?: boolean;
}

export type LoadStatus = 'idle' | 'loading' | 'failed';

export interface ArticleStream {
  /** Newest first, each story once. */
  items: ArticleCard[];
  /** The first request: what the loader prefetched for the server HTML. */
  first: ReturnType<typeof useGetArticlesQuery>;
  hasMore: boolean;
  loadMore: () => void;
  moreStatus: LoadStatus;
  /** Newer stories found by polling and not shown yet; `pendingMore` when there are more than were fetched. */
  pending: number;
  pendingMore: boolean;
  showPending: () => void;
  /** The story that should take focus (the first one a load added); the page clears it once focused. */
  focusId: string | null;
  clearFocus: () => void;
}

function unique(items: readonly ArticleCard[]): ArticleCard[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(item._id) ? false : (seen.add(item._id), true)));
}

/**
 * A time-ordered list read by cursors (GET /articles before/beforeId/since): "load more" appends
 * the stories older than the last one shown, so stories published meanwhile never shift or repeat
 * entries; polling collects newer stories without touching the list until the reader asks for
 * them. Render it under a `key` of its query so a new query starts a new list, and keep `args`
 * the same object while the query is the same (the poll's timer restarts when it changes).
 */
export function useArticleStream(args: ArticleListArgs, { timeOf, pollMs, assumeMore = false }: ArticleStreamOptions): ArticleStream {
  const first = useGetArticlesQuery(args);
  const [fetchOlder] = useLazyGetArticlesQuery();
  const [fetchNewer] = useLazyGetArticlesQuery();
  const [older, setOlder] = useState<ArticleCard[]>([]);
  const [newer, setNewer] = useState<ArticleCard[]>([]);
  const [olderHasMore, setOlderHasMore] = useState<boolean | null>(null);
  const [moreStatus, setMoreStatus] = useState<LoadStatus>('idle');
  const [pending, setPending] = useState<{ items: ArticleCard[]; more: boolean }>({ items: [], more: false });
  const [focusId, setFocusId] = useState<string | null>(null);

  const firstItems = first.data?.items;
  const items = useMemo(() => unique([...newer, ...(firstItems ?? []), ...older]), [newer, firstItems, older]);
  const hasMore = olderHasMore ?? (assumeMore || (first.data?.pagination.hasNextPage ?? false));
  // The interval and the click handlers read the list as it is when they run.
  const current = useRef(items);
  current.current = items;

  const loadMore = useCallback(() => {
    const last = current.current[current.current.length - 1];
    const before = last ? timeOf(last) : undefined;
    if (!last || !before || moreStatus === 'loading') return;
    setMoreStatus('loading');
    fetchOlder({ ...args, before, beforeId: last.legacyId }, true)
      .unwrap()
      .then((page) => {
        const known = new Set(current.current.map((item) => item._id));
        const added = page.items.filter((item) => !known.has(item._id));
        setOlder((loaded) => [...loaded, ...added]);
        setOlderHasMore(page.pagination.hasNextPage ?? false);
        setFocusId(added[0]?._id ?? null);
        setMoreStatus('idle');
      })
      .catch(() => setMoreStatus('failed'));
  }, [args, fetchOlder, moreStatus, timeOf]);

  const refetchFirst = first.refetch;
  useEffect(() => {
    if (!pollMs) return undefined;
    const check = () => {
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
      const newest = current.current[0];
      const since = newest ? timeOf(newest) : undefined;
      // An empty list has nothing to keep in place: the first page simply fills it.
      if (!since) return void refetchFirst();
      fetchNewer({ ...args, since, limit: ARTICLES_PAGE_SIZE.max, useHasNextPage: true })
        .unwrap()
        .then((page) => {
          const known = new Set(current.current.map((item) => item._id));
          setPending({ items: page.items.filter((item) => !known.has(item._id)), more: page.pagination.hasNextPage ?? false });
        })
        // A failed check is retried by the next one; the list the reader has stays as it is.
        .catch(() => undefined);
    };
    const timer = setInterval(check, pollMs);
    return () => clearInterval(timer);
  }, [args, fetchNewer, pollMs, refetchFirst, timeOf]);

  const showPending = useCallback(() => {
    if (pending.more) {
      // More new stories than one request brings: prepending some would leave a hole in the
      // time line, so the list starts again from the newest.
      setOlder([]);
      setNewer([]);
      setOlderHasMore(null);
      setPending({ items: [], more: false });
      void refetchFirst()
        .unwrap()
        .then((page) => setFocusId(page.items[0]?._id ?? null))
        .catch(() => undefined);
      return;
    }
    const known = new Set(current.current.map((item) => item._id));
    const fresh = pending.items.filter((item) => !known.has(item._id));
    setNewer((shown) => [...fresh, ...shown]);
    setPending({ items: [], more: false });
    setFocusId(fresh[0]?._id ?? null);
  }, [pending, refetchFirst]);

  return {
    items,
    first,
    hasMore,
    loadMore,
    moreStatus,
    pending: pending.items.filter((item) => !items.some((shown) => shown._id === item._id)).length,
    pendingMore: pending.more,
    showPending,
    focusId,
    clearFocus: useCallback(() => setFocusId(null), []),
  };
}

/**
 * Moves focus to the story a load added (its first link), so keyboard and screen reader users
 * land on what they asked for; `root` is the list's element.
 */
export function useFocusEntry(root: { current: HTMLElement | null }, focusId: string | null, clearFocus: () => void): void {
  useEffect(() => {
    if (!focusId) return;
    // Ids are the API's uuids: safe inside a quoted attribute selector.
    const entry = root.current?.querySelector<HTMLElement>(`[data-entry-id="${focusId}"]`);
    const target = entry?.matches('a') ? entry : entry?.querySelector<HTMLElement>('a');
    if (target) {
      target.focus();
      clearFocus();
    }
  }, [root, focusId, clearFocus]);
}
