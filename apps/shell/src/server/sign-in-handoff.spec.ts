/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import { parseCookies } from '@meydan/shared/util/cookies';
import { testJwt } from '@meydan/shared/testing';
import { pageCacheControl } from './page-cache';
import { applySignInHandoff, hasSessionCookie, signInHandoff } from './sign-in-handoff';

const NOW = Date.UTC(2025, 0, 1);
const token = (inSeconds: number) => testJwt({ sub: 'u1', exp: Math.floor(NOW / 1000) + inSeconds });
const APP_AUTH = token(900);
const appHeaders = { 'x-auth-token': APP_AUTH, 'x-refresh-token': 'rt_0123456789abcdef' };

const decide = (url: string, headers: Record<string, string> = {}, secure = false) => signInHandoff({ url, headers, secure, now: NOW });

describe('signInHandoff (SPEC §4)', () => {
  it('proceeds with a valid auth cookie, whatever the headers say', () => {
    expect(decide('/gundem', { cookie: `locale=tr; o-auth-token=${token(600)}`, ...appHeaders })).toEqual({ action: 'proceed', reason: 'token' });
  });

  it('proceeds with ia=true', () => {
    expect(decide('/gundem?ia=true', appHeaders)).toEqual({ action: 'proceed', reason: 'flag' });
  });

  it('stores the app’s tokens as the session cookies and redirects to the same address with ia=true', () => {
    const decision = decide('/haber/dolar-rekor-10042?utm_source=app', appHeaders);
    expect(decision).toEqual({
      action: 'redirect',
      location: '/haber/dolar-rekor-10042?utm_source=app&ia=true',
      setCookies: [
        `o-auth-token=${APP_AUTH}; Max-Age=2592000; Path=/; SameSite=Lax`,
        'o-refresh-token=rt_0123456789abcdef; Max-Age=5184000; Path=/; HttpOnly; SameSite=Strict',
      ],
    });
  });

  it('marks the cookies Secure on an HTTPS site', () => {
    const decision = decide('/', appHeaders, true);
    expect(decision.action === 'redirect' && decision.setCookies.every((cookie) => cookie.includes('; Secure'))).toBe(true);
    expect(decision).toMatchObject({ location: '/?ia=true' });
  });

  it('hands over when the auth cookie is expired, or within the 30 s margin', () => {
    expect(decide('/', { cookie: `o-auth-token=${token(-5)}`, ...appHeaders }).action).toBe('redirect');
    expect(decide('/', { cookie: `o-auth-token=${token(29)}`, ...appHeaders }).action).toBe('redirect');
    expect(decide('/', { cookie: 'o-auth-token=garbage', ...appHeaders }).action).toBe('redirect');
  });

  it('replaces another ia value instead of adding a second one', () => {
    expect(decide('/a?ia=false&b=1', appHeaders)).toMatchObject({ location: '/a?ia=true&b=1' });
  });

  it('keeps the redirect on this site', () => {
    expect(decide('//evil.example/x?y=1', appHeaders)).toMatchObject({ location: '/evil.example/x?y=1&ia=true' });
    expect(decide('/\\evil.example/x', appHeaders)).toMatchObject({ location: '/evil.example/x?ia=true' });
  });

  it('is unauthenticated without both headers', () => {
    expect(decide('/gundem')).toEqual({ action: 'anonymous' });
    expect(decide('/gundem', { 'x-auth-token': APP_AUTH })).toEqual({ action: 'anonymous' });
    expect(decide('/gundem', { 'x-refresh-token': 'rt' })).toEqual({ action: 'anonymous' });
    expect(decide('/gundem', { cookie: `o-auth-token=${token(-60)}` })).toEqual({ action: 'anonymous' });
  });

  it('refuses header values that are not tokens', () => {
    expect(decide('/', { ...appHeaders, 'x-refresh-token': 'a; Domain=evil.example' })).toEqual({ action: 'anonymous' });
    expect(decide('/', { ...appHeaders, 'x-auth-token': '' })).toEqual({ action: 'anonymous' });
    expect(decide('/', { ...appHeaders, 'x-auth-token': 'x'.repeat(4097) })).toEqual({ action: 'anonymous' });
  });
});

describe('hasSessionCookie', () => {
  it('sees either session cookie', () => {
    expect(hasSessionCookie('o-auth-token=a.b.c')).toBe(true);
    expect(hasSessionCookie('locale=tr; o-refresh-token=rt')).toBe(true);
    expect(hasSessionCookie('locale=tr; notp=1')).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });
});

describe('pageCacheControl', () => {
  it('never lets a shared cache keep a page served to a session', () => {
    expect(pageCacheControl(200, true)).toBe('private, no-store');
    expect(pageCacheControl(404, true)).toBe('private, no-store');
    expect(pageCacheControl(200, false)).toBe('no-cache');
    expect(pageCacheControl(404, false)).toBe('public, max-age=30');
  });
});

describe('the handoff on a page route', () => {
  let app: FastifyInstance;
  let base = '';
  // Over a loopback socket: `app.inject` needs light-my-request, whose ESM-only `cookie` jest cannot load.
  const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { redirect: 'manual', headers });

  beforeAll(async () => {
    app = Fastify();
    app.get('/*', async (req, reply) => {
      if (applySignInHandoff(req, reply, true)) return reply;
      return reply.type('text/plain').send(`page for ${parseCookies(req.headers.cookie)['o-auth-token'] ? 'a session' : 'a visitor'}`);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });
  afterAll(() => app.close());

  it('answers 302 with both cookies, uncached, and the next request proceeds', async () => {
    const handoff = await get('/spor?x=1', appHeaders);
    expect(handoff.status).toBe(302);
    expect(handoff.headers.get('location')).toBe('/spor?x=1&ia=true');
    expect(handoff.headers.get('cache-control')).toBe('private, no-store');
    const cookies = handoff.headers.getSetCookie();
    expect(cookies).toEqual([
      `o-auth-token=${APP_AUTH}; Max-Age=2592000; Path=/; Secure; SameSite=Lax`,
      'o-refresh-token=rt_0123456789abcdef; Max-Age=5184000; Path=/; HttpOnly; Secure; SameSite=Strict',
    ]);

    // The web view follows with the cookies it was given (and, like most, re-sends the app's headers).
    const cookieHeader = cookies.map((cookie) => cookie.split(';')[0]).join('; ');
    const page = await get('/spor?x=1&ia=true', { ...appHeaders, cookie: cookieHeader });
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('page for a session');
  });

  it('serves the page to a visitor', async () => {
    const page = await get('/spor');
    expect(page.status).toBe(200);
    expect(page.headers.getSetCookie()).toEqual([]);
    expect(await page.text()).toBe('page for a visitor');
  });
});
