import { useEffect, useRef } from 'react';

/**
 * Runs `onRestored` when the browser shows this page again from its back/forward cache, e.g. the
 * visitor pressed Back on a provider's sign-in page: the page comes back exactly as it was left,
 * with its buttons still busy "taking you to the sign-in page".
 */
export function usePageRestored(onRestored: () => void): void {
  const callback = useRef(onRestored);
  callback.current = onRestored;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) callback.current();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
}
