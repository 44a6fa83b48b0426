/**
 * A stand-in for a service worker's global scope, for specs that run the worker's source
 * (service-worker.ts) in a VM context and fire its events: an in-memory Cache Storage that lists
 * keys in the order they were put (as browsers do), a network the spec answers or cuts, window
 * clients, and events whose respondWith / waitUntil promises the spec can await. Test code only.
 */
import { runInNewContext } from 'node:vm';

export const ORIGIN = 'https://www.example.com';

type Handler = (request: FakeRequest) => Response | undefined;

/** What the worker sees of a request: the fields it reads. */
export interface FakeRequest {
  url: string;
  method: string;
  mode: string;
  destination: string;
  cache?: string;
}

/** A network response as fetch gives it in a browser: `basic` for the site's own, kept across clone(). */
export function siteResponse(body: string, init: ResponseInit = {}): Response {
  const response = new Response(body, { status: 200, ...init });
  Object.defineProperty(response, 'type', { value: 'basic' });
  const clone = response.clone.bind(response);
  Object.defineProperty(response, 'clone', { value: () => withType(clone(), 'basic') });
  return response;
}

function withType(response: Response, type: ResponseType): Response {
  Object.defineProperty(response, 'type', { value: type });
  const clone = response.clone.bind(response);
  Object.defineProperty(response, 'clone', { value: () => withType(clone(), type) });
  return response;
}

const urlOf = (request: string | FakeRequest | Request) => new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;

class FakeCache {
  readonly entries: Array<{ url: string; response: Response }> = [];
  constructor(private readonly network: (request: FakeRequest) => Promise<Response>) {}

  async match(request: string | FakeRequest): Promise<Response | undefined> {
    const entry = this.entries.find((item) => item.url === urlOf(request));
    return entry ? entry.response.clone() : undefined;
  }
  async put(request: string | FakeRequest, response: Response): Promise<void> {
    if (response.bodyUsed) throw new TypeError('Response body is already used');
    const url = urlOf(request);
    const stored = withType(new Response(await response.arrayBuffer(), { status: response.status, headers: response.headers }), response.type);
    const at = this.entries.findIndex((item) => item.url === url);
    // Like Chromium: an entry put again keeps its place.
    if (at >= 0) this.entries[at] = { url, response: stored };
    else this.entries.push({ url, response: stored });
  }
  async add(request: FakeRequest | string): Promise<void> {
    const fake = typeof request === 'string' ? { url: urlOf(request), method: 'GET', mode: 'cors', destination: '' } : request;
    const response = await this.network(fake);
    if (!response.ok) throw new TypeError('bad status');
    await this.put(fake, response);
  }
  async delete(request: string | FakeRequest): Promise<boolean> {
    const at = this.entries.findIndex((item) => item.url === urlOf(request));
    if (at < 0) return false;
    this.entries.splice(at, 1);
    return true;
  }
  async keys(): Promise<Array<{ url: string }>> {
    return this.entries.map((item) => ({ url: item.url }));
  }
  urls(): string[] {
    return this.entries.map((item) => item.url.replace(ORIGIN, ''));
  }
}

export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();
  constructor(private readonly network: (request: FakeRequest) => Promise<Response>) {}
  async open(name: string): Promise<FakeCache> {
    if (!this.caches.has(name)) this.caches.set(name, new FakeCache(this.network));
    return this.caches.get(name) as FakeCache;
  }
  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }
  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }
  /** A cache's keys as paths, for assertions. */
  urls(name: string): string[] {
    return this.caches.get(name)?.urls() ?? [];
  }
}

export interface FakeClient {
  id: string;
  url: string;
  type?: string;
  focus?: () => Promise<unknown>;
  navigate?: (url: string) => Promise<unknown>;
}

export interface WorkerEventResult {
  /** What respondWith was given (undefined: the worker left the request to the browser). */
  response?: Response;
  responded: boolean;
}

export interface FakeScopeOptions {
  source: string;
  windows?: FakeClient[];
}

/** Runs the worker source in a fresh context and returns handles to fire its events and steer its network. */
export function loadFakeWorker({ source, windows = [] }: FakeScopeOptions) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const fetched: FakeRequest[] = [];
  const routes = new Map<string, Handler>();
  const network = { online: true };
  const httpCache = new Map<string, () => Response>();

  const fetch = async (input: FakeRequest | Request | string): Promise<Response> => {
    const request: FakeRequest =
      typeof input === 'string'
        ? { url: urlOf(input), method: 'GET', mode: 'cors', destination: '' }
        : { url: urlOf(input), method: input.method, mode: input.mode, destination: input.destination, cache: input.cache };
    fetched.push(request);
    if (request.cache === 'only-if-cached') {
      const cached = httpCache.get(request.url);
      if (!cached) throw new TypeError('Failed to fetch');
      return cached();
    }
    if (!network.online) throw new TypeError('Failed to fetch');
    const path = request.url.replace(ORIGIN, '');
    const answer = routes.get(path)?.(request);
    return answer ?? siteResponse('not found', { status: 404 });
  };
  const caches = new FakeCacheStorage(fetch);
  const navigationPreload = { enable: jest.fn(async () => undefined) };
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: jest.fn(async () => undefined),
    registration: {
      navigationPreload,
      showNotification: async (title: string, options: Record<string, unknown>) => void shown.push({ title, options }),
    },
    clients: {
      claim: jest.fn(async () => undefined),
      matchAll: jest.fn(async () => windows),
      openWindow: async (url: string) => void opened.push(url),
    },
  };
  // A worker resolves relative addresses against its own location.
  class WorkerRequest extends Request {
    constructor(input: string, init?: RequestInit) {
      super(new URL(input, self.location.href).href, init);
    }
  }
  runInNewContext(source, { self, caches, fetch, Request: WorkerRequest, Response, URL, console });

  /** Fires an event and waits for everything it asked the browser to wait for. */
  async function fire(type: string, event: Record<string, unknown>): Promise<WorkerEventResult> {
    const pending: Promise<unknown>[] = [];
    let responded: Promise<Response> | undefined;
    listeners.get(type)?.({
      ...event,
      waitUntil: (promise: Promise<unknown>) => void pending.push(promise),
      respondWith: (promise: Promise<Response> | Response) => void (responded = Promise.resolve(promise)),
    });
    const response = responded ? await responded : undefined;
    // waitUntil may be called while the answer settles: wait for those too.
    for (let index = 0; index < pending.length; index++) await pending[index];
    return { response, responded: responded !== undefined };
  }

  const request = (path: string, init: Partial<FakeRequest> = {}): FakeRequest => ({ url: new URL(path, ORIGIN).href, method: 'GET', mode: 'no-cors', destination: '', ...init });
  return {
    self,
    caches,
    shown,
    opened,
    fetched,
    network,
    navigationPreload,
    fire,
    /** Answers GET `path` with what `handler` gives. */
    route: (path: string, handler: Handler) => routes.set(path, handler),
    /** Puts a page in the browser's HTTP cache (what `only-if-cached` finds). */
    inHttpCache: (path: string, response: () => Response) => httpCache.set(new URL(path, ORIGIN).href, response),
    navigate: (path: string, extra: Record<string, unknown> = {}) => fire('fetch', { request: request(path, { mode: 'navigate', destination: 'document' }), resultingClientId: 'client-' + path, ...extra }),
    request,
  };
}
