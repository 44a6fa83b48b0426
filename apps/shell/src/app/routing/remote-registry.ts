import type { i18n as I18n } from 'i18next';
import { type EditionCode, loadTranslationBundle, type RemoteName, type RemoteRoutesModule, type RoutePage, type TranslationBundle } from '@meydan/shared/util/remote-kit';

/**
 * Loads a remote's `./routes` module. The browser and the SSR server each implement it on the
 * federation runtime; both must retry a remote that failed before (never cache a failure) so a
 * remote that comes back is picked up without a reload or a restart.
 */
export interface RemoteLoader {
  load(remote: RemoteName): Promise<RemoteRoutesModule>;
  /** Forgets the remote's container, so the next load fetches it and its chunks again. */
  reset?(remote: RemoteName): void;
}

export type ReadyRemoteSlot = { status: 'ready'; module: RemoteRoutesModule };

/**
 * `pending` exists only in the browser, right after hydration: the server rendered the remote
 * but the browser could not load it (or the page's chunk) yet. The page keeps the server's HTML
 * (the remote's area suspends) while `settled` retries in the background.
 */
export type RemoteSlot =
  | ReadyRemoteSlot
  | { status: 'failed'; error: string }
  | { status: 'pending'; settled: Promise<PreparedRoute> };

/** Remote modules already resolved for this render, keyed by remote name. */
export type RemoteSlots = Partial<Record<RemoteName, RemoteSlot>>;

/** A remote route ready to run its loader and render: the remote, the page chunk and the edition's texts are loaded. */
export interface PreparedRoute {
  slot: ReadyRemoteSlot | { status: 'failed'; error: string };
  page?: RoutePage;
}

/** How long one page or translation chunk may take before the remote's fallback renders instead. */
export const CHUNK_LOAD_TIMEOUT_MS = 5000;

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Loaded chunks per routes module. Only successes stay: a rejected load is forgotten at once, so
 * (unlike React.lazy) a chunk that failed is fetched again on the next navigation or request.
 */
const chunkCache = new WeakMap<RemoteRoutesModule, Map<string, Promise<unknown>>>();

function cachedChunk<T>(module: RemoteRoutesModule, key: string, load: () => Promise<T>): Promise<T> {
  let chunks = chunkCache.get(module);
  if (!chunks) chunkCache.set(module, (chunks = new Map()));
  const hit = chunks.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const pending = withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS, `loading ${module.remote} ${key}`);
  chunks.set(key, pending);
  pending.catch(() => chunks.delete(key));
  return pending;
}

/** The page chunk of one route; rejects when the remote has no page for it. */
export function loadRoutePage(module: RemoteRoutesModule, routeId: string): Promise<RoutePage> {
  const load = module.pages[routeId];
  if (!load) return Promise.reject(new Error(`remote ${module.remote} has no page for ${routeId}`));
  return cachedChunk(module, `page:${routeId}`, () => load(routeId));
}

/** Adds the remote's texts for one edition to the page's i18n instance (before its pages render). */
export async function addRemoteTranslations(i18n: I18n, module: RemoteRoutesModule, edition: EditionCode): Promise<void> {
  const { namespace, load } = module.translations;
  const bundle = await cachedChunk<TranslationBundle>(module, `i18n:${edition}`, () => loadTranslationBundle(load[edition]));
  // Server requests clone one instance and share its resource store: merge each bundle into a
  // store once, not on every render (a deep merge of a remote's texts per page). A redeployed
  // remote brings a new bundle object, which is merged.
  const store = i18n.store as object;
  const merged = mergedBundles.get(store) ?? new WeakSet<object>();
  mergedBundles.set(store, merged);
  if (merged.has(bundle)) return;
  i18n.addResourceBundle(edition, namespace, bundle, true, true);
  merged.add(bundle);
}

/** The translation bundles already merged into each resource store. */
const mergedBundles = new WeakMap<object, WeakSet<object>>();

export async function loadRemoteSlot(loader: RemoteLoader, remote: RemoteName): Promise<ReadyRemoteSlot | { status: 'failed'; error: string }> {
  try {
    return { status: 'ready', module: await loader.load(remote) };
  } catch (error) {
    console.error(`[remote] ${remote} failed to load`, error);
    return { status: 'failed', error: messageOf(error) };
  }
}

/**
 * Everything a remote route needs before its loader runs or it renders (server, hydration and
 * client navigation alike): the remote's routes module (reusing a ready one), the route's page
 * chunk and the edition's texts. Never throws: any failure is a failed slot, and a remote whose
 * chunk failed is reset so the next attempt starts afresh.
 */
export async function prepareRemoteRoute(
  loader: RemoteLoader,
  remote: RemoteName,
  routeId: string,
  target: { edition: EditionCode; i18n: I18n },
  known?: RemoteSlot,
): Promise<PreparedRoute> {
  const slot = known?.status === 'ready' ? known : await loadRemoteSlot(loader, remote);
  if (slot.status !== 'ready') return { slot };
  try {
    const [page] = await Promise.all([loadRoutePage(slot.module, routeId), addRemoteTranslations(target.i18n, slot.module, target.edition)]);
    return { slot, page };
  } catch (error) {
    console.error(`[remote] ${remote} could not load the page of ${routeId}`, error);
    loader.reset?.(remote);
    return { slot: { status: 'failed', error: messageOf(error) } };
  }
}

/** Back-off between browser retries of a remote the server rendered but the browser could not load. */
export const REMOTE_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15000, 30000];

/** Retries until the route is prepared: the last delay repeats, so a long outage recovers too. */
export async function prepareWithRetry(
  prepare: () => Promise<PreparedRoute>,
  delaysMs: readonly number[] = REMOTE_RETRY_DELAYS_MS,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<PreparedRoute> {
  for (let attempt = 0; ; attempt++) {
    const prepared = await prepare();
    if (prepared.slot.status === 'ready') return prepared;
    await wait(delaysMs[Math.min(attempt, delaysMs.length - 1)] ?? 30000);
  }
}
