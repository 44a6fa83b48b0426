import Fastify, { type FastifyInstance } from 'fastify';
import { ErrorResponseSchema } from '@meydan/shared/contracts';
import { registerErrorHandling } from '../error-handler';
import { errorResponses, type MemberRoutesOptions, PRIVATE_CACHE_CONTROL, registerMemberRoutes } from './member-routes';

const ORIGIN = 'https://www.meydan.example';
const FOREIGN = 'https://evil.example';

describe('registerMemberRoutes', () => {
  const verify = async (token: string) => (token === 'good' ? { userId: 'u1', sessionId: 's1', role: 'member' as const } : null);
  const apps: FastifyInstance[] = [];

  /** One plugin with member routes, beside a sibling plugin that must not inherit its hook. */
  async function build(options: Partial<MemberRoutesOptions>): Promise<FastifyInstance> {
    const app = Fastify();
    apps.push(app);
    registerErrorHandling(app);
    await app.register(async (plugin) => {
      registerMemberRoutes(plugin, { verify, trustedOrigins: [ORIGIN], ...options });
      plugin.get('/visitor', { config: { access: 'visitor' } }, async (request) => ({ auth: request.auth }));
      plugin.post('/member', { config: { access: 'member' } }, async (request) => request.auth);
      plugin.get('/own-header', { config: { access: 'visitor' } }, async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=0');
        return {};
      });
    });
    await app.register(async (sibling) => {
      sibling.post('/sibling', async () => ({}));
    });
    await app.ready();
    return app;
  }

  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it("turns each route's access policy into its guard and resolves credentials", async () => {
    const app = await build({ cacheControl: PRIVATE_CACHE_CONTROL });
    expect((await app.inject({ method: 'POST', url: '/member' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/member', headers: { authorization: 'Bearer good' } })).json()).toMatchObject({ userId: 'u1', via: 'bearer' });
    expect((await app.inject({ url: '/visitor', headers: { authorization: 'Bearer good' } })).json()).toMatchObject({ auth: { userId: 'u1' } });
    // Cookie writes still need a trusted origin.
    expect((await app.inject({ method: 'POST', url: '/member', headers: { cookie: 'o-auth-token=good' } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/member', headers: { cookie: 'o-auth-token=good', origin: ORIGIN } })).statusCode).toBe(200);
  });

  it('refuses writes from a foreign page whatever the credential, before the guard, and only in its own plugin', async () => {
    const app = await build({});
    const foreign = await app.inject({ method: 'POST', url: '/member', headers: { authorization: 'Bearer good', origin: FOREIGN } });
    expect(foreign.statusCode).toBe(403);
    // No credential at all: the origin check still answers first (403, not 401).
    expect((await app.inject({ method: 'POST', url: '/member', headers: { origin: FOREIGN } })).statusCode).toBe(403);
    // Reads and callers without an Origin (native apps, servers) pass.
    expect((await app.inject({ url: '/visitor', headers: { origin: FOREIGN } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/member', headers: { authorization: 'Bearer good' } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/sibling', headers: { origin: FOREIGN } })).statusCode).toBe(200);
  });

  it('can leave foreign-page writes to the cookie rule alone', async () => {
    const app = await build({ refuseForeignWrites: false });
    expect((await app.inject({ method: 'POST', url: '/member', headers: { authorization: 'Bearer good', origin: FOREIGN } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/member', headers: { cookie: 'o-auth-token=good', origin: FOREIGN } })).statusCode).toBe(403);
  });

  it('starts every answer of its plugin with the default Cache-Control, which a route may replace', async () => {
    const app = await build({ cacheControl: PRIVATE_CACHE_CONTROL });
    expect((await app.inject({ url: '/visitor' })).headers['cache-control']).toBe('private, no-store');
    expect((await app.inject({ url: '/own-header' })).headers['cache-control']).toBe('public, max-age=0');
    expect((await app.inject({ method: 'POST', url: '/sibling' })).headers['cache-control']).toBeUndefined();
    const none = await build({});
    expect((await none.inject({ url: '/visitor' })).headers['cache-control']).toBeUndefined();
  });

  it('documents the listed error statuses with the error contract', () => {
    expect(errorResponses(400, 404, 500)).toEqual({ 400: ErrorResponseSchema, 404: ErrorResponseSchema, 500: ErrorResponseSchema });
    expect(Object.keys(errorResponses(500, 400))).toEqual(['400', '500']);
  });
});
