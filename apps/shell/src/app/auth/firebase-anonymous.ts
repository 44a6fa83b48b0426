import { type FirebaseApp, getApps, initializeApp } from 'firebase/app';
import { type Auth, browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth, signInAnonymously } from 'firebase/auth';
import type { FirebaseWebConfig } from '@meydan/shared/contracts';

/*
 * The Firebase half of the anonymous sign-in (SPEC §1, issue 19): a lazy chunk that only
 * anonymous-sign-in.ts imports, with import(), and only where the web config has `firebase`. No
 * other module may import this file or 'firebase/*' statically: every other visitor's bundles
 * stay free of Firebase (the build's chunk report is checked for it).
 */

/** The name of the platform's Firebase app (the push flow's Messaging uses the same one). */
export const FIREBASE_APP_NAME = 'meydan';

/** Made once per page: initializeAuth may run only once for an app, and the config does not change while the page lives. */
let auth: Auth | null = null;

function appOf(config: FirebaseWebConfig): FirebaseApp {
  const { apiKey, authDomain, projectId, appId, messagingSenderId } = config;
  return getApps().find((app) => app.name === FIREBASE_APP_NAME) ?? initializeApp({ apiKey, authDomain, projectId, appId, messagingSenderId }, FIREBASE_APP_NAME);
}

/**
 * Auth for the app, made once per page. initializeAuth rather than getAuth: getAuth also brings
 * the popup/redirect resolver, which is more code and on phones loads an iframe from the auth
 * domain at start; an anonymous sign-in needs neither. The user is kept in IndexedDB (else
 * localStorage), so the same anonymous user comes back on every visit.
 */
function authOf(config: FirebaseWebConfig): Auth {
  if (auth) return auth;
  const instance = initializeAuth(appOf(config), { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  // Development and tests: the Auth emulator or the local stand-in instead of Google.
  if (config.authEmulatorUrl) connectAuthEmulator(instance, config.authEmulatorUrl, { disableWarnings: true });
  auth = instance;
  return instance;
}

/**
 * Signs the visitor in anonymously with Firebase (the user the browser already has, else a new
 * one) and answers their ID token, which the API turns into the visitor's identity.
 */
export async function firebaseAnonymousIdToken(config: FirebaseWebConfig): Promise<string> {
  const { user } = await signInAnonymously(authOf(config));
  return user.getIdToken();
}
