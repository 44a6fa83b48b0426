import { render, screen } from '@testing-library/react';
import { lazyModule, useLazyModule } from './lazy-module';

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
};

describe('lazyModule', () => {
  it('fetches once however often it is asked, and answers at once after that', async () => {
    const fetchModule = jest.fn(async () => ({ name: 'checks' }));
    const module = lazyModule(fetchModule);
    expect(module.loaded()).toBeUndefined();
    module.preload();
    module.preload();
    const [first, second] = await Promise.all([module.load(), module.load()]);
    expect(first).toBe(second);
    expect(module.loaded()).toBe(first);
    expect(fetchModule).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed fetch, so the next call tries again', async () => {
    const fetchModule = jest.fn().mockRejectedValueOnce(new Error('Loading chunk failed')).mockResolvedValueOnce({ name: 'checks' });
    const module = lazyModule<{ name: string }>(fetchModule);
    await expect(module.load()).rejects.toThrow('Loading chunk failed');
    expect(module.loaded()).toBeUndefined();
    await expect(module.load()).resolves.toEqual({ name: 'checks' });
    expect(fetchModule).toHaveBeenCalledTimes(2);
  });

  it('whenLoaded runs at once when the module is there, and after the fetch when not', async () => {
    const pending = deferred<{ name: string }>();
    const module = lazyModule(() => pending.promise);
    const seen: string[] = [];
    module.whenLoaded((loaded) => seen.push(`late ${loaded.name}`));
    expect(seen).toEqual([]);
    pending.resolve({ name: 'sanitizer' });
    await module.load();
    module.whenLoaded((loaded) => seen.push(`at once ${loaded.name}`));
    expect(seen).toEqual(['late sanitizer', 'at once sanitizer']);
  });
});

describe('useLazyModule', () => {
  it('renders without the module first, then again with it', async () => {
    const pending = deferred<{ text: string }>();
    const module = lazyModule(() => pending.promise);
    function Probe() {
      const loaded = useLazyModule(module);
      return <p>{loaded ? loaded.text : 'waiting'}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    pending.resolve({ text: 'ready' });
    expect(await screen.findByText('ready')).toBeInTheDocument();
    // A component mounted afterwards has it from its first render.
    render(<Probe />);
    expect(screen.getAllByText('ready')).toHaveLength(2);
  });
});
