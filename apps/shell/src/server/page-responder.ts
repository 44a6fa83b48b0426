import type { ServerResponse } from 'node:http';
import { COMPRESSED_ENCODINGS, compressBody, type ContentEncoding, negotiateEncoding } from './compression';
import type { CachedPage, PageStore, PageVariant } from './page-cache-store';
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
      pending = this.fill(store, key, lookup.version, request);
      this.inflight.set(key, pending);
      void pending.finally(() => this.inflight.delete(key)).catch(() => undefined);
    }
    return this.write(res, await pending, encoding, 'MISS');
  }

  private async fill(store: PageStore, key: string, version: string, request: PageRequest): Promise<Prepared> {
    const prepared = await this.prepare(request, true);
    if ('redirect' in prepared || !prepared.cacheable) return prepared;
    const [identity, br, gzip] = await Promise.all([prepared.bodies.identity, prepared.bodies.br, prepared.bodies.gzip]);
    const page: CachedPage = { status: prepared.status, headers: prepared.headers, bodies: { identity: identity as Buffer, br: br as Buffer, gzip: gzip as Buffer } };
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

function send(res: ServerResponse, variant: PageVariant, encoding: ContentEncoding, cache: string): void {
  res.statusCode = variant.status;
  for (const [name, value] of Object.entries(variant.headers)) res.setHeader(name, value);
  // Caches between here and the reader must keep one copy per encoding.
  res.setHeader('Vary', 'Accept-Encoding');
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', variant.body.length);
  res.setHeader('X-Page-Cache', cache);
  res.end(variant.body);
}
