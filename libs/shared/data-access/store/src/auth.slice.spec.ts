import { cookieAuthTokenSource, createHttpClient } from '@meydan/shared/data-access/api-client';
import {
  AUTH_TOKEN_COOKIE,
  getAllCookies,
  GOOGLE_STATE_COOKIE,
  INTERSTITIAL_COOKIE,
  THEME_COOKIE,
  NO_TRACKING_COOKIE,
  setCookie,
  TWITTER_SECRET_COOKIE,
} from '@meydan/shared/util/cookies';
import { clearDocumentCookies, fakeApi, memberFixture, type FakeApiCall, type FakeApiReply, testJwt } from '@meydan/shared/testing';
import { authApi } from './auth.api';
import {
  authSlice,
  bootstrapAuth,
  initialAuthState,
  loginWithPassword,
  loginWithProvider,
  logout,
  registerAccount,
  selectAuthStatus,
  selectCurrentUser,
  selectIsMember,
  sessionStarted,
  signedOut,
  userLoaded,
} from './auth.slice';
import { makeStore } from './make-store';

const member = memberFixture;

const TOKEN = testJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 });
const unauthorized: FakeApiReply = { status: 401, data: { statusCode: 401, message: 'Sign in again.' } };
const KEPT = [TWITTER_SECRET_COOKIE, GOOGLE_STATE_COOKIE, INTERSTITIAL_COOKIE, THEME_COOKIE, NO_TRACKING_COOKIE];

/** The browser's store: the real API client (bearer + renewal) over a stand-in API. */
function setup(route: (call: FakeApiCall) => FakeApiReply | Promise<FakeApiReply>) {
  const http = createHttpClient({ baseURL: '/api/v3.5', auth: { tokens: cookieAuthTokenSource, onSessionEnded: () => store.dispatch(signedOut()) } });
  const api = fakeApi(route);
  http.defaults.adapter = api.adapter;
  const store = makeStore({ http });
  return { store, calls: api.calls, urls: () => api.calls.map((call) => call.url) };
}

/** The API of a signed-in member: the profile needs the bearer token. */
function memberApi(call: FakeApiCall): FakeApiReply {
  if (call.url === '/users/me/profile') return call.authorization === `Bearer ${TOKEN}` ? { status: 200, data: member } : unauthorized;
  return { status: 404, data: { statusCode: 404, message: 'Not found' } };
}

let warn: jest.SpyInstance;
let error: jest.SpyInstance;
beforeEach(() => {
  clearDocumentCookies();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  error = jest.spyOn(console, 'error');
});
afterEach(() => {
  warn.mockRestore();
  error.mockRestore();
});

describe('auth reducer', () => {
  const reduce = authSlice.reducer;

  it('starts unknown: the server renders every page anonymous', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({ status: 'unknown', user: null, loginSource: null });
  });

  it('userLoaded makes a member, with the given login source or the user’s own', () => {
    expect(reduce(initialAuthState, userLoaded({ user: member, loginSource: 'google' }))).toEqual({ status: 'member', user: member, loginSource: 'google' });
    expect(reduce(initialAuthState, userLoaded({ user: member }))).toEqual({ status: 'member', user: member, loginSource: 'email' });
  });

  it('signedOut forgets the member', () => {
    const signedIn = reduce(initialAuthState, userLoaded({ user: member }));
    expect(reduce(signedIn, signedOut())).toEqual({ status: 'anonymous', user: null, loginSource: null });
  });
});

describe('bootstrapAuth (SPEC §4 start-up)', () => {
  it('loads the member when the auth cookie exists', async () => {
    setCookie(AUTH_TOKEN_COOKIE, TOKEN);
    const { store, urls } = setup(memberApi);
    const running = store.dispatch(bootstrapAuth({ hasSession: false }));
    expect(selectAuthStatus(store.getState())).toBe('loading');
    await running;
    expect(store.getState().auth).toEqual({ status: 'member', user: member, loginSource: 'email' });
    expect(selectIsMember(store.getState())).toBe(true);
    expect(urls()).toEqual(['/users/me/profile']);
  });

  it('loads the member when only the server saw a session (httpOnly refresh cookie): renewal first', async () => {
    const { store, urls } = setup((call) => {
      if (call.url === '/auth/token') {
        setCookie(AUTH_TOKEN_COOKIE, TOKEN);
        return { status: 200, data: { authToken: TOKEN } };
      }
      return memberApi(call);
    });
    await store.dispatch(bootstrapAuth({ hasSession: true }));
    expect(selectCurrentUser(store.getState())).toEqual(member);
    expect(urls()).toEqual(['/users/me/profile', '/auth/token', '/users/me/profile']);
  });

  it('stays signed out without a word when the profile fails with 401', async () => {
    setCookie(AUTH_TOKEN_COOKIE, TOKEN);
    setCookie(THEME_COOKIE, 'dark');
    const { store, urls } = setup(() => unauthorized);
    const result = await store.dispatch(bootstrapAuth({ hasSession: true }));
    expect(result.meta.requestStatus).toBe('fulfilled');
    expect(store.getState().auth).toEqual({ status: 'anonymous', user: null, loginSource: null });
    expect(urls()).toEqual(['/users/me/profile', '/auth/token']);
    expect(error).not.toHaveBeenCalled();
    expect(getAllCookies()).toEqual({ [THEME_COOKIE]: 'dark' });
  });

  it('stays signed out when the API cannot be reached', async () => {
    setCookie(AUTH_TOKEN_COOKIE, TOKEN);
    const { store } = setup(() => ({ status: 503, data: { statusCode: 503, message: 'Busy' } }));
    await store.dispatch(bootstrapAuth({ hasSession: false }));
    expect(selectAuthStatus(store.getState())).toBe('anonymous');
    // Not a refused session: the cookie stays for the next page.
    expect(getAllCookies()[AUTH_TOKEN_COOKIE]).toBe(TOKEN);
  });

  it('without any session clears the cookies except the kept ones and calls nothing', async () => {
    for (const name of [...KEPT, 'tracker-id', 'old-flag']) setCookie(name, 'v');
    const { store, calls } = setup(memberApi);
    await store.dispatch(bootstrapAuth({ hasSession: false }));
    expect(calls).toEqual([]);
    expect(Object.keys(getAllCookies()).sort()).toEqual([...KEPT].sort());
    expect(selectAuthStatus(store.getState())).toBe('anonymous');
  });

  it('runs once', async () => {
    setCookie(AUTH_TOKEN_COOKIE, TOKEN);
    const { store, calls } = setup(memberApi);
    await Promise.all([store.dispatch(bootstrapAuth({ hasSession: true })), store.dispatch(bootstrapAuth({ hasSession: true }))]);
    await store.dispatch(bootstrapAuth({ hasSession: true }));
    expect(calls).toHaveLength(1);
  });
});

describe('loginWithPassword', () => {
  it('logs in with grant_type password, then loads the member', async () => {
    const { store, calls } = setup((call) => {
      if (call.url === '/auth/login') {
        setCookie(AUTH_TOKEN_COOKIE, TOKEN);
        return { status: 200, data: { authToken: TOKEN, refreshToken: 'r1' } };
      }
      return memberApi(call);
    });
    await store.dispatch(bootstrapAuth({ hasSession: false }));
    const user = await store.dispatch(loginWithPassword({ id: 'ayse', password: 'secret1' })).unwrap();
    expect(user).toEqual(member);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/auth/login', params: { authVersion: 'v2' }, data: { grant_type: 'password', id: 'ayse', password: 'secret1' } });
    expect(calls.map((call) => call.url)).toEqual(['/auth/login', '/users/me/profile']);
    expect(store.getState().auth).toEqual({ status: 'member', user: member, loginSource: 'email' });
  });

  it('rejects with the API message on wrong credentials, without a renewal', async () => {
    const { store, urls } = setup(() => ({ status: 401, data: { statusCode: 401, message: 'Please enter correct username and password.' } }));
    await store.dispatch(bootstrapAuth({ hasSession: false }));
    const result = await store.dispatch(loginWithPassword({ id: 'ayse', password: 'wrong1' }));
    expect(result.payload).toEqual({ statusCode: 401, message: 'Please enter correct username and password.' });
    expect(urls()).toEqual(['/auth/login']);
    expect(selectAuthStatus(store.getState())).toBe('anonymous');
  });
});

describe('loginWithProvider', () => {
  it.each([
    ['google', '/auth/google/login', { token: 'id.token.jwt', nonce: 'n1' }, 'google'],
    ['facebook', '/auth/facebook/login', { accessToken: 'fb-token' }, 'fb'],
    ['twitter', '/auth/twitter/login', { oauthToken: 't', oauthTokenSecret: 's', oauthVerifier: 'v' }, 'twitter'],
  ] as const)('%s: posts the provider credential, then loads the member with its login source', async (provider, url, body, source) => {
    const { store, calls } = setup((call) => {
      if (call.url === url) {
        setCookie(AUTH_TOKEN_COOKIE, TOKEN);
        return { status: 200, data: { authToken: TOKEN, refreshToken: 'r1' } };
      }
      return memberApi(call);
    });
    await store.dispatch(bootstrapAuth({ hasSession: false }));
    await store.dispatch(loginWithProvider({ provider, body } as Parameters<typeof loginWithProvider>[0])).unwrap();
    expect(calls.map((call) => [call.method, call.url, call.data])).toEqual([
      ['POST', url, body],
      ['GET', '/users/me/profile', undefined],
    ]);
    expect(store.getState().auth).toEqual({ status: 'member', user: member, loginSource: source });
  });

  it('rejects with the API message and stays signed out, without a renewal', async () => {
    const { store, urls } = setup(() => ({ status: 401, data: { statusCode: 401, message: 'Google sign-in failed. Please try again.' } }));
    await store.dispatch(bootstrapAuth({ hasSession: false }));
    const result = await store.dispatch(loginWithProvider({ provider: 'google', body: { token: 'x' } }));
    expect(result.payload).toEqual({ statusCode: 401, message: 'Google sign-in failed. Please try again.' });
    expect(urls()).toEqual(['/auth/google/login']);
    expect(selectAuthStatus(store.getState())).toBe('anonymous');
  });
});

describe('registerAccount and sessionStarted', () => {
  it('registers, then loads the member', async () => {
    const { store, calls } = setup((call) => {
      if (call.url === '/auth/register') {
        setCookie(AUTH_TOKEN_COOKIE, TOKEN);
        return { status: 201, data: { authToken: TOKEN } };
      }
      return memberApi(call);
    });
    const body = { version: 'v1', email: 'ayse@example.com', password: 'secret1', challenge: 'c', nonce: '42' };
    await store.dispatch(registerAccount(body)).unwrap();
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/auth/register', data: body });
    expect(selectIsMember(store.getState())).toBe(true);
  });

  it('keeps the login source of a provider login', async () => {
    setCookie(AUTH_TOKEN_COOKIE, TOKEN);
    const { store } = setup(memberApi);
    await store.dispatch(sessionStarted('google')).unwrap();
    expect(store.getState().auth).toEqual({ status: 'member', user: member, loginSource: 'google' });
  });
});

describe('a member record refreshed later', () => {
  it('replaces the session copy', async () => {
    setCookie(AUTH_TOKEN_COOKIE, TOKEN);
    let name = 'Ayşe Yılmaz';
    const { store } = setup((call) => (call.url === '/users/me/profile' ? { status: 200, data: { ...member, name } } : unauthorized));
    await store.dispatch(bootstrapAuth({ hasSession: true }));
    name = 'Ayşe Kaya';
    await store.dispatch(authApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true }));
    expect(selectCurrentUser(store.getState())?.name).toBe('Ayşe Kaya');
  });

  it('does not sign a visitor in by itself', async () => {
    setCookie(AUTH_TOKEN_COOKIE, TOKEN);
    const { store } = setup(memberApi);
    store.dispatch(signedOut());
    await store.dispatch(authApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true }));
    expect(store.getState().auth).toEqual({ status: 'anonymous', user: null, loginSource: null });
  });
});

describe('a renewal refused mid-session', () => {
  it('signs the reader out', async () => {
    setCookie(AUTH_TOKEN_COOKIE, TOKEN);
    let sessionAlive = true;
    const { store } = setup((call) => (sessionAlive && call.url === '/users/me/profile' ? { status: 200, data: member } : unauthorized));
    await store.dispatch(bootstrapAuth({ hasSession: true }));
    expect(selectIsMember(store.getState())).toBe(true);
    sessionAlive = false;
    await store.dispatch(authApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true }));
    expect(store.getState().auth).toEqual({ status: 'anonymous', user: null, loginSource: null });
  });
});

describe('logout (SPEC §4)', () => {
  async function signedInStore(route: (call: FakeApiCall) => FakeApiReply) {
    setCookie(AUTH_TOKEN_COOKIE, TOKEN);
    for (const name of [...KEPT, 'tracker-id']) setCookie(name, 'v');
    const context = setup((call) => (call.url === '/users/me/profile' ? memberApi(call) : route(call)));
    await context.store.dispatch(bootstrapAuth({ hasSession: true }));
    return context;
  }

  it('ends the session at the API, clears the cookies except the kept ones and reloads', async () => {
    const { store, calls } = await signedInStore(() => ({ status: 204, data: null }));
    const reload = jest.fn();
    await store.dispatch(logout({ reload })).unwrap();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: '/auth/logout', authorization: `Bearer ${TOKEN}`, data: {} });
    expect(Object.keys(getAllCookies()).sort()).toEqual([...KEPT].sort());
    expect(reload).toHaveBeenCalledTimes(1);
    expect(selectAuthStatus(store.getState())).toBe('anonymous');
  });

  it('treats a session that had already ended as logged out', async () => {
    const { store } = await signedInStore(() => unauthorized);
    const reload = jest.fn();
    await store.dispatch(logout({ reload })).unwrap();
    expect(getAllCookies()[AUTH_TOKEN_COOKIE]).toBeUndefined();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('changes nothing when the API cannot end the session', async () => {
    const { store } = await signedInStore(() => ({ status: 503, data: { statusCode: 503, message: 'Busy' } }));
    const reload = jest.fn();
    const result = await store.dispatch(logout({ reload }));
    expect(result.payload).toEqual({ statusCode: 503, message: 'Busy' });
    expect(reload).not.toHaveBeenCalled();
    expect(getAllCookies()[AUTH_TOKEN_COOKIE]).toBe(TOKEN);
    expect(selectIsMember(store.getState())).toBe(true);
  });
});
