import type { FirebaseWebConfig, SignInConfig, WebConfig } from '@meydan/shared/contracts';

/** Every social sign-in provider configured, with local addresses (no test ever reaches a provider). */
export const signInFixture: SignInConfig = {
  google: { clientId: 'google-client.apps.example', authorizationEndpoint: 'https://accounts.example/o/oauth2/v2/auth' },
  facebook: { appId: '1234567890', dialogUrl: 'https://facebook.example/v19.0/dialog/oauth' },
  twitter: true,
};

/** A Firebase web config as FIREBASE_WEB_CONFIG gives it, Messaging on (specs of the Firebase paths spread it in). */
export const firebaseWebConfigFixture: FirebaseWebConfig = {
  apiKey: 'AIzaSpecKey000000000000000000000',
  authDomain: 'meydan-spec.firebaseapp.com',
  projectId: 'meydan-spec',
  appId: '1:123456789012:web:0123456789abcdef',
  messagingSenderId: '123456789012',
  vapidKey: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  authEmulatorUrl: null,
  messaging: true,
};

/**
 * A `GET /metadata/config/web` answer for UI specs: the API's defaults, every provider
 * configured, no Firebase. Override a part with a spread: `{ ...webConfigFixture, signIn: { ... } }`.
 */
export const webConfigFixture: WebConfig = {
  edition: 'en',
  editions: [
    { code: 'tr', locale: 'tr-TR', origin: 'http://localhost:3000', isDefault: true },
    { code: 'en', locale: 'en-US', origin: 'http://en.localhost:3000', isDefault: false },
    { code: 'ru', locale: 'ru-RU', origin: 'http://ru.localhost:3000', isDefault: false },
  ],
  features: { reactions: true, comments: true, messaging: true, notifications: true, vitrin: true, googleSignInPrompt: true, emailVerificationPrompt: true },
  push: { enabled: false, tokenCollectionDisabled: true, vapidPublicKey: null, tokenRefreshDays: 7, tokenExpiryDays: 15, snoozeDays: [1, 7, 15] },
  ads: { enabled: false, idleTimeoutMs: 2000, slots: [], interstitial: { enabled: false, delayMs: 5000, countdownMs: 5000, frequencyCapMs: 2_000_000 } },
  consent: { version: 1, cookieName: 'm-consent', maxAgeDays: 182, categories: ['necessary', 'analytics', 'personalization', 'advertising'], policyPath: '/cookie-policy' },
  tracking: { enabled: true, statusCacheSeconds: 300, readTimeCapMinutes: 10, retryMs: 10_000 },
  games: { catalogueVisible: true, leaderboardsEnabled: true, showDevOnly: false },
  signIn: signInFixture,
  firebase: null,
};
