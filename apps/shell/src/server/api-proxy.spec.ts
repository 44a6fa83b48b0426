/** @jest-environment node */
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { WebSocket, WebSocketServer } from 'ws';
import { DEFAULT_HOST_MAP } from '@meydan/shared/util/routing';
import { registerApiProxy } from './api-proxy';

/*
 * Web-tier-only mode: the realtime socket `/ws` is piped to the API like `/api`. The stand-in API
 * is a bare `ws` server that echoes what it was told, so the spec sees what the API would see.
 */

describe('API proxy: the realtime socket', () => {
  let upstream: WebSocketServer;
  let web: FastifyInstance;
  let webUrl = '';
  const seen: Array<{ url: string | undefined; headers: IncomingHttpHeaders }> = [];

  beforeAll(async () => {
    upstream = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve) => upstream.once('listening', () => resolve()));
    upstream.on('connection', (socket, request) => {
      seen.push({ url: request.url, headers: request.headers });
      socket.on('message', (data) => socket.send(`echo:${String(data)}`));
    });
    web = Fastify();
    await registerApiProxy(web, `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, DEFAULT_HOST_MAP);
    await web.listen({ port: 0, host: '127.0.0.1' });
    webUrl = `ws://127.0.0.1:${(web.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await web?.close();
    await new Promise<void>((resolve) => upstream.close(() => resolve()));
  });

  it("pipes /ws to the API's /ws both ways, with the page's Origin and the edition", async () => {
    const client = new WebSocket(`${webUrl}/ws`, { origin: 'http://en.localhost:3000', headers: { host: 'en.localhost:3000', 'accept-language': 'en' } });
    await new Promise((resolve, reject) => {
      client.once('open', resolve);
      client.once('error', reject);
    });
    const answer = new Promise<string>((resolve) => client.once('message', (data) => resolve(String(data))));
    client.send('{"type":"BindMeta"}');
    expect(await answer).toBe('echo:{"type":"BindMeta"}');
    expect(seen[0]?.url).toBe('/ws');
    expect(seen[0]?.headers).toMatchObject({ origin: 'http://en.localhost:3000', 'x-edition': 'en', 'accept-language': 'en' });
    client.close();
  });
});
