import type { FastifyInstance, InjectOptions } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import { apiOptionsFromEnv } from './app';
import { buildTestApp } from './testing/test-app';

jest.setTimeout(120_000);

const API = '/api/v3.5';
const ORIGIN = 'http://localhost:3000';
/** The per-network login limit of AUTH_RATE_LIMITS: 10 attempts in 5 minutes. */
const LOGIN_ATTEMPTS = 10;

// Every per-address limit keys on request.ip: a client must not be able to pick it with X-Forwarded-For.
describe.each(['postgres', 'pglite'] as const)('the login limit per network against a rotating X-Forwarded-For, on %s', (engine) => {
  let testDb: TestDatabase;
  const closers: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    testDb = await createTestDatabase({ engine });
  });

  afterAll(async () => {
    for (const close of closers) await close();
    await testDb?.cleanup();
  });

  async function api(env: NodeJS.ProcessEnv): Promise<FastifyInstance> {
    const { app, close } = await buildTestApp(testDb.db, { trustProxy: apiOptionsFromEnv(env).trustProxy });
    closers.push(close);
    await app.ready();
    return app;
  }

  const login = (app: FastifyInstance, from: Pick<InjectOptions, 'remoteAddress' | 'headers'>) =>
    app.inject({
      method: 'POST',
      url: `${API}/auth/login`,
      remoteAddress: from.remoteAddress,
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-edition': 'en', ...from.headers },
      payload: { grant_type: 'password', id: 'nobody-here', password: 'wrong-password-1' },
    });

  it('without TRUST_PROXY: 10 failed logins, then every further try is refused whatever X-Forwarded-For says', async () => {
    const app = await api({});
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS; attempt += 1) {
      expect((await login(app, { remoteAddress: '192.0.2.10', headers: { 'x-forwarded-for': `203.0.113.${attempt}` } })).statusCode).toBe(401);
    }
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await login(app, { remoteAddress: '192.0.2.10', headers: { 'x-forwarded-for': `198.51.100.${attempt}, 203.0.113.${50 + attempt}` } });
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({ message: 'Too many requests. Please try again in a moment.', statusCode: 429 });
    }
  });

  it('with TRUST_PROXY=1 behind one proxy: the last hop is the client, so rotating the hops before it changes nothing', async () => {
    const app = await api({ TRUST_PROXY: '1' });
    const viaProxy = (forwardedFor: string) => login(app, { remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': forwardedFor } });
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS; attempt += 1) expect((await viaProxy(`198.51.100.${attempt}, 203.0.113.7`)).statusCode).toBe(401);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await viaProxy(`198.51.100.${100 + attempt}, 203.0.113.7`)).statusCode).toBe(429);
    // Another reader behind the same proxy is another network.
    expect((await viaProxy('203.0.113.8')).statusCode).toBe(401);
  });

  it('with TRUST_PROXY naming the proxy: its header counts, a header from anyone else does not', async () => {
    const app = await api({ TRUST_PROXY: '10.0.0.0/8' });
    expect((await login(app, { remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': '203.0.113.20' } })).statusCode).toBe(401);
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS; attempt += 1) {
      expect((await login(app, { remoteAddress: '192.0.2.30', headers: { 'x-forwarded-for': `203.0.113.${100 + attempt}` } })).statusCode).toBe(401);
    }
    expect((await login(app, { remoteAddress: '192.0.2.30', headers: { 'x-forwarded-for': '203.0.113.200' } })).statusCode).toBe(429);
    // The proxy's reader is untouched by the direct client's failures.
    expect((await login(app, { remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': '203.0.113.20' } })).statusCode).toBe(401);
  });
});
