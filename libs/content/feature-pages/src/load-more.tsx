import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { ArticleCard } from '@meydan/content/ui';
import type { ArticleCard as ArticleCardData } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import { pushDataLayer } from '@meydan/shared/util/tracking';
import { FirstPageState } from './stream-controls';

/** Tells the list whether another page exists once a page has loaded. */
export type PageLoaded = (hasNext: boolean) => void;

/**
 * "Load more" under a list: each click appends the next page (2, 3, …) in place, rendered by
 * `renderPage`; the button goes once a page says there is no next one.
 */
export function LoadMore({ label, hasNext = true, renderPage }: { label: string; hasNext?: boolean; renderPage: (page: number, onLoaded: PageLoaded) => ReactNode }) {
  const [pages, setPages] = useState<number[]>([]);
  const [hasMore, setHasMore] = useState(hasNext);
  return (
    <>
      {pages.map((page) => (
        <Fragment key={page}>{renderPage(page, setHasMore)}</Fragment>
      ))}
      {hasMore ? (
        <button type="button" className="button load-more" onClick={() => setPages((loaded) => [...loaded, loaded.length + 2])}>
          {label}
        </button>
      ) : null}
    </>
  );
}

/** The state of the query behind one appended page (an RTK Query hook result fits). */
export interface MorePageQuery {
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface MoreCardsProps {
  page: number;
  query: MorePageQuery;
  items: readonly ArticleCardData[] | undefined;
  hasNext: boolean | undefined;
  edition: Edition;
  onLoaded: PageLoaded;
  /** The grid's classes (default: the two-column grid of appended home pages). */
  gridClassName?: string;
}

/**
 * One appended page of cards with its loading and error (retry) states. Focus moves to the first
 * new card, so keyboard and screen reader users land on what they asked for.
 */
export function MoreCards({ page, query, items, hasNext, edition, onLoaded, gridClassName = 'card-grid card-grid--more' }: MoreCardsProps) {
  const { t } = useTranslation('content');
  useEffect(() => {
    if (hasNext !== undefined) onLoaded(hasNext);
  }, [hasNext, onLoaded]);
  const shown = Boolean(items) && !query.isError && !query.isFetching;
  useEffect(() => {
    // A further page shown in place (no page view of its own): analytics consent only.
    if (shown) pushDataLayer({ event: 'page_impression', page_path: location.pathname, page_number: page });
  }, [shown, page]);
  if (query.isError || !items || query.isFetching) return <FirstPageState isError={query.isError} onRetry={() => void query.refetch()} />;
  return (
    <div className={gridClassName} aria-label={t('pagination.page', { n: page })} role="region">
      {items.map((article, index) => (
        <div key={article._id} ref={index === 0 ? focusFirstLink : undefined}>
          <ArticleCard article={article} edition={edition} />
        </div>
      ))}
    </div>
  );
}

function focusFirstLink(node: HTMLDivElement | null): void {
  node?.querySelector('a')?.focus({ preventScroll: true });
}
