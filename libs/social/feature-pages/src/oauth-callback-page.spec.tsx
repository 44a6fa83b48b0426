import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ReactElement, StrictMode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { cookieAuthTokenSource, createHttpClient } from '@meydan/shared/data-access/api-client';
import { bootstrapAuth, makeStore, signedOut } from '@meydan/shared/data-access/store';
import { clearDocumentCookies, fakeApi, memberFixture, testJwt, type FakeApiCall, type FakeApiReply, type FakeApiRoute } from '@meydan/shared/testing';
import { OPEN_LOGIN_EVENT } from '@meydan/shared/ui';
import { AUTH_TOKEN_COOKIE, getAllCookies, GOOGLE_STATE_COOKIE, saveOAuthRoundTrip, setCookie, TWITTER_SECRET_COOKIE } from '@meydan/shared/util/cookies';
import { createI18n, type I18n } from '@meydan/shared/util/i18n';
import type { RouteContext } from '@meydan/shared/util/remote-kit';
import { BrowserRouter, StaticRouter } from '@meydan/shared/util/router';
import { FacebookCallbackPage, GoogleCallbackPage, oauthCallbackLoader, TwitterCallbackPage } from './oauth-callback-page';

const I18N_DIR = join(__dirname, '../../../../apps/social/src/i18n');
const social = Object.fromEntries(['tr', 'en', 'ru'].map((lang) => [lang, JSON.parse(readFileSync(join(I18N_DIR, `${lang}.json`), 'utf8'))]));
const TOKEN = testJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 });
const notFound: FakeApiReply = { status: 404, data: { statusCode: 404, message: 'Not found' } };

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n({ edition: 'en', resources: { social } });
});
beforeEach(async () => {
  clearDocumentCookies();
  window.history.replaceState(null, '', '/');
  await i18n.changeLanguage('en');
});

/** The API after a provider login: the session cookie is set, the profile answers the bearer. */
function memberApi(loginUrl: string, login: FakeApiRoute = () => ({ status: 200, data: { authToken: TOKEN } })): FakeApiRoute {
  return async (call: FakeApiCall) => {
    if (call.url === loginUrl) {
      const reply = await login(call);
      if (reply.status === 200) setCookie(AUTH_TOKEN_COOKIE, TOKEN);
      return reply;
    }
    if (call.url === '/users/me/profile' && call.authorization === `Bearer ${TOKEN}`) return { status: 200, data: memberFixture };
    return notFound;
  };
}

function setup(route: FakeApiRoute, page: ReactElement, { strict = false } = {}) {
  const http = createHttpClient({ baseURL: '/api', auth: { tokens: cookieAuthTokenSource, onSessionEnded: () => store.dispatch(signedOut()) } });
  const api = fakeApi(route);
  http.defaults.adapter = api.adapter;
  const store = makeStore({ http });
  const tree = (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>{page}</BrowserRouter>
      </I18nextProvider>
    </Provider>
  );
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { store, calls: api.calls, view, user: userEvent.setup(), start: () => act(() => store.dispatch(bootstrapAuth({ hasSession: false }))) };
}

/** The visitor comes back from Google: state and nonce were saved before leaving. */
function backFromGoogle(fragment: string, saved: { state?: string; nonce?: string; returnTo?: string } | null = { state: 'st', nonce: 'nn', returnTo: '/gundem?x=1' }) {
  if (saved) saveOAuthRoundTrip('google', { ...(saved as Record<string, string>) });
  window.history.replaceState(null, '', `/auth/google/callback#${fragment}`);
}

describe('callback loaders', () => {
  it.each(['google', 'facebook', 'twitter'] as const)('%s: noindex head in every edition, no API call', async (provider) => {
    for (const edition of ['tr', 'en', 'ru'] as const) {
      const dispatch = jest.fn();
      const ctx = { edition, routeId: provider, pathname: '/auth', search: '', params: {}, origin: 'https://meydan.test', dispatch, getState: () => ({}), i18n, isServer: true } as RouteContext;
      const result = await oauthCallbackLoader(provider)(ctx);
      expect(result.head).toEqual({ title: `${social[edition].oauth[provider].title} | Meydan`, description: social[edition].oauth[provider].description, noindex: true });
      expect(dispatch).not.toHaveBeenCalled();
    }
  });
});

describe('Google callback', () => {
  it('renders the progress on the server and spends nothing there', () => {
    const http = createHttpClient({ baseURL: '/api' });
    const api = fakeApi(() => notFound);
    http.defaults.adapter = api.adapter;
    const html = renderToString(
      <Provider store={makeStore({ http })}>
        <I18nextProvider i18n={i18n}>
          <StaticRouter location="/auth/google/callback">
            <GoogleCallbackPage />
          </StaticRouter>
        </I18nextProvider>
      </Provider>,
    );
    expect(html).toContain('Signing you in, please wait…');
    expect(api.calls).toEqual([]);
  });

  it('cleans the address at once, waits for the start-up check, posts token + nonce, loads the member and goes to returnTo', async () => {
    backFromGoogle('id_token=header.payload.sig&state=st&authuser=0');
    const { calls, store, start } = setup(memberApi('/auth/google/login'), <GoogleCallbackPage />);
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/auth/google/callback');
    expect(getAllCookies()[GOOGLE_STATE_COOKIE]).toBeUndefined();
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in, please wait…');
    expect(calls).toEqual([]);
    await start();
    await waitFor(() => expect(window.location.pathname).toBe('/gundem'));
    expect(window.location.search).toBe('?x=1');
    expect(calls.map((call) => [call.method, call.url, call.data])).toEqual([
      ['POST', '/auth/google/login', { token: 'header.payload.sig', nonce: 'nn' }],
      ['GET', '/users/me/profile', undefined],
    ]);
    expect(store.getState().auth).toMatchObject({ status: 'member', loginSource: 'google', user: memberFixture });
    expect(screen.getByRole('status')).toHaveTextContent('You are signed in.');
  });

  it('spends the token once under StrictMode’s double effects', async () => {
    backFromGoogle('id_token=t1&state=st');
    const { calls, start } = setup(memberApi('/auth/google/login'), <GoogleCallbackPage />, { strict: true });
    await start();
    await waitFor(() => expect(window.location.pathname).toBe('/gundem'));
    expect(calls.filter((call) => call.url === '/auth/google/login')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses an answer whose state does not match, and calls nothing', async () => {
    backFromGoogle('id_token=t1&state=forged');
    const { calls, start } = setup(memberApi('/auth/google/login'), <GoogleCallbackPage />);
    await start();
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in request has expired or was started in another browser.');
    expect(calls).toEqual([]);
    expect(window.location.hash).toBe('');
  });

  it('refuses an answer this browser never asked for (no saved state)', async () => {
    backFromGoogle('id_token=t1&state=st', null);
    const { calls, start } = setup(memberApi('/auth/google/login'), <GoogleCallbackPage />);
    await start();
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in request has expired');
    expect(calls).toEqual([]);
  });

  it('says the visitor cancelled, offers to try again and the way home', async () => {
    backFromGoogle('error=access_denied&state=st');
    const { calls, start, user } = setup(memberApi('/auth/google/login'), <GoogleCallbackPage />);
    await start();
    expect(await screen.findByRole('alert')).toHaveTextContent('You cancelled the sign-in.');
    expect(calls).toEqual([]);
    const opened = jest.fn();
    window.addEventListener(OPEN_LOGIN_EVENT, opened);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    window.removeEventListener(OPEN_LOGIN_EVENT, opened);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(window.location.pathname).toBe('/auth/google/callback');
  });

  it('shows the provider failure text for another provider error or a missing token', async () => {
    backFromGoogle('error=server_error&state=st');
    const first = setup(memberApi('/auth/google/login'), <GoogleCallbackPage />);
    await first.start();
    expect(await screen.findByRole('alert')).toHaveTextContent('Google sign-in failed. Please try again.');
    first.view.unmount();
    backFromGoogle('state=st');
    const second = setup(memberApi('/auth/google/login'), <GoogleCallbackPage />);
    await second.start();
    expect(await screen.findByRole('alert')).toHaveTextContent('Google sign-in failed. Please try again.');
    expect([...first.calls, ...second.calls]).toEqual([]);
  });

  it('shows the API’s 401 message and stays signed out', async () => {
    backFromGoogle('id_token=t1&state=st');
    const refused = 'Google sign-in failed. The account could not be verified.';
    const { store, start } = setup(memberApi('/auth/google/login', () => ({ status: 401, data: { statusCode: 401, message: refused } })), <GoogleCallbackPage />);
    await start();
    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
    expect(store.getState().auth.status).toBe('anonymous');
    expect(window.location.pathname).toBe('/auth/google/callback');
  });

  it('shows the API’s 502 message (provider unreachable), and the localized text when a proxy says nothing', async () => {
    backFromGoogle('id_token=t1&state=st');
    const unreachable = 'Google could not be reached. Please try again in a moment.';
    const first = setup(memberApi('/auth/google/login', () => ({ status: 502, data: { statusCode: 502, message: unreachable } })), <GoogleCallbackPage />);
    await first.start();
    expect(await screen.findByRole('alert')).toHaveTextContent(unreachable);
    first.view.unmount();
    backFromGoogle('id_token=t1&state=st');
    const second = setup(memberApi('/auth/google/login', () => ({ status: 502, data: '<html>Bad gateway</html>' })), <GoogleCallbackPage />);
    await second.start();
    expect(await screen.findByRole('alert')).toHaveTextContent('Operation failed, please try again.');
  });

  it('speaks the reader’s language', async () => {
    await i18n.changeLanguage('tr');
    backFromGoogle('error=access_denied&state=st');
    const { start } = setup(memberApi('/auth/google/login'), <GoogleCallbackPage />);
    await start();
    expect(await screen.findByRole('alert')).toHaveTextContent('Girişi iptal ettin.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Google ile giriş yapılıyor');
  });

  it.each(['//evil.com/x', 'https://evil.com', '/\\evil.com'])('never leaves the site for a return address %j', async (returnTo) => {
    // A cookie written by someone else (not through saveOAuthRoundTrip) is checked on the way out too.
    setCookie(GOOGLE_STATE_COOKIE, JSON.stringify({ state: 'st', nonce: 'nn', returnTo }));
    window.history.replaceState(null, '', '/auth/google/callback#id_token=t1&state=st');
    const { start } = setup(memberApi('/auth/google/login'), <GoogleCallbackPage />);
    await start();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('You are signed in.'));
    expect(window.location.href).toBe('http://localhost/');
  });
});

describe('Facebook callback', () => {
  it('posts the access token from the fragment and goes back', async () => {
    saveOAuthRoundTrip('facebook', { state: 'fs', returnTo: '/spor' });
    window.history.replaceState(null, '', '/auth/facebook/callback#access_token=EAAB123&data_access_expiration_time=1&expires_in=5000&state=fs');
    const { calls, store, start } = setup(memberApi('/auth/facebook/login'), <FacebookCallbackPage />);
    await start();
    await waitFor(() => expect(window.location.pathname).toBe('/spor'));
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/auth/facebook/login', data: { accessToken: 'EAAB123' } });
    expect(store.getState().auth.loginSource).toBe('fb');
  });

  it('reads a refusal from the query', async () => {
    saveOAuthRoundTrip('facebook', { state: 'fs', returnTo: '/' });
    window.history.replaceState(null, '', '/auth/facebook/callback?error=access_denied&error_reason=user_denied&state=fs#_=_');
    const { calls, start } = setup(memberApi('/auth/facebook/login'), <FacebookCallbackPage />);
    await start();
    expect(await screen.findByRole('alert')).toHaveTextContent('You cancelled the sign-in.');
    expect(calls).toEqual([]);
    expect(window.location.search).toBe('');
  });
});

describe('Twitter callback', () => {
  function backFromTwitter(query: string) {
    saveOAuthRoundTrip('twitter', { oauthToken: 'req-token', oauthTokenSecret: 'req-secret', returnTo: '/oyun' });
    window.history.replaceState(null, '', `/auth/twitter/callback?${query}`);
  }

  it('posts token, saved secret and verifier, clears the secret cookie and goes back', async () => {
    backFromTwitter('oauth_token=req-token&oauth_verifier=ver-1');
    const { calls, store, start } = setup(memberApi('/auth/twitter/login'), <TwitterCallbackPage />);
    expect(window.location.search).toBe('');
    expect(getAllCookies()[TWITTER_SECRET_COOKIE]).toBeUndefined();
    await start();
    await waitFor(() => expect(window.location.pathname).toBe('/oyun'));
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/auth/twitter/login', data: { oauthToken: 'req-token', oauthTokenSecret: 'req-secret', oauthVerifier: 'ver-1' } });
    expect(store.getState().auth.loginSource).toBe('twitter');
  });

  it('says the visitor cancelled on ?denied=', async () => {
    backFromTwitter('denied=req-token');
    const { calls, start } = setup(memberApi('/auth/twitter/login'), <TwitterCallbackPage />);
    await start();
    expect(await screen.findByRole('alert')).toHaveTextContent('You cancelled the sign-in.');
    expect(calls).toEqual([]);
  });

  it('refuses a request token other than the saved one', async () => {
    backFromTwitter('oauth_token=other&oauth_verifier=ver-1');
    const { calls, start } = setup(memberApi('/auth/twitter/login'), <TwitterCallbackPage />);
    await start();
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in request has expired');
    expect(calls).toEqual([]);
  });

  it('shows the API message of a refused login', async () => {
    backFromTwitter('oauth_token=req-token&oauth_verifier=ver-1');
    const { start } = setup(memberApi('/auth/twitter/login', () => ({ status: 401, data: { statusCode: 401, message: 'Twitter sign-in failed. Please try again.' } })), <TwitterCallbackPage />);
    await start();
    expect(await screen.findByRole('alert')).toHaveTextContent('Twitter sign-in failed. Please try again.');
  });
});
