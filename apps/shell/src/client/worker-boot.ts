/** Where the web tier serves the service worker: the site root, so its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * Registers the site's service worker for every reader (issue 20: the last read articles and the
 * offline page) after the page's load event, when the browser is idle, so it never competes with
 * the page's own requests (the loader runs at the end of <body>, always before load). The push
 * flow registers the same script for members who allow notifications: one registration. Not
 * inside a frame of another site (an embedded widget), whose worker would fill a cache nobody
 * reads. Kept this small on purpose: it is part of every page's inlined boot loader.
 */
export function registerWorkerAtIdle(): void {
  if (!('serviceWorker' in navigator) || top !== self) return;
  // Safari has no requestIdleCallback: a timer instead (either works unbound on the window).
  const idle = (window.requestIdleCallback || setTimeout) as (callback: () => void) => void;
  addEventListener('load', () => idle(() => void navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch(() => undefined)));
}
