/** @jest-environment node */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { DEFAULT_HOST_MAP } from '@meydan/shared/util/routing';
import { contentSecurityPolicy } from './csp';
import { MemoryPageStore } from './page-cache-store';
import { createPageHandler, type PageContext } from './page-handler';
import { PageResponder, type RenderResult } from './page-responder';
import { SCRIPT_MARKER } from './page-seal';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const BOOT_SCRIPT = 'document.documentElement.dataset.boot="1"';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

interface Harness {
  app: FastifyInstance;
  store: MemoryPageStore;
  renders: PageContext[];
  /** What the next renders return (default: a page naming the edition, path and render number). */
  next: { result?: (page: PageContext) => RenderResult };
}

async function harness(ttlMs = 5000): Promise<Harness> {
  const store = new MemoryPageStore();
  const renders: PageContext[] = [];
  const next: Harness['next'] = {};
  const pages = new PageResponder({ store, ttlMs });
  const serve = createPageHandler({
    pages,
    hostMap: DEFAULT_HOST_MAP,
    render: async (page) => {
      renders.push(page);
      if (next.result) return next.result(page);
      const html =
        `<!DOCTYPE html><html><head><script id="__MEYDAN__" type="application/json" nonce="${SCRIPT_MARKER}">{"n":${renders.length}}</script>` +
        `<script nonce="${SCRIPT_MARKER}">${BOOT_SCRIPT}</script></head>` +
        `<body><p>${page.edition} ${page.path} render ${renders.length}</p>${'<p>filler text for compression</p>'.repeat(200)}` +
        `<script src="/_shell/main.js" nonce="${SCRIPT_MARKER}" defer></script></body></html>`;
      return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }, html, complete: true };
    },
    policy: (_page, hashes) => contentSecurityPolicy(hashes),
  });
  const app = Fastify();
  app.get('/*', (req, reply) => serve(req, reply));
  await app.ready();
  return { app, store, renders, next };
}

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: 'localhost:3000', 'user-agent': PHONE, 'accept-encoding': 'gzip, deflate, br', ...headers } });

describe('the SSR page handler with the micro-cache', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await harness();
  });
  afterEach(async () => {
    await h.app.close();
  });

  it('renders on a miss, then serves the same bytes and headers from the cache', async () => {
    const first = await get(h.app, '/haber/x-1?page=2');
    const second = await get(h.app, '/haber/x-1?page=2');
    expect(h.renders).toHaveLength(1);
    expect(first.headers['x-page-cache']).toBe('MISS');
    expect(second.headers['x-page-cache']).toBe('HIT');
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    for (const name of ['content-type', 'cache-control', 'content-security-policy', 'content-encoding', 'vary']) expect(second.headers[name]).toBe(first.headers[name]);
    expect(second.headers['cache-control']).toBe('no-cache');
    // Another query is another page.
    await get(h.app, '/haber/x-1?page=3');
    expect(h.renders).toHaveLength(2);
  });

  it('keeps one copy per edition and per device class', async () => {
    await get(h.app, '/');
    await get(h.app, '/', { host: 'en.localhost:3000' });
    await get(h.app, '/', { 'user-agent': DESKTOP });
    await get(h.app, '/', { host: 'tr.localhost:3000' }); // same edition and device as the first
    expect(h.renders.map((r) => r.edition)).toEqual(['tr', 'en', 'tr']);
    const en = gunzipSync((await get(h.app, '/', { host: 'en.localhost:3000', 'accept-encoding': 'gzip' })).rawPayload).toString();
    expect(en).toContain('<p>en / render 2</p>');
  });

  it('keeps one copy per colour theme, so a dark page never reaches a light reader (issue 20)', async () => {
    await get(h.app, '/haber/x-1');
    await get(h.app, '/haber/x-1', { cookie: 'theme=dark' });
    await get(h.app, '/haber/x-1', { cookie: 'locale=tr; theme=light' });
    expect(h.renders.map((r) => r.theme)).toEqual([null, 'dark', 'light']);
    // Each theme is served from its own copy; an unknown value is the system setting's page.
    expect((await get(h.app, '/haber/x-1', { cookie: 'theme=dark' })).headers['x-page-cache']).toBe('HIT');
    expect((await get(h.app, '/haber/x-1', { cookie: 'theme=light' })).headers['x-page-cache']).toBe('HIT');
    expect((await get(h.app, '/haber/x-1', { cookie: 'theme=sepia' })).headers['x-page-cache']).toBe('HIT');
    expect((await get(h.app, '/haber/x-1')).headers['x-page-cache']).toBe('HIT');
    expect(h.renders).toHaveLength(3);
    // The consent choice and the theme key the page together.
    await get(h.app, '/haber/x-1', { cookie: 'theme=dark; m-consent=1.-.r1' });
    expect(h.renders.at(-1)).toMatchObject({ theme: 'dark', consent: { purposes: [] } });
    expect(h.renders).toHaveLength(4);
  });

  it('never shares a page with a session cookie, nor stores the member page', async () => {
    await get(h.app, '/', { cookie: 'o-auth-token=abc' });
    await get(h.app, '/', { cookie: 'o-refresh-token=def' });
    expect(h.renders).toHaveLength(2);
    expect(h.renders.every((r) => r.hasSession)).toBe(true);
    const anonymous = await get(h.app, '/');
    expect(anonymous.headers['x-page-cache']).toBe('MISS');
    expect(h.renders).toHaveLength(3);
  });

  it('renders again after a purge (an article was published)', async () => {
    await get(h.app, '/');
    await h.store.purge();
    const after = await get(h.app, '/');
    expect(after.headers['x-page-cache']).toBe('MISS');
    expect(h.renders).toHaveLength(2);
  });

  it('does not cache errors, redirects or pages with a failed part', async () => {
    h.next.result = () => ({ status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=30' }, html: '<p>404</p>', complete: true });
    expect((await get(h.app, '/yok')).statusCode).toBe(404);
    expect((await get(h.app, '/yok')).headers['cache-control']).toBe('public, max-age=30');
    h.next.result = () => ({ redirect: { to: '/haber/y-2', status: 301 } });
    const redirect = await get(h.app, '/haber/y');
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/haber/y-2');
    await get(h.app, '/haber/y');
    h.next.result = () => ({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, html: '<p>fallback</p>', complete: false });
    await get(h.app, '/kirik');
    await get(h.app, '/kirik');
    expect(h.renders).toHaveLength(6);
  });

  it('renders once for concurrent misses of one page', async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, () => get(h.app, '/kategori')));
    expect(h.renders).toHaveLength(1);
    expect(new Set(responses.map((r) => r.statusCode))).toEqual(new Set([200]));
  });

  it('answers 500 with the static error page when the render throws', async () => {
    h.next.result = () => {
      throw new Error('boom');
    };
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await get(h.app, '/');
    spy.mockRestore();
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

describe('a cached page and the CSP', () => {
  it('every response of one cached render carries the CSP that allows exactly its inline script, and no marker', async () => {
    const h = await harness();
    const one = await get(h.app, '/', { 'accept-encoding': 'identity' });
    const two = await get(h.app, '/', { 'accept-encoding': 'identity' });
    expect(two.headers['x-page-cache']).toBe('HIT');
    for (const response of [one, two]) {
      const csp = response.headers['content-security-policy'] as string;
      const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src')) as string;
      expect(scriptSrc).toBe(`script-src 'self' ${sha256(BOOT_SCRIPT)}`);
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(response.body).toContain(`<script>${BOOT_SCRIPT}</script>`);
      expect(response.body).not.toContain(SCRIPT_MARKER);
      expect(response.body).not.toContain('nonce=');
    }
    await h.app.close();
  });
});

describe('page compression', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(0); // cache off: every answer compressed on the fly
  });
  afterAll(async () => {
    await h.app.close();
  });

  it('sends brotli, gzip or identity as the client accepts, always with Vary: Accept-Encoding', async () => {
    const identity = await get(h.app, '/a', { 'accept-encoding': '' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers['x-page-cache']).toBe('BYPASS');
    const html = identity.rawPayload.toString();
    expect(html).toContain('<p>tr /a render 1</p>');

    const br = await get(h.app, '/a', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(html.length / 5);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<p>tr /a render 2</p>');

    const gzip = await get(h.app, '/a', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<p>tr /a render 3</p>');
    expect(identity.headers.vary).toBe('Accept-Encoding');
  });

  it('stores every encoding of a cached page, so each client gets its own from one render', async () => {
    const cached = await harness();
    const br = await get(cached.app, '/b', { 'accept-encoding': 'br' });
    const gzip = await get(cached.app, '/b', { 'accept-encoding': 'gzip' });
    const plain = await get(cached.app, '/b', { 'accept-encoding': 'identity' });
    expect(cached.renders).toHaveLength(1);
    expect([gzip.headers['x-page-cache'], plain.headers['x-page-cache']]).toEqual(['HIT', 'HIT']);
    const text = plain.rawPayload.toString();
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(text);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(text);
    await cached.app.close();
  });
});

describe('the fast path of cache hits (before Fastify routes the request)', () => {
  it('answers a hit with every header of the original response without running the hooks again', async () => {
    const store = new MemoryPageStore();
    const pages = new PageResponder({ store, ttlMs: 5000 });
    let renders = 0;
    let hookRuns = 0;
    const serve = createPageHandler({
      pages,
      hostMap: DEFAULT_HOST_MAP,
      render: async () => {
        renders += 1;
        return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }, html: `<p>${renders}</p>`, complete: true };
      },
      policy: (_page, hashes) => contentSecurityPolicy(hashes),
    });
    const app = Fastify({ serverFactory: (handler) => createServer((req, res) => (pages.serveFromMemory(req, res, DEFAULT_HOST_MAP) ? undefined : handler(req, res))) });
    // Stands for the security headers (helmet), which the hit must carry too.
    app.addHook('onRequest', async (_req, reply) => {
      hookRuns += 1;
      reply.raw.setHeader('X-Frame-Options', 'SAMEORIGIN');
      reply.raw.setHeader('Set-Cookie', 'never=replayed');
    });
    app.get('/*', (req, reply) => serve(req, reply));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      const first = await fetch(`${base}/haber/a-1`, { headers: { 'user-agent': PHONE } });
      const second = await fetch(`${base}/haber/a-1`, { headers: { 'user-agent': PHONE } });
      expect(first.headers.get('x-page-cache')).toBe('MISS');
      expect(second.headers.get('x-page-cache')).toBe('HIT');
      expect(await second.text()).toBe(await first.text());
      expect(second.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
      expect(second.headers.get('set-cookie')).toBeNull();
      expect([renders, hookRuns]).toEqual([1, 1]);
      // A member's request never takes the fast path.
      await fetch(`${base}/haber/a-1`, { headers: { 'user-agent': PHONE, cookie: 'o-auth-token=x' } });
      expect([renders, hookRuns]).toEqual([2, 2]);
    } finally {
      await app.close();
    }
  });
});
