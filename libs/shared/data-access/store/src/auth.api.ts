import { baseApi } from '@meydan/shared/data-access/api-client';
import type {
  CurrentUser,
  FacebookLoginBody,
  GoogleLoginBody,
  LoginBody,
  MailQueuedResponse,
  RegisterBody,
  Profile,
  RobotChallenge,
  ThemeSetting,
  TokensResponse,
  TwitterLoginBody,
  TwitterRequestTokenResponse,
} from '@meydan/shared/contracts';

/** The signed-in member's own record: one cache entry, refreshed when a profile edit invalidates it. */
export const CURRENT_USER_TAG = { type: 'User', id: 'ME' } as const;

/**
 * SPEC §7 auth calls. The API sets both session cookies on login, registration and refresh, so
 * the browser keeps nothing from the token responses; the session thunks load the user next.
 * No hooks are exported: components read the member from the auth slice (a profile query on a
 * visitor's page would only earn a 401 and a pointless renewal).
 */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<CurrentUser, void>({
      query: () => ({ url: '/users/me/profile' }),
      providesTags: [CURRENT_USER_TAG],
    }),
    login: build.mutation<TokensResponse, LoginBody>({
      query: (body) => ({ url: '/auth/login', method: 'POST', params: { authVersion: 'v2' }, data: body }),
    }),
    /** A fresh registration robot check (valid once): a mutation, so it is never cached. */
    robotChallenge: build.mutation<RobotChallenge, void>({
      query: () => ({ url: '/auth/challenge' }),
    }),
    register: build.mutation<TokensResponse, RegisterBody>({
      query: (body) => ({ url: '/auth/register', method: 'POST', data: body }),
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: '/auth/logout', method: 'POST', data: {} }),
    }),
    // SPEC §7 provider sign-ins: each spends a one-time provider credential, so all are mutations.
    googleLogin: build.mutation<TokensResponse, GoogleLoginBody>({
      query: (body) => ({ url: '/auth/google/login', method: 'POST', data: body }),
    }),
    facebookLogin: build.mutation<TokensResponse, FacebookLoginBody>({
      query: (body) => ({ url: '/auth/facebook/login', method: 'POST', data: body }),
    }),
    /** A fresh OAuth 1.0a request token for every attempt: never cached. */
    twitterRequestToken: build.mutation<TwitterRequestTokenResponse, void>({
      query: () => ({ url: '/auth/twitter/request-token' }),
    }),
    twitterLogin: build.mutation<TokensResponse, TwitterLoginBody>({
      query: (body) => ({ url: '/auth/twitter/login', method: 'POST', data: body }),
    }),
    /**
     * The member's colour theme (SPEC §3 theme setting, issue 20) through `PUT /users/me`; null:
     * the system setting. The session's copy of the member follows (auth slice).
     */
    saveTheme: build.mutation<Profile, ThemeSetting | null>({
      query: (theme) => ({ url: '/users/me', method: 'PUT', data: { theme } }),
    }),
    /** `GET /auth/verify-email/new`: mails the member a new confirmation link (202 with a notice; 409 when confirmed already). */
    resendVerificationEmail: build.mutation<MailQueuedResponse, void>({
      query: () => ({ url: '/auth/verify-email/new' }),
    }),
  }),
});
