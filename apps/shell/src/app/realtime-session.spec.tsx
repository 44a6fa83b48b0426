import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { cookieAuthTokenSource, createHttpClient } from '@meydan/shared/data-access/api-client';
import { RealtimeProvider } from '@meydan/shared/data-access/realtime';
import { makeStore, signedOut, userLoaded } from '@meydan/shared/data-access/store';
import { clearDocumentCookies, fakeApi, type FakeApiCall, memberFixture, testJwt } from '@meydan/shared/testing';
import { AUTH_TOKEN_COOKIE, readAuthToken, setCookie } from '@meydan/shared/util/cookies';
import { RealtimeSession } from './realtime-session';
import { realtimeHarness } from '../testing/realtime-harness';

afterEach(() => {
  jest.useRealTimers();
  clearDocumentCookies();
});

function setup() {
  const store = makeStore({ http: createHttpClient({ baseURL: '/api/v3.5' }) });
  const realtime = realtimeHarness();
  const view = render(
    <Provider store={store}>
      <RealtimeProvider client={realtime.client}>
        <RealtimeSession />
      </RealtimeProvider>
    </Provider>,
  );
  return { store, realtime, view };
}

describe('realtime session', () => {
  it("opens no socket for a visitor, and connects to the page's own /ws once a member is known", () => {
    const { store, realtime } = setup();
    act(() => void store.dispatch(signedOut()));
    expect(realtime.server.sockets).toHaveLength(0);
    act(() => void store.dispatch(userLoaded({ user: memberFixture })));
    expect(realtime.server.urls).toEqual(['ws://localhost/ws']);
  });

  it('re-authorizes the socket when the member changes', () => {
    const { store, realtime } = setup();
    act(() => void store.dispatch(userLoaded({ user: memberFixture })));
    const socket = realtime.socket().ready();
    const authorizations = () => socket.controls().filter((control) => control.type === 'Authorization').length;
    expect(authorizations()).toBe(1);
    act(() => void store.dispatch(userLoaded({ user: { ...memberFixture, name: 'Ayşe Y.' } })));
    expect(authorizations()).toBe(1);
    act(() => void store.dispatch(signedOut()));
    expect(authorizations()).toBe(2);
    act(() => void store.dispatch(userLoaded({ user: { ...memberFixture, _id: 'u2' } })));
    expect(authorizations()).toBe(3);
  });

  it('reconnects at once when the browser comes back online', () => {
    jest.useFakeTimers();
    try {
      const { store, realtime, view } = setup();
      act(() => void store.dispatch(userLoaded({ user: memberFixture })));
      realtime.socket().ready().drop();
      act(() => void window.dispatchEvent(new Event('online')));
      expect(realtime.server.sockets).toHaveLength(2);
      view.unmount();
      act(() => void window.dispatchEvent(new Event('online')));
      expect(realtime.server.sockets).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('realtime session: short-lived access tokens', () => {
  const NOW = Date.UTC(2025, 0, 1);
  const token = (name: string, lifetimeSeconds: number, from = NOW) => testJwt({ sub: name, exp: Math.floor(from / 1000) + lifetimeSeconds });

  /** The browser's wiring: the API client renews on the way and tells the socket (as bootstrap does). */
  function withRenewals(renewed: () => string) {
    const realtime = realtimeHarness({ readToken: readAuthToken });
    const http = createHttpClient({ baseURL: '/api/v3.5', auth: { tokens: cookieAuthTokenSource, onTokenRenewed: () => realtime.client.reauthorize() } });
    const api = fakeApi((call: FakeApiCall) => {
      if (call.url === '/auth/token') {
        const next = renewed();
        setCookie(AUTH_TOKEN_COOKIE, next);
        return { status: 200, data: { authToken: next, refreshToken: 'rotated' } };
      }
      if (call.url === '/users/me/profile') return { status: 200, data: memberFixture };
      return { status: 404, data: {} };
    });
    http.defaults.adapter = api.adapter;
    const store = makeStore({ http });
    render(
      <Provider store={store}>
        <RealtimeProvider client={realtime.client}>
          <RealtimeSession />
        </RealtimeProvider>
      </Provider>,
    );
    act(() => void store.dispatch(userLoaded({ user: memberFixture })));
    const socket = realtime.socket().ready();
    const authorizations = () => socket.controls().flatMap((control) => (control.type === 'Authorization' ? [control.value.token] : []));
    return { api, authorizations };
  }

  it('renews the token just inside its 30 s margin and re-authorizes the socket with the new one', async () => {
    jest.useFakeTimers({ now: NOW });
    const first = token('first', 600);
    const second = token('second', 900, NOW + 571_000);
    setCookie(AUTH_TOKEN_COOKIE, first);
    const { api, authorizations } = withRenewals(() => second);
    expect(authorizations()).toEqual([first]);
    await act(async () => jest.advanceTimersByTimeAsync(569_000));
    expect(api.calls).toEqual([]);
    await act(async () => jest.advanceTimersByTimeAsync(2_000));
    expect(api.calls.map((call) => call.url)).toEqual(['/auth/token', '/users/me/profile']);
    expect(authorizations()).toEqual([first, second]);
  });

  it('sends a token another tab renewed without asking the API', async () => {
    jest.useFakeTimers({ now: NOW });
    const first = token('first', 600);
    setCookie(AUTH_TOKEN_COOKIE, first);
    const { api, authorizations } = withRenewals(() => 'unused');
    const elsewhere = token('other-tab', 900, NOW + 300_000);
    await act(async () => jest.advanceTimersByTimeAsync(300_000));
    setCookie(AUTH_TOKEN_COOKIE, elsewhere);
    await act(async () => jest.advanceTimersByTimeAsync(271_000));
    expect(api.calls).toEqual([]);
    expect(authorizations()).toEqual([first, elsewhere]);
  });

  it('waits at least 30 s before trying again when a wake-up could not renew', async () => {
    jest.useFakeTimers({ now: NOW });
    setCookie(AUTH_TOKEN_COOKIE, token('first', 600));
    let refreshes = 0;
    const { api } = withRenewals(() => {
      refreshes += 1;
      // The API answers, but the cookie does not change (a browser that refuses it).
      return readAuthToken() ?? '';
    });
    await act(async () => jest.advanceTimersByTimeAsync(571_000));
    const afterFirst = api.calls.length;
    expect(refreshes).toBe(1);
    await act(async () => jest.advanceTimersByTimeAsync(29_000));
    expect(api.calls.length).toBe(afterFirst);
    await act(async () => jest.advanceTimersByTimeAsync(1_000));
    expect(api.calls.length).toBeGreaterThan(afterFirst);
  });
});
