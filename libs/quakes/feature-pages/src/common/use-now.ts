import { useEffect, useState } from 'react';

/** How often relative times ("5 min. ago") are written again. */
export const NOW_TICK_MS = 30_000;

/**
 * The time relative times are counted from: the render's clock at first (the server's, then the
 * browser's at hydration: elements showing it tolerate the difference), then the browser's clock
 * at once and every `tickMs`, so "5 dk. önce" keeps counting while the page is open.
 */
export function useNow(tickMs = NOW_TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), tickMs);
    return () => window.clearInterval(timer);
  }, [tickMs]);
  return now;
}
