import { useEffect, useState } from 'react';
import { baseApi } from '@meydan/shared/data-access/api-client';
import { type AppDispatch, type AuthStatus, selectAuthStatus, useAppSelector, useAppStore } from '@meydan/shared/data-access/store';
import type { AnonymousIdentityResponse } from '@meydan/shared/contracts';
import { ANONYMOUS_MARKER_COOKIE, getCookie } from '@meydan/shared/util/cookies';
import { useLocation } from '@meydan/shared/util/router';
import { type Edition, matchRoute, TOPIC_ROUTE_ID } from '@meydan/shared/util/routing';

/**
 * SPEC §1: the English-only entertainment news sections (trailers, games, music) sign their
 * visitors in anonymously, silently; a failure is only logged (§8).
 *
 * The sections, in the en routes table: the topic hubs `/trailers-news`, `/games-news`,
 * `/music-news` (and their pages) and the entertainment subcategory listings
 * `/entertainment-news/games`, `/entertainment-news/music` (trailers has no subcategory). Other
 * editions never ask.
 */
export const ENTERTAINMENT_TOPICS: readonly string[] = ['trailers', 'games', 'music'];
const ENTERTAINMENT_SUBCATEGORIES: readonly string[] = ['games', 'music'];

export function isEnglishEntertainmentPage(edition: Edition, pathname: string): boolean {
  if (edition !== 'en') return false;
  const match = matchRoute(edition, pathname);
  if (!match) return false;
  const { id } = match.route;
  const { params } = match;
  if (id === TOPIC_ROUTE_ID) return ENTERTAINMENT_TOPICS.includes(params['name'] ?? '');
  if (id === 'content.category') return params['section'] === 'entertainment' && ENTERTAINMENT_SUBCATEGORIES.includes(params['subOrPagination'] ?? '');
  return false;
}

/**
 * Whether this browser holds an unexpired anonymous identity. The identity cookie is httpOnly
 * (no script may read or swap it), so the API sets a readable marker beside it, carrying the same
 * expiry: a cookie rather than localStorage so it goes whenever the browser's cookies go, and the
 * shell never believes in an identity the browser has dropped.
 */
export function hasAnonymousIdentity(now: number = Date.now()): boolean {
  const expiresAt = Number(getCookie(ANONYMOUS_MARKER_COOKIE));
  return Number.isFinite(expiresAt) && expiresAt * 1000 > now;
}

/**
 * Who signs the visitor in. The server implementation below is the one in use: POST
 * /auth/anonymous gives a signed identity in an httpOnly cookie.
 *
 * Firebase seam: the platform may use Firebase anonymous auth where Firebase is configured
 * (ARCHITECTURE: "firebase … anonymous sign-in, only where configured"). No deployment carries a
 * Firebase config today (neither the boot data nor GET /metadata/config/web has one) and the
 * `firebase` package is not installed. When it is, add the config to the web config and a
 * `firebaseAnonymousSignIn(config)` implementation whose `signIn` loads `firebase/app` and
 * `firebase/auth` by dynamic import (so no other visitor downloads them), then calls
 * `initializeApp(config)` and `signInAnonymously(getAuth(app))`; pick it in
 * {@link chooseAnonymousSignIn} when the config is present.
 */
export interface AnonymousSignInProvider {
  readonly kind: 'server' | 'firebase';
  /** Rejects on any failure; the runner logs it. */
  signIn(): Promise<void>;
}

const anonymousApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signInAnonymously: build.mutation<AnonymousIdentityResponse, void>({
      query: () => ({ url: '/auth/anonymous', method: 'POST', data: {} }),
    }),
  }),
});

export function serverAnonymousSignIn(dispatch: AppDispatch): AnonymousSignInProvider {
  return {
    kind: 'server',
    async signIn() {
      const request = dispatch(anonymousApi.endpoints.signInAnonymously.initiate());
      try {
        await request.unwrap();
      } finally {
        // Nothing reads the result (the cookies are the identity): keep it out of the store.
        request.reset();
      }
    },
  };
}

export function chooseAnonymousSignIn(dispatch: AppDispatch): AnonymousSignInProvider {
  return serverAnonymousSignIn(dispatch);
}

export interface AnonymousSignInRunnerOptions {
  edition: Edition;
  provider: AnonymousSignInProvider;
  hasIdentity?: () => boolean;
  warn?: (message: string, error: unknown) => void;
}

export interface AnonymousSignInRunner {
  /**
   * Signs in when the page is an English entertainment section, the visitor is known to be no
   * member (auth start-up has finished: `anonymous`) and holds no identity yet. At most once per
   * page life, failures included (a refused call is not hammered; the next page load tries
   * again). Returns the attempt, which never rejects, or null when there is none.
   */
  consider(pathname: string, authStatus: AuthStatus): Promise<void> | null;
}

const defaultWarn = (message: string, error: unknown) => console.warn(message, error);

export function createAnonymousSignInRunner({ edition, provider, hasIdentity = hasAnonymousIdentity, warn = defaultWarn }: AnonymousSignInRunnerOptions): AnonymousSignInRunner {
  let attempted = false;
  return {
    consider(pathname, authStatus) {
      if (attempted || authStatus !== 'anonymous' || !isEnglishEntertainmentPage(edition, pathname) || hasIdentity()) return null;
      attempted = true;
      return provider.signIn().catch((error: unknown) => warn(`[anonymous-sign-in] ${provider.kind} sign-in failed`, error));
    },
  };
}

/** Browser only (an effect): runs the anonymous sign-in as the visitor moves between pages. */
export function useAnonymousSignIn(edition: Edition): void {
  const store = useAppStore();
  const { pathname } = useLocation();
  const authStatus = useAppSelector(selectAuthStatus);
  const [runner] = useState(() => createAnonymousSignInRunner({ edition, provider: chooseAnonymousSignIn(store.dispatch) }));
  useEffect(() => {
    void runner.consider(pathname, authStatus);
  }, [runner, pathname, authStatus]);
}
