import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from '@meydan/shared/util/router';

const POSITIONS_KEY = 'meydan:scroll-positions';
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(POSITIONS_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * SPEC §2.9: restoration is manual while the app runs (back/forward restores the saved offset,
 * a new navigation scrolls to top unless the target has a hash) and set back to auto before
 * unload so a reload keeps the browser's own behaviour.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const restoreAuto = () => {
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('beforeunload', restoreAuto);
    return () => window.removeEventListener('beforeunload', restoreAuto);
  }, []);

  useIsomorphicLayoutEffect(() => {
    const key = location.key;
    if (navigationType === 'POP') {
      const saved = readPositions()[key];
      if (saved !== undefined) window.scrollTo(0, saved);
    } else if (!location.hash) {
      window.scrollTo(0, 0);
    }
    return () => {
      const positions = readPositions();
      positions[key] = window.scrollY;
      try {
        sessionStorage.setItem(POSITIONS_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or disabled: restoration degrades to scroll-to-top.
      }
    };
  }, [location.key]);
  return null;
}
