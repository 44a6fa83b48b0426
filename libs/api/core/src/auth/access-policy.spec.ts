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

  it('lets only the owner act on their resource', async () => {
    expect(await status('/things/u-member', 'member')).toBe(200);
    expect(await status('/things/u-editor', 'member')).toBe(403);
    expect(await status('/things/u-member', null)).toBe(401);
  });
});
