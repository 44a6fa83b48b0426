import { act, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createHttpClient } from '@meydan/shared/data-access/api-client';
import { bootstrapAuth, makeStore, userLoaded } from '@meydan/shared/data-access/store';
import { ANONYMOUS_MARKER_COOKIE, setCookie } from '@meydan/shared/util/cookies';
import { BrowserRouter, useNavigate } from '@meydan/shared/util/router';
import type { Edition } from '@meydan/shared/util/routing';
import type { WebConfig } from '@meydan/shared/contracts';
import { clearDocumentCookies, fakeApi, type FakeApiReply, firebaseWebConfigFixture, memberFixture, webConfigFixture } from '@meydan/shared/testing';
import {
  type AnonymousSignInProvider,
  chooseAnonymousSignIn,
  createAnonymousSignInRunner,
  hasAnonymousIdentity,
  isEnglishEntertainmentPage,
  useAnonymousSignIn,
} from './anonymous-sign-in';

/*
 * The Firebase SDK stands in as mocks that record when a module is first required: the server
 * path must never require them (no Firebase byte for visitors where it is not configured), the
 * Firebase path must get them through the dynamic import. The server-path specs run first in
 * this file (one module registry per file), so a stray load shows up there.
 */
const mockRequested: string[] = [];
const mockFirebase = {
  initializeApp: jest.fn((options: unknown, name: string) => ({ name, options })),
  getApps: jest.fn((): unknown[] => []),
  initializeAuth: jest.fn((app: unknown) => ({ app })),
  connectAuthEmulator: jest.fn(),
  signInAnonymously: jest.fn(async () => ({ user: { uid: 'firebase-uid', getIdToken: async () => 'firebase-id-token' } })),
};
jest.mock('firebase/app', () => {
  mockRequested.push('firebase/app');
  return { initializeApp: mockFirebase.initializeApp, getApps: mockFirebase.getApps };
});
jest.mock('firebase/auth', () => {
  mockRequested.push('firebase/auth');
  return {
    initializeAuth: mockFirebase.initializeAuth,
    connectAuthEmulator: mockFirebase.connectAuthEmulator,
    signInAnonymously: mockFirebase.signInAnonymously,
    indexedDBLocalPersistence: 'indexedDB',
    browserLocalPersistence: 'localStorage',
  };
});

const IN_A_YEAR = () => String(Math.floor(Date.now() / 1000) + 365 * 24 * 3600);

beforeEach(() => {
  clearDocumentCookies();
  window.history.replaceState(null, '', '/');
});

describe('isEnglishEntertainmentPage', () => {
  it.each([
    ['/trailers-news', true],
    ['/trailers-news/3', true],
    ['/games-news', true],
    ['/music-news', true],
    ['/entertainment-news/games', true],
    ['/entertainment-news/music', true],
    ['/entertainment-news', false],
    ['/entertainment-news/tv', false],
    ['/entertainment-news/2', false],
    ['/economy-news', false],
    ['/business-news', false],
    ['/game/wordle', false],
    ['/content/some-story-123', false],
    ['/', false],
    ['/no/such/page/here', false],
  ])('en %s → %s', (path, expected) => {
    expect(isEnglishEntertainmentPage('en', path)).toBe(expected);
  });

  it('is never true outside the English edition', () => {
    for (const edition of ['tr', 'ru'] as const) {
      for (const path of ['/trailers-news', '/music-news', '/entertainment/games', '/entertainment-novosti/music']) {
        expect(isEnglishEntertainmentPage(edition, path)).toBe(false);
      }
    }
  });
});

describe('hasAnonymousIdentity', () => {
  it('reads the marker the API sets beside the httpOnly identity', () => {
    expect(hasAnonymousIdentity()).toBe(false);
    setCookie(ANONYMOUS_MARKER_COOKIE, IN_A_YEAR());
    expect(hasAnonymousIdentity()).toBe(true);
    expect(hasAnonymousIdentity(Date.now() + 366 * 24 * 3600 * 1000)).toBe(false);
    setCookie(ANONYMOUS_MARKER_COOKIE, 'yes');
    expect(hasAnonymousIdentity()).toBe(false);
  });
});

describe('createAnonymousSignInRunner', () => {
  function provider(outcome: () => Promise<void> = () => Promise.resolve()) {
    const signIn = jest.fn(outcome);
    return { provider: { kind: 'server', signIn } satisfies AnonymousSignInProvider, signIn };
  }

  it('signs an anonymous visitor of an English entertainment section in, once', async () => {
    const { provider: p, signIn } = provider();
    const runner = createAnonymousSignInRunner({ edition: 'en', provider: p, hasIdentity: () => false });
    expect(runner.consider('/trailers-news', 'unknown')).toBeNull();
    expect(runner.consider('/trailers-news', 'loading')).toBeNull();
    expect(runner.consider('/economy-news', 'anonymous')).toBeNull();
    expect(signIn).not.toHaveBeenCalled();
    await runner.consider('/trailers-news', 'anonymous');
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(runner.consider('/music-news', 'anonymous')).toBeNull();
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('leaves members, other editions and visitors with an identity alone', () => {
    const { provider: p, signIn } = provider();
    expect(createAnonymousSignInRunner({ edition: 'en', provider: p, hasIdentity: () => false }).consider('/music-news', 'member')).toBeNull();
    for (const edition of ['tr', 'ru'] as Edition[]) {
      expect(createAnonymousSignInRunner({ edition, provider: p, hasIdentity: () => false }).consider('/music-news', 'anonymous')).toBeNull();
    }
    expect(createAnonymousSignInRunner({ edition: 'en', provider: p, hasIdentity: () => true }).consider('/music-news', 'anonymous')).toBeNull();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('only logs a failure, and does not try again on this page', async () => {
    const failure = new Error('network down');
    const { provider: p, signIn } = provider(() => Promise.reject(failure));
    const warn = jest.fn();
    const runner = createAnonymousSignInRunner({ edition: 'en', provider: p, hasIdentity: () => false, warn });
    await expect(runner.consider('/games-news', 'anonymous')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('[anonymous-sign-in] server sign-in failed', failure);
    expect(runner.consider('/games-news', 'anonymous')).toBeNull();
    expect(signIn).toHaveBeenCalledTimes(1);
  });
});

describe('useAnonymousSignIn in the shell', () => {
  let go: (path: string) => void = () => undefined;

  function Probe({ edition }: { edition: Edition }) {
    useAnonymousSignIn(edition);
    const navigate = useNavigate();
    go = (path) => navigate(path);
    return null;
  }

  async function mount(
    path: string,
    {
      edition = 'en' as Edition,
      reply = { status: 200, data: { anonymousId: 'anon_AAAAAAAAAAAAAAAAAAAAAA', expiresAt: '2030-01-01T00:00:00.000Z' } } as FakeApiReply,
      config = { status: 200, data: webConfigFixture } as FakeApiReply,
    } = {},
  ) {
    window.history.replaceState(null, '', path);
    const http = createHttpClient({ baseURL: '/api/v3.5' });
    const api = fakeApi((call) => (call.url === '/metadata/config/web' ? config : reply));
    http.defaults.adapter = api.adapter;
    const store = makeStore({ http });
    render(
      <Provider store={store}>
        <BrowserRouter>
          <Probe edition={edition} />
        </BrowserRouter>
      </Provider>,
    );
    return { store, calls: api.calls };
  }

  const anonymousCalls = (calls: { method: string; url: string }[]) => calls.filter((call) => call.url === '/auth/anonymous');

  it('waits for the auth start-up, then posts once on an English entertainment page; later pages do not ask again', async () => {
    const { store, calls } = await mount('/trailers-news');
    await act(async () => undefined);
    expect(calls).toEqual([]);
    await act(() => store.dispatch(bootstrapAuth({ hasSession: false })));
    await waitFor(() => expect(anonymousCalls(calls)).toEqual([expect.objectContaining({ method: 'POST', data: {} })]));
    await act(async () => go('/music-news'));
    await act(async () => go('/entertainment-news/games'));
    expect(anonymousCalls(calls)).toHaveLength(1);
    // The RTK Query mutation leaves nothing behind in the store.
    expect(store.getState().api.mutations).toEqual({});
    // Without a Firebase config, no Firebase module was ever asked for.
    expect(mockRequested).toEqual([]);
  });

  it('takes the server path when the web config cannot be read', async () => {
    const { store, calls } = await mount('/games-news', { config: { status: 503, data: { statusCode: 503, message: 'Unavailable' } } });
    await act(() => store.dispatch(bootstrapAuth({ hasSession: false })));
    await waitFor(() => expect(anonymousCalls(calls)).toEqual([expect.objectContaining({ method: 'POST', data: {} })]));
    expect(mockRequested).toEqual([]);
  });

  it('starts when the visitor navigates into a section', async () => {
    const { store, calls } = await mount('/economy-news');
    await act(() => store.dispatch(bootstrapAuth({ hasSession: false })));
    expect(anonymousCalls(calls)).toHaveLength(0);
    await act(async () => go('/games-news'));
    await waitFor(() => expect(anonymousCalls(calls)).toHaveLength(1));
  });

  it('does nothing for a member, on another edition, or with an identity already', async () => {
    const member = await mount('/trailers-news');
    await act(async () => member.store.dispatch(userLoaded({ user: memberFixture })));
    // Not even the web config is asked for.
    expect(member.calls).toEqual([]);

    const turkish = await mount('/trailers-news', { edition: 'tr' });
    await act(() => turkish.store.dispatch(bootstrapAuth({ hasSession: false })));
    expect(anonymousCalls(turkish.calls)).toHaveLength(0);

    setCookie(ANONYMOUS_MARKER_COOKIE, IN_A_YEAR());
    const known = await mount('/trailers-news');
    await act(() => known.store.dispatch(bootstrapAuth({ hasSession: false })));
    expect(anonymousCalls(known.calls)).toHaveLength(0);
  });

  it('logs a refused sign-in with console.warn and shows or throws nothing', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { store, calls } = await mount('/music-news', { reply: { status: 429, data: { statusCode: 429, message: 'Too many requests.' } } });
      await act(() => store.dispatch(bootstrapAuth({ hasSession: false })));
      await waitFor(() => expect(warn).toHaveBeenCalledWith('[anonymous-sign-in] server sign-in failed', expect.objectContaining({ statusCode: 429 })));
      expect(anonymousCalls(calls)).toHaveLength(1);
      expect(store.getState().auth.status).toBe('anonymous');
    } finally {
      warn.mockRestore();
    }
  });
});

describe('the Firebase anonymous sign-in', () => {
  let go: (path: string) => void = () => undefined;
  const firebaseConfig: WebConfig = { ...webConfigFixture, firebase: firebaseWebConfigFixture };

  function Probe({ edition }: { edition: Edition }) {
    useAnonymousSignIn(edition);
    const navigate = useNavigate();
    go = (path) => navigate(path);
    return null;
  }

  function mount(path: string, { config = firebaseConfig, reply = { status: 200, data: { anonymousId: 'anon_BBBBBBBBBBBBBBBBBBBBBB', expiresAt: '2030-01-01T00:00:00.000Z' } } as FakeApiReply } = {}) {
    window.history.replaceState(null, '', path);
    const http = createHttpClient({ baseURL: '/api/v3.5' });
    const api = fakeApi((call) => (call.url === '/metadata/config/web' ? { status: 200, data: config } : reply));
    http.defaults.adapter = api.adapter;
    const store = makeStore({ http });
    render(
      <Provider store={store}>
        <BrowserRouter>
          <Probe edition="en" />
        </BrowserRouter>
      </Provider>,
    );
    return { store, calls: api.calls };
  }

  const anonymousCalls = (calls: { method: string; url: string }[]) => calls.filter((call) => call.url === '/auth/anonymous');

  beforeEach(() => {
    for (const mock of Object.values(mockFirebase)) mock.mockClear();
  });

  it('loads firebase/app and firebase/auth on demand, signs in anonymously and sends the ID token to the API, once', async () => {
    expect(mockRequested).toEqual([]);
    const { store, calls } = mount('/trailers-news');
    await act(() => store.dispatch(bootstrapAuth({ hasSession: false })));
    await waitFor(() => expect(anonymousCalls(calls)).toEqual([expect.objectContaining({ method: 'POST', data: { firebaseIdToken: 'firebase-id-token' } })]));
    expect(mockRequested.sort()).toEqual(['firebase/app', 'firebase/auth']);
    // The public app options only, under the platform's app name; the user kept in IndexedDB.
    expect(mockFirebase.initializeApp).toHaveBeenCalledWith(
      { apiKey: firebaseWebConfigFixture.apiKey, authDomain: firebaseWebConfigFixture.authDomain, projectId: 'meydan-spec', appId: firebaseWebConfigFixture.appId, messagingSenderId: '123456789012' },
      'meydan',
    );
    expect(mockFirebase.initializeAuth).toHaveBeenCalledWith(expect.anything(), { persistence: ['indexedDB', 'localStorage'] });
    expect(mockFirebase.connectAuthEmulator).not.toHaveBeenCalled();
    expect(mockFirebase.signInAnonymously).toHaveBeenCalledTimes(1);
    await act(async () => go('/music-news'));
    expect(anonymousCalls(calls)).toHaveLength(1);
  });

  it('talks to the Auth emulator (or the local stand-in) when the config names one, and makes Auth once per page', async () => {
    // A fresh copy of the lazy module: the page-wide Auth of the test above is not this page's.
    let lazy: typeof import('./firebase-anonymous') | undefined;
    await jest.isolateModulesAsync(async () => {
      lazy = await import('./firebase-anonymous');
    });
    const config = { ...firebaseWebConfigFixture, authEmulatorUrl: 'http://127.0.0.1:9099' };
    const { firebaseAnonymousIdToken } = lazy as typeof import('./firebase-anonymous');
    await expect(firebaseAnonymousIdToken(config)).resolves.toBe('firebase-id-token');
    await expect(firebaseAnonymousIdToken(config)).resolves.toBe('firebase-id-token');
    expect(mockFirebase.initializeAuth).toHaveBeenCalledTimes(1);
    expect(mockFirebase.connectAuthEmulator).toHaveBeenCalledWith(expect.anything(), 'http://127.0.0.1:9099', { disableWarnings: true });
  });

  it('only logs a Firebase failure: no call to the API, nothing shown or thrown', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = Object.assign(new Error('Firebase: Error (auth/network-request-failed).'), { code: 'auth/network-request-failed' });
    mockFirebase.signInAnonymously.mockRejectedValueOnce(failure);
    try {
      const { store, calls } = mount('/games-news');
      await act(() => store.dispatch(bootstrapAuth({ hasSession: false })));
      await waitFor(() => expect(warn).toHaveBeenCalledWith('[anonymous-sign-in] firebase sign-in failed', failure));
      expect(anonymousCalls(calls)).toEqual([]);
      expect(store.getState().auth.status).toBe('anonymous');
    } finally {
      warn.mockRestore();
    }
  });

  it('chooses Firebase only with a config, and never loads it otherwise', async () => {
    const load = jest.fn(() => import('./firebase-anonymous'));
    const dispatch = jest.fn() as never;
    expect(chooseAnonymousSignIn(dispatch, null, load).kind).toBe('server');
    expect(chooseAnonymousSignIn(dispatch, firebaseWebConfigFixture, load).kind).toBe('firebase');
    expect(load).not.toHaveBeenCalled();
  });
});
