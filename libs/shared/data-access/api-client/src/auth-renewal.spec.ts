import { AUTH_TOKEN_COOKIE, getCookie, setCookie } from '@meydan/shared/util/cookies';
import { ApiError } from '@meydan/shared/util/errors';
import { clearDocumentCookies, fakeApi, type FakeApiCall as Call, type FakeApiReply, testJwt } from '@meydan/shared/testing';
import { cookieAuthTokenSource, isCredentialCall, REFRESH_LOCK_NAME, type RefreshLocks } from './auth-renewal';
import { createHttpClient } from './http-client';

const NOW = Date.UTC(2025, 0, 1);
/** A JWT expiring `inSeconds` after NOW. */
const jwt = (name: string, inSeconds: number) => testJwt({ sub: name, exp: Math.floor(NOW / 1000) + inSeconds });

const OLD = jwt('old', 600);
const NEW = jwt('new', 900);

type Reply = FakeApiReply | Promise<FakeApiReply>;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** The browser's client over a stand-in API; `auth: false` builds the SSR client. */
function setup(route: (call: Call) => Reply, options: { auth?: boolean } = {}) {
  const onSessionEnded = jest.fn();
  const onTokenRenewed = jest.fn();
  const http = createHttpClient({
    baseURL: '/api/v3.5',
    auth: options.auth === false ? undefined : { tokens: cookieAuthTokenSource, onSessionEnded, onTokenRenewed, now: () => NOW },
  });
  const api = fakeApi(route);
  http.defaults.adapter = api.adapter;
  const { calls } = api;
  const refreshCalls = () => calls.filter((call) => call.url === '/auth/token');
  return { http, calls, refreshCalls, onSessionEnded, onTokenRenewed };
}

/** What a successful refresh does: the API sets the new cookie and answers the pair. */
function refreshOk(token = NEW): Reply {
  setCookie(AUTH_TOKEN_COOKIE, token);
  return { status: 200, data: { authToken: token, refreshToken: 'rotated' } };
}

const unauthorized = { status: 401, data: { statusCode: 401, message: 'Token expired' } };

/** The member-only endpoint: accepts only the new token. */
function memberRoute(call: Call): Reply {
  if (call.url === '/auth/token') return refreshOk();
  return call.authorization === `Bearer ${NEW}` ? { status: 200, data: { ok: call.url } } : unauthorized;
}

let warn: jest.SpyInstance;
beforeEach(() => {
  clearDocumentCookies();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('bearer header', () => {
  it('is sent when the auth cookie exists', async () => {
    setCookie(AUTH_TOKEN_COOKIE, OLD);
    const { http, calls } = setup(() => ({ status: 200, data: [] }));
    await http.get('/categories');
    expect(calls[0].authorization).toBe(`Bearer ${OLD}`);
  });

  it('is not sent without the cookie', async () => {
    const { http, calls } = setup(() => ({ status: 200, data: [] }));
    await http.get('/categories');
    expect(calls[0].authorization).toBeUndefined();
  });

  it('is not sent with credentials', async () => {
    setCookie(AUTH_TOKEN_COOKIE, OLD);
    const { http, calls } = setup(() => ({ status: 200, data: {} }));
    await http.post('/auth/login?authVersion=v2', { grant_type: 'password', id: 'ayse', password: 'secret1' });
    expect(calls[0].authorization).toBeUndefined();
  });

  it('is never sent by a client without auth (the SSR client)', async () => {
    setCookie(AUTH_TOKEN_COOKIE, OLD);
    const { http, calls } = setup(() => unauthorized, { auth: false });
    await expect(http.get('/users/me/profile')).rejects.toMatchObject({ statusCode: 401 });
    expect(calls).toHaveLength(1);
    expect(calls[0].authorization).toBeUndefined();
  });
});

describe('renewal after a 401 (SPEC §4)', () => {
  it('drops the auth cookie, refreshes once with {} and credentials, replays once with the new token', async () => {
    setCookie(AUTH_TOKEN_COOKIE, OLD);
    let cookieDuringRefresh: string | undefined = 'unset';
    const { http, calls, refreshCalls } = setup((call) => {
      if (call.url === '/auth/token') cookieDuringRefresh = getCookie(AUTH_TOKEN_COOKIE);
      return memberRoute(call);
    });

    const response = await http.get('/users/me/profile');

    expect(response.data).toEqual({ ok: '/users/me/profile' });
    expect(cookieDuringRefresh).toBeUndefined();
    expect(refreshCalls()).toEqual([
      { method: 'POST', url: '/auth/token', params: undefined, authorization: undefined, data: {}, withCredentials: true },
    ]);
    expect(calls.map((call) => [call.url, call.authorization])).toEqual([
      ['/users/me/profile', `Bearer ${OLD}`],
      ['/auth/token', undefined],
      ['/users/me/profile', `Bearer ${NEW}`],
    ]);
    expect(getCookie(AUTH_TOKEN_COOKIE)).toBe(NEW);
  });

  it('replays a request body unchanged', async () => {
    setCookie(AUTH_TOKEN_COOKIE, OLD);
    const { http, calls } = setup(memberRoute);
    await http.post('/comments', { comment: 'Güzel haber', articleId: 'a1' });
    expect(calls.filter((call) => call.url === '/comments').map((call) => call.data)).toEqual([
      { comment: 'Güzel haber', articleId: 'a1' },
      { comment: 'Güzel haber', articleId: 'a1' },
    ]);
  });

  it('replays only once: a second 401 fails without another refresh', async () => {
    setCookie(AUTH_TOKEN_COOKIE, OLD);
    const { http, calls, refreshCalls } = setup((call) => (call.url === '/auth/token' ? refreshOk() : unauthorized));
    const failure = http.get('/notifications');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ statusCode: 401, message: 'Token expired' });
    expect(refreshCalls()).toHaveLength(1);
    expect(calls.filter((call) => call.url === '/notifications')).toHaveLength(2);
  });

  it('shares one refresh between parallel 401s', async () => {
    setCookie(AUTH_TOKEN_COOKIE, OLD);
    const gate = deferred<void>();
    const { http, refreshCalls, calls } = setup(async (call) => {
      if (call.url === '/auth/token') {
        await gate.promise;
        return refreshOk();
      }
      return memberRoute(call);
    });

    const all = Promise.all([http.get('/notifications/count'), http.get('/conversations/count'), http.get('/users/me/profile')]);
    // Let all three 401s arrive while the refresh is still on its way.
    await new Promise((resolve) => setTimeout(resolve, 10));
    gate.resolve();
    const responses = await all;

    expect(responses.map((response) => response.data)).toEqual([
      { ok: '/notifications/count' },
      { ok: '/conversations/count' },
      { ok: '/users/me/profile' },
    ]);
    expect(refreshCalls()).toHaveLength(1);
    expect(calls.filter((call) => call.authorization === `Bearer ${NEW}`)).toHaveLength(3);
  });

  it('replays a 401 that arrives after a finished renewal with the new token, without a second refresh', async () => {
    setCookie(AUTH_TOKEN_COOKIE, OLD);
    const slow = deferred<void>();
    const { http, refreshCalls } = setup(async (call) => {
      if (call.url === '/slow' && call.authorization === `Bearer ${OLD}`) {
        await slow.promise;
        return unauthorized;
      }
      return memberRoute(call);
    });

    const late = http.get('/slow');
    await http.get('/fast');
    slow.resolve();
    await expect(late).resolves.toMatchObject({ data: { ok: '/slow' } });
    expect(refreshCalls()).toHaveLength(1);
    expect(getCookie(AUTH_TOKEN_COOKIE)).toBe(NEW);
  });

  it('refreshes for a reader whose only session is the httpOnly refresh cookie', async () => {
    const { http, calls } = setup(memberRoute);
    await expect(http.get('/users/me/profile')).resolves.toMatchObject({ data: { ok: '/users/me/profile' } });
    expect(calls.map((call) => call.url)).toEqual(['/users/me/profile', '/auth/token', '/users/me/profile']);
  });

  it('fails with the original error when the refresh is refused, and ends the session', async () => {
    setCookie(AUTH_TOKEN_COOKIE, OLD);
    const { http, calls, refreshCalls, onSessionEnded } = setup((call) =>
      call.url === '/auth/token' ? { status: 401, data: { statusCode: 401, message: 'Refresh token revoked' } } : unauthorized,
    );

    const failure = http.get('/users/me/profile');
    await expect(failure).rejects.toMatchObject({ statusCode: 401, message: 'Token expired' });
    expect(refreshCalls()).toHaveLength(1);
    expect(calls.map((call) => call.url)).toEqual(['/users/me/profile', '/auth/token']);
    expect(getCookie(AUTH_TOKEN_COOKIE)).toBeUndefined();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('401'));
  });

  it('passes other refresh failures on', async () => {
    setCookie(AUTH_TOKEN_COOKIE, OLD);
    const { http, calls, onSessionEnded } = setup((call) =>
      call.url === '/auth/token' ? { status: 503, data: { statusCode: 503, message: 'Auth busy' } } : unauthorized,
    );

    await expect(http.get('/users/me/profile')).rejects.toMatchObject({ statusCode: 503, message: 'Auth busy' });
    expect(calls.map((call) => call.url)).toEqual(['/users/me/profile', '/auth/token']);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it.each(['/auth/login?authVersion=v2', '/auth/google/login', '/auth/facebook/login', '/auth/twitter/login', '/auth/register'])(
    'does not renew after a 401 of %s',
    async (url) => {
      setCookie(AUTH_TOKEN_COOKIE, OLD);
      const { http, calls } = setup(() => ({ status: 401, data: { statusCode: 401, message: 'Please enter correct username and password.' } }));
      await expect(http.post(url, {})).rejects.toMatchObject({ statusCode: 401, message: 'Please enter correct username and password.' });
      expect(calls.map((call) => call.url)).toEqual([url]);
      expect(getCookie(AUTH_TOKEN_COOKIE)).toBe(OLD);
    },
  );

  it('leaves other errors alone', async () => {
    setCookie(AUTH_TOKEN_COOKIE, OLD);
    const { http, calls } = setup(() => ({ status: 403, data: { statusCode: 403, message: 'Forbidden' } }));
    await expect(http.get('/users/me/profile')).rejects.toMatchObject({ statusCode: 403 });
    expect(calls).toHaveLength(1);
    expect(getCookie(AUTH_TOKEN_COOKIE)).toBe(OLD);
  });
});

describe('renewal listener', () => {
  it('hears of each renewal this tab made (the shell re-authorizes its realtime socket), and of no failed one', async () => {
    setCookie(AUTH_TOKEN_COOKIE, OLD);
    const renewed = setup(memberRoute);
    await renewed.http.get('/users/me/profile');
    expect(renewed.onTokenRenewed).toHaveBeenCalledTimes(1);

    setCookie(AUTH_TOKEN_COOKIE, OLD);
    const refused = setup((call) => (call.url === '/auth/token' ? unauthorized : unauthorized));
    await expect(refused.http.get('/users/me/profile')).rejects.toBeInstanceOf(ApiError);
    expect(refused.onTokenRenewed).not.toHaveBeenCalled();
  });
});

describe('proactive renewal (token expired 30 s early, SPEC §9)', () => {
  it('renews a token within 30 s of expiry before the call leaves', async () => {
    setCookie(AUTH_TOKEN_COOKIE, jwt('old', 29));
    const { http, calls } = setup(memberRoute);
    await expect(http.get('/users/me/profile')).resolves.toMatchObject({ data: { ok: '/users/me/profile' } });
    expect(calls.map((call) => [call.url, call.authorization])).toEqual([
      ['/auth/token', undefined],
      ['/users/me/profile', `Bearer ${NEW}`],
    ]);
  });

  it('keeps a token with more than 30 s left', async () => {
    const token = jwt('old', 31);
    setCookie(AUTH_TOKEN_COOKIE, token);
    const { http, calls } = setup(() => ({ status: 200, data: {} }));
    await http.get('/users/me/profile');
    expect(calls.map((call) => [call.url, call.authorization])).toEqual([['/users/me/profile', `Bearer ${token}`]]);
  });

  it('shares one refresh between parallel calls with an expired token', async () => {
    setCookie(AUTH_TOKEN_COOKIE, jwt('old', -60));
    const { http, refreshCalls } = setup(memberRoute);
    await Promise.all([http.get('/a'), http.get('/b'), http.get('/c')]);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('sends a public call without a bearer when the refresh is refused', async () => {
    setCookie(AUTH_TOKEN_COOKIE, jwt('old', -60));
    const { http, calls, onSessionEnded } = setup((call) => (call.url === '/categories' ? { status: 200, data: ['news'] } : unauthorized));
    await expect(http.get('/categories')).resolves.toMatchObject({ data: ['news'] });
    expect(calls.map((call) => [call.url, call.authorization])).toEqual([
      ['/auth/token', undefined],
      ['/categories', undefined],
    ]);
    expect(getCookie(AUTH_TOKEN_COOKIE)).toBeUndefined();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('does not renew a second time when that call then gets a 401', async () => {
    setCookie(AUTH_TOKEN_COOKIE, jwt('old', -60));
    const { http, calls } = setup(() => unauthorized);
    await expect(http.get('/users/me/profile')).rejects.toMatchObject({ statusCode: 401, message: 'Token expired' });
    expect(calls.map((call) => call.url)).toEqual(['/auth/token', '/users/me/profile']);
  });
});

describe('isCredentialCall', () => {
  it('matches the login, registration and refresh calls only', () => {
    expect(isCredentialCall('/auth/login?authVersion=v2')).toBe(true);
    expect(isCredentialCall('http://api:3000/api/v3.5/auth/google/login')).toBe(true);
    expect(isCredentialCall('/auth/token')).toBe(true);
    expect(isCredentialCall('/auth/register')).toBe(true);
    expect(isCredentialCall('/auth/logout')).toBe(false);
    expect(isCredentialCall('/auth/twitter/request-token')).toBe(false);
    expect(isCredentialCall('/users/me/profile')).toBe(false);
    expect(isCredentialCall('/articles/login')).toBe(false);
    expect(isCredentialCall(undefined)).toBe(false);
    expect(isCredentialCall('//')).toBe(false);
  });
});

describe('renewal across tabs', () => {
  /** What `navigator.locks` does for one lock name: callbacks run one after another. */
  function sharedLock(): RefreshLocks {
    let tail: Promise<unknown> = Promise.resolve();
    return {
      request<T>(name: string, callback: () => Promise<T>): Promise<T> {
        expect(name).toBe(REFRESH_LOCK_NAME);
        const run = tail.then(callback);
        tail = run.catch(() => undefined);
        return run;
      },
    };
  }

  /**
   * The API with its refresh-token rule: the browser's (shared, httpOnly) refresh cookie is
   * single-use; presenting a spent one ends the session, after which no token works.
   */
  function rotatingApi() {
    const state = { refreshCookie: 'r1', spent: new Set<string>(), sessionEnded: false, issued: 0 };
    const route = async (call: Call): Promise<FakeApiReply> => {
      if (call.url === '/auth/token') {
        const presented = state.refreshCookie;
        // The refresh takes a while on the wire: long enough for another tab to send its own.
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (state.spent.has(presented) || state.sessionEnded) {
          state.sessionEnded = true;
          return unauthorized;
        }
        state.spent.add(presented);
        state.issued += 1;
        state.refreshCookie = `r${state.issued + 1}`;
        const token = jwt(`renewed-${state.issued}`, 900);
        setCookie(AUTH_TOKEN_COOKIE, token);
        return { status: 200, data: { authToken: token } };
      }
      // Member calls accept only the one renewed token, and nothing once the session ended.
      return !state.sessionEnded && call.authorization === `Bearer ${jwt('renewed-1', 900)}` ? { status: 200, data: { ok: true } } : unauthorized;
    };
    return { state, route };
  }

  function tab(route: (call: Call) => Reply, locks: RefreshLocks | undefined) {
    const http = createHttpClient({ baseURL: '/api/v3.5', auth: { tokens: cookieAuthTokenSource, now: () => NOW, locks } });
    const api = fakeApi(route);
    http.defaults.adapter = api.adapter;
    return { http, calls: api.calls };
  }

  it('renews once when two tabs find the token expired together; both go on signed in', async () => {
    setCookie(AUTH_TOKEN_COOKIE, jwt('old', 10));
    const { state, route } = rotatingApi();
    const locks = sharedLock();
    const [first, second] = [tab(route, locks), tab(route, locks)];
    const answers = await Promise.all([first.http.get('/users/me/profile'), second.http.get('/users/me/profile')]);
    expect(answers.map((answer) => answer.data)).toEqual([{ ok: true }, { ok: true }]);
    expect(state).toMatchObject({ issued: 1, sessionEnded: false });
    expect([...first.calls, ...second.calls].filter((call) => call.url === '/auth/token')).toHaveLength(1);
  });

  it('without the lock the second tab spends the same refresh token and the session ends (what the lock prevents)', async () => {
    setCookie(AUTH_TOKEN_COOKIE, jwt('old', 10));
    const { state, route } = rotatingApi();
    const [first, second] = [tab(route, undefined), tab(route, undefined)];
    await Promise.allSettled([first.http.get('/users/me/profile'), second.http.get('/users/me/profile')]);
    expect(state.sessionEnded).toBe(true);
  });

  it('a tab whose call was refused after another tab renewed replays with the new token', async () => {
    const { state, route } = rotatingApi();
    const locks = sharedLock();
    const [first, second] = [tab(route, locks), tab(route, locks)];
    // Only the refresh cookie is left (the auth cookie expired in the browser): both tabs get a 401 first.
    const answers = await Promise.all([first.http.get('/users/me/profile'), second.http.get('/users/me/profile')]);
    expect(answers.map((answer) => answer.data)).toEqual([{ ok: true }, { ok: true }]);
    expect(state).toMatchObject({ issued: 1, sessionEnded: false });
  });
});
