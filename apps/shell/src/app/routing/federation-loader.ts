import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemoteRoutesModule } from '@meydan/shared/util/remote-kit';
import { type RemoteLoader, withTimeout } from './remote-registry';

/**
 * How long a browser waits for a remote's code before it shows the remote's fallback: generous,
 * since a phone on a slow network takes seconds and the load is not restarted when a caller
 * stops waiting (the server's wait is REMOTE_LOAD_TIMEOUT_MS in its config).
 */
export const REMOTE_LOAD_TIMEOUT_MS = 20_000;

function asRoutesModule(remote: RemoteName, value: unknown): RemoteRoutesModule {
  const module = ((value as { default?: unknown })?.default ?? value) as Partial<RemoteRoutesModule>;
  if (!module || typeof module.pages !== 'object' || !module.pages || !module.translations?.load || module.remote !== remote) {
    throw new Error(`remote ${remote} did not expose a routes module`);
  }
  return module as RemoteRoutesModule;
}

/** A load still unsettled after this many timeouts is taken as hung: the remote is registered afresh. */
const HUNG_AFTER_TIMEOUTS = 6;

/**
 * Remote loader on the Module Federation runtime, shared by the browser and the SSR server (each
 * build links its own runtime flavour). Entries are registered at runtime from the manifest.
 * - A caller waits at most `timeoutMs`, but a slow load is not restarted: later callers join the
 *   load in flight (re-registering under it, as after a timeout on a busy machine, left the
 *   runtime resolving the remote's chunks as local files, and the remote never came back).
 * - After a failure (or a load hung for HUNG_AFTER_TIMEOUTS timeouts) the remote is
 *   force-re-registered, which drops the runtime's cached container and module, so the next
 *   attempt fetches again: a remote that comes back recovers without a reload or restart.
 */
export function createFederationLoader(entries: Partial<Record<RemoteName, string>>, timeoutMs = REMOTE_LOAD_TIMEOUT_MS) {
  const register = (name: RemoteName, force: boolean) => {
    const entry = entries[name];
    if (entry) registerRemotes([{ name, entry }], { force });
  };
  for (const name of Object.keys(entries) as RemoteName[]) register(name, false);
  const inFlight = new Map<RemoteName, { promise: Promise<RemoteRoutesModule>; startedAt: number }>();

  const start = (remote: RemoteName) => {
    const promise = loadRemote(`${remote}/routes`).then((value) => asRoutesModule(remote, value));
    const attempt = { promise, startedAt: Date.now() };
    inFlight.set(remote, attempt);
    const settle = (failed: boolean) => {
      if (inFlight.get(remote) !== attempt) return;
      inFlight.delete(remote);
      if (failed) register(remote, true);
    };
    promise.then(
      () => settle(false),
      () => settle(true),
    );
    return promise;
  };

  const loader: Required<RemoteLoader> = {
    async load(remote) {
      if (!entries[remote]) throw new Error(`remote ${remote} is not in the manifest`);
      const current = inFlight.get(remote);
      if (current && Date.now() - current.startedAt > timeoutMs * HUNG_AFTER_TIMEOUTS) loader.reset(remote);
      const promise = inFlight.get(remote)?.promise ?? start(remote);
      return withTimeout(promise, timeoutMs, `loading remote ${remote}`);
    },
    reset(remote) {
      inFlight.delete(remote);
      register(remote, true);
    },
  };
  return loader;
}
