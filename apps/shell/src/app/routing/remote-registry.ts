import type { RemoteName, RemoteRoutesModule } from '@meydan/shared/util/remote-kit';

/**
 * Loads a remote's `./routes` module. The browser and the SSR server each implement it on the
 * federation runtime; both must retry a remote that failed before (never cache a failure) so a
 * remote that comes back is picked up without a reload or a restart.
 */
export interface RemoteLoader {
  load(remote: RemoteName): Promise<RemoteRoutesModule>;
}

export type RemoteSlot =
  | { status: 'ready'; module: RemoteRoutesModule }
  | { status: 'failed'; error: string };

/** Remote modules already resolved for this render, keyed by remote name. */
export type RemoteSlots = Partial<Record<RemoteName, RemoteSlot>>;

export async function loadRemoteSlot(loader: RemoteLoader, remote: RemoteName): Promise<RemoteSlot> {
  try {
    return { status: 'ready', module: await loader.load(remote) };
  } catch (error) {
    console.error(`[remote] ${remote} failed to load`, error);
    return { status: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
}
