import { type Static, Type } from '@sinclair/typebox';
import { EditionSchema, Nullable } from './common.schema';
import { WEB_CONFIG_MAX_AGE_S } from '../constants';

const Ms = Type.Integer({ minimum: 0 });
const Days = Type.Integer({ minimum: 0 });

/** SPEC §3 ad slot config; `refreshTimerMs` null = never refreshed (§9: 20 s desktop masthead, 10 s footer, 8 s mobile masthead). */
export const AdSlotSchema = Type.Object({
  name: Type.String(),
  divId: Type.String(),
  /** Accepted creative sizes, [width, height]. */
  sizes: Type.Array(Type.Tuple([Type.Integer({ minimum: 1 }), Type.Integer({ minimum: 1 })])),
  device: Type.Union([Type.Literal('mobile'), Type.Literal('desktop'), Type.Literal('all')]),
  refreshTimerMs: Nullable(Ms),
  /** Collapse the slot's space when no ad fills it. */
  collapse: Type.Boolean(),
});
export type AdSlot = Static<typeof AdSlotSchema>;

/** The banner's categories: the strictly necessary cookies and the three purposes a reader may allow (issue 19). */
export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'personalization', 'advertising'] as const;

/**
 * The sign-in providers this deployment is configured for; null (false for Twitter) hides the
 * button. Google: the OAuth client id and the authorization endpoint the browser is sent to for
 * an ID token (implicit flow). Facebook: the app id and its login dialog URL. Twitter needs
 * nothing public: the browser asks GET /auth/twitter/request-token for its authorize URL.
 */
export const SignInConfigSchema = Type.Object({
  google: Nullable(Type.Object({ clientId: Type.String(), authorizationEndpoint: Type.String() })),
  facebook: Nullable(Type.Object({ appId: Type.String(), dialogUrl: Type.String() })),
  twitter: Type.Boolean(),
});
export type SignInConfig = Static<typeof SignInConfigSchema>;

/**
 * The public Firebase web app configuration (issue 19 deliverable 7), present only where the
 * deployment configures Firebase (FIREBASE_WEB_CONFIG); none of it is a secret (it names the
 * project to the browser SDK). Where present, the English entertainment sections sign their
 * visitors in with Firebase anonymous auth (SPEC §1), and, when `messaging` is on, the push flow
 * registers a Firebase Messaging token (SPEC §3 `externalPlatform: firebase`) instead of a Web
 * Push subscription. Without it no Firebase code is ever loaded.
 * - `vapidKey`: the project's Web Push certificate (public key) for Messaging tokens;
 * - `authEmulatorUrl`: development and tests only, the Firebase Auth emulator (or the local
 *   stand-in) the browser SDK talks to instead of Google (FIREBASE_AUTH_EMULATOR_HOST);
 * - `messaging`: the API can send through FCM (FIREBASE_SERVICE_ACCOUNT) and a vapidKey is set.
 */
export const FirebaseWebConfigSchema = Type.Object({
  apiKey: Type.String({ minLength: 1, maxLength: 200 }),
  authDomain: Type.String({ minLength: 1, maxLength: 255 }),
  projectId: Type.String({ minLength: 1, maxLength: 100 }),
  appId: Type.String({ minLength: 1, maxLength: 200 }),
  messagingSenderId: Type.String({ minLength: 1, maxLength: 100 }),
  vapidKey: Nullable(Type.String({ maxLength: 256 })),
  authEmulatorUrl: Nullable(Type.String({ maxLength: 255 })),
  messaging: Type.Boolean(),
});
export type FirebaseWebConfig = Static<typeof FirebaseWebConfigSchema>;

/**
 * `GET /metadata/config/web`: what the web client may switch on or tune without a release.
 * Defaults are coded in the API; operators override any part per edition (client_config table).
 * - editions: the supported editions with their locale and public origin (links across editions).
 * - features: product areas the shell shows or hides.
 * - push (§4): `enabled` asks the permission at all; `tokenCollectionDisabled` is the §4 flag that
 *   stops sending tokens to the backend; refresh/expiry/snooze are the §4/§9 timings.
 * - ads (§4/§9): slots with their refresh timers, the idle timeout and the interstitial rules.
 * - consent: describes the cookie banner (always shown until a reader chooses: KVKK and GDPR allow no
 *   switch) and the consent cookie; `policyPath` is the edition's cookie policy.
 * - tracking (§4/§9): the event collector switch and its timings.
 * - games (§2.11/§4): catalogue and leaderboard visibility; `showDevOnly` lists dev-only games.
 * - signIn: the social sign-in providers the API is configured for (an override may only hide one).
 * - firebase: the public Firebase web config, null where Firebase is not configured (an override
 *   may only hide it in an edition).
 */
export const WebConfigSchema = Type.Object({
  edition: EditionSchema,
  editions: Type.Array(Type.Object({ code: EditionSchema, locale: Type.String(), origin: Type.String(), isDefault: Type.Boolean() })),
  features: Type.Object({
    reactions: Type.Boolean(),
    comments: Type.Boolean(),
    messaging: Type.Boolean(),
    notifications: Type.Boolean(),
    vitrin: Type.Boolean(),
    googleSignInPrompt: Type.Boolean(),
    emailVerificationPrompt: Type.Boolean(),
  }),
  push: Type.Object({
    enabled: Type.Boolean(),
    tokenCollectionDisabled: Type.Boolean(),
    vapidPublicKey: Nullable(Type.String()),
    tokenRefreshDays: Days,
    tokenExpiryDays: Days,
    snoozeDays: Type.Array(Days),
  }),
  ads: Type.Object({
    enabled: Type.Boolean(),
    idleTimeoutMs: Ms,
    slots: Type.Array(AdSlotSchema),
    interstitial: Type.Object({ enabled: Type.Boolean(), delayMs: Ms, countdownMs: Ms, frequencyCapMs: Ms }),
  }),
  consent: Type.Object({
    /** The banner's version (CONSENT_VERSION): a choice of an older one is asked again. */
    version: Type.Integer({ minimum: 0 }),
    cookieName: Type.String(),
    maxAgeDays: Days,
    categories: Type.Array(Type.Union(CONSENT_CATEGORIES.map((c) => Type.Literal(c)))),
    policyPath: Type.String(),
  }),
  tracking: Type.Object({ enabled: Type.Boolean(), statusCacheSeconds: Type.Integer({ minimum: 0 }), readTimeCapMinutes: Type.Integer({ minimum: 1 }), retryMs: Ms }),
  games: Type.Object({ catalogueVisible: Type.Boolean(), leaderboardsEnabled: Type.Boolean(), showDevOnly: Type.Boolean() }),
  signIn: SignInConfigSchema,
  firebase: Nullable(FirebaseWebConfigSchema),
});
export type WebConfig = Static<typeof WebConfigSchema>;

// Defined with the schema-free constants (one source of truth), offered here as before.
export { WEB_CONFIG_MAX_AGE_S };
