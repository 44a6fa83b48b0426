import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createFederationLoader } from './federation-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const loadRemoteMock = loadRemote as jest.Mock;
const registerMock = registerRemotes as jest.Mock;
const routesModule = { remote: 'content', pages: {}, translations: { namespace: 'content', load: {} } };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const forcedRegistrations = () => registerMock.mock.calls.filter(([, options]) => options?.force).length;

describe('federation loader', () => {
  beforeEach(() => {
    loadRemoteMock.mockReset();
    registerMock.mockReset();
  });

  it('lets a caller time out but keeps the slow load, which later callers join', async () => {
    const slow = deferred<unknown>();
    loadRemoteMock.mockReturnValue(slow.promise);
    const loader = createFederationLoader({ content: 'http://x/remoteEntry.js' }, 20);

    await expect(loader.load('content')).rejects.toThrow(/timed out/);
    expect(forcedRegistrations()).toBe(0); // not re-registered under the load in flight
    const second = loader.load('content');
    slow.resolve(routesModule);
    await expect(second).resolves.toBe(routesModule);
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it('registers the remote afresh after a failure, so the next load fetches again', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(routesModule);
    const loader = createFederationLoader({ content: 'http://x/remoteEntry.js' }, 1000);
    await expect(loader.load('content')).rejects.toThrow('down');
    await Promise.resolve();
    expect(forcedRegistrations()).toBe(1);
    await expect(loader.load('content')).resolves.toBe(routesModule);
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('gives up on a load that hangs and starts again', async () => {
    loadRemoteMock.mockReturnValueOnce(new Promise(() => undefined)).mockResolvedValueOnce(routesModule);
    const now = jest.spyOn(Date, 'now').mockReturnValue(0);
    const loader = createFederationLoader({ content: 'http://x/remoteEntry.js' }, 10);
    await expect(loader.load('content')).rejects.toThrow(/timed out/);
    now.mockReturnValue(61);
    await expect(loader.load('content')).resolves.toBe(routesModule);
    expect(forcedRegistrations()).toBe(1);
    now.mockRestore();
  });

  it('refuses a remote that is not in the manifest and a module that is not a routes module', async () => {
    const loader = createFederationLoader({ content: 'http://x/remoteEntry.js' }, 1000);
    await expect(loader.load('games')).rejects.toThrow(/not in the manifest/);
    loadRemoteMock.mockResolvedValueOnce({ default: { remote: 'social', pages: {} } });
    await expect(loader.load('content')).rejects.toThrow(/did not expose a routes module/);
  });
});
