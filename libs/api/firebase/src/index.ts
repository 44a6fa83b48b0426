// Firebase on the server (issue 19 deliverable 7): the settings (FIREBASE_*), verification of
// Firebase Auth ID tokens (the anonymous sign-in), and sending through FCM HTTP v1 with a service
// account's OAuth tokens (the push worker). Nothing here runs unless Firebase is configured.
export {
  emulatorJwksUrl,
  FCM_URL,
  FIREBASE_OFF,
  firebaseMessagingOn,
  firebaseSettingsFromEnv,
  firebaseWebConfig,
  GOOGLE_JWKS_URL,
  GOOGLE_TOKEN_URL,
  SECURETOKEN_JWKS_PATH,
} from './firebase-settings';
export type { FirebaseServiceAccount, FirebaseSettings, FirebaseWebSettings } from './firebase-settings';
export { FirebaseIdTokens, FirebaseTokenError } from './firebase-id-tokens';
export type { FirebaseIdTokensOptions, FirebaseUser } from './firebase-id-tokens';
export { ACCESS_TOKEN_MARGIN_MS, AccessTokenError, FCM_SCOPE, GoogleAccessTokens } from './google-access-tokens';
export { FcmClient } from './fcm-client';
export type { FcmClientOptions, FcmOutcome, FcmWebMessage } from './fcm-client';
