import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { NOW_TICK_MS } from './relative-time';

/**
 * The moment the server rendered the page (issue 20). The SSR server takes it once per render
 * and puts it in the boot state, so a page from the micro-cache hydrates with the same "now"
 * its HTML was written with, and relative times never mismatch. Null outside the shell (tests).
 */
const RenderClockContext = createContext<number | null>(null);

export function RenderClockProvider({ now, children }: { now: number | undefined; children: ReactNode }) {
  return <RenderClockContext.Provider value={now ?? null}>{children}</RenderClockContext.Provider>;
}

/** One minute ticker for every relative time on the page, running while one is mounted. */
let current = 0;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function tick(): void {
  current = Date.now();
  listeners.forEach((listener) => listener());
}

/** A tab brought back after a while is brought up to date at once (background timers are throttled). */
function onVisible(): void {
  if (document.visibilityState === 'visible') tick();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    // React compares the snapshot again after subscribing: a stale clock re-renders right away.
    current = Date.now();
    timer = setInterval(tick, NOW_TICK_MS);
    document.addEventListener('visibilitychange', onVisible);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size || !timer) return;
    clearInterval(timer);
    timer = undefined;
    document.removeEventListener('visibilitychange', onVisible);
  };
}

function getSnapshot(): number {
  if (!current) current = Date.now();
  return current;
}

/**
 * The time relative times are counted from. The server render and the hydrating render read the
 * render clock (the same value on both sides); once mounted, and for anything mounted later
 * (client navigation, data fetched in the browser), the browser's clock, renewed every minute.
 */
export function useNow(): number {
  const rendered = useContext(RenderClockContext);
  return useSyncExternalStore(subscribe, getSnapshot, () => rendered ?? Date.now());
}
