import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HostMap } from '@meydan/shared/util/routing';
import { COMPRESSED_ENCODINGS, compressBody, type ContentEncoding, negotiateEncoding } from './compression';
import { pageAddress } from './page-cache-key';
import { type CachedPage, MemoryPageStore, type PageStore, type PageVariant } from './page-cache-store';
import { sealDocument } from './page-seal';

/** What renderPage wrote into a PageSink, or the redirect it decided on. */
export type RenderResult =
  | { redirect: { to: string; status: number } }
  | {
      status: number;
      headers: Record<string, string>;
      /** The document, its server scripts still marked (see page-seal.ts). */
      html: string;
      /** False when part of the page failed (a remote's fallback): such a render is not kept. */
      complete: boolean;
    };

export interface PageRequest {
  /** The micro-cache key (page-cache-key.ts); undefined: never cached (a member's request). */
  key?: string;
  acceptEncoding: string | string[] | undefined;
  render: () => Promise<RenderResult>;
  /** The page's CSP for the hashes of its inline scripts. */
  policy: (scriptHashes: readonly string[]) => string;
}

type Prepared =
  | { redirect: { to: string; status: number } }
  | { status: number; headers: Record<string, string>; bodies: Partial<Record<ContentEncoding, Promise<Buffer>>>; cacheable: boolean };

export interface PageResponderOptions {
  /** Where pages are micro-cached; undefined (or ttlMs 0) turns the cache off. */
  store?: PageStore;
  ttlMs: number;
  onError?: (error: Error) => void;
}

/**
 * Answers page requests: from the micro-cache when a fresh copy exists, else renders (one render
 * per key at a time: concurrent misses wait for it), seals the document (CSP hashes), keeps a
 * complete 200 for `ttlMs` in every encoding, and sends the encoding the client accepts. Cached
 * pages go out as stored: same status, headers and (compressed) bytes for every reader.
 */
export class PageResponder {
  private readonly inflight = new Map<string, Promise<Prepared>>();

  constructor(private readonly options: PageResponderOptions) {}

  get cacheEnabled(): boolean {
    return Boolean(this.options.store) && this.options.ttlMs > 0;
  }

  async respond(res: ServerResponse, request: PageRequest): Promise<void> {
    const encoding = negotiateEncoding(request.acceptEncoding);
    const { store } = this.options;
    if (!request.key || !store || !this.cacheEnabled) return this.write(res, await this.prepare(request, false), encoding, 'BYPASS');
    const key = request.key;
    const lookup = await store.get(key, encoding);
    if (lookup.variant) return send(res, lookup.variant, encoding, 'HIT');
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = this.fill(store, key, lookup.version, request, res);
      this.inflight.set(key, pending);
      void pending.finally(() => this.inflight.delete(key)).catch(() => undefined);
    }
    return this.write(res, await pending, encoding, 'MISS');
  }

  /**
   * The fast path, before Fastify routes the request: a fresh page in this process's memory is
   * sent at once, with every header the original response had (the security headers the hooks
   * set included, see fill). True when it answered. Only for the in-memory store: with Redis the
   * lookup is a network round trip, done in the route (respond) for page requests only.
   */
  serveFromMemory(req: IncomingMessage, res: ServerResponse, hostMap: HostMap): boolean {
    const { store } = this.options;
    if (!(store instanceof MemoryPageStore) || !this.cacheEnabled || NOT_PAGES.test(req.url ?? '')) return false;
    const { key } = pageAddress(req, hostMap);
    if (!key) return false;
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    const variant = store.peek(key, encoding);
    if (!variant) return false;
    send(res, variant, encoding, 'HIT');
    return true;
  }

  private async fill(store: PageStore, key: string, version: string, request: PageRequest, res: ServerResponse): Promise<Prepared> {
    const prepared = await this.prepare(request, true);
    if ('redirect' in prepared || !prepared.cacheable) return prepared;
    // The headers the server's hooks already set on this response (security headers) are kept
    // with the page, so a hit served before those hooks run answers with the very same headers.
    const headers = { ...headerStrings(res), ...prepared.headers };
    const [identity, br, gzip] = await Promise.all([prepared.bodies.identity, prepared.bodies.br, prepared.bodies.gzip]);
    const page: CachedPage = { status: prepared.status, headers, bodies: { identity: identity as Buffer, br: br as Buffer, gzip: gzip as Buffer } };
    // Storing must not delay this response, nor fail it.
    store.set(key, page, version, this.options.ttlMs).catch((error: Error) => this.options.onError?.(error));
    return prepared;
  }

  /** Renders and seals; `allEncodings` compresses every stored encoding at once (in the thread pool). */
  private async prepare(request: PageRequest, allEncodings: boolean): Promise<Prepared> {
    const result = await request.render();
    if ('redirect' in result) return result;
    const sealed = sealDocument(result.html);
    const identity = Buffer.from(sealed.html, 'utf8');
    const headers = { ...result.headers, 'content-security-policy': request.policy(sealed.scriptHashes) };
    const bodies: Partial<Record<ContentEncoding, Promise<Buffer>>> = { identity: Promise.resolve(identity) };
    const cacheable = result.status === 200 && result.complete;
    if (allEncodings && cacheable) for (const encoding of COMPRESSED_ENCODINGS) bodies[encoding] = compressBody(identity, encoding);
    return { status: result.status, headers, bodies, cacheable };
  }

  private async write(res: ServerResponse, prepared: Prepared, encoding: ContentEncoding, cache: string): Promise<void> {
    if ('redirect' in prepared) {
      res.statusCode = prepared.redirect.status;
      res.setHeader('Location', prepared.redirect.to);
      res.setHeader('Cache-Control', 'public, max-age=300');
      res.end();
      return;
    }
    const identity = (await prepared.bodies.identity) as Buffer;
    const body = await (prepared.bodies[encoding] ?? compressBody(identity, encoding));
    send(res, { status: prepared.status, headers: prepared.headers, body }, encoding, cache);
  }
}

/** Addresses that are never pages (API, bundles, media): the fast path leaves them at once. */
const NOT_PAGES = /^\/(?:api|_shell|_mf|media)\//;
/** Never replayed to another reader, whatever a hook set on the response that filled the cache. */
const PER_RESPONSE_HEADERS = new Set(['set-cookie', 'date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

function headerStrings(res: ServerResponse): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value !== undefined && !PER_RESPONSE_HEADERS.has(name)) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

function send(res: ServerResponse, variant: PageVariant, encoding: ContentEncoding, cache: string): void {
  // One writeHead with every header: the hot path of cache hits (setHeader per header costs more).
  const headers: Record<string, string | number> = {
    ...variant.headers,
    // Caches between here and the reader must keep one copy per encoding.
    vary: 'Accept-Encoding',
    'content-length': variant.body.length,
    'x-page-cache': cache,
  };
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  res.writeHead(variant.status, headers);
  res.end(variant.body);
}
