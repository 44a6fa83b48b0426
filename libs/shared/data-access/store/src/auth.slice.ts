import { createAsyncThunk, createSlice, type PayloadAction, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import type { SerializedApiError } from '@meydan/shared/data-access/api-client';
import type { CurrentUser, FacebookLoginBody, GoogleLoginBody, LoginSource, RegisterBody, TokensResponse, TwitterLoginBody } from '@meydan/shared/contracts';
import { isPremium } from '@meydan/shared/contracts/constants';
import { clearSessionCookies, readAuthToken } from '@meydan/shared/util/cookies';
import { normalizeError } from '@meydan/shared/util/errors';
import { authApi } from './auth.api';

/**
 * SPEC §4 Auth. `unknown` until the browser has looked at its cookies (the server renders every
 * page anonymous, see the shell's render-page), `loading` while the member is fetched.
 */
export type AuthStatus = 'unknown' | 'loading' | 'anonymous' | 'member';

export interface AuthState {
  status: AuthStatus;
  user: CurrentUser | null;
  loginSource: LoginSource | null;
}

export const initialAuthState: AuthState = { status: 'unknown', user: null, loginSource: null };

/** A failed auth call as the UI shows it (SPEC §8 message plus status). */
export type AuthError = Pick<SerializedApiError, 'message' | 'statusCode'>;

interface AuthThunkConfig {
  state: { auth: AuthState };
  rejectValue: AuthError;
}

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

function loadCurrentUser(dispatch: Dispatch): Promise<CurrentUser> {
  return dispatch(authApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true })).unwrap();
}

const reloadPage = () => window.location.reload();

export interface BootstrapAuthArgs {
  /**
   * The SSR server saw a session cookie. The refresh cookie is httpOnly, so without this a
   * reader whose access cookie has lapsed (it lives 30 days, the refresh cookie 60) would look
   * signed out to the browser.
   */
  hasSession: boolean;
}

/**
 * SPEC §4 start-up, once, in the browser after hydration: with an auth cookie or a session the
 * server saw, load the member (the API client renews the token on the way if it must); any
 * failure leaves the reader signed out without a word. With neither, clear the cookies except
 * the kept ones. Resolves to the member or null.
 */
export const bootstrapAuth = createAsyncThunk<CurrentUser | null, BootstrapAuthArgs, AuthThunkConfig>(
  'auth/bootstrap',
  async ({ hasSession }, { dispatch }) => {
    if (!readAuthToken() && !hasSession) {
      clearSessionCookies();
      return null;
    }
    try {
      return await loadCurrentUser(dispatch);
    } catch {
      return null;
    }
  },
  { condition: (_args, { getState }) => getState().auth.status === 'unknown' },
);

/**
 * After any login call has stored the tokens (the API sets the cookies): load the member.
 * The UI's Google, Facebook and Twitter flows end here too.
 */
export const sessionStarted = createAsyncThunk<{ user: CurrentUser; loginSource: LoginSource }, LoginSource, AuthThunkConfig>(
  'auth/sessionStarted',
  async (loginSource, { dispatch, rejectWithValue }) => {
    try {
      return { user: await loadCurrentUser(dispatch), loginSource };
    } catch (error) {
      return rejectWithValue(normalizeError(error));
    }
  },
);

/** SPEC §7 password login (`id` is a username or an e-mail), then the member. Rejects with the API's message. */
export const loginWithPassword = createAsyncThunk<CurrentUser, { id: string; password: string }, AuthThunkConfig>(
  'auth/loginWithPassword',
  async ({ id, password }, { dispatch, rejectWithValue }) => {
    try {
      await dispatch(authApi.endpoints.login.initiate({ grant_type: 'password', id, password })).unwrap();
      return await loadCurrentUser(dispatch);
    } catch (error) {
      return rejectWithValue(normalizeError(error));
    }
  },
);

/** A provider sign-in as its callback page completes it, with the body of its SPEC §7 call. */
export type ProviderLogin =
  | { provider: 'google'; body: GoogleLoginBody }
  | { provider: 'facebook'; body: FacebookLoginBody }
  | { provider: 'twitter'; body: TwitterLoginBody };

/** SPEC §3 login source of each provider (Facebook's is `fb`). */
export const PROVIDER_LOGIN_SOURCES = { google: 'google', facebook: 'fb', twitter: 'twitter' } as const satisfies Record<ProviderLogin['provider'], LoginSource>;

function providerLoginCall(dispatch: Dispatch, login: ProviderLogin): Promise<TokensResponse> {
  switch (login.provider) {
    case 'google':
      return dispatch(authApi.endpoints.googleLogin.initiate(login.body)).unwrap();
    case 'facebook':
      return dispatch(authApi.endpoints.facebookLogin.initiate(login.body)).unwrap();
    case 'twitter':
      return dispatch(authApi.endpoints.twitterLogin.initiate(login.body)).unwrap();
  }
}

/**
 * SPEC §4 "login (any method) stores the tokens then loads the user" for Google, Facebook and
 * Twitter: the API sets the session cookies, then the member is loaded. Rejects with the API's
 * message (already in the reader's language) and changes nothing.
 */
export const loginWithProvider = createAsyncThunk<{ user: CurrentUser; loginSource: LoginSource }, ProviderLogin, AuthThunkConfig>(
  'auth/loginWithProvider',
  async (login, { dispatch, rejectWithValue }) => {
    try {
      await providerLoginCall(dispatch, login);
      return { user: await loadCurrentUser(dispatch), loginSource: PROVIDER_LOGIN_SOURCES[login.provider] };
    } catch (error) {
      return rejectWithValue(normalizeError(error));
    }
  },
);

/** SPEC §7 registration (robot check included in the body), then the member, signed in. */
export const registerAccount = createAsyncThunk<CurrentUser, RegisterBody, AuthThunkConfig>(
  'auth/register',
  async (body, { dispatch, rejectWithValue }) => {
    try {
      await dispatch(authApi.endpoints.register.initiate(body)).unwrap();
      return await loadCurrentUser(dispatch);
    } catch (error) {
      return rejectWithValue(normalizeError(error));
    }
  },
);

/**
 * SPEC §4 logout: the API ends the session and expires both cookies (only it can reach the
 * httpOnly refresh cookie), then the remaining cookies go (the kept ones stay) and the page
 * reloads. A 401 means the session had already ended. Any other failure rejects and changes
 * nothing: clearing locally would pretend a logout the refresh cookie undoes on the next page.
 * The reload is the UI's side effect and lives here, never in the API client.
 */
export const logout = createAsyncThunk<void, { reload?: () => void } | undefined, AuthThunkConfig>(
  'auth/logout',
  async (options, { dispatch, rejectWithValue }) => {
    try {
      await dispatch(authApi.endpoints.logout.initiate()).unwrap();
    } catch (error) {
      const failure = normalizeError(error);
      if (failure.statusCode !== 401) return rejectWithValue(failure);
    }
    clearSessionCookies();
    (options?.reload ?? reloadPage)();
    return undefined;
  },
);

function becomeMember(state: AuthState, user: CurrentUser, loginSource: LoginSource = user.loginSource): void {
  state.status = 'member';
  state.user = user;
  state.loginSource = loginSource;
}

function becomeAnonymous(state: AuthState): void {
  state.status = 'anonymous';
  state.user = null;
  state.loginSource = null;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    userLoaded(state, action: PayloadAction<{ user: CurrentUser; loginSource?: LoginSource }>) {
      becomeMember(state, action.payload.user, action.payload.loginSource);
    },
    /** The session is over: a refused renewal (the API client's `onSessionEnded`) or logout. */
    signedOut: becomeAnonymous,
  },
  extraReducers: (builder) => {
    builder
      .addCase(bootstrapAuth.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(bootstrapAuth.fulfilled, (state, action) => {
        if (action.payload) becomeMember(state, action.payload);
        else becomeAnonymous(state);
      })
      .addCase(sessionStarted.fulfilled, (state, action) => becomeMember(state, action.payload.user, action.payload.loginSource))
      .addCase(loginWithPassword.fulfilled, (state, action) => becomeMember(state, action.payload, 'email'))
      .addCase(loginWithProvider.fulfilled, (state, action) => becomeMember(state, action.payload.user, action.payload.loginSource))
      .addCase(registerAccount.fulfilled, (state, action) => becomeMember(state, action.payload, 'email'))
      .addCase(logout.fulfilled, becomeAnonymous)
      // A profile edit invalidates the member's record; the refetched one replaces the session's copy.
      .addMatcher(authApi.endpoints.getCurrentUser.matchFulfilled, (state, action) => {
        if (state.status === 'member') state.user = action.payload;
      })
      // The saved theme is not in the profile the call answers: the one sent is the one kept.
      .addMatcher(authApi.endpoints.saveTheme.matchFulfilled, (state, action) => {
        if (state.user) state.user.theme = action.meta.arg.originalArgs;
      });
  },
});

export const { userLoaded, signedOut } = authSlice.actions;

type WithAuth = { auth: AuthState };
export const selectAuth = (state: WithAuth) => state.auth;
export const selectAuthStatus = (state: WithAuth) => state.auth.status;
export const selectCurrentUser = (state: WithAuth) => state.auth.user;
export const selectIsMember = (state: WithAuth) => state.auth.status === 'member';
export const selectLoginSource = (state: WithAuth) => state.auth.loginSource;
/**
 * SPEC §6: the signed-in member is premium (either status): no ad slots, no interstitial.
 * False for visitors and while the session is unknown (the server renders every page anonymous;
 * the m-noads hint cookie covers that first paint).
 */
export const selectIsPremium = (state: WithAuth) => state.auth.status === 'member' && isPremium(state.auth.user);
