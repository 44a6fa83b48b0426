import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandling } from '../error-handler';
import { registerAuthentication, requestCredential, requestOrigin } from './authentication';

const ORIGIN = 'https://www.meydan.example';

describe('member authentication', () => {
  let app: FastifyInstance;
  const verify = jest.fn(async (token: string) => (token === 'good' ? { userId: 'u1', sessionId: 's1', role: 'member' as const } : null));

  beforeAll(async () => {
    app = Fastify();
    registerErrorHandling(app);
    const guards = registerAuthentication(app, { verify, trustedOrigins: [ORIGIN] });
    app.get('/me', { preHandler: guards.requireMember }, async (request) => request.auth);
    app.post('/me', { preHandler: guards.requireMember }, async (request) => request.auth);
    app.get('/maybe', { preHandler: guards.optionalMember }, async (request) => ({ auth: request.auth }));
    await app.ready();
  });

  afterAll(() => app.close());

  it('resolves the bearer header first, then the o-auth-token cookie', async () => {
    expect((await app.inject({ url: '/me', headers: { authorization: 'Bearer good' } })).json()).toEqual({ userId: 'u1', sessionId: 's1', role: 'member', via: 'bearer' });
    expect((await app.inject({ url: '/me', headers: { cookie: 'o-auth-token=good' } })).json()).toMatchObject({ via: 'cookie' });
    // A bad bearer header is not rescued by a good cookie.
    expect((await app.inject({ url: '/me', headers: { authorization: 'Bearer bad', cookie: 'o-auth-token=good' } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/me', headers: { authorization: 'Basic Zm9vOmJhcg==' } })).statusCode).toBe(401);
  });

  it('answers 401 in the request language without a valid credential, and optional routes go on', async () => {
    expect((await app.inject({ url: '/me', headers: { 'x-edition': 'ru' } })).json()).toEqual({ message: 'Для этого действия нужно войти.', statusCode: 401 });
    expect((await app.inject({ url: '/maybe', headers: { authorization: 'Bearer bad' } })).json()).toEqual({ auth: null });
  });

  it('requires a trusted Origin or Referer for cookie-authenticated writes only', async () => {
    const post = (headers: Record<string, string>) => app.inject({ method: 'POST', url: '/me', headers });
    expect((await post({ cookie: 'o-auth-token=good' })).statusCode).toBe(403);
    expect((await post({ cookie: 'o-auth-token=good', origin: 'null' })).statusCode).toBe(403);
    expect((await post({ cookie: 'o-auth-token=good', origin: 'https://www.meydan.example.evil.test' })).statusCode).toBe(403);
    expect((await post({ cookie: 'o-auth-token=good', origin: ORIGIN })).statusCode).toBe(200);
    expect((await post({ cookie: 'o-auth-token=good', referer: `${ORIGIN}/haber/x-1` })).statusCode).toBe(200);
    expect((await post({ authorization: 'Bearer good' })).statusCode).toBe(200);
  });

  it('reads credentials and origins defensively', () => {
    const request = (headers: Record<string, string>) => ({ headers }) as never;
    expect(requestCredential(request({}))).toBeNull();
    expect(requestCredential(request({ authorization: 'Bearer  abc ' }))).toEqual({ token: 'abc', via: 'bearer' });
    expect(requestOrigin(request({ referer: 'not a url' }))).toBeNull();
    expect(requestOrigin(request({ referer: 'https://a.example:8443/x?y' }))).toBe('https://a.example:8443');
  });
});
