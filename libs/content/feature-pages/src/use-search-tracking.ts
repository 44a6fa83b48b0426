import { useEffect, useRef } from 'react';
import { trackSearch } from '@meydan/shared/util/tracking';

/**
 * Reports each search the page shows once (`item_search` and the data layer's
 * `search_interaction`; analytics consent only): on arrival with a query and on every new query
 * or tab. `tab` is null while nothing is searched (no query, or too short).
 */
export function useSearchTracking(tab: 'content' | 'tag' | null, query: string): void {
  const last = useRef('');
  useEffect(() => {
    const key = tab ? `${tab} ${query}` : '';
    if (!tab || key === last.current) return;
    last.current = key;
    trackSearch(tab, query);
  }, [tab, query]);
}
