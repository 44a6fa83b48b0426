/** @jest-environment node */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { parseTrustProxy } from '@meydan/shared/util/routing';
import { REMOTE_NAMES } from '@meydan/shared/util/remote-kit';
import { readWebConfig } from './config';
import { createWebServer } from './web-server';

jest.setTimeout(60_000);

// Remote code is loaded by the built server bundle's federation runtime; no page is rendered here.
jest.mock('../app/routing/federation-loader', () => ({ createFederationLoader: () => ({ reset: () => undefined }) }));

/** The smallest dist folder the web tier starts on: the shell's asset lists and empty remote folders. */
async function fakeDist(): Promise<string> {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'meydan-web-dist-'));
  const browser = path.join(dist, 'shell/browser');
  await mkdir(browser, { recursive: true });
  await writeFile(path.join(browser, 'assets.json'), JSON.stringify({ scripts: [] }));
  await writeFile(path.join(browser, 'boot-assets.json'), JSON.stringify({ loader: 'boot.js', tracker: 'tracker.js', criticalStyles: 'critical.css', styles: [] }));
  await writeFile(path.join(browser, 'boot.js'), '');
  await writeFile(path.join(browser, 'critical.css'), '');
  for (const remote of REMOTE_NAMES) await mkdir(path.join(dist, remote), { recursive: true });
  return dist;
}

/** A GET over a real socket (X-Forwarded-For is what the attacker controls), answering the JSON body. */
function getJson(port: number, pathname: string, headers: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, headers: { host: `localhost:${port}`, ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> }));
    });
    req.on('error', reject);
    req.end();
  });
}

const portOf = (app: FastifyInstance) => (app.server.address() as AddressInfo).port;
const SPOOFED = ['203.0.113.1', '203.0.113.2', '198.51.100.9, 203.0.113.3'];

describe('the reader address the web tier trusts (TRUST_PROXY)', () => {
  let dist: string;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    dist = await fakeDist();
  });

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });

  afterAll(async () => {
    await rm(dist, { recursive: true, force: true });
  });

  const config = (env: Record<string, string>) =>
    readWebConfig({ PORT: '3000', REMOTE_REFRESH_MS: '0', PAGE_CACHE_TTL_MS: '0', DIST_DIR: dist, ...env }, dist);

  /** All-in-one: the API's routes run on the web tier's own server; this one reports the address they see. */
  async function allInOne(env: Record<string, string>): Promise<number> {
    const web = await createWebServer({
      config: config(env),
      registerApi: async (app) => {
        app.get('/api/v3.5/address', async (req) => ({ ip: req.ip }));
      },
    });
    apps.push(web);
    await web.listen({ port: 0, host: '127.0.0.1' });
    return portOf(web);
  }

  /** Web tier only: /api is proxied to an API server that trusts the one proxy in front of it (TRUST_PROXY=1). */
  async function distributed(env: Record<string, string>): Promise<number> {
    const api = Fastify({ trustProxy: parseTrustProxy('1') });
    api.get('/api/v3.5/address', async (req) => ({ ip: req.ip }));
    apps.push(api);
    await api.listen({ port: 0, host: '127.0.0.1' });
    const web = await createWebServer({ config: config({ ALL_IN_ONE: '0', API_URL: `http://127.0.0.1:${portOf(api)}/api/v3.5`, ...env }) });
    apps.push(web);
    await web.listen({ port: 0, host: '127.0.0.1' });
    return portOf(web);
  }

  it('all-in-one without TRUST_PROXY: the API sees the socket address, whatever X-Forwarded-For says', async () => {
    const port = await allInOne({});
    for (const forwarded of SPOOFED) {
      expect((await getJson(port, '/api/v3.5/address', { 'x-forwarded-for': forwarded })).body).toEqual({ ip: '127.0.0.1' });
    }
  });

  it('all-in-one with TRUST_PROXY=1: the address the proxy in front added (the last hop)', async () => {
    const port = await allInOne({ TRUST_PROXY: '1' });
    expect((await getJson(port, '/api/v3.5/address', { 'x-forwarded-for': '198.51.100.9, 203.0.113.3' })).body).toEqual({ ip: '203.0.113.3' });
    expect((await getJson(port, '/api/v3.5/address', {})).body).toEqual({ ip: '127.0.0.1' });
  });

  it('all-in-one with TRUST_PROXY naming the proxies: only their headers count', async () => {
    expect((await getJson(await allInOne({ TRUST_PROXY: '127.0.0.1/32' }), '/api/v3.5/address', { 'x-forwarded-for': '198.51.100.9, 203.0.113.3' })).body).toEqual({ ip: '203.0.113.3' });
    expect((await getJson(await allInOne({ TRUST_PROXY: '10.0.0.0/8' }), '/api/v3.5/address', { 'x-forwarded-for': '203.0.113.3' })).body).toEqual({ ip: '127.0.0.1' });
  });

  it('behind the /api proxy without TRUST_PROXY: the API sees the address the web tier saw, not the header', async () => {
    const port = await distributed({});
    for (const forwarded of SPOOFED) {
      expect((await getJson(port, '/api/v3.5/address', { 'x-forwarded-for': forwarded })).body).toEqual({ ip: '127.0.0.1' });
    }
  });

  it('behind the /api proxy with TRUST_PROXY=1 on the web tier: the reader address its load balancer added', async () => {
    const port = await distributed({ TRUST_PROXY: '1' });
    expect((await getJson(port, '/api/v3.5/address', { 'x-forwarded-for': '198.51.100.9, 203.0.113.3' })).body).toEqual({ ip: '203.0.113.3' });
  });

  it('refuses to start on TRUST_PROXY=true', () => {
    expect(() => config({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true/);
  });
});
