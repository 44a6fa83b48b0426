import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { type ApiTransport, DEFAULT_TIMEOUT_MS, type HttpRequest } from '@meydan/shared/data-access/api-client';
import { toApiError } from '@meydan/shared/util/errors';

type Inject = (options: InjectOptions) => Promise<{ statusCode: number; headers: Record<string, unknown>; payload: string }>;

export interface InProcessApiOptions {
  /** The API's absolute base (`http://127.0.0.1:3000/api/v3.5`): its path prefixes every call, its host is the Host header. */
  baseURL: string;
  /** Sent on every call (the edition, the reader's forwarded headers). */
  headers?: Record<string, string>;
  timeout?: number;
}

/** Marks a call of the in-process client: this process's secret and the call's number. */
const HANDOFF_HEADER = 'x-meydan-in-process';
// Never leaves the process (like page-seal's marker), so no request from outside can claim it.
const HANDOFF_SECRET = randomBytes(18).toString('base64url');
/** Answer bodies the API handed over as strings, by call mark, until the client takes them. */
const handedOver = new Map<string, string>();
let calls = 0;

/**
 * Registered on the all-in-one server before any other onSend hook: an answer to the in-process
 * client goes over as the string it already is, and light-my-request carries an empty body. Its
 * default path encodes every answer to UTF-8 bytes and decodes it back (~7 % of an uncached home
 * render's CPU: tens of kilobytes of Turkish text, a slow path for V8).
 */
export function registerInProcessHandoff(app: FastifyInstance): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    const mark = request.headers[HANDOFF_HEADER];
    if (typeof payload !== 'string' || typeof mark !== 'string' || !mark.startsWith(`${HANDOFF_SECRET}:`)) return payload;
    handedOver.set(mark, payload);
    return '';
  });
}

/** How many handed-over answers wait to be taken (tests: none may stay behind). */
export const pendingHandoffs = (): number => handedOver.size;

function takeHandedOver(mark: string): string | undefined {
  const payload = handedOver.get(mark);
  handedOver.delete(mark);
  return payload;
}

/** axios's query encoding (helpers/buildURL.js), so the API (and its HTTP cache) sees the URL the browser's calls send. */
function encode(value: string): string {
  return encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');
}

function paramText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** axios's default params serialization: null and undefined left out, an array as `key[]` pairs. */
export function serializeParams(params: Record<string, unknown> | undefined): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    const name = Array.isArray(value) ? encode(`${key}[]`) : encode(key);
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) pairs.push(`${name}=${encode(paramText(item))}`);
    }
  }
  return pairs.join('&');
}

function lowerCased(headers: Record<string, string> | undefined): Record<string, string> {
  return headers ? Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])) : {};
}

function joinPath(basePath: string, url: string): string {
  if (/^https?:\/\//i.test(url)) {
    const absolute = new URL(url);
    return absolute.pathname + absolute.search;
  }
  // A sibling service's path relative to the API base (`../games/v1/…`), resolved as the browser and axios's Node adapter resolve it.
  if (url.startsWith('../')) {
    const resolved = new URL(url, `http://in-process${basePath.replace(/\/+$/, '')}/`);
    return resolved.pathname + resolved.search;
  }
  return `${basePath.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/** The body as axios would hand it over: JSON parsed when it is JSON, else the text. */
function bodyOf(payload: string, contentType: unknown): unknown {
  if (payload === '') return payload;
  if (typeof contentType === 'string' && contentType.includes('json')) {
    try {
      return JSON.parse(payload);
    } catch {
      return payload;
    }
  }
  return payload;
}

/** Rejects after `ms` (a transport failure: no status, the general message) unless `work` settles first. */
function withTimeout<T>(work: Promise<T>, ms: number, signal: AbortSignal | undefined): Promise<T> {
  if (!ms && !signal) return work;
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const stop = new Promise<never>((_, reject) => {
    const fail = (reason: string) => reject(toApiError({ isAxiosError: true, message: reason, config: {} }));
    if (ms) timer = setTimeout(() => fail(`timeout of ${ms}ms exceeded`), ms);
    if (signal) {
      onAbort = () => fail('canceled');
      if (signal.aborted) onAbort();
      else signal.addEventListener('abort', onAbort, { once: true });
    }
  });
  return Promise.race([work, stop]).finally(() => {
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener('abort', onAbort);
  });
}

/**
 * All-in-one mode: the SSR's API calls reach the API registered on this same Fastify instance
 * through `inject` (light-my-request) instead of a loopback HTTP connection, so a page's calls
 * cost no socket, no HTTP parsing and no connection pool. It is not axios: a server render makes
 * a dozen calls, and axios's per-call config merging and interceptor chain were ~10 % of an
 * uncached render's CPU (issue 14). The API still sees the same request as over HTTP (method,
 * path, query encoded as axios encodes it, headers, JSON body) and answers through its own
 * hooks, cache and error handling; an error status rejects with the API's `{ message,
 * statusCode }` as the axios client's interceptor would. Distributed mode keeps the axios client.
 */
export function inProcessApi(inject: Inject | FastifyInstance, { baseURL, headers = {}, timeout = DEFAULT_TIMEOUT_MS }: InProcessApiOptions): ApiTransport {
  const run: Inject = typeof inject === 'function' ? inject : (options) => inject.inject(options);
  const base = new URL(baseURL);
  const sent: Record<string, string> = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', host: base.host };
  for (const [name, value] of Object.entries(headers)) sent[name.toLowerCase()] = value;
  return {
    async request({ url, method = 'get', params, data, headers: callHeaders, signal }: HttpRequest & { signal?: AbortSignal }) {
      const query = serializeParams(params as Record<string, unknown> | undefined);
      const path = joinPath(base.pathname, url);
      const withBody = data !== undefined && data !== null;
      const mark = `${HANDOFF_SECRET}:${++calls}`;
      const headers: Record<string, string> = { ...sent, ...lowerCased(callHeaders), [HANDOFF_HEADER]: mark };
      if (withBody && typeof data === 'object') headers['content-type'] = 'application/json';
      // Taken when the API answers, even after a timeout gave up on it: nothing stays behind.
      const answered = run({
        method: method.toUpperCase() as InjectOptions['method'],
        url: query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path,
        headers,
        ...(withBody ? { payload: typeof data === 'object' ? JSON.stringify(data) : String(data) } : {}),
      }).then((response) => ({ response, payload: takeHandedOver(mark) ?? response.payload }));
      const { response, payload } = await withTimeout(answered, timeout, signal);
      const body = bodyOf(payload, response.headers['content-type']);
      // Frozen at the root: the store's reducers (immer) then take the answer as it is instead of
      // walking every nested object of it for drafts (~8 % of a home render's CPU). Nothing may
      // change query data anyway; the browser's store freezes it deeply.
      if (response.statusCode >= 200 && response.statusCode < 300) return { data: typeof body === 'object' && body !== null ? Object.freeze(body) : body };
      throw toApiError({ isAxiosError: true, config: {}, response: { status: response.statusCode, data: body } });
    },
  };
}
