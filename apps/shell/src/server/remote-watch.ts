import { createHash } from 'node:crypto';
import type { RemoteName } from '@meydan/shared/util/remote-kit';

export interface RemoteWatchOptions {
  /** Server entry URL per remote, as in the manifest. */
  entries: Partial<Record<RemoteName, string>>;
  /** Called when a remote's server entry changed since the last check (a redeploy). */
  onChange: (remote: RemoteName) => void;
  intervalMs: number;
  fetchImpl?: typeof fetch;
}

interface Fingerprint {
  etag?: string;
  hash: string;
}

/**
 * Picks up remote redeploys without restarting the SSR server: every `intervalMs` it
 * revalidates each remote's server remoteEntry.js (conditional GET with the last ETag; a hash of
 * the body when the server sends none) and reports the ones whose content changed. The caller
 * then force-re-registers them, so the next render loads the new container. The remoteEntry
 * name is stable across deploys and served with `no-cache`, so this is cheap: a 304 most of the
 * time. State is per process and only caches what the remote serves, so replicas stay independent.
 */
export function watchRemoteEntries({ entries, onChange, intervalMs, fetchImpl = fetch }: RemoteWatchOptions) {
  const seen = new Map<RemoteName, Fingerprint>();

  async function checkOne(remote: RemoteName, url: string): Promise<void> {
    const previous = seen.get(remote);
    const response = await fetchImpl(url, { headers: previous?.etag ? { 'If-None-Match': previous.etag } : {}, signal: AbortSignal.timeout(intervalMs) });
    if (response.status === 304 || !response.ok) return; // unchanged, or down: the loader's retry handles outages
    const hash = createHash('sha256').update(Buffer.from(await response.arrayBuffer())).digest('hex');
    seen.set(remote, { etag: response.headers.get('etag') ?? undefined, hash });
    if (previous && previous.hash !== hash) onChange(remote);
  }

  async function check(): Promise<void> {
    await Promise.all(
      (Object.entries(entries) as Array<[RemoteName, string]>).map(([remote, url]) => checkOne(remote, url).catch(() => undefined)),
    );
  }

  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void check().finally(() => {
      running = false;
    });
  }, intervalMs);
  timer.unref();
  return { check, stop: () => clearInterval(timer) };
}
