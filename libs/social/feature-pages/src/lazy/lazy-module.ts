import { useEffect, useState } from 'react';

/**
 * A module a page fetches only when it needs it, so the page's own chunk stays small (issue 14:
 * no route module over 30 KB gzip). Fetched once: the promise is kept, a failed fetch is
 * forgotten so the next call tries again.
 */
export interface LazyModule<T> {
  /** Fetches the module (once) and resolves to it. */
  load(): Promise<T>;
  /** The module if it has arrived, for code that must answer at once. */
  loaded(): T | undefined;
  /** Starts the fetch without waiting (a form's first focus), so a later submit finds it there. */
  preload(): void;
  /** Runs `run` with the module: at once when it is there, else once it has arrived (a failed fetch is logged). */
  whenLoaded(run: (module: T) => void): void;
}

const logFailure = (error: unknown) => console.error('[social] a module could not be loaded', error);

export function lazyModule<T>(fetchModule: () => Promise<T>): LazyModule<T> {
  let pending: Promise<T> | undefined;
  let value: T | undefined;
  const load = (): Promise<T> =>
    (pending ??= fetchModule().then(
      (module) => (value = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return {
    load,
    loaded: () => value,
    // Whoever waits for it (a submit) reports a failure; here it would only be noise.
    preload: () => void load().catch(() => undefined),
    whenLoaded: (run) => {
      if (value) run(value);
      else load().then(run, logFailure);
    },
  };
}

/**
 * The module once it has arrived: fetched when the component mounts, which re-renders then.
 * Undefined until then, and after a failed fetch (logged).
 */
export function useLazyModule<T>(module: LazyModule<T>): T | undefined {
  const [value, setValue] = useState<T | undefined>(module.loaded);
  useEffect(() => {
    if (value) return;
    let alive = true;
    module.load().then((loaded) => alive && setValue(() => loaded), logFailure);
    return () => {
      alive = false;
    };
  }, [module, value]);
  return value;
}
