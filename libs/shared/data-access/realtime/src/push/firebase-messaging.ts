import { getApps, initializeApp } from 'firebase/app';
import { getMessaging, getToken, isSupported } from 'firebase/messaging';
import type { FirebaseWebConfig } from '@meydan/shared/contracts';
import type { ServiceWorkerRegistrationLike } from './push-environment';

/*
 * Firebase Messaging for the push flow (issue 19; SPEC §3 `externalPlatform: firebase`): a lazy
 * chunk that only push-environment.ts imports, with import(), and only where the web config has
 * `firebase.messaging`. No other module may import this file or 'firebase/*' statically.
 */

/** The platform's Firebase app (the anonymous sign-in uses the same name and options). */
const FIREBASE_APP_NAME = 'meydan';

/**
 * A Messaging registration token for this browser: Messaging subscribes the site's own service
 * worker (sw.js, which shows FCM's data messages like any push) with the project's Web Push
 * certificate key and registers the subscription with FCM. Rejects where Messaging cannot work
 * (no IndexedDB, no push) or FCM refuses.
 */
export async function firebaseMessagingToken(config: FirebaseWebConfig, registration: ServiceWorkerRegistrationLike): Promise<string> {
  if (!config.vapidKey) throw new Error('the Firebase web config has no vapidKey');
  if (!(await isSupported())) throw new Error('Firebase Messaging is not supported in this browser');
  const { apiKey, authDomain, projectId, appId, messagingSenderId } = config;
  const app = getApps().find((existing) => existing.name === FIREBASE_APP_NAME) ?? initializeApp({ apiKey, authDomain, projectId, appId, messagingSenderId }, FIREBASE_APP_NAME);
  return getToken(getMessaging(app), { vapidKey: config.vapidKey, serviceWorkerRegistration: registration as unknown as ServiceWorkerRegistration });
}
