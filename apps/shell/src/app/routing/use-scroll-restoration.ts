import { useEffect, useLayoutEffect, useRef } from 'react';

const POSITIONS_KEY = 'meydan:scroll-positions';
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Where the page changed to, recorded when the view is committed (not when the URL changes). */
export interface CommittedLocation {
  /** History entry key (react-router's location.key). */
  key: string;
  /** PUSH/REPLACE scroll to top (or to the hash); POP restores the saved offset. */
  navigationType: 'POP' | 'PUSH' | 'REPLACE';
  hash: string;
}

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(POSITIONS_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function writePositions(positions: Record<string, number>): void {
  try {
    sessionStorage.setItem(POSITIONS_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or disabled: restoration degrades to scroll-to-top.
  }
}

/**
 * SPEC §2.9 scrolling. Restoration is manual while the app runs and set back to auto before
 * unload, so a reload keeps the browser's own behaviour. The scroll happens when the new page is
 * committed, not when the URL changes: the shell keeps the old page on screen while the next
 * one loads, so scrolling earlier would jump the old page, and restoring a position needs the
 * restored page's height. Offsets are recorded per history entry as the reader scrolls.
 */
export function useScrollRestoration(location: CommittedLocation): void {
  const positions = useRef<Record<string, number>>({});
  const currentKey = useRef(location.key);

  useEffect(() => {
    positions.current = readPositions();
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      positions.current[currentKey.current] = window.scrollY;
    };
    const beforeUnload = () => {
      writePositions(positions.current);
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('beforeunload', beforeUnload);
    };
  }, []);

  useIsomorphicLayoutEffect(() => {
    if (currentKey.current === location.key) return; // the first (hydrated) page: the browser placed it
    currentKey.current = location.key;
    writePositions(positions.current);
    if (location.navigationType === 'POP') {
      window.scrollTo(0, positions.current[location.key] ?? 0);
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
  }, [location.key, location.navigationType, location.hash]);
}
