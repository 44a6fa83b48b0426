import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandling } from '../error-handler';
import { assertOwner, enforceAccessPolicies, type AccessPolicy } from './access-policy';
import { registerAuthentication } from './authentication';

const TOKENS: Record<string, { userId: string; sessionId: string; role: 'member' | 'editor' | 'admin' }> = {
  member: { userId: 'u-member', sessionId: 's1', role: 'member' },
  editor: { userId: 'u-editor', sessionId: 's2', role: 'editor' },
  admin: { userId: 'u-admin', sessionId: 's3', role: 'admin' },
};

async function appWithPolicies(): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandling(app);
  const guards = registerAuthentication(app, { verify: async (token) => TOKENS[token] ?? null, trustedOrigins: [] });
  enforceAccessPolicies(app, guards);
  for (const access of ['visitor', 'member', 'editor', 'admin'] as AccessPolicy[]) {
    app.get(`/${access}`, { config: { access } }, async (request) => ({ who: request.auth?.userId ?? null }));
  }
  app.get('/things/:owner', { config: { access: 'owner' } }, async (request) => {
    assertOwner(request, (request.params as { owner: string }).owner);
    return { ok: true };
  });
  // A body schema and a preHandler that reads the member, like a write route with a per-account limiter.
  app.post(
    '/notes',
    {
      config: { access: 'member' },
      schema: { body: { type: 'object', required: ['text'], properties: { text: { type: 'string' } } } },
      preHandler: async (request) => {
        if (!request.auth) throw new Error('preHandler ran before the guard');
      },
    },
    async (request) => ({ by: request.auth?.userId }),
  );
  await app.ready();
  return app;
}

const as = (who: string | null) => (who ? { authorization: `Bearer ${who}` } : {});

describe('access policies', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWithPolicies();
  });
  afterAll(() => app.close());

  const status = async (url: string, who: string | null) => (await app.inject({ url, headers: as(who) })).statusCode;

  it.each([
    ['/visitor', [200, 200, 200, 200]],
    ['/member', [401, 200, 200, 200]],
    ['/editor', [401, 403, 200, 200]],
    ['/admin', [401, 403, 403, 200]],
  ])('%s answers visitor, member, editor, admin with %j', async (url, expected) => {
    expect([await status(url, null), await status(url, 'member'), await status(url, 'editor'), await status(url, 'admin')]).toEqual(expected);
  });

  it('resolves a visitor route’s optional credential, and ignores a bad one', async () => {
    expect((await app.inject({ url: '/visitor', headers: as('member') })).json()).toEqual({ who: 'u-member' });
    expect((await app.inject({ url: '/visitor', headers: as('forged') })).json()).toEqual({ who: null });
  });

  it('guards before body validation and before the route’s preHandlers', async () => {
    const post = (who: string | null, payload?: object) => app.inject({ method: 'POST', url: '/notes', headers: as(who), ...(payload ? { payload } : {}) });
    // Anonymous: 401 whatever the body (no 400 that would describe the schema to a stranger).
    expect((await post(null)).statusCode).toBe(401);
    expect((await post(null, { wrong: 1 })).statusCode).toBe(401);
    expect((await post('member', { wrong: 1 })).statusCode).toBe(400);
    const ok = await post('member', { text: 'hi' });
    expect([ok.statusCode, ok.json()]).toEqual([200, { by: 'u-member' }]);
  });

  it('refuses to start with a policy it does not know', async () => {
    const broken = Fastify();
    enforceAccessPolicies(broken, registerAuthentication(broken, { verify: async () => null, trustedOrigins: [] }));
    expect(() => broken.get('/typo', { config: { access: 'members' as AccessPolicy } }, async () => 'open')).toThrow(/unknown access policy "members"/);
    await broken.close();
  });

  it('lets only the owner act on their resource', async () => {
    expect(await status('/things/u-member', 'member')).toBe(200);
    expect(await status('/things/u-editor', 'member')).toBe(403);
    expect(await status('/things/u-member', null)).toBe(401);
  });
});
