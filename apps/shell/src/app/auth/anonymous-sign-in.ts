import { useEffect, useRef } from 'react';
import { baseApi, useGetWebConfigQuery } from '@meydan/shared/data-access/api-client';
import { type AppDispatch, type AuthStatus, selectAuthStatus, useAppSelector, useAppStore } from '@meydan/shared/data-access/store';
import type { AnonymousIdentityResponse, AnonymousSignInBody, FirebaseWebConfig } from '@meydan/shared/contracts';
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
 * Who signs the visitor in, by the web config:
 * - without `firebase` (the default), the server: POST /auth/anonymous gives a signed identity in
 *   an httpOnly cookie;
 * - where the deployment configures Firebase, Firebase anonymous auth first (`firebase/app` and
 *   `firebase/auth`, loaded by dynamic import in firebase-anonymous.ts, so no other visitor ever
 *   downloads them), then the same POST with the Firebase user's ID token: the API checks it
 *   against the project's keys and derives the identity from the uid. Why through the API rather
 *   than the uid alone: a uid the browser merely claims could be anyone's, a verified ID token
 *   cannot; and the rest of the platform keeps reading one identity (the o-anon-token cookie),
 *   whichever way it was made.
 */
export interface AnonymousSignInProvider {
  readonly kind: 'server' | 'firebase';
  /** Rejects on any failure; the runner logs it. */
  signIn(): Promise<void>;
}

const anonymousApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signInAnonymously: build.mutation<AnonymousIdentityResponse, AnonymousSignInBody | void>({
      query: (body) => ({ url: '/auth/anonymous', method: 'POST', data: body ?? {} }),
    }),
  }),
});

async function postAnonymous(dispatch: AppDispatch, body?: AnonymousSignInBody): Promise<void> {
  const request = dispatch(anonymousApi.endpoints.signInAnonymously.initiate(body));
  try {
    await request.unwrap();
  } finally {
    // Nothing reads the result (the cookies are the identity): keep it out of the store.
    request.reset();
  }
}

export function serverAnonymousSignIn(dispatch: AppDispatch): AnonymousSignInProvider {
  return { kind: 'server', signIn: () => postAnonymous(dispatch) };
}

export type FirebaseAnonymousModule = typeof import('./firebase-anonymous');

/** The lazy Firebase chunk: the only way Firebase Auth reaches a browser. */
export const loadFirebaseAnonymous = (): Promise<FirebaseAnonymousModule> => import('./firebase-anonymous');

export function firebaseAnonymousSignIn(config: FirebaseWebConfig, dispatch: AppDispatch, load: () => Promise<FirebaseAnonymousModule> = loadFirebaseAnonymous): AnonymousSignInProvider {
  return {
    kind: 'firebase',
    async signIn() {
      const { firebaseAnonymousIdToken } = await load();
      await postAnonymous(dispatch, { firebaseIdToken: await firebaseAnonymousIdToken(config) });
    },
  };
}

/** Firebase where the web config has it, else the server (nothing of Firebase is loaded then). */
export function chooseAnonymousSignIn(dispatch: AppDispatch, firebase: FirebaseWebConfig | null = null, load?: () => Promise<FirebaseAnonymousModule>): AnonymousSignInProvider {
  return firebase ? firebaseAnonymousSignIn(firebase, dispatch, load) : serverAnonymousSignIn(dispatch);
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

/**
 * Browser only (an effect): runs the anonymous sign-in as the visitor moves between pages. The web
 * config (which says whether Firebase is configured) is asked for only on a page where a sign-in
 * may happen; the provider is chosen once it is known (a config that cannot be read: the server).
 */
export function useAnonymousSignIn(edition: Edition): void {
  const store = useAppStore();
  const { pathname } = useLocation();
  const authStatus = useAppSelector(selectAuthStatus);
  const candidate = authStatus === 'anonymous' && isEnglishEntertainmentPage(edition, pathname);
  const { data: config, isError } = useGetWebConfigQuery(undefined, { skip: !candidate });
  const settled = config !== undefined || isError;
  const firebase = config?.firebase ?? null;
  const runner = useRef<AnonymousSignInRunner | null>(null);
  useEffect(() => {
    if (!settled) return;
    runner.current ??= createAnonymousSignInRunner({ edition, provider: chooseAnonymousSignIn(store.dispatch, firebase) });
    void runner.current.consider(pathname, authStatus);
  }, [settled, firebase, edition, store, pathname, authStatus]);
}
