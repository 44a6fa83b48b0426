import { createHttpClient } from '@meydan/shared/data-access/api-client';
import { makeStore } from '@meydan/shared/data-access/store';
import { clearDocumentCookies, fakeApi, signInFixture, type FakeApiRoute } from '@meydan/shared/testing';
import { readOAuthRoundTrip } from '@meydan/shared/util/cookies';
import {
  currentReturnPath,
  facebookDialogUrl,
  googleAuthorizeUrl,
  isAuthPage,
  siteExit,
  startFacebookSignIn,
  startGoogleSignIn,
  startTwitterSignIn,
} from './provider-sign-in';

const google = signInFixture.google as NonNullable<typeof signInFixture.google>;
const facebook = signInFixture.facebook as NonNullable<typeof signInFixture.facebook>;

let assign: jest.SpyInstance;
beforeEach(() => {
  clearDocumentCookies();
  window.history.replaceState(null, '', '/gundem?page=2&login=1#top');
  assign = jest.spyOn(siteExit, 'assign').mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

/** The address the flow sent the browser to. */
function leftFor(): URL {
  expect(assign).toHaveBeenCalledTimes(1);
  return new URL(assign.mock.calls[0][0] as string);
}

describe('provider addresses', () => {
  it('asks Google for an ID token with state, nonce and the callback of this origin', () => {
    const url = new URL(googleAuthorizeUrl(google, 'http://localhost/auth/google/callback', 'st', 'nn'));
    expect(`${url.origin}${url.pathname}`).toBe('https://accounts.example/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'google-client.apps.example',
      redirect_uri: 'http://localhost/auth/google/callback',
      response_type: 'id_token',
      scope: 'openid email profile',
      nonce: 'nn',
      state: 'st',
      prompt: 'select_account',
    });
  });

  it('asks Facebook for a user access token with state and the e-mail scope', () => {
    const url = new URL(facebookDialogUrl(facebook, 'http://localhost/auth/facebook/callback', 'fs'));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: '1234567890',
      redirect_uri: 'http://localhost/auth/facebook/callback',
      response_type: 'token',
      scope: 'email',
      state: 'fs',
    });
  });

  it('refuses a provider address that is not http(s)', () => {
    expect(() => googleAuthorizeUrl({ ...google, authorizationEndpoint: 'javascript:alert(1)' }, '/cb', 's', 'n')).toThrow();
    expect(() => facebookDialogUrl({ ...facebook, dialogUrl: 'not a url' }, '/cb', 's')).toThrow();
  });
});

describe('currentReturnPath', () => {
  it('is the current page without ?login=1 and without the fragment', () => {
    expect(currentReturnPath()).toBe('/gundem?page=2');
  });

  it('is the home page on /auth pages', () => {
    window.history.replaceState(null, '', '/auth/google/callback');
    expect(currentReturnPath()).toBe('/');
    expect(isAuthPage('/auth/verify-email/x')).toBe(true);
    expect(isAuthPage('/authors')).toBe(false);
  });
});

describe('starting a sign-in', () => {
  it('Google: saves state, nonce and the return path, then leaves with the same state and nonce', () => {
    startGoogleSignIn(google, 'en', '/gundem?page=2');
    const saved = readOAuthRoundTrip('google');
    const url = leftFor();
    expect(saved).toEqual({ state: url.searchParams.get('state'), nonce: url.searchParams.get('nonce'), returnTo: '/gundem?page=2' });
    expect(saved?.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(saved?.nonce).not.toBe(saved?.state);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost/auth/google/callback');
  });

  it('Google: a fresh state each time', () => {
    startGoogleSignIn(google, 'en', '/');
    const first = readOAuthRoundTrip('google')?.state;
    startGoogleSignIn(google, 'en', '/');
    expect(readOAuthRoundTrip('google')?.state).not.toBe(first);
  });

  it('Google: stores no round trip and stays when the configuration is broken', () => {
    expect(() => startGoogleSignIn({ ...google, authorizationEndpoint: 'data:text/html,x' }, 'en', '/')).toThrow();
    expect(readOAuthRoundTrip('google')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('Facebook: saves state and the return path in its own cookie, then leaves', () => {
    startFacebookSignIn(facebook, 'tr', '/spor');
    const url = leftFor();
    expect(readOAuthRoundTrip('facebook')).toEqual({ state: url.searchParams.get('state'), returnTo: '/spor' });
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost/auth/facebook/callback');
  });

  it('never saves an external return path', () => {
    startFacebookSignIn(facebook, 'tr', '//evil.com');
    expect(readOAuthRoundTrip('facebook')?.returnTo).toBe('/');
  });

  function twitterStore(route: FakeApiRoute) {
    const http = createHttpClient({ baseURL: '/api' });
    const api = fakeApi(route);
    http.defaults.adapter = api.adapter;
    return { store: makeStore({ http }), calls: api.calls };
  }

  it('Twitter: asks for a request token, keeps its secret in the Twitter secret cookie and leaves for the authorize page', async () => {
    const authorizeUrl = 'https://twitter.example/oauth/authorize?oauth_token=req-token';
    const { store, calls } = twitterStore(() => ({ status: 200, data: { oauthToken: 'req-token', oauthTokenSecret: 'req-secret', authorizeUrl } }));
    await startTwitterSignIn(store.dispatch, '/oyun');
    expect(calls.map((call) => [call.method, call.url])).toEqual([['GET', '/auth/twitter/request-token']]);
    expect(readOAuthRoundTrip('twitter')).toEqual({ oauthToken: 'req-token', oauthTokenSecret: 'req-secret', returnTo: '/oyun' });
    expect(leftFor().toString()).toBe(authorizeUrl);
  });

  it('Twitter: a refused request token rejects with the API error and saves nothing', async () => {
    const { store } = twitterStore(() => ({ status: 502, data: { statusCode: 502, message: 'We could not reach Twitter.' } }));
    await expect(startTwitterSignIn(store.dispatch, '/')).rejects.toMatchObject({ statusCode: 502, message: 'We could not reach Twitter.' });
    expect(readOAuthRoundTrip('twitter')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });
});
