import { registerWorkerAtIdle, SERVICE_WORKER_PATH } from './worker-boot';

describe('registering the service worker from the boot loader', () => {
  let register: jest.Mock;
  let idle: Array<() => void>;
  let onLoad: Array<() => void>;

  beforeEach(() => {
    register = jest.fn(async () => ({}));
    idle = [];
    onLoad = [];
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
    Object.defineProperty(window, 'requestIdleCallback', { configurable: true, writable: true, value: (callback: () => void) => idle.push(callback) });
    // The page's load event, fired by the spec (each spec's listeners only).
    jest.spyOn(window, 'addEventListener').mockImplementation((type, listener) => {
      if (type === 'load') onLoad.push(listener as () => void);
    });
  });

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(window, 'requestIdleCallback');
    jest.restoreAllMocks();
  });

  const load = () => onLoad.forEach((listener) => listener());

  it('registers the site worker once the page has loaded and the browser is idle, never before', () => {
    registerWorkerAtIdle();
    expect(idle).toHaveLength(0);
    load();
    expect(register).not.toHaveBeenCalled();
    idle.forEach((callback) => callback());
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_PATH);
    expect(SERVICE_WORKER_PATH).toBe('/sw.js');
  });

  it('waits for a timer where the browser has no requestIdleCallback (Safari)', () => {
    jest.useFakeTimers();
    Reflect.deleteProperty(window, 'requestIdleCallback');
    registerWorkerAtIdle();
    load();
    expect(register).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(register).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });

  it('does nothing where service workers are not available (an insecure origin, an old browser)', () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    expect(() => registerWorkerAtIdle()).not.toThrow();
    expect(onLoad).toHaveLength(0);
  });

  it('swallows a refused registration (a reader page must never show an error for it)', async () => {
    register.mockRejectedValue(new DOMException('refused', 'SecurityError'));
    registerWorkerAtIdle();
    load();
    idle.forEach((callback) => callback());
    await Promise.resolve();
    expect(register).toHaveBeenCalled();
  });
});
