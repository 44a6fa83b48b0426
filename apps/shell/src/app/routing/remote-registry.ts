import type { i18n as I18n } from 'i18next';
import type { RemoteName, RemoteRoutesModule } from '@meydan/shared/util/remote-kit';

/**
 * Loads a remote's `./routes` module. The browser and the SSR server each implement it on the
 * federation runtime; both must retry a remote that failed before (never cache a failure) so a
 * remote that comes back is picked up without a reload or a restart.
 */
export interface RemoteLoader {
  load(remote: RemoteName): Promise<RemoteRoutesModule>;
}

export type ReadyRemoteSlot = { status: 'ready'; module: RemoteRoutesModule };

/**
 * `pending` exists only in the browser, right after hydration: the server rendered the remote
 * but the browser could not load it yet. The page keeps the server's HTML (the remote's area
 * suspends) while `settled` retries in the background.
 */
export type RemoteSlot =
  | ReadyRemoteSlot
  | { status: 'failed'; error: string }
  | { status: 'pending'; settled: Promise<ReadyRemoteSlot> };

/** Remote modules already resolved for this render, keyed by remote name. */
export type RemoteSlots = Partial<Record<RemoteName, RemoteSlot>>;

/** Adds a loaded remote's translation bundles to the page's i18n instance (before its pages render). */
export function addRemoteTranslations(i18n: I18n, slot: ReadyRemoteSlot): ReadyRemoteSlot {
  const { namespace, resources } = slot.module.translations;
  for (const [lang, bundle] of Object.entries(resources)) i18n.addResourceBundle(lang, namespace, bundle, true, true);
  return slot;
}

export async function loadRemoteSlot(loader: RemoteLoader, remote: RemoteName): Promise<RemoteSlot> {
  try {
    return { status: 'ready', module: await loader.load(remote) };
  } catch (error) {
    console.error(`[remote] ${remote} failed to load`, error);
    return { status: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
}

/** Back-off between browser retries of a remote the server rendered but the browser could not load. */
export const REMOTE_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15000, 30000];

/** Retries until the remote loads: the last delay repeats, so a long outage recovers too. */
export async function loadRemoteWithRetry(
  loader: RemoteLoader,
  remote: RemoteName,
  delaysMs: readonly number[] = REMOTE_RETRY_DELAYS_MS,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<ReadyRemoteSlot> {
  for (let attempt = 0; ; attempt++) {
    const slot = await loadRemoteSlot(loader, remote);
    if (slot.status === 'ready') return slot;
    await wait(delaysMs[Math.min(attempt, delaysMs.length - 1)] ?? 30000);
  }
}
