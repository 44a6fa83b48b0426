/** @jest-environment node */
import Fastify from 'fastify';
import { createHttpClient } from '@meydan/shared/data-access/api-client';
import { injectAdapter } from './in-process-api';

async function apiApp() {
  const app = Fastify();
  const seen: Array<{ url: string; host: string | undefined; edition: unknown; body: unknown }> = [];
  app.get('/api/v3.5/articles', async (req) => {
    seen.push({ url: req.url, host: req.headers.host, edition: req.headers['x-edition'], body: undefined });
    return { items: [{ id: 1 }], query: req.query };
  });
  app.post('/api/v3.5/echo', async (req) => {
    seen.push({ url: req.url, host: req.headers.host, edition: req.headers['x-edition'], body: req.body });
    return req.body;
  });
  app.get('/api/v3.5/missing', async (_req, reply) => reply.code(404).send({ message: 'Bulunamadı', statusCode: 404 }));
  app.get('/api/v3.5/slow', async () => new Promise((resolve) => setTimeout(() => resolve({ late: true }), 500)));
  await app.ready();
  return { app, seen };
}

describe('the in-process API adapter (all-in-one SSR)', () => {
  it('sends the request to the Fastify app without HTTP: path, query, headers and body', async () => {
    const { app, seen } = await apiApp();
    const http = createHttpClient({ baseURL: 'http://127.0.0.1:3520/api/v3.5', headers: { 'X-Edition': 'en' }, adapter: injectAdapter(app) });
    const list = await http.get('/articles', { params: { limit: 3, tag: 'spor haberleri' } });
    expect(list.status).toBe(200);
    expect(list.data).toEqual({ items: [{ id: 1 }], query: { limit: '3', tag: 'spor haberleri' } });
    const echoed = await http.post('echo', { a: 'ç' });
    expect(echoed.data).toEqual({ a: 'ç' });
    expect(seen[0]).toEqual({ url: '/api/v3.5/articles?limit=3&tag=spor+haberleri', host: '127.0.0.1:3520', edition: 'en', body: undefined });
    expect(seen[1]?.body).toEqual({ a: 'ç' });
    await app.close();
  });

  it('rejects error statuses as the HTTP adapter does (normalized to the API error)', async () => {
    const { app } = await apiApp();
    const http = createHttpClient({ baseURL: 'http://127.0.0.1:3520/api/v3.5', adapter: injectAdapter(app) });
    await expect(http.get('/missing')).rejects.toMatchObject({ statusCode: 404, message: 'Bulunamadı' });
    await app.close();
  });

  it('honours the client timeout', async () => {
    const { app } = await apiApp();
    const http = createHttpClient({ baseURL: 'http://127.0.0.1:3520/api/v3.5', timeout: 50, adapter: injectAdapter(app) });
    await expect(http.get('/slow')).rejects.toMatchObject({ name: 'ApiError' });
    await app.close();
  });
});
