import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createHttpClient } from '@meydan/shared/data-access/api-client';
import { bootstrapAuth, makeStore, userLoaded } from '@meydan/shared/data-access/store';
import { ANONYMOUS_MARKER_COOKIE, setCookie } from '@meydan/shared/util/cookies';
import { BrowserRouter, useNavigate } from '@meydan/shared/util/router';
import type { Edition } from '@meydan/shared/util/routing';
import { clearDocumentCookies, fakeApi, type FakeApiReply, memberFixture } from '@meydan/shared/testing';
import {
  type AnonymousSignInProvider,
  createAnonymousSignInRunner,
  hasAnonymousIdentity,
  isEnglishEntertainmentPage,
  useAnonymousSignIn,
} from './anonymous-sign-in';

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

  async function mount(path: string, { edition = 'en' as Edition, reply = { status: 200, data: { anonymousId: 'anon_AAAAAAAAAAAAAAAAAAAAAA', expiresAt: '2030-01-01T00:00:00.000Z' } } as FakeApiReply } = {}) {
    window.history.replaceState(null, '', path);
    const http = createHttpClient({ baseURL: '/api/v3.5' });
    const api = fakeApi(() => reply);
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
    await act(async () => undefined);
    expect(anonymousCalls(calls)).toEqual([expect.objectContaining({ method: 'POST', data: {} })]);
    await act(async () => go('/music-news'));
    await act(async () => go('/entertainment-news/games'));
    expect(anonymousCalls(calls)).toHaveLength(1);
    // The RTK Query mutation leaves nothing behind in the store.
    expect(store.getState().api.mutations).toEqual({});
  });

  it('starts when the visitor navigates into a section', async () => {
    const { store, calls } = await mount('/economy-news');
    await act(() => store.dispatch(bootstrapAuth({ hasSession: false })));
    expect(anonymousCalls(calls)).toHaveLength(0);
    await act(async () => go('/games-news'));
    await act(async () => undefined);
    expect(anonymousCalls(calls)).toHaveLength(1);
  });

  it('does nothing for a member, on another edition, or with an identity already', async () => {
    const member = await mount('/trailers-news');
    await act(async () => member.store.dispatch(userLoaded({ user: memberFixture })));
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
      await act(async () => undefined);
      expect(anonymousCalls(calls)).toHaveLength(1);
      expect(warn).toHaveBeenCalledWith('[anonymous-sign-in] server sign-in failed', expect.objectContaining({ statusCode: 429 }));
      expect(store.getState().auth.status).toBe('anonymous');
    } finally {
      warn.mockRestore();
    }
  });
});
