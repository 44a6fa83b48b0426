/** @jest-environment node */
import axios from 'axios';
import Fastify from 'fastify';
import { inProcessApi, pendingHandoffs, registerInProcessHandoff, serializeParams } from './in-process-api';

async function apiApp({ handoff = false } = {}) {
  const app = Fastify();
  const carried: unknown[] = [];
  if (handoff) registerInProcessHandoff(app);
  // What the injected response carries after the hand-over (registered after it, as compression is).
  app.addHook('onSend', async (_request, _reply, payload) => {
    carried.push(payload);
    return payload;
  });
  const seen: Array<{ url: string; host: string | undefined; edition: unknown; body: unknown }> = [];
  app.get('/api/v3.5/articles', async (req) => {
    seen.push({ url: req.url, host: req.headers.host, edition: req.headers['x-edition'], body: undefined });
    return { items: [{ id: 1 }], query: req.query };
  });
  app.post('/api/v3.5/echo', async (req) => {
    seen.push({ url: req.url, host: req.headers.host, edition: req.headers['x-edition'], body: req.body });
    return req.body;
  });
  app.get('/api/games/v1/catalogue', async (req) => {
    seen.push({ url: req.url, host: req.headers.host, edition: req.headers['x-edition'], body: undefined });
    return { items: [] };
  });
  app.get('/api/v3.5/missing', async (_req, reply) => reply.code(404).send({ message: 'Bulunamadı', statusCode: 404 }));
  app.get('/api/v3.5/slow', async () => new Promise((resolve) => setTimeout(() => resolve({ late: true }), 500)));
  await app.ready();
  return { app, seen, carried };
}

describe('the in-process API client (all-in-one SSR)', () => {
  it('sends the request to the Fastify app without HTTP: path, query, headers and body', async () => {
    const { app, seen } = await apiApp();
    const http = inProcessApi(app, { baseURL: 'http://127.0.0.1:3520/api/v3.5', headers: { 'X-Edition': 'en' } });
    const list = await http.request({ url: '/articles', params: { limit: 3, tag: 'spor haberleri', skipped: undefined } });
    expect(list.data).toEqual({ items: [{ id: 1 }], query: { limit: '3', tag: 'spor haberleri' } });
    const echoed = await http.request({ url: 'echo', method: 'POST', data: { a: 'ç' } });
    expect(echoed.data).toEqual({ a: 'ç' });
    expect(seen[0]).toEqual({ url: '/api/v3.5/articles?limit=3&tag=spor+haberleri', host: '127.0.0.1:3520', edition: 'en', body: undefined });
    expect(seen[1]?.body).toEqual({ a: 'ç' });
    await app.close();
  });

  it("reaches a sibling service's path relative to the API base, as the browser resolves it (../games/v1/…)", async () => {
    const { app, seen } = await apiApp();
    const http = inProcessApi(app, { baseURL: 'http://127.0.0.1:3520/api/v3.5' });
    expect((await http.request({ url: '../games/v1/catalogue', params: { a: 1 } })).data).toEqual({ items: [] });
    expect(seen.at(-1)?.url).toBe('/api/games/v1/catalogue?a=1');
    expect(axios.getUri({ baseURL: '/api/v3.5', url: '../games/v1/catalogue' })).toBe('/api/v3.5/../games/v1/catalogue');
    expect(new URL('/api/v3.5/../games/v1/catalogue', 'http://h').pathname).toBe('/api/games/v1/catalogue');
    await app.close();
  });

  it('encodes a query exactly as the browser client (axios) does, so both share the API cache', () => {
    const params = { q: 'Kış lastiği: a,b $5 (x)', page: 2, on: true, none: null, tags: ['a b', 'ç'], at: new Date('2026-01-02T03:04:05Z') };
    const axiosUri = axios.getUri({ url: '/x', params });
    expect(`/x?${serializeParams(params)}`).toBe(axiosUri);
  });

  it('rejects error statuses as the HTTP adapter does (normalized to the API error)', async () => {
    const { app } = await apiApp();
    const http = inProcessApi(app, { baseURL: 'http://127.0.0.1:3520/api/v3.5' });
    await expect(http.request({ url: '/missing' })).rejects.toMatchObject({ name: 'ApiError', statusCode: 404, message: 'Bulunamadı' });
    await app.close();
  });

  it('honours the client timeout', async () => {
    const { app } = await apiApp();
    const http = inProcessApi(app, { baseURL: 'http://127.0.0.1:3520/api/v3.5', timeout: 50 });
    await expect(http.request({ url: '/slow' })).rejects.toMatchObject({ name: 'ApiError', statusCode: 500 });
    const aborted = new AbortController();
    const pending = http.request({ url: '/slow', signal: aborted.signal });
    aborted.abort();
    await expect(pending).rejects.toMatchObject({ name: 'ApiError' });
    await app.close();
  });

  it('takes the answer over as a string when the server hands it over, and leaves nothing behind', async () => {
    const { app, carried } = await apiApp({ handoff: true });
    const http = inProcessApi(app, { baseURL: 'http://127.0.0.1:3520/api/v3.5', timeout: 50 });
    expect((await http.request({ url: '/articles', params: { q: 'Kış' } })).data).toEqual({ items: [{ id: 1 }], query: { q: 'Kış' } });
    await expect(http.request({ url: '/missing' })).rejects.toMatchObject({ statusCode: 404, message: 'Bulunamadı' });
    // The bodies did not travel through light-my-request.
    expect(carried).toEqual(['', '']);
    // A call given up on still has its answer taken once it comes.
    await expect(http.request({ url: '/slow' })).rejects.toMatchObject({ name: 'ApiError' });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(pendingHandoffs()).toBe(0);
    await app.close();
  });

  it('hands nothing over to a request from outside, whatever mark it claims', async () => {
    const { app, carried } = await apiApp({ handoff: true });
    const response = await app.inject({ url: '/api/v3.5/articles', headers: { 'x-meydan-in-process': 'guess:1' } });
    expect(response.json()).toEqual({ items: [{ id: 1 }], query: {} });
    expect(carried).toEqual([response.payload]);
    expect(pendingHandoffs()).toBe(0);
    await app.close();
  });
});
