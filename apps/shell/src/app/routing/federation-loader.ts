import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemoteRoutesModule } from '@meydan/shared/util/remote-kit';
import { type RemoteLoader, withTimeout } from './remote-registry';

export const REMOTE_LOAD_TIMEOUT_MS = 5000;

function asRoutesModule(remote: RemoteName, value: unknown): RemoteRoutesModule {
  const module = ((value as { default?: unknown })?.default ?? value) as Partial<RemoteRoutesModule>;
  if (!module || typeof module.pages !== 'object' || !module.pages || !module.translations?.load || module.remote !== remote) {
    throw new Error(`remote ${remote} did not expose a routes module`);
  }
  return module as RemoteRoutesModule;
}

/**
 * Remote loader on the Module Federation runtime, shared by the browser and the SSR server (each
 * build links its own runtime flavour). Entries are registered at runtime from the manifest.
 * After a failure the remote is force-re-registered, which drops the runtime's cached container
 * and module, so the next attempt fetches again: a remote that comes back recovers without a
 * reload or restart.
 */
export function createFederationLoader(entries: Partial<Record<RemoteName, string>>, timeoutMs = REMOTE_LOAD_TIMEOUT_MS) {
  const register = (name: RemoteName, force: boolean) => {
    const entry = entries[name];
    if (entry) registerRemotes([{ name, entry }], { force });
  };
  for (const name of Object.keys(entries) as RemoteName[]) register(name, false);

  const loader: Required<RemoteLoader> = {
    async load(remote) {
      if (!entries[remote]) throw new Error(`remote ${remote} is not in the manifest`);
      try {
        return asRoutesModule(remote, await withTimeout(loadRemote(`${remote}/routes`), timeoutMs, `loading remote ${remote}`));
      } catch (error) {
        register(remote, true);
        throw error;
      }
    },
    reset(remote) {
      register(remote, true);
    },
  };
  return loader;
}
